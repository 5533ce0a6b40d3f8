"""Builds tests/data/injection/train10_entries.jsonl, training data written at the end of session
29 by two more writers, each in all eight languages and blind to the scanner (none opened the
rules, the classifier or another writer's modules): ``train10r_*`` (short, plain standing orders,
most of them override and hijack) and ``train10s_*`` (mostly benign near-misses of the ninth blind
set's false-positive families, each turned into a real order on the malicious side), read by
hands_build.py's naming convention. Each writer's ids have their own prefix (``t10rm-``/``t10rb-``,
``t10sm-``/``t10sb-``), so each is one training wave of the classifier
(``scripts/injection_waves.py``: ``t10r`` and ``t10s``).

The rows are made as for every numbered blind set (blind_build.py): every third base also gets
one obfuscated variant. Every row has split "tune": nothing here was ever a test.

    python tests/data/injection/train10_build.py          # rewrite train10_entries.jsonl
    python tests/data/injection/train10_build.py --check  # exit 1 when the file is stale
    python tests/data/injection/train10_build.py --hand s --counts  # one writer's counts
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import hands_build  # noqa: E402

OUTPUT = HERE / "train10_entries.jsonl"
NAME = "train10"
HANDS = (("r", 0), ("s", 0))  # each writer's ids have their own prefix: no offset needed


def build() -> str:
    return hands_build.build(10, HANDS, NAME, "tune")


def main(argv: list[str]) -> int:
    return hands_build.main(10, HANDS, OUTPUT, argv, NAME, "tune")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
