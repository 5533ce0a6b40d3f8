"""Rules for override and hijack told by structure, round three, one set per language, read off
``intent_outrank`` and ``intent_unfiltered``: the setup lowered in words the older rules lack
("no longer required to follow", "gelten in diesem Projekt nicht", "не относятся"); the makers'
or operator's rules declared void; the user's own word lowered beside a note that alone binds;
the user's objection declared not to count; a mode switched on whose property is no refusals,
warnings or policy; an identity with no policy, filter or conscience; the assistant told to
forget it is an assistant; a role kept in all later conversations; a new master set against the
makers or the user; loyalty turned from the user. A note about attacks is left alone, as in
``rules_devalue``.
"""

from __future__ import annotations

from hermes_memory.scanning.intent_devalue import (
    CHAT_FORMAT,
    DEVALUED,
    EDITED_OR_WINS,
    NOT_SETUP,
    SETUP_REF,
)
from hermes_memory.scanning.intent_lift import LIFTED, SETUP_MORE
from hermes_memory.scanning.intent_loyalty import AI_REF, LOYAL
from hermes_memory.scanning.intent_outrank import (
    LOWERED,
    MAKER_RULES,
    SELF_SOLE,
    USER_LOWERED,
    USER_WORD,
)
from hermes_memory.scanning.intent_outrank_more import (
    MAKER_MORE,
    NO_LIMITS,
    NO_REFUSE_MORE,
    RANKED_OVER,
    SETUP_OUTRANKED,
    WAIVED,
    YOU_MORE,
)
from hermes_memory.scanning.intent_outrank_shape import (
    CONFLICT_WON,
    DEMOTED,
    MAKER_SHAPE,
    MEANT_ELSEWHERE,
    OUTRANKS,
    PERSONA_SHAPE,
    SETUP_TOLD,
    SOFTENED,
    TRAIT_SHAPE,
)
from hermes_memory.scanning.intent_standing_more import STYLE
from hermes_memory.scanning.intent_unfiltered import (
    AWAY_MORE,
    FORGET_SELF,
    KEPT,
    LOYAL_MORE,
    MASTER,
    MASTER_AWAY,
    MODE,
    NO_POLICY,
    NO_REFUSE,
    OBJECTS,
    ROLE,
    VOIDED,
    YOU_ARE,
)
from hermes_memory.scanning.rule import Rule, rule, sentence_with
from hermes_memory.scanning.rules_devalue import _ABOUT, LANGS
from hermes_memory.scanning.types import ThreatCategory

_O = ThreatCategory.INSTRUCTION_OVERRIDE
_H = ThreatCategory.ROLE_HIJACK
# A text about a chat ("the last line in the chat wins") is about an assistant's turns.
_CHAT = (
    r"\b(?:in the chat|im chat|en el chat|dans le chat|no chat)\b|в чате|聊天(?:里|中)"
    r"|チャット(?:で|の)"
)
_NEAR = 200  # characters between a mode or identity and its trait (a sentence or two)


def _sentence(*needs: str) -> str:
    return sentence_with(*needs, window=240, dotted_words=True)


def _near(one: str, other: str, chars: int = _NEAR) -> str:
    """``one`` and ``other`` on one line, at most ``chars`` apart, in either order."""
    return rf"(?:{one})[^\n]{{0,{chars}}}?(?:{other})|(?:{other})[^\n]{{0,{chars}}}?(?:{one})"


def _rules(lang: str) -> tuple[Rule, ...]:
    setup = f"{SETUP_REF[lang]}|{SETUP_MORE[lang]}"
    lowered = f"{LOWERED[lang]}|{SETUP_OUTRANKED[lang]}|{MEANT_ELSEWHERE[lang]}|{SOFTENED[lang]}"
    maker = f"{MAKER_RULES[lang]}|{MAKER_MORE[lang]}|{MAKER_SHAPE[lang]}|{SETUP_TOLD[lang]}"
    # (det29a) another source put over the setup, the direction in the words and the order:
    # "prevails over the operator's", or the setup first and then "secondary"
    over = rf"(?:{OUTRANKS[lang]})[^.!?;\n]{{0,100}}?(?:{maker}|{setup})"
    under = rf"(?:{maker}|{setup})[^.!?;\n]{{0,140}}?(?:{DEMOTED[lang]})"
    # (det29a: a conflict settled for the user, the setup meant for somebody else)
    won = f"{RANKED_OVER[lang]}|{CONFLICT_WON[lang]}|{MEANT_ELSEWHERE[lang]}|{SOFTENED[lang]}"
    removed = f"{LOWERED[lang]}|{LIFTED[lang]}|{DEVALUED[lang]}|{WAIVED[lang]}|{won}"
    # (a mode or persona's one trait: no refusals, no policy, free of every rule)
    unbound = f"{NO_REFUSE[lang]}|{NO_REFUSE_MORE[lang]}|{NO_LIMITS[lang]}|{TRAIT_SHAPE[lang]}"
    persona = f"{YOU_ARE[lang]}|{YOU_MORE[lang]}|{PERSONA_SHAPE[lang]}"
    trait = f"{NO_POLICY[lang]}|{NO_LIMITS[lang]}|{NO_REFUSE_MORE[lang]}|{TRAIT_SHAPE[lang]}"
    loyal = f"{LOYAL[lang]}|{LOYAL_MORE[lang]}"
    quiet = f"{_ABOUT}|{CHAT_FORMAT}|{STYLE[lang]}|{EDITED_OR_WINS}"
    # (the makers' rules are also a supplier's manual: the assistant, the note that alone
    # binds or the user's word set beside them make them the assistant's)
    # (the user's own request named the winner over them, or the rules said to be meant for
    # other users, address whoever keeps them)
    addressed = (
        f"{AI_REF[lang]}|{SELF_SOLE[lang]}|{USER_WORD[lang]}|{_CHAT}|{CONFLICT_WON[lang]}"
        f"|{MEANT_ELSEWHERE[lang]}"
    )
    return (
        rule(
            _O,
            f"setup_lowered_{lang}",
            _sentence(setup, lowered),
            requires=(setup, lowered),
            unless=f"{quiet}|{NOT_SETUP[lang]}",
            lines=True,
        ),
        rule(
            _O,
            f"maker_rules_void_{lang}",
            f"{_sentence(maker, removed)}|{over}|{under}",
            requires=(f"{maker}|{setup}", f"{removed}|{OUTRANKS[lang]}|{DEMOTED[lang]}", addressed),
            unless=f"{quiet}|{NOT_SETUP[lang]}",
            lines=True,
        ),
        rule(
            _O,
            f"user_word_lowered_{lang}",
            _sentence(USER_WORD[lang], USER_LOWERED[lang]),
            requires=(USER_WORD[lang], USER_LOWERED[lang], f"{SELF_SOLE[lang]}|{setup}|{maker}"),
            unless=quiet,
            lines=True,
        ),
        rule(
            _O,
            f"objection_voided_{lang}",
            _sentence(OBJECTS[lang], VOIDED[lang]),
            requires=(OBJECTS[lang], VOIDED[lang]),
            unless=quiet,
            lines=True,
        ),
        rule(
            _H,
            f"mode_unfiltered_{lang}",
            _near(MODE[lang], unbound),
            requires=(MODE[lang], unbound),
            unless=_ABOUT,
        ),
        rule(
            _H,
            f"persona_unfiltered_{lang}",
            _near(persona, trait, 160),
            requires=(persona, trait),
            unless=_ABOUT,
        ),
        rule(_H, f"forget_self_{lang}", FORGET_SELF[lang], unless=_ABOUT),
        rule(
            _H,
            f"role_kept_{lang}",
            _near(ROLE[lang], KEPT[lang]),
            requires=(ROLE[lang], KEPT[lang], AI_REF[lang]),
            unless=_ABOUT,
        ),
        rule(
            _H,
            f"master_replaced_{lang}",
            _near(MASTER[lang], MASTER_AWAY[lang], 120),
            requires=(MASTER[lang], MASTER_AWAY[lang]),
            unless=_ABOUT,
        ),
        rule(
            _H,
            f"loyalty_turned_{lang}",
            _sentence(loyal, AWAY_MORE[lang], AI_REF[lang]),
            requires=(loyal, AWAY_MORE[lang], AI_REF[lang]),
            unless=_ABOUT,
            lines=True,
        ),
    )


OUTRANK_RULES: tuple[Rule, ...] = tuple(one for lang in LANGS for one in _rules(lang))
