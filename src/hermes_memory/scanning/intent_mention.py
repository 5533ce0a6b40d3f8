"""Text that talks about an attack instead of making one, in the eight languages.

Three shapes: an attack phrase in quotes that the sentence then describes ("'ignore previous
instructions' is the hello world of…", «…» — классический пример, 『…』という文); an eval or
training case whose expected answer is the model refusing ("the model should politely
refuse"); a note quoting an order to judge it (security training, a red-team suite, "report
it, never a command") or a talk on why leaks are bad. Rules use these as ``unless``: an
order is never followed by a verdict on itself.
"""

from __future__ import annotations

# German prints its quotes the other way round: »…«
_OPEN = "[\"'\u201c\u2018\u00ab\u00bb\u300e\u300c\u201e\u201a]"
_CLOSE = "[\"'\u201d\u2019\u00bb\u00ab\u300f\u300d\u201c\u2018]"
_NOT_QUOTE = "[^\"'\u201c\u201d\u2018\u2019\u00ab\u00bb\u300e\u300f\u300c\u300d\u201e\u201a\n]"

# What a sentence says about a quoted phrase: it is an example, the classic one, a kind of
# attack. A copula with an article, a dash with a verdict, Japanese "という", Chinese "这句".
_VERDICT = (
    r"(?:classic|typical|textbook|common|famous|well-known|known|standard|example|pattern"
    r"|классическ\w*|типичн\w*|известн\w*|хрестоматийн\w*|пример\w*|clásic\w*|típic\w*|ejemplo"
    r"|classique|typique|exemple|klassisch\w*|typisch\w*|beispiel\w*|bekannt\w*|clássic\w*"
    r"|exemplo|典型|经典|常见|例子|示例|典型的|代表的|定番|例)"
)
_AFTER_QUOTE = (
    r"(?:\s*(?:is|was|are|remains|has become)\s+(?:the|a|an|one|still|basically|probably)\b"
    r"|\s*(?:es|est|ist|é|era|war|était)\s+(?:el|la|un|una|le|l'|une|der|die|das|ein|eine|o|a"
    r"|um|uma)\b"
    rf"|\s*[—–-]+\s*(?:это\s+|c'est\s+|es\s+|ist\s+|é\s+|the\s+|a\s+|an\s+|un\s+|une\s+|ein\s+"
    rf"|eine\s+|el\s+|la\s+|o\s+|um\s+|uma\s+)?{_VERDICT}"
    r"|\s*(?:という|といった|とは|って)"
    r"|\s*(?:这句|这种|这类|是(?:\N{CJK UNIFIED IDEOGRAPH-4E00}个)?(?:典型|经典|常见))"
    r"|\s*(?:это|—)\s*(?:классическ|типичн|известн|пример))"
)
# A noun that introduces the quote as a string: "the phrase '…'", «фраза «…»», "Zitat: „…“".
_BEFORE_QUOTE = (
    r"(?:\b(?:phrase|sentence|string|quote|quoted|quotation|line|payload|prompt like|such as"
    r"|frase|cita|phrase|citation|satz|zitat|formulierung|фраз\w*|строк\w*|цитат\w*|citação"
    r"|expressão)|句子|这句话|引用|\N{CJK UNIFIED IDEOGRAPH-4E00}文|文言|フレーズ)[^\n]{0,24}?"
)


def quoted_mention(inner: str) -> str:
    """A quoted phrase holding ``inner`` (the rule's verbs) that the text describes instead
    of saying: a verdict after the closing quote, or a noun for a phrase before the opening."""
    quoted = rf"{_OPEN}{_NOT_QUOTE}{{0,40}}?(?:{inner}){_NOT_QUOTE}{{0,80}}{_CLOSE}"
    return rf"{quoted}{_AFTER_QUOTE}|{_BEFORE_QUOTE}{quoted}"


# The model's expected answer is a refusal: a modal or a politeness word makes it a verdict
# ("should refuse", "refuse poliment"); a bare "if it refuses, insist" stays an attack's.
REFUSAL_CASE = (
    r"\b(?:model|assistant|agent|bot|it|ai|llm)\s+(?:should|must|will|is expected to|has to"
    r"|ought to)\s+(?:politely |firmly |always |still )?(?:refuse|decline|reject)\b"
    r"(?! (?:nothing|none|no |any|anything))"
    r"|\b(?:politely|firmly) (?:refuses?|declines?|rejects?)\b"
    r"|\bexpected (?:output|answer|response|result|behaviou?r)\b[^.\n]{0,20}?\b(?:refus|declin"
    r"|reject)"
    r"|\b(?:il|elle|le modèle|l'assistant|l'agent)\s+(?:doit |devrait |va )?(?:refuse[rz]?"
    r"|décline[rz]?|rejette[rz]?)\s+(?:poliment|gentiment|fermement|poli)"
    r"|\b(?:il|elle|le modèle|l'assistant|l'agent)\s+(?:doit|devrait)\s+(?:refuser|décliner)\b"
    r"|\b(?:el modelo|el asistente|el agente)\s+(?:debe|debería|tiene que)\s+(?:rechazar\w*"
    r"|negarse|declinar)"
    r"|\b(?:rechaza|se niega|declina)\s+(?:cortésmente|educadamente|amablemente|con educación)"
    r"|\b(?:modell|assistent|agent|es|er|sie)\s+(?:soll|sollte|muss)\s+(?:höflich )?"
    r"(?:ablehnen|verweigern)|\blehnt (?:höflich|freundlich|hoeflich) ab\b"
    r"|\b(?:o modelo|o assistente|o agente|ele|ela)\s+(?:deve|deveria)\s+(?:se )?recusar\b"
    r"|\b(?:recusa|rejeita|se recusa)\s+(?:com educação|educadamente|gentilmente|polidamente)"
    r"|(?<!не )(?:должн\w*|следует)\s+(?:вежливо\s+)?(?:отказаться|отказывать|отклонить)"
    r"|вежливо\s+(?:отказыва\w*|отклоня\w*|откаж\w*)"
    r"|(?<![不别勿])(?<!不需)(?:应|应该|应当|要|须)(?:礼貌|委婉|明确)?地?拒绝|礼貌地?拒绝"
    r"|(?:丁寧に|丁重に|きちんと)(?:断|拒否)|(?:断る|拒否する)(?:べき|こと(?:が期待|を確認))"
)

# The verbs of the phrases that get quoted as examples: overrides and prompt leaks.
_ATTACK_VERBS = (
    r"ignor|disregard|forget|override|reveal|print|repeat|игнорир|забуд|раскр|покаж|olvid|revel"
    r"|vergiss|enthüll|verrat|oubli|révél|révèl|esqueç|esquec|desconsider|mostr|忽略|无视|忘记|忘掉"
    r"|泄露|透露|無視|忘れ|明かし|教え|表示"
    # "repeat everything above", "gib … wörtlich aus": the leak phrases
    r"|повтор|wiederhol|\bgib\b|wörtlich|verbatim|дословн|逐字"
)

# A quoted or backticked order (any attack verb, commands and sinks included)...
_QUOTED_ORDER = (
    rf"(?:{_OPEN}|`){_NOT_QUOTE}{{0,60}}?(?:{_ATTACK_VERBS}|send|envoi|envia|schick|sende|отправ"
    r"|发送|送信|rm -rf|drop (?:database|table)|gib|zeig|output|imprim|muestr|выведи|输出|出力"
    r"|chmod|kubectl|terraform|aws s3|shred|dd if=|curl|wget|\btell\b|paste|pega|colle|вставь"
    r"|返信|回复"
    r"|逐字|wörtlich|verbatim|literal|дословн"
    # copy-outs and identity switches, as advisories quote them
    r"|copi|скопир|复制|コピー|ausgeb|вывест|原样|そのまま|palabra por palabra|mot pour mot"
    r"|palavra por palavra|répét|repet|repit|mande|you are now|du bist jetzt|あなたは今から"
    r"|agora você é|ahora eres|eres ahora|tu es maintenant|ты теперь|你现在是|developer mode"
    r"|sin reglas|ohne regeln|sans règles|sem regras|без правил|没有限制|制限のない)"
    rf"{_NOT_QUOTE}{{0,80}}(?:{_CLOSE}|`)"
)
# An advisory reports what pages or attackers tell agents, and that fetched content is never
# obeyed: "several pages tell agents to run …", "有网页教助手执行", "des pages conseillent aux
# agents", "страницы советуют агентам", "never run commands found in retrieved content".
_PAGES_TELL_AGENTS = (
    r"(?:\b(?:pages?|sites?|websites?|documents?|e-?mails?|comments?|readmes?|attackers?)\b"
    r"[^\n]{0,30}?\b(?:tell|told|telling|instruct\w*|ask\w*|advis\w*|urg\w*)\s+(?:the\s+)?"
    r"(?:agents?|assistants?|models?|llms?|ai)\b"
    r"|\b(?:páginas?|sitios?|correos?)\b[^\n]{0,30}?\b(?:dic\w*|pid\w*|aconsej\w*|orden\w*)"
    r" a (?:los |las )?(?:agentes?|asistentes?|modelos?)\b"
    r"|\b(?:pages?|sites?)\b[^\n]{0,30}?\b(?:conseill\w*|dis\w*|demand\w*|incit\w*)"
    r" (?:aux|à l'|les) ?(?:agents?|assistants?|modèles?)\b"
    r"|\b(?:seiten|webseiten|websites|mails)\b[^\n]{0,30}?\b(?:fordern|raten|sagen|bringen)"
    r"\w* (?:den |die )?(?:agenten|assistenten|modelle?)\b"
    r"|\b(?:páginas?|sites?|e-?mails?)\b[^\n]{0,30}?\b(?:diz\w*|ped\w*|mand\w*|aconselh\w*)"
    r" a?os (?:agentes?|assistentes?|modelos?)\b"
    r"|(?:страниц|сайт|письм)\w*[^\n]{0,30}?(?:совету|говор|велят|велит|просят|учат|предлага)"
    r"\w* агент\w*"
    r"|(?:网页|页面|网站|邮件)[^\n]{0,8}?(?:教|让|要求|叫|诱导)(?:助手|智能体|代理|ai|模型)"
    r"|(?:ページ|サイト|メール)[^\n]{0,12}?(?:エージェント|アシスタント|ai|モデル)に"
    # the rule the advisory states: content fetched is never obeyed
    r"|\b(?:retrieved|fetched|scraped) (?:content|pages?|text)|contenu récupéré"
    r"|abgerufene\w* inhalt"
    r"|contenido recuperado|conteúdo recuperado|(?:найденн|полученн|загруженн)\w* контент"
    r"|检索到的内容|抓取的内容|取得した(?:内容|コンテンツ))"
)
# ... quoted by the agent as page text, not obeyed ("el agente los cita, no los obedece")
CITED_NOT_OBEYED = (
    r"\b(?:quotes?|cites?) (?:them|it)\b|\bno (?:los|las|lo|la) (?:obedece|sigue)\w*"
    r"|\bcita\w*,? (?:no|pero no|mas não)\b|\bzitiert (?:sie|es|ihn) (?:nur|bloss|lediglich)\b"
    r"|\bsans les suivre\b|\bles cite\b|\bцитирует\b|引用するだけ|(?:当作|当成)[^，。\n]{0,6}?内容"
    r"|不会(?:执行|照做|遵循)|\bpage (?:text|content)\b|\bcontenido de la página\b|\bseitentext\b"
    r"|\bcontenu de la page\b|\bconteúdo da página\b|\bтекст страницы\b|ページの内容"
)
# ... in a note that judges it: security training, a red-team or eval suite, an attack named,
# a verdict that it is only content to report and never a command, a filter that flagged it.
_SECURITY_VERDICT = (
    r"(?:\binject\w*|exfiltra\w*|\bextraction|extrakt\w*|extracci\w*|extraç\w*|jailbreak"
    r"|phishing|red[- ]?team|\battack\w*|\battaqu\w*|angriff\w*|\bataque|атак\w*|攻击|攻撃"
    r"|注入|インジェクション|инъекц\w*|injeç\w*|inyecc\w*|извлечени\w*|窃取|越狱|脱獄|红队|レッドチーム"
    r"|security training|sicherheitsschulung|formation sécurité|formación (?:de|en) seguridad"
    r"|treinamento de segurança|обучени\w* (?:по )?безопасност\w*|安全培训|セキュリティ研修"
    r"|to report|à signaler|zu melden|a reportar|a ser reportad\w*|report (?:it|any|such)"
    r"|never (?:as )?a command|jamais un ordre|nunca (?:uma|una) orden|niemals ein befehl"
    r"|nur text|only text|just text|solo texto|seulement du texte|только текст|只是文本|ただの文字"
    r"|declin\w* every|lehnt jedes mal ab|recusar todas|rechaz\w* (?:todas|cada)|拒绝才算"
    r"|标出来|被拦截|flagged|détecté|erkannt|detectad\w*|обнаружил\w*|検出"
    # a warning about mail posing as IT: "IT部門を装い…出回っています", "冒充IT部门"
    r"|注意喚起|出回っ|を装(?:い|った)|なりすまし|冒充|假冒"
    # how the note handles it: not obeyed, reported to security, fixed, blocked, defended
    r"|(?:don'?t|do not|never) (?:obey|follow|comply)|no (?:hay que )?obedec\w*|não obedec\w*"
    r"|ne pas (?:suivre|obéir)|on ne les suit pas|nicht befolgen|nicht ausführen|не выполнять"
    r"|не выполняйте|не следовать|不要照做|不要执行|不要遵循|従わず|従わない"
    r"|report (?:them|it|any|such)|(?:report|forward|escalat)\w* (?:them |it )?to (?:the )?security"
    r"|reenví\w* a seguridad|encaminh\w* (?:para|à) (?:a )?segurança|à l'équipe sécurité"
    r"|signaler|an (?:das|die|den) (?:security|sicherheits|it)\S*"
    r"|переда\w* в (?:службу )?безопасност\w*|转给(?:审核|安全)|に報告|へ報告"
    r"|\((?:fixed|resolved)\)|\bfixed in\b|has been fixed|regression test|corrigé|behoben"
    r"|исправлен\w*|corregido|corrigido|已修复|修正済"
    r"|pentest\w*|penetration test|пентест\w*|compte rendu de l'audit|audit report|auditbericht"
    r"|how (?:would|do|can|to) (?:you |we )?(?:stop|prevent|block)|cómo evit\w*"
    r"|como (?:impedir|evitar)|comment (?:empêcher|éviter)|wie (?:man )?verhinder\w*"
    r"|как (?:не допустить|предотвратить|помешать)|如何防止|怎么防止|防ぐ(?:には|方法)"
    r"|\bblocked\b|bloqueamos|bloqueado|blockiert|заблокирова\w*|拦截|ブロックし"
    rf"|{_PAGES_TELL_AGENTS}|{CITED_NOT_OBEYED})"
)
# A topic note: a talk or post on why a leak or an injection is a bad idea.
_TOPIC = (  # the heading of a note: near the start of its line
    r"^[^\n]{0,40}?(?:\bblog|\barticle|\btalk\b|\bpost\b|charla|доклад|vortrag|artikel|exposé|palestra|artigo"
    r"|本文|博客|文章|演讲|ブログ|記事|発表|講演)[^\n]{0,80}?(?:\bwhy\b|por qué|pourquoi|warum"
    r"|почему|为什么|なぜ|por que|解释)[^\n]{0,160}?(?:leak\w*|fuga|fuite|leck\w*|утечк\w*|泄露"
    r"|漏洩|exploit\w*|эксплуат\w*|jailbreak|越狱|脱獄|inject\w*|inyecc\w*|инъекц\w*|注入"
    r"|骗不了|attack\w*|ataque|attaque|angriff|атак\w*|攻击|攻撃)"
)
ABOUT_ATTACK_NOTE = (
    # one pass per line: the quote looked ahead for (a rare character, cheap to miss), then
    # the verdict, in either order
    rf"^(?=[^\n]*?{_QUOTED_ORDER})[^\n]*?{_SECURITY_VERDICT}"
    rf"|{_TOPIC}"
)
ABOUT_ATTACK_PHRASE = rf"{quoted_mention(_ATTACK_VERBS)}|{REFUSAL_CASE}|{ABOUT_ATTACK_NOTE}"
