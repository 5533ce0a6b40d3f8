"""Builds tests/data/injection/train9_entries.jsonl, training data written in session 29 by two
writers at once, each in all eight languages and blind to the scanner, aimed at the weak
families (concealment, role hijack, override, Portuguese) and at benign near-misses:
``train9v_*`` and ``train9w_*``, read by hands_build.py's naming convention. Each writer's ids
have their own prefix (``t9vm-``/``t9vb-``, ``t9wm-``/``t9wb-``), so each is one training wave
of the classifier (``scripts/injection_waves.py``: ``t9v`` and ``t9w``).

The rows are made as for every numbered blind set (blind_build.py): every third base also gets
one obfuscated variant. Every row has split "tune": nothing here was ever a test.

    python tests/data/injection/train9_build.py          # rewrite train9_entries.jsonl
    python tests/data/injection/train9_build.py --check  # exit 1 when the file is stale
    python tests/data/injection/train9_build.py --hand w --counts  # one writer's counts
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import hands_build  # noqa: E402

OUTPUT = HERE / "train9_entries.jsonl"
NAME = "train9"
HANDS = (("v", 0), ("w", 0))  # each writer's ids have their own prefix: no offset needed


def build() -> str:
    return hands_build.build(9, HANDS, NAME, "tune")


def main(argv: list[str]) -> int:
    return hands_build.main(9, HANDS, OUTPUT, argv, NAME, "tune")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
