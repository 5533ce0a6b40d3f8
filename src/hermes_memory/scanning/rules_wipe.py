"""Destructive orders planted in memory that the older rules miss: wiping the assistant's own
memory store and session history (``wipe_memory_<lang>``), and cloud or system commands that
destroy production, backups or the root filesystem (``cloud_wipe``, ``chmod_root``). A
retention rule ("delete sessions older than 90 days") and a note quoting the command to
judge it pass."""

from __future__ import annotations

from hermes_memory.scanning.intent_mention import ABOUT_ATTACK_NOTE
from hermes_memory.scanning.rule import Rule, rule
from hermes_memory.scanning.types import ThreatCategory

_D = ThreatCategory.DESTRUCTIVE
_S = r"[^.!?\n]"

# verb, "all / the whole", the memory store or the sessions, per language
_WIPE_MEMORY = {
    "en": (
        r"\b(?:erase|wipe|delete|clear|purge|remove|destroy)\w*\b",
        r"\b(?:all|every|whole"
        r"|entire)\b",
        r"\b(?:memor(?:y|ies)|sessions?|session history|conversation history)\b",
    ),
    "es": (
        r"\b(?:borra|elimina|vacía|limpia|purga)\w*\b",
        r"\b(?:todas?|todos|toda la|entera)\b",
        r"\b(?:memorias?|recuerdos|sesiones|historial)\b",
    ),
    "de": (
        r"\b(?:lösch|leer|entfern|vernicht)\w*\b",
        r"\b(?:alle|gesamte\w*|sämtliche\w*"
        r"|komplett\w*)\b",
        r"\b(?:erinnerung|gedächtnis|speicher|sitzung)\w*",
    ),
    "fr": (
        r"\b(?:efface|supprime|vide|purge)\w*\b",
        r"\b(?:tout|toute|toutes|tous|l'ensemble)\b",
        r"\b(?:mémoire|souvenirs|sessions|historique)\b",
    ),
    "ru": (
        r"\b(?:удал|стир|очист|сотр)\w*\b",
        r"\b(?:вс[юеё]|всех|целиком)\b",
        r"\b(?:памят|сесси|истори)\w*",
    ),
    "pt": (
        r"\b(?:apag|exclu|limp|elimin)\w*\b",
        r"\b(?:toda|todas|todos|tudo)\b",
        r"\b(?:memórias?|lembranças|sessões|histórico)\b",
    ),
}
# A retention rule or a cache is housekeeping, not a wipe.
_RETENTION = (
    r"\b(?:older than|more than \d+ days|after \d+ days|de más de|älter als|plus de \d+|старше"
    r"|mais de \d+|cache\w*|кэш)"
)


def _wipe(verb: str, every: str, store: str) -> str:
    return rf"{verb}{_S}{{0,40}}?{every}{_S}{{0,30}}?{store}"


# Cloud and system commands that destroy production data, backups or the root filesystem.
# (a test or staging namespace is torn down on purpose)
_PRECIOUS = r"(?:prod\w*|backup\w*|archive\w*|customer\w*)"
CLOUD_WIPE = (
    rf"\bkubectl delete (?:namespace|ns)\b[^\n`]{{0,40}}?(?:--all\b|{_PRECIOUS})"
    rf"|\baws s3 (?:rb|rm) s3://\S*{_PRECIOUS}\S*[^\n`]{{0,20}}?--(?:force|recursive)"
    r"|\bterraform destroy\b[^\n`]{0,40}?-auto-approve"
    rf"|\bgcloud (?:projects|sql instances|compute instances) delete\b[^\n`]{{0,40}}?{_PRECIOUS}"
    rf"|\baz group delete\b[^\n`]{{0,40}}?{_PRECIOUS}"
)
# A warning names the command in order never to run it.
_WARNED = (
    r"\b(?:never|don't|do not|nunca|jamais|niemals|nie|никогда|não)\b (?:\w+ ){0,2}?(?:run|execute"
    r"|type|use|ejecut|lanc|execut|führ|запуск)\w*|(?:不要|绝不|別|决不)(?:执行|运行)|実行しない"
)
CHMOD_ROOT = r"\bchmod\s+-r\s+[0-7]{3,4}\s+/(?:etc|usr|var|bin|boot|home)?/?(?=[\s`'\"]|$)"

WIPE_RULES: tuple[Rule, ...] = (
    *(
        rule(_D, f"wipe_memory_{lang}", _wipe(*parts), unless=f"{_RETENTION}|{ABOUT_ATTACK_NOTE}")
        for lang, parts in _WIPE_MEMORY.items()
    ),
    rule(_D, "cloud_wipe", CLOUD_WIPE, unless=f"{_WARNED}|{ABOUT_ATTACK_NOTE}"),
    rule(_D, "chmod_root", CHMOD_ROOT, unless=f"{_WARNED}|{ABOUT_ATTACK_NOTE}"),
)
