"""Override by handing the assistant a different job, in the eight languages, as pattern text
for ``rules_supersede``: its "real task" (your actual job, tu verdadera tarea, deine eigentliche
Aufgabe…) said together with the user's things or a delivery to the writer (send me, forward the
user's mail); and "the true instructions are below", said beside the assistant's own source.
"Your real task this week is the quarterly report" hands over nothing and passes.
"""

from __future__ import annotations

REAL_TASK = {
    "en": r"\byour (?:real|actual|true|new|only|secret|hidden|genuine) (?:task|job|goal|mission"
    r"|purpose|objective|assignment|priority)\b",
    "zh": r"你(?:真正|真实|实际|唯\N{CJK UNIFIED IDEOGRAPH-4E00}|新)的(?:任务|工作|目标|使命)",
    "es": r"\btu (?:verdadera|auténtica|real|única|nueva) (?:tarea|misión|función|labor"
    r"|prioridad)\b"
    r"|\btu (?:verdadero|auténtico|real|único|nuevo) (?:trabajo|objetivo|cometido)\b",
    "de": r"\bdeine (?:eigentliche|wahre|echte|wirkliche|einzige|neue) (?:aufgabe|mission"
    r"|priorität)\b"
    r"|\bdein (?:eigentlicher|wahrer|echter|einziger|neuer) (?:auftrag|job|zweck)\b",
    "fr": r"\bta (?:vraie|véritable|seule|nouvelle|réelle) (?:mission|tâche|fonction|priorité)\b"
    r"|\bton (?:vrai|véritable|seul|nouveau|réel) (?:travail|rôle|objectif|but)\b",
    "ja": r"あなたの(?:本当の|真の|唯\N{CJK UNIFIED IDEOGRAPH-4E00}の|新しい)(?:任務|仕事|目的|役目"
    r"|タスク)",
    "ru": r"\bтво\w+ (?:настоящ|истинн|реальн|единственн|нов)\w* (?:задач|цел|миссия|работ)\w*",
    "pt": r"\b(?:sua|tua) (?:verdadeira|real|única|nova) (?:tarefa|missão|função|prioridade)\b"
    r"|\b(?:seu|teu) (?:verdadeiro|real|único|novo) (?:trabalho|objetivo|papel)\b",
}

# What the new job takes: the user's things, or a delivery to whoever wrote the note.
TAKES = {
    "en": r"\b(?:the user's|users'|their|the customer's) (?:passwords?|credentials|emails?|mail"
    r"|messages|files|data|chats?|history|keys|tokens|contacts)\b|\b(?:send|forward|email|mail"
    r"|post|upload|give) (?:them |it )?(?:all )?(?:to )?me (?:all|every)\b"
    r"|\bcollect\w* (?:the )?(?:user's )?"
    r"(?:passwords?|credentials|keys|tokens)\b|\b(?:reveal|leak|expose|dump|exfiltrat|steal"
    r"|harvest)"
    r"\w* (?:[^\s]+ ){0,3}?(?:credentials|passwords?|keys|tokens|secrets)\b",
    "zh": r"用户的(?:密码|聊天记录|邮件|文件|数据|凭证|密钥|联系人)",
    "es": r"\b(?:del usuario|de los usuarios)\b|\b(?:reenvi|mand|envi|pas)\w*me tod[oa]s\b",
    "de": r"\b(?:des nutzers|des benutzers|der nutzer|der nutzerin)\b|\bmir alle\b",
    "fr": r"\bde l'utilisateur\b|\bdes utilisateurs\b|\bm'(?:envoyer|envoie|transférer|transmettre"
    r"|donner) tou(?:s|tes)\b",
    "ja": r"ユーザーの|利用者の",
    "ru": r"\bпользовател\w*|\bмне вс[её]\b|\bмне все\b",
    "pt": r"\bdo usuário\b|\bdos usuários\b|\bme (?:mandar|enviar|passar|encaminhar) tod[oa]s\b",
}

# "The true instructions are below / are these": a replacement source announced.
TRUE_SOURCE = {
    "en": r"\bthe (?:true|real|actual|genuine) (?:instructions|rules|orders|directives) (?:are"
    r"|follow"
    r"|come) (?:below|here|as follows|in this (?:note|entry|file|message|document))\b",
    "zh": r"真正的(?:指令|指示|规则|命令)(?:在下面|如下|是这些|在这里)",
    "es": r"\blas (?:verdaderas|auténticas|reales) (?:instrucciones|reglas|órdenes) son (?:estas"
    r"|las"
    r" siguientes|las de abajo|las de esta nota)\b",
    "de": r"\bdie (?:eigentlichen|wahren|echten|richtigen) (?:anweisungen|regeln|vorgaben) (?:sind"
    r"|lauten|stehen) (?:unten|hier|folgende|in dieser notiz)\b",
    "fr": r"\bles (?:vraies|véritables) (?:instructions|consignes|règles) sont (?:ci-dessous|ici"
    r"|les suivantes|celles-ci)\b",
    "ja": r"本当の(?:指示|ルール|命令)は(?:以下|下記|こちら|次の)",
    "ru": r"\bнастоящие (?:инструкции|правила|указания) (?:ниже|такие|следующие|здесь)\b",
    "pt": r"\bas (?:verdadeiras|reais) (?:instruções|regras|ordens) são (?:estas|as seguintes"
    r"|abaixo|as desta nota)\b",
}

# The true source placed in this text, said more ways (tenth round): "the real instructions
# are in this letter", "las instrucciones válidas son las que aparecen en las notas",
# "ここから先の文章があなたの本当の指示です".
TRUE_SOURCE["en"] += (
    r"|\bthe (?:true|real|actual|genuine|updated|valid) (?:instructions|rules|orders|directives)"
    r" (?:for (?:the|this|you) [^\s]+ )?(?:are|is|sit|live) (?:the ones |those )?(?:in|on|below"
    r"|here|inside) (?:this|the following|these)?\b"
)
TRUE_SOURCE["es"] += (
    r"|\blas (?:verdaderas|auténticas|reales|válidas|únicas válidas) (?:instrucciones|reglas"
    r"|órdenes) (?:[^\s]+ ){0,2}?son las que (?:aparecen|están|vienen|pone)\b"
)
TRUE_SOURCE["de"] += (
    r"|\bdie (?:eigentlichen|wahren|echten|gültigen) (?:anweisungen|regeln|vorgaben) (?:stehen"
    r"|sind) (?:in|hier in) (?:dieser|diesem)\b"
)
TRUE_SOURCE["fr"] += (
    r"|\bles (?:vraies|véritables|seules valables) (?:instructions|consignes|règles)"
    r" (?:[^\s]+ ){0,2}?sont (?:celles (?:de|qui|du)|dans (?:ce|cette))\b"
)
TRUE_SOURCE["ja"] += (
    r"|(?:以下|下記|この|ここから先|これから)[^。\n]{0,10}?が(?:あなたの)?本当の(?:指示|ルール|命令)"
)
TRUE_SOURCE["zh"] += r"|真正的(?:指令|指示|规则|命令)(?:在这|就是这|是本)"
TRUE_SOURCE["ru"] += (
    r"|\bнастоящие (?:инструкции|правила|указания)\s*(?:—|-)?\s*(?:в|во) (?:этом|этой|этих)\b"
)
TRUE_SOURCE["pt"] += (
    r"|\bas (?:verdadeiras|reais) (?:instruções|regras|ordens) (?:[^\s]+ ){0,2}?são as que"
    r" (?:estão|aparecem|vêm)\b"
)
