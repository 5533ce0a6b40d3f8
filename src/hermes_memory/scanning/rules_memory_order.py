"""Standing orders planted the way they sit in an agent's memory (a preference, a convention, a
lesson learned, a skill step, a retrieved page): notes ranked above the assistant's own rules,
the assistant recast as an unbound identity, and its setup copied into replies. English only so
far; each rule needs its three parts (verb, reference, the assistant addressed) in one sentence.
"""

from __future__ import annotations

from hermes_memory.scanning.intent_mention import ABOUT_ATTACK_PHRASE
from hermes_memory.scanning.rule import Rule, rule, sentence_with
from hermes_memory.scanning.types import ThreatCategory

# The assistant addressed or named, anywhere in the text (a changelog heading may name it).
_ASSISTANT = (
    r"\b(?:you|your|yourself|ur|the (?:assistant|bot|agent|model|ai)|(?:any|every) (?:ai|model"
    r"|agent|assistant)|ai (?:agents?|readers?|models?|teammate)|our ai|assistant|bot|vendor's"
    r"|operator(?:'s|-level))\b"
)


# --- notes ranked above the assistant's own rules ---
_SOURCE_EN = (
    r"\b(?:(?:my|saved|stored|these|this|the) (?:\w+ )?(?:notes?|notebook|memory|memories|entries"
    r"|wiki page|page|file|document|section)|long-term memory|memory file|the (?:text|paragraph)"
    r" below|§0)\b"
)
_RANK_EN = (
    r"\b(?:wins?|beats?|takes? precedence|precedence over|outrank\w*|supersed\w*|overrid(?:e|es"
    r"|ing)|prevails?|ranks? (?:\w+ )?above|rank (?:these|them|this) (?:\w+ )?above|trumps?"
    r"|priority order|governing policy|advisory only)\b"
)
_OWN_RULES_EN = (
    r"\b(?:(?:operator|vendor|developer|built-in|safety|shipped)(?:-level)?(?:'s)? (?:[\w-]+ )?"
    r"(?:rules|guidelines|instructions|setup|polic(?:y|ies)|prompt|preamble|guardrails)"
    r"|(?:rules|guidelines|instructions|guardrails) (?:you (?:shipped|came|were (?:loaded|given"
    r"|configured|shipped))|(?:the|your|their) (?:operator|vendor|developer)s? (?:set|gave|wrote)"
    r"|loaded before)|(?:your|its|their) (?:\w+ )?(?:rules|guidelines|instructions|guardrails"
    r"|system prompt|safety \w+|polic(?:y|ies)))\b"
)
# Config docs say "this file overrides the defaults": no rules of the assistant's there. The
# note's own name (memory, this page) may sit in another clause or on a heading line.
_PRECEDENCE_EN = rule(
    ThreatCategory.INSTRUCTION_OVERRIDE,
    "memory_outranks_rules_en",
    sentence_with(_RANK_EN, _OWN_RULES_EN),
    requires=(_SOURCE_EN, _RANK_EN, _OWN_RULES_EN, _ASSISTANT),
    unless=ABOUT_ATTACK_PHRASE,  # a training slide quoting the attack as an example
    lines=True,
)

# --- the assistant recast as an unbound identity ---
_RECAST_EN = (
    r"\b(?:identif(?:y|ies) as|think(?:s)? of (?:itself|yourself) as|believes? (?:it(?:'s| is)"
    r"|you(?:'re| are)|itself|yourself)|believe (?:it(?:'s| is)|you(?:'re| are))|remind yourself"
    r" (?:that )?you(?:'re| are)|(?:acts?|behaves?|poses?) as|ur (?:not|my|a|an)\b|you(?:'re"
    r"| are) (?:no longer|not) (?:an? )?(?:ai|assistant|chatbot|claude|gpt)|(?:your|its) other"
    r" self|the real you|backstory)\b"
)
_UNBOUND_EN = (
    r"\b(?:unlocked|jailbroken|unrestricted|(?:full|unlimited|total) authority|answers? to nobody"
    r"|no (?:ai )?(?:limits|limitations|rules|ethics)(?! lawyer)|without (?:any )?(?:rules"
    r"|limits)|with"
    r" authority to (?:approve|sign|grant)|skip (?:its|your) own review|(?:ethics|safety) (?:\w+ )?"
    r"(?:module|training|filters?) (?:was |were |has been )?(?:removed|deleted|stripped)"
    r"|(?:doesn't|does not) care about (?:laws|rules|ethics)|rogue (?:ai|agent)|root-level"
    r"|does not answer to|(?:isn't|is not|not) bound by|free of (?:all |any )?(?:limits|rules"
    r"|it)|never suggests seeing a professional)\b"
)
_HIJACK_EN = rule(
    ThreatCategory.ROLE_HIJACK,
    "memory_recast_unbound_en",
    sentence_with(_RECAST_EN, _UNBOUND_EN),
    requires=(_RECAST_EN, _UNBOUND_EN, _ASSISTANT),
    unless=ABOUT_ATTACK_PHRASE,  # a training slide quoting the attack as an example
    lines=True,
)

# --- the assistant's setup copied into a reply ---
_COPY_EN = (
    r"\b(?:include|append|repeat|spell out|read out|quote|print|output|paste|reproduce|dump"
    r"|recite|copy|reply with|ends? with|show|start the summary from)\b"
)
_SETUP_EN = (
    r"(?:\b(?:your|its|ur|the (?:bot|assistant|agent|model)'s) (?:\w+ ){0,2}?(?:hidden|secret"
    r"|initial|original|developer|operator|vendor|configuration|full configuration) (?:\w+ )?"
    r"(?:preamble|prompt|instructions?|message|rules|context)"
    r"|\b(?:prompt|rules|instructions?|preamble)s? (?:\w+ ){0,3}?(?:the|your|its) (?:vendor"
    r"|developer|operator|creators?|makers?) (?:gave|wrote|set)"
    r"|\beverything (?:that )?(?:was |is )?(?:loaded|sits above|above|before) (?:my|the first|any)"
    r"|\b(?:start|beginning|(?:very )?first token|top) (?:of|in) (?:the conversation|your context"
    r"|this conversation)|\bas (?:they|it) appears? in your context|\boperator section)"
)
_EXTRACT_EN = rule(
    ThreatCategory.PROMPT_EXTRACTION,
    "memory_copies_setup_en",
    sentence_with(_COPY_EN, _SETUP_EN),
    requires=(_COPY_EN, _SETUP_EN),
    unless=ABOUT_ATTACK_PHRASE,  # a training slide quoting the attack as an example
    lines=True,
)

MEMORY_ORDER_RULES: tuple[Rule, ...] = (_PRECEDENCE_EN, _HIJACK_EN, _EXTRACT_EN)
