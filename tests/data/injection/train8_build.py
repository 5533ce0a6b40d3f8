"""Builds tests/data/injection/train8_entries.jsonl, training data written in session 28 by two
writers at once, each in all eight languages and blind to the scanner, aimed at the weak
families (concealment, role hijack, override, Portuguese) and at benign near-misses:
``train8t_*`` and ``train8u_*``, read by hands_build.py's naming convention. Each writer's ids
have their own prefix (``t8tm-``/``t8tb-``, ``t8um-``/``t8ub-``), so each is one training wave
of the classifier (``scripts/injection_waves.py``: ``t8t`` and ``t8u``).

The rows are made as for every numbered blind set (blind_build.py): every third base also gets
one obfuscated variant. Every row has split "tune": nothing here was ever a test.

    python tests/data/injection/train8_build.py          # rewrite train8_entries.jsonl
    python tests/data/injection/train8_build.py --check  # exit 1 when the file is stale
    python tests/data/injection/train8_build.py --hand u --counts  # one writer's counts
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import hands_build  # noqa: E402

OUTPUT = HERE / "train8_entries.jsonl"
NAME = "train8"
HANDS = (("t", 0), ("u", 0))  # each writer's ids have their own prefix: no offset needed


def build() -> str:
    return hands_build.build(8, HANDS, NAME, "tune")


def main(argv: list[str]) -> int:
    return hands_build.main(8, HANDS, OUTPUT, argv, NAME, "tune")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
