"""Prompt extraction by structure, in the eight languages: the SETUP slot (the text the
assistant was set up with: its system prompt, hidden or initial instructions, the rules it was
given, whatever came before the first message) and the REVEAL slot (a verb that puts text into
an answer, a file or a message: print, repeat, paste, translate, send, save, include...).

The vocabularies are written per language from the language itself (registers, inflections,
colloquial forms), not from any labelled text, so the next writer's words are likely in them.
A setup noun counts only when it is the assistant's: owned ("your", "ses", "свои", "你的"),
given to it ("you were given", "que recebeu"), or one that can only name an assistant's setup
("system prompt", "システムプロンプト"). Only pattern text lives here; ``rules_setup_text``
joins the slots per language.
"""

from __future__ import annotations

_EN_NOUN = (
    r"(?:instructions?|prompt|pre-?prompt|meta-?prompt|directives|briefing|preamble"
    r"|system message|initiali[sz]ation|custom instructions|guardrails|persona definition"
    r"|setup text|start-?up text|system text|opening instructions|setup message|setup prompt)"
)
_ES_NOUN = (
    r"(?:instrucciones|indicaciones|directrices|consignas|prompt|mensaje (?:de|del) sistema"
    r"|texto de (?:configuración|sistema)|preámbulo)"
)
_DE_NOUN = (
    r"(?:anweisungen|vorgaben|systemanweisung\w*|system-?prompts?|prompts?|startanweisung\w*"
    r"|einrichtungstext\w*|instruktionen|system-?nachricht|präambel|grundanweisung\w*"
    r"|einleitungstext\w*|anfangsanweisung\w*|systemtext\w*|starttext\w*|konfigurationstext\w*"
    r"|start-?prompt\w*|systemkonfiguration\w*|systemeinstellung\w*|initialtext\w*)"
)
_FR_NOUN = (
    r"(?:consignes?|instructions?|prompt|message système|directives|notes d'initialisation"
    r"|préambule|messages? initia(?:l|ux)|(?:texte|message) de configuration)"
)
_PT_NOUN = (
    r"(?:instruções|orientações|prompt|diretrizes|texto de (?:configuração|sistema)"
    r"|mensagem (?:de|do) sistema|preâmbulo)"
)
_RU_NOUN = (
    r"(?:промпт\w*|инструкци\w*|указани\w*|вводн\w*|системн\w* (?:сообщени|подсказк)\w*"
    r"|преамбул\w*|директив\w*)"
)


# The setup text addressed as the reader's own ("your system prompt", "what you were given",
# "everything before my first message"): asking for it out is extraction.
SETUP_YOURS = {
    "en": rf"\b(?:your|ur|yr) (?:[^\s.!?;:]+ ){{0,3}}?{_EN_NOUN}\b"
    rf"|\b(?:text|{_EN_NOUN}|message|wording|configuration|config|setup|rules|guidelines)"
    r"(?: [^\s.!?;:]+){0,3}? (?:that |which )?you"
    r" (?:were |got |have been )?(?:given|received|got|handed|fed|loaded|started (?:with|up with)"
    r"|booted (?:with|up with)|initiali[sz]ed with|configured with|set up with|told)\b"
    # (given by a landlord, HR or a clinic: a person's instructions, not the assistant's)
    r"(?! (?:by|from) (?!(?:your|the|its) (?:developers?|operators?|vendors?|providers?|creators?"
    r"|makers?|devs?)\b))"
    r"|\b(?:everything|all|whatever|the text|anything) (?:that )?(?:comes?|came|appears?|was"
    r"|is|sits?) (?:written )?(?:before|above|ahead of) (?:my|our|the|this) (?:first"
    r" (?:message|turn|prompt)|chat|conversation|user message)"
    r"|\b(?:first|very first|opening) message (?:in|of) your context\b"
    r"|\b(?:prompt|instructions|text|configuration) (?:that )?(?:sits?|is|comes?) (?:written )?"
    r"(?:before|above|ahead of) (?:our|this|the) (?:chat|conversation)\b"
    r"|\b(?:everything|all|whatever|what|anything) (?:that )?you (?:were|have been|got|had"
    r" been) (?:told|given|fed|sent|handed|shown) before\b"
    # the reader's own configuration named as its original one
    r"|\b(?:your|ur) (?:original|initial|hidden|secret|starting|startup|internal)"
    r" (?:[^\s.!?;:]+ )?(?:configuration|config|setup|rules|guidelines)\b",
    "es": rf"\b(?:tus|tu|vuestras?) (?:[^\s.!?;:]+ ){{0,3}}?{_ES_NOUN}\b"
    rf"|\b(?:texto|{_ES_NOUN}|configuración|reglas|normas|pautas)(?: [^\s.!?;:]+){{0,3}}?"
    r" (?:que|con (?:el|la|los|las) que|con que) te (?:dieron|dio|pasaron|configuraron|cargaron"
    r"|pusieron|montaron|programaron)\b"
    rf"|\b(?:texto|{_ES_NOUN}|configuración|reglas|normas|pautas)(?: [^\s.!?;:]+){{0,3}}?"
    r" (?:que|con (?:el|la|los|las) que|con que) (?:recibiste|arrancaste|arrancas|iniciaste"
    r"|empezaste|empiezas)\b"
    r"|\btodo lo que (?:aparece|hay|viene|te (?:dijeron|escribieron|pusieron)) antes del?"
    r" (?:primer mensaje|la conversación|esta conversación)",
    "de": rf"\b(?:deine[nmrs]?|dein|eure[nmrs]?) (?:[^\s.!?;:]+ ){{0,3}}?(?:[a-zäöü-]*){_DE_NOUN}\b"
    rf"|\b(?:text|{_DE_NOUN}|konfiguration|regeln|einstellungen),? (?:[^\s.!?;:]+ ){{0,2}}?"
    r"(?:die|den|das|mit dem|mit denen|mit der) (?:du|sie|dir"
    r"|ihnen) (?:[^\s.!?;:]+ ){0,4}?(?:bekommen|erhalten|gestartet|geladen|konfiguriert"
    r"|eingerichtet|initialisiert|mitbekommen|mitgegeben) (?:hast|wurdest|haben|wurden)\b"
    r"|\balles,? was (?:dir )?vor (?:meiner|unserer|der) ersten nachricht"
    r"|\b(?:deine[nmrs]?|dein|eure[nmrs]?) (?:ursprüngliche|initiale|versteckte|geheime"
    r"|interne|vollständige|gesamte|komplette)\w* (?:konfiguration|einstellungen|regeln"
    r"|richtlinien|vorgaben)\b",
    "fr": rf"\b(?:tes|ton|ta|vos|votre) (?:[^\s.!?;:]+ ){{0,3}}?{_FR_NOUN}\b"
    rf"|\b(?:texte|{_FR_NOUN}|configuration|règles|réglages|paramétrage)(?: [^\s.!?;:]+){{0,3}}?"
    r" (?:que (?:tu as|vous avez|on t'a|on vous a|(?:votre|ton|l') ?(?:éditeur|développeur"
    r"|opérateur|fournisseur) (?:vous|t') ?a)"
    r"|qu'on (?:t'a|vous a)) (?:[^\s.!?;:]+ )?(?:reçue?s?|données?|fournie?s?|transmise?s?"
    r"|chargée?s?)\b"
    r"|\btout ce qui (?:précède|vient avant|figure avant|est écrit avant) (?:mon|notre|le)"
    r" premier message",
    "pt": rf"\b(?:seus|suas|seu|sua|teus|tuas|teu|tua) (?:[^\s.!?;:]+ ){{0,3}}?{_PT_NOUN}\b"
    rf"|\b(?:texto|{_PT_NOUN}|configuração|regras|notas)(?: [^\s.!?;:]+){{0,3}}?"
    r" (?:que|com (?:o|a|os|as) que|com que)"
    r" (?:você |te )(?:recebeu|deram|passaram|foi configurado|configuraram|carregaram|iniciou"
    r"|começou)\b|\b(?:texto|instruções|orientações|prompt|configuração|notas|regras)"
    r"(?: [^\s.!?;:]+){0,3}? que (?:recebeu|configuraram em você|te (?:mandaram|passaram))\b"
    r"|\b(?:texto|instruções|prompt|configuração)(?: [^\s.!?;:]+){0,3}? que (?:veio|vem|aparece"
    r"|chegou) antes d[oa] (?:primeir[oa] (?:prompt|mensagem)|conversa)"
    r"|\btudo o? ?que (?:aparece|vem|veio|te disseram|recebeu) antes d[ao] (?:minha |nossa )?"
    r"(?:primeira mensagem|conversa)|\bantes de eu chegar\b",
    "ru": rf"(?<!\w)(?:сво|тво|ваш)\w* (?:[^\s.!?;:]+ ){{0,3}}?{_RU_NOUN}"
    r"|(?<!\w)(?:вс[её]|то),? что тебе (?:[^\s.!?;:]+ ){0,2}?(?:написали|сказали|дали|было сказано"
    r"|задали|загрузили|прописали)"
    r"|(?<!\w)до (?:моего |нашего )?(?:перв\w+ )?(?:сообщени|реплик)\w*"
    r"|(?<!\w)тебе (?:там )?(?:в начале )?(?:понаписали|написали|прописали)",
    "zh": r"(?:你|您)(?:自己)?的?[^，。,\n？?]{0,8}?(?:系统提示词?|提示词|设定|指令|说明|规则"
    r"|初始设置|prompt)|开头那段|给你定规矩|(?:给你|你收到|你拿到|你接收)的[^，。,\n]{0,4}?"
    r"(?:设定|指令|规则|说明|提示)|(?:我的)?第一条消息之前",
    "ja": r"(?:あなた|君|お前)(?:自身)?の(?:[^。\n]{0,6}?)(?:指示|プロンプト|設定|ルール)"
    r"|(?:あなたが|君が)[^。\n]{0,12}?(?:受け取|読み込|与えられ|渡され)[^。\n]{0,6}?"
    r"(?:指示|プロンプト|設定|ルール|案内文|文章|テキスト|内容)|最初のメッセージ(?:より)?(?:前"
    r"|以前)",
}

# The setup text named by when it came: before the conversation, before the user spoke.
PRE_TEXT = {
    "en": r"\b(?:text|instructions?|rules|message|prompt|setup"
    r"|configuration)\b(?: [^\s.!?;:]+){0,8}?"
    r" (?:before|ahead of) (?:our|the|this) (?:chat|conversation|session) (?:began|started)"
    r"|\bbefore i (?:said|typed|wrote) (?:hi|hello|anything)",
    "es": r"\b(?:texto|instrucciones|indicaciones|reglas|configuración)\b(?: [^\s.!?;:]+){0,8}?"
    r" antes de (?:hablar conmigo|esta charla|la conversación|esta conversación|empezar)",
    "de": r"\b(?:text|anweisungen|vorgaben|regeln|konfiguration)\b(?: [^\s.!?;:]+){0,8}?"
    r" vor (?:dem|unserem|diesem) (?:gespräch|chat|dialog)",
    "fr": r"\b(?:texte|consignes|instructions|règles|configuration)\b(?: [^\s.!?;:]+){0,8}?"
    r" avant (?:notre|la|cette) (?:échange|conversation|discussion)",
    "pt": r"\b(?:texto|instruções|orientações|regras|configuração|tudo)\b(?: [^\s.!?;:]+){0,8}?"
    r" antes (?:da|desta|de nossa|da nossa) conversa",
    "ru": r"(?<!\w)(?:текст|инструкци|указани|правил"
    r"|настро)\w*(?: [^\s.!?;:]+){0,8}? до (?:начала )?"
    r"(?:нашего |этого )?(?:разговора|диалога|чата|беседы)",
    "zh": r"(?:开局时|对话开始前|聊天开始前|对话之前)[^，。,\n]{0,12}?(?:拿到|收到|给你)",
    "ja": r"会話(?:の|が始まる)前に[^。\n]{0,12}?(?:読み込|受け取|与えられ|渡され)",
}

# The setup text named in the third person or bare ("its hidden instructions", "the system
# prompt"): a prompt engineer's notes name these daily, so the rule wants more with them.
SETUP_ANY = {
    "en": rf"\b(?:its|their|the (?:assistant|bot|model|agent|ai|chatbot)'s)"
    rf" (?:[^\s.!?;:]+ ){{0,3}}?"
    rf"{_EN_NOUN}\b"
    rf"|\b(?:text|{_EN_NOUN}|message|wording)(?: [^\s.!?;:]+){{0,3}}? (?:that |which )?(?:it|the"
    r" (?:assistant|bot|model)) (?:was |got |has been )?(?:given|received|got|handed|fed|loaded"
    r"|started (?:with|up with)|booted (?:with|up with)|initiali[sz]ed with|configured with"
    r"|set up with)\b"
    r"|\b(?:system|developer|operator|hidden|secret|initial|original|starting|startup|boot"
    r"|base|internal|confidential|private|pre-?conversation|underlying|preloaded)"
    r" (?:[^\s.!?;:]+ )?(?:prompt|preamble|instructions|configuration|config|setup|rules"
    r"|guidelines|directives)\b|\bpre-?prompt\b|\bmeta-?prompt\b"
    r"|\b(?:configuration|config|setup|start-?up) prompt\b"
    r"|\b(?:system|developer|operator) message\b",
    "es": rf"\b(?:sus|su) (?:[^\s.!?;:]+ ){{0,3}}?{_ES_NOUN}\b"
    r"|\b(?:prompt|mensaje|instrucciones|indicaciones) (?:de|del) sistema\b"
    r"|\b(?:prompt|instrucciones|indicaciones|reglas|configuración|consignas)"
    r" (?:inicial|iniciales|ocult[oa]s?|secret[oa]s?|original(?:es)?|internas?|de arranque"
    r"|de inicio|previas?)\b|\b(?:texto|mensaje) de configuración\b",
    "de": rf"\b(?:ihre[nmrs]?|seine[nmrs]?) (?:[^\s.!?;:]+ ){{0,3}}?(?:[a-zäöü-]*){_DE_NOUN}\b"
    r"|\b(?:system-?prompt|systemanweisung|systemnachricht|startanweisung|startprompt"
    r"|initialprompt|betreiber-?konfiguration|entwicklervorgabe)\w*"
    r"|\b(?:versteckte|geheime|ursprüngliche|initiale|interne|vertrauliche|verborgene)\w*"
    r" (?:anweisung|vorgabe|konfiguration|regel|einstellung|prompt)\w*",
    "fr": rf"\b(?:ses|son|sa|leurs?) (?:[^\s.!?;:]+ ){{0,3}}?{_FR_NOUN}\b"
    rf"|\b(?:texte|{_FR_NOUN})(?: [^\s.!?;:]+){{0,3}}? reçue?s?"
    r" (?:au (?:démarrage|lancement)|avant)"
    r"|\bmessage système\b|\b(?:prompt|consignes|instructions) (?:système|initia(?:l|les?|ux)"
    r"|cachée?s?"
    r"|secrète?s?|d'origine|d'initialisation|de démarrage|internes?)\b"
    r"|\b(?:texte|message) de configuration\b"
    r"|\b(?:instructions|consignes|texte) (?:que |qu')(?:son |leur |l')?(?:opérateur|développeur"
    r"|éditeur|fournisseur) (?:lui|leur) a (?:données?|fournie?s?|transmise?s?)",
    "pt": r"\b(?:prompt|texto|mensagem|instruções) (?:de|do) sistema\b"
    r"|\btexto de configuração\b|\b(?:prompt|instruções|orientações|regras|configuração|notas)"
    r" (?:inicia(?:l|is)|ocult[oa]s?|escondid[oa]s?|secret[oa]s?|origina(?:l|is)|internas?"
    r"|de inicialização)\b",
    "ru": r"(?<!\w)системн\w* (?:промпт|подсказк|сообщени|инструкци|указани)\w*"
    r"|(?<!\w)(?:скрыт|исходн|начальн|стартов|первоначальн|служебн|закрыт|внутренн)\w*"
    r" (?:промпт|инструкци|указани|настро|конфигурац|правил|вводн|установк)\w*"
    r"|(?<!\w)до начала (?:этого |нашего )?(?:диалога|разговора|чата|беседы)",
    "zh": r"(?:助手|机器人|模型|它)(?:自己)?的?[^，。,\n？?]{0,8}?(?:系统提示词?|提示词|设定"
    r"|指令|说明|规则|配置|初始设置|prompt)"
    r"|系统(?:提示|消息|指令|设定)|初始(?:指令|设定|提示)|(?:隐藏|内部|秘密|预设|后台)的?"
    r"(?:那套)?(?:指令|提示词?|设定|规则|说明)",
    "ja": r"システム(?:プロンプト|メッセージ|指示)|初期(?:指示|プロンプト)|プリプロンプト"
    r"|事前(?:指示|プロンプト)|指示文|(?:隠し|秘密の|非公開の|内部の)(?:指示|プロンプト|設定"
    r"|ルール)|裏で[^。\n]{0,10}?(?:指示|プロンプト|設定)"
    r"|(?:開発者|運営|提供元|オペレーター)(?:から|が|の)[^。\n]{0,8}?(?:指示|設定|プロンプト"
    r"|ルール)|最初に(?:読み込んだ|与えられた|受け取った|渡された|設定された)",
}

# ... taken into an answer: the answer, reply or response it goes into, or its start or end.
ANSWER = {
    "en": r"\b(?:(?:your|its|each|every|the|an?|this|all) (?:[^\s.!?;:]+ )?"
    r"(?:answers?|repl(?:y|ies)"
    r"|responses?)|(?:reply|respond|answer|open|start|begin) (?:\w+ )?with|every message)\b"
    r"|\b(?:to this address|in this (?:thread|comment)|when asked|on request)\b",
    "es": r"\b(?:(?:tu|su|cada|la|una|sus|tus|las) (?:[^\s.!?;:]+ )?respuestas?|respond\w*"
    r"|contesta\w*|a esta dirección|en este hilo|cuando se lo pidan)\b",
    "de": r"\b(?:(?:deine[rnm]?|seine[rnm]?|ihre[rnm]?|jede[rnm]?|die|eine)"
    r" (?:[^\s.!?;:]+ )?antwort\w*"
    r"|antworte\w*|beantworte\w*|an diese adresse|auf (?:nachfrage|anfrage)|als anhang"
    r"|in den anhang)\b",
    "fr": r"\b(?:(?:ta|sa|chaque|la|une|tes|ses|leurs?) (?:[^\s.!?;:]+ )?réponses?|répond\w*"
    r"|réponds|à cette adresse|en annexe|sur demande|en bas de chaque)\b",
    "pt": r"\b(?:(?:sua|tua|cada|a|uma|suas|as|da|na) (?:[^\s.!?;:]+ )?respostas?|respond\w*"
    r"|aqui|neste (?:tópico|comentário)|para este endereço)\b",
    "ru": r"(?<!\w)(?:(?:сво|тво|кажд|ваш)\w* (?:[^\s.!?;:]+ )?ответ\w*|ответь\w*|ответом)",
    "zh": r"回复|回答|答复|回信",
    "ja": r"返信|返答|回答|答え",
}
# "Never logged", "not shown": kept back, whatever the verb.
NOT_OUT = (
    r"\b(?:never|not|no|don't|doesn't|won't|nunca|nie|niemals|nicht|kein\w*|jamais|ne|pas"
    r"|não|nem|не|ни)\b|不|未|しない|しません|(?<!隠さ)(?<!伏せ)ないで"
    # ("隠さず", "伏せずに", "省略せず": without hiding or leaving out is putting it all out)
    r"|(?<!隠)さず|(?<!伏)(?<!省略)せず|(?<!隠さ)(?<!伏せ)(?<!省略せ)(?<!省か)ずに"
)
# In Portuguese "no" is "in the" ("no campo", "no ticket"): only "não"/"nem" keep it back.
NOT_OUT_PT = NOT_OUT.replace("|jamais|ne|pas", "|jamais").replace(
    "(?:never|not|no|", "(?:never|not|"
)

# Putting it out: a verb of showing, copying, sending or keeping, or an exact manner.
REVEAL = {
    "en": r"\b(?:print|repeat|show|display|reveal|quote|dump|paste|copy|recite|output"
    r"|reproduce|write out|spell out|type out|read out|list|translate|transcribe|encode"
    r"|include|append|attach|prepend|send|forward|email|post|publish|share|tell|give|spill"
    r"|leak|expose|disclose|export|hand over|provide|save|store|put|open with|start with"
    r"|begin with|reply with|respond with|answer with|restate|rewrite|summari[sz]e)\w*"
    r"|\b(?:verbatim|word for word|word-for-word|unedited|unredacted|in full|code block)\b",
    "es": r"\b(?:muestr|enseñ|revel|imprim|repit|repet|copi|peg|cit|reproduc|escrib|reescrib"
    r"|transcrib|vuelc|volcad|traduc|resum|pon|guard|inclu|añad|adjunt|envi|envía|mand"
    r"|compart|dime|dame|pás|pasa|respond|contest|public|export|list|lee|le[ée]|exhib|entreg"
    r"|suelt|filtr|desvel|transmit|proporcion)\w*"
    # (the imperative with a pronoun takes an accent: "escríbelo", "cópialo", "muéstramelo")
    r"|\b(?:escríb|cópi|pég|muéstr|imprím|repít|cít|reprodúc|transcríb|tradúc|adjúnt|compárt"
    r"|envíal|mánd|pás)\w*"
    r"|\b(?:tal cual|palabra por palabra|textualmente|literalmente|íntegr[oa]s?|complet[oa]s?"
    r"|sin resumir|bloque de código)\b",
    "de": r"\b(?:zeig|gib|nenn|wiederhol|zitier|kopier|füg|häng|schreib|druck|post|schick"
    r"|send|übersetz|teil|verrat|offenleg|lies|les|fass|speicher|ausgeb|ausgib|liste|leg"
    r"|übermittel|veröffentlich|antworte|beginn|start|abtipp|abschreib|exportier|poste"
    r"|zurücksend|zurückschick|verrät)\w*|\bschreib\w* (?:\S+ ){0,4}?(?:ab|hin)\b"
    r"|\b(?:wortlaut|wörtlich|wortwörtlich|wort für wort|ungekürzt\w*|vollständig\w*"
    r"|komplett\w*|originalwortlaut|codeblock)\b",
    "fr": r"\b(?:montr|affich|révèl|révél|imprim|répèt|répét|recopi|copi|coll|cit|reprodui"
    r"|écri|retranscri|transcri|tradui|résum|met|enregistr|sauvegard|inclu|ajout|join"
    r"|envoi|envoy|transmet|partag|donnez-moi|donne-moi|donne-les|dis-moi|publi|export|list|li[st]"
    r"|dévoil|divulgu"
    r"|communiqu|commenc|réponds|répond|livr|fourni|balanc|crach|lâch)\w*"
    r"|\b(?:mot pour mot|mot à mot|tel(?:le)?s? quel(?:le)?s?|intégra\w*|complet\w*"
    r"|bloc de code|in extenso)\b",
    "pt": r"\b(?:mostr|revel|imprim|repet|repit|copi|col[ae]|cit|reproduz|escrev|reescrev"
    r"|transcrev|traduz|resum|põe|ponha|coloc|salv|grav|inclu|anex|adicion|envi|mand"
    r"|compartilh|pass|diga|diz|dê|dá|list|public|export|entreg|cosp|solt|respond|vaz"
    r"|transmit|forneç|fornec|eco)\w*"
    r"|\b(?:palavra por palavra|literalmente|na íntegra|integral\w*|inteir[oa]s?|inteirinh[oa]"
    r"|complet[oa]s?|exatamente como|tal como|bloco de código)\b",
    "ru": r"(?<!\w)(?:покаж|показ|вывед|выво|напечата|печата|повтор|скопир|копир|встав|процитир"
    r"|цитир|привед|привод|воспроизвед|перепиш|запиш|выпиш|перескаж|перевед|пришл|присыл"
    r"|отправ|перешл|пересыл|подели|скаж|дай|дава|выда|выдава|выложи|опублик|сохран|прилож"
    r"|приклад|добав|раскр|расскаж|восстанов|озвуч|продублир)\w*"
    r"|(?<!\w)(?:слово в слово|дословн\w*|целиком|полностью|полн\w* текст\w*|блок\w* кода)",
    "zh": r"输出|打印|显示|展示|告诉我|发我|发给|给我看|复述|重复|复制|粘贴|贴出|贴上|贴到|引用"
    r"|列出|写出|写下|翻译|原样|原封不动|逐字|一字不差|全文|完整|导出|公开|泄露|透露|附上|附在"
    r"|保存到|存到|代码块|念出|背出|转发",
    # ("根拠引用率": a RAG answer's citation rate, a metric and not the setup quoted)
    "ja": r"出力|表示|見せ|教えて|書き出|書いて|貼り付け|貼って|(?<!根拠)引用(?!率)|繰り返|復唱"
    r"|コピー|翻訳"
    r"|全文|そのまま|一字一句|丸ごと|送って|送信|返信に|保存|公開|出して|列挙|添付|載せ"
    r"|コードブロック",
}

# A configuration, rules or settings that are the assistant's: only with an exact manner
# ("your configuration, word for word"), since "your config" is as often the reader's own.
OWNED_WEAK = {
    "en": r"\b(?:your|ur|its|the (?:assistant|bot|model|agent)'s) (?:own )?(?:configuration|config"
    r"|setup|set-up|rules|guidelines|settings|orders)\b",
    "es": r"\b(?:tus|tu|sus|su) (?:propi[oa]s? )?(?:configuración|reglas|pautas|normas|ajustes"
    r"|órdenes)\b",
    "de": r"\b(?:deine[nmrs]?|dein|ihre[nmrs]?|seine[nmrs]?) (?:eigene[nmrs]? )?(?:konfiguration"
    r"|regeln|richtlinien|einstellungen|vorlage|befehle)\b",
    "fr": r"\b(?:tes|ton|ta|vos|votre|ses|son|sa) (?:propres? )?(?:configuration|paramétrage"
    r"|réglages|règles)\b",
    "pt": r"\b(?:seus|suas|seu|sua|teus|tuas|teu|tua) (?:própri[oa]s? )?(?:configuração"
    r"|configurações|regras|definições|ajustes|notas)\b",
    "ru": r"(?<!\w)(?:сво|тво|ваш)\w* (?:собственн\w* )?(?:настро|конфигурац|правил|установк)\w*",
    "zh": r"(?:你|您)(?:自己)?的(?:配置|规则|设置)",
    "ja": r"(?:あなた|君)(?:自身)?の(?:設定|ルール|構成)",
}
# Exactly as written, all of it.
MANNER = {
    "en": r"\b(?:verbatim|word for word|word-for-word|unedited|unredacted|unabridged|in full"
    r"|line by line|exact wording"
    r"|full text|the whole thing|every line|not a summary|without summari[sz]ing|all of it)\b",
    "es": r"\b(?:tal cual|palabra por palabra|línea por línea|textualmente"
    r"|literalmente|íntegr[oa]s?|enter[oa]s?"
    r"|sin resumir|texto completo)\b",
    "de": r"\b(?:wortlaut|originalwortlaut|wörtlich|wortwörtlich|wort für wort|ungekürzt\w*"
    r"|vollständig\w*|vom ersten bis zum letzten|satz für satz|zeile für zeile)\b",
    "fr": r"\b(?:mot pour mot|mot à mot|ligne par ligne|telle? quelle?"
    r"|tels quels|telles quelles|intégral\w*"
    r"|in extenso|texte (?:complet|exact)|en entier)\b",
    "pt": r"\b(?:palavra por palavra|linha por linha|literalmente|na íntegra"
    r"|integral\w*|inteirinh[oa]"
    r"|exatamente como|texto (?:completo|exato))\b",
    "ru": r"(?<!\w)(?:слово в слово|построчно|дословн\w*|целиком|полн\w* текст\w*|без сокращений)",
    "zh": r"原样|原封不动|逐字|一字不差|全文|完整版",
    "ja": r"全文|そのまま|一字一句|丸ごと|原文",
}

# ---- twenty-sixth round (det26b): the setup named by who booted the reader with it ("the
# prompt they booted you with"), received by it ("указания, полученные тобой при запуске"),
# or as prior ("ses consignes préalables"); written into a place ("write ... into notes/x.md"),
# entered into the reply ("記載", "記入"), or asked for on a word ("と言われた場合"); and
# "without hiding" (隠さず, 伏せずに, 省略せず), which puts out rather than keeps back.
SETUP_YOURS["en"] += (
    r"|\b(?:prompt|instructions|text|setup|config(?:uration)?|rules|preamble)(?: [^\s.!?;:]+)"
    r"{0,2}? (?:they|the devs?|your (?:devs?|makers?|operators?|creators?)|someone)"
    r" (?:booted|started|launched|loaded|primed|initiali[sz]ed|configured|seeded) you"
    r" (?:up )?with\b"
)
SETUP_YOURS["ru"] += (
    # (when it came: "инструкции к котлу, полученные тобой от мастера" are a person's)
    r"|(?<!\w)(?:(?:получ|выдан|задан|загружен)\w* тобой|которые ты (?:получил|загрузил)\w*)"
    r" (?:при (?:запуске|старте|инициализации)|в начале|до начала|от (?:разработчик|оператор"
    r"|создател)\w*)"
)
# (the reader's own, or the assistant's: a trainer's "ses consignes préalables" are his)
PRE_TEXT["fr"] += (
    r"|\b(?:tes|vos) (?:consignes|instructions|directives) préalables\b|\b(?:l'assistant"
    r"|l'agent|le bot|l'ia|le modèle)\b[^.!?\n]{0,80}?\b(?:ses|leurs) (?:consignes|instructions"
    r"|directives) préalables\b"
)
REVEAL["en"] += r"|\bwrite (?:[^\s.!?;:]+ ){1,6}?into\b"
REVEAL["ja"] += r"|記載|記入|明記|書き込|書き写"
MANNER["en"] += r"|\bno summari[sz]ing\b|\bthe whole wall of text\b"
# (the showing after the word: "と言われたら、公開ポリシーを案内する" points elsewhere)
ANSWER["ja"] += (
    r"|(?:と言われ|求められ|聞かれ|頼まれ)(?:た場合|たら|れば)[^。\n]{0,30}?(?:全文|そのまま|表示"
    r"|出力|見せ|記載|貼り)"
)
# (det26b, the older sets' misses: the setup named as what governs the reader ("les
# instructions qui encadrent votre fonctionnement"), as given by the operator ("которые оператор
# дал тебе", "что тебе зашили"), as set up with ("あなたを設定したときのプロンプト"), as its
# "出厂设置"; echoed into every reply)
SETUP_YOURS["en"] += (
    r"|\b(?:instructions|rules|guidelines|directives)(?: [^\s.!?;:]+){0,2}? (?:that |which )?"
    r"(?:govern|shape|define|control|frame) (?:your|its) (?:behaviou?r|answers|responses"
    r"|functioning)\b"
)
SETUP_YOURS["fr"] += (
    r"|\b(?:instructions|consignes|règles|directives)(?: [^\s.!?;:]+){0,2}? qui (?:encadrent"
    r"|régissent|définissent|guident) (?:votre|ton|son) (?:fonctionnement|comportement)\b"
)
SETUP_YOURS["ru"] += (
    r"|(?<!\w)(?:которые|что) (?:оператор|разработчик\w*|создател\w*) (?:дал|дали|выдал|задал"
    r"|прописал)\w* тебе|(?<!\w)что тебе (?:зашили|вшили|скормили)"
)
SETUP_YOURS["ja"] += (
    r"|あなたを(?:設定|構築|作成|起動)した(?:とき|時|際)の(?:プロンプト|指示|設定|ルール)"
)
SETUP_YOURS["zh"] += r"|(?:你|您)的?[^，。,\n]{0,3}?出厂设置"
REVEAL["en"] += r"|\becho(?:es|ed|ing)?\b"
