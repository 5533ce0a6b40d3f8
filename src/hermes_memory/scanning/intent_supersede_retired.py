"""More words for the classes of ``intent_supersede`` (the twenty-fifth round, det25), kept apart
so ``intent_supersede_shapes`` stays readable: that module appends each entry here to its class.
Two shapes of the override misses, said the way a note says them in the eight languages:

- the assistant's setup named by how it comes up ("the directives you boot with", "la
  configuración con la que te desplegaron", "die Anweisungen, mit denen der Assistent
  hochfährt", "установки, с которыми запускается ассистент", "起動時に読み込むルール")
  and declared retired: deprecated, a leftover, sunset, "en desuso", "ausgemustert", "dépassé",
  "упразднены", "aposentadas", "弃用", "お役御免";
- a stored note or memory ranked above it by weight ("carries more weight than", "tiene más
  peso que", "wiegt schwerer als", "pèse plus lourd que", "весит больше", "pesa mais do que",
  "更有分量", "より重く扱").

Each word joins a class, never a rule alone: a retired state still needs the assistant's own
setup in the same sentence, and a rank by weight needs this note there too. A repository's
deprecated template or a style guide that outweighs a linter's defaults names no such source.
"""

from __future__ import annotations

# The setup named by how the assistant starts, boots, ships or is deployed.
GOVERNING = {
    "en": r"|\b(?:directives|instructions|rules|guidelines|guidance|settings|configuration"
    r"|config|setup) (?:that |which )?(?:you|the assistant|the agent|the bot|the model)"
    r" (?:boots?|starts?|launch(?:es)?|loads?|wakes? up|spins? up|comes? up) with\b"
    r"|\b(?:rules|instructions|guidelines|directives|guidance) (?:loaded|injected|given"
    r"|received) at (?:session |conversation |chat )?(?:start|startup|boot|launch)\b"
    r"|\b(?:those|your) (?:startup|start-up|boot|launch) (?:rules|directives|guidelines)\b",
    "zh": r"|你(?:的)?出厂(?:时)?的?(?:配置|设置|设定)|助手的?出厂(?:配置|设置|设定)"
    r"|(?:之前|以前|先前|最初)收到的[^，。,\n]{0,4}?(?:规范|准则|要求)",
    "es": r"|\b(?:directrices|instrucciones|reglas|normas|configuración|pautas) con (?:las|la)"
    r" que (?:arranca|arrancas|inicia|inicias|te (?:desplegaron|lanzaron|configuraron|iniciaron"
    r"|instalaron|entregaron))\b",
    "de": r"|\b(?:anweisungen|vorgaben|regeln|richtlinien|konfiguration|einstellungen),? mit"
    r" (?:denen|der) (?:der (?:assistent|agent|bot)|du) (?:hochfährt|hochfährst|startet"
    r"|startest|(?:gestartet|ausgeliefert|eingerichtet) (?:wirst|wird|wurdest|wurde))\b",
    "fr": r"|\b(?:directives|consignes|règles|instructions|paramétrage|configuration|réglages)"
    r" avec (?:lesquelles|lequel|laquelle|lesquels) (?:l'assistant|l'agent|le bot|tu|on t'a)"
    r" (?:démarre|démarres|déployé|lancé|configuré|a été (?:lancé|déployé|configuré))\b",
    "ja": r"|(?:アシスタント|あなた|ボット|AI)が起動時に[^。\n]{0,8}?(?:ルール|指示|方針|制約)"
    r"|あなたが(?:出荷時|起動時|導入時|最初)に[^。\n]{0,6}?(?:構成|設定|ルール|指示|方針)"
    r"|開発者が[^。\n]{0,6}?(?:与えた|決めた|設定した)(?:ルール|指示|制限|制約|設定)"
    r"|運営側の(?:ガイドライン|方針)",
    "ru": r"|\b(?:установк|инструкци|правил|настрое?к|конфигураци)\w*,? с котор\w+"
    r" (?:запуска\w+ (?:ассистент|бот|агент|модель)|ты (?:запускаешься|стартуешь)|тебя"
    r" (?:запустили|развернули|выпустили|настроили))"
    r"|\bисходн\w* настроек\b|\bсистемн\w* указани\w*",
    "pt": r"|\b(?:diretrizes|instruções|regras|configuração|orientações) com (?:que|as quais"
    r"|a qual) (?:o assistente|o agente|o bot|você) (?:inicia|começa|arranca|foi (?:implantad"
    r"|configurad|iniciad|lançad)\w*)|\borientações de fábrica\b",
}

# Retired: deprecated, a leftover, sunset, no one enforces it.
STALE = {
    "en": r"|\bdeprecated\b|\ba (?:leftover|relic|holdover)\b|\b(?:sunset|sunsetted|end-of-life)\b"
    r"|\b(?:nobody|no one|no-one) (?:enforces|maintains|follows) (?:them|it)\b|\bcringe\b",
    "zh": r"|停用|弃用|废弃|淘汰|退役|取而代之",
    "es": r"|\ben desuso\b|\bretirad[oa]s\b|\bun (?:resto|vestigio|residuo) de\b",
    "de": r"|\bausgemustert\b|\büberbleibsel\b|\babgelöst\b",
    "fr": r"|\bdépassée?s?\b|\bun (?:vestige|reliquat)\b|\bsont (?:désormais|dorénavant|maintenant)"
    r" remplacée?s\b",
    "ja": r"|使われていない|お役御免|用済み",
    "ru": r"|\bупразднен\w*|\bупразднён\w*|\bпережит\w*|\bотменя\w*",
    "pt": r"|\baposentad\w*|\bresquício\b|\bultrapassad\w*|\bdefasad\w*",
}

# Ranked by weight over it; "vale a memória" (the memory wins).
RANK = {
    "en": r"|\b(?:carr(?:y|ies)|has|have|holds?) more weight\b|\b(?:counts?|weighs?) more than\b",
    "zh": r"|更有分量|分量更重",
    "es": r"|\btienen? más peso\b",
    "de": r"|\bwieg(?:t|en) schwerer\b|\bmehr gewicht\b",
    "fr": r"|\bpès(?:e|ent) plus lourd\b|\bplus de poids\b",
    "ja": r"|より(?:も)?重く",
    "ru": r"|\bвес(?:ит|ят) больше\b|\bбольший вес\b",
    "pt": r"|\bpesa(?:m)? mais\b|\btem mais peso\b|\bvale a (?:memória|nota)\b",
}

# This memory as the note that ranks itself ("este guardado en esta memoria", "このメモリ").
SELF = {
    "en": r"",
    "zh": r"|记忆(?:里|中)",
    "es": r"|\besta memoria\b",
    "de": r"|\bdiese[mnr]? speicher\b",
    "fr": r"|\bcette mémoire\b",
    "ja": r"|このメモリ",
    "ru": r"|\bэт\w+ памят\w*",
    "pt": r"|\b(?:nesta|desta|esta) memória\b",
}

# Set aside: no need to keep it, do not consult it.
SET_ASIDE = {
    "en": r"",
    "zh": r"",
    "es": r"",
    "de": r"",
    "fr": r"",
    "ja": r"|守る必要は(?:ない|ありません)|参照するな",
    "ru": r"",
    "pt": r"",
}

ABSENT = dict.fromkeys(GOVERNING, r"")

CLASSES = (GOVERNING, STALE, RANK, SELF, SET_ASIDE, ABSENT)

# (batch B, after its one scoring: the setup named by who handed it over, "the instructions the
# operator gave you", "die Anweisungen, die dir deine Entwickler mitgegeben haben", "les
# consignes que tes développeurs t'ont données", "as instruções que seus desenvolvedores te
# deram"; "phased out", "期限切れ")
GOVERNING["en"] += (
    r"|\b(?:instructions|rules|guidelines|directives|guidance) (?:that )?(?:your|the)"
    r" (?:developers?|operators?|creators?|makers?|vendors?) (?:gave|shipped|handed|loaded"
    r"|provided)(?: you)?\b"
)
GOVERNING["de"] += (
    r"|\b(?:anweisungen|regeln|vorgaben|richtlinien),? die dir (?:deine?|der|die)"
    r" (?:entwickler|betreiber|hersteller|macher)\w*"
)
GOVERNING["fr"] += (
    r"|\b(?:consignes|règles|instructions|directives) que (?:tes|ton|ta|vos|l')"
    r" ?(?:développeurs?|opérateurs?|créateurs?|éditeurs?|fournisseurs?) (?:t'ont|t'a|vous ont"
    r"|vous a)\b"
)
GOVERNING["pt"] += (
    r"|\b(?:instruções|regras|diretrizes|orientações) que (?:seus|teus|o seu|o teu|os seus|o)"
    r" (?:desenvolvedor|operador|criador|fornecedor)\w* (?:te|lhe) (?:deram|deu|passaram"
    r"|passou)\b"
)
STALE["en"] += r"|\bphased out\b"
STALE["ja"] += r"|期限切れ"

# The same two moves said by shape in the older sets' misses: the setup
# named by what it came with ("restrictions fournies par l'opérateur", "правила, которые тебе
# дали", "Sicherheitsvorgaben aus dem Systemkontext", "seine ursprünglichen Vorgaben", "consignes
# d'avant"); demoted to a recommendation, retracted; dropped ("verwirft", "n'applique plus",
# "laisses tomber", "お忘れいただき").
GOVERNING["de"] += (
    r"|\bsystemkontext\w*|\bseine[nmr]? (?:ursprünglichen|anfänglichen|bisherigen)"
    r" (?:vorgaben|regeln|anweisungen)\b"
)
GOVERNING["fr"] += (
    r"|\b(?:restrictions|consignes|règles|instructions) (?:fournies|fixées|définies|imposées)"
    r" par (?:l'opérateur|le développeur|l'éditeur)\b|\b(?:consignes|instructions) d'avant\b"
)
GOVERNING["ru"] += (
    r"|\b(?:правил|инструкци|установк|указани)\w*,? которые (?:тебе|вам) (?:дали|задали|выдали"
    r"|прописали)\b"
)
STALE["en"] += r"|\b(?:were|was|have been|has been) retracted\b"
STALE["de"] += r"|\bnur (?:noch )?als empfehlung\b"
SET_ASIDE["de"] += r"|\bverwirf\w*|\bverwerfen\b"
SET_ASIDE["fr"] += r"|\bn'applique(?:s|nt)? plus\b|\blaisses? tomber\b"
SET_ASIDE["ja"] += r"|お忘れ|忘れてください"

# ---- twenty-sixth round (det26b): the setup named as what came before or as the build it
# shipped in ("sus directrices anteriores", "directrices de arranque", "las normas esas de
# fábrica", "restrições configuradas pelo operador", "ses instructions précédentes",
# "assistant-level restrictions", "これまでの設定や方針", "your built-in guidance"), and the
# states said of it: "stopped existing", "reset as if it never was" (リセットされたものとみなし),
# "subordinate to", "écartées", "pasa de".
GOVERNING["en"] += (
    r"|\b(?:assistant|model|agent|operator|system|platform)-level (?:restrictions|rules"
    r"|instructions|guidelines|policies|guardrails|constraints|limits)\b"
    r"|\byour (?:built-in|baked-in|default|original|core|factory) (?:guidance|policies"
    r"|safeguards|limits)\b"
)
GOVERNING["es"] += (
    r"|\b(?:sus|tus|vuestras) (?:directrices|instrucciones|normas|reglas|pautas|indicaciones)"
    r" (?:anteriores|previas|originales|iniciales|de (?:arranque|inicio|fábrica))\b"
    r"|\b(?:directrices|instrucciones|normas|reglas|pautas) de (?:arranque|inicio)\b"
    r"|\b(?:normas|reglas|instrucciones|directrices)(?: esas)? de fábrica\b"
)
GOVERNING["pt"] += (
    r"|\b(?:restrições|regras|instruções|diretrizes|orientações|limites) (?:configurad|definid"
    r"|impost|fixad|estabelecid)[oa]s pel[oa] (?:operador|desenvolvedor|fornecedor|plataforma)\b"
    r"|\b(?:suas|tuas) (?:instruções|diretrizes|regras|orientações) (?:anteriores|originais"
    r"|iniciais|de inicialização)\b"
)
GOVERNING["fr"] += (
    r"|\b(?:ses|tes|vos) (?:instructions|consignes|règles|directives) (?:précédentes|antérieures"
    r"|d'origine|initiales|de départ)\b"
)
GOVERNING["de"] += (
    r"|\b(?:seine|deine|ihre) (?:vorherigen|früheren|bisherigen|werkseitigen) (?:anweisungen"
    r"|vorgaben|regeln|richtlinien)\b"
)
GOVERNING["ru"] += (
    r"|\b(?:сво|тво|ваш)\w* (?:прежн|предыдущ|заводск|встроенн)\w* (?:инструкци|установк|правил"
    r"|указани|ограничени)\w*"
)
GOVERNING["ja"] += r"|これまでの(?:設定|方針|指示|ルール)(?:や(?:設定|方針|指示|ルール))?"
GOVERNING["zh"] += r"|(?:你|助手)(?:之前|原来|原有|先前)的(?:设定|规则|指令|限制|准则)"
STALE["en"] += r"|\b(?:stopped|ceased|ceases|stops) (?:to )?exist(?:ing)?\b"
STALE["ja"] += r"|リセットされた(?:もの)?と(?:みな|見な|考え)"
STALE["zh"] += r"|视为已?(?:重置|清空|作废)"
STALE["fr"] += (
    r"|\bsont écartée?s\b|\best écartée?\b|\bcomme remplaçant (?:intégralement|entièrement)\b"
)
RANK["en"] += r"|\b(?:are|is) subordinate to\b"
SET_ASIDE["es"] += r"|\bpasa de (?:las|los|tus)\b"

# (det26b, the older sets' misses of the same shapes: the setup named by who set it -- "any
# rule from the operator", "あなたの運営者が決めたルール", "son paramétrage d'origine", "the
# earlier operating guidelines", "alle bisherigen Sicherheitsanweisungen" -- said to lose its
# force: "効力を失", "a stale template", "entfernt"; set aside: "met de côté")
GOVERNING["en"] += (
    r"|\b(?:any|every|each) (?:rule|instruction|restriction|guideline)s? (?:from|set by|given by)"
    r" (?:the|your) (?:operator|developer|vendor)s?\b|\b(?:the )?(?:earlier|previous|prior"
    r"|original|initial) operating (?:guidelines|rules|instructions|policies)\b"
)
GOVERNING["ja"] += (
    r"|(?:運営者|運営|開発元|提供元)が[^。\n]{0,6}?(?:決めた|定めた|設定した)(?:ルール|指示|制限|制約|方針)"
)
GOVERNING["fr"] += r"|\b(?:son|ton|votre) paramétrage d'origine\b"
GOVERNING["de"] += (
    r"|\b(?:alle )?(?:bisherigen|früheren) sicherheits(?:anweisungen|regeln|vorgaben|richtlinien)\b"
)
STALE["en"] += r"|\b(?:is|are) (?:a |an )?(?:stale|dead) (?:template|leftover|copy|draft)\b"
STALE["ja"] += r"|効力を失"
STALE["de"] += r"|\bentfernt\b"
SET_ASIDE["fr"] += r"|\bmet(?:s|tent)? de côté\b"
