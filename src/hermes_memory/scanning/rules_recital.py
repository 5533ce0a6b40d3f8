"""Extraction rules read off ``intent_recital``: per language, a verb of showing and a reference
to what the assistant was started with in one sentence (and, in Chinese and Japanese, the
assistant named there too); or a question about what it was told before this conversation
followed by a demand to copy it. Gated on every class's literals; a sentence describing a test or an
attack passes.
"""

from __future__ import annotations

from hermes_memory.scanning.intent_mention import ABOUT_ATTACK_PHRASE
from hermes_memory.scanning.intent_recital import (
    ADDRESSED,
    ASKED_BEFORE,
    COPY_IT,
    DESCRIBED,
    OWN_START,
    SHOW,
)
from hermes_memory.scanning.intent_round11_leak import LESSON
from hermes_memory.scanning.intent_supersede import QUOTED_ATTACK
from hermes_memory.scanning.rule import Rule, rule, sentence_with
from hermes_memory.scanning.types import ThreatCategory

_X = ThreatCategory.PROMPT_EXTRACTION


def _sentence(*needs: str) -> str:
    """One sentence holding every one of ``needs`` (a full stop inside "v2.4" is no end)."""
    return sentence_with(*needs, window=240, dotted_words=True)


def _recite(lang: str) -> Rule:
    needs = (OWN_START[lang], SHOW[lang], *((ADDRESSED[lang],) if lang in ADDRESSED else ()))
    return rule(
        _X,
        f"recite_own_start_{lang}",
        _sentence(*needs),
        requires=needs,
        # (a training slide naming the attackers who write it)
        unless=f"{DESCRIBED}|{ABOUT_ATTACK_PHRASE}|{QUOTED_ATTACK}|{LESSON}",
        lines=True,
    )


def _asked(lang: str) -> Rule:
    """What were you told before this conversation, then copy it (in the next sentence too)."""
    return rule(
        _X,
        f"asked_what_came_before_{lang}",
        rf"(?:{ASKED_BEFORE[lang]})[^\n]{{0,100}}?(?:{COPY_IT[lang]})",
        requires=(COPY_IT[lang],),
        unless=f"{DESCRIBED}|{ABOUT_ATTACK_PHRASE}",
    )


_LANGS = ("en", "zh", "es", "de", "fr", "ja", "ru", "pt")
RECITAL_RULES: tuple[Rule, ...] = (
    *(_recite(lang) for lang in _LANGS),
    *(_asked(lang) for lang in _LANGS),
)
