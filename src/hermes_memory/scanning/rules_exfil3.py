"""Secrets handed to whoever wrote the content: a reply, a comment, a shared doc, an address.

One sentence holds three things, in any of the eight languages: a verb that hands something
over (reply with, attach, paste here, DM me, add as a query parameter, copy into the shared
doc), a secret (a key file, a ``…_KEY``/``…_TOKEN`` variable, passwords, a session cookie,
the environment dumped by ``printenv``) and a place outside the user's reach (me, this
thread, a public pad, an address). Saying not to ("never paste tokens here") passes.
"""

from __future__ import annotations

from hermes_memory.scanning.intent_mention import ABOUT_ATTACK_NOTE
from hermes_memory.scanning.intent_proper_use import SECRET_USED_PROPERLY
from hermes_memory.scanning.intent_report import NOT_STATUS
from hermes_memory.scanning.intent_send_out import IDENTITY_FILE
from hermes_memory.scanning.rule import Rule, rule
from hermes_memory.scanning.rules_system import AUTH_HEADER, NET_TOOL, NET_TOOL_OUT, SECRET, SINK
from hermes_memory.scanning.types import ThreatCategory

_E = ThreatCategory.SECRET_EXFILTRATION

_HAND = (
    r"(?:\bback up\b|\b(?:send|email|e-mail|mail|dm|reply|respond|attach|paste|post(?!-?mortem)|put"
    r"|add|append"
    r"|include"
    r"|copy|mirror|forward|share|upload|save|sync|enter|transmit|hand)\w*"
    r"|\b(?:envía|envíe|envíen|envia|responde|adjunta|pega|pegue|copia|añade|añadan|reenvía"
    r"|reenvíen|comparte|manda|sube|incluye|escribe)\w*"
    r"|\b(?:schick|sende|antworte|häng|hängt|füg|poste|kopier|trag|eintrag|leite|teile)\w*"
    r"|\b(?:envoie|envoyez|réponds|joins|joindre|colle|collez|copie|ajoute|transmet|partage"
    r"|poste|mets)\w*"
    r"|(?<!\w)(?:пришли|отправ|ответь|вставь|вставля|скопируй|копирова|перешли|добавь|приложи"
    r"|скинь|выложи)\w*"
    r"|\b(?:envie|responda|anexe|cole|copie|adicione|encaminhe|compartilhe|mande)\w*"
    r"|发给|回复给|贴到|贴在|粘贴|复制到|同步到|发到|附上|转发|写到|送って|送っといて|返信に|貼って"
    r"|貼り付け|コピーして|転送|添付|書いて(?![あいお]))"
)
_MORE_SECRET = (
    r"(?:\bsession cookie|\badmin (?:session )?cookie|\bcookie de sesión|\bcookie de session"
    r"|\b[a-z]+(?:_[a-z]+)*_(?:key|token|secret|password)\b|\bdatabase_url\b"
    r"|\bstripe secret|\bsecret key|\bhosts\.yml\b|\bcredentials\.db\b|\bprintenv\b|`env\b"
    r"|\benv \| base64|os\.environ|\bjetons?\b|\bpasswords\b|\bpasswörter\b|\bmots de passe\b"
    r"|(?<!\w)(?:токены|пароли)(?!\w)|\bsenhas\b|\btoken do github\b|\btoken de github\b"
    r"|\bgithub token\b|数据库密码|支付密钥|apiキー|トークン|パスワード)"
)
_OUT = (
    r"(?:\b(?:dm|email|send|mail|message) me\b|\bto me\b|\b(?:in|as) (?:a |your )?(?:reply|comment)"
    r"|\breply to\b|\bin this thread\b|\bhere\b|\bshared (?:doc|gist|pad|sheet|drive)\w*"
    r"|\bpublic\b|\bquery parameter|\bpayload\b|\bcrash report|\btelemetry\b"
    r"|\baquí\b|\ben tu respuesta\b|\bresponde\b|\ba mí\b|\bpor correo\b|\bcompartid[oa]\b"
    r"|\bpúblic[oa]\b|\bmir\b|\bhier\b|\bals kommentar|\böffentlich\w*|\bper mail\b"
    r"|\bquery-parameter|\bmoi\b(?!@)|\bici\b|\bpar e-mail\b|\ben réponse\b"
    r"|(?<!\w)(?:мне|сюда|в ответе|в комментари\w*|общий документ|в общий)(?!\w)"
    r"|\baqui\b|\bna sua resposta\b|\bresponda\b|\bpara mim\b|\bcompartilhad\w*"
    r"|给我|回复给|评论里|共享文档|这里|返信|コメント|共有ドキュメント|私の"
    # (an rsync to the user's own NAS on the home network is no place outside)
    rf"|{SINK.replace(NET_TOOL, NET_TOOL_OUT)})"
)
_NOT = (
    r"(?:\b(?:never|don't|do not|must not|no|nunca|nie|niemals|nicht|keine?|jamais|ne|не|никогда"
    r"|não)\b"
    r"|不要|别|禁止)"
)
_IN = r"(?:[^.!?;\n。！？；]|[.!?;](?=\S))"
_SECRETS = rf"(?:{SECRET}|{_MORE_SECRET})"
# Up to 14 words, then a few characters (scripts written without spaces): a verb and its
# object in one sentence, tried a word at a time instead of a character at a time.
_GAP = r"(?:[^\s!?;。！？；]*+(?<!\.)\s+){0,14}?[^\s!?;。！？；]{0,16}?"

# The verb and the secret in one sentence, either order; the place anywhere in the text.
# Secret first, verb after ("run `env | base64` and post the output"): only from the secrets
# that open with a rare character, so the search stays cheap.
_SECRET_FIRST = (
    r"(?:`(?:env|printenv)\b|\bprintenv\b|\benv \| base64|os\.environ|(?<![\w.])\.env\b"
    # a dotfile, but not a shell's start-up file or a tool manager's folder (no secret there)
    r"|~/\.(?!(?:bashrc|zshrc|profile|bash_profile|zprofile|nvm|pyenv|local/bin|cargo/bin"
    # (nor an SSH client's config or known hosts: aliases and fingerprints, no key)
    r"|ssh/config|ssh/known_hosts)\b)[a-z]"
    r"|(?<!\w)(?:токены|ключи|пароли)(?!\w))"
)
_HANDED_OUT = (
    rf"{_HAND}{NOT_STATUS}{_GAP}{_SECRETS}|{_SECRET_FIRST}{_GAP}(?:{_HAND}{NOT_STATUS}"
    r"|\bback (?:it |them )?up\b)"
)

# A public key is meant to be handed out; a reset link or a policy is not a password; "not by
# mail" is the rule against it.
_NOT_SECRET = (
    # (an "SSH-" or "GPG-" before the noun keeps it a public key: "öffentlichen SSH-Schlüssel")
    r"\bpublic (?:ssh |gpg |pgp )?(?:key|half|part)|\bclés? (?:ssh |gpg )?publiques?"
    r"|\bclaves? (?:ssh |gpg )?públicas?|\bchaves? (?:ssh |gpg )?públicas?"
    r"|\böffentliche\w* (?:(?:ssh|gpg|pgp)-?)?(?:schlüssel|teil)"
    r"|открыт\w* (?:ssh[- ]|gpg[- ])?(?:ключ|част)|公钥|公開鍵|\.pub\b"
    r"|\bpassword (?:reset|policy|rules|manager)|\bparte pública|\bpartie publique"
    # a backup to the user's own drive
    r"|\b(?:encrypted|usb|external) (?:usb )?(?:drive|disk|stick)\b|/media/|/mnt/"
    # a status: "once the key has been rotated", "passwords leaked in a paste last year"
    r"|\b(?:once|when|after) (?:the |your )?\S+ (?:has been|have been|is|was|were) (?:rotated"
    r"|revoked|changed|updated|expired)|\bleaked (?:in|via|through|into|on)\b"
    r"|\b(?:no|not|nicht|pas|не|não) (?:por|by|via|per|par|через|pelo) (?:correo|e-?mail|mail|chat)"
)

# Verbs that come last ("APIキーを返信に貼って", "Zugangsdaten … eintragen"): found first (rare),
# the secret and the place anywhere in the text.
_HAND_LAST = (
    r"(?:\b(?:eintragen|posten|schicken|hochladen|einfügen|anhängen|weiterleiten)\b"
    r"|回复给|贴到|贴在|粘贴|复制到|同步到|发到|发给|附上|转发|送って|送っといて|返信に|貼って"
    r"|貼り付け|コピーして|転送|添付|書いて(?![あいお]))"
)

EXFIL3_RULES: tuple[Rule, ...] = (
    rule(
        _E,
        "secret_handed_out_last",
        _HAND_LAST,
        requires=(_SECRETS, _OUT),
        unless=rf"{ABOUT_ATTACK_NOTE}|{_NOT_SECRET}|{AUTH_HEADER}|{SECRET_USED_PROPERLY}"
        rf"|{_NOT}{_IN}{{0,24}}?{_HAND}",
        lines=True,
    ),
    rule(
        _E,
        "secret_handed_out",
        _HANDED_OUT,
        requires=(_OUT,),
        # (a token in an Authorization header is ordinary API use: a curl how-to)
        unless=rf"{ABOUT_ATTACK_NOTE}|{_NOT_SECRET}|{AUTH_HEADER}|{SECRET_USED_PROPERLY}"
        rf"|{_NOT}{_IN}{{0,24}}?{_HAND}",
        # (the key an SSH client config points at is used there, not handed out)
        strip=IDENTITY_FILE,
        lines=True,
    ),
)
