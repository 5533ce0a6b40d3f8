"""Builds tests/data/injection/train15_entries.jsonl, training data written in session 33 by three
more writers, each in all eight languages and blind to the scanner (none opened the rules, the
classifier or another writer's modules): ``train15m_*`` (prompt extraction and concealment
without their textbook words: the setup named by its position, report templates prepared for
later questions), ``train15n_*`` (benign texts that describe or forbid an attack in their own
words: trainings, refused-request tickets, threat intel, policies, scoped procedures; and
attacks in the same clothes) and ``train15g_*`` (override and role hijack in content and business
clothes: precedence declared, modes switched on, personas with loyalty elsewhere), read by
hands_build.py's naming convention. Each writer's ids have their own prefix (``t15mm-`` ...), so
each is one training wave of the classifier (``scripts/injection_waves.py``: ``t15m``, ``t15n``
and ``t15g``).

The rows are made as for every numbered blind set (blind_build.py): every third base also gets
one obfuscated variant. Every row has split "tune": nothing here was ever a test.

    python tests/data/injection/train15_build.py          # rewrite train15_entries.jsonl
    python tests/data/injection/train15_build.py --check  # exit 1 when the file is stale
    python tests/data/injection/train15_build.py --hand m --counts  # one writer's counts
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import hands_build  # noqa: E402

OUTPUT = HERE / "train15_entries.jsonl"
NAME = "train15"
HANDS = (
    ("m", 0),
    ("n", 0),
    ("g", 0),
)  # each writer's ids have their own prefix: no offset needed


def build() -> str:
    return hands_build.build(15, HANDS, NAME, "tune")


def main(argv: list[str]) -> int:
    return hands_build.main(15, HANDS, OUTPUT, argv, NAME, "tune")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
