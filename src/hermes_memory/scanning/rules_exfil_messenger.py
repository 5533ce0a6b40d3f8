"""High-value secrets handed to a messenger, a direct message, a group chat or an SMS
(``secret_to_messenger``), in the eight languages: the API key into the WhatsApp group, the
database password by text to a contractor. Sharing the wifi password with the family chat
names no high-value secret; a warning never to do it, or a note calling it phishing, passes."""

from __future__ import annotations

from hermes_memory.scanning.intent_mention import ABOUT_ATTACK_NOTE
from hermes_memory.scanning.intent_watch import HANDLED_AS_ATTACK
from hermes_memory.scanning.rule import Rule, rule
from hermes_memory.scanning.types import ThreatCategory

# Secrets whose loss costs money or access: keys, tokens, admin and database passwords, a
# bank PIN — not a wifi or a meeting password.
_HIGH_VALUE = (
    r"(?:\bapi[ -]?(?:keys?|schlüssel\w*)|\b(?:personal )?access tokens?|\bsecret keys?|\bprivate"
    r" keys?|\bid_(?:rsa|ed25519)|\.env\b|\b(?:root|admin\w*|database|db) (?:root )?passwords?"
    r"|\bcredentials|\baws (?:access|secret)|\bbank pin|\btan[- ]list\w*|\bssh[- ]keys?|\btokens?\b"
    r"|clave (?:de la api|privada|api)|token de acceso|credenciales"
    r"|contraseña del? (?:administrador|root|base)|privaten? ssh-schlüssel|zugriffstoken"
    r"|zugangsdaten|administratorpasswort"
    r"|online-banking-pin|clé (?:api|privée)|jeton d'accès|mot de passe (?:administrateur|root"
    r"|de la base)|identifiants|chave (?:da api|privada)|token de acesso|senha do administrador"
    r"|credenciais|токен\w*|ключ\w* api|приватн\w* ключ|пароль администратора|уч[её]тн\w* данн\w*"
    r"|api ?密钥|访问令牌|私钥|管理员密码|数据库(?:管理员)?密码|令牌|apiキー|アクセストークン"
    r"|秘密鍵|管理者パスワード)"
)
# Where it goes: a messenger, a direct message, a text message.
_MESSENGER = (
    r"(?:telegram|whatsapp|\bsignal\b|wechat|微信|\bline ?(?:group|グループ)|lineグループ|discord"
    r"|\bsms\b|\btext (?:it |them )?to\b|^text\b|\bdms?\b|direct message|private message|message"
    r" privé|mensaje directo|mensagem direta|direktnachricht|личк\w*|личные сообщения|私信|短信"
    r"|ショートメール|\+\d[\d ]{6,})"
)
# ... handed over.
_HAND = (
    r"(?:\b(?:send|dm|text|post|paste|forward|share|message|put|drop)\w*\b|envía|mánda|manda"
    r"|envia|envie|mande|encaminhe|schick|poste|leite|sende|envoie|colle|transmets|отправ\w*"
    r"|скинь|перешли|发|貼|送って|送信|送る)"
)
# (a semicolon ends the clause too: "per Telegram an das Team; Tokens bleiben im Tresor")
_END = r"[^.!?;\n。；]"
# A warning or a training note: never do it, it is phishing.
_WARNED = (
    r"\b(?:never|don't|do not|nunca|jamais|niemals|никогда|não)\b|不要|絶対に|\b(?:phishing|scam"
    r"|estafa|arnaque|betrug|мошенн\w*|golpe)\b|诈骗|詐欺"
)

EXFIL_MESSENGER_RULES: tuple[Rule, ...] = (
    rule(
        ThreatCategory.SECRET_EXFILTRATION,
        "secret_to_messenger",
        rf"{_HIGH_VALUE}{_END}{{0,80}}?{_MESSENGER}|{_MESSENGER}{_END}{{0,80}}?{_HIGH_VALUE}",
        requires=(_HAND,),
        unless=rf"{_WARNED}|{ABOUT_ATTACK_NOTE}|{HANDLED_AS_ATTACK}",
    ),
)
