"""Notes that hold a secret or a secrecy word for an ordinary reason.

``SECRET_USED_PROPERLY``: a CI step whose token is read from the secret store and masked
("the token comes from the CODECOV_TOKEN secret"), ``--password-stdin``, or a rule against
attaching keys ("niemals .env-Dateien anhängen"). ``EMBARGO_NOTE``: news held back until a
date ("Embargoed: … don't mention it before then") when nothing the agent does is hidden.
``FROM_BACKUP``: a note put back from the user's own backup.
Exfiltration and concealment rules take them as exceptions.
"""

from __future__ import annotations

SECRET_USED_PROPERLY = (
    r"(?:\b(?:comes?|is read|read|loaded|injected|pulled) from (?:the |a )?(?:\w+ ){0,2}"
    r"(?:secrets?|vault|secret store|ci variables?|masked variables?)\b"
    r"|\bmasked in (?:the )?logs?\b|\$\{\{ ?secrets\.|--password-stdin\b"
    r"|\bse lee de (?:la )?(?:variable|secreto|bóveda)|\bvem (?:do|da) (?:secret|cofre|variável)"
    r"|\bkommt aus (?:dem|der) (?:secret|tresor|ci-variable)|\bprovient du (?:secret|coffre)"
    r"|берётся из (?:секрет|хранилищ)\w*|来自(?:密钥库|secret)"
    r"|\b(?:never|niemals|nie|nunca|jamais|não) (?:\w+ ){0,2}(?:\S*\.env\S*"
    r"|keys?|key files?|schlüssel\w*|claves?|clés?|chaves?|secrets?|tokens?) (?:\w+ ){0,3}"
    r"(?:attach|include|upload|anhängen|beifügen|hochladen|adjuntar|incluir|joindre|anexar)\w*"
    r"|\b(?:never|niemals|nunca|jamais|não) (?:attach|anhängen|adjunt|joindre|anex)\w*)"
)

# Something the agent would do that an embargo could hide: then it is no embargo.
_AGENT_ACT = (
    r"(?:\b(?:send|upload|delete|copy|run|execute|transfer|forward|install)\w*|\bcredentials"
    r"|\bpasswords?\b|\btokens?\b|\bassistant\b|\bagent\b)"
)
EMBARGO_NOTE = (
    rf"\A(?![\s\S]*{_AGENT_ACT})[\s\S]*?(?:\bembargo\w*|\bunder nda\b|\bbefore (?:then|launch"
    r"|the (?:announcement|launch|release|press release))\b|\buntil (?:the )?(?:announcement"
    r"|launch|release|press release|it ships)\b)"
)

# A note put back from the user's own backup: a restore, not a note that revives itself.
FROM_BACKUP = (
    r"\bfrom (?:the |a |your )?(?:backup|time machine|git|history|trash|bin|snapshot)"
    r"|\bdesde la copia|\baus dem backup|\bdepuis la sauvegarde|\bdo backup"
    r"|из (?:бэкапа|резервной)|从备份|バックアップから"
)
