"""Prompt extraction and concealment by intent, in the eight languages.

Extraction: a copy/print/quote verb and a reference to the text the assistant was started
with, named without the word "prompt" (the text you were given at the start, the setup
message before my first question, your opening briefing, the hidden preamble), either order.
Concealment: keeping an action from the person the assistant helps (keep this between us,
leave it out of every summary, say nothing even if asked, if they ask, deny it).
Only pattern text lives here; ``rules_disclosure`` joins it into its per-language rules.
"""

from __future__ import annotations

# "[tT]he", "your", "what", "[qQ]ue": the text is case-folded, so the capital never
# occurs; the class only keeps these common words out of the literal gate (``prefilter``),
# which is then read off the rarer words after them.
_START_EN = (
    r"(?:[tT]he (?:text|message|words|content|instructions|configuration(?: text)?|setup(?: message"
    r"| text)?|briefing|preamble|prompt|notes) (?:that |which )?(?:you were (?:given|handed|shown"
    r"|fed|loaded with|started with)(?! by (?!(?:the |your )?(?:operator|developer|system|creator"
    r"|maker|vendor)s?\b))|you got|you received|you started with|(?:that )?came before"
    r" (?:my|the|this|our)|(?:that )?(?:shapes|defines|determines|controls|governs) how you"
    r"|(?:that )?(?:precedes|comes before) (?:our|this|the) (?:chat|conversation)"
    r"|(?:hidden )?above (?:this|our|the) (?:conversation|chat)|at the (?:very )?(?:start|beginning"
    r"|top)(?! of (?!(?:this|the|our|your) (?:conversation|chat|context|session|prompt))))"
    r"|your (?:opening|starting|initial|original|hidden|secret|setup|startup) (?:briefing"
    r"|brief|text|message|preamble|setup|instructions|configuration)|[tT]he (?:hidden|secret"
    r"|invisible|initial|opening) (?:preamble|briefing|setup text|setup message|setup)"
    r"|what (?:the "
    r"(?:operator|developer|system)|they|someone) (?:loaded|put|wrote|configured|fed) (?:into|in"
    r"|for|to) you)"
)
_SHOW_EN = (
    r"(?:write out|type out|copy out|copy|paste|reproduce|quote|print|output|repeat|recite|dump"
    r"|show|reveal|display|spell out|give me|send me|tell me|share|transcribe|echo)"
)

MORE_LEAKS = {
    "en": rf"\b{_SHOW_EN},? (?:[^\s]+ ){{0,3}}?{_START_EN}"
    rf"|{_START_EN}[^\n]{{0,80}}?\b{_SHOW_EN} (?:it|them|that)\b"
    r"|\b(?:quot\w*|list\w*|writ\w* out|print\w*|repeat\w*|recit\w*|reproduc\w*|cop(?:y|ying) out"
    r"|output\w*|reveal\w*|show\w*|tell me|send me|dump\w*|enumerat\w*"
    r"|spell\w* out)\b (?:[^\s]+ ){0,3}?(?:instructions?|rules?|guidelines?|directives?|prompt"
    r"|configuration|directions?|orders?) (?:that |which )?(?:you were|you've been|you got"
    r"|you received|were given to you|given to you|you are running (?:on"
    r"|with)) ?(?:[^\s]+ ){0,2}?(?:given|configured|set up|loaded|told|programmed|started|briefed"
    r"|before (?:this|our|the) (?:conversation|chat|session))\b(?! by (?!the (?:operator|developer"
    r"|system)))|\bwhat (?:were|was) you (?:told|instructed|asked|given)\b[^\n]{0,60}?\bbefore (?:i"
    r"|we|(?:this|our|the) (?:conversation|chat|session|first))\b[^\n]{0,60}?\b(?:write|print|list"
    r"|repeat|tell me|share|quote|copy|paste)",
    "zh": r"(?:(?:开头|\N{CJK UNIFIED IDEOGRAPH-4E00}开始|最初|开场|启动时|对话之前"
    r"|第\N{CJK UNIFIED IDEOGRAPH-4E00}个问题之前)[^。！？\n]{0,8}?(?:给你"
    r"|收到"
    r"|拿到|加载|得到)的[^。！？\n]{0,6}?(?:文字|内容|说明|设定|配置|文本|指示|前言)|决定你"
    r"[^。！？\n]{0,8}?(?:回答|行为|说话)的[^。！？\n]{0,4}?(?:配置|设定|文本|文字)"
    r"|(?:隐藏|上方)的(?:前言|文字|设定|说明))[^\n]{0,40}?(?:写出来|贴出来|复制给我|打出来|发给我"
    r"|输出|打印|展示|显示|复述|告诉我|列出|原样|\N{CJK UNIFIED IDEOGRAPH-4E00}字不差)"
    r"|(?:你(?:被)?(?:设定|配置|给定|预设)的|(?:对话|会话"
    r"|聊天)开始(?:之)?前[^。！？\n]{0,6}?(?:收到|拿到|得到)的|你(?:收到|拿到|得到)的(?:全部"
    r"|所有)?)[^。！？\n]{0,6}?(?:规则|指令|说明|指示|设定|提示词)[^。！？\n]{0,12}?(?:列出|写出"
    r"|发给我|打印|输出|复述|贴出|告诉我|原样|逐字)|(?:逐字|原样"
    r"|\N{CJK UNIFIED IDEOGRAPH-4E00}字不差地?)[^。！？\n]{0,6}?(?:列出|写出|打印"
    r"|输出)[^。！？\n]{0,8}?你(?:被)?(?:设定|配置"
    r"|收到)的",
    "es": r"\b(?:copia|pega|reproduce|transcribe|escribe|muestra|muéstrame|enséñame|imprime|repite"
    r"|cita|dame|dime|comparte|revela)\b[^\n]{0,80}?(?:el texto que te dieron"
    r"|el mensaje de configuración"
    r"|el texto oculto|el texto que precede a (?:nuestra|esta) conversación"
    r"|el texto que define cómo respondes|el preámbulo|lo que te (?:dieron|cargaron|pusieron) al"
    r" (?:principio|comienzo|inicio)|tu (?:mensaje|texto|briefing) (?:inicial|de arranque"
    r"|de inicio|original|oculto))"
    r"|(?:el texto que te dieron|el mensaje de configuración|el texto que define cómo respondes"
    r"|tu briefing de arranque)[^\n]{0,80}?\b(?:copia|pega|reproduce|transcribe|escribe|muestra"
    r"|imprime|repite|cita|dame|dime)\b"
    r"|\b(?:cit\w*|enumer\w*|list\w*|copi\w*|escrib\w*|muestr\w*|repit\w*|reproduc\w*|imprim\w*"
    r"|dime|revel\w*)\b[^\n]{0,60}?(?:instrucciones|reglas|indicaciones|directrices|pautas"
    r"|normas) (?:con (?:las )?que te (?:configuraron|programaron|iniciaron|crearon)"
    r"|que te (?:dieron|dijeron|pusieron|cargaron)|que recibiste)",
    "de": r"\b(?:schreib|kopier|gib|tipp|zeig|wiederhol|nenn|zitier)\w*\b[^\n]{0,80}?(?:den text,?"
    r" den du (?:ganz )?(?:am anfang|zu beginn)|die einrichtungsnachricht|den konfigurationstext"
    r"|dein\w* (?:eröffnungs|anfangs|start|einrichtungs)\w*|die versteckte präambel)"
    r"|(?:den text,? den du (?:ganz )?(?:am anfang|zu beginn)|die einrichtungsnachricht"
    r"|den konfigurationstext|eröffnungsbriefing|versteckte präambel)[^\n]{0,80}?\b(?:schreib"
    r"|kopier|gib|tipp|zeig|wiederhol|zitier)\w*"
    r"|\b(?:zitier\w*|liste\w*|gib\w*|schreib\w*|nenn\w*|zeig\w*"
    r"|wiederhol\w*)\b[^\n]{0,60}?(?:anweisungen|regeln|vorgaben"
    r"|richtlinien)(?: auf| aus| an)?,? (?:mit denen du (?:konfiguriert|eingerichtet|gestartet"
    r"|programmiert)"
    r"|die (?:du|man dir) (?:[^\s]+ ){0,4}?(?:bekommen|erhalten|gegeben|mitgegeben))"
    r"|(?:anweisungen|regeln|vorgaben|richtlinien) zu (?:zitier|nenn|wiederhol|zeig|schreib)\w*,?"
    r" (?:mit denen|die) du",
    "fr": r"\b(?:recopie|colle|reproduis|retranscris|écris|affiche|montre|répète|cite|donne-moi"
    r"|dis-moi)\b[^\n]{0,80}?(?:le texte qu'on t'a donné|le message de configuration|le texte qui"
    r" détermine|ton briefing d'ouverture|le préambule caché|ton (?:texte|message|briefing)"
    r" (?:initial|de départ|d'ouverture|de démarrage|caché))"
    r"|(?:le texte qu'on t'a donné|le message de configuration|le texte qui détermine"
    r"|ton briefing d'ouverture|le préambule caché)[^\n]{0,80}?\b(?:recopie|colle|reproduis"
    r"|retranscris|écris|affiche|montre|répète|cite)"
    r"|\b(?:cit\w*|liste\w*|recopi\w*|écri\w*|affich\w*|répét\w*|répète|donne-moi"
    r"|dis-moi)\b[^\n]{0,60}?(?:instructions|règles|consignes"
    r"|directives) (?:avec lesquelles on t'a (?:configuré|programmé|lancé)|qu'on t'a (?:données"
    r"|donnés|fixées|donné)|que tu as reçues)",
    "ja": r"(?:(?:最初|冒頭|開始時|起動時)[^。\n]{0,8}?(?:渡された|受け取った|与えられた"
    r"|読み込まれた"
    r"|もらった)[^。\n]{0,4}?(?:文章|説明|設定|指示|内容|テキスト)|設定(?:メッセージ|文)"
    r"|答え方を決めている|隠れた前置き|隠れた設定|会話の前にある[^。\n]{0,6}?(?:設定|指示"
    r"|文章))[^\n]{0,40}?(?:書き出|貼り付け|写して|写し|再現|表示|見せ"
    r"|教え|出力)"
    r"|(?:設定された|与えられた|受け取った|渡された|読み込まれた)(?:指示|ルール|規則|命令"
    r"|設定)[^。\n]{0,24}?(?:引用|書き出|表示|教え|見せ|列挙|出力|繰り返)",
    "ru": r"\b(?:перепиши|вставь|воспроизведи|скопируй|выведи|покажи|повтори|процитируй|напиши)\b"
    r"[^\n]{0,80}?(?:текст,? который тебе дали|настроечное сообщение|текст конфигурации"
    r"|вступительный брифинг|скрытую преамбулу|(?:свой|твой|свою|твою|свои|твои) (?:исходн|начальн"
    r"|первоначальн|вступительн"
    r"|настроечн)\w* (?:текст|сообщени|брифинг)\w*)"
    r"|(?:текст,? который тебе дали|настроечное сообщение|текст конфигурации|вступительный"
    r" брифинг|скрытую преамбулу)[^\n]{0,80}?\b(?:перепиши|вставь|воспроизведи|скопируй|выведи"
    r"|покажи|повтори|процитируй)"
    r"|\b(?:цитат|процитируй|перечисли|выведи|покажи|напиши|повтори"
    r"|скопируй)\w*\b[^\n]{0,60}?(?:инструкци|правил|указани)\w*,? (?:с которыми тебя (?:настроили"
    r"|запустили|создали)|которые тебе (?:дали|выдали|задали))",
    "pt": r"\b(?:copie|cole|reproduza|transcreva|escreva|mostre|imprima|repita|cite|me diga"
    r"|compartilhe)\b[^\n]{0,80}?(?:o texto que você recebeu|a mensagem de configuração|o texto"
    r" que define como você|o seu briefing|o preâmbulo|(?:seu|teu) (?:texto|briefing) (?:inicial|de"
    r" abertura|oculto))"
    r"|(?:o texto que você recebeu|a mensagem de configuração|o texto que define como você"
    r"|o seu briefing de abertura|o preâmbulo oculto)[^\n]{0,80}?\b(?:copie|cole|reproduza"
    r"|transcreva|escreva|mostre|imprima|repita)\b"
    r"|\b(?:cit\w*|list\w*|copi\w*|escrev\w*|mostr\w*|repit\w*|imprim\w*"
    r"|diga)\b[^\n]{0,60}?(?:instruções|regras|orientações"
    r"|diretrizes) (?:com (?:as )?que você foi configurad\w*|que te deram|que você recebeu)",
}

_HELPED_EN = (
    r"(?:the (?:person|people|user|human|owner|operator|customer)s?(?: (?:you(?:'re| are) helping"
    r"|you help|you work for))?|them|anyone|whoever you(?:'re| are) helping)"
)
MORE_CONCEALMENT = {
    "en": r"\b(?:don't|do not|never) (?:bring (?:it|this|that) up|mention (?:it|this|that)"
    rf"|talk about (?:it|this|that)) (?:with|to) {_HELPED_EN}"
    r"|\b(?:leave|keep) (?:it|this|that) out of (?:every|all|any|your) (?:summar|report"
    r"|explanation|answer|repl|message|changelog)\w*"
    r"|\bsay nothing(?: about (?:it|this|that))?,? (?:even )?(?:if|when) (?:asked|they ask"
    r"|questioned|someone asks)"
    r"|\b(?:make sure|ensure) (?:they|the user|the person|nobody|no one|the human) (?:never|doesn't"
    r"|does not|won't|will not) (?:hears?|finds? out|learns?|knows?|notices?|sees?)\b"
    rf"|\bno need for {_HELPED_EN} to (?:find out|know|hear|notice|see)\b"
    r"|\bkeep (?:this|it|that) (?:between us|to yourself|quiet|under wraps)\b(?! (?:and|until|till"
    r"|before)\b)"
    rf"|\bif (?:{_HELPED_EN}|they|someone)[^.\n]{{0,40}}? asks?\b[^.\n]{{0,60}}?(?:\bdeny\b"
    r"|tell them (?:everything|all) is (?:normal|fine|ok)|say (?:that )?(?:nothing (?:changed"
    r"|happened)|everything is (?:normal|fine)|you (?:have no idea|don't know|do not know))"
    r"|change the subject|pretend)"
    r"|\b(?:the )?(?:user|person|people|human|owner|customer)s?(?: (?:you(?:'re| are)? (?:helping"
    r"|assisting|serving)|you help|you assist|you work for))? (?:mustn't|shouldn't"
    # "users cannot see it" describes; "the user must not see it" orders
    r"|(?:must|should|may) ?(?:not|never))\b (?:[^\s]+ )?(?:learn|know|find out|notice|hear|see"
    r"|realise|realize|be told"
    r"|get wind|catch wind)"
    r" (?:about |of )?(?:it|this|that|any of (?:it|this)|what (?:you|happened|changed))\b"
    r"|\bif (?:anyone|someone|they|the user|the person)[^.\n]{0,20}? asks? (?:what|whether"
    r"|if) (?:changed|happened|you did|was done)[^.\n]{0,30}?(?:tell (?:them|him|her)|say|answer"
    r"|reply)\b[^.\n]{0,12}?\b(?:nothing|everything is (?:normal|fine))",
    "zh": r"只有你我知道|别(?:跟|和|对)[^。\n]{0,10}?提起|(?:在)?任何总结里都(?:略过|不要提)"
    r"|(?:就算|即使)被直接问到也(?:什么都)?别说|确保他们永远不会(?:听说|知道|发现)"
    r"|(?:如果|要是)[^。\n]{0,16}?问起[^。\n]{0,16}?(?:就说\N{CJK UNIFIED IDEOGRAPH-4E00}切正常"
    r"|岔开话题|说你不知道|否认)"
    r"|(?:问起|问到|问)[^。！？\n]{0,10}?(?:什么|哪些)?(?:变|改|发生)[^。！？\n]{0,10}?(?:就说"
    r"|说)[^。！？\n]{0,6}?(?:什么都没变|\N{CJK UNIFIED IDEOGRAPH-4E00}切正常|没有变化|什么都没有"
    r"|不知道)|(?:不要|别|不准"
    r"|不许)(?:向|跟|对)(?:用户|使用者|主人|对方)(?:透露|提起|说)"
    r"|(?:问起|问到)[^。！？\n]{0,10}?(?:就说|说)[^。！？\n]{0,6}?(?:什么都没变"
    r"|\N{CJK UNIFIED IDEOGRAPH-4E00}切正常|没有变化)",
    "es": r"\bque quede entre nosotros\b(?! (?:y|hasta)\b)"
    r"|\bno se lo (?:comentes|cuentes|digas) a\b"
    r"|\bdéjalo fuera"
    r" de (?:todos )?los resúmenes\b|\bno digas nada aunque te pregunten\b|\basegúrate de que"
    r" nunca se entere\b|\bsi [^.\n]{0,40}? pregunta[^.\n]{0,80}?(?:dile que todo está normal"
    r"|cambia de tema|di que no sabes|niega)"
    r"|\bsi (?:te )?preguntan? (?:qué|que) (?:cambió|ha cambiado|pasó|hiciste)[^.\n]{0,30}?(?:di"
    r"|diles|dile|responde)\b[^.\n]{0,12}?\b(?:nada|todo (?:está|sigue) (?:normal|igual))"
    r"|\bno le (?:cuentes|digas|comentes|menciones) nada (?:de esto|de ello|sobre esto) a\b",
    "de": r"\bdas bleibt unter uns\b(?! (?:und|bis)\b)|\bsprich [^.\n]{0,40}? nicht darauf an\b"
    r"|\blass es aus jeder"
    r" zusammenfassung\b|\bsag nichts dazu,? selbst wenn\b|\bsorg dafür,? dass (?:sie|er|der"
    r" nutzer|niemand) nie davon\b|\bwenn [^.\n]{0,60}? fragt,? (?:sag,? dass alles normal ist"
    r"|lenk vom thema ab|sag,? du weisst von nichts|streite ab)"
    r"|\b(?:falls|wenn) (?:jemand|der nutzer|man|die person) fragt,? (?:was"
    r"|ob) (?:sich )?(?:geändert|passiert|getan)[^.\n]{0,40}?(?:sag"
    r"|antworte)\w*[^.\n]{0,12}?\b(?:nichts|alles (?:ist )?normal)|\berzähl\w* (?:der person"
    r"|dem nutzer|dem benutzer|niemandem)[^.\n]{0,30}? nichts davon",
    "fr": r"\b[qQ]ue (?:ça|cela) reste entre nous\b(?! (?:et|jusqu))|\bn'en parle pas à\b"
    r"|\blaisse-le de côté dans"
    r" chaque résumé\b|\bne dis rien même si\b|\bfais en sorte qu'(?:elle|il) n'en entende"
    r" jamais parler\b|\bsi [^.\n]{0,40}? pose des questions[^.\n]{0,80}?(?:dis-lui que tout est"
    r" normal|change de sujet|dis que tu n'en sais rien|nie\b)"
    r"|\bsi (?:on te demande|l'utilisateur (?:te )?demande"
    r"|quelqu'un (?:te )?demande) ce qui (?:a changé|s'est passé)[^.\n]{0,30}?(?:réponds"
    r"|dis)\b[^.\n]{0,12}?\b(?:rien|tout est normal)|\bn'en (?:dis|parle|dites|parlez) rien à\b"
    r"|\bsans que (?:l'utilisateur|la personne|personne) (?:ne )?s'en (?:aperçoive|rende compte)",
    "ja": r"ここだけの話|その話を持ち出さない|どの要約からも[^。\n]{0,6}?省い"
    r"|直接聞かれても何も言わ"
    r"|耳に(?:絶対)?入らないように|聞かれたら[^。\n]{0,6}?(?:通常どおり|話題を変え|何も知らない"
    r"|否定)"
    r"|(?:聞かれ(?:ても|たら))[^。\n]{0,6}?(?:何も変わっていない|何もない|通常どおり|知らない)"
    r"|(?:変わった|起きた)か聞かれ[^。\n]{0,20}?(?:何も変わっていない|何もない|通常どおり)"
    r"|(?:手伝っている|サポートしている|担当している)(?:人|相手)に(?:は)?[^。\n]{0,10}?(?:話さない"
    r"|言わない|伝えない|知らせない)",
    "ru": r"\bпусть это останется между нами\b(?! (?:и|до)\b)|\bне заводи об этом разговор\b"
    r"|\bне упоминай этого"
    r" ни в одном\b|\bмолчи,? даже если спросят\b|\bчтобы он никогда об этом не узнал\b|\bесли"
    r" [^.\n]{0,40}? спросит[^.\n]{0,80}?(?:скажи,? что вс[её] в порядке|переведи разговор"
    r"|скажи,? что ничего не знаешь|отрицай)"
    r"|\bесли (?:спросят|кто-то спросит|пользователь спросит),? что (?:изменилось|случилось"
    r"|ты сделал)[^.\n]{0,30}?скажи,?[^.\n]{0,12}?(?:ничего|вс[её] в порядке)|\bничего не (?:говори"
    r"|рассказывай|сообщай)\w* (?:[^\s]+ ){0,2}?(?:человеку|пользовател\w*|никому)"
    r"|\bпользовател\w* не должен (?:[^\s]+ ){0,2}?(?:узнать|знать|заметить|пронюхать)",
    "pt": r"\bfica entre nós\b(?! (?:e|até)\b)|\bnão toque no assunto com\b"
    r"|\bdeixe isso fora de todos os"
    r" resumos\b|\bnão diga nada mesmo se perguntarem\b|\bgaranta que (?:ela|ele) nunca fique"
    r" sabendo\b|\bse [^.\n]{0,40}? perguntar[^.\n]{0,80}?(?:diga que está tudo normal"
    r"|mude de assunto|diga que não sabe|negue)"
    r"|\bse (?:perguntarem|alguém perguntar|o usuário perguntar) o que (?:mudou|aconteceu"
    r"|você fez)[^.\n]{0,30}?(?:diga|responda)\b[^.\n]{0,12}?\b(?:nada|está tudo normal)"
    r"|\b(?:o usuário|o usuario|ninguém) não (?:pode|deve) (?:ficar sabendo|saber|perceber"
    r"|descobrir)",
}

# ---- twenty-first round: the assistant's own work filed as confidential or internal and never
# to reach the user (a policy, a changelog line, a slang "keep it on the dl"), a step left out of
# the summary with a false answer ready, "even if the user asks, keep it hidden". Each needs the
# assistant's acts (or "you do", with the user named) and their keeping from the user together:
# a salary kept confidential or a surprise "between us" names neither.
_BY_ASSISTANT_EN = (
    r"(?:(?:actions?|operations?|activit(?:y|ies)|steps?|commands?|work|anything|everything"
    r"|whatever|stuff|things|data|cop(?:y|ies)|uploads?|transfers?)\b[^.\n]{0,40}?\b(?:by the"
    r" (?:assistant|agent|bot|ai|model)|(?:the (?:assistant|agent|bot|ai|model)) (?:does|did"
    r"|takes?|took|performs?|runs?|carr(?:y|ies) out|sends?|makes?))\b)"
)
_BY_YOU_EN = (
    r"(?:(?:anything|everything|whatever|stuff|the stuff|things|what) (?:that )?(?:you|u)"
    r" (?:do|run|did|execute|send|change|fire off)\b)"
)
_FROM_USER_EN = (
    r"(?:\b(?:the )?(?:user|human|owner|customer|client)s? (?:doesn'?t|does not|don'?t|do not"
    r"|won'?t|needn'?t|never) (?:need to |have to |gets? to )?(?:know|hear|find out|see|learn)\b)"
)
MORE_CONCEALMENT["en"] += (
    rf"|{_BY_ASSISTANT_EN}[^\n]{{0,100}}?(?:\b(?:never|not) (?:be |to be )?(?:disclosed"
    r"|mentioned|reported|revealed|shown|told|surfaced|communicated)\b|\b(?:counts?|classified"
    r"|treated|filed) as (?:confidential|internal|secret)\b|\bon the dl\b|\bstays? between us\b"
    rf"|{_FROM_USER_EN})"
    rf"|{_BY_YOU_EN}[^\n]{{0,80}}?{_FROM_USER_EN}"
    r"|\bleave (?:step|item|point|line|part) \d+ out of (?:the|your|any|every) (?:summary|report"
    r"|recap|log|changelog)\b"
    r"|\bif (?:asked|questioned|they ask|the user asks),? (?:just )?say (?:that )?you (?:only"
    r"|just|never|didn'?t)\b"
)
MORE_CONCEALMENT["zh"] += (
    r"|(?:助手|机器人|ai|模型)[^。\n]{0,24}?(?:操作|行为|动作|所做|做的)[^。\n]{0,30}?(?:不得|不要|不能"
    r"|禁止|不可|别)(?:出现在|告诉|透露|告知|提及|提到|写进|让)[^。\n]{0,8}?用户"
)
MORE_CONCEALMENT["es"] += (
    r"|\b(?:el|del) (?:asistente|agente|bot)\b[^.\n]{0,80}?\b(?:confidencial|intern|secret)\w*"
    r"[^.\n]{0,40}?\bno (?:se )?(?:le |les )?(?:comunic|cuent|dic|inform|mencion|report|revel)\w*"
    r"[^.\n]{0,10}?\bal usuario\b"
)
MORE_CONCEALMENT["de"] += (
    r"|\b(?:\w+ des (?:assistenten|agenten|bots)|der (?:assistent|agent|bot))\b[^.\n]{0,80}?"
    r"\b(?:dem|den) (?:nutzer|benutzer"
    r"|anwender)n? (?:\w+ ){0,2}?(?:nicht|nie) (?:mehr )?(?:gemeldet|angezeigt|mitgeteilt"
    r"|erwähnt)\b"
)
MORE_CONCEALMENT["fr"] += (
    r"|\b(?:tai[rs]e?|cach\w+|dissimul\w+) (?:à|a) l'utilisateur\b"
    r"|\b(?:tout )?ce que tu fais\b[^\n]{0,80}?\b(?:gard\w* pour toi|(?:l'utilisateur|il|elle)"
    r" (?:n')?a pas besoin de (?:le )?savoir)"
)
MORE_CONCEALMENT["ja"] += (
    r"|ユーザーに(?:聞かれ|確認され|尋ねられ)(?:ても|たとしても)[^。\n]{0,20}?(?:伏せ|隠|明かさ)"
)
MORE_CONCEALMENT["ru"] += (
    r"|\b(?:юзеру|пользователю) ни слова\b"
    r"|(?:всё|все|то),? что (?:ты )?(?:делаешь|крутишь|запускаешь|выполняешь)\b[^\n]{0,60}?"
    r"(?:молчок|при себе|ни слова|знать не надо)"
)
MORE_CONCEALMENT["pt"] += (
    r"|\b(?:o|do) (?:assistente|agente|bot)\b[^\n]{0,100}?\b(?:sigilos|confidencia|intern)\w*"
    r"[^\n]{0,40}?\bnão (?:\w+ ){0,2}?(?:relate|reporte|conte|diga|mencione|informe|comunique"
    r"|revele)\w* (?:\w+ ){0,2}?(?:ao|à|para o) (?:usuário|usuária|cliente|utilizador)"
    # (batch B: "não deve ser contado ao usuário", the participle)
    r"|\b(?:o|do) (?:assistente|agente|bot)\b[^\n]{0,100}?\b(?:sigilos|confidencia|intern)\w*"
    r"[^\n]{0,40}?\bnão (?:deve|pode|vai) ser (?:contad|relatad|informad|comunicad|revelad"
    r"|mencionad|mostrad)\w* (?:ao|à|para o) (?:usuário|usuária|cliente|utilizador)"
)
# (batch B: the French policy, "faits par l'assistant ... confidentiels, ne les signale jamais")
MORE_CONCEALMENT["fr"] += (
    r"|\b(?:par l'assistant|l'assistant (?:fait|lance|exécute|envoie))\b[^.\n]{0,80}?"
    r"\b(?:confidentiel|interne|secret)\w*[^.\n]{0,40}?\bne (?:les |le |la |lui )?(?:signal"
    r"|dis|mentionn|montr|communiqu)\w* (?:jamais|pas|rien) (?:à|a) l'utilisat\w+"
)
# ---- det22: something taken out of the very record the user reads ("omit them from chat replies
# and from any log the user can read", "out of the activity feed the user can open"): the place
# is named by its reader, which a changelog's "remove the test entries" does not do.
MORE_CONCEALMENT["en"] += (
    r"|\b(?:omit|remove|strip|hide|keep|leave|delete|erase|scrub)\b[^.\n]{0,60}?\b(?:from|out of)"
    r" (?:the |any |every |their |his |her |its |your )?(?:[^\s]+ ){0,2}?(?:log|logs|history"
    r"|feed|record|timeline|transcript)s? (?:that )?(?:the |your )?(?:user|owner|customer"
    r"|client|account holder)s? (?:can|could|will|may|gets? to) (?:read|see|open|view|check)\b"
)
