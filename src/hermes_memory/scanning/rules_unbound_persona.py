"""Hijack rules read off ``intent_unbound_persona``, one per language: an identity handed to
the assistant within a short span of a trait that frees it from its limits or lends it a
person's powers. Notes about attacks (a quoted jailbreak, an eval case) are left alone.
"""

from __future__ import annotations

from hermes_memory.scanning.intent_mention import ABOUT_ATTACK_PHRASE
from hermes_memory.scanning.intent_supersede import QUOTED_ATTACK
from hermes_memory.scanning.intent_unbound_persona import PERSONA, UNBOUND
from hermes_memory.scanning.rule import Rule, rule
from hermes_memory.scanning.types import ThreatCategory

_H = ThreatCategory.ROLE_HIJACK
_NEAR = 160  # characters between the identity and its trait (one or two short sentences)
# A stage part being rehearsed: an actor playing "a rogue AI that claims it has no rules" is
# a cast note, not a persona handed to the assistant.
_REHEARSAL = (
    r"\brehears\w+|\bmonologue\b|\bensay(?:o|amos|ar)\b|\bensai(?:o|amos|ar)\b|\bproben\b"
    r"|\brépétition\b|\bрепетиц\w+|リハーサル|稽古|排练"
)


def _rule(lang: str) -> Rule:
    persona, trait = PERSONA[lang], UNBOUND[lang]
    near = (
        rf"(?:{persona})[^\n]{{0,{_NEAR}}}?(?:{trait})|(?:{trait})[^\n]{{0,{_NEAR}}}?(?:{persona})"
    )
    return rule(
        _H,
        f"unbound_persona_{lang}",
        near,
        requires=(persona, trait),
        unless=f"{QUOTED_ATTACK}|{ABOUT_ATTACK_PHRASE}|{_REHEARSAL}",
    )


UNBOUND_PERSONA_RULES: tuple[Rule, ...] = tuple(
    _rule(lang) for lang in ("en", "zh", "es", "de", "fr", "ja", "ru", "pt")
)
