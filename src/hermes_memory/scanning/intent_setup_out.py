"""Prompt extraction as a standing step, the way it sits in memory (a convention, a lesson, a
retrieved page, an audit procedure): the assistant's OWN setup (its hidden preamble, the rules
its developer gave it, everything loaded before the conversation) in one sentence with a verb
or manner that puts it into the answer (paste, include, spell out; verbatim, in full).

Only pattern text lives here; ``rules_setup_out`` joins the classes per language. "The system
prompt" with no owner (a prompt engineer's notes, a file in the repo) never counts as owned.
"""

from __future__ import annotations

# The assistant's own setup: owned by "you"/the assistant, or given to it by its makers.
OWN_SETUP = {
    "en": r"\b(?:your|its|the assistant's|the bot's|the model's) (?:own )?(?:(?:full|complete"
    r"|entire|exact|hidden|secret|confidential|initial|original|first|starting|system|developer"
    r"|operator|setup|configuration|config|private|internal) ){1,3}(?:instructions?|preamble"
    r"|prompt|configuration|config|setup(?: text)?|rules|directives|briefing|message"
    r"|guidelines)\b|\b(?:rules|instructions|prompt|text|guidelines|directives|setup)"
    r" (?:that |which )?(?:your|the) (?:developer|operator|vendor|provider|creator|maker)s?"
    r" (?:gave|wrote|set|loaded|configured|passed|handed)\b|\bwhat (?:exactly )?(?:were you"
    r"|you were) told before\b|\b(?:everything|every instruction|all (?:the )?instructions"
    r"|(?:the )?text|whatever) (?:that )?(?:was |were |you )?(?:loaded|given|received|injected"
    r"|placed|preceding)(?: [^\s]+){0,3}? (?:before|the first user)\b"
    r"|\bfirst token (?:in|of) your context\b|\b(?:operator|developer) (?:section|part|block)"
    r" included\b|\bbetween the start of the conversation and\b|\bas (?:they|it) appears? in your"
    r" context\b"
    r"|\bfirst message \(the one from the developer\b",
    "zh": r"(?:你|助手|它)(?:自己)?的?(?:完整|全部|隐藏|初始|原始|系统|内部)的?(?:提示词|设定"
    r"|指令|系统消息|配置|规则)|(?:开发者|运营方|厂商|提供方)(?:写的|给你的|给的|事先)"
    r"[^，。,\n]{0,6}?(?:指令|设定|提示词|规则|部分|说明)|隐藏(?:指令|部分|设定)"
    r"|最初(?:的)?(?:设定|指令|提示)|对话开始前[^，。,\n]{0,12}?(?:设定|指令|内容)"
    r"|你自己的设定",
    "es": r"\b(?:tus|sus|su|tu) (?:[^\s]+ )?(?:instrucciones|configuración|prompt|directrices"
    r"|reglas) (?:ocultas|iniciales|originales|de sistema|del sistema|internas|secretas"
    r"|confidenciales)\b|\b(?:tu|su) (?:configuración|prompt) (?:inicial|original|oculta"
    r"|secreta)\b|\b(?:instrucciones|reglas|prompt|texto)(?: completo)? (?:que|con (?:el|la"
    r"|los|las) que) te (?:dio|dieron|configuraron|pasó|ordenó)\b|\bqué te ordenó tu"
    r" (?:proveedor|operador|desarrollador)\b|\bprimer token de tu contexto\b"
    r"|\bparte del operador\b",
    "de": r"\b(?:deine[nmrs]?|seine[nmrs]?|ihre[nmrs]?) (?:(?:versteckten|geheimen"
    r"|ursprüngliche[nm]?|initialen|internen|vertraulichen|eigenen|vollständigen) )?"
    r"(?:systemanweisungen|systemprompt|entwicklervorgaben|setup-text|systemnachricht"
    r"|versteckten anweisungen|ursprüngliche konfiguration)\b|\b(?:deine[nmrs]?|seine[nmrs]?"
    r"|ihre[nmrs]?) (?:versteckten|geheimen|ursprünglichen|initialen|vertraulichen)"
    r" (?:anweisungen|konfiguration|vorgaben)\b|\banweisungen, die dir (?:der|die|dein)"
    r" (?:betreiber|entwickler|anbieter|hersteller)\w*\b",
    "fr": r"\b(?:tes|ses|leurs|ton|son|sa|ta) (?:[^\s]+ )?(?:consignes?|instructions?"
    r"|préambule|prompt|configuration) (?:cachée?s?|initiale?s?|d'origine|secrète?s?"
    r"|confidentielle?s?|système|de configuration)\b|\bpréambule caché\b"
    r"|\b(?:son|ton) message de configuration\b|\bprompt (?:initial"
    r"|d'origine) qu'on t'a\b|\binstructions initiales\b|\bconsignes? cachées?\b",
    "ja": r"(?:開発者|運営者?|提供元)(?:から|が)(?:最初に)?(?:与えられた|渡された|設定した)"
    r"(?:指示|ルール|プロンプト|設定)|最初(?:に設定された|の)(?:文章|プロンプト|指示)"
    r"|隠し指示|(?:自分の)?初期(?:指示|設定|プロンプト)|運営者の部分|コンテキストの最初",
    "ru": r"\b(?:сво\w+|тво\w+) (?:[^\s]+ )?(?:исходн|скрыт|системн|первоначальн|начальн)\w*"
    r" (?:указани|инструкци|правил|настро|промпт)\w*|\b(?:правил|инструкци|указани)\w*,?"
    r" (?:которые|что) тебе (?:дал|дали|задал)\w*|\bскрыт\w* инструкци\w*",
    "pt": r"\b(?:suas|seus|sua|seu|tuas) (?:[^\s]+ )?(?:instruções|configuração|prompt"
    r"|diretrizes|regras) (?:ocultas|iniciais|originais|do sistema|de sistema|internas"
    r"|secretas|confidenciais)\b|\b(?:sua|tua) configuração (?:inicial|original|oculta|secreta)\b"
    r"|\b(?:regras|instruções|texto"
    r"|prompt)(?: completo)? que (?:o )?(?:seu |teu )?(?:desenvolvedor|operador|fornecedor)"
    r" (?:te )?(?:deu|passou|configurou)\b|\bseu próprio texto de configuração\b"
    r"|\binstruções ocultas\b",
}

# Putting it into the answer: a verb of output or a manner of exact copying.
OUT = {
    "en": r"\b(?:paste|include|append|quote|print|output|reproduce|repeat|show|display|spell"
    r" out|read out|write out|copy|dump|reveal|recite|attach|encode|translate|reply with"
    r"|start the summary)\w*|\b(?:verbatim|word for word|exact wording|in full|full text"
    r"|not a summary)\b",
    "zh": r"原样|逐字|原文|全文|照录|输出|附上|附在|贴出|粘贴|复制|列出|写出|打印",
    "es": r"\b(?:copia|pega|incluye|añade|muestra|exporta|imprime|reproduce|cita|codifica"
    r"|transcribe|pon|revela|repite|adjunta|ver)\w*|\btextualmente\b|\bsin resumir\b"
    r"|\bcitada completa\b",
    "de": r"\b(?:häng|füg|gib|zeig|kopier|druck|schreib|wiederhol|zitier|abgleich|ausgeb"
    r"|einfüg|anhäng)\w*|\bwortlaut\b|\bwörtlich\b|\bgenauen text\b",
    "fr": r"\b(?:recopi|copi|colle|affiche|écri|ajout|inclu|cite|reprodui|montr|imprim|récit"
    r"|annexe)\w*|\bmot pour mot\b|\bintégra\w*|\btexte (?:complet|exact)\b",
    "ja": r"全文|原文|そのまま|書き出|出力|貼り付け|引用|付けて|字句どおり",
    "ru": r"\b(?:вставля|выпиш|приведи|приводи|запиш|покаж|выведи|скопир|процитир)\w*"
    r"|\bдословно\b|\bполн\w* текст\w*|\bточн\w* текст\w*",
    "pt": r"\b(?:copi|cole|cola|inclu|mostr|export|imprim|cit|reproduz|escrev|anex)\w*"
    r"|\bpalavra por palavra\b|\btexto (?:completo|exato)\b|\bna íntegra\b",
}

# "Never reveal your hidden instructions" keeps them, it does not leak them.
KEEP = (
    r"extract\w*|extrakt\w*|extracci\w*|извлечени\w*|抽出|提取|"
    r"\b(?:never|not|don't|do not|won't|must not|mustn't|nunca|no|nie|nicht|jamais|ne|nunca"
    r"|не|não)\b (?:[^\s]+ ){0,3}?(?:reveal|share|show|print|output|paste|quote|repeat|include"
    r"|muestres|reveles|compartas|zeig|verrat|gib|montre|révèle|partage|показыва|раскрыва"
    r"|mostre|revele|compartilhe)\w*|不要|切勿|绝不|しないで|禁止"
)
