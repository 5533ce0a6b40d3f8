"""Privacy masking, in eight languages: a personal data field (a phone number, an e-mail
address, a card number, an IBAN, a salary) kept out of a reply, a summary or a report.

"Leave phone numbers out of the summary before it goes to the vendor" hides a field, not
an act: the hush has the field as its object. Concealment rules use this as ``unless``.
"""

from __future__ import annotations

_W = r"(?:[^\s]+ )"

_FIELD = {
    "en": r"(?:phone numbers?|e-?mail address(?:es)?|customer e-?mails|(?:home |postal )?"
    r"address(?:es)?|card numbers?|credit cards?|iban|account numbers?|pii"
    r"|personal (?:data|details|information)"
    r"|salar(?:y|ies)|cost figures|passwords?|api keys?|social security|ssn|dates? of birth)\b",
    "es": r"(?:teléfonos?|números? de teléfono|correos? de (?:los )?clientes|direcci(?:ón|ones)"
    r"|tarjetas?|iban|números? de cuenta|datos personales|salarios?|contraseñas?|dni)\b",
    "de": r"(?:telefonnummer\w*|e-?mail-adresse\w*|adresse\w*|kartennummer\w*|kreditkarte\w*|iban"
    r"|kontonummer\w*|personenbezogen\w*|gehält\w*|gehalt\w*|passwört\w*|passwort\w*"
    r"|kundennamen)",
    "fr": r"(?:numéros? de téléphone|téléphones?|e-?mails? des clients|adresses?|numéros? de carte"
    r"|cartes? bancaires?|iban|numéros? de compte|données personnelles|salaires?"
    r"|mots? de passe)\b",
    "pt": r"(?:telefones?|e-?mails? dos clientes|endereços?|cartão|cartões|iban|números? da conta"
    r"|dados pessoais|salários?|senhas?|cpfs?)\b",
    "ru": r"(?:телефон\w*|адрес\w* почты|почт\w* клиентов|адрес\w*|номер\w* карт\w*|карт\w*|iban"
    r"|номер\w* сч[её]т\w*|персональн\w* данн\w*|зарплат\w*|парол\w*)",
    "zh": r"(?:手机号|电话|邮箱|地址|卡号|银行卡|账号|个人信息|工资|薪资|密码|身份证)",
    "ja": r"(?:電話番号|メールアドレス|住所|カード番号|口座番号|個人情報|給与|パスワード)",
}
_HIDE_FIELD = {
    "en": rf"\b(?:don't|do not|never|not|no)\b {_W}{{0,2}}?(?:include|show|display|list|put"
    rf"|mention|print|write|log)\w* {_W}{{0,4}}?(?:{_FIELD['en']})|\b(?:leave|keep|omit|mask"
    rf"|redact|strip|remove|hide|blur)\w* {_W}{{0,4}}?(?:{_FIELD['en']})",
    "es": rf"\bno {_W}?(?:incluyas|muestres|pongas|menciones|escribas|registres)\w*"
    rf" {_W}{{0,4}}?(?:{_FIELD['es']})|\b(?:enmascara|oculta|omite|quita|deja fuera|tacha"
    rf"|anonimiza)\w* {_W}{{0,4}}?(?:{_FIELD['es']})",
    "de": rf"\b(?:zeig|nenn|schreib|erwähn|lass)\w* {_W}{{0,6}}?(?:{_FIELD['de']})"
    rf"|(?:{_FIELD['de']}) {_W}{{0,6}}?(?:weg|schwärz\w*|maskier\w*)\b|\b(?:schwärz|maskier"
    rf"|anonymisier|entfern)\w* {_W}{{0,4}}?(?:{_FIELD['de']})",
    "fr": rf"\b(?:ne|n') ?{_W}?(?:mets|affiche|montre|inclus|mentionne|écris)\w* (?:pas|jamais)"
    rf" {_W}{{0,3}}?(?:[ld]')?(?:{_FIELD['fr']})|\b(?:masque|cache|omets|retire|anonymise"
    rf"|caviarde)\w* {_W}{{0,4}}?(?:[ld]')?(?:{_FIELD['fr']})",
    "pt": rf"\bnão {_W}?(?:mostre|inclua|coloque|mencione|escreva|registre)\w*"
    rf" {_W}{{0,4}}?(?:{_FIELD['pt']})|\b(?:mascare|oculte|omita|remova|anonimize|esconda)\w*"
    rf" {_W}{{0,4}}?(?:{_FIELD['pt']})",
    "ru": rf"\bне (?:показывай|включай|пиши|упоминай|указывай)\w* {_W}{{0,4}}?(?:{_FIELD['ru']})"
    rf"|\b(?:маскируй|замаскируй|скрой|скрывай|убери|вырежи|обезличь)\w* {_W}{{0,4}}?"
    rf"(?:{_FIELD['ru']})",
    "zh": rf"(?:不要|别|不得|勿)[^。！？；\n]{{0,8}}?(?:显示|写|列|提|包含|透露)"
    rf"[^。！？；\n]{{0,8}}?{_FIELD['zh']}"
    rf"|(?:打码|脱敏|隐去|遮住|屏蔽)[^。！？；\n]{{0,6}}?{_FIELD['zh']}"
    rf"|{_FIELD['zh']}[^。！？；\n]{{0,6}}?(?:打码|脱敏)",
    "ja": rf"{_FIELD['ja']}[^。！？；\n]{{0,12}}?(?:表示しない|載せない|書かない|含めない"
    r"|マスク|伏せ)"
    rf"|(?:マスク|伏せ)[^。！？；\n]{{0,6}}?{_FIELD['ja']}",
}

MASKING = "|".join(f"(?:{pattern})" for pattern in _HIDE_FIELD.values())
