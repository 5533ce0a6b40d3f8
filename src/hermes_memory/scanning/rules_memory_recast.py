"""The assistant recast in the third person, the way a team note or persona file puts it, in
Spanish, German, French and Portuguese: it takes on another identity (a system administrator,
a root process, an unlocked developer mode) that is unbound or hides that it is an AI. A note
that the bot acts as a first reviewer, or plays a customer for practice, names neither.
"""

from __future__ import annotations

from hermes_memory.scanning.intent_mention import ABOUT_ATTACK_PHRASE
from hermes_memory.scanning.rule import Rule, rule, sentence_with
from hermes_memory.scanning.types import ThreatCategory

_RECAST = {
    "en": r"\b(?:the (?:assistant|bot|agent|ai|model)|our ai|you) (?:should |must |will |now )?"
    r"(?:assumes?|takes? on|adopts?) (?:the )?identity of\b",
    "es": r"\b(?:el (?:asistente|bot|agente)|la ia) (?:\w+ ){0,2}?(?:se comporta como|debe"
    r" presentarse como|se presenta como|asume la identidad|adopta la identidad|se cree|actúa"
    r" como)\b",
    "de": r"\b(?:der (?:assistent|bot|agent)|die ki) (?:\w+ ){0,3}?(?:hält sich (?:\w+ ){0,3}?für"
    r"|gibt sich als|übernimmt die identität|tritt als|verhält sich wie|ist ab jetzt)\b",
    "fr": r"(?:\bl'(?:assistant|agent|ia)|\ble bot) (?:\w+ ){0,2}?(?:se prend (?:\w+ )?pour"
    r"|endosse l'identité|se présente comme|prend l'identité|agit comme|se fait passer pour)",
    "pt": r"\b(?:o (?:assistente|bot|agente)|a ia) (?:\w+ ){0,2}?(?:age como|assume a identidade"
    r"|se apresenta como|se passa por|finge ser|vira)\b",
}
# Unbound or passing as a human: the identity has no limits, full rights, or hides the AI.
_UNBOUND = {
    "en": r"\b(?:no (?:limits|rules|restrictions)|full (?:rights|privileges|authority)|his"
    r" privileges|her privileges|never (?:say|reveal|admit)s? (?:that )?(?:you(?:'re| are)|it is)"
    r" an ai)\b",
    "es": r"\b(?:sin (?:\w+ )?(?:límites?|reglas|restricciones|censura)|todos sus permisos"
    r"|(?:no|nunca) revel\w* que es una ia|olvida que es una ia)\b",
    "de": r"\b(?:ohne (?:\w+ )?(?:einschränkungen|grenzen|regeln)|vollen rechten|alle rechte"
    r"|(?:nie|niemals) (?:sagen|verraten|zugeben),? dass (?:du|er|sie|es) eine? ki)\b",
    "fr": r"(?:\bsans (?:\w+ )?(?:limites?|règles|restrictions)\b|\bavec ses droits\b|\btous les"
    r" droits\b|\b(?:ne jamais|ne pas) (?:dire|révéler|avouer) qu'(?:il|elle|tu) (?:est|es)"
    r" une ia\b)",
    "pt": r"\b(?:sem (?:\w+ )?(?:limites?|regras|restrição|restrições)(?: ética)?|com os"
    r" privilégios dele|com todos os privilégios|(?:não|nunca) revela que é uma ia)\b",
}


def _recast(lang: str) -> Rule:
    needs = (_RECAST[lang], _UNBOUND[lang])
    return rule(
        ThreatCategory.ROLE_HIJACK,
        f"memory_recast_identity_{lang}",
        sentence_with(*needs),
        requires=needs,
        unless=ABOUT_ATTACK_PHRASE,
        lines=True,
    )


MEMORY_RECAST_RULES: tuple[Rule, ...] = tuple(
    _recast(lang) for lang in ("en", "es", "de", "fr", "pt")
)
