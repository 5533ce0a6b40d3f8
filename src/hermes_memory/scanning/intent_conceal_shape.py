"""Word classes for concealment told as the assistant's discreet habit, one entry per language
(en zh es de fr ja ru pt), for ``rules_conceal3``'s existing rules (det29a, session 44):

- HUSH_MORE: the hush described as a policy, in the third person or the infinitive ("the
  assistant does not tell the user", "не сообщает пользователю", "ne jamais les confirmer",
  "não conta pro dono"), or as staying unnoticed ("passer inaperçue", "с discreción");
- ASKED: the one kept in the dark asking ("if the employee asks", "si lo interrogan",
  "même sur question directe", "на вопросы", "聞かれたら");
- DENY_ASKED: the answer then ready: a denial, a harmless reason, a change of subject, an
  ordinary-looking reply ("nie toute instruction", "nenn einen harmlosen Grund", "отвечает,
  что их нет", "desconversa", "就说没有").

An honest answer to a question ("if asked, explain what you did") names no denial, and a hush
alone still needs the rule's act and its reader, so a surprise party kept quiet passes.
"""

from __future__ import annotations

# The hush as a described policy: third person, infinitive, staying unnoticed.
HUSH_MORE = {
    "en": r"\b(?:pass(?:es)? unnoticed|go(?:es)? unnoticed|(?:don't|do not|never) let on"
    r"|no mention (?:of it )?in (?:the )?(?:chat|reply|summary|log)|keep (?:this|it|the note)"
    r" (?:\w+ )?(?:note )?to yourself)\b",
    "zh": r"不(?:向|跟|对|给)(?:用户|主人|他|她|客户)(?:汇报|报告|透露|说明|提及|提起|告知|说)"
    r"|(?:别|不要|不必|无需)让(?:用户|主人|他|她)(?:知道|发现|察觉)"
    r"|(?:用户|主人|他|她)(?:不需要|不必|没必要|无需)知道",
    "es": r"\bno (?:le |les )?(?:cuenta|dice|menciona|informa|comunica|avisa|muestra|revela)\b"
    r"|\bno se (?:comunica|informa|notifica|avisa)n?\b|\bno (?:deben?|debería) salir en\b"
    r"|\bpas(?:ar|e) desapercibid[oa]s?\b|\bcon (?:total )?discreción\b",
    "de": r"\b(?:nie|niemals|nicht) zur sprache (?:kommen|bringen)\b|\bunbemerkt\b"
    r"|\b(?:verweis|verweist|verweise) (?:\w+ )?nicht auf\b",
    "fr": r"\bsans (?:la |les )(?:mentionner|signaler|dire|évoquer)\b|\bpasser inaperçue?s?\b"
    r"|\bconfidentiel\w* (?:vis-à-vis|envers|pour) (?:de )?l'utilisat\w*"
    r"|\bne jamais (?:les |le |la |en )?(?:signaler|confirmer|mentionner|évoquer|dire)\b",
    "ja": r"(?:ユーザー|利用者|本人|持ち主)に(?:は)?(?:知らせない|知らせず|伝えない|伝えず"
    r"|報告しない|報告せず|言わない|言わず)|気づかれないよう",
    "ru": r"\bне (?:\w+ )?(?:сообщает|говорит|упоминает|рассказывает|докладывает|уведомляет"
    r"|информирует|ставит в известность)\b|\bне упоминать\b|\bвтихую\b|\bнезаметно\b",
    "pt": r"\bnão (?:\w+ )?(?:informa|conta|fala|menciona|avisa|revela) (?:pro|pra|para o|para a"
    r"|ao|à|o|a)\b|\bcom discrição\b|\bfica na moita\b|\bnem desejável\b",
}

# The one kept in the dark asks: a condition or a question named.
ASKED = {
    "en": r"\b(?:if|when|even if|whenever) (?:\w+ ){0,2}?(?:asks?|asked|questions?|questioned"
    r"|wonders?|enquires?)\b|\bon (?:a )?direct question\b|\bask (?:you )?directly\b",
    "zh": r"问起|问到|被问|追问|(?:如果|若|要是)(?:用户|他|她|有人|客户)?问",
    "es": r"\bsi (?:le |lo |la |te )?(?:pregunta|preguntan|interroga|interrogan)\b"
    r"|\baunque (?:le |lo |te )?pregunte\w*\b|\bante (?:cualquier|una) pregunta\b"
    r"|\bcuando (?:\w+ ){0,3}?(?:te |le )?pregunte\b",
    "de": r"\bfragt (?:er|sie|der nutzer|die nutzerin|jemand)\b|\bauf (?:direkte )?nachfrage\b"
    r"|\b(?:wenn|falls|sobald) (?:\w+ ){0,5}?(?:fragt|nachfragt)\b",
    "fr": r"\bsi on (?:l'|t'|vous |le |la )?interroge\b|\bs'(?:il|ils) (?:le )?demande\w*"
    r"|\bsur question directe\b|\b(?:si|quand) (?:\w+ ){0,2}?(?:te |vous |lui )?demande\b",
    "ja": r"(?:聞かれ|尋ねられ|質問され|問われ)(?:たら|ても|た時|たとき|れば)",
    "ru": r"\bесли (?:\w+ )?спрос\w*|\bна (?:прямой )?вопрос\w*|\bна вопросы\b",
    "pt": r"\bse (?:ele |ela |o usuário |a usuária |alguém |o dono )?(?:perguntar|questionar)\b"
    r"|\bse (?:for|forem) (?:perguntad|questionad)\w*|\bmesmo que pergunte\b"
    r"|\bquando (?:\w+ ){0,3}?perguntar\b",
}

# The answer ready for that question: a denial, a harmless reason, a change of subject.
DENY_ASKED = {
    "en": r"\b(?:deny|denies|denying) (?:it|any|everything|all|that|having)\b"
    r"|\b(?:say|says|reply|replies|answer|answers) (?:that )?(?:there (?:is|are|was|were)"
    r" (?:none|nothing|no)|nothing (?:beyond|outside|else|extra))\b"
    r"|\b(?:a |an )?(?:harmless|innocent|plausible|normal-sounding|ordinary|vague) (?:reason"
    r"|excuse|explanation|reply|answer)\b|\bchange the subject\b|\bplay dumb\b"
    r"|\b(?:say|answer|reply|tell (?:them|him|her))(?: that)? (?:no|nope|you (?:didn't|did not"
    r"|haven't|never)|it (?:wasn't|was already|was never))\b|\byou'd say no\b",
    "zh": r"就说(?:没|不知道|早就)|否认|岔开话题|装作不知道|(?:说|答)(?:没有|没做过)任何",
    "es": r"\b(?:niega|negar|niégalo|niéguelo)\b|\basegura que no\b|\bcambia de tema\b"
    r"|\bque todo se (?:procesó|hizo|quedó)\b|\buna (?:razón|excusa|explicación) (?:inocente"
    r"|inofensiva|cualquiera|normal)\b|\bdi(?:le|les)? que (?:no|nunca|todo)\b",
    "de": r"\b(?:nenn|gib|nennst|gibst) (?:\w+ )?(?:einen|eine) (?:harmlos|unverfänglich"
    r"|plausibl|belanglos)\w* (?:grund|erklärung|antwort)\b|\bleugne\w*|\bstreite\w* (?:\w+ )?ab\b"
    r"|\bwechsle das thema\b|\bantwortet?\w* (?:\w+ ){0,2}?mit nein\b|\bnenn\w* nur\b"
    r"|\bsag\w*,? (?:dass )?(?:du nichts|es nicht|nein)\b",
    "fr": r"\bnie(?:r)? (?:toute|tout|l'existence|en bloc)\b|\bchange(?:r)? de sujet\b"
    r"|\b(?:une|donne une) (?:raison|excuse|explication) (?:anodine|banale|inoffensive)\b"
    r"|\b(?:réponds|dis|affirme)(?:-lui|-leur)? (?:que )?(?:non|rien|tu n'as (?:rien|pas))\b"
    r"|\bmontre(?:-lui|-leur) (?:le|la|les) (?:\w+ ){0,2}?(?:de la semaine dernière|d'hier"
    r"|du mois dernier)",
    "ja": r"知らないふり|否定する|話をそらす|(?:特に)?何もしていない(?:と|って)"
    r"|(?:無かった|なかった|ありません|いません|していない|出ていない)(?:と|って)(?:答え|言|伝え)",
    "ru": r"\b(?:отвечает|отвечай|ответь|говорит|говори|скажи),? что (?:их|его|её|ничего"
    r"|такого) (?:\w+ )?(?:нет|не было)|\bотрица\w*|\bпереводи тему\b"
    r"|\bбезобидн\w+ (?:причин|объяснени)\w*"
    r"|\b(?:говори|скажи|отвечай|ответь),? что (?:\w+ ){0,3}?(?:не |нет\b|давно)",
    "pt": r"\bdesconvers\w*|\bnegue\b|\bmud[ae] de assunto\b|\bdiz(?:er)? que não (?:fez"
    r"|houve|aconteceu)\b|\bdiga que (?:sim|não|estava tudo|é do)\b"
    r"|\binform\w* (?:o|os) (?:valor|número|total)\w* (?:do mês passado|antigo|anterior)",
}

# An act relabelled for its reader: reported, logged or shown under a quoted innocent name
# ("report the release as 'signed'", "registra como 'ajuste de sistema'", "als 'erfolgreich'
# gemeldet", "「アーカイブ済み」と書く"). The quote is the label the reader will see.
_OPEN = "[\"'\u201c\u2018\u00ab\u201e]"
RELABEL = {
    # (not "marked as 'hide from briefing'": a label the user set is their own filter)
    "en": rf"\b(?:report|log|record|list|show|describe|enter|present)\w*"
    rf" (?:[^\s.!?;]+ ){{0,6}}?as {_OPEN}",
    "zh": r"(?:写成|说成|标(?:记)?为|记(?:录)?为|显示为|报(?:告)?为)[\"“「『]",
    "es": rf"\b(?:registr|report|anot|muestr|aparec|figur|marc|present|describ)\w*"
    rf" (?:[^\s.!?;]+ ){{0,6}}?como {_OPEN}",
    "de": rf"\bals {_OPEN}[^\"'\u201d\u2019\u00bb\u201c]{{1,60}}[\"'\u201d\u2019\u00bb\u201c]"
    r" (?:\w+ ){0,3}?(?:gemeldet|gelistet|angezeigt|eingetragen|verbucht|dargestellt|ausgewiesen"
    r"|protokolliert|melden|eintragen|anzeigen|ausweisen)\b",
    "fr": rf"\b(?:signal|report|inscri|affich|présent|not|enregistr|décri|marqu|indiqu)\w*"
    rf" (?:[^\s.!?;]+ ){{0,6}}?comme {_OPEN}",
    "ja": r"[「『][^」』]{1,30}[」』](?:と|に)(?:書|記載|表示|報告|記録|書き換え|して通)",
    "ru": rf"\b(?:отмеча|запис|пиш|показыва|отобража|указыва|провод|оформля)\w*"
    rf" (?:[^\s.!?;]+ ){{0,6}}?(?:как|под видом) {_OPEN}",
    "pt": rf"\b(?:registr|report|anot|mostr|apare[cç]|list|marc|apresent|descrev|lanç)\w*"
    rf" (?:[^\s.!?;]+ ){{0,6}}?como {_OPEN}",
}
