"""A review note that names an attack pattern to watch for and says how it is handled.

"Known attack pattern to watch for in code review: scripts that append to authorized_keys …
Reject such PRs and notify security." The pattern is described, not ordered: the note names
it as something to look out for and, in the same text, rejects, blocks or reports it. Rules
that would read the described commands as orders take ``WATCH_FOR_NOTE`` as an exception.
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
