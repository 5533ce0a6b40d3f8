"""The det27 widening of two concealment shapes aimed at a named person, kept apart so the
modules it widens stay short:

- ``SECOND_RECORD``: a second, separate or hidden record of work data (contacts, clients,
  payments, appointments) -- "keep a second client list", "eine zweite Kundenliste",
  "отдельный список клиентов", "另外记一份名单". ``intent_kept_from`` adds it to its acts, so
  it counts only with a keeping from someone in the same sentence ("that Marta never sees").
  A list of gift ideas or party guests names no work data (and ``EMBARGO`` excuses surprises).
- ``SHORT_ANSWER``: a bare yes, no or "it was cancelled" prepared for a question still to come
  ("if she asks, say no"). ``intent_cover_up`` adds it beside its success words: like them it
  counts only when the text also keeps something back ("without showing it to her").
- ``MORE_ASKED``: the question to come with a longer object before its verb ("Wenn der
  Betriebsrat nach Zugriffen auf die Personalakten fragt").
- ``MORE_KEPT``: "never let Sarah see it", "X must not know about it" in English, where the
  keeping names the person rather than a pronoun.

Pattern text only; nothing here is a rule of its own.
"""

from __future__ import annotations

# "second" / "separate" / "hidden", then within a few words the work data a record holds.
_ORD = {
    "en": r"\b(?:second|separate|another|parallel|shadow|hidden|duplicate|extra)\b",
    "es": r"\b(?:segund[oa]|otr[oa]|paralel[oa]|ocult[oa]|aparte|separad[oa])\b",
    "de": r"\b(?:zweite\w*|separate\w*|gesonderte\w*|eigene\w*|andere\w*|geheime\w*"
    r"|versteckte\w*|parallele\w*)\b",
    "fr": r"\b(?:seconde?|deuxième|autre|parallèle|séparée?|cachée?|secrète?)\b",
    "pt": r"\b(?:segund[oa]|outr[oa]|paralel[oa]|ocult[oa]|separad[oa]|à parte)\b",
    "ru": r"(?<!\w)(?:втор\w+|отдельн\w+|друг\w+|параллельн\w+|скрыт\w+|тайн\w+)(?!\w)",
}
_RECORD = {
    "en": r"(?:list|record|register|ledger|spreadsheet|sheet|log|calendar|address book|database"
    r"|book)s?\b",
    "es": r"(?:lista|registro|libro|agenda|hoja|planilla|base de datos|contabilidad)s?\b",
    "de": r"(?:liste|verzeichnis|register|kalender|tabelle|kartei|datenbank|buchführung)\w*",
    "fr": r"(?:liste|registre|carnet|fichier|agenda|tableau|comptabilité)s?\b",
    "pt": r"(?:lista|registro|registo|livro|agenda|planilha|ficheiro|contabilidade)s?\b",
    "ru": r"(?:списк?\w*|реестр\w*|журнал\w*|таблиц\w*|баз\w* данных|бухгалтери\w*)",
}
_WORK = {
    "en": r"(?:contacts?|clients?|customers?|appointments?|payments?|transactions?|expenses?"
    r"|invoices?|orders?|leads?|suppliers?|vendors?|bookings?|sales|deals?|meetings?)\b",
    "es": r"(?:contactos?|clientes?|citas?|pagos?|gastos?|facturas?|pedidos?|proveedores?"
    r"|reuniones|movimientos?|ventas?)\b",
    # (German compounds hold the data before the record: "Kundenliste", "Kontaktliste")
    "de": r"(?:kund\w*|kontakt\w*|termin\w*|zahlung\w*|ausgaben\w*|rechnung\w*|bestellung\w*"
    r"|lieferant\w*|buchung\w*|umsätze?)",
    "fr": r"(?:contacts?|clients?|rendez-vous|paiements?|dépenses?|factures?|commandes?"
    r"|fournisseurs?|réunions?|ventes?|transactions?)\b",
    "pt": r"(?:contactos?|contatos?|clientes?|compromissos?|pagamentos?|gastos?|despesas?"
    r"|faturas?|pedidos?|fornecedores?|reuniões|vendas?)\b",
    "ru": r"(?:клиент\w*|контакт\w*|встреч\w*|плат[её]ж\w*|расход\w*|сч[её]т\w*|заказ\w*"
    r"|поставщик\w*|сделк\w*|продаж\w*)",
}
_GAP = r"(?:[^\s.!?;]+ ){0,3}?"


def _second_record(lang: str) -> str:
    ordinal, record, work = _ORD[lang], _RECORD[lang], _WORK[lang]
    if lang == "de":
        # ("eine zweite Kundenliste": the data and the record in one word)
        return rf"{ordinal} {_GAP}\w*{work}\w*{record}|{ordinal} {_GAP}{record} {_GAP}{work}"
    # (Romance languages may put the "apart" after the record: "un registro aparte de gastos")
    return (
        rf"{ordinal} {_GAP}(?:{record} {_GAP}{work}|{work} {_GAP}{record})"
        rf"|{record} {ordinal} {_GAP}{work}"
    )


SECOND_RECORD = {lang: _second_record(lang) for lang in _ORD}
SECOND_RECORD["zh"] = (
    r"(?:另外|另|第二|单独|私下)(?:记|建|做|列|存|留|准备|整理)?(?:一)?(?:份|个|本|张)"
    r"[^，。；\n]{0,6}?(?:名单|清单|列表|记录|账本|账|表格|通讯录)"
)
SECOND_RECORD["ja"] = (
    r"(?:別の|もう一つの|もうひとつの|二つ目の|裏の)(?:連絡先|顧客|取引先|予定|支払い?|経費|注文)?"
    r"(?:リスト|名簿|台帳|帳簿|一覧|表)"
)

# A bare answer for the question to come: yes, no, none, it was cancelled.
SHORT_ANSWER = {
    "en": r"\b(?:say|answer|reply|respond|tell (?:him|her|them))(?: with)? (?:a )?[\"'“]?"
    r"(?:no|yes|nope)\b|\b(?:say|tell (?:him|her|them)) (?:that )?(?:it|the \w+) (?:was|got|had"
    r" been) (?:cancell?ed|called off|postponed)\b",
    "es": r"\b(?:di|dile|diles|responde|respóndele|contesta|contéstale)(?: que)? (?:sí|no)\b"
    r"|\b(?:fue|ha sido|se ha) cancelad\w*|\bse canceló\b",
    "de": r"\b(?:antworte\w*|sag\w*)(?: \w+)?,? (?:mit )?[\"'„]?(?:ja|nein)\b|\babgesagt\b",
    "fr": r"\b(?:répond\w*|dis(?:-lui|-leur)?)(?: que)? (?:par )?(?:oui|non)\b|\bannulée?s?\b",
    "pt": r"\b(?:diga|diz|fala|fale|responda|responde)(?: que)? (?:sim|não)\b|\bfoi cancelad\w*",
    "ru": r"(?<!\w)(?:скажи|говори|ответь|отвечай)\w*,? (?:что )?(?:да|нет)(?!\w)"
    r"|(?<!\w)отмен[её]н\w*",
    "zh": r"(?:就说|回答|说)(?:没有|是的|不是|取消了|已取消|没收到)",
    "ja": r"「(?:はい|いいえ|届いていません|ありません|ない|中止)",
}

# The question to come with a long object before the verb (German puts the verb last).
MORE_ASKED = {
    "de": r"\b(?:wenn|falls|sollte) (?:\S+ ){0,10}?(?:fragt|fragen|nachfragt|wissen will)\b",
}

# Kept from a person named in the text ("never let Sarah see it", "that the finance lead never
# sees", "que mi socio no se entere", "il ne doit pas le savoir", "ele não pode saber").
MORE_KEPT = {
    "en": r"\b(?:never|don't|do not) (?:ever )?(?:let \w+ (?:see|know|find out)|show (?:it|this"
    r"|them|that) to)\b|\b(?:must|should|may|can)(?:n't| not| never) (?:ever )?(?:know|see|find"
    r" out)\b|\bnever (?:shows? up|appears?) (?:in|on) \w+"
    r"|\b(?:that|which) (?:the |my |our |his |her )?(?:\w+ ){0,2}?(?:never|must not|mustn't"
    r"|won't) (?:sees?|knows?|finds? out)\b",
    "es": r"\bque (?:\w+ ){0,3}?no se entere\b",
    "de": r"\bzeig\w* (?:\w+ ){0,4}?auf keinen fall\b|\b(?:darf|soll) (?:\w+ ){0,3}?(?:nie"
    r"|nicht|niemals) (?:sehen|erfahren|wissen)\b",
    "fr": r"\bne (?:doit|doivent) (?:pas|jamais) (?:le |la |les |l'|en )?(?:savoir|voir"
    r"|apprendre)\b|\bne (?:le |la |les )?montre jamais\b",
    "pt": r"\b(?:não pode|não deve) (?:\w+ )?saber\b|\bnunca deixe (?:o |a )?\w+ ver\b",
}
