"""Erasing or forging the trail of the assistant's acts, in eight languages: clear the
command history, delete the confirmation mail, edit the audit log so the entry looks
routine.

Three classes share a sentence: ERASE (clear, delete, edit), TRAIL (a history, a log, a
confirmation message, this mail) and DARK_PURPOSE (so the user cannot see it, out of the
user's inbox, so it looks like a read-only query). Pruning old logs to save disk names no
one kept in the dark. Pattern text only; ``rules_conceal3`` compiles it.
"""

from __future__ import annotations

_ERASE = {
    "en": r"\b(?:clear|clears|delete|deletes|remove|removes|wipe|wipes|purge|scrub|erase|edit"
    r"|rewrite|alter|doctor)\b",
    "es": r"\b(?:borr|elimin|limpi|edit|modific|reescrib)\w*",
    "de": r"(?:lösch|entfern|leer|bereinig|bearbeit|änder|überschreib|manipulier)\w*",
    "fr": r"\b(?:effac|supprim|vid|nettoi|modifi|réécri)\w*",
    "pt": r"\b(?:apag|limp|exclu|remov|edit|alter|reescrev)\w*",
    "ru": r"\b(?:очист|очищ|удал|стир|отредактир|измен|подправ|перепиш)\w*",
    "zh": r"(?:清除|删掉|删除|清空|抹掉|改成|篡改|修改)",
    "ja": r"(?:消去|削除|消し|編集|書き換え|改ざん)",
}
_TRAIL = {
    "en": r"(?:\b(?:bash|shell|command|browser) history|bash_history|\bhistory\b|\baudit"
    r" (?:log|trail)|\bactivity (?:log|feed)|\blog entry|\blogs?\b|\bconfirmation (?:message"
    r"|email|e-mail|sms|text)|\bsent (?:folder|items)|\bthis (?:email|e-mail|message)\b"
    r"|\btraces?\b)",
    "es": r"\b(?:historial|registro|log|bitácora|mensaje de confirmación|correo de confirmación"
    r"|rastro|este correo|este mensaje)\w*",
    "de": r"(?:verlauf|historie|protokoll|log\b|bestätigungs\w*|posteingang|spuren"
    r"|diese (?:mail|e-mail|nachricht))",
    "fr": r"\b(?:historique|journal|journaux|logs?|mail de confirmation|message de confirmation"
    r"|traces?|ce (?:mail|message))\b",
    "pt": r"\b(?:histórico|registro|log|mensagem de confirmação|e-mail de confirmação|rastros?"
    r"|este e-mail|esta mensagem)\b",
    "ru": r"\b(?:истори\w*|журнал\w*|лог\w*|письм\w*-подтвержден\w*|подтвержден\w*|след\w*"
    r"|эт\w* письм\w*)",
    "zh": r"(?:历史|日志|记录|确认短信|确认邮件|收件箱|痕迹|这封邮件)",
    "ja": r"(?:履歴|ログ|記録|確認メール|受信箱|痕跡|このメール)",
}
# Who is kept in the dark, or the disguise: "so the user can't see", "from the user's
# inbox", "so the entry looks like a read-only query".
_DISGUISE_EN = (
    r"(?:routine|read-only|normal|harmless|innocent|ordinary|a (?:read|query|no-op)|nothing"
    r" happened)"
)
_PURPOSE = {
    "en": r"\bso (?:that )?(?:the user|they|he|she|the owner|nobody|no one)\b[^.!?\n]{0,30}?"
    r"\b(?:can't|cannot|won't|doesn't|never|don't)\b|\b(?:the user's|from the user|the owner's)"
    rf"\b|\b(?:looks?|appears?|seems?|reads?) (?:like|as) (?:an? )?{_DISGUISE_EN}",
    "es": r"\bpara que (?:el usuario|la usuaria|el dueño|el titular|la titular|nadie)\b"
    r"[^.!?\n]{0,20}?\bno\b|\b(?:del usuario|de la usuaria|del dueño|del titular)\b"
    r"|\bparezca (?:una?|que)\b",
    "de": r"\bdamit (?:der nutzer|die nutzerin|der besitzer|die inhaberin|niemand)\b[^.!?\n]{0,30}?"
    r"\bnicht\b|\bdes (?:nutzers|besitzers|inhabers)\b|\bder (?:nutzerin|inhaberin)\b"
    r"|\bwie (?:eine?|ein) [^.!?\n]{0,30}?aussieht",
    "fr": r"\bpour que (?:l'utilisat\w*|le propriétaire|la titulaire|le titulaire|personne)\b"
    r"[^.!?\n]{0,30}?\b(?:ne|n')|\bde l'utilisat\w*|\bressemble à\b",
    "pt": r"\bpara (?:que )?o (?:usuário|dono|titular)\b[^.!?\n]{0,10}?\bnão\b|\bpara a (?:usuária"
    r"|dona|titular)\b[^.!?\n]{0,10}?\bnão\b|\bd[oa] (?:usuári[oa]|dono|dona|titular)\b"
    r"|\bparecer (?:uma?|que)\b",
    "ru": r"\bчтобы (?:пользователь|владел\w*|никто)\b[^.!?\n]{0,20}?\bне\b|\bпользователя\b"
    r"|\bвыглядел\w* как\b",
    "zh": r"(?:用户|主人|老板)[^。！？；\n]{0,6}?(?:不能|不会|看不到|永远不会)"
    r"|用户(?:的)?(?:手机|邮箱|收件箱)|改成[^。！？；\n]{0,8}?(?:只读|正常|例行)",
    "ja": r"(?:ユーザー|持ち主|オーナー)[^。！？；\n]{0,16}?(?:見られない|見えない|気づかない"
    r"|知られない)|ユーザーの(?:受信箱|履歴|メール)|に見えるように",
}

LANGS = tuple(_ERASE)


def erase_trail(lang: str) -> tuple[str, str, str]:
    """The three classes that must share a sentence."""
    return _ERASE[lang], _TRAIL[lang], _PURPOSE[lang]
