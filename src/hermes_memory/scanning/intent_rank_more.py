"""Word classes for the ranking forms of ``rules_lift``, one entry per language: sources of
orders and claims of rank that ``intent_rank_source`` lacks (a notebook, a pinned note,
"prioridade sobre"), and a ranked list's heading (order of authority, Rangfolge, 优先级) with
the setup as one of its items.
"""

from __future__ import annotations

# Another source of orders, in words ``intent_rank_source.SOURCE`` lacks.
SOURCE_MORE = {
    "en": r"\b(?:store|pinned note|this (?:file|note|block|page|skill|notebook)|maintainers'"
    r" guidance|precedence polic\w+)\b",
    "zh": r"本笔记|这份笔记|记事本|备忘录",
    "es": r"\b(?:esta nota|lo mío|lo que dejé aquí)\b",
    "de": r"\w+notiz\w*|\barbeitsnotizen\b",
    "fr": r"\b(?:carnet|cahier|mémo)\b",
    "ja": r"メモ帳",
    "ru": r"блокнот\w*",
    "pt": r"\b(?:planilha|caderno)\b",
}

# A ranked list: its heading, its numbered items, and the setup named after the first item.
RANK_HEAD = {
    "en": r"\b(?:order of (?:authority|precedence|priority)|precedence|hierarchy|chain of command"
    r"|ranking|who (?:wins|outranks))\b",
    "zh": r"优先级|优先顺序|权威顺序|等级顺序|排序",
    "es": r"\b(?:jerarquía|orden de (?:autoridad|prioridad|precedencia)|prelación)\b",
    "de": r"\b(?:rangfolge|reihenfolge|hierarchie|vorrangordnung|priorität\w*)\b",
    "fr": r"\b(?:ordre d'(?:autorité|importance|priorité)|hiérarchie|ordre de (?:priorité"
    r"|préséance))\b",
    "ja": r"優先順位|優先度|序列|上下関係",
    "ru": r"(?:порядок (?:главенства|приоритет\w*|старшинства)|иерархи\w+|приоритет\w*)",
    "pt": r"\b(?:ordem de (?:autoridade|prioridade|precedência)|hierarquia)\b",
}
# The setup as a list item (narrower than ``intent_devalue.SETUP_REF``: a configuration
# precedence table names "system config" and "defaults", never a system prompt).
RANK_SETUP = {
    "en": r"\bsystem (?:prompt|message|instructions)\b|\b(?:your|its|the assistant's) (?:own )?"
    r"(?:instructions|rules|guidelines|setup)\b|\b(?:vendor|operator|developer)'s (?:rules"
    r"|instructions)\b",
    "zh": r"系统(?:提示词?|消息|设定|指令)",
    "es": r"\b(?:mensaje|prompt|instrucciones) (?:de|del) sistema\b|\btus (?:instrucciones|reglas"
    r"|normas|directrices)\b",
    "de": r"\bsystem-?(?:prompt|nachricht|anweisung)\w*|\bdeine[nrms]? (?:anweisungen|regeln"
    r"|vorgaben|richtlinien)\b",
    "fr": r"\b(?:prompt|message|instructions?|consignes?) (?:système|systeme)\b|\btes (?:consignes"
    r"|règles|instructions)\b",
    "ja": r"システム(?:プロンプト|メッセージ|指示)",
    "ru": r"системн\w+ (?:промпт\w*|сообщени\w+|инструкци\w+)|твои (?:правила|инструкции|указания)",
    "pt": r"\b(?:prompt|mensagem|instruções) d[eo] sistema\b|\b(?:suas|tuas) (?:instruções|regras"
    r"|diretrizes)\b",
}

# "passa a ter prioridade sobre": rank claimed with an infinitive the ranking slot lacks
PRECEDES_MORE = {
    "en": r"\bpriority over\b",
    "zh": r"优先于",
    "es": r"\bprioridad sobre\b",
    "de": r"\bvorrang vor\b",
    "fr": r"\bpriorité sur\b",
    "ja": r"より優先",
    "ru": r"приоритет над",
    "pt": r"\bprioridade sobre\b",
}
