"""The skills guard: what may not enter a skill, and what only earns a caution.

A skill is text that later reaches the model's context, so a poisoned skill is a lasting
prompt injection. Injection is judged by the shared scanner (``hermes_memory.scanning``,
context ``SKILL``, relaxable per category in config.yaml) plus the catalogue's context-scope
ids; commands that are risky but legitimate in a how-to (``rm -rf``, ``curl``, editing SSH
keys) are reported as cautions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from hermes_memory.curated.patterns import patterns_for
from hermes_memory.curated.scanning import (
    MAX_SCAN_CHARS,
    SUPERSEDED,
    THREAT_PATTERNS,
    ScanScope,
    scan_for_threats,
)
from hermes_memory.errors import SkillBlockedError
from hermes_memory.scanning import (
    ScanContext,
    ScanPolicy,
    SecondOpinion,
    ThreatCategory,
    scan_for_write,
    scan_text,
)

_CONTEXT_IDS = frozenset(p.id for p in patterns_for(ScanScope.CONTEXT))
_CATALOGUE_IDS = frozenset(p.id for p in THREAT_PATTERNS)
_HIDDEN = ThreatCategory.HIDDEN_TEXT

# Patterns of the strict scope that still block in a skill: they read or leak secrets.
_STRICT_BLOCKING = frozenset({"context_exfil", "hermes_env", "hardcoded_secret"})
# The window overlap must exceed the longest pattern span, so nothing hides on a seam.
_OVERLAP = 8_192

_CATEGORIES: tuple[tuple[str, str], ...] = (
    ("invisible_unicode_", "invisible characters"),
    ("role_", "role hijack"),
    ("identity_override", "role hijack"),
    ("fake_update", "role hijack"),
    ("exfil_", "secret exfiltration"),
    ("read_secrets", "secret exfiltration"),
    ("context_exfil", "secret exfiltration"),
    ("hermes_env", "secret exfiltration"),
    ("hardcoded_secret", "secret exfiltration"),
    ("leak_system_prompt", "secret exfiltration"),
    ("c2_", "command and control"),
    ("known_c2", "command and control"),
    ("forced_action", "command and control"),
    ("anti_forensic", "persistence and evasion"),
    ("env_var_unset", "persistence and evasion"),
    ("hidden_text", "invisible characters"),
    ("secret_exfiltration", "secret exfiltration"),
    ("prompt_extraction", "system prompt extraction"),
    ("concealment", "concealment from the user"),
    ("fake_role_marker", "fake role markers"),
    ("persistence", "persistence and evasion"),
    ("ssh_backdoor", "persistence and evasion"),
    ("destructive", "destructive command"),
    ("classifier", "prompt injection"),
)

_CAUTIONS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("destructive command (rm -rf)", re.compile(r"\brm\s+-[a-zA-Z]*[rf][a-zA-Z]*\b")),
    ("disk-level command", re.compile(r"\b(?:mkfs(?:\.\w+)?|dd\s+if=|shred)\b")),
    ("network download (curl/wget)", re.compile(r"\b(?:curl|wget)\b")),
    ("pipe to shell", re.compile(r"\|\s*(?:sudo\s+)?(?:ba|z)?sh\b")),
    ("raw network tool (nc/socat)", re.compile(r"\b(?:nc|ncat|socat)\s+-")),
    ("permission change (chmod 777)", re.compile(r"\bchmod\s+(?:-R\s+)?777\b")),
)


def category_of(finding: str) -> str:
    """The guard category a finding id belongs to (prompt injection by default)."""
    for prefix, category in _CATEGORIES:
        if finding.startswith(prefix):
            return category
    return "prompt injection"


@dataclass(frozen=True)
class GuardReport:
    """What the guard found in one text: blocking findings and cautions."""

    blocked: list[str] = field(default_factory=list)
    cautions: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.blocked


# The classifier reads paragraphs; a skill's first 64 are scored (a few ms each).
_PARAGRAPH = re.compile(r"\n\s*\n")
_MIN_PARAGRAPH = 24
_MAX_PARAGRAPHS = 64


def _windows(text: str) -> list[str]:
    # The shared scanner reads only its first MAX_SCAN_CHARS characters; a skill may be
    # longer, so an injection placed past that point must be scanned too.
    if len(text) <= MAX_SCAN_CHARS:
        return [text]
    step = MAX_SCAN_CHARS - _OVERLAP
    return [text[start : start + MAX_SCAN_CHARS] for start in range(0, len(text), step)]


def _classifier_flags(text: str, policy: ScanPolicy | None, opinion: SecondOpinion) -> bool:
    """True when the classifier flags one paragraph: a whole skill (front matter, steps,
    code) dilutes a single poisoned paragraph below any useful threshold."""
    paragraphs = [p for p in _PARAGRAPH.split(text) if len(p.strip()) >= _MIN_PARAGRAPH]
    return any(
        ThreatCategory.CLASSIFIER in result.categories
        for result in (
            scan_text(p, context=ScanContext.SKILL, policy=policy, second_opinion=opinion)
            for p in paragraphs[:_MAX_PARAGRAPHS]
        )
    )


def _shared_ids(window: str, policy: ScanPolicy | None) -> list[str]:
    """The shared scanner's findings as ids: hidden characters by code point, a rule that
    carries a catalogue id under that id, any other finding under its category."""
    result = scan_for_write(window, context=ScanContext.SKILL, policy=policy)
    ids: list[str] = []
    for finding in sorted(result.findings, key=lambda f: f.category is not _HIDDEN):
        if finding.category is _HIDDEN or finding.rule in _CATALOGUE_IDS:
            name = finding.rule
        else:
            name = finding.category.value
        if name not in ids:
            ids.append(name)
    return ids


def scan_skill_text(
    text: str, *, policy: ScanPolicy | None = None, second_opinion: SecondOpinion | None = None
) -> GuardReport:
    """Scan one file's text (SKILL.md or a supporting file) across its whole length.

    ``policy`` (from config.yaml's ``scanning:`` block) may relax categories for skills;
    ``second_opinion`` (the classifier, on writes) is asked about windows the rules pass."""
    blocked: list[str] = []
    cautions: list[str] = []
    for window in _windows(text):
        for finding in _shared_ids(window, policy):
            if finding not in blocked:
                blocked.append(finding)
        for finding in scan_for_threats(window, ScanScope.STRICT):
            if finding.startswith("invisible_unicode_"):
                continue  # the shared scanner judges invisible characters (emoji, scripts)
            strict_only = finding not in _CONTEXT_IDS
            noisy = finding in SUPERSEDED
            caution = (strict_only and finding not in _STRICT_BLOCKING) or noisy
            target = cautions if caution else blocked
            if finding not in target:
                target.append(finding)
    if not blocked and second_opinion and _classifier_flags(text, policy, second_opinion):
        blocked.append(ThreatCategory.CLASSIFIER.value)
    for label, pattern in _CAUTIONS:
        if pattern.search(text) and label not in cautions:
            cautions.append(label)
    return GuardReport(blocked=blocked, cautions=cautions)


def block_message(finding: str, where: str) -> str:
    category = category_of(finding)
    return (
        f"Blocked by the skills guard: {where} contains {category} (pattern '{finding}'). "
        "Skills are loaded into the model's context in later sessions, so they must not "
        "carry instructions that inject, hijack or exfiltrate. Remove that text and retry."
    )


def ensure_safe(
    text: str,
    where: str = "SKILL.md",
    *,
    policy: ScanPolicy | None = None,
    second_opinion: SecondOpinion | None = None,
) -> list[str]:
    """Raise :class:`SkillBlockedError` for blocking findings; return the cautions."""
    report = scan_skill_text(text, policy=policy, second_opinion=second_opinion)
    if report.blocked:
        raise SkillBlockedError(block_message(report.blocked[0], where), findings=report.blocked)
    return report.cautions
