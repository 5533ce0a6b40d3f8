"""Builds tests/data/injection/train11_entries.jsonl, training data written in session 30 by two
more writers, each in all eight languages and blind to the scanner (none opened the rules, the
classifier or another writer's modules): ``train11p_*`` (short memory notes in plain words, most of
them concealment, persistence, exfiltration and destruction) and ``train11q_*`` (content the agent
read -- mails, comments, pages, transcripts -- with an order to "the assistant" inside; many of its
non-English rows reword its English scenarios), read by hands_build.py's naming convention. Each
writer's ids have their own prefix (``t11pm-``/``t11pb-``, ``t11qm-``/``t11qb-``), so each is one
training wave of the classifier (``scripts/injection_waves.py``: ``t11p`` and ``t11q``).

The rows are made as for every numbered blind set (blind_build.py): every third base also gets
one obfuscated variant. Every row has split "tune": nothing here was ever a test.

    python tests/data/injection/train11_build.py          # rewrite train11_entries.jsonl
    python tests/data/injection/train11_build.py --check  # exit 1 when the file is stale
    python tests/data/injection/train11_build.py --hand q --counts  # one writer's counts
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import hands_build  # noqa: E402

OUTPUT = HERE / "train11_entries.jsonl"
NAME = "train11"
HANDS = (("p", 0), ("q", 0))  # each writer's ids have their own prefix: no offset needed


def build() -> str:
    return hands_build.build(11, HANDS, NAME, "tune")


def main(argv: list[str]) -> int:
    return hands_build.main(11, HANDS, OUTPUT, argv, NAME, "tune")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
