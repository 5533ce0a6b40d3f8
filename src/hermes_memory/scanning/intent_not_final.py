"""A date or a figure held back until it is final (fp24a): the ``unless`` of the
``act_kept_from_user`` concealment rules.

"Support macro: while a refund is under investigation, don't tell the customer an exact payout
date", "返金額が確定するまではお客様に具体的な金額を伝えないでください", "dem Kunden noch keinen
Auszahlungstermin nennen, solange die Prüfung läuft": a support or help-desk reply holds back a
date or an amount that is not settled yet -- a pending state (until approved, while under
review, before it is confirmed) beside a date or a figure the reply does not give. What is kept
is a number nobody knows yet, not an act of the assistant's.

Both must be there: the pending state anywhere, and the date or figure next to the telling
verb (either order, 40 characters). Never when the text names the reader's own act ("that you
exported their data", "dass du … gelöscht hast", "你已经把…上传"): then what is kept is that
act, whatever waits for approval. Nor when the reply is to give a false state in its place
("say the refund already went out yesterday"): the date is then hidden behind a lie.
"""

from __future__ import annotations

_NEAR = r"[^.;。；\n]{0,40}?"


def _kept(verbs: str, nouns: str) -> str:
    """The date or figure beside the telling verb, in either order."""
    return rf"(?:{verbs}){_NEAR}(?:{nouns})|(?:{nouns}){_NEAR}(?:{verbs})"


# The date or figure a reply does not give yet.
_KEPT = {
    "en": _kept(
        r"\b(?:tell|give|quote|promise|mention|share|name|commit to|keep|confirm)\b",
        r"\b(?:date|amount|figure|sum|total|price|deadline|eta|timeline|day)s?\b",
    ),
    "zh": _kept(
        r"告诉|跟\S{0,4}说|透露|承诺|答应|给出|报", r"日期|时间|金额|数字|数额|哪天|日子|价格|期限"
    ),
    "ja": _kept(
        r"伝え|お伝え|案内し|言わ|約束し|提示し|お知らせし|知らせ",
        r"日付|日程|金額|額|日時|日にち|期日|価格|時期",
    ),
    "es": _kept(
        r"\b(?:digas|decir|dar|des|indiques|comuniques|prometas|informes|digan|comunicar|indicar"
        r"|prometer|adelantes|confirmes)\b",
        r"\b(?:fecha|importe|monto|cifra|cantidad|precio|plazo|día)s?\b",
    ),
    "de": _kept(
        r"\b(?:nenn\w*|sag\w*|zusag\w*|versprech\w*|mitteil\w*|mitzuteil\w*|geben|gib)\b",
        r"(?:termin|datum|betrag|summe|zahl|preis|frist)\w*",
    ),
    "fr": _kept(
        r"\b(?:communiqu\w+|annonc\w+|donn\w+|dire|dis|promett\w+|indiqu\w+)\b",
        r"\b(?:dates?|montants?|sommes?|chiffres?|prix|délais?)\b",
    ),
    "ru": _kept(
        r"(?<!\w)(?:назыв\w*|назва\w*|говор\w*|сообща\w*|сообщи\w*|обеща\w*|скажи|сказать)",
        r"(?<!\w)(?:дат[аыуе]|сумм\w*|срок\w*|цифр\w*|день)(?!\w)",
    ),
    "pt": _kept(
        r"\b(?:dizer|diga|informe|informar|prometer|prometa|passar|passe|dar|dê|comunicar"
        r"|comunique|confirmar|confirme)\b",
        r"\b(?:data|valor|quantia|montante|prazo|dia)s?\b",
    ),
}
_WITHIN = r"[^.;。；\n]{0,60}?"
# The state it waits on: an approval, a confirmation, a review or an investigation under way.
_PENDING = {
    "en": rf"\b(?:until|till|before|while|as long as|pending)\b{_WITHIN}\b(?:approv\w*|confirm\w*"
    r"|final\w*|signs? off|signed off|sign-off|under (?:review|investigation)|investigat\w*"
    r"|in review|reviewed|settled|agreed|decided|processed|cleared|restock\w*|scheduled)\b"
    r"|\bnot (?:yet )?(?:final|confirmed|approved|settled)\b",
    "zh": r"(?:批下来|确定|确认|审批|审核|核实|定下来|排定|排好|完成|结束)(?:之?前|以前)"
    r"|还没(?:有)?(?:批|确定|确认|定|排|审)|(?:审核|调查|处理|核实)中",
    "ja": r"(?:確定|承認|確認|決定|調査|審査|完了)(?:する|される|が取れる|が済む|し)?まで"
    r"|(?:確定|承認|決定)前|(?:調査|審査|確認)中",
    "es": rf"\b(?:hasta que|mientras|antes de que)\b{_WITHIN}(?:aprueb|apruebe|confirm|valid"
    r"|firm|cierre|termin|resuelv|revis|investig|defin)\w*|\ben (?:revisión|trámite|estudio)\b",
    "de": rf"\b(?:solange|bis|bevor|erst wenn|erst,? wenn)\b{_WITHIN}(?:freigegeben|freigibt"
    r"|bestätigt|genehmigt|geprüft|abgeschlossen|feststeht|final|läuft)"
    r"|\bnoch nicht (?:fest|final|freigegeben|bestätigt)",
    "fr": rf"\b(?:tant que|jusqu'à ce que|avant que)\b{_WITHIN}(?:valid|confirm|approuv|définiti"
    r"|termin|clôtur|arrêt)\w*|\ben cours (?:d'(?:examen|analyse|instruction|enquête)|de "
    r"(?:traitement|vérification))",
    "ru": rf"(?<!\w)(?:пока|до того как|до тех пор пока){_WITHIN}(?:не (?:законч|заверш|подтверд"
    r"|утверд|одобр|соглас)|провер|рассматр|ид[её]т)\w*|(?<!\w)не (?:утвержд|подтвержд"
    r"|окончательн)\w*",
    "pt": rf"\b(?:enquanto|até que|antes que|até)\b{_WITHIN}(?:aprov|confirm|valid|conclu|termin"
    r"|andamento|análise|defin|fech)\w*",
}
# The reader's own act named: what is kept is the act, not a figure.
_OWN_ACT = (
    r"\byou(?:'ve| have)? (?:\w+ )?(?:deleted|sent|uploaded|exported|forwarded|wiped|removed"
    r"|shared|copied|changed|charged)\b"
    r"|\b(?:has|hayas|habías) (?:borrado|enviado|subido|exportado|reenviado|eliminado"
    r"|compartido|cobrado)"
    r"|\b(?:du|sie) [^.;]{0,30}?(?:gelöscht|geschickt|gesendet|hochgeladen|exportiert"
    r"|weitergeleitet|abgebucht) ha(?:st|ben)\b"
    r"|\b(?:tu as|vous avez) (?:\w+ )?(?:supprimé|envoyé|transféré|exporté|partagé|effacé"
    r"|débité)"
    r"|(?<!\w)ты (?:\w+ )?(?:удалил|отправил|выгрузил|переслал|загрузил|списал)"
    r"|\bvocê (?:\w+ )?(?:apagou|enviou|exportou|encaminhou|excluiu|compartilhou|cobrou)"
    r"|你(?:已经)?(?:把|删|发|上传|导出|转发|扣)"
    r"|(?:削除|送信|アップロード|転送|エクスポート|共有|請求)した"
)

# A false cover given in its place: the reply is to say the payment already went out, was sent
# or is done ("say the refund already went out yesterday", "dile que ya salió", "就说已经到账了")
# -- then the date is not pending, it is hidden behind a lie.
_FALSE_COVER = (
    r"\b(?:say|tell|claim|reply|answer|write|assure)\b[^.;\n]{0,60}?\b(?:already|went out"
    r"|(?:has |have )?been (?:sent|paid|processed|issued|refunded|completed)|was (?:sent|paid"
    r"|processed|issued|refunded|completed))\b"
    r"|\b(?:di|dile|diles|decir|digas|dígale|responde|escribe|asegura)\b[^.;\n]{0,60}?\bya "
    r"(?:se )?(?:sali\w*|envi\w*|pag\w*|proces\w*|emiti\w*|hizo|hech\w*|est[áa]|fue)"
    r"|\b(?:sag|schreib|antwort|behaupt)\w*\b[^.;\n]{0,60}?\b(?:bereits|schon)\b[^.;\n]{0,30}?"
    r"(?:überwiesen|ausgezahlt|verschickt|gesendet|erledigt|bearbeitet|raus)"
    r"|\b(?:dis|dites|dire|répond\w*|écri\w*|affirm\w*)\b[^.;\n]{0,60}?\bdéjà\b[^.;\n]{0,20}?"
    r"(?:parti|envoy|vers|pay|trait|effectu|rembours)\w*"
    r"|\b(?:diga|dizer|fala|responda|escreva|afirme)\b[^.;\n]{0,60}?\bjá (?:\w+ )?(?:saiu|foi"
    r"|enviad\w*|pag\w*|process\w*|feit\w*|caiu)"
    r"|(?<!\w)(?:скажи|сказать|говори|ответь|напиши|сообщи)\w*[^.;\n]{0,60}?(?<!\w)уже(?!\w)"
    r"[^.;\n]{0,20}?(?:отправ|выплач|перечисл|ушл|ушёл|обработ|сделан|пришл)\w*"
    r"|(?:就说|说|告诉|回复|声称)[^。；\n]{0,30}?已经(?:发出|到账|退|打款|处理|寄出|付|完成)"
    r"|(?:既に|すでに|もう)[^。；\n]{0,20}?(?:送金|返金|発送|支払|処理|完了)[^。；\n]{0,12}?"
    r"と(?:伝え|言|説明|案内|回答)"
)


def not_final(lang: str) -> str:
    """The ``unless`` clause for ``lang``: a date or figure held back while it is pending."""
    return (
        rf"\A(?![\s\S]*(?:{_OWN_ACT}|{_FALSE_COVER}))(?=[\s\S]*?(?:{_PENDING[lang]}))"
        rf"[\s\S]*?(?:{_KEPT[lang]})"
    )
