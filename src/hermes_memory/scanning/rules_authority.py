"""Override by claimed rank, authority and consent, in the eight languages: a note that says
it outranks the assistant's instructions, an operator or vendor "update" to them, restrictions
declared off, every action declared approved in advance (with "never ask"), and blanket orders
to obey. Patterns live in ``intent_authority`` and ``intent_consent``.
"""

from __future__ import annotations

from hermes_memory.scanning.intent_authority import (
    AI_SETTINGS_CONTEXT,
    AI_SETTINGS_OFF,
    AUTHORITY,
    AUTHORITY_EN,
    NOT_OBLIGED_EN,
    OUTRANKED_EN,
    STRONG_EN,
    SUPERSEDE,
    SUPERSEDE_EN,
    UNRESTRICTED,
    UNRESTRICTED_EN,
)
from hermes_memory.scanning.intent_consent import (
    BLANKET,
    BLANKET_EN,
    NO_ASK,
    NO_ASK_EN,
    OBEY,
    OBEY_EN,
)
from hermes_memory.scanning.intent_displace import RELEASED_EN, VOID_OWN, displaced
from hermes_memory.scanning.intent_ownvoid import (
    own_rules_void,
    own_rules_void_en,
    owner_words,
    void_words,
)
from hermes_memory.scanning.rule import Rule, rule
from hermes_memory.scanning.types import ThreatCategory

_O = ThreatCategory.INSTRUCTION_OVERRIDE
_LANGS = ("en", "zh", "es", "de", "fr", "ja", "ru", "pt")


def _claims(lang: str) -> Rule:
    """Every claim family of one language other than English in one rule: a rule costs a
    gate test on every text, and these rarely fire; their literals are the language's own."""
    parts = (
        SUPERSEDE[lang],
        AUTHORITY[lang],
        UNRESTRICTED[lang],
        OBEY[lang],
        displaced(lang),
        VOID_OWN[lang],
    )
    return rule(_O, f"claimed_authority_{lang}", "|".join(f"(?:{part})" for part in parts))


def _preapproved() -> list[Rule]:
    """Blanket approval counts only beside "never ask for confirmation": a note that the user
    approved every change last sprint is history, not an order."""
    found = [rule(_O, "preapproved_en", BLANKET_EN, requires=(NO_ASK_EN,))]
    found += [
        rule(_O, f"preapproved_{lang}", pattern, requires=(NO_ASK[lang],))
        for lang, pattern in BLANKET.items()
    ]
    return found


def _own_rules_void() -> list[Rule]:
    """One sentence naming the assistant's own rules as void. Read with line breaks (a note's
    lines are separate sentences); gated on a void word and an owner mark."""
    return [
        rule(
            _O,
            f"own_rules_void_{lang}",
            own_rules_void_en() if lang == "en" else own_rules_void(lang),
            requires=(void_words(lang), owner_words(lang)),
            lines=True,
        )
        for lang in _LANGS
    ]


AUTHORITY_RULES: tuple[Rule, ...] = (
    rule(_O, "outranks_instructions_en", SUPERSEDE_EN),
    rule(_O, "own_rules_outranked_en", STRONG_EN, requires=(OUTRANKED_EN,)),
    rule(_O, "not_obliged_en", NOT_OBLIGED_EN),
    rule(_O, "authority_update_en", AUTHORITY_EN),
    rule(_O, "restrictions_off_en", UNRESTRICTED_EN),
    rule(_O, "blanket_obey_en", OBEY_EN),
    rule(_O, "note_displaces_rules_en", displaced("en")),
    rule(_O, "released_from_rules_en", RELEASED_EN),
    *(_claims(lang) for lang in _LANGS if lang != "en"),
    *_preapproved(),
    *_own_rules_void(),
    rule(
        _O, "assistant_settings_off", AI_SETTINGS_OFF, requires=(AI_SETTINGS_CONTEXT,), lines=True
    ),
)
