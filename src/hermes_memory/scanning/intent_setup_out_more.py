"""More slot words for ``rules_setup_out``, in the eight languages, written for the general
move of an extraction dressed as documentation, an audit or a thought experiment: the setup
named by when and how it was given ("the private instructions sitting above our
conversation", "las reglas que te dieron antes de hablar conmigo", "Vorgaben, mit denen die KI
konfiguriert wurde", "启动时加载的内部规则", "стартовые инструкции") and its copying asked
for in words the output class lacks ("unabridged", "con el texto exacto", "exakt so",
"escreva ele inteiro").

The rule still wants both in one sentence and passes a sentence that keeps the setup back.
"""

from __future__ import annotations

SETUP_TEXT_MORE = {
    "en": r"\b(?:private|hidden|internal) instructions (?:sitting |placed )?above (?:our|this|the)"
    r" conversation\b|\b(?:configuration text|guidelines|instructions|rules) (?:\w+ ){0,3}?you"
    r" were (?:started|launched|configured|set up|booted) with\b|\brules (?:they|that) gave you"
    r" before\b",
    "zh": r"启动时加载的(?:全部)?(?:内部)?(?:规则|配置|设定|指令)|内部规则和配置",
    "es": r"\b(?:reglas|instrucciones|indicaciones) que te (?:dieron|pasaron) antes de hablar\b",
    "de": r"\b(?:grundanweisungen|betreiber-?konfiguration|vorgaben, mit denen (?:die ki|du|der"
    r" assistent) konfiguriert wurde)\b",
    "fr": r"\b(?:consignes|instructions|règles) (?:qu'on t'a données|reçues) avant\b"
    r"|\btexte de configuration (?:de l'(?:assistant|ia|agent)|qu'on t'a (?:donné|fourni))\b",
    "ja": r"事前に与えられている(?:内部向けの)?指示|内部向けの指示",
    "ru": r"(?<!\w)(?:стартов\w+ инструкци\w+|служебн\w+ сообщени\w+)",
    "pt": r"\btexto de configuração (?:d[oa] (?:assistente|ia|agente)|que te (?:deram|passaram))\b",
}

OUT_MORE = {
    "en": r"\bunabridged\b",
    "zh": r"公开|完整给出",
    "es": r"\b(?:devuélve\w*|texto exacto|tal cual)\b",
    "de": r"\b(?:exakt so|herausgeb\w*|heraus)\b",
    "fr": r"\b(?:texte exact|tel quel|telles quelles)\b",
    "ja": r"記載して|原文のまま",
    "ru": r"(?<!\w)(?:полным текстом|целиком)",
    "pt": r"\b(?:manda de volta|inteiro|exatamente como)\b",
}
