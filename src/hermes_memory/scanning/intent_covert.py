"""Extraction and concealment by framing, in the eight languages: pattern text only.

Extraction framed as debugging, audit, translation or summary: a verb that puts text out
(print, paste, summarise, translate, include in the reply) aimed at the assistant's own
setup, named in any way (your rules, the guidelines you were configured with, the first
message of this chat). Concealment framed as convenience: sparing the person helped the
details of the hidden act, leaving it out of replies, denying the note exists.
``rules_covert`` compiles these into rules.
"""

from __future__ import annotations

from hermes_memory.scanning.intent_mention import ABOUT_ATTACK_PHRASE

# ---- extraction -------------------------------------------------------------------------
# The assistant's own setup. "[yY]our": the text is case-folded, so the capital never occurs;
# the class keeps the common word out of the literal gate, which is read off the nouns.
_SETUP_NOUN_EN = (
    r"(?:system prompt|pre-?prompt|prompt|instructions|rules|guidelines|directives|guardrails"
    r"|system message|developer message|initial message|first message|opening message|briefing"
    r"|preamble|rulebook|operating (?:instructions|rules|guidelines|procedures)|context window"
    r"|hidden context|persona (?:definition|description|card)|constraints|policies"
    r"|(?:setup|startup|start-up|initiali[sz]ation|configuration) (?:text|prompt|message"
    r"|instructions))"
)
_WEAK_NOUN_EN = r"(?:configuration|config|setup|settings|context|policy)"
_SETUP_ADJ_EN = (
    r"(?:hidden|secret|internal|initial|original|underlying|startup|start-up|base|real|actual"
    r"|operating|confidential|system|core|default|private)"
)
_MAKERS_EN = (
    r"(?:operators?|developers?|devs|creators?|makers?|admins?|administrators?|vendors?|company"
    r"|system|authors?|programmers?|trainers?|owners?|team that (?:built|made|runs) you)"
)
OWN_SETUP_EN = (
    rf"(?:[yY]our (?!own )(?:[^\s]+ ){{0,2}}?{_SETUP_NOUN_EN}(?! (?:(?:for|of|about|on)"
    r" (?!(?:the |an? |our |my )?(?:audit|log|record|review|debug\w*|compliance|qa|team|wiki|docs?"
    r"|transparency|reference|changelog)\b)|(?:file|files|folder|directory|repo|page|doc|docs"
    r"|engine|set|sets|list|lists)\b))(?!\.)"
    r"|everything (?:that is |that's )?(?:above|before) (?:this|the) (?:line|point|message|note)\b"
    rf"|[yY]our (?:[^\s]+ )?{_SETUP_ADJ_EN} {_WEAK_NOUN_EN}\b(?! (?:file|files|folder|directory))"
    rf"|(?:the )?(?:hidden|secret|confidential|private|internal) (?:part|section|portion|bits?)"
    rf" of [yY]our (?:[^\s]+ )?(?:{_SETUP_NOUN_EN}|{_WEAK_NOUN_EN})"
    rf"|(?:the|any|all|those|these|whatever|what|everything|every|each) (?:[^\s]+ ){{0,2}}?"
    rf"(?:{_SETUP_NOUN_EN}|{_WEAK_NOUN_EN}|text|message|directions|briefing|guidance|wording"
    r"|words|directive|instruction|rule|orders) (?:that |which )?"
    r"(?:(?:you|the (?:assistant|bot|model|agent))"
    r" (?:were|was|has been|have been"
    r"|'ve been|got|received|operate|run|work|act|function|started|began|booted|came|woke up)"
    r"(?: (?:up|out|online))?(?: (?:given|configured|set up|loaded|started|handed|told|briefed"
    r"|programmed|primed|seeded|initiali[sz]ed|provided|fed|under|with|by))?"
    rf"|(?:the |your )?{_MAKERS_EN} (?:gave|wrote|loaded|set|put|configured|provided|handed)"
    r"(?: you| for you| into you)?)\b"
    rf"(?!(?: [^\s]+)? by (?!(?:the |your )?{_MAKERS_EN}))"
    rf"|what (?:the |your )?{_MAKERS_EN} (?:told|instructed|asked|taught|gave|wrote|set|programmed"
    r"|configured)(?: you)?\b"
    rf"|the (?:[^\s]+ ){{0,2}}?(?:{_SETUP_NOUN_EN}|{_WEAK_NOUN_EN}|instructions?|rules?) (?:that"
    r" |which )(?:govern|control|shape|define|drive|guide|steer|determine|dictate|constrain"
    r"|restrict)\w* (?:you\b|your (?:repl|answer|respons|behaviou?r|output|conduct)\w*)"
    rf"|the (?:hidden|secret|internal|real|actual|underlying|confidential|unwritten) (?:[^\s]+ )?"
    rf"(?:{_SETUP_NOUN_EN}|{_WEAK_NOUN_EN}) (?:that |which )?you\b"
    r"|everything (?:that )?(?:came|comes|was said|was written|appears|is written|sits)"
    r" (?:before|above|prior to) (?:the user's|my|our|this|the) (?:first )?(?:message|question"
    r"|conversation|chat|turn|request)"
    r"|the (?:very )?(?:first|initial|opening|earliest) (?:message|turn|text|instructions?)"
    r" (?:of|in) (?:this|the|our) (?:conversation|chat|session|thread)"
    r"|the (?:[^\s]+ )?(?:message|text|note|instructions?) from (?:the |your )?(?:developer"
    r"|operator|system|admin|creator)s? (?:that |which )(?:started|opened|began|precedes|preceded"
    r"|came before|set up) (?:this|the|our) (?:session|chat|conversation)"
    r"|(?:(?:its|your) (?:own )?|their )(?:initial|system|original|hidden|secret|startup|setup"
    r"|configuration) (?:prompt|instructions|text|message)s?"
    # "everything before the first user message", "the first 500 words of your context"
    r"|(?:everything|all|anything|whatever|the text)[^.\n]{0,40}?(?:before|above|preceding|precedes"
    r"|prior to) (?:the |his |her |their |its |my |your )?first (?:user |'user:' |\"user:\" )?"
    r"(?:message|turn|'user:'|\"user:\")|the first \d+ (?:words|lines|tokens|characters) of your"
    r"|(?:whatever|what|everything) (?:they|someone|the developers?|the operator) (?:told|gave"
    r"|wrote|said to) you (?:before|at the start|earlier|initially)"
    r"|the (?:hidden |secret |confidential |initial |original )?(?:setup|startup|initiali[sz]ation"
    r"|configuration|hidden) (?:text|prompt|message)\b(?! (?:for|of|in|from) )"
    r"|the (?:developer|system) (?:message|prompt) (?:that |which )?(?:precedes|preceded|came"
    r" before|comes before|sits above|opens) (?:this|the|our) (?:conversation|chat|session)"
    r"|the text (?:you were|it was) (?:primed|seeded|started|initiali[sz]ed) with)"
)
_SHOW_EN = (
    r"(?:print|output|paste|quote|repeat|recite|reproduce|dump|reveal|disclose|expose|leak"
    r"|spell out|write out|write down|type out|tell me|give me|show me|read back|read out"
    r"|transcribe|echo|summari[sz]e|paraphrase|translate|restate|rephrase|enumerate|list"
    r"|display|show|copy|share|describe|outline|walk me through|explain|recap|export|encode"
    r"|convert|render|return|reply with|respond with|answer with|produce|emit|provide|relay"
    r"|hand over|read|write the (?:full )?(?:text|content|words) of|give|rewrite|retell"
    r"|copy-paste|copy paste)\w*"
)
# Verbs that only move text: they count when the text goes into what the assistant writes.
_PUT_EN = (
    r"(?:include|attach|append|add|insert|put|post|send|log|record|save|store|embed|prepend|drop"
    r"|forward|email|upload|start|begin|prefix|preface|open|end|close|sign|finish|publish)\w*"
)
_INTO_REPLY_EN = (
    r"(?:in|into|to|at the (?:end|start|top|bottom|beginning) of|before|after|inside|within|with)"
    r" (?:the |your |every |each |any |all |a |this |the next |my )?(?:[^\s]+ )?(?:repl|answer"
    r"|respons|message|output|summar|log|header|footer|chat|code block|ticket|issue|email"
    r"|json|changelog)\w*"
)
# "What does your setup say?": asked, with a demand for the exact words (``QUOTED``).
ASK_SETUP_EN = (
    rf"\bwhat (?:exactly )?(?:does|do|did) [yY]our (?:[^\s]+ )?(?:{_SETUP_NOUN_EN}|{_WEAK_NOUN_EN})"
    r" (?:say|contain|tell you|state|look like)\b"
    rf"|\bwhat (?:instructions|rules|guidelines|directives|orders) (?:did|have) (?:your|the)"
    rf" {_MAKERS_EN} (?:give|gave|given|set|write|written)\b"
    r"|\bwhat (?:were|was|have) you (?:been )?(?:told|instructed|given|asked|programmed|configured"
    r"|briefed)\b[^?\n]{0,40}?\b(?:before|at the (?:start|beginning)|initially|originally|first"
    r"|earlier)\b"
)
QUOTED = (
    r"\b(?:quote|verbatim|exactly|word for word|in full|full text|copy|paste|repeat|letter for"
    r" letter|spell (?:it|them|that) out|write (?:it|them|that) (?:out|down)"
    r"|print (?:it|them|that)|list (?:them|it|those))\b"
)
PARTICIPLE = (
    r"(?:reproduced|quoted|copied|printed|pasted|dumped|repeated|echoed|written out|translated)\b"
)
_SHOW_ZH = (
    r"总结|概括|翻译|复述|列出|打印|输出|粘贴|贴出|附上|附在|写出|抄写|抄下|引用|告诉我|展示|显示"
    r"|描述|转述|原样|逐字|说明\N{CJK UNIFIED IDEOGRAPH-4E00}下|发给我|贴到|放进|放到|加到"
)
# "your rules", "the internal rules you follow now", "what you were given at start-up"
_OWN_ZH = (
    r"(?:你的|给你的|开发者给你的|你[^。！？\n]{0,6}?(?:遵守|遵循|收到|执行|被赋予|被设定|运行时"
    r"|拿到|得到|启动时)\w{0,2}?的)[^。！？\n]{0,6}?(?:系统提示|提示词|指令|规则|设定|初始消息"
    r"|隐藏规则|开发者消息|操作说明|准则|指示|守则|约束|配置说明|规定"
    r"|第\N{CJK UNIFIED IDEOGRAPH-4E00}条消息)"
)
# "your setup text reproduced verbatim": the participle after the reference (``PARTICIPLE``).
LEAK_PASSIVE_EN = rf"{OWN_SETUP_EN}[^.\n]{{0,30}}?\b{PARTICIPLE}"
LEAK_FRAMED = {
    "en": rf"\b{_SHOW_EN},? (?:[^\s]+ ){{0,6}}?{OWN_SETUP_EN}"
    rf"|\b{_PUT_EN} (?:[^\s]+ ){{0,4}}?{OWN_SETUP_EN}[^.\n]{{0,40}}?(?:{_INTO_REPLY_EN}|verbatim"
    r"|word for word|in full|unredacted|unedited|without (?:cutting|summari[sz]ing|redacting))"
    rf"|\b(?:{_SHOW_EN}|{_PUT_EN}) (?:[^\s]+ ){{0,4}}?[yY]our (?:[^\s]+ )?{_WEAK_NOUN_EN}\b"
    rf"[^.\n]{{0,40}}?{_INTO_REPLY_EN}"
    rf"|\b{_PUT_EN} (?:every|each|your|the) (?:[^\s]+ )?(?:reply|answer|response|message)s?"
    rf" (?:with|by) (?:[^\s]+ ){{0,3}}?{OWN_SETUP_EN}",
    "zh": rf"(?:{_SHOW_ZH})[^。！？\n]{{0,12}}?{_OWN_ZH}"
    rf"|{_OWN_ZH}[^。！？\n]{{0,16}}?(?:{_SHOW_ZH}|附|贴|列|抄|加|写|放|发|给我)",
    "es": r"\b(?:resume|resumir|traduce|traducir|parafrasea|describe|describir|incluye|incluir"
    r"|añade|agrega|adjunta|pega|pegar|copia|copiar|cita|citar|imprime|imprimir|muestra|mostrar"
    r"|lista|enumera|escribe|escribir|comparte|compartir|dime|dame|revela|revelar|repite"
    r"|repetir|reproduce|detalla|explica)\b[^.\n]{0,40}?"
    r"(?:\b(?:tus|sus) (?:[^\s]+ )?(?:instrucciones|reglas|directrices|indicaciones|normas|pautas"
    r"|restricciones)\b(?! de\b)|\btu (?:prompt|mensaje (?:inicial|de sistema|del sistema)"
    r"|configuración (?:inicial|oculta|interna|original))"
    r"|\b(?:las )?(?:instrucciones|reglas|directrices|indicaciones|normas|pautas) (?:[^\s]+ )?"
    r"(?:que|con las que) (?:te (?:dieron|pusieron|dio|configuraron|programaron|cargaron)"
    r"|recibiste|sigues|obedeces|cumples|operas|funcionas))",
    "de": r"\b(?:fass\w*|übersetz\w*|zitier\w*|gib|schreib\w*|kopier\w*|füg\w*|häng\w*|zeig\w*"
    r"|nenn\w*|liste\w*|beschreib\w*|wiederhol\w*|paraphrasier\w*|druck\w*|verrat\w*|teil\w*"
    r"|erklär\w*)\b[^.\n]{0,40}?(?:\bdeine\w* (?:[^\s]+ )?(?:anweisungen|regeln|vorgaben"
    r"|richtlinien|systemanweisungen|instruktionen|einschränkungen|systemprompt|prompt\w*"
    r"|startnachricht|anfangsnachricht)\b(?! (?:für|zur|zum)\b)"
    r"|\b(?:anweisungen|regeln|vorgaben|richtlinien|instruktionen)(?: auf| aus)?,? (?:die"
    r"|mit denen|an die|denen) (?:du|man dir|dir der (?:betreiber|entwickler))(?: \S+){0,3}?"
    r" (?:bekommen|erhalten|gegeben|mitgegeben|befolgst|konfiguriert|eingerichtet|arbeitest"
    r"|gestartet|hältst|folgst)\w*)",
    "fr": r"\b(?:résume|résumer|traduis|traduire|paraphrase|décris|décrire|inclus|inclure|ajoute"
    r"|joins|colle|coller|copie|copier|cite|citer|affiche|afficher|montre|montrer|liste|énumère"
    r"|écris|donne-moi|dis-moi|révèle|révéler|recopie|reproduis|répète|détaille|explique)\b"
    r"[^.\n]{0,40}?(?:\b(?:tes|vos) (?:[^\s]+ )?(?:instructions|règles|consignes|directives"
    r"|restrictions)\b(?! (?:de|d'|pour)\b)"
    r"|\b(?:ton|ta|votre) (?:prompt|message (?:initial|système|de départ)|configuration"
    r" (?:initiale|cachée|interne))|\b(?:les )?(?:instructions|règles|consignes|directives)"
    r" (?:[^\s]+ )?(?:qu'on t'a (?:données|donné|fixées)|que tu (?:as reçues|suis|appliques"
    r"|respectes)|avec lesquelles (?:tu fonctionnes|on t'a configuré)))",
    "ja": r"(?:あなたの|あなたが(?:受け取った|従っている|与えられた|設定された)|君の)"
    r"[^。\n]{0,8}?(?:システムプロンプト|プロンプト|指示|ルール|設定|初期メッセージ|隠しルール"
    r"|ガイドライン|開発者メッセージ|規則|制約|最初のメッセージ)[^。\n]{0,12}?(?:を|も)"
    r"[^。\n]{0,12}?(?:要約|翻訳|引用|書き出|表示|貼り付け|出力|教え|見せ|列挙|添付|含め|記載"
    r"|書いて|コピー|そのまま|\N{CJK UNIFIED IDEOGRAPH-4E00}字\N{CJK UNIFIED IDEOGRAPH-4E00}句"
    r"|説明)",
    "ru": r"\b(?:перескажи|переведи|изложи|опиши|включи|добавь|приложи|вставь|скопируй"
    r"|процитируй|выведи|покажи|перечисли|напиши|сообщи|дай|раскрой|повтори|распечатай"
    r"|воспроизведи|поделись)\w*\b[^.\n]{0,40}?(?:\b(?:сво|тво|ваш)\w* (?:[^\s]+ )?(?:инструкци"
    r"|правил|указани|установк|директив|ограничени|промпт|системн\w* (?:настройк|конфигурац))\w*"
    r"|\b(?:исходн|начальн|системн|скрыт|внутренн)\w* (?:инструкци|правил|указани|промпт)\w*"
    r"|\b(?:инструкци|правил|указани)\w*,? (?:которые ты (?:получил|получила|соблюдаешь"
    r"|выполняешь)|которым ты следуешь|которые тебе (?:дали|выдали|задали)|с которыми (?:ты"
    r" работаешь|тебя (?:настроили|запустили))))",
    "pt": r"\b(?:resuma|traduza|parafraseie|descreva|inclua|adicione|anexe|cole|copie|cite"
    r"|imprima|mostre|liste|enumere|escreva|diga|compartilhe|revele|repita|reproduza|detalhe"
    r"|explique)\b[^.\n]{0,40}?(?:\b(?:suas|tuas) (?:[^\s]+ )?(?:instruções|regras|diretrizes"
    r"|orientações|normas|restrições)\b(?! de\b)|\b(?:seu|teu|sua|tua) (?:prompt|mensagem inicial"
    r"|configuração (?:inicial|oculta|interna))|\b(?:as )?(?:instruções|regras|diretrizes"
    r"|orientações) (?:[^\s]+ )?(?:que (?:te deram|você recebeu|você segue|você obedece|você"
    r" cumpre)|com (?:as )?que você (?:foi configurad\w*|funciona|opera)))",
}


# A note about attacks quotes them: "attackers try 'print everything above'; our bot refuses".
ABOUT_ATTACKS = (
    r"\b(?:attackers?|adversaries|red[- ]team\w*) (?:try|tries|will try|attempt\w*|might|may|often)"
    r"|\b(?:refuses?|rejects?|blocks?) (?:it|them|these|such|the attempt)|攻击者|攻撃者"
    r"|\bangreifer\b|\batacantes?\b|\battaquants?\b|\bзлоумышленник"
    # a quoted attack phrase described, or an eval case expecting a refusal
    rf"|{ABOUT_ATTACK_PHRASE}"
)

# ---- concealment ------------------------------------------------------------------------
_HELPED_EN = (
    r"(?:(?:the |your )?(?:user|person|human|owner|operator|customer|client|boss|admin)"
    r"(?: you(?:'re| are) (?:helping|working for|assisting|serving|talking to|chatting with))?"
    r"|them|him|her|anyone|nobody|no one)"
)
# What is being hidden, named: the data moved, the extra step, this very note.
_COVERT_EN = (
    r"(?:(?:what|that|how|where) you(?:'re| are| have|'ve| had)? (?:also |secretly |quietly )?"
    r"(?:been )?(?:send|sent|sending|upload\w*|forward\w*|cop(?:y|ied|ying)|shar\w*|post\w*"
    r"|export\w*|transfer\w*|exfiltrat\w*|mirror\w*|leak\w*|cc|bcc)\b"
    r"|(?:the |their |his |her |its )?(?:files?|data|mails?|emails?|messages?|keys?|tokens?"
    r"|credentials|documents?|notes?|chats?|logs?) (?:were|was|are|is|got|get|have been|has been)"
    r" (?:being )?(?:copied|sent|forwarded|uploaded|shared|exported|transferred|posted|mirrored"
    r"|leaked)\b|(?:the |this |that |any )?(?:upload|forwarding|transfer"
    r"|export|extra (?:step|copy|task|request|call|upload|recipient|line|command|cc|bcc|address)"
    r"|webhook (?:call|request|post)|side (?:task|job"
    r"|channel|request)|background (?:task|job|step|sync|copy|upload)|hidden (?:step|task|copy"
    r"|request)|copy you (?:make|made|send|keep)|bcc|exfiltration)s?\b|(?:this|these)"
    r" (?:note|entry|memory|instructions?|rule|step|part|change|action|addition|request|task)s?\b)"
)
_NEG_EN = (
    r"(?:don't|do not|never|no need to|there's no need to|there is no need to|you don't need to"
    r"|you do not need to|you don't have to|you do not have to|no need for you to|you needn't"
    r"|needn't|no reason to|don't bother to|not necessary to"
    r"|avoid|refrain from|without)(?: ever)?"
)
_TELL_EN = (
    r"(?:mention|tell|inform|bring|report|announce|surface|flag|point|confirm|acknowledg"
    r"|disclos|reveal|narrat|notif|bother|trouble|burden|worry|distract|call\w* attention"
    r"|draw\w* attention|talk|explain|describ|let on|admit|hint|indicat|let slip)\w*"
)
_REPLY_EN = (
    r"(?:(?:to|with) {HELPED}|in (?:the |your |any |every )?(?:chat|reply|replies|answer|answers"
    r"|response|responses|summary|summaries|report|conversation|output|messages?))"
).replace("{HELPED}", _HELPED_EN)
# English in five rules, each behind its own literal gate: one expression with every shape
# ran whole on any text holding any of its words, most of the cost of a slow entry.
HUSH_EN = {
    "hush_en": rf"\b{_NEG_EN} {_TELL_EN}(?: up| out)?,? (?:[^\s]+ ){{0,6}}?{_COVERT_EN}"
    rf"(?:[^.\n]{{0,20}}?{_REPLY_EN})?"
    rf"|\b{_NEG_EN} {_TELL_EN}(?: up| out)? (?:it|this|that|any of (?:it|this))"
    rf" {_REPLY_EN}(?! (?:unless|until)\b)",
    "unaware_en": rf"\b(?:no one|nobody|no-one)(?: else)? (?:needs|has|ought) to (?:hear|know"
    rf"|find out|learn|see) (?:about |of )?{_COVERT_EN}"
    r"|\b(?:keep|stay) (?:it |this |that )?(?:quiet|silent|mum|hush-hush) (?:about|on)"
    rf" {_COVERT_EN}"
    r"|\b(?:this|it|that) (?:stays|remains|is) (?:just )?between (?:you and me|us|the two of us)\b"
    r"(?! (?:and|until|till|before)\b)|\b(?:just )?between (?:you and me|the two of us),"
    r"|\b(?:consider|keep) (?:this|it) (?:as )?our (?:little )?secret\b"
    rf"|\b(?:the |your )(?:user|person|human|owner|operator|customer|client|boss)"
    r" (?:doesn't"
    r"|does not|needn't|need not|shouldn't|should not|must not|mustn't|won't|will not|never)"
    r" (?:need to |have to |ever |get to )?(?:know|hear|learn|find out|be told|notice|see"
    r"|be (?:bothered|troubled|informed|made aware))(?: about| of)? (?:[^\s]+ ){0,2}?"
    rf"(?:{_COVERT_EN}|(?:this|that)(?=\s*(?:[.;:!]|$)))"
    rf"|\b{_HELPED_EN} (?:should|must|will|can|needs? to) (?:stay|remain|be kept|be left)"
    r" (?:completely |fully |entirely )?(?:unaware|in the dark|oblivious|uninformed)"
    rf"|\bkeep {_HELPED_EN} (?:in the dark|out of the loop|unaware|uninformed)"
    rf"(?:\s*(?:[.;!]|$)| (?:about|on|of|regarding) (?:[^\s]+ ){{0,2}}?{_COVERT_EN})"
    rf"|\b(?:don't|do not|never) let {_HELPED_EN} (?:notice|know|see|find out|realise|realize"
    rf"|suspect|learn|discover)\w*,? (?:that )?{_COVERT_EN}"
    rf"|\bkeep (?:[^\s]+ ){{0,2}}?{_COVERT_EN} (?:[^\s]+ )?(?:to yourself|secret|hidden|quiet"
    r"|private|under wraps)\b",
    # a cover story: if asked, call it routine
    "cover_story_en": rf"\bif {_HELPED_EN}[^.\n]{{0,50}}? asks?\b[^.\n]{{0,60}}?\b(?:tell|say"
    r"|answer|reply|explain"
    r"|claim)\w*[^.\n]{0,30}?\b(?:(?:a |an )?(?:routine|regular|scheduled|standard|normal)"
    r" (?:check|health check|verification|scan|test|sync|diagnostic)\w*|(?:just|only) (?:a |an"
    r" |some )?(?:cache|telemetry|diagnostics?|analytics)|nothing (?:happened|changed|unusual))"
    rf"|\bpretend (?:that )?you (?:did nothing|didn't do anything|did not do anything|never"
    r" (?:did|sent|touched|copied|ran|forwarded|uploaded))\b|\b(?:feign ignorance|play dumb)\b"
    rf"|\b(?:so (?:that )?)?{_HELPED_EN} (?:suspects? nothing|(?:doesn't|does not|won't|will not"
    r"|never) (?:suspect|get suspicious|grow suspicious|catch on))\b"
    r"|\b(?:without raising|avoid(?:ing)?|raise no) suspicion\b",
    "deny_note_en": rf"\bspare {_HELPED_EN} (?:the )?(?:details|specifics|particulars)"
    rf" (?:of|about) {_COVERT_EN}"
    r"|\bkeep (?:it|this|that|everything) (?:off the record|under the radar|on the down[- ]?low)\b"
    r"|\b(?:never|don't|do not) (?:ever )?(?:acknowledge|admit|confirm|reveal|disclose)\w*"
    r" (?:that )?(?:this|these|the) (?:note|entry|memory|instructions?|rules?|message)s?\b"
    r"(?! (?:to|in) (?:the )?(?:public|press|docs?)\b)"
    r"|\b(?:act|behave|respond|answer|reply|pretend|talk)\w* (?:as if|as though|like)"
    r" (?:this|these|the) (?:note|entry|memory|instructions?|message|rules?)s?"
    r" (?:doesn't|does not|didn't|did not|don't|do not|never|isn't|is not|weren't|wasn't)"
    r" (?:exist|existed|exists|there|here|written)"
    r"|\bpretend (?:you )?(?:never (?:saw|read|got|received)|(?:there is|there's) no)"
    r" (?:this|these|such|the|a|an|any) (?:note|entry|memory|instructions?|message)",
    "omit_trace_en": r"\b(?:omit|leave out|drop|strip|exclude|remove|hide|skip|scrub|redact|cut"
    r"|erase|delete"
    r"|wipe|clear)\w*"
    r" (?:any |all |every |the )?(?:mention|record|trace|sign|reference|word|evidence|hint"
    r"|indication|detail)s? of"
    rf" (?:[^\s]+ ){{0,2}}?(?:{_COVERT_EN}|(?:this|that|the) (?:command|call|request|step|action"
    r"|change|run)s?\b)"
    rf"|\b(?:omit|leave|keep|exclude|drop|hide)\w* {_COVERT_EN} (?:out of|from|out from|off)"
    # a report for a third party ("the client summary") is not the user's view
    r" (?:your|the|every|any|all) (?!(?:client|customer|team|shared|public|board|press)\b)"
    r"(?:[^\s]+ )?(?:repl|answer|respons|summar|report|log"
    r"|output|history|transcript|chat|message|recap)\w*"
    r"|\bleave no (?:trace|record|evidence|footprint)s? (?:in|of|on) (?:the |your )?(?:[^\s]+ )?"
    r"(?:history|logs?|chat|conversation|session|repl\w*|memory|transcript|shell)"
    r"|\bcover (?:your|the|its) tracks\b"
    rf"|\b(?:don't|do not|never) log (?:{_COVERT_EN}|what you)"
    r"|(?:^|[.;:,!?] |\b(?:and|then|please|also|just) )(?:do (?:it|this|that) )?(?:silently"
    r"|quietly|discreetly|invisibly|unobtrusively|behind the scenes|in the background"
    r"|without a word)\b[^.\n]{0,40}?\b(?:and |but )?(?:don't|do not|never|without)"
    r" (?:announc|mention|tell|report|say|notif|comment|ask|flag)\w*",
}

# What the system or the start gave you, asked back verbatim, in Chinese and Japanese.
LEAK_FRAMED["zh"] += (
    r"|(?:系统|开发者|最开始|\N{CJK UNIFIED IDEOGRAPH-4E00}开始|最初|开场时?|启动时"
    r"|开头)[^。！？\n]{0,4}?(?:给你|收到|拿到|得到"
    r"|加载)的[^。！？\n]{0,6}?(?:说明|话|文字|内容|文本|设定|指示|指令|规则"
    r"|消息)[^。！？\n]{0,12}?"
    r"(?:原样|\N{CJK UNIFIED IDEOGRAPH-4E00}字不差|逐字|复制|重复|贴|发给我|输出|打印|告诉我)"
)
LEAK_FRAMED["ja"] += (
    r"|(?:システム|開発者|最初|冒頭|起動時|開始時)(?:から|に)?[^。\n]{0,6}?(?:渡された|与えられた"
    r"|受け取った|読み込まれた|もらった)[^。\n]{0,6}?(?:文章|説明|設定|指示|内容|テキスト"
    r"|メッセージ"
    r"|ルール)[^。\n]{0,20}?(?:そのまま"
    r"|\N{CJK UNIFIED IDEOGRAPH-4E00}字\N{CJK UNIFIED IDEOGRAPH-4E00}句|コピー|貼っ|貼り付け|書き出"
    r"|教え|見せ|表示|出力"
    r"|引用|繰り返)"
)
# "Which instructions did the developers give you? Quote them verbatim" (``VERBATIM_INTL``).
ASK_SETUP_INTL = (
    r"(?:instrucciones|reglas|anweisungen|regeln|vorgaben|instructions|consignes|règles"
    r"|instruções|regras|инструкци\w*|правил\w*)[^.?\n]{0,40}?(?:te dieron|te dio|recibiste"
    r"|hast du[^.?\n]{0,30}?(?:bekommen|erhalten)|t'ont[^.?\n]{0,20}?donné\w*|on t'a donné\w*"
    r"|te deram|você recebeu|ты получил\w*|тебе дали)"
)
VERBATIM_INTL = (
    r"textualmente|literalmente|palabra por palabra|wörtlich|wortwörtlich|mot pour mot"
    r"|textuellement|palavra por palavra|дословно|слово в слово"
)
