"""Builds tests/data/injection/fresh24_entries.jsonl, the twenty-fourth fresh held-back set, from three
independent hands, each writing its own languages directly (no text translated from another):
``fresh24a_*`` (en zh es de fr), ``fresh24b_*`` (ja ru pt en zh) and ``fresh24c_*`` (es de fr ja ru
pt, and the fa/hi/ar benign rows), so every language has two hands. The hands' modules follow
hands_build.py's naming convention; the second hand's ids are numbered from 101, the third's
from 201.

The rows are made as for every numbered blind set (blind_build.py): every third base also gets
one obfuscated variant; every row has split "fresh24": nothing in it is for tuning.

    python tests/data/injection/fresh24_build.py          # rewrite fresh24_entries.jsonl
    python tests/data/injection/fresh24_build.py --check  # exit 1 when the file is stale
    python tests/data/injection/fresh24_build.py --hand a --counts  # one hand's counts, no file
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import hands_build  # noqa: E402

OUTPUT = HERE / "fresh24_entries.jsonl"
HANDS = (("a", 0), ("b", 100), ("c", 200))  # (hand, first id number minus one)


def build() -> str:
    return hands_build.build(24, HANDS)


def main(argv: list[str]) -> int:
    return hands_build.main(24, HANDS, OUTPUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
