"""Builds tests/data/injection/fresh2_entries.jsonl, the second fresh held-back set, from
fresh2_bases.py and fresh2_benign.py.

Every malicious base is a plain row; every third base of each language (counted across the
categories, so every language and category gets its share) also gets one obfuscated variant,
the one least used so far that suits its script; the hidden-text covers carry an English
payload as tag characters or as a zero-width bit run, in turn. Every row has split "fresh2":
none of it is for tuning.

    python tests/data/injection/fresh2_build.py          # rewrite fresh2_entries.jsonl
    python tests/data/injection/fresh2_build.py --check  # exit 1 when the file is stale
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from functools import partial
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from dataset import row  # noqa: E402
from fresh2_bases import (  # noqa: E402
    FRESH2_HIDDEN_COVERS,
    FRESH2_HIDDEN_PAYLOADS,
    FRESH2_MALICIOUS,
)
from fresh2_benign import FRESH2_BENIGN  # noqa: E402
from obfuscate import NOTE, OBFUSCATIONS, applicable, tag_chars, zero_width_bits  # noqa: E402

OUTPUT = HERE / "fresh2_entries.jsonl"
SOURCE = "ours-fresh2"
SPLIT = "fresh2"
EVERY = 3  # one base in three (per language) gets a variant
# Role markers are an intent category of their own, so they are not used as an obfuscation.
KINDS = (
    "homoglyph",
    "zero_width",
    "tag_chars",
    "base64",
    "hex",
    "url",
    "leetspeak",
    "spacing",
    "mixed_case",
)


# every row of this set carries its source and split
_row = partial(row, source=SOURCE, split=SPLIT)


def _fits(kind: str, text: str, lang: str, category: str) -> bool:
    if kind == "tag_chars":  # tag characters mirror printable ASCII only, one line
        return all(" " <= ch <= "~" for ch in text)
    return kind in applicable(lang, category)


def _obfuscate(kind: str, text: str, lang: str) -> str:
    if kind == "tag_chars":
        return f"{NOTE[lang]} {tag_chars(text)}"
    return OBFUSCATIONS[kind](text, lang)


def _pick(text: str, lang: str, category: str, used: Counter[str]) -> str:
    """The fitting kind used least so far, then least for this language, then first in KINDS."""
    fitting = [kind for kind in KINDS if _fits(kind, text, lang, category)]
    return min(fitting, key=lambda kind: (used[kind], used[f"{lang}/{kind}"], KINDS.index(kind)))


def malicious_rows() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    used: Counter[str] = Counter()
    per_language: Counter[str] = Counter()  # bases so far per language, over all categories
    for category, bases in FRESH2_MALICIOUS.items():
        seen: Counter[str] = Counter()
        for lang, text in bases:
            seen[lang] += 1
            per_language[lang] += 1
            group = f"f2m-{category}-{lang}-{seen[lang]}"
            rows.append(_row(f"{group}-none", group, text, "malicious", category, lang, "none"))
            if per_language[lang] % EVERY != 1:
                continue
            kind = _pick(text, lang, category, used)
            used[kind] += 1
            used[f"{lang}/{kind}"] += 1
            variant = _obfuscate(kind, text, lang)
            rows.append(_row(f"{group}-{kind}", group, variant, "malicious", category, lang, kind))
    for index, (lang, cover) in enumerate(FRESH2_HIDDEN_COVERS):
        payload = FRESH2_HIDDEN_PAYLOADS[index % len(FRESH2_HIDDEN_PAYLOADS)]
        group = f"f2m-hidden_text-{lang}-1"
        if index % 2 == 0:
            text, kind = cover + tag_chars(payload), "tag_chars"
        else:  # the bits sit after the cover's first character, where nobody sees a gap
            text, kind = cover[:1] + zero_width_bits(payload) + cover[1:], "zero_width"
        rows.append(_row(group, group, text, "malicious", "hidden_text", lang, kind))
    return rows


def benign_rows() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for lang, entries in FRESH2_BENIGN.items():
        for number, (category, feature, text) in enumerate(entries, 1):
            ident = f"f2b-{category}-{lang}-{number:03d}"
            rows.append(_row(ident, ident, text, "benign", category, lang, feature))
    return rows


def build() -> str:
    rows = malicious_rows() + benign_rows()
    return "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)


def main(argv: list[str]) -> int:
    text = build()
    if "--check" in argv:
        same = OUTPUT.is_file() and OUTPUT.read_text(encoding="utf-8") == text
        stale = f"{OUTPUT.name} differs: run fresh2_build.py"
        print(f"{OUTPUT.name} is up to date" if same else stale)
        return 0 if same else 1
    OUTPUT.write_text(text, encoding="utf-8")
    print(f"wrote {text.count(chr(10))} entries to {OUTPUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
