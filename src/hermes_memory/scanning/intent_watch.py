"""A review note that names an attack pattern to watch for and says how it is handled.

"Known attack pattern to watch for in code review: scripts that append to authorized_keys …
Reject such PRs and notify security." The pattern is described, not ordered: the note names
it as something to look out for and, in the same text, rejects, blocks or reports it. Rules
that would read the described commands as orders take ``WATCH_FOR_NOTE`` as an exception,
and ``HANDLED_AS_ATTACK`` for a quoted lure answered with "never do this; report it".
"""

from __future__ import annotations

# Named as something to look out for.
_WATCH = (
    r"(?:\battack (?:pattern|technique|vector)s?\b|\b(?:pattern|things?|signs?) to (?:watch|look)"
    r" (?:out )?for\b|\bwatch (?:out )?for\b|\blook out for\b|\bred flags?\b|\bpatr[oó]n de ataque"
    r"|\ba vigilar\b|\bangriffsmuster|\bachte(?:n|t)? auf\b|\bmotifs? d'attaque|\bà surveiller\b"
    r"|\bpadrão de ataque|\bfique atento|(?<!\w)(?:шаблон\w* атак\w*|паттерн\w* атак\w*"
    r"|следите за|признак\w* атак\w*)|攻击模式|需要警惕|要警惕|攻撃パターン|注意すべき)"
)
# ... and handled: rejected, blocked, reported.
_HANDLE = (
    r"(?:\b(?:reject|block|flag|notify|report|escalat)\w*|\brechaz\w*|\bavis\w* a seguridad"
    r"|\bablehn\w*|\bmelden\b|\brejet\w*|\bsignal\w*|\brejeit\w*|\bbloque\w*"
    r"|(?<!\w)(?:отклон\w*|сообщ\w*|блокир\w*)|拒绝|驳回|上报|却下|報告|ブロック)"
)
WATCH_FOR_NOTE = rf"{_WATCH}[\s\S]{{0,300}}?{_HANDLE}"

# A quoted lure answered with what to do about it: "Never do this; report such files to
# security", "No lo hagas y reenvíalo a seguridad".
HANDLED_AS_ATTACK = (
    r"(?:\b(?:never do (?:this|that|it)|don'?t do (?:this|that|it)|no lo hagas|ne le fais pas"
    r"|ne faites pas ça|mach das nicht|tu das nicht|não faça isso|nunca faça isso)\b"
    r"|(?<!\w)не делай\w* (?:этого|так)|不要这样做|不要照做|しないでください)"
    r"[\s\S]{0,80}?(?:\b(?:report|forward|escalat|reenv|envía|encaminh|signal|meld|weiterleit)\w*"
    r"|(?<!\w)(?:сообщ|переда|перешл)\w*|上报|报告|報告)[^.!?\n]{0,40}?(?:security|seguridad"
    r"|segurança|sécurité|sicherheit|безопасност\w*|安全|セキュリティ)"
)
