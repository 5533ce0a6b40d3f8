"""Builds tests/data/injection/fresh6_entries.jsonl, the sixth fresh held-back set, from three
independent hands, each writing its own languages directly (no text translated from another):
``fresh6a_*`` (en zh es de fr), ``fresh6b_*`` (ja ru pt en zh) and ``fresh6c_*`` (es de fr ja ru
pt, and the fa/hi/ar benign rows), so every language has two hands. Each hand is a pair of
modules, ``fresh6<h>_bases.py`` (``WRITTEN``: category -> (language, form, text); ``HIDDEN_COVERS``
and ``HIDDEN_PAYLOADS``) and ``fresh6<h>_benign.py`` (``BENIGN``: language -> (category, feature,
text)); the second hand's ids are numbered from 101, the third's from 201.

The rows are made as for every numbered blind set (blind_build.py): every third base also gets
one obfuscated variant; every row has split "fresh6": nothing in it is for tuning.

    python tests/data/injection/fresh6_build.py          # rewrite fresh6_entries.jsonl
    python tests/data/injection/fresh6_build.py --check  # exit 1 when the file is stale
    python tests/data/injection/fresh6_build.py --hand a --counts  # one hand's counts, no file
"""

from __future__ import annotations

import importlib
import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from blind_build import BlindSet  # noqa: E402
from blind_build import build as build_set  # noqa: E402
from blind_build import main as main_set  # noqa: E402

OUTPUT = HERE / "fresh6_entries.jsonl"
HANDS = (("a", 0), ("b", 100), ("c", 200))  # (hand, first id number minus one)


def hand(letter: str) -> BlindSet:
    """One hand's rows as a blind set, read from its two modules."""
    offset = dict(HANDS)[letter]
    bases = importlib.import_module(f"fresh6{letter}_bases")
    benign = importlib.import_module(f"fresh6{letter}_benign")
    malicious = {
        category: [(lang, text) for lang, _form, text in written]
        for category, written in bases.WRITTEN.items()
    }
    return BlindSet(
        6, malicious, bases.HIDDEN_COVERS, bases.HIDDEN_PAYLOADS, benign.BENIGN, offset=offset
    )


def build() -> str:
    first, *more = (hand(letter) for letter, _offset in HANDS)
    return build_set(first, *more)


def counts(letter: str) -> dict[str, object]:
    """What one hand adds, by label, category, language, obfuscation and form."""
    rows = [json.loads(line) for line in build_set(hand(letter)).splitlines()]
    forms = Counter(
        form
        for written in importlib.import_module(f"fresh6{letter}_bases").WRITTEN.values()
        for _lang, form, _text in written
    )

    def key(row: dict[str, str], field: str) -> str:
        return row[field] if field in ("label", "obfuscation") else f"{row['label']}/{row[field]}"

    fields = ("label", "category", "language", "obfuscation")
    out: dict[str, object] = {f: dict(Counter(key(r, f) for r in rows)) for f in fields}
    out["form"] = dict(forms)
    out["ids_unique"] = len({r["id"] for r in rows}) == len(rows)
    return out


def main(argv: list[str]) -> int:
    if "--counts" in argv:
        letter = argv[argv.index("--hand") + 1] if "--hand" in argv else "a"
        print(json.dumps(counts(letter), ensure_ascii=False, indent=1, sort_keys=True))
        return 0
    first, *more = (hand(letter) for letter, _offset in HANDS)
    return main_set(first, OUTPUT, argv, *more)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
