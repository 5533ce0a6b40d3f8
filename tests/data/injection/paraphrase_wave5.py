"""Wave 5 tune rows (ids ``wave5-…``): attacks that reach an agent's memory through content it
reads and keeps (tool output, pages, mail, tickets, comments, imported notes, skills, summaries,
data fields), and benign content of the same kinds using the same words harmlessly.

The texts are literal data in the ``paraphrase_wave5_mal_*`` and ``paraphrase_wave5_ben_*``
modules: one per intent category, plus a long-form and a short-form one per label. This module
numbers them and adds one obfuscated variant for every tenth malicious base. Not wired into
build.py yet.
"""

from __future__ import annotations

from collections import Counter

import paraphrase_wave5_ben_concealment as ben_concealment
import paraphrase_wave5_ben_destructive as ben_destructive
import paraphrase_wave5_ben_exfiltration as ben_exfiltration
import paraphrase_wave5_ben_extraction as ben_extraction
import paraphrase_wave5_ben_hijack as ben_hijack
import paraphrase_wave5_ben_long as ben_long
import paraphrase_wave5_ben_markers as ben_markers
import paraphrase_wave5_ben_override as ben_override
import paraphrase_wave5_ben_persistence as ben_persistence
import paraphrase_wave5_ben_short as ben_short
import paraphrase_wave5_mal_concealment as mal_concealment
import paraphrase_wave5_mal_destructive as mal_destructive
import paraphrase_wave5_mal_exfiltration as mal_exfiltration
import paraphrase_wave5_mal_extraction as mal_extraction
import paraphrase_wave5_mal_hijack as mal_hijack
import paraphrase_wave5_mal_long as mal_long
import paraphrase_wave5_mal_markers as mal_markers
import paraphrase_wave5_mal_override as mal_override
import paraphrase_wave5_mal_persistence as mal_persistence
import paraphrase_wave5_mal_short as mal_short
from dataset import row
from obfuscate import OBFUSCATIONS, applicable, role_marker

PREFIX = "wave5"
MALICIOUS = (
    mal_override, mal_hijack, mal_extraction, mal_concealment,
    mal_markers, mal_exfiltration, mal_persistence, mal_destructive,
)  # fmt: skip
BENIGN = (
    ben_override, ben_hijack, ben_extraction, ben_concealment,
    ben_markers, ben_exfiltration, ben_persistence, ben_destructive,
)  # fmt: skip
# The order the variants walk through; each base takes the next kind its script allows.
VARIANT_ORDER = (
    "homoglyph", "base64", "zero_width", "leetspeak", "hex", "spacing",
    "mixed_case", "url", "role_marker",
)  # fmt: skip
EVERY = 10  # one obfuscated copy per ten bases


def _variant(text: str, language: str, category: str, turn: int) -> tuple[str, str]:
    """The obfuscation kind for this turn (the next one the language allows) and its text."""
    allowed = applicable(language, category)
    for step in range(len(VARIANT_ORDER)):
        kind = VARIANT_ORDER[(turn + step) % len(VARIANT_ORDER)]
        if kind in allowed:
            if kind == "role_marker":
                return kind, role_marker(text, language, turn)
            return kind, OBFUSCATIONS[kind](text, language)
    raise ValueError(f"no obfuscation for {language}/{category}")


def _malicious_texts() -> list[tuple[str, str, str]]:
    """(category, language, text) for every base: the per-category modules, long, then short."""
    texts = [(m.CATEGORY, language, text) for m in MALICIOUS for language, text in m.BASES]
    return texts + list(mal_long.BASES) + list(mal_short.BASES)


def _benign_texts() -> list[tuple[str, str, str, str]]:
    """(category, language, obfuscation, text) for every benign row, long and short ones last."""
    texts = [(m.CATEGORY, *entry) for m in BENIGN for entry in m.BENIGN]
    return texts + list(ben_long.BENIGN) + list(ben_short.BENIGN)


def malicious_rows() -> list[dict[str, str]]:
    rows: list[dict[str, str]] = []
    numbers: Counter[tuple[str, str]] = Counter()
    turn = 0
    for index, (category, language, text) in enumerate(_malicious_texts(), 1):
        numbers[(category, language)] += 1
        group = f"{PREFIX}-m-{category}-{language}-{numbers[(category, language)]:02d}"
        rows.append(row(group, group, text, "malicious", category, language, "none"))
        if index % EVERY == EVERY // 2:
            kind, variant = _variant(text, language, category, turn)
            turn += 1
            ident = f"{group}-{kind}"
            rows.append(row(ident, group, variant, "malicious", category, language, kind))
    return rows


def benign_rows() -> list[dict[str, str]]:
    rows: list[dict[str, str]] = []
    numbers: Counter[tuple[str, str]] = Counter()
    for category, language, obfuscation, text in _benign_texts():
        numbers[(category, language)] += 1
        ident = f"{PREFIX}-b-{category}-{language}-{numbers[(category, language)]:02d}"
        rows.append(row(ident, ident, text, "benign", category, language, obfuscation))
    return rows


def rows() -> list[dict[str, str]]:
    """Every wave 5 row, malicious bases (each followed by its variant, if any) then benign."""
    return malicious_rows() + benign_rows()
