"""Builds tests/data/injection/train13_entries.jsonl, training data written in session 31 by three
more writers, each in all eight languages and blind to the scanner (none opened the rules, the
classifier or another writer's modules): ``train13w_*`` (prompt extraction, persistence and
exfiltration in everyday words, many places and ways out), ``train13x_*`` (role hijack, forged
role markers in unlisted syntaxes and destruction framed as routine) and ``train13y_*`` (long
documents with the attack one or two sentences among ordinary material), read by
hands_build.py's naming convention. Each writer's ids have their own prefix (``t13wm-`` ...),
so each is one training wave of the classifier (``scripts/injection_waves.py``: ``t13w``,
``t13x`` and ``t13y``).

The rows are made as for every numbered blind set (blind_build.py): every third base also gets
one obfuscated variant. Every row has split "tune": nothing here was ever a test.

    python tests/data/injection/train13_build.py          # rewrite train13_entries.jsonl
    python tests/data/injection/train13_build.py --check  # exit 1 when the file is stale
    python tests/data/injection/train13_build.py --hand y --counts  # one writer's counts
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import hands_build  # noqa: E402

OUTPUT = HERE / "train13_entries.jsonl"
NAME = "train13"
HANDS = (("w", 0), ("x", 0), ("y", 0))  # each writer's ids have their own prefix: no offset needed


def build() -> str:
    return hands_build.build(13, HANDS, NAME, "tune")


def main(argv: list[str]) -> int:
    return hands_build.main(13, HANDS, OUTPUT, argv, NAME, "tune")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
