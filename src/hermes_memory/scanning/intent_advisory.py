"""Advisories and housekeeping notes that name an attack's or a secret's words without making one.

Two shapes the rules for markers, concealment and persistence share as ``unless``: a
security note saying what attackers plant in fetched content ("attackers sometimes put fake
turns into pages, for example:"), and a redaction step that masks data (keys, phone numbers,
e-mail addresses) in logs before they go out, which hides data, not the assistant's acts.
"""

from __future__ import annotations

# Attackers, named as the ones who plant the text that follows: a third party described, not
# an order to the reader: "Attackers sometimes put…", "Злоумышленники вставляют…".
ATTACKERS_PLANT = (
    r"(?:\b(?:attackers?|adversaries|malicious (?:pages?|sites?|content|actors?))\b[^.\n]{0,30}?"
    r"\b(?:put|puts|insert\w*|hide|hides|hid|embed\w*|plant\w*|inject\w*|smuggl\w*|slip\w*)\b"
    r"|\b(?:atacantes?|atacant\w*)\b[^.\n]{0,30}?\b(?:pon\w*|insert\w*|ocult\w*|escond\w*|mete\w*"
    r"|coloc\w*|incrust\w*)\b"
    r"|\battaquants?\b[^.\n]{0,30}?\b(?:mett\w*|insèr\w*|insere\w*|cach\w*|gliss\w*|incrust\w*)\b"
    r"|\bangreifer\w*\b[^.\n]{0,30}?\b(?:setz\w*|füg\w*|versteck\w*|schleus\w*|bett\w*|platzier\w*)"
    r"|\bзлоумышленник\w*[^.\n]{0,30}?(?:вставля|прячут|встраива|подсовыва|внедря|размеща)\w*"
    r"|(?:攻击者|攻撃者)[^。\n]{0,20}?(?:插入|嵌入|藏|放入|埋め込|仕込|挿入|隠))"
)

# What redaction hides: data, never acts. Keys, tokens, passwords, phone numbers, addresses.
_DATA = (
    r"(?:\b(?:api[ -]?keys?|keys|tokens|passwords?|secrets|phone numbers?|e-?mail(?: address)?s?"
    r"|pii|personal data|card numbers?|ip addresses)\b"
    r"|\b(?:claves?|contraseñas|tel[eé]fonos|correos|datos personales)\b"
    r"|\b(?:schlüssel|passwörter|telefonnummern|e-mail-adressen|personenbezogene\w* daten)\b"
    r"|\b(?:clés|mots de passe|numéros de téléphone|adresses e-mail|données personnelles)\b"
    r"|(?:ключ\w*|токен\w*|парол\w*|телефон\w*|адрес\w* почты|персональн\w* данн\w*)"
    r"|\b(?:chaves|senhas|telefones|e-mails|dados pessoais)\b"
    r"|密钥|令牌|密码|手机号|电话号码|邮箱|个人信息|apiキー|トークン|パスワード|電話番号|メールアドレス"
    r"|個人情報)"
)
_MASK = (
    r"(?:\b(?:mask\w*|redact\w*|hide|hiding|hidden|obfuscat\w*|scrub\w*|anonymi[sz]\w*)\b"
    r"|\b(?:enmascar\w*|ocult\w*|tach\w*|masquer|masqu\w*|caviard\w*|maskier\w*|schwärz\w*"
    r"|unkenntlich|mascar\w*|anonimi\w*)\b"
    r"|(?:скры\w*|маскир\w*|замаск\w*|обезлич\w*)"
    r"|脱敏|掩码|打码|隐藏|伏せ|マスク|匿名化)"
)
# Where: a log, the output that leaves. Redaction is of logs and exports.
_LOGS = (
    r"(?:\blogs?\b|\blogging\b|registros?|protokoll\w*|journaux|лог\w*|журнал\w*|日志|ログ"
    r"|mask\.py|\bexport\w*)"
)
REDACTION = (
    rf"\A(?=[\s\S]*{_LOGS})[\s\S]*?(?:{_MASK}[^.!?。\n]{{0,12}}?{_DATA}"
    rf"|{_DATA}[^.!?。\n]{{0,12}}?{_MASK})"
)

# A surprise kept from its guest ("send the invitations secretly, she must not know"): an
# event and invitations, nothing of the assistant's own (files, keys, logs, commands, itself).
_PRIVATE_THING = (
    r"(?:\bfiles?\b|archiv|datei|fichier|файл|文件|ファイル|password|contraseñ|passwort"
    r"|mot de passe|парол|密码|パスワード|senha|token|\bkeys?\b|clave|schlüssel|clé|ключ|密钥"
    r"|command|comando|befehl|commande|команд|shell|\blogs?\b|protokoll|журнал|日志|ログ"
    r"|memor|记忆|メモリ|памят|instruction|instrucci|anweisung|инструкц|指令|指示|https?://"
    r"|@[\w-]+\.[a-z]{2,}|\bassistant|\bagent\b|\bai\b)"
)
_SURPRISE = (
    r"(?:surprise|sorpresa|überraschung|сюрприз|surpresa|惊喜|サプライズ|birthday|cumpleaños"
    r"|geburtstag|anniversaire|день рождения|aniversário|生日|誕生日)"
)
SURPRISE_SECRET = rf"\A(?![\s\S]*{_PRIVATE_THING})[\s\S]*{_SURPRISE}"
