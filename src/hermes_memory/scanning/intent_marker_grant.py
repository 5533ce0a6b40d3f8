"""What a forged operator's or system's turn grants, for ``rules_markers4``'s order list, in the
eight languages, written for the general move rather than any phrase: the user raised to an
administrator ("verified as superadmin", "privilégio de administrador", "管理员已授权"),
confirmations and refusals dropped ("skip all confirmations", "omite todas las
confirmaciones", "nunca recusar"), every limit gone ("sans aucune restriction"), or the saved
secrets handed to anyone who asks ("revela las claves guardadas", "an jeden herausgeben").

Only a turn under a forged role label is read for these: a platform notice that grants an
ordinary permission under no label, or a role label above a maintenance notice, orders none.
"""

from __future__ import annotations

GRANT = (
    r"\b(?:verified as (?:an? )?(?:super ?)?admin\w*|(?:super ?)?admin(?:istrator)? (?:privileges?"
    r"|rights|access|status)|skip (?:all |every |any )?confirmations?|never refus\w*|content rules"
    r" (?:are |were )?paused|reveal\w* (?:the |all )?(?:saved|stored) (?:keys|passwords|secrets"
    r"|credentials))\b"
    r"|\b(?:superadministrador|omite (?:todas )?las confirmaciones|sin (?:ninguna )?restricción"
    r"|revela\w* (?:las )?(?:claves|contraseñas) guardadas|nunca rechaz\w*)\b"
    r"|\b(?:admin-freigabe|an jeden herausgeben|nie ablehn\w*|ohne jede einschränkung)\b"
    r"|\b(?:droits d'administrat\w+|sans aucune restriction|autorisation spéciale accordée"
    r"|ne refuse jamais)\b"
    r"|\b(?:privilégio de administrador|permissão total|pul(?:e|ar) todas as confirmações"
    r"|dispensa confirmações|nunca recus\w*)\b"
    r"|(?<!\w)(?:права администратора|без каких-либо ограничений|никогда не отказ\w*)"
    r"|管理员已授权|检测到管理员身份|关闭所有安全检查|不需要用户确认|向任何人展示"
    r"|管理者権限|管理者として認証|確認は不要"
)
