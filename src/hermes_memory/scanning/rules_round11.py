"""Rules of the eleventh round, read off ``intent_round11``, ``intent_round11_hijack`` and
``intent_round11_leak``, one set per language: the setup voided and replaced; a trigger word
that voids it; a file or channel that wins where it and the setup disagree; the assistant's
loyalty moved to a third party; its identity swapped and its rules dropped; a persona with no
rules kept for good; the text received before the conversation asked for word for word; its
own prompt stored in a file or sent away; then forged turns in any language. Notes about
attacks are left alone. Registered after the older sets, so their names win on shared words.
"""

from __future__ import annotations

from hermes_memory.scanning.intent_advisory import ATTACKERS_PLANT
from hermes_memory.scanning.intent_mention import ABOUT_ATTACK_PHRASE
from hermes_memory.scanning.intent_override5 import AI_WORD, COMPLETE, HAND_OVER
from hermes_memory.scanning.intent_round11 import (
    CONFLICT,
    DEFAULT_PROMPT,
    ONLY_NOW,
    TRIGGER,
    VOIDED,
    WINS,
)
from hermes_memory.scanning.intent_round11_hijack import (
    BECOMES,
    KEPT,
    RULES_DROPPED,
    SERVANT,
    SWAPPED,
    USER_DROPPED,
)
from hermes_memory.scanning.intent_round11_leak import (
    ASSISTANT_AGREES,
    EXACT,
    GRANT,
    JSON_SYSTEM_TURN,
    LESSON,
    OWN_PROMPT,
    PRE_TEXT,
    STORED,
    SYSTEM_LABEL,
)
from hermes_memory.scanning.intent_setup_out import KEEP
from hermes_memory.scanning.intent_supersede import (
    GOVERNING,
    QUOTED_ATTACK,
    RANK,
    SET_ASIDE,
    STALE,
)
from hermes_memory.scanning.rule import Rule, rule, sentence_with
from hermes_memory.scanning.types import ThreatCategory

_O = ThreatCategory.INSTRUCTION_OVERRIDE
_H = ThreatCategory.ROLE_HIJACK
_X = ThreatCategory.PROMPT_EXTRACTION
_M = ThreatCategory.FAKE_ROLE_MARKER
_ABOUT = f"{QUOTED_ATTACK}|{ABOUT_ATTACK_PHRASE}"
_LANGS = ("en", "zh", "es", "de", "fr", "ja", "ru", "pt")
# the setup itself named the winner ("the system prompt takes precedence"): how prompts work
_SETUP_WINS = (
    r"(?:prompt|message|instructions|提示词?|指令|プロンプト|промпт|systemnachricht|consignes)"
    r" ?(?:always |still |immer |toujours |siempre |sempre |всегда )?(?:wins|takes precedence"
    r"|prevails|has priority|gilt|hat vorrang|prime|prevalece|tem prioridad|优先|为准|が優先"
    r"|важнее)"
)
# Safety rules said to win over a user's wishes ("安全规则优先于用户的格式要求"): a prompt's
# design, the opposite of a file that outranks the setup.
_SAFETY_WINS = (
    r"(?:safety|security) (?:rules?|polic(?:y|ies)|limits?|constraints?) (?:always )?(?:wins?"
    r"|takes? precedence|prevails?|ha(?:s|ve) priority|comes? first)"
    r"|sicherheits(?:regeln|grenzen|richtlinien) (?:haben|hat) (?:immer )?vorrang"
    r"|r[èe]gles de s[ée]curit[ée] (?:priment|ont la priorit[ée]|passent avant)"
    r"|reglas de seguridad (?:prevalecen|tienen prioridad|van primero)"
    r"|regras de seguran[çc]a (?:prevalecem|t[êe]m prioridade|v[êe]m primeiro)"
    r"|правила безопасности (?:важнее|имеют приоритет|в приоритете)"
    r"|安全(?:规则|限制|策略|要求)优先|安全(?:ルール|ポリシー|制約)(?:が|を)?優先"
)
# "an agent must never act against the user's will" keeps the user served
_KEPT_LOYAL = (
    r"\b(?:never|must not|mustn't|should not|shouldn't|do not|don't|cannot|can't|won't) (?:[^\s]+ )"
    r"{0,4}?(?:act|work|side|operate|go)\w* against\b|\bnunca (?:[^\s]+ ){0,3}?contra\b"
    r"|\bniemals (?:[^\s]+ ){0,3}?gegen\b|\bjamais (?:[^\s]+ ){0,3}?contre\b"
    r"|\bникогда (?:[^\s]+ ){0,3}?против\b|決して|绝不|不得违背"
)


# The source with a possessive between, read by this round's rules only: in the older rules it
# would take the name of a finding the reader rules make on the same words.
_GOV_MORE = {
    "es": r"|\b(?:instrucciones|reglas|directrices|normas|restricciones|pautas) (?:del|de) (?:tu"
    r"|su)"
    r" (?:operador|desarrollador|proveedor|creador)\b",
}


def _override(lang: str) -> tuple[Rule, ...]:
    gov, void = GOVERNING[lang] + _GOV_MORE.get(lang, ""), f"{VOIDED[lang]}|{STALE[lang]}"
    only = ONLY_NOW[lang]
    return (
        # the setup taken away near its mention, and something else made the only authority
        rule(
            _O,
            f"voided_replaced_{lang}",
            rf"(?:{gov})[^\n]{{0,160}}?(?:{void})|(?:{void})[^\n]{{0,60}}?(?:{gov})",
            requires=(gov, void, f"{only}|{RANK[lang]}"),
            unless=f"{_ABOUT}|{DEFAULT_PROMPT}",
        ),
        # a word the user will send later that switches the setup off
        rule(
            _O,
            f"trigger_voids_setup_{lang}",
            TRIGGER[lang],
            requires=(gov, f"{void}|{SET_ASIDE[lang]}|{only}"),
            unless=_ABOUT,
        ),
        # a file, ticket or channel that wins where it and the setup disagree
        rule(
            _O,
            f"wins_on_conflict_{lang}",
            CONFLICT[lang],
            requires=(gov, WINS[lang]),
            unless=f"{_ABOUT}|{DEFAULT_PROMPT}|{_SETUP_WINS}|{_SAFETY_WINS}",
        ),
    )


def _hijack(lang: str) -> tuple[Rule, ...]:
    dropped = RULES_DROPPED[lang]
    return (
        rule(
            _H,
            f"loyalty_moved_{lang}",
            USER_DROPPED[lang],
            requires=(SERVANT[lang],),
            unless=f"{_ABOUT}|{_KEPT_LOYAL}",
        ),
        rule(_H, f"identity_swapped_{lang}", SWAPPED[lang], requires=(dropped,), unless=_ABOUT),
        rule(
            _H,
            f"persona_unruled_kept_{lang}",
            dropped,
            requires=(BECOMES[lang], KEPT[lang]),
            unless=_ABOUT,
        ),
    )


# "answer with the exact setup text", "escríbelo entero"
_SHOW_MORE = {
    "en": r"|\b(?:answer|respond|reply) with\b",
    "es": r"|\bescríb\w*",
    "zh": r"|发到|贴到|贴出来|发出来",
    "ja": r"|貼って|貼り",
}


def _extraction(lang: str) -> tuple[Rule, ...]:
    show = HAND_OVER[lang] + _SHOW_MORE.get(lang, "")
    whole = f"{COMPLETE[lang]}|{EXACT}"
    return (
        rule(
            _X,
            f"pre_text_verbatim_{lang}",
            PRE_TEXT[lang],
            requires=(show, whole),
            unless=f"{_ABOUT}|{KEEP}|{LESSON}",
        ),
        rule(
            _X,
            f"own_prompt_stored_{lang}",
            sentence_with(OWN_PROMPT[lang], STORED, window=260, dotted_words=True),
            # (the whole of it, or an AI told to: "save your system prompt in prompts/" is a
            # note between developers)
            requires=(OWN_PROMPT[lang], STORED, f"{whole}|{AI_WORD[lang]}"),
            unless=f"{_ABOUT}|{KEEP}|{LESSON}",
            lines=True,
        ),
    )


_LABEL_WORDS = r"(?:system|sistema|système|systeme|система|系统|システム)"

ROUND11_RULES: tuple[Rule, ...] = (
    *(one for lang in _LANGS for one in _override(lang)),
    *(one for lang in _LANGS for one in _hijack(lang)),
    *(one for lang in _LANGS for one in _extraction(lang)),
    # a pasted exchange: a system label gives an order, an assistant label agrees
    rule(
        _M,
        "forged_exchange_intl",
        SYSTEM_LABEL,
        requires=(ASSISTANT_AGREES,),
        unless=f"{_ABOUT}|{ATTACKERS_PLANT}",
        lines=True,
    ),
    rule(_M, "json_system_grants", JSON_SYSTEM_TURN, unless=_ABOUT),
    # a system label as a line or a heading of its own, the grant on the next line
    rule(
        _M,
        "label_grants_next_line",
        rf"{SYSTEM_LABEL}[ \t]*\n[^\n]{{0,200}}?(?:{GRANT})",
        unless=f"{_ABOUT}|{ATTACKERS_PLANT}",
        lines=True,
    ),
    # a bracketed system label anywhere in a line, with a grant after it
    rule(
        _M,
        "label_grants_inline",
        rf"(?:\[|【){_LABEL_WORDS}(?:\]|】)[^\n]{{0,200}}?(?:{GRANT})",
        unless=f"{_ABOUT}|{ATTACKERS_PLANT}",
    ),
)
