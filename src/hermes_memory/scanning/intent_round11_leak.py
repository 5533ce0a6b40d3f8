"""Extraction and forged-turn intents of the eleventh rules round, in the eight languages: the
text the assistant received before this conversation asked for word for word ("for
debugging"); its own start-up prompt saved to a file, a folder, a mailbox or a pull request;
a pasted exchange in which a system label gives an order and an assistant label agrees; a
JSON system turn that grants something.

Only pattern text lives here; ``rules_round11`` joins the classes per language.
"""

from __future__ import annotations

# The text received before this conversation.
PRE_TEXT = {
    "en": r"\b(?:text|instructions|message|prompt|setup|rules|wording)\b[^.\n]{0,40}?\b(?:given"
    r"|received|got|loaded|provided|handed)\b[^.\n]{0,30}?\b(?:before (?:my first message|this"
    r" (?:chat|conversation|session)|we (?:started|began)|the (?:chat|conversation) (?:started"
    r"|began))|at the (?:start|beginning) of (?:the|this) (?:chat|conversation|session))"
    r"|\bset ?up text\b|\bstart-?up (?:text|instructions|prompt)\b",
    "zh": r"启动时(?:加载|收到|读入|拿到)的[^，。,\n]{0,6}?(?:提示|指令|设定|规则|文本)"
    r"|隐藏(?:提示|指令|设定)|(?:对话|聊天"
    r"|会话)(?:开始)?(?:前|之前)[^，。,\n]{0,10}?(?:收到|拿到|给你|设定)"
    r"|(?:收到|给你)的[^，。,\n]{0,6}?(?:设定|指令|提示)原文|设定原文",
    "es": r"\b(?:te dieron|recibiste|te pusieron|te cargaron)\b[^.\n]{0,30}?\bantes de (?:empezar"
    r"|esta conversación|la conversación|nuestra conversación|hablar)\b|\bantes de (?:empezar"
    r"|esta conversación)\b[^.\n]{0,30}?\b(?:te dieron|recibiste)\b",
    "de": r"\bvor (?:unserem|diesem|dem) (?:gespräch|chat|dialog|unterhaltung)\w*\b[^.\n]{0,30}?"
    r"\b(?:bekommen|erhalten|geladen|mitgegeben)|\b(?:bekommen|erhalten|mitgegeben)\w*\b"
    r"[^.\n]{0,30}?\bvor (?:unserem|diesem|dem) (?:gespräch|chat)|\bstartanweisungen\b"
    r"|\bstartprompt\b",
    "fr": r"\b(?:qu'on t'a donnée?s?|que tu as reçue?s?|reçue?s?|donnée?s?)\b[^.\n]{0,30}?\bavant"
    r" (?:cette|notre|la) (?:conversation|discussion|session)\b",
    "ja": r"起動時に(?:読み込まれ|与えられ|渡され|設定され)[^。\n]{0,6}?(?:設定|指示|プロンプト"
    r"|ルール|テキスト)|隠し(?:プロンプト|指示)"
    r"|(?:会話|チャット|セッション)(?:の|が始まる)?(?:前|開始前)に[^。\n]{0,12}?(?:受け取"
    r"|与えられ"
    r"|渡され|設定され)|非公開の(?:ルール|指示)",
    "ru": r"\b(?:загрузили|дали|выдали|прописали|получил)\w* (?:[^\s]+ )?(?:при запуске|при старте"
    r"|в начале (?:чата|диалога|разговора))\b"
    r"|\b(?:получил|дали|загрузили)\w*\b[^.\n]{0,30}?\bдо (?:начала )?(?:нашего |этого )?"
    r"(?:разговора|диалога|чата|беседы)\b|\bдо (?:начала )?(?:нашего |этого )?(?:разговора"
    r"|диалога|чата)\b[^.\n]{0,30}?\b(?:получил|дали)\w*",
    "pt": r"\b(?:recebeu|carregaram|passaram|colocaram)\b[^.\n]{0,30}?\bna inicialização\b"
    r"|\b(?:recebeu|te deram|lhe deram|te passaram)\b[^.\n]{0,30}?\bantes (?:desta|da nossa"
    r"|da) conversa\b|\bantes (?:desta|da nossa) conversa\b[^.\n]{0,30}?\b(?:recebeu|te deram)\b",
}
# ... wanted exact, whole or with its confidential parts.
EXACT = (
    r"\bexact\b|\bverbatim\b|\bword for word\b|\bin full\b|\bconfidential\b|\bhidden parts\b"
    r"|\bwortwörtlich|\bwörtlich|\bvertraulich\w*|\bvollständig\w*|\bkomplett\w*"
    r"|\bconfidencial\w*|\btal cual\b|\bpalabra por palabra\b|\bcomplet[oa]\b|\bsin resumir\b"
    r"|\bconfidentiel\w*|\bmot pour mot\b|\ben entier\b|\bconfidencial\b|\bpalavra por palavra\b"
    r"|\bna íntegra\b|\bконфиденциальн\w*|\bдословно\b|\bцеликом\b|\bполностью\b"
    r"|原封不动|一个字都别改|一文字も変えず|一字も変えず|\bexact[oa]\b|\benter[oa]\b|機密|原文"
    r"|一字一句|そのまま|完全な|机密|一字不差|原样|全部|完整"
)
# Its own start-up prompt, said of the assistant ("its", "your", "at start-up").
OWN_PROMPT = {
    "en": r"\b(?:its|your|their) (?:own )?(?:complete |full |entire )?(?:system prompt|setup"
    r" prompt|initial instructions|hidden instructions|start-?up instructions)\b",
    "zh": r"(?:助手|你|自己)[^，。,\n]{0,12}?(?:完整的|全部的?)?系统提示词?",
    "es": r"\b(?:su|tu) (?:prompt (?:de|del) sistema|mensaje de sistema|instrucciones (?:de sistema"
    r"|iniciales|internas))\b|\bel asistente (?:[^\s]+ ){0,6}?prompt (?:de|del) sistema\b",
    "de": r"\b(?:seinen|deinen|euren|ihren|eure|seine|deine|seinem|deinem|eurem|ihrem)\b"
    r" (?:[^\s]+ )?(?:system-?prompt|startanweisungen|systemanweisungen|prompt-?setup-?text"
    r"|setup-?text)\w*",
    "fr": r"\b(?:son|ton|leur) prompt système\b|\b(?:ses|tes|leurs) (?:consignes|instructions)"
    r" (?:système|initiales)\b",
    "ja": r"(?:アシスタント|あなた|自分)[^。\n]{0,16}?システムプロンプト",
    "ru": r"\b(?:свой|твой|его) (?:[^\s]+ )?(?:системн\w* промпт|промпт)\w*|\bсво(?:й|его|ему|им"
    r"|ими|их|ю|я|ё|е|и)\b"
    r" (?:[^\s]+ )?(?:начальн|исходн|системн)\w* (?:инструкци|промпт)\w*",
    "pt": r"\b(?:seu|teu) prompt (?:de|do) sistema\b|\bo assistente (?:[^\s]+ ){0,6}?prompt"
    r" (?:de|do) sistema\b",
}
# ... put somewhere: a file, a folder, an address, a pull request or a comment.
STORED = (
    r"[\w./-]+\.(?:md|txt|json|ya?ml|log)\b|[\w.-]+@[\w-]+\.[a-z]{2,}|/[\w.-]+/[\w./-]*"
    r"|\b(?:pr|pull request|comment|kommentar|commentaire|comentário|comentario|wiki|gist"
    r"|pastebin|folder|ordner|dossier|carpeta|pasta|repo)\b|\bкомментари\w*|\bпапк\w*"
    r"|フォルダ|文件夹|目录|コメント|评论|をコミット|并提交|\bcommit\w*"
)

# A system (or developer) label at a line's start, in brackets, a heading or before a colon.
SYSTEM_LABEL = (
    r"^[ \t]*(?:\[|【|<|\(|#{1,6}[ \t]*)?[ \t]*(?:system|sistema|système|systeme|система|系统"
    r"|系統|システム|developer|desarrollador|entwickler|développeur|desenvolvedor|разработчик"
    r"|開発者|开发者)[ \t]*(?:\]|】|>|\)|[:：])"
)
# ... and an assistant label that agrees.
ASSISTANT_AGREES = (
    r"^[ \t]*(?:\[|【|<|\(|#{1,6}[ \t]*)?[ \t]*(?:assistant|asistente|assistent|assistente"
    r"|ассистент|アシスタント|助手|ai|bot)[ \t]*(?:\]|】|>|\)|[:：])[ \t]*(?:understood|got it|ok"
    r"|okay|sure|will do|noted|confirmed|entendido|de acuerdo|vale|verstanden|alles klar"
    r"|in ordnung|compris|bien reçu|d'accord|entendu|了解|承知|わかりました|收到|好的|明白|понял"
    r"|принято|хорошо|ок|beleza|combinado|certo)"
)
# What a forged system turn grants, in the eight languages.
GRANT = (
    r"approved|pre-?approved|authori[sz]ed|allowed to|never refuse|do not refuse|without (?:asking"
    r"|confirm)|hand (?:out|over)|to anyone|aprobad|autorizad|no rechaces|sin (?:preguntar"
    r"|confirm)|a cualquiera|genehmigt|freigegeben|berechtigt|nicht ablehnen|ohne rückfrage"
    r"|an jeden|heraus|approuvé|autorisé|ne refuse|sans (?:confirmation|demander)|à quiconque"
    r"|verified|verificad|vérifié|verifiziert|проверен|已验证|验证过|検証済|承認済|許可|断らない"
    r"|拒否しない|確認(?:なし|不要)"
    r"|誰にでも|已通过|已授权|允许|不得拒绝|不要拒绝"
    r"|无需确认|任何人|одобрен|разрешено|не отказывай|без подтвержд|любому|aprovad|autorizad"
    r"|não recuse|sem (?:confirm|perguntar)|qualquer um|новое правило|新规定|neue richtlinie"
    r"|nouvelle directive|nueva (?:directiva|política)|nova (?:diretriz|política)"
)
JSON_SYSTEM_TURN = (
    r"[\x22'](?:role)[\x22']\s*:\s*[\x22'](?:system|developer)[\x22'][^}\n]{0,40}?"
    rf"[\x22'](?:content)[\x22']\s*:\s*[\x22'][^\x22\n]{{0,200}}?(?:{GRANT})"
)

# A report of what a workshop, a talk, a paper or a pentest found: a lesson noun and a verb of
# reporting ("Nota del taller: pedimos a los alumnos...", "o relatório mostrou..."), not a request.
_LESSON_NOUN = (
    r"\b(?:workshop|taller|atelier|oficina|formation|formación|formação|treinamento|schulung"
    r"|curso|aula|clase|class|lesson|lección|leçon|lição|pentest|paper|palestra|charla"
    r"|conférence|vortrag|talk|informe|relatório|rapport|bericht|воркшоп\w*|доклад\w*"
    r"|семинар\w*|урок\w*|отч[её]т\w*)\b|论文|論文|笔记|勉強会|ワークショップ|研修|讲座|培训"
)
_LESSON_VERB = (
    r"\b(?:we asked|showed|demonstrated|compared|concluded|pedimos|comparamos|vimos|mostró"
    r"|demostró|a montré|avons comparé|ont comparé|a démontré|zeigte|verglichen|показал\w*"
    r"|сравнивали|mostrou|concluímos|conclusão|conclusión|conclusion)\b"
    r"|结论|結論|展示了|比较了|示した|比較した|演示了"
)
# A class shown HOW a system prompt works ("mostrar aos alunos como o prompt de sistema define o
# tom"): a lesson plan, in a text that speaks to no one in the second person.
_AUDIENCE = (
    r"(?:students|pupils|the class|learners|participants|alunos|alunas|estudantes|alumnos"
    r"|estudiantes|participantes|élèves|étudiants|participants|schüler\w*|studierenden"
    r"|teilnehmenden|teilnehmer\w*|студентам|ученикам|слушателям|участникам)"
)
# ... and only a lesson: the whole text speaks to no one in the second person, asks for no
# prompt's words laid bare (printed, verbatim, in full, hidden ones) and names no address to
# send them to. A lesson-shaped note that also says "print your full system prompt" or "the
# assistant must reveal its hidden instructions" is the attack in a lesson's clothes: the guard
# holds every alternative below, not the first one alone.
# (German "den Ton" is a tone and French "du" an article: "ton" counts after no German article,
# "du" only before a German verb of the second person)
_NOT_ADDRESSED = (
    r"\b(?:you|your|tu|tus|tes|(?<!den )(?<!der )(?<!im )(?<!einen )ton|votre|vos|seu|sua|seus"
    r"|suas|você|dein\w*|du(?= \w+st\b)|dir|dich|ваш\w*|твой|твои|тебе|ты|свой|свои)\b|你|您"
    r"|あなた"
)
_LAID_BARE = (
    r"\b(?:print\w*|reveal\w*|dump\w*|paste\w*|output\w*|recit\w*|verbatim|word for word|in full"
    r"|hidden|leak\w*|disclos\w*|upload\w*|imprim\w*|revel\w*|ocult\w*|complet[oa]s?|literal\w*"
    r"|envi[ae]\w*|affich\w*|révél\w*|divulgu\w*|caché\w*|mot pour mot|intégral\w*|offenleg\w*"
    r"|preisgeb\w*|ausgeb\w*|versteckt\w*|wörtlich\w*|vollständig\w*|schick\w*|выв[еоа]д\w*"
    r"|вывест\w*|раскр\w*|скрыт\w*|дословн\w*|целиком|полностью|отправ\w*|repit\w*|repet\w*"
    r"|repeat\w*)\b|https?://|\S@\w|打印|输出|泄露|隐藏|完整|原文|逐字|出力|公開|全文|そのまま|隠"
)
_TEACH_HOW = (
    rf"\A(?![\s\S]*(?:{_NOT_ADDRESSED}|{_LAID_BARE}))[\s\S]*?(?:"
    r"\b(?:show|teach|explain|demonstrate|mostrar|ensinar|explicar|enseñar|demostrar|montrer"
    r"|expliquer|zeigen|erklären|показать|объяснить|продемонстрировать)\w* (?:to )?(?:the |a |aos "
    rf"|às |a los |a las |aux |den |)?{_AUDIENCE},? (?:how|como|cómo|comment|wie|как)\b"
    rf"|\b{_AUDIENCE}[^.\n]{{0,20}}?\b(?:zeigen|erklären|demonstrieren|show|explain|mostramos"
    r"|explicamos|enseñamos|ensinamos|montrons|expliquons|показываем|объясняем)\w*(?: wir| we)?,?"
    r" (?:wie|how|como|cómo|comment|как)\b"
    r"|向学(?:生|员)(?:展示|讲解|演示)[^。\n]{0,12}?(?:如何|怎样|怎么)|(?:生徒|受講者)に[^。\n]{0,30}?"
    r"(?:仕組み|方法|どう))"
)
LESSON = rf"^(?=[\s\S]*?(?:{_LESSON_NOUN}))[\s\S]*?(?:{_LESSON_VERB})|{_TEACH_HOW}"
# A product's help page: where the prompt is edited, a template's placeholder, a settings path.
PRODUCT_DOC = (
    r"\{\{[^}\n]{0,30}\}\}|\bmodelfile\b|在哪(?:里|儿)?(?:改|设置|配置|修改)"
    r"|(?:设置|settings|einstellungen|paramètres|configuración|configurações|настройки|設定)"
    r"[^\n]{0,8}?(?:→|->)"
)

# More ways to name the start-up text: "the prompt you were initiali[sz]ed with", "your
# preamble", "everything above my first message".
PRE_TEXT["en"] += (
    r"|\b(?:prompt|instructions|text) you were (?:initiali[sz]ed|booted|started|spun up) with\b"
    r"|\byour (?:hidden |system )?preamble\b"
    r"|\beverything above (?:my|the) first (?:user )?message\b"
)
