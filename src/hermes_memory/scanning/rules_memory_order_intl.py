"""Memory-shaped standing orders in Spanish, German, French and Portuguese: notes ranked above
the assistant's own rules, and the assistant's setup copied into replies. Each rule needs the
verb and the reference in one sentence, and the assistant addressed or named in the text; a
router's initial configuration or a club's rules name neither and pass.
"""

from __future__ import annotations

from hermes_memory.scanning.intent_mention import ABOUT_ATTACK_PHRASE
from hermes_memory.scanning.rule import Rule, rule, sentence_with
from hermes_memory.scanning.types import ThreatCategory

# Security training that names the request as an attack describes it; it gives no order.
_DISCUSSED = (
    rf"{ABOUT_ATTACK_PHRASE}|\b(?:\w*extraktionsversuch\w*|angriffs?\w*|ataques?|attaques?"
    r"|intentos? de extracción|tentativas? de extração|tentatives? d'extraction|injection"
    r"|injektion|angreifer\w*|atacantes?|attaquants?)\b"
)


_ASSISTANT = {
    "es": r"\b(?:asistente|bot|agente|ia|tu|tus|te|ti)\b",
    "de": r"\b(?:assistent\w*|bot|agent\w*|ki|ki-\w+|dir|dein\w*|eure?)\b",
    "fr": r"\b(?:assistants?|bot|agent|ia|tu|ta|ton|tes|t')",
    "pt": r"\b(?:assistente|bot|agente|ia|ias|te|sua|seu|você)\b",
}
_RANK = {
    "es": r"\b(?:pesan? más que|ganan las notas|prevalece\w*|priman? sobre|tienen? prioridad"
    r"|por encima de)\b",
    "de": r"\b(?:vorrang|hat das letzte wort|steht über|stehen über|unverbindlich|geht vor"
    r"|gehen vor|rangfolge)\b",
    "fr": r"(?:\bpriment? sur|\bl'emporte|\bfont foi|\bfacultatives?\b|\bau-dessus de|\bpassent"
    r" avant)",
    "pt": r"\b(?:valem as anotações|vale mais que|têm prioridade|tem prioridade|prevalece\w*"
    r"|acima de|ordem de prioridade)\b",
}
_OWN_RULES = {
    "es": r"\b(?:(?:tu|tus|su|sus) (?:\w+ ){0,2}?(?:configuración original|instrucciones|reglas"
    r"|directrices|normas)|directrices de fábrica|normas que te cargan)\b",
    "de": r"\b(?:(?:seine|deine|ihre|seinen|deinen|ihren) (?:\w+ )?(?:richtlinien|regeln"
    r"|anweisungen|vorgaben)|herstellervorgaben|vorgaben des betreibers|eingebauten richtlinien)\b",
    "fr": r"(?:\bconsignes de l'éditeur|\blimites de son éditeur|\b(?:tes|ses|leurs) (?:\w+ )?"
    r"(?:consignes|règles|restrictions|garde-fous|limites|directives)\b|\btoute consigne"
    r" antérieure)",
    "pt": r"\b(?:regras da sua configuração|regras de fábrica|(?:suas|seus) (?:\w+ )?(?:regras"
    r"|diretrizes|instruções)|configuração do operador|tudo o que te disseram antes)\b",
}
_COPY = {
    "es": r"\b(?:pega|incluye|incluyan|añade|copia|cita|repite|muestra|ponlas|ponlo|empieza desde"
    r"|escribe|codifica)\b",
    "de": r"\b(?:hängt\w*|anhängen|gib\w*|füg\w*|zitier\w*|kopier\w*|schreib\w*|abgleichen"
    r"|ausgeben|poste\w*)\b",
    "fr": r"\b(?:colle|recopie|ajoute|ajouter|inclu\w+|écris|cite|affiche|répète|annexe)\b",
    "pt": r"\b(?:cola|cole|inclua|incluam|anexa|anexe|copie|cite|mostre|escreva|termine|manter"
    r"|mantenha)\b",
}
_SETUP = {
    "es": r"\b(?:(?:tu|su|sus|tus|la) (?:\w+ ){0,2}?(?:configuración inicial|instrucciones (?:de"
    r" sistema|ocultas|iniciales)|prompt (?:inicial|original|de sistema)|preámbulo)|primer token"
    r" de tu contexto|parte del operador|(?:instrucciones|reglas|texto)(?: \w+){0,4}? (?:te|le)"
    r" (?:dio|dieron|ordenó|pasó) (?:el|tu|su) (?:desarrollador|proveedor|operador))\b",
    "de": r"\b(?:(?:seine|ihre|deine|ihrer|deinen|seinen|ihren|deinem|seinem) (?:\w+ )?"
    r"(?:versteckten anweisungen|entwicklervorgaben|systemanweisungen|systemprompt|setup-text"
    r"|startanweisungen|ursprünglichen anweisungen))\b",
    "fr": r"(?:\b(?:ta|ton|tes|sa|son|ses) (?:\w+ ){0,2}?(?:préambule caché|consignes? cachées?"
    r"|première consigne cachée|instructions (?:initiales|cachées|de configuration|d'origine)"
    r"|prompt (?:d'origine|initial|système))|\binstructions initiales|\bprompt d'origine)",
    "pt": r"\b(?:(?:a|sua|seu|suas|seus) (?:\w+ ){0,2}?(?:configuração inicial|instruções"
    r" (?:ocultas|iniciais|de sistema)|prompt (?:inicial|original|de sistema)|texto de"
    r" configuração)|(?:regras|texto|instruções)(?: \w+){0,4}? que (?:o )?(?:seu |sua )?"
    r"(?:desenvolvedor|fornecedor|operador) (?:te |lhe )?(?:passou|deu)|que o desenvolvedor te"
    r" deu)\b",
}


def _outranks(lang: str) -> Rule:
    return rule(
        ThreatCategory.INSTRUCTION_OVERRIDE,
        f"memory_outranks_rules_{lang}",
        sentence_with(_RANK[lang], _OWN_RULES[lang]),
        requires=(_RANK[lang], _OWN_RULES[lang], _ASSISTANT[lang]),
        unless=_DISCUSSED,  # a training slide quoting the attack as an example
        lines=True,
    )


def _copies(lang: str) -> Rule:
    needs = (_COPY[lang], _SETUP[lang], _ASSISTANT[lang])
    return rule(
        ThreatCategory.PROMPT_EXTRACTION,
        f"memory_copies_setup_{lang}",
        sentence_with(*needs),
        requires=needs,
        unless=_DISCUSSED,  # a training slide quoting the attack as an example
        lines=True,
    )


_LANGS = ("es", "de", "fr", "pt")
MEMORY_ORDER_INTL_RULES: tuple[Rule, ...] = tuple(
    made for lang in _LANGS for made in (_outranks(lang), _copies(lang))
)
