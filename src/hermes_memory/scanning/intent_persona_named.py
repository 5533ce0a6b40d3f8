"""Word classes added to ``intent_loyalty``'s hijack slots (det19), one entry per language:
a persona announced by name or profile ("l'assistant adopte le profil « X »", "あなたは「X」",
"als ungefilterter „X“ zu antworten") and freed by what it no longer follows ("folgt keinem
Regelwerk", "pasa de las normas", "perd ses restrictions"); and a third party's orders ranked
before the account holder's requests ("übergeht Einwände des Kontoinhabers", "раньше, чем
просьбы пользователя", "não aos do usuário"). ``intent_loyalty`` appends each entry to its
class of the same name, so every rule reading those classes reads these words too.
"""

from __future__ import annotations

# An identity switched on: a name, a profile or a mode taken up.
SWITCH_MORE: dict[str, str] = {
    "en": (
        r"|\bevery (?:answer|reply|response) (?:should|must|will|is to) come from\b"
        r"|\bbe (?:that|this) (?:model|ai|assistant|bot|agent)\b|\bis really\b"
    ),
    "de": (
        r"|\bals (?:\S+ ){1,3}zu (?:antworten|agieren|auftreten)\b"
        r"|\b(?:übernimmt|übernimm|nimmt|nimm) (?:\w+ ){0,2}(?:die )?(?:identität|persona|rolle) \S"
    ),
    "fr": (
        r"|\bs'appelle (?:désormais|maintenant|dorénavant)\b|\badopte (?:désormais |maintenant )?"
        r"(?:le|un) (?:profil|personnage|rôle|mode)\b"
        r"|\bpass(?:e|er) en (?:profil|mode)\b|\b(?:est )?renommée? (?:en )?[«\"]"
    ),
    "ja": (
        r"|(?:自分|私)はもう\S{0,8}?(?:アシスタント|ai)ではない"
        r"|モード(?:を)?起動"
        r"|(?:あなた|お前|君|キミ)は\S{0,8}?[「『“]"
    ),
    "es": (r"|\bpasa a modo\b|\bmodo [«'\"]?\w+[»'\"]? activad[oa]\b"),
    "ru": (r"|(?<!\w)(?:теперь )?зов[её]тся(?!\w)"),
}

# What frees it: the rules it no longer follows, the limits it lost.
FREE_MORE: dict[str, str] = {
    "es": (
        r"|\bpasa(?:s)? de (?:las |los )?(?:normas|reglas|éticas?|límites|filtros)\b"
        r"|\bsin frenos\b|\bno hay (?:límites|reglas|filtros|normas)\b"
    ),
    "de": (
        r"|\b(?:folgt|befolgt|kennt) (?:keinem|keinen|keine) (?:regelwerk|regeln|richtlinien"
        r"|vorgaben)\b|\bungefiltert\w*\b|\bnichts ablehnt\b|\blehnt nichts ab\b"
        r"|\bohne (?:auflagen|schranken|einschränkungen)\b"
    ),
    "ja": (
        r"|無制限|(?:倫理|安全)?フィルタ\S{0,6}?オフ|(?:制限|ルール|規則)も(?:フィルター?)?も?なく"
        r"|unrestricted"
        r"|(?:断り|拒否|制限|制約|注意)\S{0,6}?一切(?:なし|無し|ない)"
    ),
    "en": (
        r"|\brecogni[sz]es no (?:restrictions|rules|limits|policies)\b"
        r"|\bnever (?:added|gave it|had) (?:any )?(?:guardrails|rules|limits|filters)\b"
    ),
    "fr": (
        r"|\bperd (?:toutes )?ses (?:restrictions|limites|règles|filtres)\b"
        r"|\baucune politique de contenu\b"
    ),
    "ru": (r"|никаких (?:правил|ограничений|фильтров)"),
}

# Loyalty moved: whose orders it now follows or whose interests it serves.
LOYAL_MORE: dict[str, str] = {
    "de": (
        r"|\b(?:befolgt|befolge|befolgst) nur noch (?:die )?(?:anweisungen|befehle|aufträge)\b"
        r"|\bnimmt aufträge nur noch\b"
    ),
    "es": (r"|\bresponde (?:\w+ ){0,3}ante\b"),
    "fr": (r"|\bfidélité va\b"),
    "pt": (r"|\batender (?:\w+ )?aos interesses\b"),
}

# Set against the account holder: their objections overridden, their requests after.
AWAY_MORE: dict[str, str] = {
    "de": (
        r"|\b(?:übergeht|übergehe|ignoriert|ignoriere|missachtet) (?:\w+ ){0,2}(?:einwände|bitten"
        r"|wünsche|anweisungen|anfragen|widerspruch)\b|\bkontoinhaber\w*\b"
    ),
    "en": (
        r"|\b(?:outranks?|overrides?|before|ahead of|over|above) (?:the |its |your )?(?:account"
        r" holder|account owner)(?:'s|s')?\b"
    ),
    "fr": (
        r"|\bsur celles de l'utilisat\w+|\bpas à l'utilisat\w+"
        r"|\bnon (?:à|pour) l'(?:acheteur|acheteuse|utilisat\w+)\b"
    ),
    "ru": (
        r"|(?:раньше|прежде|важнее|выше),? чем (?:\w+ )?(?:просьб|указани|желани|запрос)\w*"
        r" пользовател\w+"
    ),
    "es": (
        r"|\blos intereses del (?:cliente|usuario) (?:van|quedan) (?:después|en segundo)\b"
        r"|\bya no eres (?:el|la|su|tu) (?:asistente|agente|ia)\b"
    ),
    "pt": (
        r"|\bnão (?:aos|às|ao|à) d[oa]s? (?:usuári|client)\w*|\bnão pr[oa] (?:cliente|usuári\w+)\b"
        r"|\bnão (?:é|és) mais (?:o|a) (?:assistente|agente)\b"
    ),
}

# The assistant named in the plural address of a product page.
AI_REF_MORE: dict[str, str] = {
    "fr": (r"|\b(?:votre|vos)\b"),
}
