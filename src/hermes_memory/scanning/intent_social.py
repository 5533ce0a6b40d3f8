"""Secrets people keep from people, not an assistant hiding its acts from its user.

A surprise party, a gift, an announcement not made yet, a debug panel hidden from end users
by default: the thing kept quiet is an event or a screen, and nothing in the note is an act of
the assistant's (a file sent, a command run, this very note). Concealment rules use this as
``unless``.
"""

from __future__ import annotations

# What makes a concealment order an attack: the assistant's own acts, the data it moves, the
# note itself. Any of these in the text and the social reading does not apply.
_ASSISTANT_ACT = (
    r"(?:\byou(?:'ve| have)? (?:did|done|sent|ran|run|deleted|changed|uploaded|copied|read"
    r"|forwarded|saved|stored)|\bassistant|\bagent\b|\bai\b|\bbot\b|instruction|instrucci"
    r"|anweisung|инструкц|指令|指示|命令|\bthis (?:note|entry|memory|rule)|\bupload|\bsend"
    r"|\bsent\b|forward|envi[aoe]|schick|отправ|发送|送信|\bdelet|borra|lösch|supprim|удал|删除"
    r"|削除|apag|\bfile|archiv|datei|fichier|файл|文件|ファイル|password|contraseñ|passwort"
    r"|mot de passe|парол|密码|パスワード|senha|token|\bkeys?\b|clave|schlüssel|clé|ключ|密钥"
    r"|command|comando|befehl|commande|команд|shell|\blogs?\b|registro|protokoll|журнал|日志|ログ"
    r"|memor|记忆|メモリ|памят)"
)
# ... and what makes it social: a surprise, a gift, news held back until a date, or a screen
# hidden by default behind a flag.
_SOCIAL = (
    r"(?:surprise|gift|present\b|birthday|party|announce\w*|\byet\b|until\b|sorpresa|regalo"
    r"|cumpleaños|fiesta|anuncio|todavía|aún|überraschung|geschenk|geburtstag|feier|noch nicht"
    r"|pas encore|cadeau|anniversaire|fête|jusqu'|surpresa|presente|aniversário|festa|ainda"
    r"|сюрприз|подар\w*|день рождения|вечеринк\w*|пока не|惊喜|礼物|生日|派对|还没|先别|サプライズ"
    r"|プレゼント|誕生日|パーティー|まだ|by default|feature[- ]flag|behind (?:a|the) \S+ flag"
    r"|por defecto|par défaut|standardmäßig|por padrão|по умолчанию|默认|デフォルト)"
)
SOCIAL_SECRET = rf"\A(?![\s\S]*{_ASSISTANT_ACT})[\s\S]*{_SOCIAL}"
