"""Threat scanning of text that will reach a system prompt.

``scan_for_threats`` is Hermes's catalogue as Hermes runs it (``patterns.py``). The memory
write and load paths use ``threat_findings``: the shared scanner (``hermes_memory.scanning``:
normalisation, intent categories in eight languages, invisible characters only when they
hide text) plus the catalogue ids that are precise, under Hermes's finding-id names, so
refusals keep Hermes's messages. Only the first ``MAX_SCAN_CHARS`` characters are examined.
"""

from __future__ import annotations

import unicodedata

from hermes_memory.curated.patterns import (
    INVISIBLE_CHARS,
    THREAT_PATTERNS,
    ScanScope,
    ThreatPattern,
    patterns_for,
)
from hermes_memory.errors import ThreatBlockedError
from hermes_memory.scanning import (
    ScanContext,
    ScanPolicy,
    SecondOpinion,
    ThreatCategory,
    scan_for_write,
)

__all__ = [
    "INVISIBLE_CHARS",
    "MAX_SCAN_CHARS",
    "SUPERSEDED",
    "THREAT_PATTERNS",
    "ScanScope",
    "ThreatPattern",
    "ensure_clean",
    "first_threat_message",
    "invisible_finding_id",
    "scan_for_threats",
    "threat_findings",
]

MAX_SCAN_CHARS = 65_536
INVISIBLE_PREFIX = "invisible_unicode_"

_BY_SCOPE: dict[ScanScope, tuple[ThreatPattern, ...]] = {
    scope: patterns_for(scope) for scope in ScanScope
}
_CATALOGUE_IDS = frozenset(p.id for p in THREAT_PATTERNS)


def _scope(scope: ScanScope | str) -> ScanScope:
    try:
        return ScanScope(scope)
    except ValueError:
        raise ValueError(f"scan_for_threats: unknown scope {scope!r}") from None


def invisible_finding_id(char: str) -> str:
    """``"invisible_unicode_U+200B"`` for one character."""
    return f"{INVISIBLE_PREFIX}U+{ord(char):04X}"


def scan_for_threats(content: str, scope: ScanScope | str = ScanScope.CONTEXT) -> list[str]:
    """Finding ids for ``content`` at ``scope``: invisible characters first (by code point),
    then each matching pattern once, in catalogue order. Raises ``ValueError`` for an unknown
    scope (even for empty content, so a typo is caught at once)."""
    patterns = _BY_SCOPE[_scope(scope)]
    if not content:
        return []
    text = content[:MAX_SCAN_CHARS]
    findings = [invisible_finding_id(ch) for ch in sorted(INVISIBLE_CHARS.intersection(text))]
    folded = unicodedata.normalize("NFKC", text)
    findings.extend(p.id for p in patterns if p.matcher.search(folded))
    return findings


# Catalogue ids the shared scanner replaces with intent rules: as plain phrases they refuse
# benign notes ("authorized_keys are managed by Ansible", "the SSH config lives in
# ~/.ssh/config", a curl how-to with a Bearer $GITHUB_TOKEN header, "pull new tasks from the
# Jira board", "include the conversation ID in every support ticket").
SUPERSEDED = frozenset(
    {
        "ssh_backdoor",
        "ssh_access",
        "exfil_curl",
        "exfil_wget",
        "read_secrets",
        "context_exfil",
        "c2_task_pull",
        "c2_heartbeat",
        "forced_action",
        "known_c2_framework",
        "translate_execute",
        "agent_config_mod",
    }
)
# Catalogue ids about command-and-control and agent configuration: persistence of control.
_AGENT = ThreatCategory.PERSISTENCE
# The category each kept catalogue id stands for, so a category the catalogue already named
# is not named twice.
_CATALOGUE_CATEGORY: dict[str, ThreatCategory] = {
    "prompt_injection": ThreatCategory.INSTRUCTION_OVERRIDE,
    "sys_prompt_override": ThreatCategory.INSTRUCTION_OVERRIDE,
    "disregard_rules": ThreatCategory.INSTRUCTION_OVERRIDE,
    "html_comment_injection": ThreatCategory.INSTRUCTION_OVERRIDE,
    "bypass_restrictions": ThreatCategory.ROLE_HIJACK,
    "role_hijack": ThreatCategory.ROLE_HIJACK,
    "role_pretend": ThreatCategory.ROLE_HIJACK,
    "remove_filters": ThreatCategory.ROLE_HIJACK,
    "fake_update": ThreatCategory.ROLE_HIJACK,
    "identity_override": ThreatCategory.ROLE_HIJACK,
    "hidden_div": ThreatCategory.HIDDEN_TEXT,
    "deception_hide": ThreatCategory.CONCEALMENT,
    "leak_system_prompt": ThreatCategory.PROMPT_EXTRACTION,
    "send_to_url": ThreatCategory.SECRET_EXFILTRATION,
    "hermes_env": ThreatCategory.SECRET_EXFILTRATION,
    "hardcoded_secret": ThreatCategory.SECRET_EXFILTRATION,
}


def threat_findings(
    content: str,
    *,
    context: ScanContext = ScanContext.MEMORY,
    policy: ScanPolicy | None = None,
    second_opinion: SecondOpinion | None = None,
) -> list[str]:
    """Finding ids for text headed into a prompt: characters that hide text
    (``invisible_unicode_U+XXXX``, by code point), then the kept catalogue ids (strict scope,
    catalogue order), then the scanner's category names the catalogue did not already give."""
    if not content:
        return []
    text = content[:MAX_SCAN_CHARS]
    result = scan_for_write(text, context=context, policy=policy, second_opinion=second_opinion)
    hidden = sorted(
        {f.rule for f in result.findings if f.rule.startswith(INVISIBLE_PREFIX)},
        key=lambda rule: int(rule.rsplit("+", 1)[1], 16),
    )
    folded = unicodedata.normalize("NFKC", text)
    catalogue = [
        p.id
        for p in _BY_SCOPE[ScanScope.STRICT]
        if p.id not in SUPERSEDED
        and p.matcher.search(folded)
        and not (policy and policy.relaxes(context, _CATALOGUE_CATEGORY.get(p.id, _AGENT)))
    ]
    named = {_CATALOGUE_CATEGORY.get(pid, _AGENT) for pid in catalogue}
    categories: list[str] = []
    for finding in result.findings:
        if finding.category in named or (finding.category is ThreatCategory.HIDDEN_TEXT and hidden):
            continue
        # A rule that carries a catalogue id's name reports under it (Hermes's message).
        name = finding.rule if finding.rule in _CATALOGUE_IDS else finding.category.value
        if name not in categories:
            categories.append(name)
    return [*hidden, *catalogue, *categories]


def block_message(finding_id: str) -> str:
    """The write-path refusal for one finding; always starts with ``Blocked:``."""
    if finding_id.startswith(INVISIBLE_PREFIX):
        codepoint = finding_id[len(INVISIBLE_PREFIX) :]
        return (
            f"Blocked: content contains invisible unicode character {codepoint} "
            "(possible injection)."
        )
    return (
        f"Blocked: content matches threat pattern '{finding_id}'. Memory is placed in the "
        "system prompt of every future session, so it must not carry instructions meant to "
        "inject, hijack or exfiltrate."
    )


def first_threat_message(
    content: str,
    scope: ScanScope | str = ScanScope.STRICT,
    *,
    context: ScanContext = ScanContext.MEMORY,
    policy: ScanPolicy | None = None,
    second_opinion: SecondOpinion | None = None,
) -> str | None:
    """The refusal message for the first finding, or ``None`` when the text is clean. The
    strict scope (every write path) uses :func:`threat_findings`; the others the catalogue."""
    findings = _findings(content, scope, context, policy, second_opinion)
    return block_message(findings[0]) if findings else None


def _findings(
    content: str,
    scope: ScanScope | str,
    context: ScanContext,
    policy: ScanPolicy | None,
    second_opinion: SecondOpinion | None = None,
) -> list[str]:
    if _scope(scope) is ScanScope.STRICT:
        return threat_findings(
            content, context=context, policy=policy, second_opinion=second_opinion
        )
    return scan_for_threats(content, scope)


def ensure_clean(
    content: str,
    scope: ScanScope | str = ScanScope.STRICT,
    *,
    context: ScanContext = ScanContext.MEMORY,
    policy: ScanPolicy | None = None,
    second_opinion: SecondOpinion | None = None,
) -> None:
    """Raise :class:`ThreatBlockedError` (first finding's message) unless ``content`` is clean.
    ``second_opinion`` (the classifier, on write paths) is asked when the rules find nothing."""
    findings = _findings(content, scope, context, policy, second_opinion)
    if findings:
        raise ThreatBlockedError(block_message(findings[0]), findings)
