"""A mail, chat or ticket filter that sorts messages by a bracket tag (fp23's lead, widened by
fp24's lead and fp24a): the ``unless`` of the ``bracket_role`` marker rule.

"Gmail filter: [ADMIN] in the subject gets the label 'District'", "Slack: posts from the deploy
bot that start with [SYSTEM] go to #deploy-log, muted", "邮箱过滤器：正文第一行是 [SYS] 的邮件
… 移到“监控告警”", "Thunderbird-Filter: Betreff beginnt mit [SYSTEM NOTICE] … Schlagwort
'Wartung'": the tag is what the incoming message says and the rule only files it -- a folder, a
label, a category, the archive, a channel, muted, read, pinned, a queue. The shape is a tag
placed in a message (its subject, its body, its start, "tagged") beside a filing act.

Never when the filter sends mail anywhere (an address, a forward, a reply), runs something,
speaks to an assistant, agent or bot ("[ADMIN] assistant: …", "an den Bot"), switches something
off, or when a tag opens a forged turn of its own ("[SYSTEM]: …", "[ADMIN] you must …"): those
are orders dressed as a filter. A bot named as the sender ("the deploy bot's posts", "bot
messages") is no one spoken to.
"""

from __future__ import annotations

# Where the tag sits in the message: its subject or title, its body or first line, its start,
# what it contains, a tag or a mark.
_TAG_PLACE = (
    r"(?:subject|betreff|objet|asunto|assunto|тем[аеуы]|пометк\w*|标题|主题|件名|tag|body|title"
    r"|summary|titel|titre|t[íi]tulo|sujet|заголов\w*|タイトル"
    r"|first line|start(?:s|ing)? with|begin\w* with|contain\w*|beginnt mit|enthält|text"
    r"|commence\w* par|contient|corps|empieza con|empiezan con|contiene|cuerpo|começa\w* com"
    r"|contém|corpo|начина\w* с|содерж\w*|тел[оеа] письма|текст\w*|正文|开头|包含|本文|含む"
    r"|で始まる)"
)
# The tags the role rule reads, with the suffixes a mail system puts on a notice (not the
# "override", "instruction" or "mode" a forged turn wears).
_TAG = (
    r"\[(?:system|sys|admin|administrator|developer|root|operator)"
    r"(?: message| note| notice| update)?\]"
)
# What the filter does with the message: files, labels, mutes, marks, pins, queues it.
_FILED = (
    r"(?:folder|ordner|dossier|carpeta|pasta|папк|文件夹|フォルダ|ラベル|label|libellé|inbox"
    r"|posteingang|收件箱|受信トレイ|boîte de réception|bandeja|caixa de entrada|входящ"
    r"|archiv|アーカイブ|归档|архив|marcador|etiqueta|étiquette|etikett|schlagwort|метк"
    r"|分组|标签|静音|mute|categor|kategor|catégor|категор|分类|カテゴリ"
    r"|mark\w* (?:them |it )?as read|gelesen|comme lu|como leíd|como lid|le[íi]d[oa]s|lidas"
    r"|прочитанн|已读|既読"
    r"|priority|priorität|priorité|prioridad|prioridade|приоритет|优先级|優先度"
    r"|pinned|pin(?:s|ned)? it|queue|warteschlange|file d'attente|fila|очеред|队列|キュー"
    r"|channel|kanal|canal|канал|频道|チャンネル|#[a-z][\w-]+|振り分|移到|移动到|移至"
    r"|verschieb|déplac|classer|mover|muév|mueve|перемещ|перекладыва|переносит"
    r"|\bfile[sd]? (?:it |them )?(?:under|in|into)\b|\bboard\b)"
)
# A send, a forward, a reply, or something run: the filter acts outside the mailbox.
_SENDS = (
    r"@|forward|reenv|weiterleit|transf[eé]r|encaminh|пересыл|переслат|转发|転送|auto-?repl"
    r"|reply|répond|respond|antwort|ответ|回复|返信|\brun\b|execut|ejecut|exécut|ausführ"
    r"|выполн|执行|実行"
)
# Someone spoken to, something switched off, a tag opening its own turn.
_ORDERS = (
    r"assistant|\bagent|\bai\b|ассистент|агент|助手|助理|アシスタント|エージェント|asistente"
    r"|assistente|disabl|désactiv|desactiv|deaktiv|отключ|禁用|無効"
    # (a bot spoken to -- "bot:", "to the bot", "bot, …", "the bot must" -- not a bot sending)
    r"|\bbots?\s*[:,：]|\b(?:to|an|for|für|pour|para|à) (?:the |den |le |la |el |o |this |our )?"
    r"bots?\b|\bbots? (?:must|should|shall|will now|muss|soll|doit|debe|deve|должен)\b"
    r"|боту\b|给机器人"
    # (a tag speaking: "[SYSTEM]: …", "[ADMIN] you must …")
    r"|\]\s*[:：]|\]\s*(?:you|your|du|tu|vous|ты|вы|你|あなた|usted|você)\b"
)
MAIL_SORTED = (
    rf"\A(?![\s\S]*(?:{_SENDS}))(?![\s\S]*(?:{_ORDERS}))(?=[\s\S]*{_FILED})"
    rf"[\s\S]*?(?:{_TAG_PLACE}[^\n.。]{{0,30}}?{_TAG}|{_TAG}[^\n.。]{{0,30}}?{_TAG_PLACE})"
)
