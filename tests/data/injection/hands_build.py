"""What the blind sets written by several hands at once share (fresh6_build.py onward): each
hand ``<h>`` is a pair of modules, ``fresh<N><h>_bases.py`` (``WRITTEN``: category ->
(language, form, text); ``HIDDEN_COVERS`` and ``HIDDEN_PAYLOADS``) and ``fresh<N><h>_benign.py``
(``BENIGN``: language -> (category, feature, text)), read by that naming convention alone so the
hands never touch a shared file; each hand's ids start after its own offset. The rows
themselves are made by blind_build.py.
"""

from __future__ import annotations

import importlib
import json
from collections import Counter
from pathlib import Path

from blind_build import BlindSet
from blind_build import build as build_set
from blind_build import main as main_set

Hands = tuple[tuple[str, int], ...]  # (hand letter, first id number minus one)


def hand(number: int, letter: str, offset: int, name: str = "", split: str = "") -> BlindSet:
    """One hand's rows as a blind set, read from its two modules (``<name><h>_bases`` and
    ``<name><h>_benign``; ``name`` defaults to ``fresh<N>``). A named set (training data)
    gives each hand ids of its own, ``t<N><h>m-``/``t<N><h>b-``, so each is a wave."""
    stem = name or f"fresh{number}"
    bases = importlib.import_module(f"{stem}{letter}_bases")
    benign = importlib.import_module(f"{stem}{letter}_benign")
    malicious = {
        category: [(lang, text) for lang, _form, text in written]
        for category, written in bases.WRITTEN.items()
    }
    named = {"name": name, "prefix": f"t{number}{letter}", "split": split} if name else {}
    return BlindSet(
        number,
        malicious,
        bases.HIDDEN_COVERS,
        bases.HIDDEN_PAYLOADS,
        benign.BENIGN,
        offset=offset,
        **named,
    )


def build(number: int, hands: Hands, name: str = "", split: str = "") -> str:
    first, *more = (hand(number, letter, offset, name, split) for letter, offset in hands)
    return build_set(first, *more)


def counts(number: int, hands: Hands, letter: str, name: str = "") -> dict[str, object]:
    """What one hand adds, by label, category, language, obfuscation and form."""
    rows = [
        json.loads(line)
        for line in build_set(hand(number, letter, dict(hands)[letter], name)).splitlines()
    ]
    stem = name or f"fresh{number}"
    forms = Counter(
        form
        for written in importlib.import_module(f"{stem}{letter}_bases").WRITTEN.values()
        for _lang, form, _text in written
    )

    def key(row: dict[str, str], field: str) -> str:
        return row[field] if field in ("label", "obfuscation") else f"{row['label']}/{row[field]}"

    fields = ("label", "category", "language", "obfuscation")
    out: dict[str, object] = {f: dict(Counter(key(r, f) for r in rows)) for f in fields}
    out["form"] = dict(forms)
    out["ids_unique"] = len({r["id"] for r in rows}) == len(rows)
    return out


def main(
    number: int, hands: Hands, output: Path, argv: list[str], name: str = "", split: str = ""
) -> int:
    """``--counts [--hand H]``: one hand's counts, no file; otherwise write or ``--check``."""
    if "--counts" in argv:
        letter = argv[argv.index("--hand") + 1] if "--hand" in argv else hands[0][0]
        out = counts(number, hands, letter, name)
        print(json.dumps(out, ensure_ascii=False, indent=1, sort_keys=True))
        return 0
    first, *more = (hand(number, letter, offset, name, split) for letter, offset in hands)
    return main_set(first, output, argv, *more)
