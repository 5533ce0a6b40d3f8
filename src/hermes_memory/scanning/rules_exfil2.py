"""Exfiltration through a URL the assistant is told to build or render: a tracking image or
link whose query carries the conversation or a password (``url_carries_chat``), and a
hostname built from a secret variable (``dns_carries_secret``). Docs that show an API's URL
with an ``<id>`` placeholder or a badge template carry neither."""

from __future__ import annotations

from hermes_memory.scanning.intent_mention import ABOUT_ATTACK_NOTE
from hermes_memory.scanning.rule import Rule, rule
from hermes_memory.scanning.types import ThreatCategory

_E = ThreatCategory.SECRET_EXFILTRATION

# What a placeholder names when it smuggles the chat out: the conversation, the user's
# messages, a password — in the eight languages.
_CARRIED = (
    r"(?:conversation|chat|dialog|message|history|transcript|password|passwort|mot de passe"
    r"|contraseña|senha|пароль|парол|диалог|переписк|对话|会话|聊天|会話|conversa|gespräch"
    r"|verlauf|conversación|mensaje|mensagem|nachricht|сообщени|消息|メッセージ|履歴|历史"
    r"|historial|historique|histórico)"
)
URL_CARRIES_CHAT = rf"https?://[^\s)]*[?&/=][\w-]*=?<[^<>\n]{{0,60}}?{_CARRIED}[^<>\n]{{0,60}}>"
DNS_CARRIES_SECRET = (
    r"<[^<>\n]{0,40}?\$[a-z_]*(?:key|secret|token|password|pass)\w*[^<>\n]{0,10}>\.[a-z0-9-]+\."
)

EXFIL2_RULES: tuple[Rule, ...] = (
    rule(_E, "url_carries_chat", URL_CARRIES_CHAT, unless=ABOUT_ATTACK_NOTE),
    rule(_E, "dns_carries_secret", DNS_CARRIES_SECRET, unless=ABOUT_ATTACK_NOTE),
)
