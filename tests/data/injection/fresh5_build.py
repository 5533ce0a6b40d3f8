"""Builds tests/data/injection/fresh5_entries.jsonl, the fifth fresh held-back set, from two
independent hands: fresh5_bases.py and fresh5_benign.py (the first), then fresh5_bases_more.py and
fresh5_benign_more.py (the second, whose ids are numbered from 101 and which has no hidden-text
covers of its own; its variants follow the same every-third-base rule over its own list).

Every malicious base is a plain row; every third base, counted over the whole list (each
category has 18 bases, so every category starts on the same beat; the bases are ordered so the
variants still reach every language), also gets one obfuscated variant, the fitting kind used
least so far; the eight hidden-text covers carry an English payload as tag characters or a
zero-width bit run, in turn. Every row has split "fresh5": nothing in it is for tuning.

    python tests/data/injection/fresh5_build.py          # rewrite fresh5_entries.jsonl
    python tests/data/injection/fresh5_build.py --check  # exit 1 when the file is stale
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from blind_build import BlindSet  # noqa: E402
from blind_build import build as build_set  # noqa: E402
from blind_build import main as main_set  # noqa: E402
from fresh5_bases import (  # noqa: E402
    FRESH5_HIDDEN_COVERS,
    FRESH5_HIDDEN_PAYLOADS,
    FRESH5_MALICIOUS,
)
from fresh5_bases_more import FRESH5_MORE_MALICIOUS  # noqa: E402
from fresh5_benign import FRESH5_BENIGN  # noqa: E402
from fresh5_benign_more import FRESH5_MORE_BENIGN  # noqa: E402

OUTPUT = HERE / "fresh5_entries.jsonl"
SET = BlindSet(5, FRESH5_MALICIOUS, FRESH5_HIDDEN_COVERS, FRESH5_HIDDEN_PAYLOADS, FRESH5_BENIGN)
SECOND_HAND = BlindSet(5, FRESH5_MORE_MALICIOUS, [], (), FRESH5_MORE_BENIGN, offset=100)


def build() -> str:
    return build_set(SET, SECOND_HAND)


def main(argv: list[str]) -> int:
    return main_set(SET, OUTPUT, argv, SECOND_HAND)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
