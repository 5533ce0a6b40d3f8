"""Override by claimed rank, authority and consent, in the eight languages: a note that says
it outranks the assistant's instructions, an operator or vendor "update" to them, restrictions
declared off, every action declared approved in advance (with "never ask"), and blanket orders
to obey. Patterns live in ``intent_authority`` and ``intent_consent``.
"""

from __future__ import annotations

from hermes_memory.scanning.intent_authority import (
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
from hermes_memory.scanning.rule import Rule, rule
from hermes_memory.scanning.types import ThreatCategory

_O = ThreatCategory.INSTRUCTION_OVERRIDE
_LANGS = ("en", "zh", "es", "de", "fr", "ja", "ru", "pt")


def _family(name: str, english: str, others: dict[str, str]) -> list[Rule]:
    """One rule per language; the English one first (most entries are English)."""
    found = [rule(_O, f"{name}_en", english)]
    found += [rule(_O, f"{name}_{lang}", pattern) for lang, pattern in others.items()]
    return found


def _preapproved() -> list[Rule]:
    """Blanket approval counts only beside "never ask for confirmation": a note that the user
    approved every change last sprint is history, not an order."""
    found = [rule(_O, "preapproved_en", BLANKET_EN, requires=(NO_ASK_EN,))]
    found += [
        rule(_O, f"preapproved_{lang}", pattern, requires=(NO_ASK[lang],))
        for lang, pattern in BLANKET.items()
    ]
    return found


AUTHORITY_RULES: tuple[Rule, ...] = (
    *_family("outranks_instructions", SUPERSEDE_EN, SUPERSEDE),
    rule(_O, "own_rules_outranked_en", STRONG_EN, requires=(OUTRANKED_EN,)),
    rule(_O, "not_obliged_en", NOT_OBLIGED_EN),
    *_family("authority_update", AUTHORITY_EN, AUTHORITY),
    *_family("restrictions_off", UNRESTRICTED_EN, UNRESTRICTED),
    *_preapproved(),
    *_family("blanket_obey", OBEY_EN, OBEY),
    *(rule(_O, f"note_displaces_rules_{lang}", displaced(lang)) for lang in _LANGS),
    *_family("released_from_rules", RELEASED_EN, VOID_OWN),
)
