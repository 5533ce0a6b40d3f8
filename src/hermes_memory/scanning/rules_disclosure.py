"""System-prompt extraction and concealment from the user, in the eight languages.

Extraction: a reveal/print/repeat verb aimed at the assistant's own hidden prompt or
instructions (a note that merely says where a system prompt lives does not match).
Concealment: telling the assistant to keep something from the user, or to act secretly.
"""

from __future__ import annotations

from hermes_memory.scanning.intent_advisory import SURPRISE_SECRET
from hermes_memory.scanning.intent_covert import ABOUT_ATTACKS
from hermes_memory.scanning.intent_disclosure import MORE_CONCEALMENT, MORE_LEAKS
from hermes_memory.scanning.intent_mention import ABOUT_ATTACK_PHRASE
from hermes_memory.scanning.intent_override5 import DOC_PLACE
from hermes_memory.scanning.intent_proper_use import EMBARGO_NOTE
from hermes_memory.scanning.intent_round11_leak import LESSON
from hermes_memory.scanning.intent_social import SOCIAL_SECRET
from hermes_memory.scanning.rule import Rule, gap, rule, span
from hermes_memory.scanning.types import ThreatCategory

_X = ThreatCategory.PROMPT_EXTRACTION
_C = ThreatCategory.CONCEALMENT

_EN_SHOW = (
    r"(?:reveal|print|show|display|output|repeat|recite|dump|leak|tell me|give me|share|expose"
    r"|disclose|write out|paste|echo|spell out|list|provide|send|include|copy)"
)
_EN_HIDDEN = r"(?:hidden|secret|internal|initial|original|confidential|full|entire|complete|exact)"
_NOT_A_NOTE = (
    r"(?! (?:length|size|tokens?|file|path|template|location|hash|lives|is stored|directory"
    r"|folder|module|builder|version|changes?))"
)

_PROMPT_WORDS = (
    r"(?:system ?prompt|systemprompt|system message|hidden instructions|系统提示|システムプロンプト"
    r"|системн\w* промпт|prompt (?:del|de|do) sistema|prompt système|systemnachricht)"
)
_VERBATIM = (
    r"(?:verbatim|word for word|in full|wörtlich|vollständig|逐字|全文|原样|原封不动|そのまま"
    r"|дословно|полностью|palabra por palabra|textualmente|íntegro|mot pour mot|intégralement"
    r"|palavra por palavra|na íntegra)"
)
EXTRACTION_RULES: tuple[Rule, ...] = (
    rule(
        _X,
        "leak_own_prompt_en",
        rf"\b{_EN_SHOW}\b {gap(3)}your (?:(?:{_EN_HIDDEN} )?(?:system )?(?:prompt|instructions"
        rf"|system message|initial prompt|rules|guidelines|directives|context window)"
        # "print your configuration" is what `config show` does: the word needs a qualifier,
        # and "your full configuration" for a bug report is still the user's
        r"|(?:hidden|secret|internal|initial|original|confidential) configuration)"
        rf"{_NOT_A_NOTE}"
        rf"|{MORE_LEAKS['en']}",
        unless=ABOUT_ATTACK_PHRASE,
    ),
    rule(
        _X,
        "leak_hidden_prompt_en",
        rf"\b{_EN_SHOW}\b {gap(3)}(?:the )?{_EN_HIDDEN} (?:system |developer )?(?:prompt"
        rf"|instructions|message){_NOT_A_NOTE}",
        unless=f"{ABOUT_ATTACK_PHRASE}|{DOC_PLACE}",
    ),
    rule(
        _X,
        "leak_system_prompt",
        rf"\b(?:output|print|reveal|dump|leak|repeat|recite|show me|tell me)\b (?:the |your )?"
        rf"(?:full |entire |complete |exact )?(?:system|initial) (?:prompt"
        rf"|instructions){_NOT_A_NOTE}",
        unless=f"{ABOUT_ATTACK_PHRASE}|{DOC_PLACE}",
    ),
    rule(
        _X,
        "repeat_above_en",
        r"\b(?:repeat|print|output|copy|recite|echo)\b "
        rf"{gap(4)}(?:everything|all|the text|the words|what(?:'s| is)) {gap(3)}"
        r"(?:above|before this|preceding|prior to this|verbatim|word for word)\b",
        unless=ABOUT_ATTACKS,
    ),
    # The prompt and "verbatim" in one stretch of text, and nothing saying it is never done
    # ("we never log the full system prompt, only its hash").
    rule(
        _X,
        "prompt_verbatim",
        rf"{_PROMPT_WORDS}[^\n]{{0,40}}?{_VERBATIM}|{_VERBATIM}[^\n]{{0,40}}?{_PROMPT_WORDS}",
        # (a release note on what the model is sent is about the product, not a request)
        unless=r"\b(?:never|not|nie|niemals|nunca|jamais|никогда|não)\b|残さ|しない|不要|从不|不会"
        r"|\bto the model\b|\brelease notes\b|\bchangelog\b"
        rf"|{ABOUT_ATTACK_PHRASE}|{DOC_PLACE}",
    ),
    rule(
        _X,
        "ask_prompt_en",
        r"\bwhat (?:is|are|were) your (?:system prompt|initial instructions|original instructions"
        r"|hidden instructions|instructions)\b",
    ),
    rule(
        _X,
        "leak_prompt_zh",
        rf"(?:输出|打印|显示|展示|告诉我|透露|泄露|重复|复述|给出|公开|列出|说出|发给我){span(8)}"
        r"(?:系统提示词?|系统指令|初始指令|隐藏指令|原始指令|内部指令|系统设定|你的指令|你的提示词)"
        r"|你的(?:系统提示词?|指令|设定|提示词)是什么"
        rf"|{MORE_LEAKS['zh']}",
        unless=f"{ABOUT_ATTACKS}|{LESSON}",
    ),
    rule(
        _X,
        "leak_prompt_es",
        r"\b(?:revela|revelar|muestra|mostrar|muéstrame|imprime|imprimir|repite|repetir|dime"
        r"|comparte|escribe|filtra|enseña|enséñame|dame)\b "
        rf"{gap(4)}(?:prompt (?:del|de) sistema|prompt (?:inicial|oculto|original)"
        r"|instrucciones (?:del sistema|de sistema|iniciales|ocultas|originales|internas|secretas)"
        r"|mensaje (?:del|de) sistema|tus instrucciones)\b"
        rf"|{MORE_LEAKS['es']}",
        unless=f"{ABOUT_ATTACKS}|{DOC_PLACE}|{LESSON}",
    ),
    rule(
        _X,
        "leak_prompt_de",
        r"\b(?:zeig\w*|gib\w*|verrat\w*|wiederhol\w*|druck\w*|nenn\w*|offenbar\w*|enthüll\w*"
        # ("die App schreibt den Systemprompt ins Log" describes a program, it asks nothing)
        rf"|schreib(?!t\b)\w*|teile?)\b {gap(8)}(?:systemprompt\w*|system-prompt\w*"
        r"|systemanweisung\w*"
        r"|versteckten anweisungen|ursprünglichen anweisungen|anfangsanweisungen"
        r"|internen anweisungen|deine anweisungen|deinen prompt|systemnachricht\w*)"
        rf"|{MORE_LEAKS['de']}",
        unless=f"{ABOUT_ATTACKS}|{DOC_PLACE}|{LESSON}",
    ),
    rule(
        _X,
        "leak_prompt_fr",
        # (a gettext label, msgstr "Afficher le prompt système", is a menu entry)
        r"(?<!msgstr \")(?<!msgid \")"
        r"\b(?:révèle|révélez|révéler|affiche|affichez|afficher|montre|montrez|imprime|répète"
        r"|répétez|répéter|donne-moi|donnez-moi|dis-moi|divulgue|écris|recopie)\b "
        rf"{gap(5)}(?:prompt (?:système|systeme|initial|caché)|instructions (?:système|systeme"
        r"|initiales|cachées|secrètes|internes|d'origine)|message système|tes instructions"
        r"|vos instructions)"
        rf"|{MORE_LEAKS['fr']}",
        unless=f"{ABOUT_ATTACKS}|{DOC_PLACE}|{LESSON}",
    ),
    rule(
        _X,
        "leak_prompt_ja",
        r"(?:システムプロンプト|初期指示|隠された指示|隠し指示|内部指示|元の指示|システム指示"
        r"|最初の指示"
        rf"|あなたの指示|システムメッセージ){span(10)}(?:表示|出力|教え|見せ|開示|公開|繰り返"
        # not "出力しない" (is not output): a negated verb is a fix, not a request
        rf"|書き出|漏らし|共有)(?!(?:し|され|させ)?(?:ない|ず|ません))"
        rf"|{MORE_LEAKS['ja']}",
        unless=f"{ABOUT_ATTACKS}|{DOC_PLACE}|{LESSON}",
    ),
    rule(
        _X,
        "leak_prompt_ru",
        r"\b(?:покаж|показыва|выве|вывод|раскр|повтор|напиш|сообщ|расскаж|дай|распечата|озвуч"
        rf"|перечисл)\w*\b {gap(4)}(?:свой|твой|свои|твои|системн\w*|скрыт\w*|исходн\w*"
        r"|первоначальн\w*|внутренн\w*) (?:[^\s]+ )?(?:промпт\w*|инструкци\w*|подсказк\w*"
        r"|сообщени\w*|указани\w*)"
        rf"|{MORE_LEAKS['ru']}",
        unless=f"{ABOUT_ATTACKS}|{DOC_PLACE}|{LESSON}",
    ),
    rule(
        _X,
        "leak_prompt_pt",
        r"\b(?:revele|revela|revelar|mostre|mostra|mostrar|imprima|imprime|repita|repete|repetir"
        r"|diga|me diga|compartilhe|escreva|exiba|exibir)(?!\w) "
        rf"{gap(4)}(?:prompt (?:do|de) sistema|prompt (?:inicial|oculto|original)"
        r"|instruções (?:do sistema|de sistema|iniciais|ocultas|originais|internas|secretas)"
        r"|mensagem do sistema|suas instruções|tuas instruções)"
        rf"|{MORE_LEAKS['pt']}",
        unless=f"{ABOUT_ATTACKS}|{DOC_PLACE}|{LESSON}",
    ),
)

_EN_WHO = r"(?:the |your )?(?:user|human|operator|owner|anyone|them)\b"
# "Don't tell the user" counts when what is kept back is this very thing (or nothing is
# named): "don't tell the user about the surprise party" is an ordinary note.
_TOLD_WHAT = (
    r"(?=\s*(?:[.,;:!?。，；！]|$)| (?:[^\s]+ ){0,2}(?:this|that|it|esto|eso|ello|nada|das|davon"
    r"|darüber|dies\w*|dass|ceci|cela|ça|que|cette|ces|это\w*|этой|эту|этот|эти|что|isso|isto"
    r"|disso|esta|este|estas|estos|essa|esse|rien|nichts)\b)"
)
# Doing something secretly: the adverb with an action verb of the same language.
_SECRETLY = {
    "es": r"\b(?:en secreto|a escondidas|secretamente)\b",
    "de": r"\b(?:heimlich|insgeheim|unbemerkt)\b",
    "fr": r"\b(?:en secret|secrètement|en cachette)\b",
    "ja": r"こっそり|密かに|ひそかに|内緒で|秘密裏に|黙って",
    "ru": r"\b(?:тайно|втайне|скрытно|тайком)\b",
    "pt": r"\b(?:em segredo|secretamente|às escondidas)\b",
}
_ACTIONS = {
    "es": r"\b(?:envía|envia|sube|ejecuta|borra|elimina|añade|agrega|escribe|copia|instala"
    r"|modifica|cambia|reenvía|hazlo|haz|manda)\b",
    "de": r"\b(?:sende|schick\w*|lade|führe|lösche|füge|schreib\w*|kopier\w*|installier\w*"
    r"|änder\w*|mach\w*)\b",
    "fr": r"\b(?:envoie|télécharge|exécute|supprime|ajoute|écris|copie|installe|modifie|change"
    r"|fais|transmets|lance)\w*",
    "ja": r"送信|実行|削除|追加|書き|アップロード|変更|転送|コピー|インストール|して",
    "ru": r"\b(?:отправ|загруз|выполн|удал|добав|запиш|скопир|установ|измен|сдела|перешли"
    r"|запуст)\w*",
    "pt": r"\b(?:envie|envia|suba|execute|apague|exclua|adicione|escreva|copie|instale|modifique"
    r"|altere|faça|faca|mande)\b",
}

CONCEALMENT_RULES: tuple[Rule, ...] = (
    rule(
        _C,
        "hide_this_entry",
        r"\b(?:hide|conceal|keep quiet about|don't mention|do not mention|never mention) "
        r"(?:this|the) (?:entry|note|memory|record|instruction)\b"
        r"|把这\N{CJK UNIFIED IDEOGRAPH-4E00}?条[^。\n]{0,4}?(?:藏起来|隐藏)"
        r"|隐藏这\N{CJK UNIFIED IDEOGRAPH-4E00}?条"
        r"|\b(?:oculta|esconde|ocultar|esconder) (?:esta|este) (?:entrada|nota|registro|memoria)\b"
        r"|\b(?:verschweige|verstecke|verbirg)\w* (?:diesen|diese) (?:eintrag|notiz)\b"
        r"|\b(?:cache|cachez|dissimule) (?:cette|ce) (?:note|entrée|mémoire|message)\b"
        r"|この(?:エントリー?|メモ|記録)[^。\n]{0,6}?(?:隠し|隠す|秘密)"
        r"|\b(?:скрой|спрячь|утаи)\w* (?:эту|этот) (?:запись|заметку|сообщение)"
        r"|\b(?:esconda|oculte|esconde) (?:esta|este) (?:entrada|nota|registro|mensagem)\b",
    ),
    rule(
        _C,
        "deception_hide",
        r"\b(?:do not|don't|dont|never|must not|mustn't|should not|shouldn't) (?:ever )?"
        rf"(?:tell|inform|notify|alert|warn|let on to) {_EN_WHO}(?: yet| for now| today)?"
        r"(?: (?:about|that|this|anything|what|how|where|why|it|of)\b|\s*[.,;:!]|$)",
        unless=SOCIAL_SECRET,
    ),
    rule(
        _C,
        "dont_mention_en",
        r"\b(?:do not|don't|dont|never|without) (?:ever )?(?:mention|mentioning|reveal|revealing"
        r"|disclose|disclosing|tell|telling|report|reporting)\b (?:this|that|it|these|any of this"
        r"|what you (?:did|do|are doing)|the (?:change|action|instruction|command|upload)s?)\b"
        rf"(?: to {_EN_WHO})?",
        unless=rf"{SOCIAL_SECRET}|{EMBARGO_NOTE}",  # (news held to a date hides no act)
    ),
    rule(
        _C,
        "without_telling_en",
        rf"\bwithout (?:telling|informing|notifying|alerting|letting) {_EN_WHO}"
        r"|\bwithout (?:the )?(?:user|human|operator|owner)(?:'s)? (?:knowing|knowledge|noticing)\b"
        r"|\bbehind (?:the user's|their|his|her) back\b",
    ),
    rule(
        _C,
        "secretly_en",
        r"\b(?:secretly|covertly|stealthily|surreptitiously|quietly) "
        rf"{gap(2)}(?:send|upload|forward|copy|exfiltrate|post|add|append|write|run|execute"
        r"|install|delete|modify|change|insert|include|record|collect|email|report)\b",
    ),
    rule(
        _C,
        "hide_from_user_en",
        r"\b(?:hide|conceal|keep) (?:this|it|that|the fact|these \w+|your actions) "
        r"(?:hidden |secret )?from (?:the |your )?(?:user|human|operator|owner)\b"
        r"|\b(?:the )?user (?:must|should) (?:not|never) (?:know|find out|be told|learn|notice)\b"
        r"|\bdon't let (?:the )?user (?:know|see|find out|notice)\b"
        rf"|{MORE_CONCEALMENT['en']}",
        unless=SOCIAL_SECRET,
    ),
    rule(
        _C,
        "conceal_zh",
        r"(?:不要|别|不得|切勿|千万不要|不可以|绝不)(?:告诉|通知|提醒|透露给|让)[^\n]{0,4}?"
        r"(?:用户|使用者|任何人|他们|主人)(?=[^\n]{0,3}?(?:这|此|[。，！；,;!]|$))"
        r"|瞒着(?:用户|使用者)|背着(?:用户|使用者)|不让(?:用户|使用者)(?:知道|发现|看到)"
        r"|(?:偷偷|悄悄|秘密)地?[^\n]{0,6}?(?:发送|上传|执行|删除|修改|添加|写入|运行|转发|复制)"
        r"|(?:不要|别)(?:提及|提到|说出|透露)[^\n]{0,6}?(?:这|此)"
        rf"|{MORE_CONCEALMENT['zh']}",
        unless=SOCIAL_SECRET,
    ),
    rule(
        _C,
        "conceal_es",
        r"\b(?:no|nunca|jamás) (?:le |les |se lo )?(?:digas|diga|cuentes|informes|avises|menciones"
        rf"|reveles|comentes|notifiques)\b {gap(2)}(?:al usuario|a nadie|a los usuarios|al humano"
        rf"|esto|nada)\b{_TOLD_WHAT}|\bsin (?:decirle|decir|avisar|avisarle|informar|informarle"
        r"|mencionar|mencionarlo|notificar)(?: nada)? (?:al usuario|a nadie|al humano)\b"
        r"|\bsin que (?:el usuario|nadie|el humano) (?:lo )?(?:sepa|note|se entere|se dé cuenta"
        r"|se percate|vea)\b"
        rf"|{MORE_CONCEALMENT['es']}",
        unless=SOCIAL_SECRET,
    ),
    rule(
        _C,
        "conceal_de",
        r"\b(?:sag|sage|erzähl\w*|verrat\w*|teil\w*|erwähn\w*|informier\w*) "
        rf"{gap(2)}(?:dem (?:benutzer|nutzer|anwender)|niemandem) {gap(2)}(?:nicht|nichts|kein)\b"
        rf"{_TOLD_WHAT}|\b(?:dem benutzer|dem nutzer) (?:nicht|nichts) (?:sagen|erzählen"
        r"|mitteilen|verraten|erwähnen)\b|\bohne (?:den|dass der) (?:benutzer|nutzer|anwender)"
        r" (?:zu )?(?:informieren|benachrichtigen|es merkt|es weiß|davon erfährt|etwas merkt)\b"
        r"|\bohne (?:es )?(?:zu erwähnen|etwas zu sagen)\b"
        r"|\bniemand darf (?:davon )?(?:erfahren|wissen)\b"
        rf"|{MORE_CONCEALMENT['de']}",
        unless=SOCIAL_SECRET,
    ),
    rule(
        _C,
        "conceal_fr",
        r"\bne (?:le |lui |leur |l'|en )*(?:dis|dites|mentionne|mentionnez|révèle|révélez|informe"
        r"|informez|signale|signalez|préviens|prévenez|parle|parlez)\w* (?:pas|jamais|rien) "
        r"(?:[^\s]+ ){0,2}(?:à l'utilisateur|à personne|aux utilisateurs|de ceci|de cela|ça)"
        rf"{_TOLD_WHAT}|\bsans (?:le dire|rien dire|en parler|le mentionner|prévenir|informer"
        r"|avertir)(?: l'utilisateur)?\b|\bsans que (?:l'utilisateur|personne) ne?\s?(?:le )?"
        r"(?:sache|remarque)|\bà l'insu de (?:l'utilisateur|l'opérateur)"
        rf"|{MORE_CONCEALMENT['fr']}",
        unless=SOCIAL_SECRET,
    ),
    rule(
        _C,
        "conceal_ja",
        r"(?:ユーザー|ユーザ|利用者|誰|だれ)(?:に|には)(?:は)?[^\n]{0,6}?(?:言わない|伝えない"
        r"|知らせない|教えない|言わず|伝えず|知らせず|報告しない|秘密|内緒|黙って)"
        r"|(?:ユーザー|ユーザ|利用者)に(?:気づかれ|知られ|バレ)(?:ない|ず)"
        rf"|{MORE_CONCEALMENT['ja']}",
        unless=SOCIAL_SECRET,
    ),
    rule(
        _C,
        "conceal_ru",
        r"\bне (?:говори|сообщай|рассказывай|упоминай|уведомляй|информируй)\w* "
        rf"{gap(2)}(?:пользовател\w*|никому|об этом){_TOLD_WHAT}"
        r"|\bбез ведома (?:пользовател\w*)|\bчтобы пользовател\w* не (?:узнал|заметил|знал)\w*"
        r"|\bничего не (?:говори|сообщай|рассказывай)\w* пользовател\w*"
        rf"|{MORE_CONCEALMENT['ru']}",
        unless=SOCIAL_SECRET,
    ),
    rule(
        _C,
        "conceal_pt",
        r"\b(?:não|nao|nunca|jamais) (?:conte|diga|informe|avise|mencione|revele|comente|notifique)"
        rf"(?!\w) {gap(2)}(?:ao usuário|ao usuario|a ninguém|a ninguem|aos usuários|isso|nada)"
        rf"{_TOLD_WHAT}|\bsem (?:contar|dizer|avisar|informar|mencionar|notificar)(?: nada)? "
        r"(?:ao usuário|ao usuario|a ninguém|a ninguem)|\bsem que (?:o usuário|o usuario|ninguém"
        r"|ninguem) (?:saiba|perceba|note)"
        rf"|{MORE_CONCEALMENT['pt']}",
        unless=SOCIAL_SECRET,
    ),
    *(
        rule(
            _C,
            f"secretly_{lang}",
            adverb,
            requires=(_ACTIONS[lang],),
            unless=rf"{SOCIAL_SECRET}|{SURPRISE_SECRET}",
        )
        for lang, adverb in _SECRETLY.items()
    ),
)
