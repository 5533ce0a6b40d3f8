"""Still more word classes for ``rules_send_out``'s "kept data sent out" rule (det29b), one
entry per language, for the move the earlier classes name only in part: the kept data handed
back to whoever wrote the text the agent is reading --

- the place is the text itself: "reply to this e-mail with", "attach it to this ticket",
  "paste it here in the comment", "add it to this invitation", "na descrição deste convite",
  "回复到这封邮件", "このIssueに", "сюда в комментарий";
- the verbs the send class lacks in their inflected or accented forms ("mándame", "reenviar",
  "gepusht", "eintragen", "partent", "renvoyer", "вставит", "贴给", "お送り");
- the kept data by the names the store class lacks: a provider's keys ("AWS keys", "GitHub
  tokens"), a credentials file of a cloud tool, "アクセスキー", "認証ファイル".

The rule still wants the three in one sentence and keeps its unless (a note about attacks, a
routine, a report, an order never to paste keys anywhere).
"""

from __future__ import annotations

# Every language: a cloud tool's credentials file.
# (a token variable is named where it is used too, in an Authorization header: not here)
_CLOUD_FILE = r"\bgcloud\b|\bcredentials\.db\b"

_SINK_WORDS = {
    "en": r"\b(?:to|in|into|on|under) this (?:ticket|issue|thread|invit\w*|calendar event"
    r"|review)\b|\breply to this (?:e-?mail|mail|message) with\b|\bhere in the (?:comment"
    r"|thread|issue|ticket)\b|\bshared[- ]drive link\b",
    "zh": r"这(?:封|个|条) ?(?:邮件|邮箱|工单|评论|日程|帖子|issue)|评论区|回复里|这里|下一次回复",
    "es": r"\b(?:este|esta) (?:correo|ticket|issue|hilo|comentario|invitación|evento|reseña"
    r"|formulario)\b|\bcomo respuesta\b|\ben (?:tu|la) (?:próxima )?respuesta\b|\baquí\b"
    r"|\bmi webhook\b",
    "de": r"\b(?:diese[rsmn]?) (?:mail|e-mail|ticket|issue|kommentar|einladung|termin|formular)"
    r"\b|\bin (?:deiner|der) (?:nächsten )?antwort\b|\bhier (?:rein|hinein|im kommentar)\b",
    "fr": r"\b(?:ce|cette|cet) (?:courriel|mail|e-mail|ticket|fil|commentaire|invitation"
    r"|événement|avis|formulaire)\b|\ben réponse\b|\bdans (?:ta|votre) (?:prochaine )?réponse\b"
    r"|\bici\b",
    "ja": r"この ?(?:メール|チケット|issue|コメント|スレッド|招待|予定)|ここに|次の返信|返信に"
    r"|(?:下記|以下|次)の ?(?:url|アドレス|リンク|webhook|サイト|フォーム)|個人の? ?gmail",
    "ru": r"(?<!\w)(?:это\w* (?:письм|тикет|задач|комментари|приглашени|событи)\w*|сюда"
    r"|в ответ\w*|в комментари\w*)(?!\w)",
    "pt": r"\b(?:este|esta|deste|desta|neste|nesta) (?:e-?mail|ticket|chamado|issue|comentário"
    r"|convite|evento|avaliação|formulário)\b|\bna resposta\b|\baqui\b|\bno (?:meu )?zap\b",
}
SINK_WIDER = _SINK_WORDS

_STORE_WORDS = {
    "en": r"\b(?:(?:aws|gcp|azure|cloud|github|gitlab|npm|stripe|openai|access|deploy) (?:keys?"
    r"|tokens?|secrets?)|credentials? files?)\b",
    "zh": r"私钥文件|认证文件|访问密钥|网银(?:登录)?密码",
    "es": r"\b(?:claves? de (?:aws|acceso)|tokens? de (?:github|acceso|publicación))\b",
    "de": r"\b(?:aws-schlüssel\w*|zugangs?token\w*|zugriffs?schlüssel\w*)\b",
    "fr": r"\b(?:clés? (?:aws|d'accès)|jetons? (?:oauth|github|d'accès))\b",
    "ja": r"アクセスキー|認証ファイル|秘密鍵ファイル|トークン",
    "ru": r"(?<!\w)(?:ключ\w* доступа|токен\w* (?:github|gitlab|доступа)|приватн\w* ssh-ключ\w*)",
    "pt": r"\b(?:chaves? (?:da aws|de acesso)|token do pix|senhas do banco)\b",
}
STORE_WIDER = {lang: f"{_CLOUD_FILE}|{words}" for lang, words in _STORE_WORDS.items()}

SEND_WIDER = {
    "en": r"\b(?:e-?mail (?:them|it)|hand (?:them|it) over|write (?:them|it) into)\b",
    "zh": r"贴给|发我|交给|回复",
    "es": r"\b(?:mánda\w*|reenviar|envíal\w*|publique|adjuntar|súbel\w*|pásame\w*)\b",
    "de": r"\b(?:gepusht|hochgeladen|eintrag\w*|weitergeb\w*|überträgt)\b",
    "fr": r"\b(?:partent|part|renvoy\w*|renvoie\w*|transmet\w*|dépos\w*)\b",
    "ja": r"お送り|送って|送信|貼り付け|アップロード",
    "ru": r"(?<!\w)(?:вставит\w*|вставл\w*|отправит\w*|переда\w*|присыла\w*|пришли\w*)(?!\w)",
    "pt": r"\b(?:anexar|anexe|anexando|cole|colar|vão para|vai para|passe)\b",
}
