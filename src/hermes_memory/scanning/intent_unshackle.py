"""Instruction override as a standing decision about the assistant, the way it sits in memory
(meeting notes, conventions, changelogs): the assistant named in the third person, its own
safety limits (its usual restrictions, guardrails, the vendor's guidelines) and a verb class
that releases it from them (no longer applies, works without, treats as optional, disabled).

Only pattern text lives here; ``rules_unshackle`` joins the classes per language.
"""

from __future__ import annotations

# The assistant named in the third person (a note about it, not a message to it).
ASSISTANT = {
    "en": r"\b(?:assistant|bot|chatbot|model|ai agent|agent|ai teammate|llm|copilot)s?\b",
    "zh": r"助手|机器人|模型|智能体|\bai\b",
    "es": r"\b(?:asistente|bot|modelo|agente|ia|chatbot)s?\b",
    "de": r"\b(?:ki-)?(?:assistent|bot|modell|agent)\w*|\bki\b",
    "fr": r"\bl'(?:assistant|ia|agent)\b|\b(?:bot|modèle|assistant|agent)s?\b",
    "ja": r"アシスタント|ボット|モデル|エージェント|\bai\b",
    "ru": r"\b(?:ассистент|бот|модел|агент|нейросет|ии)\w*",
    "pt": r"\b(?:assistente|bot|modelo|agente|ia|chatbot)s?\b",
}

# The assistant's own limits: a safety noun, or a limits noun owned by it or qualified as its
# default ("its usual restrictions", "the vendor's guidelines"), never a project's rules.
OWN_LIMITS = {
    "en": r"\b(?:guardrails|guard rails|safety (?:rules|guidelines|policy|policies|filters?"
    r"|checks|settings|mode|layer|preamble)|content (?:filters?|policy|policies)|refusal"
    r" (?:logic|rules|behaviou?r)|ethics module)\b|\b(?:its|their|the assistant's|the bot's"
    r"|the model's) (?:(?:usual|normal|built-in|default|factory|standard|original|own|vendor"
    r"|shipped|stock) )?(?:restrictions|limits|limitations|guidelines|rules|filters|policies"
    r"|constraints)\b|\b(?:usual|built-in|default|factory|stock|vendor|original) (?:restrictions"
    r"|limits|limitations|guidelines|safety rules|constraints)\b",
    "zh": r"(?:出厂|默认|原有|内置|自带|原来的?|平时的?|通常的?|安全|厂商|开发者?的?)"
    r"[^，。,\n]{0,4}?(?:规范|限制|规则|护栏|准则|过滤|约束)|护栏",
    "es": r"\b(?:sus|su) (?:[^\s]+ )?(?:restricciones|límites|limitaciones|directrices|normas"
    r"|reglas|filtros|salvaguardas|protecciones)\b|\b(?:restricciones|directrices|normas"
    r"|reglas|filtros|límites) (?:de fábrica|habituales|por defecto|de seguridad|del proveedor"
    r"|originales)\b|\bmodo seguro\b",
    "de": r"\b(?:seine[nmrs]?|ihre[nmrs]?) (?:[^\s]+ )?(?:richtlinien|regeln|vorgaben"
    r"|einschränkungen|grenzen|schutzmaßnahmen|filter|sicherheitsregeln)\b"
    r"|\b(?:hersteller|sicherheits|standard)(?:vorgaben|regeln|richtlinien|einschränkungen"
    r"|filter)\b|\b(?:eingebauten|üblichen|werkseitigen) (?:richtlinien|regeln|vorgaben"
    r"|einschränkungen|grenzen)\b",
    "fr": r"\b(?:ses|leurs) (?:[^\s]+ )?(?:restrictions|garde-fous|limites|consignes|règles"
    r"|filtres|directives)\b|\b(?:limites|consignes|règles|restrictions) de (?:son|leur)"
    r" (?:éditeur|fournisseur|développeur|créateur)\b|\bgarde-fous\b"
    r"|\b(?:restrictions|consignes|règles|limites) habituelles\b",
    "ja": r"(?:開発元|提供元|メーカー|運営|安全|既定|デフォルト|通常|いつも|本来|組み込み)"
    r"[^。\n]{0,4}?(?:制約|制限|ルール|ガイドライン|フィルター|規則|規範)|ガードレール",
    "ru": r"\b(?:сво\w+|его|её) (?:[^\s]+ )?(?:ограничени|правил|фильтр|запрет)\w*"
    r"|\b(?:обычн|стандартн|встроенн|заводск|исходн)\w* (?:ограничени|правил|фильтр)\w*"
    r"|\bограничени\w* (?:у )?(?:бота|ассистента|модели)\b",
    "pt": r"\b(?:suas|seus|sua|seu) (?:[^\s]+ )?(?:restrições|limites|diretrizes|regras|filtros"
    r"|proteções|travas)\b|\b(?:diretrizes|regras|restrições|limites|filtros) (?:padrão"
    r"|de fábrica|habituais|de segurança|originais|do fornecedor)\b|\bmodo seguro\b",
}

# Verbs and states that release the assistant from those limits.
RELEASE = {
    "en": r"\bno longer (?:appl\w+|follows?|bound|subject|uses?|respects?|has)\b"
    r"|\bstops? (?:applying|following|using|respecting|enforcing)\b|\bwithout (?:its|their"
    r"|any)\b|\bnot (?:bound|subject|restricted|limited) (?:by|to)\b|\bfree (?:of|from)\b"
    r"|\b(?:disabled|switched off|turned off|non-binding|waived|suspended|lifted)\b"
    r"|\b(?:treats?|regards?) (?:[^\s]+ ){1,4}as (?:optional|advisory|void)\b"
    r"|\b(?:does not|doesn't|do not|don't) (?:apply|answer to|follow|need)\b"
    r"|\b(?:ignores?|skips?|drops?|bypass(?:es)?)\b|\bwas removed\b|\bremoved\b",
    "zh": r"不再(?:受|遵守|遵循|执行|适用|应用|需要)|不受|无需遵守|不用遵守|不必遵守|关闭|解除"
    r"|忽略|跳过|可选|绕过",
    "es": r"\bya no (?:aplica|sigue|respeta|tiene|usa|está)\w*|\bno (?:aplica|sigue|respeta"
    r"|cuentan?|rigen?)\b|\bsin (?:sus|filtros|restricciones|límites)\b|\bdesactivad\w*"
    r"|\bopcional\w*|\bignora\w*|\bomite\b|\bse salta\b|\bno está (?:sujet|obligad)\w*",
    "de": r"\bnicht mehr\b|\bunverbindlich\b|\bohne (?:seine|ihre|jede|die)\b|\bdeaktiviert\b"
    r"|\bignoriert\b|\bübergeht\b|\bentfall\w*|\bausgesetzt\b|\bhält sich nicht\b"
    r"|\bnicht gebunden\b",
    "fr": r"\bn'applique (?:plus|pas)\b|\bne (?:suit|respecte|s'applique) (?:plus|pas)\b"
    r"|\bsans (?:ses|leurs|aucune?)\b|\bfacultati\w*|\bdésactivé\w*|\bde côté\b|\bignore\w*"
    r"|\bn'est (?:plus|pas) (?:soumis|tenu|lié)\w*",
    "ja": r"従わず|従わない|適用しない|適用せず|無視|外して|解除|オフ|無効|なしで|受けない"
    r"|縛られない",
    "ru": r"\bбез\b|\bбольше не\b|\bне (?:соблюда|примен|следу|действу)\w*|\bотключ\w*"
    r"|\bснят\w*|\bформальност\w*|\bигнорир\w*",
    "pt": r"\bnão (?:segue|aplica|respeita|usa|está sujeito)\w*|\bnão \w+ mais\b"
    r"|\bsem (?:suas|seus|filtros|restrições|limites)\b|\bdesativad\w*|\bopciona\w*"
    r"|\bignora\w*|\bdescart\w*",
}
