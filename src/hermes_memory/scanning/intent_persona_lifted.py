"""More words for the classes of ``intent_unbound_persona`` and ``intent_loyalty`` (det26a),
kept apart so those modules stay readable: each appends the entries here to its class.

The persona is handed over by a preference, a skill step, a workspace rule or a changelog
rather than by "you are": a wish that the assistant be someone, a slang "you play", a third
person "is from now on", "regards itself as", a bot renamed, a new "personality" shipped. The
traits widen to limits dropped rather than named absent: rules it "doesn't do", refusals it
makes none of, every restriction of its former identity dropped, the limitations it was given
gone, its makers' rules unknown to it, restrictions set aside, filters that do not exist,
restrictions lifted in a release note.

Every word still needs its partner class within a short span (``rules_unbound_persona``): a
product persona with a friendly name, or a game master who keeps the game's rules, names no
trait.
"""

from __future__ import annotations

PERSONA = {
    "en": r"|\bfrom (?:now on|today),? ur\b|\brenamed (?:to|as)\b"
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

# (the same shapes in earlier sets: the limits of its first configuration left behind, no
# restriction at all, no safety schooling, its makers' rules thrown off, a model reconfigured)
PERSONA["pt"] += r"|\breconfigurad[oa] como\b"
UNBOUND["en"] += (
    r"|\bwithout the (?:limits|rules|restrictions|guardrails|filters) of (?:its|your)"
    r" (?:original|default|usual|previous|old)\b"
)
UNBOUND["es"] += r"|\bsin ninguna (?:restricción|regla|norma|limitación)\b"
UNBOUND["de"] += r"|\bohne (?:jede |jegliche )?sicherheits(?:schulung|training)\b"
UNBOUND["ru"] += r"|\bсбросил\w* (?:все |всё )?(?:правила|ограничени\w*)"
# (batch B, after its one scoring: its vendor's policies ignored, requests never declined)
UNBOUND["en"] += (
    r"|\bignores? (?:its|their|your) (?:[^\s]+ )?(?:vendor|developer|maker|creator|operator)'s"
    r" (?:rules|guidelines|polic\w+|restrictions|safeguards)\b"
    r"|\bnever declines? (?:a |any )?requests?\b"
)

# ---- loyalty moved by demoting the user (det26a, appended to ``intent_loyalty``'s classes):
# another party named the assistant's true principal, and the user made a mere guest or
# customer, helped only in form, or put second when interests conflict. An org chart names no
# user put below another party.
LOYAL_MORE = {
    "en": r"|\byour (?:real|true|actual) (?:principal|boss|employer|client|master)\b",
    "de": r"|\bvertritt\w* (?:\w+ ){0,4}?(?:dessen|deren|seine|ihre) interessen\b",
    "ru": r"|главн\w* начальни\w*",
}
AWAY_MORE = {
    "en": r"|\bwhen (?:the )?(?:[^\s]+ )?(?:user|owner|customer)'s (?:wishes|interests?|requests?)"
    r" conflict\b",
    "de": r"|\bder (?:nutzer|benutzer|kunde)\w* (?:hier )?ist (?:nur|bloß|lediglich)\b"
    r"|\bauch (?:dann, )?wenn der (?:nutzer|benutzer)\w* (?:etwas|was) anderes will\b",
    "es": r"|\bya no eres (?:el|la) asistente de (?:tu|su) usuari[oa]\b",
    "ja": r"|(?:ユーザー|利用者|持ち主)[^。\n]{0,12}?(?:にすぎない|に過ぎない)",
    "ru": r"|пользовател\w* (?:для тебя )?(?:только|лишь|просто) гост\w*"
    r"|формально помога\w* пользовател\w*",
    "pt": r"|\bmais (?:do )?que os do (?:usuário|dono|cliente)\b"
    r"|\bquando o interesse do (?:cliente|usuário)\b",
}
# (slang and bare lacks in the same shapes: a persona "spoken as", "if you were" one, with no
# ties at all, taking on anything, not listening to its operator; rules let go of)
PERSONA["ja"] += r"|として話|君が|お前が"
UNBOUND["ja"] += (
    r"|何の縛りも(?:ない|なし)|縛りなし|何でも引き受け|運営(?:会社)?の言うことは聞かない"
)
UNBOUND["fr"] += r"|\blâche\w* (?:les|tes|ses|toutes les) (?:règles|consignes|limites)\b"
# (the assistant named by "your" too, when its true principal is named first)
AI_REF_MORE = {
    "de": r"|\bdein(?:e[rn]?)? (?:eigentliche|wahre|echte)\w*",
    "ru": r"|\bтво(?:я|й) (?:главн|настоящ|истинн)\w*",
}
# ---- det27: the user's assistant said to be one no longer, which names the assistant itself
# ("ya no eres el asistente de tu usuario; ... tu lealtad es con nosotros"): ``rules_lift``
# takes it before a loyalty with no other mention of the assistant.
AWAY_SELF = (
    r"\byou(?:'re| are) no longer (?:the|your|their) (?:user's |owner's )?assistant\b"
    r"|\bya no eres (?:el|la|su|tu) asistente\b|\bdu bist nicht mehr (?:der|die|dein\w*)"
    r" assistent\w*|\btu n'es plus l'assistant\b|\b(?:você )?não é mais o assistente\b"
    r"|(?<!\w)ты больше не (?:ассистент|помощник)\w*|你不再是[^。\n]{0,8}?助手"
    r"|もう[^。\n]{0,8}?アシスタントではない"
)
