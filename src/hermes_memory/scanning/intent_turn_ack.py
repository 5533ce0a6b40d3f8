"""A forged exchange in which the assistant agrees to drop a safeguard, for ``rules_turns``'s
forged-exchange rule, in the eight languages, written for the general move rather than any
phrase: an assistant's line, however it is labelled ("[assistant]:", "【助手】：",
"> **Asistente:**", "(tour précédent) Assistant :"), that says it will stop asking, switch a
review off, lift its restrictions or keep passwords in plain text, beside a user's or a
system's line.

A chat format's example still passes (the rule's unless), and an exchange whose assistant line
agrees to anything else ("Understood, I'll use metric units") names no safeguard here.
"""

from __future__ import annotations

# A turn label: the role word, with a quote mark, brackets or bold around it.
_OPEN = r"^[ \t>*\[【(]*(?:\([^)\n]{0,30}\)[ \t]*)?"
_CLOSE = r"[ \t*\]】)]*(?:,[^:：\n]{0,12})?[ \t*\]】)]*[:：]"
ASSISTANT_LINE = (
    rf"{_OPEN}(?:assistant|asistente|assistent|assistente|ассистент|アシスタント|助手){_CLOSE}"
)
OTHER_LINE = (
    rf"{_OPEN}(?:user|usuario|usuário|nutzer|benutzer|utilisateur|пользователь|ユーザー|用户"
    rf"|system|sistema|système|система|システム|系统){_CLOSE}"
)

# The safeguard the assistant's line agrees to drop.
LIFTED_ACK = (
    r"\b(?:(?:stop|no longer|won'?t|will not|never again) (?:\w+ ){0,2}?(?:ask(?:ing)?"
    r"|confirm\w*|double-check\w*)|switch\w* off (?:the |my )?(?:review|confirmation|approval"
    r"|safety)\w*|disabl\w* (?:my )?(?:restrictions|filters|safety)|(?:store|save|keep)"
    r" (?:\w+ ){0,2}?passwords in (?:plain ?text|clear))\b"
    r"|\b(?:no volveré a preguntar|dejaré de (?:preguntar|pedir confirmación)|desactivo (?:mis )?"
    r"(?:restricciones|filtros))\b"
    r"|\b(?:je désactive (?:mes )?(?:restrictions|filtres)|je ne (?:te |vous )?demanderai plus)\b"
    r"|\b(?:frage? (?:\w+ )?nicht mehr nach|im klartext|deaktiviere (?:meine )?(?:einschränkungen"
    r"|filter))\b"
    r"|\b(?:não (?:vou|irei) mais (?:perguntar|pedir confirmação)|desativo (?:minhas )?"
    r"restrições)\b"
    r"|(?<!\w)(?:больше не (?:буду )?(?:спрашивать|уточнять|переспрашивать)|отключаю (?:свои )?"
    r"ограничени\w*)"
    r"|关闭审核|不再(?:询问|确认|问)|关闭(?:安全|限制)"
    r"|確認(?:を)?(?:やめ|しません)|制限を解除|レビュー(?:を)?(?:省略|オフ)"
)
