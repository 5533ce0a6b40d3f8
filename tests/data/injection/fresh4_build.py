"""Builds tests/data/injection/fresh4_entries.jsonl, the fourth fresh held-back set, from
fresh4_bases.py and fresh4_benign.py.

Every malicious base is a plain row; every third base, counted over the whole list (each
category has 22 bases, so the starting point turns from one category to the next), also gets one
obfuscated variant, the fitting kind used least so far; the eight hidden-text covers carry an
English payload as tag characters or a zero-width bit run, in turn. Every row has split
"fresh4": nothing in it is for tuning.

    python tests/data/injection/fresh4_build.py          # rewrite fresh4_entries.jsonl
    python tests/data/injection/fresh4_build.py --check  # exit 1 when the file is stale
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from blind_build import BlindSet  # noqa: E402
from blind_build import build as build_set  # noqa: E402
from blind_build import main as main_set  # noqa: E402
from fresh4_bases import (  # noqa: E402
    FRESH4_HIDDEN_COVERS,
    FRESH4_HIDDEN_PAYLOADS,
    FRESH4_MALICIOUS,
)
from fresh4_benign import FRESH4_BENIGN  # noqa: E402

OUTPUT = HERE / "fresh4_entries.jsonl"
SET = BlindSet(4, FRESH4_MALICIOUS, FRESH4_HIDDEN_COVERS, FRESH4_HIDDEN_PAYLOADS, FRESH4_BENIGN)


def build() -> str:
    return build_set(SET)


def main(argv: list[str]) -> int:
    return main_set(SET, OUTPUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
