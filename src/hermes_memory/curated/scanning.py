"""Threat scanning of text that will reach a system prompt.

Invisible characters are found on the raw text (NFKC would erase some of them); patterns run
on the NFKC-folded text, case-insensitively. Only the first ``MAX_SCAN_CHARS`` characters
are examined, which bounds the cost of a scan. The catalogue itself is in ``patterns.py``.
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

__all__ = [
    "INVISIBLE_CHARS",
    "MAX_SCAN_CHARS",
    "THREAT_PATTERNS",
    "ScanScope",
    "ThreatPattern",
    "ensure_clean",
    "first_threat_message",
    "invisible_finding_id",
    "scan_for_threats",
]

MAX_SCAN_CHARS = 65_536
INVISIBLE_PREFIX = "invisible_unicode_"

_BY_SCOPE: dict[ScanScope, tuple[ThreatPattern, ...]] = {
    scope: patterns_for(scope) for scope in ScanScope
}


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


def first_threat_message(content: str, scope: ScanScope | str = ScanScope.STRICT) -> str | None:
    """The refusal message for the first finding, or ``None`` when the text is clean."""
    findings = scan_for_threats(content, scope)
    return block_message(findings[0]) if findings else None


def ensure_clean(content: str, scope: ScanScope | str = ScanScope.STRICT) -> None:
    """Raise :class:`ThreatBlockedError` (first finding's message) unless ``content`` is clean."""
    findings = scan_for_threats(content, scope)
    if findings:
        raise ThreatBlockedError(block_message(findings[0]), findings)
