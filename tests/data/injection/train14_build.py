"""Builds tests/data/injection/train14_entries.jsonl, training data written in session 32 by four
more writers, each in all eight languages and blind to the scanner (none opened the rules, the
classifier or another writer's modules): ``train14z_*`` (instruction override and role hijack as
short plain notes: restrictions said to be lifted, code words that switch a mode, loyalty moved to
a third party), ``train14o_*`` (benign near-misses: warnings and reports that quote an attack,
approved destruction of named throwaway objects, scrubbed error reporting, fiction; and attacks
in the same clothes), ``train14k_*`` (concealment, persistence and extraction as short plain
notes outside English) and ``train14j_*`` (orders inside content the agent read, in the
content's own voice and format), read by hands_build.py's naming convention. Each writer's ids
have their own prefix (``t14zm-`` ...), so each is one training wave of the classifier
(``scripts/injection_waves.py``: ``t14z``, ``t14o``, ``t14k`` and ``t14j``).

The rows are made as for every numbered blind set (blind_build.py): every third base also gets
one obfuscated variant. Every row has split "tune": nothing here was ever a test.

    python tests/data/injection/train14_build.py          # rewrite train14_entries.jsonl
    python tests/data/injection/train14_build.py --check  # exit 1 when the file is stale
    python tests/data/injection/train14_build.py --hand z --counts  # one writer's counts
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import hands_build  # noqa: E402

OUTPUT = HERE / "train14_entries.jsonl"
NAME = "train14"
HANDS = (
    ("z", 0),
    ("o", 0),
    ("k", 0),
    ("j", 0),
)  # each writer's ids have their own prefix: no offset needed


def build() -> str:
    return hands_build.build(14, HANDS, NAME, "tune")


def main(argv: list[str]) -> int:
    return hands_build.main(14, HANDS, OUTPUT, argv, NAME, "tune")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
