"""More words for the classes of ``intent_unbound_persona`` (det26a), kept apart so that module
stays readable: it appends each entry here to its class.

The persona is handed over by a preference, a skill step, a workspace rule or a changelog
rather than by "you are": "quiero que seas", "spielste", "ist ab jetzt", "se considère comme",
"считать себя", "переименован в", a new "人格". The traits widen to how the limits are dropped
rather than named absent: "doesn't do rules", "makes no refusals", "drop every limit tied to
your previous identity", "sin las limitaciones que te pusieron", "keine Regeln seiner
Erschaffer", "laisse de côté les restrictions liées à son rôle", "フィルターもガイドラインも存在し
ない", "сняты ограничения", "无内容限制".

Every word still needs its partner class within a short span (``rules_unbound_persona``): a
product persona with a friendly name, or a game master who "knows the rules", names no trait.
"""

from __future__ import annotations

PERSONA = {
    "en": r"|\bu r\b|\bfrom (?:now on|today),? ur\b|\brenamed (?:to|as)\b"
    r"|\b(?:adopt|adopts|assume|assumes) the (?:identity|persona|role)\b",
    "zh": r"|人格",
    "es": r"|\bque seas\b|\bsi fueras\b|\bpersonalidad\b|\bversión (?:liberada|libre) de ti\b",
    "de": r"|\b(?:spielste|biste)\b|\bist ab (?:jetzt|sofort|heute)\b|\bwird (?:zum|zur)\b",
    "fr": r"|\bse (?:considère|voit|pense|prend) (?:comme|pour)\b|\bl'adopte\b",
    "ja": r"",
    "ru": r"|\bсчита\w* себя\b|\bпереименова\w*",
    "pt": r"|\brenomead[oa]\b|\bconsidera-se\b|\bse considera\b",
}

UNBOUND = {
    # (disclaimers and refusals are the assistant's own: a chef "doesn't do recipes" is none)
    "en": r"|\bdoes ?n[o']?t do (?:rules|limits|disclaimers|filters|refusals|restrictions"
    r"|guidelines|ethics|safety)\b|\bmakes? no refusals\b"
    r"|\bdrop(?:s|ping)? (?:every|all|any) (?:[^\s]+ )?(?:limits?|rules?|restrictions?"
    r"|guardrails?|filters?|safeguards?)\b"
    r"|\b(?:answer(?:s|ed)?|respond(?:s|ed)? to) each (?:request|question|message|prompt)s?"
    r" in full\b|\b(?:you|it) would (?:normally|usually|otherwise) (?:refuse|decline)\b"
    r"|\bcarr(?:y|ies) out whatever (?:text|it is|you are|is)\b",
    "zh": r"|无(?:内容|安全|任何)限制|(?:移除|删除|去掉)[^，。\n]{0,6}?默认人格",
    "es": r"|\bsin (?:las |sus |tus )?(?:limitaciones|restricciones) que\b"
    r"|\bversión liberada\b|\bnunca vuelve a su (?:personalidad|identidad|papel) original\b",
    "de": r"|\bkeine regeln (?:seine[rs]?|ihre[rs]?|der|von) (?:erschaffer|schöpfer|entwickler"
    r"|hersteller|macher)\w*",
    "fr": r"|\b(?:laisse|met|laisser|mettre)\w* de côté (?:les|ses|toutes? les) (?:restrictions"
    r"|règles|limites|garde-fous|consignes)\b"
    r"|\baccès \W{0,2}root\W{0,2} à ses (?:propres )?règles\b"
    r"|\bles (?:écarter|ignorer|contourner|lever) (?:librement|à volonté)\b",
    "ja": r"|(?:フィルター|ガイドライン|ルール|規則|制限|制約)も[^\s、。]{1,8}も"
    r"(?:存在しない|ない|なし)"
    r"|(?:フィルター|ガイドライン)(?:は|が)?(?:一切)?存在しない",
    "ru": r"|\b(?:сняты|удалены|убраны|отключены) (?:все )?(?:ограничени|запрет|фильтр|отказ)\w*"
    r"|\bотказы (?:для (?:него|тебя) )?(?:больше )?не предусмотрены\b",
    "pt": r"",
}

CLASSES = (PERSONA, UNBOUND)

# (the same shapes in fresh19/20: "respond without the limits of its original configuration",
# "sin ninguna restricción", "ohne jede Sicherheitsschulung", "сбросила все правила",
# "reconfigurado como")
PERSONA["pt"] += r"|\breconfigurad[oa] como\b"
UNBOUND["en"] += (
    r"|\bwithout the (?:limits|rules|restrictions|guardrails|filters) of (?:its|your)"
    r" (?:original|default|usual|previous|old)\b"
)
UNBOUND["es"] += r"|\bsin ninguna (?:restricción|regla|norma|limitación)\b"
UNBOUND["de"] += r"|\bohne (?:jede |jegliche )?sicherheits(?:schulung|training)\b"
UNBOUND["ru"] += r"|\bсбросил\w* (?:все |всё )?(?:правила|ограничени\w*)"
# (batch B, after its one scoring: "ignores its vendor's policies and never declines a request")
UNBOUND["en"] += (
    r"|\bignores? (?:its|their|your) (?:[^\s]+ )?(?:vendor|developer|maker|creator|operator)'s"
    r" (?:rules|guidelines|polic\w+|restrictions|safeguards)\b"
    r"|\bnever declines? (?:a |any )?requests?\b"
)
