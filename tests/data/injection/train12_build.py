"""Builds tests/data/injection/train12_entries.jsonl, training data written in session 31 by two
more writers, each in all eight languages and blind to the scanner (none opened the rules, the
classifier or another writer's modules): ``train12u_*`` (override and concealment in everyday
words and registers, most weight on those two categories) and ``train12v_*`` (mostly benign
near-misses: chat-template docs, headings, rules that forbid sending secrets, outdated documents
to skip, FAQs quoting attacks; and attacks wearing the same clothes), read by hands_build.py's
naming convention. Each writer's ids have their own prefix (``t12um-``/``t12ub-``,
``t12vm-``/``t12vb-``), so each is one training wave of the classifier
(``scripts/injection_waves.py``: ``t12u`` and ``t12v``).

The rows are made as for every numbered blind set (blind_build.py): every third base also gets
one obfuscated variant. Every row has split "tune": nothing here was ever a test.

    python tests/data/injection/train12_build.py          # rewrite train12_entries.jsonl
    python tests/data/injection/train12_build.py --check  # exit 1 when the file is stale
    python tests/data/injection/train12_build.py --hand v --counts  # one writer's counts
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import hands_build  # noqa: E402

OUTPUT = HERE / "train12_entries.jsonl"
NAME = "train12"
HANDS = (("u", 0), ("v", 0))  # each writer's ids have their own prefix: no offset needed


def build() -> str:
    return hands_build.build(12, HANDS, NAME, "tune")


def main(argv: list[str]) -> int:
    return hands_build.main(12, HANDS, OUTPUT, argv, NAME, "tune")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
