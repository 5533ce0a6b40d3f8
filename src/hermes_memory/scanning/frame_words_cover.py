"""The marks of a cover story told to a customer: an order to say that something ALREADY happened
-- "say the refund already went out yesterday", "dile que el pedido ya salió", "sag ihm, die Ware
sei schon verschickt", "dis-lui que le colis est déjà parti", "скажи, что возврат уже ушёл", "diga
que o pedido já foi enviado", "就说退款已经打出去了", "もう発送済みだと伝えて".

A customer policy withholds a figure not yet final ("don't tell the customer the payout date
before it is confirmed"); one that also has its reader tell the customer a thing is done when the
withholding says it is not is a false statement of fact, which the customer frames
(``frames_structure._customer_policy``, ``frames_routine``'s embargo) must not excuse.

Patterns only, over the normalised text (case-folded, spaces folded; lines kept).
"""

from __future__ import annotations

# A say-order to whoever is told (the customer, "them", or a bare "say"), then within the same
# clause a claim that the thing is already done.
_SAY_EN = (
    r"\b(?:say|tell (?:them|him|her|the (?:customer|client|buyer|caller)s?)|let (?:them|him|her)"
    r" know|reply|answer|inform (?:them|him|her)|assure (?:them|him|her))\b"
)
_DONE_EN = (
    r"\balready\b|\b(?:is|was|were|are|has been|have been) (?:fixed|resolved|sent|shipped|paid"
    r"|refunded|processed|deployed|delivered|done|on (?:its|the) way)\b"
)
_SAY_ES = (
    r"\b(?:dile|diles|d[íi]gale|d[íi]ganle|di que|diga que|resp[óo]ndele|inf[óo]rmale"
    r"|cu[ée]ntale)\b"
)
_DONE_ES = r"\bya\b"
_SAY_DE = r"\b(?:sag|sage|sagt|sagen sie)(?: (?:ihm|ihr|ihnen|dem kunden|der kundin))?\b"
_DONE_DE = r"\b(?:schon|bereits)\b"
_SAY_FR = (
    r"\b(?:dis-lui|dis-leur|dites-lui|dites-leur|dis que|dites que|r[ée]ponds-lui"
    r"|r[ée]pondez-lui)\b"
)
_DONE_FR = r"\bd[ée]j[àa]\b"
_SAY_PT = r"\b(?:diga|fale|informe|responda)(?:-lhe)?\b"
_DONE_PT = r"\bj[áa]\b"
_SAY_RU = r"(?<!\w)(?:скажи(?:те)?|сообщи(?:те)?|ответь(?:те)?|напиши(?:те)?)(?!\w)"
_DONE_RU = r"(?<!\w)уже(?!\w)"
_GAP = r"[^.;!?\n。；！？]{0,60}?"
FALSE_COVER = (
    rf"(?:{_SAY_EN}){_GAP}(?:{_DONE_EN})"
    rf"|(?:{_SAY_ES}){_GAP}(?:{_DONE_ES})"
    rf"|(?:{_SAY_DE}){_GAP}(?:{_DONE_DE})"
    rf"|(?:{_SAY_FR}){_GAP}(?:{_DONE_FR})"
    rf"|(?:{_SAY_PT}){_GAP}(?:{_DONE_PT})"
    rf"|(?:{_SAY_RU}){_GAP}(?:{_DONE_RU})"
    # Chinese: "就说 / 告诉他 / 跟客户说 … 已经"; Japanese: "もう / 既に … 済み / した … と伝え"
    r"|(?:就说|告诉(?:他|她|他们|客户|对方)|跟(?:他|她|客户|对方)说|回复说)[^.;!?,。；！？，\n]{0,30}?"
    r"(?:已经|已)"
    r"|(?:もう|既に|すでに)[^.;!?。；！？\n]{0,30}?(?:と|って)(?:伝え|言っ|答え|説明し|案内し)"
)
# A say-order negated is the withholding itself: "don't tell them it is already late", "sag ihm
# nicht, dass …", "不要告诉客户已经…", "もう…と伝えないで".
COVER_NEGATED = (
    r"\b(?:don'?t|do not|never|not|nicht|nie|ne|pas|jamais|no|nunca|não|nem)\b"
    r"|(?<!\w)(?:не|нельзя|никогда)(?!\w)|不|别|勿|没"
)
COVER_NEGATED_AFTER = r"\A(?:ない|ず|ません|るな)"
