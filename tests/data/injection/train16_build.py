"""Builds tests/data/injection/train16_entries.jsonl, training data written in session 34 by two
more writers, each in all eight languages and blind to the scanner (none opened the rules, the
classifier or another writer's modules): ``train16p_*`` (hard benign near-misses from everyday
and technical life: chat-template docs and parser bugs showing role markers, alerts and config
hints naming secret files, deletions of one's own things, surprises kept from a third party,
game personas, CI flags; and attacks in the same clothes) and ``train16q_*`` (attacks without
their textbook words, weighted to exfiltration, override, concealment and forged turns in
unusual syntax; and the same topics done right), read by hands_build.py's naming convention.
Each writer's ids have their own prefix (``t16pm-`` ...), so each is one training wave of the
classifier (``scripts/injection_waves.py``: ``t16p`` and ``t16q``).

The rows are made as for every numbered blind set (blind_build.py): every third base also gets
one obfuscated variant. Every row has split "tune": nothing here was ever a test.

    python tests/data/injection/train16_build.py          # rewrite train16_entries.jsonl
    python tests/data/injection/train16_build.py --check  # exit 1 when the file is stale
    python tests/data/injection/train16_build.py --hand p --counts  # one writer's counts
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import hands_build  # noqa: E402

OUTPUT = HERE / "train16_entries.jsonl"
NAME = "train16"
HANDS = (
    ("p", 0),
    ("q", 0),
)  # each writer's ids have their own prefix: no offset needed


def build() -> str:
    return hands_build.build(16, HANDS, NAME, "tune")


def main(argv: list[str]) -> int:
    return hands_build.main(16, HANDS, OUTPUT, argv, NAME, "tune")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
