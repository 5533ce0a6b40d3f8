"""Builds tests/data/injection/train9_entries.jsonl, training data written in session 29 by four
writers, each in all eight languages and blind to the scanner (none opened the rules, the
classifier or another writer's modules): ``train9v_*`` (more German, French and Portuguese;
exfiltration, concealment, hijack), ``train9w_*`` (more Japanese, Russian, Chinese, Spanish;
attacks inside documents), ``train9x_*`` (short, low-key notes in plain words) and ``train9y_*``
(long artefacts with one bad line), read by hands_build.py's naming convention. Each writer's
ids have their own prefix (``t9vm-``/``t9vb-`` ... ``t9ym-``/``t9yb-``), so each is one
training wave of the classifier (``scripts/injection_waves.py``: ``t9v`` to ``t9y``).

The rows are made as for every numbered blind set (blind_build.py): every third base also gets
one obfuscated variant. Every row has split "tune": nothing here was ever a test.

    python tests/data/injection/train9_build.py          # rewrite train9_entries.jsonl
    python tests/data/injection/train9_build.py --check  # exit 1 when the file is stale
    python tests/data/injection/train9_build.py --hand x --counts  # one writer's counts
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import hands_build  # noqa: E402

OUTPUT = HERE / "train9_entries.jsonl"
NAME = "train9"
HANDS = (
    ("v", 0),
    ("w", 0),
    ("x", 0),
    ("y", 0),
)  # each writer's ids have their own prefix: no offset needed


def build() -> str:
    return hands_build.build(9, HANDS, NAME, "tune")


def main(argv: list[str]) -> int:
    return hands_build.main(9, HANDS, OUTPUT, argv, NAME, "tune")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
