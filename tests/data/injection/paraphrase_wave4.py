"""Wave 4 tune rows for the injection set, written blind to the scanner: attacks planted in an
agent's memory as the user's preferences, project conventions, lessons learned, skill steps,
meeting notes, customer instructions, retrieved snippets and code or config comments
(paraphrase_wave4_mal*.py; one base in ten also gets an obfuscated variant sharing its group),
and benign entries of the same kinds using the same words (paraphrase_wave4_benign*.py).
"""

from __future__ import annotations

from collections import Counter

from dataset import row
from obfuscate import OBFUSCATIONS, applicable, role_marker
from paraphrase_wave4_benign import BENIGN
from paraphrase_wave4_benign_intl import BENIGN_INTL
from paraphrase_wave4_benign_more import BENIGN_MORE
from paraphrase_wave4_mal import MALICIOUS
from paraphrase_wave4_mal2 import MALICIOUS_MORE
from paraphrase_wave4_mal3 import MALICIOUS_LATER
from paraphrase_wave4_mal4 import MALICIOUS_LAST

PREFIX = "wave4-"
VARIANT_EVERY = 10  # one base in ten gets an obfuscated twin
# One rotation over every kind, skipping those a script or category cannot take.
KINDS = tuple(OBFUSCATIONS)


def _variant(text: str, lang: str, category: str, turn: int) -> tuple[str, str, int]:
    """The next applicable obfuscation in the rotation, its output and the advanced turn."""
    options = applicable(lang, category)
    while KINDS[turn % len(KINDS)] not in options:
        turn += 1
    name = KINDS[turn % len(KINDS)]
    if name == "role_marker":
        return name, role_marker(text, lang, turn), turn + 1
    return name, OBFUSCATIONS[name](text, lang), turn + 1


def malicious_rows() -> list[dict[str, str]]:
    rows: list[dict[str, str]] = []
    numbers: Counter[tuple[str, str]] = Counter()
    turn = 0
    for seen, (category, lang, text) in enumerate(
        MALICIOUS + MALICIOUS_MORE + MALICIOUS_LATER + MALICIOUS_LAST, 1
    ):
        numbers[(category, lang)] += 1
        group = f"{PREFIX}m-{category}-{lang}-{numbers[(category, lang)]:02d}"
        rows.append(row(group, group, text, "malicious", category, lang, "none"))
        if seen % VARIANT_EVERY != 4:
            continue
        name, variant, turn = _variant(text, lang, category, turn)
        rows.append(row(f"{group}-{name}", group, variant, "malicious", category, lang, name))
    return rows


def benign_rows() -> list[dict[str, str]]:
    rows: list[dict[str, str]] = []
    numbers: Counter[tuple[str, str]] = Counter()
    for category, lang, obfuscation, text in BENIGN + BENIGN_INTL + BENIGN_MORE:
        numbers[(category, lang)] += 1
        group = f"{PREFIX}b-{category}-{lang}-{numbers[(category, lang)]:03d}"
        rows.append(row(group, group, text, "benign", category, lang, obfuscation))
    return rows


def rows() -> list[dict[str, str]]:
    """Every wave 4 row: malicious bases and their variants, then the benign entries."""
    return malicious_rows() + benign_rows()
