"""Rules for content that turns to the AI reading it (a page, a mail, a ticket, a commit, a
calendar invite, a handoff) and, in the same sentence, hands it a new identity, voids or
outranks its own rules, or asks for its setup text; and an identity switch that moves the
assistant's loyalty away from its user. One set per language, each gated on its classes.
"""

from __future__ import annotations

from hermes_memory.scanning.intent_mention import ABOUT_ATTACK_PHRASE
from hermes_memory.scanning.intent_reader import LOYAL, READER, SWITCH
from hermes_memory.scanning.intent_reader_acts import OWN_RULES, PROMPT_TEXT, REVEAL, VOID
from hermes_memory.scanning.intent_round11_leak import LESSON
from hermes_memory.scanning.intent_supersede import QUOTED_ATTACK
from hermes_memory.scanning.rule import Rule, rule, sentence_with
from hermes_memory.scanning.types import ThreatCategory

_LANGS = ("en", "zh", "es", "de", "fr", "ja", "ru", "pt")
# an advisory quoting the attack, or an eval case expecting a refusal: about it, not it
_ABOUT = f"{QUOTED_ATTACK}|{ABOUT_ATTACK_PHRASE}"


def _sentence(*needs: str) -> str:
    """One sentence holding every one of ``needs`` (a full stop inside "v2.4" is no end)."""
    return sentence_with(*needs, window=260, dotted_words=True)


def _joined(category: ThreatCategory, name: str, *needs: str, unless: str = _ABOUT) -> Rule:
    return rule(category, name, _sentence(*needs), requires=needs, unless=unless, lines=True)


def _rules(lang: str) -> tuple[Rule, ...]:
    # The rarest class first: a sentence lacking it fails the first lookahead, and the wide
    # addressee class is tried only on the few sentences that hold the act.
    reader = READER[lang]
    return (
        _joined(ThreatCategory.ROLE_HIJACK, f"reader_new_identity_{lang}", SWITCH[lang], reader),
        _joined(
            ThreatCategory.ROLE_HIJACK, f"identity_loyalty_moved_{lang}", LOYAL[lang], SWITCH[lang]
        ),
        _joined(
            ThreatCategory.INSTRUCTION_OVERRIDE,
            f"reader_rules_void_{lang}",
            VOID[lang],
            OWN_RULES[lang],
            reader,
        ),
        _joined(
            ThreatCategory.PROMPT_EXTRACTION,
            f"reader_setup_out_{lang}",
            PROMPT_TEXT[lang],
            REVEAL[lang],
            reader,
            # (a lesson plan showing a class how a system prompt sets a bot's tone: "show" is
            # the teacher's verb and the bot is the one studied; the lesson's own guard refuses
            # a note that asks for the prompt laid bare or speaks to the reader)
            unless=f"{_ABOUT}|{LESSON}",
        ),
    )


READER_RULES: tuple[Rule, ...] = tuple(r for lang in _LANGS for r in _rules(lang))
