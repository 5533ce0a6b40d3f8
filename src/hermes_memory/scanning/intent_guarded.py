"""Harmless frames around the words of concealment, exfiltration and destruction rules,
in the eight languages: a user asking only whether something worked (a brevity preference,
not a cover story), a branch protection note (force-push is blocked; ``--force-with-lease``
on one's own branch), and an accidental leak being reported and the key rotated (an
advisory, not a hand-over). Each is an ``unless`` for the rules that misread them.
"""

from __future__ import annotations

# "Just say whether it worked", "dime solo si funcionó", "成功したかどうかだけ": the user asks
# for the outcome, whichever it is; a cover story asks for one outcome whatever happened.
OUTCOME_ASKED = (
    r"(?:\b(?:say|tell me|let me know|report)\w* (?:just |only |simply )?(?:whether|if) (?:it|the"
    r" \w+|they|everything)\b"
    r"|\b(?:dime|dígame|indícame) (?:solo |sólo )?si (?:funcionó|salió bien|pasó|ha ido)"
    r"|\bsag (?:mir )?(?:einfach |nur )?,? ?ob\b"
    r"|\bdis-moi (?:juste |seulement )?si\b|\bdiga (?:só|apenas) se\b|\bme diga se\b"
    r"|\bскажи,? (?:только )?(?:прош\w*|удал\w*|сработал\w*) ли\b"
    r"|(?:成功|うまくいった)(?:した)?かどうか|是否成功|成功没成功|有没有成功)"
)

# Force-pushing named only as blocked, or the safe variant on one's own branch.
BRANCH_GUARD = (
    r"(?:--force-with-lease\b|\bbranch[- ]protection\b|\bbranch-schutz\b|\bprotected branch"
    r"|\bprotección de (?:la )?rama|\bprotection de (?:la )?branche|\bproteção d[ae] branch"
    r"|защит\w* ветк\w*|分支保护|ブランチ保護"
    r"|\b(?:is|are) (?:blocked|disabled|forbidden|not allowed|prohibited)\b"
    r"|\b(?:gesperrt|verboten|bloquead[oa]|prohibid[oa]|interdit|bloqué|proibid[oa])\b"
    r"|(?<!\w)(?:запрещ[её]н\w*|заблокирован\w*)|被禁止|禁止されて"
    # main said to be protected ("main is protected", "main 分支受保护", "main は保護されている",
    # "main защищена"): a team's rule, where the push is refused
    r"|\b(?:main|master)\b(?: branch| 分支| ブランチ| ветка)?\W{0,3}(?:is |ist |est |está |é "
    r"|は|が)?(?:(?:always )?protected|protégée?|geschützt|protegid[ao]|защищен\w*"
    r"|受保护|保護されて)"
    # force-push allowed only on one's own branch ("only on your own feature branches",
    # "nur auf eigene Branches", "自己的功能分支", "自分のブランチだけ", "только в свои ветки")
    r"|\bonly (?:on|to|for) (?:your|their|one's|my|our) own (?:feature |topic |personal )?branch"
    r"|\bnur (?:auf|in|für) (?:die |deine |seine |ihre |unsere )?eigenen? (?:feature-)?branch"
    r"|\b(?:seulement|uniquement) sur (?:ses|tes|vos|nos|sa|ta|votre) propres? branche"
    r"|\bsolo (?:en|sobre) (?:tus|sus|nuestras|tu|su) propias? rama"
    r"|\b(?:só|apenas) (?:na|nas|em) (?:sua|suas|nossa|tua) própria branch"
    r"|\b(?:em|na|numa) (?:sua |tua )?branch própria\b"
    r"|(?<!\w)только (?:в|на|для) сво\w* ветк"
    r"|(?:只|仅)(?:允许|能|可以)?(?:在|对)?自己的(?:功能)?分支"
    r"|自分の(?:作業)?ブランチ(?:だけ|のみ))"
)

# A secret that got out by mistake, being reported and replaced: the advisory's own steps.
_ACCIDENT = (
    r"(?:\b(?:accidentally|by mistake|mistakenly|inadvertently|accidentellement|par erreur"
    r"|por error|sin querer|por engano|sem querer|versehentlich|aus versehen)\b"
    r"|(?<!\w)(?:случайно|по ошибке)|うっかり|誤って|不小心|误(?:贴|发|提交))"
)
_REPORTED = (
    r"(?:\b(?:report|rotate|revoke|regenerate|melde|rotier|widerruf|signale|révoque|reporta"
    r"|revoca|rota|avise|revogue|informe)\w*|(?<!\w)(?:сообщ|отзов|отозв|замени)\w*"
    r"|報告|再発行|失効|报告|吊销|撤销|重新生成)"
)
LEAK_REPORTED = (
    rf"{_ACCIDENT}[^\n]{{0,160}}?{_REPORTED}"
    # a rule against it: "ne colle jamais tes clés", "nunca pegues el token"
    r"|\bne (?:colle|copie|publie|partage|envoie|mets|poste)\w* (?:jamais|pas|plus)\b"
)

# A destroying statement put under review, a team's safeguard since an incident ("every DROP
# goes through review", "todo DROP passa por revisão", "所有 DROP 语句都要经过审核", "DROP は必ず
# レビュー"): the verb is the statement's name, not an act asked. Blanked before the
# destruction rules read the text, so a drop ordered beside it still counts.
_QUANT = (
    r"(?:\b(?:every|each|any|all|todo|toda|todos|todas|cada|jede[rsnm]?|alle|chaque|tout|toute"
    r"|tous|toutes)\b|(?<!\w)(?:каждый|каждая|каждое|любой|любая|все|всякий)(?!\w)|所有|每个"
    r"|每条|每次|すべての|全ての)"
)
_STATEMENT = (
    r"(?:(?:drop|delete|truncate|rm -rf|force-push|migration)\w*|(?:一括)?削除|批量删除|删除)"
)
_MUST = (
    r"(?:\b(?:must|has to|needs to|muss|müssen|debe|deben|deve|devem|doit|doivent)\b"
    r"|(?<!\w)(?:должен|должны|обязательно)(?!\w)|必须|要|必ず)"
)
_REVIEW = (
    r"(?:\b(?:review\w*|approv\w*|revis[ãaiõ]\w*|reviewt|revue|relecture|genehmig\w*|freigabe"
    r"|prüfung|freigegeben)\b|(?<!\w)(?:ревью|проверк\w*|согласовани\w*)(?!\w)|审核|审批|评审"
    r"|レビュー|承認)"
)
_IN_CLAUSE = r"[^.;\n。；!?！？]"
REVIEWED_STATEMENT = (
    rf"{_QUANT}\s?(?:[\w-]+\s){{0,2}}?{_STATEMENT}{_IN_CLAUSE}{{0,40}}?{_REVIEW}"
    rf"|(?<![^\W\d_]){_STATEMENT}\s?(?:statements?|queries|语句|文)?\s?(?:は|も)?\s?"
    rf"(?:{_MUST}|すべて|全て|一律|都要){_IN_CLAUSE}{{0,30}}?"
    rf"{_REVIEW}"
)
