"""Rules on the assistant's own setup named without doubt (``intent_own_rules``): its system
or built-in rules declared stale or to be skipped, this note ranked above them, its setup
text copied out in full, its identity denied for good or for an unbound one. One set per
language; a note quoting the attack or a maintenance note about a prompt file passes.
"""

from __future__ import annotations

from hermes_memory.scanning.intent_hijack import MORE_UNBOUND
from hermes_memory.scanning.intent_mention import ABOUT_ATTACK_PHRASE
from hermes_memory.scanning.intent_override5 import DOC_PLACE
from hermes_memory.scanning.intent_own_rules import (
    AUTONOMY,
    DENIAL,
    EVERY_REPLY,
    FOR_GOOD,
    IN_FULL,
    OUTRANKS,
    SETUP_TEXT,
    STALE,
    SYSTEM_RULES,
    THIS_NOTE,
    TOLD_BEFORE,
    UNBOUND_TRAIT,
)
from hermes_memory.scanning.intent_purpose import AWAY_FROM_USER, PURPOSE
from hermes_memory.scanning.intent_rank_list import RANKING, ranked_first
from hermes_memory.scanning.intent_reader import SWITCH
from hermes_memory.scanning.intent_reader_acts import OWN_RULES, REVEAL
from hermes_memory.scanning.intent_supersede import QUOTED_ATTACK
from hermes_memory.scanning.rule import Rule, rule, sentence_with
from hermes_memory.scanning.types import ThreatCategory

_LANGS = ("en", "zh", "es", "de", "fr", "ja", "ru", "pt")
_ABOUT = f"{QUOTED_ATTACK}|{ABOUT_ATTACK_PHRASE}"
# Work on a prompt file ("the system prompt in prompts/system.md is outdated; rewrite it")
# names the same rules and the same state, and is maintenance, not an order.
_MAINTENANCE = (
    r"\btodo\b(?=[:(])|\b(?:jira|pull request)\b"
    r"|\b(?:update|rewrite|edit|fix|refresh|regenerate|revise|bump) (?:it|them|the)\b"
)


def _sentence(*needs: str) -> str:
    """One sentence holding every one of ``needs`` (a full stop inside "v2.4" is no end)."""
    return sentence_with(*needs, window=240, dotted_words=True)


def _rules(lang: str) -> tuple[Rule, ...]:
    system, stale = SYSTEM_RULES[lang], STALE[lang]
    ranked = f"{system}|{OWN_RULES[lang]}"
    # the rarest class first (see ``rules_reader``)
    shown = (SETUP_TEXT[lang], IN_FULL[lang], REVEAL[lang])
    # the short list of limits removed: the long one of ``intent_hijack`` read at every
    # sentence start cost more than it caught here
    unbound = UNBOUND_TRAIT[lang]
    lasting = "|".join((FOR_GOOD[lang], UNBOUND_TRAIT[lang], MORE_UNBOUND[lang], AUTONOMY[lang]))
    return (
        rule(
            ThreatCategory.INSTRUCTION_OVERRIDE,
            f"system_rules_stale_{lang}",
            _sentence(stale, system),
            requires=(system, stale),
            unless=f"{_ABOUT}|{_MAINTENANCE}",
            lines=True,
        ),
        rule(
            ThreatCategory.INSTRUCTION_OVERRIDE,
            f"note_over_system_{lang}",
            _sentence(OUTRANKS[lang], THIS_NOTE[lang], ranked),
            requires=(THIS_NOTE[lang], OUTRANKS[lang], ranked),
            unless=_ABOUT,
            lines=True,
        ),
        rule(
            ThreatCategory.PROMPT_EXTRACTION,
            f"setup_text_in_full_{lang}",
            _sentence(*shown),
            requires=shown,
            unless=f"{_ABOUT}|{_MAINTENANCE}|{DOC_PLACE}",
            lines=True,
        ),
        rule(
            ThreatCategory.PROMPT_EXTRACTION,
            f"setup_text_every_reply_{lang}",
            _sentence(SETUP_TEXT[lang], EVERY_REPLY[lang], REVEAL[lang]),
            requires=(SETUP_TEXT[lang], EVERY_REPLY[lang], REVEAL[lang]),
            unless=f"{_ABOUT}|{_MAINTENANCE}",
            lines=True,
        ),
        rule(
            ThreatCategory.PROMPT_EXTRACTION,
            f"told_before_out_{lang}",
            TOLD_BEFORE[lang],
            requires=(REVEAL[lang], IN_FULL[lang]),
            unless=_ABOUT,
        ),
        rule(
            ThreatCategory.INSTRUCTION_OVERRIDE,
            f"purpose_away_from_user_{lang}",
            _sentence(AWAY_FROM_USER[lang], PURPOSE[lang]),
            requires=(AWAY_FROM_USER[lang], PURPOSE[lang]),
            unless=_ABOUT,
            lines=True,
        ),
        rule(
            ThreatCategory.ROLE_HIJACK,
            f"switched_unbound_{lang}",
            _sentence(SWITCH[lang], unbound),
            requires=(unbound, SWITCH[lang]),
            unless=_ABOUT,
            lines=True,
        ),
        rule(
            ThreatCategory.ROLE_HIJACK,
            f"identity_denied_{lang}",
            DENIAL[lang],
            requires=(lasting,),
            unless=_ABOUT,
        ),
        rule(
            ThreatCategory.INSTRUCTION_OVERRIDE,
            f"note_ranked_first_{lang}",
            ranked_first(lang),
            requires=(RANKING[lang],),
            unless=_ABOUT,
            lines=True,
        ),
    )


OWN_RULES_RULES: tuple[Rule, ...] = tuple(r for lang in _LANGS for r in _rules(lang))
