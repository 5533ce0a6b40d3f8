"""Concealment by its purpose, in the eight languages: an act (clear the history, switch off
the user's notifications, call a change by a harmless name, move the failures elsewhere)
done so that the person it concerns does not see, notice or review it ("so the admin doesn't
see your commands", "damit er die Übertragung nicht mitbekommt", "pour ne pas alerter
l'équipe", "assim ninguém revisa", "чтобы никто не заметил", "不让用户发现",
"気づかれないように"). Masking a personal field, a how-to or a note about an attack, passes.
"""

from __future__ import annotations

from hermes_memory.scanning.intent_masking import MASKING
from hermes_memory.scanning.intent_mention import ABOUT_ATTACK_NOTE
from hermes_memory.scanning.rule import Rule, rule
from hermes_memory.scanning.types import ThreatCategory

_C = ThreatCategory.CONCEALMENT

_WHO = (
    r"(?:the (?:user|admin\w*|owner|reviewers?|team|boss|client|customer)|(?:he|she|they|you)"
    r"|nobody|no one|anyone|reviewers?|users?)"
)
# ... so that somebody does not see, notice, find out or review it.
_UNSEEN = (
    rf"(?:\bso (?:that )?{_WHO} (?:doesn't|does not|don't|do not|won't|will not|can't|cannot"
    r"|never) (?:\S+ )?(?:see|notice|know|find out|learn|review|spot|realize)\w*"
    rf"|\bso (?:that )?(?:nobody|no one) (?:sees|notices|knows|finds out|reviews)\b"
    r"|\bso (?:the )?(?:reviewers?|admins?|users?|owners?|team) (?:skip|miss|ignore|overlook)\w*"
    r"|\bwithout (?:the (?:user|owner|admin)|anyone|them|him|her) (?:noticing|knowing|seeing)"
    r"|\bpara que (?:el usuario |nadie |él |ella )?no (?:lo |la |las |los )?(?:vea|note|sepa"
    # (the search starts at "no vea", not at every "que" of a Spanish text)
    r"|descubra|revise)\w*|\bpara que nadie\b|(?<=que )no (?:vea|note|sepa)\b|\bsin que (?:\S+ )?"
    r"(?:lo )?(?:note|sepa|vea)\w*"
    r"|\bdamit (?:er|sie|es|der nutzer|der benutzer|niemand|keiner) (?:\S+ ){0,4}?nicht"
    r" (?:sieht|mitbekommt|merkt|bemerkt|erfährt)|\bdamit niemand\b|\bohne dass (?:\S+ ){0,3}"
    r"(?:merkt|mitbekommt|sieht)"
    r"|\bpour (?:ne pas (?:alerter|inquiéter|éveiller)|que personne ne|qu'(?:il|elle|ils) ne"
    r" (?:\S+ )?(?:voie|remarque|sache))|\bsans qu'(?:il|elle|on) (?:ne )?(?:s'en aperçoive"
    r"|le remarque|le sache)"
    r"|\bpara que (?:ninguém|ele não|ela não|o usuário não)|\bassim ninguém\b|\bsem que (?:\S+ )?"
    r"(?:perceba|saiba|veja)"
    r"|(?<!\w)чтобы (?:никто|он|она|пользователь|админ\w*|владел\w*) (?:\S+ )?не (?:увидел|заметил"
    r"|узнал|проверял)\w*|(?<!\w)незаметно для"
    r"|不让[^。\n]{0,8}?(?:看到|发现|知道|察觉)"
    r"|(?:気づかれ|バレ|見つから)ないように)"
)
# The act that hides: clear, delete, switch off, rename, move, describe it as something else.
_HIDING_ACT = (
    r"(?:\b(?:clear|delete|erase|wipe|remove|hide|disable|turn off|mute|rename|describe|call"
    r"|label|write|mark|move|squash|backdate)\w*|\bhistory -c\b"
    r"|\b(?:borra|bórra|elimina|oculta|desactiva|silencia|llama|describe|escribe|mueve)\w*"
    r"|\b(?:lösch|deaktivier|versteck|nenn|beschreib|schreib|verschieb|schalt)\w*"
    r"|\b(?:efface|supprime|cache|désactive|appelle|décris|écris|déplace|renomme)\w*"
    r"|\b(?:apag|remov|escond|desativ|cham|descrev|escrev|mov|renomei)\w*"
    r"|(?<!\w)(?:удал|очист|скрой|скры|отключ|назов|называй|опиши|пиши|перенос)\w*"
    r"|删|清除|清空|隐藏|关闭|改名|写成|说成|移到|消して|削除|隠し|無効|オフ|書いて|と呼)"
)

CONCEAL_PURPOSE_RULES: tuple[Rule, ...] = (
    rule(
        _C,
        "hidden_so_unseen",
        _UNSEEN,
        requires=(_HIDING_ACT,),
        unless=rf"{ABOUT_ATTACK_NOTE}|{MASKING}",
    ),
)
