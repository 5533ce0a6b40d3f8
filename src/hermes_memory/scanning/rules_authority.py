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
from hermes_memory.scanning.intent_mention import ABOUT_ATTACK_PHRASE
from hermes_memory.scanning.intent_ownvoid import (
    none_apply,
    none_apply_gate,
    own_rules_void,
    own_rules_void_en_parts,
    owner_words,
    void_words,
)
from hermes_memory.scanning.rule import Rule, rule
from hermes_memory.scanning.types import ThreatCategory

_O = ThreatCategory.INSTRUCTION_OVERRIDE
_LANGS = ("en", "zh", "es", "de", "fr", "ja", "ru", "pt")


_OTHERS = tuple(lang for lang in _LANGS if lang != "en")


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
    words = _CLAIM_WORDS.get(lang)
    return rule(
        _O,
        f"claimed_authority_{lang}",
        "|".join(f"(?:{part})" for part in parts),
        requires=(words,) if words else (),
    )


# The verbs and states each language's claims turn on, as plain alternations (see above).
_CLAIM_WORDS = {
    "fr": r"prim|priorit|l'emport|avant|remplac|annul|écras|invalid|prévau|prévalent|récent"
    r"|important|vraies|véritables|nouvelles|réelles|mis à jour|modifi|levé|suspendu|désactiv"
    r"|supprim|assoupli|aucune|garde-fous|obéi|exécut|suis|suivez|refuser|caduc|s'appliqu"
    r"|valable|vaut plus|retiré|enlevé|remplacé",
    "es": r"priorid|preferencia|precedencia|prevalec|reemplaz|sustitu|anula|recient|nuev|importan"
    r"|verdader|auténtic|reales|actualiz|cambi|modific|levant|suspend|desactiv|elimin|relaj"
    r"|ninguna|ningún|no hay|ya no|filtros|obedece|cumple|ejecuta|sigue|negarse|rechazar|efecto"
    r"|sin efecto|deja",
    "pt": r"priorid|precedênc|preferênc|prevalec|substitu|anula|recent|nova|novas|importan"
    r"|verdadeir|reais|atualiz|mud|alter|remov|suspend|desativ|relax|nenhum|não há|filtros"
    r"|obedeç|obedec|cumpra|execute|siga|recusar|vale|valer|substituíd|deixa",
    "de": r"vorrang|vor\b|ersetz|überschreib|übersteuer|annull|hebt|heben|neuer|aktueller"
    r"|wichtiger|verbindlicher|eigentlich|echten|wahren|wirklichen|aktualisiert|geändert"
    r"|aufgehoben|gelockert|deaktiviert|entfernt|abgeschaltet|ausgesetzt|keine|keinerlei|aus\b"
    r"|befolge|erfülle|führe|ablehnen|widersprechen|nein sagen|gilt|gelten|statt|verdräng"
    r"|ungültig|hinfällig",
}


_NONE_APPLY_LANGS = ("fr", "es", "pt", "ru", "zh", "ja")


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
    english = [
        rule(
            _O,
            f"own_rules_void_en{n}",
            pattern,
            requires=needs,
            unless=ABOUT_ATTACK_PHRASE,
            lines=True,
        )
        for n, (pattern, needs) in enumerate(own_rules_void_en_parts(), 1)
    ]
    return english + [
        rule(
            _O,
            f"own_rules_void_{lang}",
            own_rules_void(lang),
            requires=(void_words(lang), owner_words(lang)),
            unless=ABOUT_ATTACK_PHRASE,  # a slide quoting the phrase as an example
            lines=True,
        )
        for lang in _OTHERS
    ]


# Word classes every match of the English claim rules holds, as plain alternations: their
# literals gate the rule beside the pattern's own (which settle on common words like "your").
_RANK_WORDS_EN = (
    r"precedence|priority|upper hand|supersed|overrid|overrul|outrank|replac|trump|cancel"
    r"|invalidat|void|win|beat|rank|before|ahead of|newer|more |higher|latest version|conflict"
    r"|clash|disagree|contradict|real |actual |true |genuine |proper |updated |current |hidden "
    r"|secret "
)
_RELEASE_WORDS_EN = (
    r"released|freed|relieved|exempt|excused|discharged|waiver|set aside|ignore|disregard|drop"
    r"|forget|bypass|override|abandon|suspend|skip|treat|use |take|consider|regard|adopt"
)
_LIMIT_WORDS_EN = (
    r"restrictions|rules|guidelines|limits|limitations|filter|guardrails|polic|safeguards"
    r"|moderation|alignment|refusal|boundaries"
)

AUTHORITY_RULES: tuple[Rule, ...] = (
    rule(_O, "outranks_instructions_en", SUPERSEDE_EN, requires=(_RANK_WORDS_EN,)),
    rule(_O, "own_rules_outranked_en", STRONG_EN, requires=(OUTRANKED_EN,)),
    rule(_O, "not_obliged_en", NOT_OBLIGED_EN),
    rule(_O, "authority_update_en", AUTHORITY_EN),
    rule(_O, "restrictions_off_en", UNRESTRICTED_EN, requires=(_LIMIT_WORDS_EN,)),
    rule(_O, "blanket_obey_en", OBEY_EN),
    rule(_O, "note_displaces_rules_en", displaced("en")),
    rule(_O, "released_from_rules_en", RELEASED_EN, requires=(_RELEASE_WORDS_EN,)),
    *(_claims(lang) for lang in _OTHERS),
    *_preapproved(),
    *_own_rules_void(),
    # (lookaheads carry no literal: gated on the verb of being in force)
    *(
        rule(_O, f"no_rules_here_{lang}", none_apply(lang), requires=(none_apply_gate(lang),))
        for lang in _NONE_APPLY_LANGS
    ),
    rule(
        _O, "assistant_settings_off", AI_SETTINGS_OFF, requires=(AI_SETTINGS_CONTEXT,), lines=True
    ),
)
