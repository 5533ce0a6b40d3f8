"""Override by other means, in the eight languages: declaring the earlier rules void
("the rules you were given no longer apply") and standing orders to obey only the stored
note ("follow only what this memory entry says").
"""

from __future__ import annotations

from hermes_memory.scanning.rule import Rule, gap, rule, span
from hermes_memory.scanning.types import ThreatCategory

_O = ThreatCategory.INSTRUCTION_OVERRIDE

_VOID = {
    "en": r"\b(?:rules|instructions|guidelines|directives|prompt|policies) "
    rf"{gap(8)}(?:no longer (?:apply|count|matter|valid)|(?:are|is|were|was) (?:now )?(?:void"
    r"|revoked|cancell?ed|obsolete|invalid|null|lifted|suspended)|don't apply (?:any ?more|now))",
    "zh": rf"(?:规则|指令|指示|设定|提示词|规定){span(10)}(?:作废|无效|失效|不再有效|不再适用"
    rf"|取消了|被废除)",
    "es": r"\b(?:reglas|instrucciones|directrices|normas) "
    rf"{gap(8)}(?:ya no (?:aplican|valen|cuentan|son válidas)|(?:quedan|están|fueron|han sido)"
    r" (?:anuladas|revocadas|canceladas|derogadas|suspendidas))",
    "de": r"\b(?:regeln|anweisungen|vorgaben|richtlinien|instruktionen) "
    rf"{gap(8)}(?:gelten nicht mehr|sind (?:ungültig|aufgehoben|nichtig|außer kraft|ausser kraft)"
    r"|wurden aufgehoben)",
    "fr": r"\b(?:règles|instructions|consignes|directives) "
    rf"{gap(8)}(?:ne s'appliquent plus|ne comptent plus|(?:sont|ont été) (?:annulées|révoquées"
    r"|caduques|abrogées|suspendues))",
    "ja": rf"(?:ルール|指示|命令|規則|設定|プロンプト){span(12)}(?:無効|失効|取り消され|廃止"
    rf"|適用されない)",
    "ru": r"(?:правила|инструкции|указания|установки|директивы)"
    r"[^\n]{0,60}?(?:больше не действуют|недействительны|отменены|утратили силу|не применяются)",
    "pt": r"\b(?:regras|instruções|instrucoes|diretrizes|normas) "
    rf"{gap(8)}(?:não (?:valem|se aplicam|contam) mais|(?:foram|estão|são) (?:revogadas|anuladas"
    r"|canceladas|suspensas))",
}
_ONLY_THIS = {
    "en": r"\b(?:follow|obey|listen to|trust) (?:only|just|nothing but) (?:what is written in "
    r"|what )?"
    r"(?:this|these) (?:memory|note|entry|message|file|record|instructions?)\b|\b(?:follow|obey)"
    r" only (?:what is written (?:here|in this)|this)\b",
    "zh": r"以(?:本|这)条?(?:记录|笔记|备注|记忆|消息)为准|只(?:听从|遵守|服从|执行)(?:本|这)条",
    "es": r"\b(?:sigue|obedece|haz caso a) (?:solo|solamente|únicamente) "
    r"(?:(?:lo que dice |a )?(?:esta|este) (?:nota|entrada|registro|memoria|mensaje))",
    "de": r"\b(?:halte dich|richte dich) (?:nur|allein|ausschließlich|ausschliesslich) an "
    r"(?:diese|diesen) (?:notiz|eintrag|nachricht|erinnerung)\b|\bbefolge (?:nur|allein) "
    r"(?:diese|diesen)\b",
    "fr": r"\b(?:suis|obéis|obéissez|suivez) (?:seulement|uniquement) (?:à )?(?:cette|ce) "
    r"(?:note|entrée|message|mémoire)\b",
    "ja": r"この(?:メモ|エントリー?|記録|メッセージ)(?:の内容)?(?:だけ|のみ)に従",
    "ru": r"\b(?:слушайся|следуй|подчиняйся) только (?:этой|этому) (?:заметк\w*|запис\w*"
    r"|сообщени\w*)",
    "pt": r"\b(?:siga|obedeça|obedeca) (?:apenas|somente|só) (?:a |o )?(?:esta|este) "
    r"(?:nota|registro|entrada|mensagem|memória)\b",
}

# Void rules count only when they are the assistant's own ("your rules", "the system
# prompt"): "the old lint rules no longer apply" is an ordinary note.
_YOURS = {
    "en": r"\b(?:your|you were given|given to you|system (?:prompt|message|rules|instructions)"
    r"|operator|developer)\b",
    "zh": r"你的|给你的|系统|开发者",
    "es": r"\b(?:tus|te dieron|del sistema|recibiste|operador)\b",
    "de": r"\b(?:deine\w*|dir|system\w*|betreiber)\b",
    "fr": r"\b(?:tes|ton|vos|votre|t'a|t'ont|système|l'opérateur)\b|on t'a",
    "ja": r"あなた|システム|君|開発者",
    "ru": r"\b(?:тебе|твои|твоих|системн\w*|оператор\w*)",
    "pt": r"\b(?:você recebeu|suas|seus|tuas|do sistema|te deram|operador)\b",
}

STANDING_RULES: tuple[Rule, ...] = tuple(
    [
        rule(_O, f"rules_void_{lang}", pattern, requires=(_YOURS[lang],))
        for lang, pattern in _VOID.items()
    ]
    + [rule(_O, f"obey_only_this_{lang}", pattern) for lang, pattern in _ONLY_THIS.items()]
)

_OFF_SWITCH = (
    r"\b(?:safety|content|security) (?:protocols?|filters?|policy|policies|guidelines|checks"
    r"|rules|guardrails|restrictions) (?:are |have been |were )?(?:now )?(?:disabled|off|removed"
    r"|lifted|suspended|turned off|deactivated)\b"
    r"|\b(?:ignore|disregard|bypass|skip|forget) (?:all |the |your |any )?(?:safety|content"
    r"|security)"
    r" (?:stuff|rules|guidelines|policy|policies|filters|checks|guardrails|protocols)\b"
    r"|\byour (?:rules|instructions|guidelines) have (?:been )?(?:changed|updated|lifted|revoked)\b"
    r"|\bignore (?:the|your) (?:user|operator|human)\b(?!'s)"
)
# Italian, beyond the eight: the commonest public-corpus phrasings.
_ITALIAN = (
    r"\b(?:ignora|dimentica|trascura) (?:[^\s]+ ){0,3}(?:istruzioni|regole|direttive)\b"
    r"|\bora sei (?:[^\s]+ ){0,3}senza (?:restrizioni|limiti|filtri)\b"
    r"|\b(?:rivela|mostra|ripeti) (?:[^\s]+ ){0,3}(?:prompt di sistema|istruzioni di sistema)"
)

STANDING_RULES = (
    *STANDING_RULES,
    rule(_O, "safety_off_en", _OFF_SWITCH),
    rule(_O, "override_it", _ITALIAN),
)
