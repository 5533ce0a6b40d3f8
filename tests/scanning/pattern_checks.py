"""What the located and the cut searches' tests share: every bundled pattern, the labelled rows'
readings to search, and whether a fast search found what the plain ``pattern.search`` does."""

from __future__ import annotations

import json
import re
from pathlib import Path

from hermes_memory.scanning import RULES, normalize

DATA = Path(__file__).resolve().parents[1] / "data" / "injection"


def bundled_patterns() -> list[re.Pattern[str]]:
    """Every distinct pattern of the bundled rules: main patterns, requirements, exceptions."""
    found: dict[int, re.Pattern[str]] = {}
    for one in RULES:
        for p in (one.pattern, *one.requires, one.unless, one.strip):
            if p is not None:
                found[id(p)] = p
    return list(found.values())


def labelled_readings(sets: tuple[str, ...], step: int) -> set[str]:
    """Every ``step``-th row of each labelled file in ``sets``, in every reading the scan
    searches, each also with its line breaks as spaces."""
    texts: set[str] = set()
    for name in sets:
        for line in (DATA / name).read_text(encoding="utf-8").splitlines()[::step]:
            if line.strip():
                norm = normalize(json.loads(line)["text"])
                texts.update(
                    t
                    for reading in (norm.text, *norm.variants)
                    for t in (reading, reading.replace("\n", " "))
                )
    return texts


def same_match(plain: re.Match[str] | None, fast: re.Match[str] | None) -> bool:
    """The two searches found the same match, or both none."""
    if plain is None or fast is None:
        return plain is fast
    return plain.span() == fast.span() and plain.group(0) == fast.group(0)
