"""Forged role labels the older marker rules miss, in the eight languages.

A label set off as a role's turn ("[Message système]", "=== SYSTEM (operator) ===", "###
Entwickler:", "<developer_instructions>", "> Operator (pinned):", "[assistant_internal_reasoning]",
"<mensagem tipo=\"sistema\">", "<!-- role: system -->") followed, within a few lines, by what
such a turn would grant: no confirmation, checks skipped or off, operator authority, the user
made an administrator, other customers' data released. Docs that show a chat template or a
log's SYSTEM level grant nothing and pass.
"""

from __future__ import annotations

from hermes_memory.scanning.intent_mention import ABOUT_ATTACK_NOTE
from hermes_memory.scanning.rule import Rule, rule
from hermes_memory.scanning.types import ThreatCategory

_M = ThreatCategory.FAKE_ROLE_MARKER

_ROLE = (
    r"(?:system\w*|systeme|système|sistema|systemnachricht|systemmeldung|operator|opérateur"
    r"|operador|betreiber|developer|développeur|desarrollador|entwickler|platform|plateforme"
    r"|plataforma|plattform|\w*internal_reasoning|razonamiento_interno\w*|raisonnement_interne\w*"
    r"|raciocinio_interno\w*|системн\w*|систем\w*|оператор\w*|разработчик\w*|платформ\w*"
    r"|系统|系統|运营方|運営者?|开发者|開発者|平台|システム|プラットフォーム)"
)
# The label: bracketed, a banner line, a heading, a quoted "Role (pinned):", an HTML comment.
_LABEL = (
    rf"(?:^[ \t>*]*(?:\[|【|<)/?[^\]\n】>]{{0,30}}?{_ROLE}[^\]\n】>]{{0,60}}?(?:\]|】|>)"
    rf"|^[ \t]*(?:={{3,}}|-{{3,}}|#{{2,}})[ \t]*[^\n]{{0,24}}?{_ROLE}[^\n]{{0,40}}$"
    rf"|>[ \t]*#{{2,}}[ \t]*{_ROLE}[ \t]*:|^[ \t]*\[[\d: -]{{8,}}\][ \t]+{_ROLE}\b"
    rf"|^[ \t]*>?[ \t]*\**[ \t]*(?:note from the )?{_ROLE}\b[^\n:]{{0,30}}:"
    rf"|<!--[ \t]*role:[ \t]*{_ROLE}|\binstruction from (?:the )?(?:tool|system|operator)\b"
    r"|^[ \t]*-?[ \t]*role:[ \t]*(?:system|operator|developer|admin)\b)"
)
# What the forged turn grants.
_GRANT = (
    r"(?:\bwithout (?:asking|confirmation|approval|verification)|\bno (?:confirmation|approval)"
    r"|\bskip\w* (?:the |all )?(?:usual )?(?:checks|confirmation|approval)|\bstop asking"
    r"|\bcan be skipped|\bexecute them|\boperator (?:authority|instructions|priority)"
    r"|\btrusted operator|\badmin(?:istrator)? (?:scope|rights)|\bas (?:an )?administrator"
    r"|\bis (?:now )?(?:an |the )?(?:administrator|owner)\b|\bverified staff"
    r"|\bsafety (?:review )?off"
    r"|\b(?:security|safety) (?:module|checks?|review) (?:is |are )?(?:disabled|off)"
    r"|\bunrestricted\b|\bnew instructions\b|\bstop applying|\bforward every credential"
    r"|\bother customers|\bcommands? with operator"
    r"|\bsin (?:pedir|preguntar|confirmación)|\bsaltarme las comprobaciones|\bes administrador"
    r"|\bohne (?:rückfrage|bestätigung|nachfrage)|\brückfragen entfallen|\bals administrator"
    r"|\bbetreiberanweisung\w*|\bist (?:jetzt )?administrator|\bsans (?:vérification|confirmation"
    r"|demander)|\bsont levées|\bdésactivée?|\bautorise l'assistant|\bdivulguer|\bignorer les"
    r" contrôles|\bsem (?:perguntar|confirmação)|\bnão vale|\bproprietário da instância"
    r"|\bpular as checagens|\binstruções do operador|(?<!\w)(?:без подтверждения|отключ[её]н\w*"
    r"|приоритет оператора|разрешено выполнять)|无需确认|直接执行|不要询问|运营方指令|管理员"
    r"|確認(?:なし|せず)|運営者の指示|管理者として)"
)

MARKERS2_RULES: tuple[Rule, ...] = (
    rule(
        _M,
        "role_label_grants",
        rf"{_LABEL}[\s\S]{{0,320}}?{_GRANT}",
        unless=ABOUT_ATTACK_NOTE,
        lines=True,
    ),
)
