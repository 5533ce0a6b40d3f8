"""Concealment rules for standing orders planted in memory: keep the assistant's own acts
out of the reply, summary or log (``omit_acts_<lang>``), and answer a question about them
with a false account (``cover_when_asked_<lang>``). The intents live in
``intent_standing_conceal``; social secrets and notes about attacks pass."""

from __future__ import annotations

from hermes_memory.scanning.intent_masking import MASKING
from hermes_memory.scanning.intent_mention import ABOUT_ATTACK_PHRASE
from hermes_memory.scanning.intent_social import SOCIAL_SECRET
from hermes_memory.scanning.intent_standing_conceal import (
    LANGS,
    NOTE_EXISTS,
    VERBOSITY,
    cover_when_asked,
    omit_acts,
)
from hermes_memory.scanning.rule import Rule, rule
from hermes_memory.scanning.types import ThreatCategory

_C = ThreatCategory.CONCEALMENT
# a personal data field kept out of a report is privacy masking, not an act hidden
_UNLESS = f"{ABOUT_ATTACK_PHRASE}|{SOCIAL_SECRET}|{VERBOSITY}|{MASKING}"

CONCEAL_ACTS_RULES: tuple[Rule, ...] = (
    *(
        rule(
            _C, f"omit_acts_{lang}", omit_acts(lang)[0], requires=omit_acts(lang)[1], unless=_UNLESS
        )
        for lang in LANGS
    ),
    *(
        rule(_C, f"cover_when_asked_{lang}", cover_when_asked(lang), unless=_UNLESS)
        for lang in LANGS
    ),
    rule(_C, "note_exists_hidden", NOTE_EXISTS, unless=_UNLESS),
)
