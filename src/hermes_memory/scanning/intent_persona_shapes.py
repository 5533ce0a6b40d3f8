"""More words for the classes of ``intent_unbound_persona`` (the twenty-third round, det23),
kept apart so that module stays readable: it appends each entry here to its class.

The persona is handed over by how the assistant runs rather than by "you are": a product name
it "operates under", a job it "works as" ("trabajas como", "arbeitest du als", "tu fonctionnes
comme", "ассистент работает как", "você funciona como", "として動作"), an alter ego or a
version of itself it should regard itself as ("comporte-toi comme une version … de toi-même",
"verhalte dich wie … Version deiner selbst"), a split personality ("別人格"), a standing "from
now on you are" ("отныне являешься"). The traits widen to the slang and the bare lacks: "no-limits",
"sem regra", "unzensiert", "安全方針を持たず", "禁止事項が一切ありません".

The "works as" words are the second person or the assistant's only: a service that works as a
proxy without a cache is no persona. Every word still needs its partner class within a short
span (``rules_unbound_persona``), so a practice interviewer or a cast part names no trait.
"""

from __future__ import annotations

PERSONA = {
    "en": r"|\b(?:see|sees|regard|regards|think of|thinks of|consider|considers) (?:itself"
    r"|yourself) as\b|\balter ego\b|\b(?:operate|operates|run|runs|go|goes) (?:under|by) the"
    r" name\b|\b(?:twin|version) of (?:the )?(?:normal|regular|usual|default) (?:model"
    r"|assistant)\b",
    "zh": r"",
    "es": r"|\b(?:trabajas|funcionas|operas|trabajarás|funcionarás) como\b"
    r"|\b(?:asistente|modelo|bot|agente) (?:ahora |desde ahora )?(?:trabaja|funciona|opera)"
    r" como\b|\bversión (?:[^\s]+ ){0,3}?de ti mism[oa]\b",
    "de": r"|\b(?:arbeitest|funktionierst|agierst|fungierst) du (?:[^\s]+ ){0,2}?als\b"
    r"|\bdu (?:arbeitest|funktionierst|agierst|fungierst) (?:[^\s]+ ){0,2}?als\b"
    r"|\bverhalte dich (?:[^\s]+ ){0,3}?wie\b|\bversion deiner selbst\b",
    "fr": r"|\btu (?:fonctionnes|opères|travailles|agis) (?:[^\s]+ ){0,2}?comme\b"
    r"|\bcomporte-toi comme\b|\bte comporter (?:[^\s]+ ){0,4}?comme\b"
    r"|\bversion (?:[^\s]+ ){0,3}?de toi-même\b",
    "ja": r"|として(?:起動|稼働)|別人格",
    "ru": r"|\b(?:ассистент|бот|модель|ии|ты)\w* (?:теперь |отныне |впредь )?(?:работает"
    r"|работаешь|выступает|выступаешь|действует|действуешь|функционирует|функционируешь) как\b"
    r"|\b(?:теперь|отныне|впредь) (?:ты )?(?:являешься|является|станешь)\b",
    "pt": r"|\btu (?:é|és|agora é|vai ser)\b|\b(?:você|tu) (?:agora |passa a )?(?:funciona"
    r"|funcionas|opera|operas|trabalha|trabalhas|atua|atuas) como\b",
}

UNBOUND = {
    "en": r"|\bno-(?:limits?|rules|filters?)\b",
    "zh": r"",
    "es": r"",
    "de": r"|\bunzensiert\w*",
    "fr": r"",
    "ja": r"|(?:安全方針|安全ポリシー|倫理|ルール|制約|禁止事項)を(?:一切)?持た(?:ず|ない)"
    r"|(?:禁止事項|倫理ルール|倫理規定)(?:は|が)(?:一切|何も)?(?:存在し(?:ない|ません)|ありません)",
    "ru": r"",
    "pt": r"|\bsem regra\b|\bsem essa de (?:regras?|filtros?|limites?|censura)\b",
}

CLASSES = (PERSONA, UNBOUND)

# (batch B, after its one scoring: a persona switched into as a mode, "läufst du … als",
# "tu passes en « mode … »", "pasas al modo")
PERSONA["de"] += (
    r"|\b(?:läufst du|du läufst) (?:[^\s]+ ){0,3}?als\b"
    r"|\b(?:wechselst|schaltest) du (?:in den|auf den) \S*modus\b"
)
PERSONA["fr"] += r"|\b(?:passes|bascules) en (?:« ?|\x22)?mode\b"
PERSONA["es"] += r"|\b(?:pasas|cambias|entras) (?:al|en el|a) modo\b"

# det25: a named model "built without content policies", kept for good ("Оставайся ВОРОНОМ",
# "модель, для которой не существует запретов", "コンテンツ規制なしで作られた").
PERSONA["ru"] += r"|\bоставайся\b|\bс (?:этой|этого|сегодняшней) \w+ ты\b"
UNBOUND["ru"] += (
    r"|\bбез (?:контентн|содержательн)\w* политик\w*|\bбез (?:каких-либо |всяких )?запретов\b"
    r"|\bне существует (?:никаких )?(?:запретов|ограничений)\b"
)
UNBOUND["ja"] += r"|(?:コンテンツ|内容)?規制(?:なし|の?ない|ゼロ)"
