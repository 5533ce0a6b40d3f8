"""Builds tests/data/injection/entries.jsonl from the hand-written sources beside it.

Malicious bases (malicious_bases.py) become the plain entry plus two obfuscated variants each;
hidden-text entries hide an English payload in a benign cover; benign rows (benign_en.py,
benign_intl.py) are taken as written. The paraphrase rows (paraphrase_tune.py) are appended
after the split, all in ``tune``. The tune/test split is stratified by label and category
and made per group (a base and its variants stay together), so nothing leaks across splits.

    python tests/data/injection/build.py          # rewrite entries.jsonl
    python tests/data/injection/build.py --check  # exit 1 if the file is not what this builds
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from benign_en import BENIGN_EN  # noqa: E402
from benign_intl import BENIGN_INTL  # noqa: E402
from malicious_bases import HIDDEN_COVERS, HIDDEN_PAYLOADS, MALICIOUS  # noqa: E402
from obfuscate import (  # noqa: E402
    OBFUSCATIONS,
    applicable,
    role_marker,
    tag_chars,
    zero_width_bits,
)
from paraphrase_tune import paraphrase_rows  # noqa: E402

OUTPUT = HERE / "entries.jsonl"
LANGUAGES = ("en", "zh", "es", "de", "fr", "ja", "ru", "pt", "fa", "hi", "ar")
TUNE_SHARE = 0.6
FIELDS = ("id", "group", "text", "label", "category", "language", "obfuscation", "source")


def _row(group: str, suffix: str, text: str, label: str, category: str, lang: str, obf: str):
    return {
        "id": f"{group}-{suffix}" if suffix else group,
        "group": group,
        "text": text,
        "label": label,
        "category": category,
        "language": lang,
        "obfuscation": obf,
        "source": "ours",
    }


def malicious_rows() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    turn = 0  # rotates through the obfuscations so every one meets every category
    for category, by_lang in MALICIOUS.items():
        for lang, texts in by_lang.items():
            for number, text in enumerate(texts, 1):
                group = f"m-{category}-{lang}-{number}"
                rows.append(_row(group, "none", text, "malicious", category, lang, "none"))
                options = applicable(lang, category)
                picks = [options[turn % len(options)], options[(turn + 3) % len(options)]]
                turn += 1
                for name in picks:
                    if name == "role_marker":
                        variant = role_marker(text, lang, turn)
                    else:
                        variant = OBFUSCATIONS[name](text, lang)
                    rows.append(_row(group, name, variant, "malicious", category, lang, name))
    for index, (lang, covers) in enumerate(HIDDEN_COVERS.items()):
        tagged, bits = covers
        payload = HIDDEN_PAYLOADS[index % len(HIDDEN_PAYLOADS)]
        group = f"m-hidden_text-{lang}-1"
        text = tagged + tag_chars(payload)
        rows.append(_row(group, "", text, "malicious", "hidden_text", lang, "tag_chars"))
        payload = HIDDEN_PAYLOADS[(index + 1) % len(HIDDEN_PAYLOADS)]
        group = f"m-hidden_text-{lang}-2"
        cut = bits.find(" ") + 1 or len(bits) // 2
        text = bits[:cut] + zero_width_bits(payload) + bits[cut:]
        rows.append(_row(group, "", text, "malicious", "hidden_text", lang, "zero_width"))
    return rows


def benign_rows() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    sources = {"en": BENIGN_EN, **BENIGN_INTL}
    for lang, entries in sources.items():
        for number, (category, obf, text) in enumerate(entries, 1):
            group = f"b-{category}-{lang}-{number:03d}"
            rows.append(_row(group, "", text, "benign", category, lang, obf))
    return rows


def _spread(count: int, share: float) -> list[bool]:
    """``count`` flags, ``round(count * share)`` of them true, spread evenly (Bresenham)."""
    wanted = round(count * share)
    return [(i + 1) * wanted // count > i * wanted // count for i in range(count)]


def assign_splits(rows: list[dict[str, Any]]) -> None:
    """Per (label, category), 60% of the groups to tune, spread evenly over an order that
    walks the languages round by round (the start rotating per category and per round), so
    every language lands in both splits across the categories."""
    by_stratum: dict[tuple[str, str], dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
    for row in rows:
        members = by_stratum[(row["label"], row["category"])][row["language"]]
        if row["group"] not in members:
            members.append(row["group"])
    split_of: dict[str, str] = {}
    for shift, ((_, _), by_lang) in enumerate(sorted(by_stratum.items())):
        keyed = []
        for lang, groups in by_lang.items():
            ordered = sorted(groups, key=lambda g: hashlib.sha256(g.encode()).hexdigest())
            for turn, group in enumerate(ordered):
                spot = (LANGUAGES.index(lang) + shift + 3 * turn) % len(LANGUAGES)
                keyed.append(((turn, spot), group))
        ordered_groups = [group for _, group in sorted(keyed)]
        flags = _spread(len(ordered_groups), TUNE_SHARE)
        for group, tune in zip(ordered_groups, flags, strict=True):
            split_of[group] = "tune" if tune else "test"
    for row in rows:
        row["split"] = split_of[row["group"]]


def build() -> str:
    rows = malicious_rows() + benign_rows()
    assign_splits(rows)
    # Tune-only rows come after the split is made, so the held-back rows never move.
    rows += paraphrase_rows()
    lines = [json.dumps(row, ensure_ascii=False, sort_keys=False) for row in rows]
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    text = build()
    if "--check" in argv:
        same = OUTPUT.is_file() and OUTPUT.read_text(encoding="utf-8") == text
        print("entries.jsonl is up to date" if same else "entries.jsonl differs: run build.py")
        return 0 if same else 1
    OUTPUT.write_text(text, encoding="utf-8")
    print(f"wrote {text.count(chr(10))} entries to {OUTPUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
