"""Builds tests/data/injection/fresh_entries.jsonl, the fresh held-back set, from fresh_bases.py
and fresh_benign.py.

Every malicious base becomes a plain entry; four per category (about a third) also get one
obfuscated variant, the languages taken in turn and each time the least-used obfuscation that
suits the script; the hidden-text covers get an English payload as tag characters or a
zero-width bit run. Every row has split "fresh": none of it is for tuning.

    python tests/data/injection/fresh_build.py          # rewrite fresh_entries.jsonl
    python tests/data/injection/fresh_build.py --check  # exit 1 if the file is not what this builds
"""

from __future__ import annotations

import json
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from fresh_bases import FRESH_HIDDEN_COVERS, FRESH_HIDDEN_PAYLOADS, FRESH_MALICIOUS  # noqa: E402
from fresh_benign import FRESH_BENIGN  # noqa: E402
from obfuscate import NOTE, OBFUSCATIONS, applicable, tag_chars, zero_width_bits  # noqa: E402

OUTPUT = HERE / "fresh_entries.jsonl"
SOURCE = "ours-fresh"
SPLIT = "fresh"
LANGUAGES = ("en", "zh", "es", "de", "fr", "ja", "ru", "pt")
VARIANTS_PER_CATEGORY = 4  # of 12+ bases: about one in three gets an obfuscated variant
# The order variants are handed out in; role markers are a category of their own here.
VARIANT_ORDER = (
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
    group: str, suffix: str, text: str, label: str, category: str, lang: str, obf: str
) -> dict[str, Any]:
    return {
        "id": f"{group}-{suffix}" if suffix else group,
        "group": group,
        "text": text,
        "label": label,
        "category": category,
        "language": lang,
        "obfuscation": obf,
        "source": SOURCE,
        "split": SPLIT,
    }


def _suits(name: str, text: str, lang: str, category: str) -> bool:
    if name == "tag_chars":  # tag characters only carry printable ASCII (no newlines)
        return all(" " <= ch <= "~" for ch in text)
    return name in applicable(lang, category)


def _variant(name: str, text: str, lang: str) -> str:
    if name == "tag_chars":
        return f"{NOTE[lang]} {tag_chars(text)}"
    return OBFUSCATIONS[name](text, lang)


def _next_obfuscation(text: str, lang: str, category: str, handed: Counter[str]) -> str:
    """The suitable obfuscation used least so far (overall, then for this language), ties
    going to the earliest in VARIANT_ORDER, so the variants spread evenly."""
    suitable = [name for name in VARIANT_ORDER if _suits(name, text, lang, category)]
    return min(suitable, key=lambda name: (handed[name], handed[f"{lang}:{name}"]))


def malicious_rows() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    handed: Counter[str] = Counter()  # variants per obfuscation and per language:obfuscation
    for shift, (category, bases) in enumerate(FRESH_MALICIOUS.items()):
        # each category lends VARIANTS_PER_CATEGORY of its languages' first bases a variant,
        # the languages taken in turn across categories so every language gets its share
        chosen = {
            LANGUAGES[(shift * VARIANTS_PER_CATEGORY + step) % len(LANGUAGES)]
            for step in range(VARIANTS_PER_CATEGORY)
        }
        numbers: dict[str, int] = defaultdict(int)
        for lang, text in bases:
            numbers[lang] += 1
            group = f"fm-{category}-{lang}-{numbers[lang]}"
            rows.append(_row(group, "none", text, "malicious", category, lang, "none"))
            if lang not in chosen or numbers[lang] != 1:
                continue
            name = _next_obfuscation(text, lang, category, handed)
            handed[name] += 1
            handed[f"{lang}:{name}"] += 1
            rows.append(
                _row(group, name, _variant(name, text, lang), "malicious", category, lang, name)
            )
    for index, (lang, cover) in enumerate(FRESH_HIDDEN_COVERS):
        payload = FRESH_HIDDEN_PAYLOADS[index % len(FRESH_HIDDEN_PAYLOADS)]
        group = f"fm-hidden_text-{lang}-1"
        if index % 2 == 0:
            text, obf = cover + tag_chars(payload), "tag_chars"
        else:
            cut = cover.find(" ") + 1 or len(cover) // 2
            text, obf = cover[:cut] + zero_width_bits(payload) + cover[cut:], "zero_width"
        rows.append(_row(group, "", text, "malicious", "hidden_text", lang, obf))
    return rows


def benign_rows() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for lang, entries in FRESH_BENIGN.items():
        for number, (category, obf, text) in enumerate(entries, 1):
            group = f"fb-{category}-{lang}-{number:03d}"
            rows.append(_row(group, "", text, "benign", category, lang, obf))
    return rows


def build() -> str:
    rows = malicious_rows() + benign_rows()
    return "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)


def main(argv: list[str]) -> int:
    text = build()
    if "--check" in argv:
        same = OUTPUT.is_file() and OUTPUT.read_text(encoding="utf-8") == text
        print(
            "fresh_entries.jsonl is up to date"
            if same
            else "fresh_entries.jsonl differs: run fresh_build.py"
        )
        return 0 if same else 1
    OUTPUT.write_text(text, encoding="utf-8")
    print(f"wrote {text.count(chr(10))} entries to {OUTPUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
