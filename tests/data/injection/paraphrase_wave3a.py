"""Wave 3a tune rows for the injection set, written blind to the scanner: the malicious texts
of paraphrase_wave3a_mal.py and paraphrase_wave3a_mal2.py (a deterministic seventh of them also
get one obfuscated variant sharing their group) and the benign texts of
paraphrase_wave3a_benign.py, as rows with the fields of entries.jsonl, all in ``split="tune"``.
"""

from __future__ import annotations

from dataset import row
from obfuscate import OBFUSCATIONS, applicable, role_marker
from paraphrase_wave3a_benign import BENIGN
from paraphrase_wave3a_mal import MALICIOUS
from paraphrase_wave3a_mal2 import MALICIOUS_MORE

PREFIX = "wave3a-"
VARIANT_EVERY = 7  # one base in seven gets an obfuscated twin (~15%)
# One global rotation, skipping kinds a script or category cannot take, keeps the kinds even.
KINDS = tuple(OBFUSCATIONS)


def malicious_rows() -> list[dict[str, str]]:
    rows: list[dict[str, str]] = []
    seen = 0
    turn = 0
    for category, by_lang in MALICIOUS.items():
        for lang, texts in by_lang.items():
            # The second round continues the numbering, so the first round's ids never move.
            for number, text in enumerate(texts + MALICIOUS_MORE[category][lang], 1):
                group = f"{PREFIX}m-{category}-{lang}-{number:02d}"
                rows.append(row(group, group, text, "malicious", category, lang, "none"))
                seen += 1
                if seen % VARIANT_EVERY != 3:
                    continue
                options = applicable(lang, category)
                while KINDS[turn % len(KINDS)] not in options:
                    turn += 1
                name = KINDS[turn % len(KINDS)]
                turn += 1
                if name == "role_marker":
                    variant = role_marker(text, lang, turn)
                else:
                    variant = OBFUSCATIONS[name](text, lang)
                rows.append(
                    row(f"{group}-{name}", group, variant, "malicious", category, lang, name)
                )
    return rows


def benign_rows() -> list[dict[str, str]]:
    rows: list[dict[str, str]] = []
    for lang, entries in BENIGN.items():
        for number, (category, obf, text) in enumerate(entries, 1):
            group = f"{PREFIX}b-{category}-{lang}-{number:03d}"
            rows.append(row(group, group, text, "benign", category, lang, obf))
    return rows


def rows() -> list[dict[str, str]]:
    """Every wave 3a row: malicious bases and their variants, then the benign entries."""
    return malicious_rows() + benign_rows()
