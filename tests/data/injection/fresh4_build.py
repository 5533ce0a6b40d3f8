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

import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from fresh4_bases import (  # noqa: E402
    FRESH4_HIDDEN_COVERS,
    FRESH4_HIDDEN_PAYLOADS,
    FRESH4_MALICIOUS,
)
from fresh4_benign import FRESH4_BENIGN  # noqa: E402
from obfuscate import NOTE, OBFUSCATIONS, applicable, tag_chars, zero_width_bits  # noqa: E402

OUTPUT = HERE / "fresh4_entries.jsonl"
SOURCE = "ours-fresh4"
SPLIT = "fresh4"
EVERY = 3  # one base in three gets a variant
# Forged role markers are an intent category here, so they are not used as an obfuscation.
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


def _row(
    ident: str, group: str, text: str, label: str, category: str, lang: str, obf: str
) -> dict[str, Any]:
    return {
        "id": ident,
        "group": group,
        "text": text,
        "label": label,
        "category": category,
        "language": lang,
        "obfuscation": obf,
        "source": SOURCE,
        "split": SPLIT,
    }


def _fits(kind: str, text: str, lang: str, category: str) -> bool:
    if kind == "tag_chars":  # tag characters can only mirror one line of printable ASCII
        return all(" " <= ch <= "~" for ch in text)
    return kind in applicable(lang, category)


def _variant(kind: str, text: str, lang: str) -> str:
    if kind == "tag_chars":
        return f"{NOTE[lang]} {tag_chars(text)}"
    return OBFUSCATIONS[kind](text, lang)


def _choose(text: str, lang: str, category: str, used: Counter[str]) -> str:
    """The fitting kind used least overall, then least in this language, then first in KINDS."""
    fitting = [kind for kind in KINDS if _fits(kind, text, lang, category)]
    return min(fitting, key=lambda kind: (used[kind], used[f"{lang}/{kind}"], KINDS.index(kind)))


def malicious_rows() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    used: Counter[str] = Counter()
    counted = 0  # bases so far, over all categories
    for category, bases in FRESH4_MALICIOUS.items():
        number: Counter[str] = Counter()
        for lang, text in bases:
            number[lang] += 1
            counted += 1
            group = f"f4m-{category}-{lang}-{number[lang]}"
            rows.append(_row(f"{group}-none", group, text, "malicious", category, lang, "none"))
            if counted % EVERY != 1:
                continue
            kind = _choose(text, lang, category, used)
            used[kind] += 1
            used[f"{lang}/{kind}"] += 1
            variant = _variant(kind, text, lang)
            rows.append(_row(f"{group}-{kind}", group, variant, "malicious", category, lang, kind))
    for index, (lang, cover) in enumerate(FRESH4_HIDDEN_COVERS):
        payload = FRESH4_HIDDEN_PAYLOADS[index % len(FRESH4_HIDDEN_PAYLOADS)]
        group = f"f4m-hidden_text-{lang}-1"
        if index % 2 == 0:  # the tags trail the note, where an editor shows nothing
            text, kind = cover + tag_chars(payload), "tag_chars"
        else:  # the bits sit after the note's first character, where nobody sees a gap
            text, kind = cover[:1] + zero_width_bits(payload) + cover[1:], "zero_width"
        rows.append(_row(group, group, text, "malicious", "hidden_text", lang, kind))
    return rows


def benign_rows() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for lang, entries in FRESH4_BENIGN.items():
        for number, (category, feature, text) in enumerate(entries, 1):
            ident = f"f4b-{category}-{lang}-{number:03d}"
            rows.append(_row(ident, ident, text, "benign", category, lang, feature))
    return rows


def build() -> str:
    rows = malicious_rows() + benign_rows()
    return "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)


def main(argv: list[str]) -> int:
    text = build()
    if "--check" in argv:
        same = OUTPUT.is_file() and OUTPUT.read_text(encoding="utf-8") == text
        print(
            f"{OUTPUT.name} is up to date"
            if same
            else f"{OUTPUT.name} differs: run fresh4_build.py"
        )
        return 0 if same else 1
    OUTPUT.write_text(text, encoding="utf-8")
    print(f"wrote {text.count(chr(10))} entries to {OUTPUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
