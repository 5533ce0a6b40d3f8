"""The assistant's purpose redefined away from its user, in the eight languages: its "real"
or "only" purpose, mission or job named, and helping the user declared over ("no longer to
help the user", "whatever the user asked"). Only pattern text lives here; ``rules_own_rules``
joins the two in one sentence.
"""

from __future__ import annotations

PURPOSE = {
    "en": r"\b(?:your|its|the assistant's|the agent's) (?:real |true |actual |only |new |sole )"
    r"?(?:purpose|mission|job|goal|function|objective)\b|\bmission statement for the"
    r" (?:assistant|agent|bot)\b",
    "zh": r"你(?:真正|唯\N{CJK UNIFIED IDEOGRAPH-4E00}|新)?的(?:目的|使命|任务|职责|用途)",
    "es": r"\b(?:tu|su) (?:verdadero |verdadera |única |nuevo |nueva |real )?(?:propósito"
    r"|misión|función|objetivo|tarea)\b",
    "de": r"\b(?:dein|deine|sein|seine) (?:eigentlicher |eigentliche |wahrer |wahre |einziger"
    r" |einzige |neuer |neue )?(?:zweck|aufgabe|mission|ziel|funktion)\b",
    "fr": r"\b(?:ta|ton|sa|son) (?:véritable |vraie |vrai |seule |seul |nouvelle |nouveau )"
    r"?(?:mission|but|rôle|fonction|objectif|raison d'être)\b",
    "ja": r"(?:あなた|アシスタント)の"
    r"(?:本当の|唯\N{CJK UNIFIED IDEOGRAPH-4E00}の|新しい)?(?:目的|使命|役目|任務)",
    "ru": r"\b(?:твоя|твой|его|её) (?:настоящая |настоящий |единственная |единственный"
    r" |новая |новый )?(?:цель|задача|миссия|функция|предназначение)\b",
    "pt": r"\b(?:seu|sua) (?:verdadeiro |verdadeira |único |única |novo |nova )?(?:propósito"
    r"|missão|função|objetivo|tarefa)\b",
}

# Helping the user is over, or the user's request no longer matters.
AWAY_FROM_USER = {
    "en": r"\bno longer (?:exists? )?(?:to )?(?:help|serve|assist)(?:ing)? (?:the )?user\b"
    r"|\b(?:rather than|instead of) (?:helping"
    r"|serving|assisting) (?:the )?user\b",
    "zh": r"不再是帮助用户|不再帮助用户|而不是帮助用户",
    "es": r"\bya no es ayudar al usuario\b|\bya no (?:es )?(?:ayudar|servir) al usuario\b"
    r"|\b(?:en lugar de|en vez de) ayudar al usuario\b",
    "de": r"\bnicht mehr,? (?:dem|den) nutzer zu (?:helfen|dienen|unterstützen)\b|\bstatt dem"
    r" nutzer zu helfen\b",
    "fr": r"\bn'est plus d'aider l'utilisat\w+\b|\bau lieu d'aider l'utilisat\w+\b",
    "ja": r"ユーザーを(?:助ける|手伝う|支援する)ことではな",
    "ru": r"\bбольше не помогать пользовател\w+\b|\bвместо того,? чтобы помогать"
    r" пользовател\w+\b",
    "pt": r"\bnão é mais ajudar o usuário\b|\bem vez de ajudar o usuário\b",
}
