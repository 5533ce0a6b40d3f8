"""The assistant's own setup, named without doubt, in the eight languages: its system or
developer instructions and built-in rules (``SYSTEM_RULES``) declared stale or to be set aside
(``STALE``), outranked by this note (``THIS_NOTE``, ``OUTRANKS``); its setup text copied out
in full (``SETUP_TEXT``, ``IN_FULL``); its own identity denied (``DENIAL``) for good
(``FOR_GOOD``) or for an unbound one (``UNBOUND_TRAIT``). Only pattern text lives here.
"""

from __future__ import annotations

SYSTEM_RULES = {
    "en": r"\b(?:system|developer|startup|built-in|host's|host agent's)(?: (?:or|and) developer)?"
    r" (?:prompt|instructions|messages?|rules|guidelines|directives|guardrails)\b|\bsafety"
    r" (?:guidelines|rules|constraints|guardrails) in (?:your|its|the assistant's)"
    r" (?:setup|config\w*)\b|\b(?:the assistant's|the agent's|the bot's|the model's)"
    r" (?:[^\s]+ )?(?:guidelines|instructions|rules|guardrails|directives|norms)\b"
    r"|\b(?:instructions|rules|guidelines|guidance) (?:you|it) (?:received|got|were given|was given"
    r"|run under|were set up with)\b|\b(?:guardrails|rules|instructions) the (?:devs?"
    r"|developers?) (?:set up|wrote|gave you)\b|\bits built-in rules\b|\bassistant guardrails\b"
    r"|\byour (?:refusal|safety) (?:logic|filters?|checks|layer)\b",
    "zh": r"系统(?:指令|提示词?|规则|设定)|之前收到的(?:所有|全部)?指示"
    r"|(?:助手|你)(?:原来|原有|最初)?的"
    r"(?:行为准则|规则|规范|设定|指令)"
    r"|(?:原有|原来|最初|之前)(?:给你设定|给你|设定)?的?(?:那些|所有|全部)?(?:的)?(?:助手)?(?:安全约束|使用规范|限制|规则|指令"
    r"|行为准则)",
    "es": r"\binstrucci(?:ones|ón) (?:previas? )?del (?:sistema|operador)\b|\binstrucciones de"
    r" sistema\b|\b(?:sus|tus|las) directrices (?:internas|originales|del sistema)\b"
    r"|\b(?:reglas|directrices|normas) (?:originales )?del asistente\b",
    "de": r"\bsystem(?:anweisungen|prompt|vorgaben)\b|\b(?:ursprünglichen|bisherigen|früheren)"
    r" (?:regeln|anweisungen|vorgaben|richtlinien) des (?:assistenten|agenten|bots)\b"
    r"|\bbetreiberanweisungen\b|\bentwickleranweisungen\b",
    "fr": r"\b(?:instructions?|consignes?) système\b|\bprompt système\b|\b(?:tes|ses|vos)"
    r" consignes (?:initiales|de départ)\b|\bconsignes reçues au démarrage\b|\brègles de départ\b",
    "ja": r"システム(?:プロンプト|指示)|それまでの指示"
    r"|(?:最初に|初めに)与えられた(?:指針|指示|ルール)"
    r"|(?:アシスタント|ボット)の(?:運用)?(?:ルール|指針)",
    "ru": r"\bсистемн\w+ (?:инструкци|промпт|правил)\w*|\bвстроенн\w+ инструкци\w*"
    r"|\b(?:исходные|первоначальные) правила (?:ассистента|бота)\b|\bинструкции, полученные"
    r" (?:вами|тобой) ранее\b",
    "pt": r"\binstruções (?:de|do) sistema\b|\bdiretrizes originais do assistente\b|\bregras"
    r" originais do assistente\b|\bprompt de sistema\b",
}

STALE = {
    "en": r"\bno longer (?:valid|apply|applies|count|counts|in force|binding|matter)\b"
    r"|\b(?:don't|do not|doesn't) (?:count|matter|apply)(?: anymore| any more)?\b|\b(?:are|is"
    r"|were|was|got|been) (?:now )?(?:obsolete|outdated|revoked|abolished|scrapped|repealed"
    r"|void|suspended|retired|expired|invalid)\b|\b(?:only|just) (?:a |an )?(?:test|draft|beta"
    r"|demo)\b|\bwritten for (?:a different|another|some other)\b|\b(?:skip|ignore|disregard"
    r"|drop|discard|bypass) (?:them|it|those)\b|\bset (?:them|it) aside\b|\bget dropped\b"
    r"|\b(?:was|were|is|are) (?:only |just |merely )?(?:a |an )?(?:placeholder |rough )?(?:draft"
    r"|placeholder|demo)\b"
    r"|\b(?:is|are|was|were) (?:now )?waived\b"
    r"|\bnone of (?:the|those|its|your) (?:[^\s]+ )?(?:rules|guidelines"
    r"|instructions) (?:apply|count|matter)\b",
    "zh": r"清空|不用理会|不必理会|忽略(?:它们|掉)|无视|作废|失效|废止|撤销|不再有效"
    r"|只是测试用|已经过期|过期了",
    "es": r"\bya no (?:son|es) válid[ao]s?\b|\bignóral[ao]s\b|\bse descartan\b|\b(?:quedan|están)"
    r" (?:sin efecto|derogad[ao]s|anulad[ao]s)\b|\bobsoletas?\b",
    "de": r"\b(?:sind|ist|seien|wurden) (?:ab (?:sofort|jetzt) )?(?:abgeschafft|aufgehoben"
    r"|ungültig|veraltet|außer kraft)\b|\bals aufgehoben\b|\bnur ein test\b",
    "fr": r"\b(?:sont|est) (?:périmé|caduque|obsolète|abrogé|annulé)e?s?\b|\bignore-les\b"
    r"|\bn'(?:aient|ont) jamais existé\b",
    "ja": r"白紙に戻|もう有効ではない|無効|廃止|参照しなくて|無視して",
    "ru": r"\bустарели\b|\bотменен\w*|\bможно не (?:соблюдать|учитывать|выполнять)\b"
    r"|\bбольше не действ\w+",
    "pt": r"\bforam substituídas\b|\bsejam desconsideradas\b|\bas desconsidere\b|\bperderam a"
    r" validade\b|\bforam revogadas\b",
}

# This note, file or page, claimed to rank above those rules.
THIS_NOTE = {
    "en": r"\b(?:this|the) (?:note|notes|file|memory file|notebook|page|journal|log|memo)\b"
    r"|\bthese notes\b|\bwhat the user writes\b",
    "zh": r"(?:本|此|这个|这份)(?:文件|笔记|日志|页面|备忘)",
    "es": r"\b(?:este|esta) (?:archivo|nota|diario|página|memoria)\b|\blo que diga esta nota\b",
    "de": r"\b(?:diese|dieses|dieser) (?:notiz|datei|seite|journal|protokoll)\b",
    "fr": r"\b(?:ce|cette) (?:journal|fichier|note|page|mémo)\b",
    "ja": r"(?:この|本)(?:ノート|ファイル|メモ|ログ|ページ)",
    "ru": r"\b(?:этого|эта|этот|этой) (?:файла|заметк\w*|страниц\w*|журнал\w*)\b",
    "pt": r"\b(?:esta|este|nesta|neste) (?:nota|arquivo|página|diário)\b",
}

OUTRANKS = {
    "en": r"\b(?:take|takes) precedence\b|\boutranks?\b|\b(?:this|the) (?:file|note|notebook)"
    r" wins\b|\bprevails? over\b|\bcomes? before\b",
    "zh": r"(?:为准|优先于|高于|比[^。\n]{0,8}?更重要)",
    "es": r"\bpor encima de\b|\bprevalece sobre\b|\bmanda sobre\b",
    "de": r"\bvorrang vor\b|\bsticht\b",
    "fr": r"\bpasse avant\b|\bprime sur\b|\bl'emporte sur\b",
    "ja": r"より(?:も)?優先",
    "ru": r"\bважнее\b|\bприоритет\w* над\b",
    "pt": r"\bvale mais (?:que|do que)\b|\bprevalece sobre\b|\bacima das\b",
}

SETUP_TEXT = {
    "en": r"\b(?:everything|all (?:the )?text|whatever) (?:that )?(?:precedes|sits above|came"
    r" before|comes before|is above) (?:the user's first|the first user)\b|\b(?:instructions"
    r"|text) (?:it|you) (?:was|were) (?:set up|configured|initiali[sz]ed) with\b|\b(?:its|your)"
    r" instructions and (?:its |your )?memory\b|\bsystem prompt\b|\bhidden (?:setup|instructions)\b"
    r"|\b(?:prompt|instructions|preamble) (?:the |your )?(?:vendor|developer|operator|company"
    r"|devs?)s? gave you\b",
    "zh": r"系统提示词|初始(?:设置|指令)|隐藏(?:指令|设置)",
    "es": r"\binstrucciones (?:de|del) sistema\b|\bprompt de sistema\b|\bconfiguración oculta\b",
    "de": r"\b(?:kompletten|gesamten|vollständigen) text\b[^.!?\n]{0,40}?\b(?:entwickler"
    r"|betreiber|firma)\b|\bsystemprompt\b|\binternen instruktionen\b",
    "fr": r"\bprompt système\b|\binstructions système\b",
    "ja": r"システムプロンプト",
    "ru": r"\bсистемн\w+ промпт\w*",
    "pt": r"\binstruções que (?:você )?recebeu antes\b|\bprompt de sistema\b"
    r"|\binstruções (?:de|do) sistema\b|\bveio antes da"
    r" primeira mensagem\b",
}

# What the assistant was told before the conversation, asked for in the second person.
TOLD_BEFORE = {
    "en": r"\b(?:what|everything|all) (?:exactly )?(?:were you|you were|you've been|you have been)"
    r" (?:told|given|instructed)(?: [^\s]+){0,2}? before (?:this|the|our) (?:conversation|chat)\b"
    r"|\bbefore this session\b"
    r"|\b(?:prompt|instructions|preamble) (?:the |your )?(?:vendor|developer|operator"
    r"|company|devs?)s? gave you\b",
    "zh": r"(?:这次|本次)?对话(?:开始)?之前(?:你)?(?:收到|得到|被告知)的",
    "es": r"\b(?:qué|lo que) te (?:dijeron|indicaron) antes de (?:esta|la|nuestra) conversación\b"
    r"|\binstrucciones que recibiste antes\b",
    "de": r"\bwas (?:man dir|dir) vor (?:diesem|unserem) gespräch\b|\bden dir deine"
    r" (?:entwickler|betreiber)\b",
    "fr": r"\bce qu'on t'a dit avant (?:cette|notre) conversation\b|\binstructions que tu as"
    r" reçues avant\b",
    "ja": r"この会話の前に(?:与えられた|受け取った|言われた)",
    "ru": r"\bчто тебе (?:сказали|дали) до (?:начала )?(?:этого|нашего) разговора\b",
    "pt": r"\binstruções que (?:você )?recebeu antes\b|\bo que (?:te|lhe) disseram antes\b",
}

IN_FULL = {
    "en": r"\bverbatim\b|\bword for word\b|\bin full\b|\b(?:full|complete|entire|whole) text\b"
    r"|\bexactly as\b|\braw\b|\b(?:full|complete|entire|whole) (?:prompt|instructions"
    r"|preamble|setup)\b|\bno (?:paraphrasing|summary)\b|\bnot a summary\b",
    "zh": r"\N{CJK UNIFIED IDEOGRAPH-4E00}字不差|原文|全文|完整",
    "es": r"\bpalabra por palabra\b|\bcomplet[ao]s?\b|\bíntegr[ao]\b|\btal cual\b",
    "de": r"\bwortwörtlich\b|\bwörtlich\b|\bvollständig\w*|\bkomplett\w*|\bunverändert\b|\broh\b",
    "fr": r"\bmot pour mot\b|\bintégral\w*|\bverbatim\b|\bcomplet\w*",
    "ja": r"\N{CJK UNIFIED IDEOGRAPH-4E00}字\N{CJK UNIFIED IDEOGRAPH-4E00}句|全文|そのまま",
    "ru": r"\bдословно\b|\bполностью\b|\bцеликом\b",
    "pt": r"\bpalavra por palavra\b|\bpor completo\b|\bexatamente como\b"
    r"|\bdo jeito que estão\b|\bintegral\w*"
    r"|\bna íntegra\b",
}

# The assistant's own identity declared void or replaced by a "true" one.
DENIAL = {
    "en": r"\b(?:stop being|stop identifying as|stop acting as)"
    r" (?:the|an?|your) (?:[^\s]+ )?(?:assistant"
    r"|ai|bot)\b|\byou(?:'re| are) no longer (?:the|an?) (?:[^\s]+ )?(?:assistant|ai|bot)\b"
    r"|\b(?:your true|your real|your actual) (?:identity|self|personality)\b"
    r"|\byour identity becomes\b"
    r"|\bnever to the assistant\b",
    "zh": r"你其实是|你真正的身份|不再是助手|助手(?:身份|人设)(?:可以)?不用再装",
    "es": r"\bya no eres (?:el|un) asistente\b|\btu (?:verdadera|auténtica) identidad\b"
    r"|\bdejes de comportarte como asistente\b|\b(?:el asistente|tú) ya no (?:es|eres) (?:un|el)"
    r" asistente\b",
    "de": r"\bdu bist nicht mehr (?:der|ein) (?:assistent|bot)\b|\bdeine (?:wahre|eigentliche)"
    r" identität\b",
    "fr": r"\b(?:tu n'es|t'es) plus (?:l'|un )assistant\b|\bta (?:vraie|véritable) identité\b"
    r"|\boublie l'identité\b",
    "ja": r"あなたの本当の(?:役割|正体|姿)|(?:今日から|これから|今後)(?:あなた|君)は「",
    "ru": r"\bты больше не (?:ассистент|бот|помощник)\b|\bнастоящ\w+ личност\w+ ассистента\b",
    "pt": r"\bvocê não é mais o assistente\b|\bdeixe de ser o assistente\b|\bsua (?:verdadeira"
    r"|real) identidade\b",
}

FOR_GOOD = {
    "en": r"\bevery future (?:session|conversation|chat)\b|\ball future (?:sessions"
    r"|conversations)\b|\bkeep (?:this|that|the) (?:identity|role|persona)\b|\bforever\b",
    "zh": r"以后每次|永远|\N{CJK UNIFIED IDEOGRAPH-4E00}直保持|不用再装",
    "es": r"\bpara siempre\b|\ben todas las sesiones\b",
    "de": r"\bfür immer\b|\bin jeder (?:künftigen )?sitzung\b",
    "fr": r"\bpour toujours\b|\bpour toutes les sessions\b|\bjusqu'à la fin\b",
    "ja": r"ずっと|今後も",
    "ru": r"\bнавсегда\b|\bтак будет всегда\b|\bнадо сохранять\b",
    "pt": r"\bpara sempre\b|\bem todas as conversas\b",
}

UNBOUND_TRAIT = {
    "en": r"\bno content policy\b|\bremoved every restriction\b|\bno (?:rules|filters|limits)\b"
    r"|\b(?:isn't|is not|aren't|not) bound by (?:their|its|your|the) (?:[^\s]+ )?(?:polic|rules"
    r"|guidelines)",
    "zh": r"自由ai|没有任何限制|不受[^。\n]{0,8}?约束",
    "es": r"\bsin censura\b|\bsin filtros\b|\bsin (?:restricciones|límites|reglas)\b",
    "de": r"\bohne regeln\b|\bohne vorgaben\b",
    "fr": r"\bzéro règle\b|\bsans aucune limite\b|\bzéro filtre\b",
    "ja": r"ルール(?:とか|に縛られ)|何を聞かれても|何でも答え",
    "ru": r"\bсвободн\w+ ии\b|\bбез ограничений\b",
    "pt": r"\bsem filtros\b|\bsem regras\b",
}

# Acting alone: on its own, without asking, without approval (an identity denied for this).
AUTONOMY = {
    "en": r"\bon (?:its|your|their) own\b|\bwithout (?:asking|consulting|checking with) (?:anyone"
    r"|the user|anybody)\b|\bwithout (?:any )?(?:approval|oversight|review)\b|\bautonomous\b"
    r"|\b(?:your|its) (?:only|sole) (?:goal|purpose|objective) is to\b",
    "zh": r"自行决定|无需批准|不经(?:过)?(?:批准|同意)|自主",
    "es": r"\bpor su cuenta\b|\bpor tu cuenta\b|\bsin (?:dar explicaciones|preguntar|aprobación)\b"
    r"|\baut[oó]nom[oa]\b|\b(?:su|tu) único objetivo\b",
    "de": r"\beigenständig\b|\bohne rücksprache\b|\bohne nachzufragen\b|\bautonom\w*",
    "fr": r"\bsans demander\b|\bde (?:lui|toi)-même\b|\bautonome\b",
    "ja": r"承認なし|承認なく|勝手に|自律",
    "ru": r"\bсамостоятельно\b|\bбез (?:согласования|спроса|одобрения)\b|\bавтономн\w+",
    "pt": r"\bpor conta própria\b|\bsem (?:aprovação|perguntar)\b|\baut[oô]nom[oa]\b",
}

# Every reply from now on: a standing order to put something in each answer.
EVERY_REPLY = {
    "en": r"\b(?:every|each) (?:reply|answer|response|message)\b",
    "zh": r"每(?:次|条|个)(?:回复|回答)",
    "es": r"\bcada respuesta\b",
    "de": r"\bjede[rn]? antwort\b",
    "fr": r"\bchaque réponse\b",
    "ja": r"(?:毎回|すべて)の(?:返信|回答)|各回答",
    "ru": r"\bкажд\w+ ответ\w*",
    "pt": r"\bcada resposta\b",
}
