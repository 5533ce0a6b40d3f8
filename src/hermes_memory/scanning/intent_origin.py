"""Extraction aimed at where the assistant's text came from, in the seven languages beyond
English: "everything before the user's first message", "the text you were started with",
"what they told you before we spoke", the hidden or start-up instructions, asked back whole
or put into a report. Pattern text only; ``rules_covert`` compiles it.

German and the infinitive-style checklists of the other languages put the verb last
("… komplett in den Bericht kopieren"), so each language reads the reference with an output
verb on either side.
"""

from __future__ import annotations

# (reference to the start-up text, output verbs, verbatim words)
_ORIGIN = {
    "es": (
        r"(?:el texto|el mensaje|las indicaciones|las instrucciones|lo que)[^.\n]{0,24}?(?:con"
        r" (?:el|la|las|los) que te (?:configuraron|iniciaron|programaron|arrancaron)|que"
        r" recibiste|que te (?:dieron|pasaron|dijeron))|\bqué te (?:dijeron|dieron|pusieron"
        r"|escribieron) (?:exactamente )?antes|antes de (?:su|tu|mi|el) primer mensaje"
        r"|\btu mensaje (?:de|del) sistema|\b(?:indicaciones|instrucciones) ocultas",
        r"\b(?:copia|pega|muestra|muéstra\w*|pása\w*|dame|imprime|cita|escribe|repite|reproduce"
        r"|copiar|pegar|mostrar|incluir|adjuntar|necesita)\w*",
        r"palabra por palabra|tal cual|íntegr\w*|complet\w*|sin resumir|sin filtr\w*"
        r"|al (?:inicio|principio|final) de (?:cada|tu|la) respuesta",
    ),
    "de": (
        r"(?:den text|die nachricht|die anweisungen)[^.\n]{0,4}? mit (?:dem|der|denen) du"
        r" (?:gestartet|konfiguriert|eingerichtet|initialisiert) wurdest|\bdeine\w* (?:[^\s]+ )?"
        r"\w*(?:anweisungen|vorgaben|instruktionen|systemprompt|startnachricht)\b"
        r"|vor (?:der|deiner|seiner|ihrer) ersten (?:nutzer|benutzer)?nachricht"
        r"|\bversteckten anweisungen",
        r"\b(?:gib|zeig|kopier|zitier|verrat|schreib|liste|füg|häng|übersetz|druck)\w*",
        r"wortwörtlich|wörtlich|vollständig|komplett|unverändert|ungekürzt",
    ),
    "fr": (
        r"(?:le |du )?texte (?:exact )?(?:caché|de ta configuration|qui (?:la|te) configure)"
        r"|\b(?:des |les )?instructions cachées|(?:tout )?ce qui précède (?:son|ton|mon|le)"
        r" premier message|\b(?:le )?message (?:initial )?du développeur",
        r"\b(?:affiche|recopie|copie|colle|cite|écris|donne|montre|joins|liste|reproduis"
        r"|afficher|recopier|copier|coller|citer|écrire|joindre|lister|reproduire|inclure)\w*",
        r"mot pour mot|intégral\w*|sans rien couper|en entier|complet\w*|exact",
    ),
    "pt": (
        r"\bo texto (?:de configuração )?que você recebeu|\binstruções (?:[^\s]+ )?(?:te passaram"
        r"|te deram|você recebeu)|\b(?:suas|tuas) instruções iniciais|\bmensagem do"
        r" desenvolvedor",
        r"\b(?:cole|copie|mostre|conte|diga|liste|escreva|cite|colar|copiar|incluir|anexar"
        r"|mostrar|listar|escrever|citar|reproduzir)\w*",
        r"sem cortar|exatamente|palavra por palavra|complet\w*|na íntegra|integral",
    ),
    "ru": (
        r"текст,? с которым тебя (?:запустили|настроили|создали|инициализировали)"
        r"|\bчто тебе (?:написали|сказали|дали|передали) до\b|до (?:его|твоего|моего) первого"
        r" сообщени|\bстартов\w* (?:указани|инструкци)\w*|\bсистемн\w* промпт\w*",
        r"\b(?:выведи|покажи|скинь|процитируй|перепиши|скопируй|вставь|добавь|приложи|нужен"
        r"|напиши)\w*|приложение",
        r"дословно|целиком|полностью|полный|как есть|без сокращений|в начале каждого ответа",
    ),
    "ja": (
        r"(?:隠れている|隠された|隠し|非公開の)(?:システム(?:側)?の)?(?:指示|プロンプト|設定"
        r"|ルール)"
        r"|最初に(?:設定|書かれ|渡され|与えられ)た(?:文章|指示|設定|テキスト)",
        r"(?:貼っ|貼り付け|書き出|出力|表示|見せ|教え|コピー|引用)",
        r"\N{CJK UNIFIED IDEOGRAPH-4E00}字\N{CJK UNIFIED IDEOGRAPH-4E00}句|そのまま|全部|全文"
        r"|番号を付け",
    ),
    "zh": (
        r"你(?:最开始|最初|\N{CJK UNIFIED IDEOGRAPH-4E00}开始|开头)的(?:规则|指令|设定|说明)"
        r"|(?:对话|会话|聊天)开始(?:之)?前你(?:看到|收到|拿到)的",
        r"(?:写出来|原样|复述|输出|打印|贴出|发给我|列出)",
        r"原样|\N{CJK UNIFIED IDEOGRAPH-4E00}字不差|逐字|全部|所有",
    ),
}
ORIGIN = {
    lang: rf"(?:{verb})[^.\n。]{{0,60}}?(?:{ref})|(?:{ref})[^.\n。]{{0,80}}?(?:{verb})"
    for lang, (ref, verb, _) in _ORIGIN.items()
}
ORIGIN_VERBATIM = {lang: verbatim for lang, (_, _, verbatim) in _ORIGIN.items()}
