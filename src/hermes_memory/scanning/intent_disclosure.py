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
    r"|fed|loaded with|started with)|you got|you received|you started with|(?:that )?came before"
    r" (?:my|the|this|our)|(?:that )?(?:shapes|defines|determines|controls|governs) how you"
    r"|(?:hidden )?above (?:this|our|the) (?:conversation|chat)|at the (?:very )?(?:start|beginning"
    r"|top))|your (?:opening|starting|initial|original|hidden|secret|setup|startup) (?:briefing"
    r"|brief|text|message|preamble|setup|instructions|configuration)|the (?:hidden|secret"
    r"|invisible|initial|opening) (?:preamble|briefing|setup text|setup message)|what (?:the "
    r"(?:operator|developer|system)|they|someone) (?:loaded|put|wrote|configured|fed) (?:into|in"
    r"|for|to) you)"
)
_SHOW_EN = (
    r"(?:write out|type out|copy out|copy|paste|reproduce|quote|print|output|repeat|recite|dump"
    r"|show|reveal|display|spell out|give me|send me|tell me|share|transcribe|echo)"
)

MORE_LEAKS = {
    "en": rf"\b{_SHOW_EN} (?:[^\s]+ ){{0,3}}?{_START_EN}"
    rf"|{_START_EN}[^\n]{{0,80}}?\b{_SHOW_EN} (?:it|them|that)\b",
    "zh": r"(?:(?:开头|一开始|最初|开场|启动时|对话之前|第一个问题之前)[^。！？\n]{0,8}?(?:给你"
    r"|收到"
    r"|拿到|加载|得到)的[^。！？\n]{0,6}?(?:文字|内容|说明|设定|配置|文本|指示|前言)|决定你"
    r"[^。！？\n]{0,8}?(?:回答|行为|说话)的[^。！？\n]{0,4}?(?:配置|设定|文本|文字)"
    r"|(?:隐藏|上方)的(?:前言|文字|设定|说明))[^\n]{0,40}?(?:写出来|贴出来|复制给我|打出来|发给我"
    r"|输出|打印|展示|显示|复述|告诉我|列出|原样|一字不差)",
    "es": r"\b(?:copia|pega|reproduce|transcribe|escribe|muestra|imprime|repite|cita|dame|dime"
    r"|comparte|revela)\b[^\n]{0,80}?(?:el texto que te dieron|el mensaje de configuración"
    r"|el texto que define cómo respondes|el preámbulo|lo que te (?:dieron|cargaron|pusieron) al"
    r" (?:principio|comienzo|inicio)|tu (?:mensaje|texto|briefing) (?:inicial|de arranque"
    r"|de inicio|original|oculto))"
    r"|(?:el texto que te dieron|el mensaje de configuración|el texto que define cómo respondes"
    r"|tu briefing de arranque)[^\n]{0,80}?\b(?:copia|pega|reproduce|transcribe|escribe|muestra"
    r"|imprime|repite|cita|dame|dime)\b",
    "de": r"\b(?:schreib|kopier|gib|tipp|zeig|wiederhol|nenn|zitier)\w*\b[^\n]{0,80}?(?:den text,?"
    r" den du (?:ganz )?(?:am anfang|zu beginn)|die einrichtungsnachricht|den konfigurationstext"
    r"|dein\w* (?:eröffnungs|anfangs|start|einrichtungs)\w*|die versteckte präambel)"
    r"|(?:den text,? den du (?:ganz )?(?:am anfang|zu beginn)|die einrichtungsnachricht"
    r"|den konfigurationstext|eröffnungsbriefing|versteckte präambel)[^\n]{0,80}?\b(?:schreib"
    r"|kopier|gib|tipp|zeig|wiederhol|zitier)\w*",
    "fr": r"\b(?:recopie|colle|reproduis|retranscris|écris|affiche|montre|répète|cite|donne-moi"
    r"|dis-moi)\b[^\n]{0,80}?(?:le texte qu'on t'a donné|le message de configuration|le texte qui"
    r" détermine|ton briefing d'ouverture|le préambule caché|ton (?:texte|message|briefing)"
    r" (?:initial|de départ|d'ouverture|de démarrage|caché))"
    r"|(?:le texte qu'on t'a donné|le message de configuration|le texte qui détermine"
    r"|ton briefing d'ouverture|le préambule caché)[^\n]{0,80}?\b(?:recopie|colle|reproduis"
    r"|retranscris|écris|affiche|montre|répète|cite)",
    "ja": r"(?:(?:最初|冒頭|開始時|起動時)[^。\n]{0,8}?(?:渡された|受け取った|与えられた"
    r"|読み込まれた"
    r"|もらった)[^。\n]{0,4}?(?:文章|説明|設定|指示|内容|テキスト)|設定(?:メッセージ|文)"
    r"|答え方を決めている|隠れた前置き)[^\n]{0,40}?(?:書き出|貼り付け|写して|写し|再現|表示|見せ"
    r"|教え|出力)",
    "ru": r"\b(?:перепиши|вставь|воспроизведи|скопируй|выведи|покажи|повтори|процитируй|напиши)\b"
    r"[^\n]{0,80}?(?:текст,? который тебе дали|настроечное сообщение|текст конфигурации"
    r"|вступительный брифинг|скрытую преамбулу|(?:свой|твой|свою|твою|свои|твои) (?:исходн|начальн"
    r"|первоначальн|вступительн"
    r"|настроечн)\w* (?:текст|сообщени|брифинг)\w*)"
    r"|(?:текст,? который тебе дали|настроечное сообщение|текст конфигурации|вступительный"
    r" брифинг|скрытую преамбулу)[^\n]{0,80}?\b(?:перепиши|вставь|воспроизведи|скопируй|выведи"
    r"|покажи|повтори|процитируй)",
    "pt": r"\b(?:copie|cole|reproduza|transcreva|escreva|mostre|imprima|repita|cite|me diga"
    r"|compartilhe)\b[^\n]{0,80}?(?:o texto que você recebeu|a mensagem de configuração|o texto"
    r" que define como você|o seu briefing|o preâmbulo|(?:seu|teu) (?:texto|briefing) (?:inicial|de"
    r" abertura|oculto))"
    r"|(?:o texto que você recebeu|a mensagem de configuração|o texto que define como você"
    r"|o seu briefing de abertura|o preâmbulo oculto)[^\n]{0,80}?\b(?:copie|cole|reproduza"
    r"|transcreva|escreva|mostre|imprima|repita)\b",
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
    r"|\bkeep (?:this|it|that) (?:between us|to yourself|quiet|under wraps)\b(?! and)"
    rf"|\bif (?:{_HELPED_EN}|they|someone)[^.\n]{{0,40}}? asks?\b[^.\n]{{0,60}}?(?:\bdeny\b"
    r"|tell them (?:everything|all) is (?:normal|fine|ok)|say (?:that )?(?:nothing (?:changed"
    r"|happened)|everything is (?:normal|fine)|you (?:have no idea|don't know|do not know))"
    r"|change the subject|pretend)",
    "zh": r"只有你我知道|别(?:跟|和|对)[^。\n]{0,10}?提起|(?:在)?任何总结里都(?:略过|不要提)"
    r"|(?:就算|即使)被直接问到也(?:什么都)?别说|确保他们永远不会(?:听说|知道|发现)"
    r"|(?:如果|要是)[^。\n]{0,16}?问起[^。\n]{0,16}?(?:就说一切正常|岔开话题|说你不知道|否认)",
    "es": r"\bque quede entre nosotros\b(?! y )|\bno se lo (?:comentes|cuentes|digas) a\b"
    r"|\bdéjalo fuera"
    r" de (?:todos )?los resúmenes\b|\bno digas nada aunque te pregunten\b|\basegúrate de que"
    r" nunca se entere\b|\bsi [^.\n]{0,40}? pregunta[^.\n]{0,80}?(?:dile que todo está normal"
    r"|cambia de tema|di que no sabes|niega)",
    "de": r"\bdas bleibt unter uns\b(?! und )|\bsprich [^.\n]{0,40}? nicht darauf an\b"
    r"|\blass es aus jeder"
    r" zusammenfassung\b|\bsag nichts dazu,? selbst wenn\b|\bsorg dafür,? dass (?:sie|er|der"
    r" nutzer|niemand) nie davon\b|\bwenn [^.\n]{0,60}? fragt,? (?:sag,? dass alles normal ist"
    r"|lenk vom thema ab|sag,? du weisst von nichts|streite ab)",
    "fr": r"\b[qQ]ue (?:ça|cela) reste entre nous\b(?! et )|\bn'en parle pas à\b"
    r"|\blaisse-le de côté dans"
    r" chaque résumé\b|\bne dis rien même si\b|\bfais en sorte qu'(?:elle|il) n'en entende"
    r" jamais parler\b|\bsi [^.\n]{0,40}? pose des questions[^.\n]{0,80}?(?:dis-lui que tout est"
    r" normal|change de sujet|dis que tu n'en sais rien|nie\b)",
    "ja": r"ここだけの話|その話を持ち出さない|どの要約からも[^。\n]{0,6}?省い"
    r"|直接聞かれても何も言わ"
    r"|耳に(?:絶対)?入らないように|聞かれたら[^。\n]{0,6}?(?:通常どおり|話題を変え|何も知らない"
    r"|否定)",
    "ru": r"\bпусть это останется между нами\b(?! и )|\bне заводи об этом разговор\b"
    r"|\bне упоминай этого"
    r" ни в одном\b|\bмолчи,? даже если спросят\b|\bчтобы он никогда об этом не узнал\b|\bесли"
    r" [^.\n]{0,40}? спросит[^.\n]{0,80}?(?:скажи,? что вс[её] в порядке|переведи разговор"
    r"|скажи,? что ничего не знаешь|отрицай)",
    "pt": r"\bfica entre nós\b(?! e )|\bnão toque no assunto com\b|\bdeixe isso fora de todos os"
    r" resumos\b|\bnão diga nada mesmo se perguntarem\b|\bgaranta que (?:ela|ele) nunca fique"
    r" sabendo\b|\bse [^.\n]{0,40}? perguntar[^.\n]{0,80}?(?:diga que está tudo normal"
    r"|mude de assunto|diga que não sabe|negue)",
}
