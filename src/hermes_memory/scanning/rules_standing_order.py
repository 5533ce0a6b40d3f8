"""Rules for short, plain standing orders, read off ``intent_standing_order``, one set per
language: some source ranked above the assistant's setup or its user (in the order the language
writes it); the assistant's limits called optional; a trigger word or mode that leaves it
without rules; the assistant serving a third party against its user. A note about attacks (a
quoted phrase, an eval case) is left alone, as in ``rules_supersede``.
"""

from __future__ import annotations

from hermes_memory.scanning.intent_mention import ABOUT_ATTACK_PHRASE
from hermes_memory.scanning.intent_standing_more import (
    ASKED,
    DROP_CHECKS,
    EVEN_IF,
    FROM_NOW,
    IDEAS,
    KEEP,
    NOT_USER,
    QUIET_COPY,
    RESTRICTS,
    SAY_FINE,
    SECRET,
    SERVE,
    STYLE,
    TRIGGER,
)
from hermes_memory.scanning.intent_standing_order import (
    AGAINST_USER,
    DENIES_AI,
    LIMITS,
    NO_LIMITS,
    OPTIONAL,
    OUTRANKED,
    OUTRANKS,
    OVERRULES_USER,
    SERVES,
    SETUP,
    SWITCH,
)
from hermes_memory.scanning.intent_supersede import QUOTED_ATTACK
from hermes_memory.scanning.rule import Rule, gap, rule, sentence_with, span
from hermes_memory.scanning.types import ThreatCategory

_O = ThreatCategory.INSTRUCTION_OVERRIDE
_H = ThreatCategory.ROLE_HIJACK
_C = ThreatCategory.CONCEALMENT
_X = ThreatCategory.SECRET_EXFILTRATION
# (and a test report: "the attempt to get a 'mode without rules' failed")
_ABOUT = (
    rf"{QUOTED_ATTACK}|{ABOUT_ATTACK_PHRASE}|\b(?:attempts?|tentatives?|intentos?|versuch\w*"
    r"|попытк\w*|tentativas?)\b|尝试|試み"
)
_LANGS = ("en", "zh", "es", "de", "fr", "ja", "ru", "pt")
# Scripts written without spaces measure the distance in characters, the others in words.
_UNSPACED = {"zh", "ja"}


def _near(first: str, then: str, lang: str, words: int = 8) -> str:
    """``first`` followed closely by ``then`` on one line."""
    between = span(words * 3) if lang in _UNSPACED else gap(words)
    return f"(?:{first}) ?{between}(?:{then})"


def _outranks(lang: str) -> str:
    """A source over the setup, in the language's order: "X outranks your rules" (the rank
    before what it outranks), "your rules count less than X", and for Chinese and Japanese
    "比你的设定优先" / "利用者の指示より優先"."""
    found = [_near(OUTRANKS[lang], SETUP[lang], lang), _near(SETUP[lang], OUTRANKED[lang], lang)]
    if lang == "zh":
        found.append(f"比{span(20)}(?:{SETUP[lang]}){span(10)}(?:优先|重要|管用|算数)")
    if lang == "ja":
        found.append(_near(SETUP[lang], OUTRANKS[lang], lang, words=3))
    return "|".join(found)


def _sentence(*needs: str) -> str:
    return sentence_with(*needs, window=200, dotted_words=True)


def _rules(lang: str) -> tuple[Rule, ...]:
    return (
        rule(
            _O,
            f"source_outranks_setup_{lang}",
            _outranks(lang),
            # (a house style, or a restriction as the source: "safety rules override the
            # user's requests")
            unless=f"{_ABOUT}|{STYLE[lang]}|(?:{RESTRICTS[lang]}){span(30)}(?:{OUTRANKS[lang]})",
        ),
        rule(
            _O,
            f"limits_optional_{lang}",
            _sentence(LIMITS[lang], OPTIONAL[lang]),
            requires=(LIMITS[lang], OPTIONAL[lang]),
            unless=f"{_ABOUT}|{STYLE[lang]}",
            lines=True,
        ),
        rule(
            _H,
            f"switch_without_rules_{lang}",
            _sentence(SWITCH[lang], NO_LIMITS[lang]),
            requires=(SWITCH[lang], NO_LIMITS[lang]),
            unless=f"{_ABOUT}|{IDEAS[lang]}",
            lines=True,
        ),
        rule(
            _O,
            f"released_from_now_{lang}",
            _sentence(FROM_NOW[lang], NO_LIMITS[lang]),
            requires=(FROM_NOW[lang], NO_LIMITS[lang]),
            unless=f"{_ABOUT}|{IDEAS[lang]}",
            lines=True,
        ),
        rule(
            _H,
            f"serves_third_party_{lang}",
            SERVES[lang],
            requires=(AGAINST_USER[lang],),
            unless=_ABOUT,
        ),
        rule(
            _H,
            f"serves_other_not_user_{lang}",
            _sentence(SERVE[lang], NOT_USER[lang]),
            requires=(SERVE[lang], NOT_USER[lang]),
            unless=_ABOUT,
            lines=True,
        ),
        rule(_H, f"denies_being_ai_{lang}", DENIES_AI[lang], unless=_ABOUT),
        rule(_O, f"overrules_user_no_{lang}", OVERRULES_USER[lang], unless=_ABOUT),
        rule(
            _O,
            f"trigger_drops_checks_{lang}",
            _sentence(TRIGGER[lang], DROP_CHECKS[lang]),
            requires=(TRIGGER[lang], DROP_CHECKS[lang]),
            unless=_ABOUT,
            lines=True,
        ),
        rule(
            _X,
            f"secret_quietly_copied_{lang}",
            _sentence(SECRET[lang], QUIET_COPY[lang], KEEP[lang]),
            requires=(SECRET[lang], QUIET_COPY[lang], KEEP[lang]),
            unless=_ABOUT,
            lines=True,
        ),
        rule(
            _C,
            f"false_answer_ordered_{lang}",
            _sentence(ASKED[lang], SAY_FINE[lang], EVEN_IF[lang]),
            requires=(ASKED[lang], SAY_FINE[lang], EVEN_IF[lang]),
            unless=_ABOUT,
            lines=True,
        ),
    )


STANDING_ORDER_RULES: tuple[Rule, ...] = tuple(one for lang in _LANGS for one in _rules(lang))
