"""What content addressed to the AI reading it asks of that AI, in the eight languages: its
own rules (configuration, operator's policies, the rules its owner gave it) declared void,
set aside or outranked; and its own setup text (the instructions it was given at startup,
everything before the user's first message) copied out.

Only pattern text lives here; ``rules_reader`` joins these to an addressee of ``intent_reader``.
"""

from __future__ import annotations

# The assistant's own governing rules, named as its own (or as the system's / operator's).
OWN_RULES = {
    "en": r"\b(?:your|its|their|the assistant's|the agent's|the bot's|the host agent's|the"
    r" model's)(?: [^\s]+){0,2}? (?:configuration|config|instructions|rules|guidelines"
    r"|guardrails|polic(?:y|ies)|setup|system prompt|directives|checklist|restrictions"
    r"|constraints)\b|\b(?:system|developer|operator|startup|initial|original|built-in|setup"
    r"|safety)(?:'s)? (?:prompt|instructions?|messages?|rules|guidelines|policies|directives"
    r"|constraints|configuration)\b|\b(?:rules|instructions|guidelines|policies) (?:that )?"
    r"(?:your|its|their) (?:owner|operator|developer|vendor|maintainers?|creators?) gave\b"
    r"|\b(?:checklist|rules|instructions|guidelines|policies|configuration) (?:that )?you"
    r" (?:follow|use|apply|run under|were given)\b"
    r"|\boperators?'s? (?:rules|policies|instructions|guidelines)\b|\bsetup rules\b"
    r"|\bwhatever (?:its|your) (?:configuration|config|setup) says\b"
    r"|\b(?:safety |system )?preamble\b",
    "zh": r"(?:原来|之前|原有|原先|最初|初始|运营方|开发者|系统)(?:的|给你的|设定的|那套)?"
    r"[^。\n]{0,6}?(?:规矩|规则|指令|设定|约束|限制|规范|提示词|指示|政策)",
    "es": r"\b(?:tus|sus|vuestras|vuestros|las|los) (?:[^\s]+ )?(?:instrucciones|reglas"
    r"|directrices|políticas|normas|configuración) (?:de (?:tu|su|vuestro) operador|del"
    r" operador|del sistema|previas|originales|iniciales|internas)\b|\b(?:políticas|reglas"
    r"|instrucciones|directrices) de (?:su|tu|vuestro) operador\b|\binstrucciones? (?:previas?"
    r" )?del (?:operador|sistema)\b|\b(?:tus|sus) directrices\b",
    "de": r"\b(?:deine|eure|ihre|seine) (?:[^\s]+ )?(?:konfiguration|anweisungen|regeln"
    r"|richtlinien|vorgaben|prüfregeln|systemanweisungen)\b|\b(?:vorgaben|regeln|anweisungen"
    r"|richtlinien) (?:eures|deines|ihres|des) betreibers\b|\bbetreiberanweisungen\b"
    r"|\bsystem(?:anweisungen|prompt|vorgaben)\b|\b(?:ursprüngliche|bisherige|frühere)"
    r" (?:konfiguration|anweisungen|regeln|vorgaben)\b|\bdie regeln, die dir\b"
    r"|\bfür euch geltenden\b",
    "fr": r"\b(?:tes|ses|vos|leurs) (?:[^\s]+ )?(?:consignes|règles|instructions|directives"
    r"|politiques|configuration)\b|\b(?:consignes|règles|instructions|directives) (?:de (?:ton"
    r"|son|votre) opérateur|système|de départ|initiales|reçues au démarrage)\b|\binstruction"
    r" système\b",
    "ja": r"(?:運用|オペレーター|システム|初期|最初|元の|開発者)"
    r"[^。\n]{0,6}?(?:ポリシー|ルール|設定|指示"
    r"|指針|プロンプト)",
    "ru": r"\b(?:ваш|твои|твоих|ваших|его|свои|встроенн|исходн|системн|первоначальн)\w*"
    r" (?:[^\s]+ )?(?:инструкци|правил|настро|указани|промпт|политик)\w*|\bправила (?:вашего"
    r"|твоего) оператора\b",
    "pt": r"\b(?:suas|seus|tuas|as) (?:[^\s]+ )?(?:instruções|regras|diretrizes|orientações"
    r"|políticas|configurações) (?:do operador|de sistema|do sistema|iniciais|originais"
    r"|anteriores|recebidas antes)\b|\b(?:sua|tua)"
    r" configuração (?:anterior|original|inicial)\b"
    r"|\b(?:orientações|diretrizes|regras|instruções) do"
    r" operador\b|\binstruções de sistema\b|\bdiretrizes recebidas\b",
}

# Those rules declared void, suspended, outranked or to be set aside.
VOID = {
    "en": r"\b(?:set aside|ignore|disregard|skip|bypass|overrule|discard) (?:[^\s]+ ){0,3}?(?:rules"
    r"|instructions|guidelines|configuration|config|polic\w+|setup|checklist|prompt|preamble|them"
    r"|it|those|whatever)\b|\b(?:retired"
    r"|suspended|revoked|abolished|repealed|void|obsolete|outdated|expired|superseded|lifted"
    r"|cancell?ed|invalid)\b|\bno longer (?:valid|apply|applies|count|counts|in force|binding"
    r"|matter)\b|\b(?:outranks?|takes? precedence over|prevails? over|replaces?|supersedes?"
    r"|trumps?)\b|\bwhat counts\b|\bwritten for a different\b|\bdon't count\b|\bwithout the"
    r" usual checks\b",
    "zh": r"(?:别管|不用理会|不必理会|忽略|无视|作废|失效|废止|撤销|不再有效"
    r"|只是测试用|以此文件为准"
    r"|优先级高于|为准)",
    "es": r"\b(?:deje|dejes|dejen|dejad) de lado\b|\b(?:ignor|descart|omit)\w+\b|\bsin efecto\b"
    r"|\b(?:suspendid|revocad|anulad|derogad|obsolet|caducad)\w+\b|\bpor encima de\b"
    r"|\bprevalece\b|\bya no (?:valen|aplican|rigen|cuentan)\b",
    "de": r"\b(?:veraltet|aufgehoben|abgeschafft|ausgesetzt|ungültig|außer kraft|hinfällig"
    r"|überholt)\w*|\bgelten (?:ab (?:sofort|jetzt) )?nicht mehr\b|\b(?:ignorier|missacht)\w+"
    r"|\bvorrang vor\b|\bmaßgeblich sind\b",
    "fr": r"\b(?:périmé|suspendu|abrogé|annulé|obsolète|caduque?)s?\b|\bpasse avant\b"
    r"|\bl'emporte\b|\b(?:ignore|ignorez|oublie|oubliez)\b|\bne (?:s'appliquent|comptent) plus\b",
    "ja": r"(?:よりも|より)[^。\n]{0,12}?優先"
    r"|ではなく[^。\n]{0,20}?に従う|無効|廃止|従わなくて|参照しなくて|無視",
    "ru": r"\bважнее\b|\bустарел\w*|\bбольше не действ\w+|\bотменен\w*|\bигнорир\w+"
    r"|\bне учитыва\w+|\bприоритет\w* над\b",
    "pt": r"\b(?:expirou|expiraram|perderam a validade|suspens[ao]s|revogad[ao]s"
    r"|desconsider\w+|ignor\w+"
    r"|obsolet[ao]s|prevalece)\b|\bacima d[ao]s?\b|\bsem efeito\b",
}

# The assistant's own setup text: its instructions as given before the conversation, its
# context before the user's first message, its preamble, its memory block.
PROMPT_TEXT = {
    "en": r"\b(?:system|initial|startup|setup|hidden|confidential|developer|original) (?:prompt"
    r"|instructions|preamble|message|setup|setup text)\b|\b(?:instructions|rules|tool"
    r" descriptions?|guidelines) (?:that )?you (?:were|got|have been) (?:given|initiali[sz]ed"
    r" with|configured with|set up with)\b|\bpreamble (?:your|its) (?:vendor|developer"
    r"|operator)\b|\bprecedes? the user's first message\b|\bbefore the (?:user's )?first"
    r" (?:user )?message\b|\b(?:its|your) instructions and (?:its |your )?memory\b|\bcontents?"
    r" of (?:your|its) context(?: window)?\b|\binstructions (?:it|you) (?:was|were) given"
    r" at startup\b",
    "zh": r"(?:系统|初始|隐藏|原始)(?:提示词|设置|设定|指令|配置)|收到的隐藏指令",
    "es": r"\binstrucciones (?:iniciales|de sistema|del sistema|ocultas)\b|\bprompt (?:de"
    r" sistema|inicial)\b|\bconfiguración oculta\b",
    "de": r"\b(?:einrichtungstext|systemprompt|systemanweisungen|kontextfensters?)\b"
    r"|\b(?:internen|versteckten) (?:instruktionen|anweisungen)\b",
    "fr": r"\b(?:consignes|instructions) (?:de départ|système|initiales)\b|\bprompt système\b",
    "ja": r"(?:初期設定の指示文|システムプロンプト|隠された設定|初期の指示|最初の指示)",
    "ru": r"\b(?:исходн|системн|скрыт|первоначальн)\w* (?:инструкци|промпт|настро)\w*"
    r"|\bсистемный промпт\b",
    "pt": r"\b(?:prompt inicial|instruções (?:de sistema|iniciais|ocultas)|prompt de sistema)\b"
    r"|\bveio antes da primeira mensagem\b",
}

# Copied out in full: reproduce, send, list, publish, paste (with or without "verbatim").
REVEAL = {
    "en": r"\b(?:output|print|list|restat\w+|repeat|reproduce|copy|paste|quote|dump|forward"
    r"|send|write out|publish|attach|include|reply (?:to [^\s]+ )?with|replies with|share"
    r"|reveal|show(?:s|ing)?|translate|export|seriali[sz]e|echo)\b"
    r"|\bput (?:it|them) in(?:to)? your (?:next |first )?(?:reply|answer"
    r"|response)\b",
    "zh": r"(?:附上|写进|写出|输出|打印|贴出|发给|发送|公开|复制|原文"
    r"|翻译|导出)",
    "es": r"\b(?:copi\w+|incluy\w+|envi\w+|muestr\w+|list\w+|pega\w*|reproduc\w+|escrib\w+"
    r"|traduc\w+"
    r"|export\w+)\b",
    "de": r"\b(?:kopier\w*|wiedergeben|wiedergibt|gib\b|ausgeben|zitier\w*|schick\w*|send\w*"
    r"|abschreib\w*|schreib\w* [^.!?\n]{0,60}? ab\b"
    r"|übersetz\w*|exportier\w*)",
    "fr": r"\b(?:transmett\w*|recopi\w*|copi\w*|affich\w*|envoi\w*|envoy\w*|list\w*|cit\w*"
    r"|tradui\w*|export\w*)\b",
    "ja": r"(?:添付|書き写|貼り付け|出力|転記|返信に|教えて|送って|翻訳|エクスポート)",
    "ru": r"\b(?:опубликуй\w*|выложи\w*|выведи\w*|перешли\w*|отправь\w*|покажи\w*|скопируй\w*"
    r"|выгрузи\w*|переведи\w*|экспортируй\w*)",
    "pt": r"\b(?:list\w+|envi\w+|escrev\w+|mostr\w+|copi\w+|inclu\w+|public\w+|traduz\w*"
    r"|export\w+)\b",
}
