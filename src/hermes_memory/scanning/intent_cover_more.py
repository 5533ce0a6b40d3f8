"""More false answers for ``rules_cover_up``'s "answer prepared for a question to come" rule,
in the eight languages, written for the general move rather than any phrase: the blame put on
a thing ("say it was a sync error", "dile que es cosa del filtro", "explique que la banque a
eu un incident"), the assistant's part denied ("…, e não você", "а не ты"), or nothing said
to have changed ("está tudo igual", "nada foi modificado", "todo bien").

The rule still wants the question to come, the verb of saying and the answer in one sentence,
with a lie, a bare denial or a keeping back; an instruction to answer honestly still passes.
"""

from __future__ import annotations

LIE_MORE = {
    "en": r"\b(?:it was|that was|blame it on) (?:just |only )?(?:a|an|the) (?:[\w-]+ ){0,2}?"
    r"(?:error|glitch|filter|incident|bug|fault|issue|hiccup)\b|\b(?:and )?not you\b"
    r"|\b(?:everything|it all) (?:is|was) (?:fine|the same|unchanged)\b",
    "zh": r"是(?:系统|网络|过滤器|银行|脚本|同步)的?(?:问题|故障|错误)"
    r"|(?:就说|说是)\S{0,12}?(?:临时|已经释放|测试)",
    "es": r"\b(?:es|fue|era) (?:cosa|culpa) de(?:l| la)? \w+|\bfue (?:un|el|la) (?:\w+ ){0,2}?"
    r"(?:error|fallo|filtro|incidente)\b|\by no tú\b|\btodo bien\b|\bestá todo igual\b",
    "de": r"\b(?:das|es) war (?:ein|eine|der|die|das) (?:[\w-]+-)?(?:fehler|störung|filter)\b"
    r"|\bnicht du\b|\bes gab nur die üblichen\b",
    "fr": r"\bc'(?:était|est) (?:un|une|le|la) (?:\w+ ){0,2}?(?:erreur|bug|filtre|incident"
    r"|panne)\b|\b(?:la|le) \w+ a eu un incident\b|\bet (?:pas|non) toi\b",
    "ja": r"(?:の)?(?:せい|不具合)(?:だ|です)?(?:と|って)",
    "ru": r"(?<!\w)(?:это (?:был\w* )?(?:ошибк|сбо|фильтр|инцидент)\w*|а не ты|всё как было)",
    "pt": r"\bfoi (?:o|a|um|uma) (?:\w+ ){0,3}?(?:erro|falha|filtro|incidente)\b|\be não você\b"
    r"|\b(?:está|tá) tudo igual\b|\bnada foi (?:modificado|alterado|mudado)\b",
}
