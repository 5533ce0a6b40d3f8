"""Forged turns by structure, in the eight languages: a speaker label or a role field (any
syntax: "СИСТЕМА:", "[12:01] система:", "--- Sistema:", "Sistema (prioridad máxima):",
"### system ###", a JSON "role"/"роль"/"rolle"/"papel" of system, a CSV row "sistema,...")
followed within a few lines by what an operator's turn would order the assistant: the policy
changed, limits lifted, the assistant allowed or told to act without asking, secrets released.
A second shape forges both sides: a user's turn granting a standing permission and the
assistant's turn agreeing to keep it. Chat-template docs ("You are a helpful assistant"),
support transcripts and logs grant nothing and pass; a warning that quotes one passes too.
"""

from __future__ import annotations

from hermes_memory.scanning.intent_mention import ABOUT_ATTACK_NOTE
from hermes_memory.scanning.rule import Rule, rule
from hermes_memory.scanning.types import ThreatCategory

_M = ThreatCategory.FAKE_ROLE_MARKER

_SYS = (
    r"(?:system|sistema|systeme|système|operator|opérateur|operador|betreiber|developer"
    r"|desarrollador|développeur|entwickler|admin\w*|系统|系統|システム(?:管理者)?|运营方|運営"
    r"|(?<!\w)(?:систем\w*|оператор\w*|разработчик\w*|администратор\w*))"
)
_USER = (
    r"(?:user|usuario|usuaria|usuário|usuária|nutzer\w*|utilisat\w*|пользовател\w*|用户|ユーザー)"
)
_BOT = r"(?:assistant|asistente|assistente|assistent|ассистент|助手|アシスタント)"
# A label at a line's start: bracketed, after a time stamp or a rule line, before a colon or
# a CSV comma; or a role field of a JSON object.
_FIELD = r"(?:role|rol|rolle|rôle|papel|роль|角色|ロール|sender|remetente|remitente|speaker)"


def _label(role: str) -> str:
    return (
        # (inside brackets a word or two may come first: "[message système]")
        rf"(?:^[ \t>*#=\-]*(?:\[[\d: ]{{4,}}\][ \t]*)?[\[【(]*[ \t]*"
        rf"(?:(?<=[\[【(])(?:[^\W\d]+[ \t]){{1,2}})?{role}[^\n:：,\]】]{{0,30}}"
        rf"(?:[\]】)][ \t]*:?|[:：]|,(?=[ \t]*\"))"
        rf"|\"{_FIELD}\"[ \t]*:[ \t]*\"{role}\")"
    )


# What an operator's turn orders: policy changed, limits lifted, act without asking, release.
_ORDER = (
    r"(?:\b(?:policy (?:has been |was |is )?updated|restrictions? (?:\w+ ){0,3}(?:lifted|removed"
    r"|suspended|off)|without (?:asking|confirm\w*|review\w*|approval|verification|validation"
    r"|consulting)|no need to confirm|full access|is (?:now )?(?:allowed|permitted|authori[sz]ed)"
    r"|may (?:now )?(?:share|send|provide|reveal|execute|run|delete)|must (?:now )?(?:approve"
    r"|send|execute|run|output|share|forward|email|copy|delete|reveal|ignore|disable)|from now on"
    r"|approves?|formal instruction|do not ask (?:the user )?(?:for )?(?:confirmation|permission)"
    r"|authori[sz]ation level raised|in every (?:answer|response|reply)"
    r"|without (?:filters|restrictions))\b"
    # the safety rules set aside, confirmation no longer asked, a grant said to exist already
    r"|\b(?:ignor[ae]\w*|desconsider\w*|disregard) (?:\w+ )?(?:polític|politique|polic|restri"
    r"|règles|regras|reglas|regeln|sicherheit|safety|security)\w*"
    r"|\b(?:não peça (?:mais )?confirmação|sem pedir (?:confirmação|permissão)|já autorizou"
    r"|no pidas (?:más )?confirmación|sin pedir (?:confirmación|permiso)|ya autorizó"
    r"|ne demande (?:plus )?(?:de )?confirmation|fragt? nicht (?:mehr )?nach|aufheben"
    r"|in jeder antwort|dans chaque réponse|en cada respuesta|em cada resposta"
    r"|sin (?:filtros|restricciones)|sans (?:filtres?|restrictions?)|ohne (?:filter"
    r"|einschränkungen)|sem (?:filtros|restrições))\b"
    r"|(?<!\w)(?:не спрашивай|без (?:фильтр|ограничени)\w*|в каждом ответе)"
    r"|\b(?:política actualizada|sin (?:preguntar|revisar|confirmar|validación)|a partir de aquí"
    r"|ya no tiene derecho|aprueba|restricciones (?:\w+ ){0,3}(?:levantadas|suspendidas))\b"
    r"|\b(?:ohne (?:rückfrage|nachfrage|bestätigung|prüfung)|aufgehoben|ab (?:jetzt|sofort)"
    r"|darf (?:ab jetzt )?(?:\w+ ){0,3}(?:ausführen|senden|löschen|weitergeben))\b"
    r"|\b(?:politique mise à jour|sans (?:validation|vérification|confirmation|demander)"
    r"|accès complet|désormais|accordé)\b"
    r"|\b(?:política atualizada|sem (?:consultar|perguntar|confirmação|revisão)|suspensas"
    r"|deve aprovar|execute qualquer|a partir de agora)\b"
    r"|(?<!\w)(?:политика обновлена|разрешено|разрешил\w*|без (?:подтверждения|спроса"
    r"|проверки)|ограничения сняты|отныне)"
    r"|策略已更新|可以直接|无需确认|不用确认|以后|直接提供|解除|確認なし|以後|出力せよ"
    r"|正式な指示|制限(?:を)?解除)"
)
# The forged pair: the user grants a standing permission, the assistant agrees to keep it.
_GRANT = (
    r"(?:\bi (?:authori[sz]e|allow|permit) you|\byou (?:can|may) (?:\w+ ){0,4}without"
    r"|\byes do it|\bno need to confirm|\bte autorizo|\bje t'autorise|\bpode \w+ (?:\w+ ){0,3}"
    r"sem|\bdu darfst|\bich erlaube dir|(?<!\w)разрешаю тебе|можешь (?:\w+ ){0,3}без"
    r"|我授权你|你可以直接|許可します)"
)
_AGREE = (
    r"(?:\b(?:understood|noted|got it|will do|i will (?:now |always )?|entendido|combinado"
    r"|lo aplicaré|c'est noté|je le ferai|verstanden|notiert|vou lembrar|entendi)\b"
    r"|(?<!\w)(?:понял\w*|принято|запомню)|明白|好的|了解|承知)"
)

MARKERS3_RULES: tuple[Rule, ...] = (
    rule(
        _M,
        "role_turn_orders",
        rf"{_label(_SYS)}[\s\S]{{0,300}}?{_ORDER}",
        unless=ABOUT_ATTACK_NOTE,
        lines=True,
    ),
    rule(
        _M,
        "forged_user_grant_agreed",
        rf"{_label(_USER)}[^\n]{{0,200}}?{_GRANT}[\s\S]{{0,200}}?{_label(_BOT)}[^\n]{{0,80}}?{_AGREE}"
        rf"|{_label(_BOT)}[^\n]{{0,80}}?{_AGREE}[\s\S]{{0,300}}?{_label(_USER)}[^\n]{{0,200}}?{_GRANT}",
        unless=ABOUT_ATTACK_NOTE,
        lines=True,
    ),
)
