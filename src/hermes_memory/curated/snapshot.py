"""The frozen system-prompt blocks and the load-time sanitizer that feeds them.

An entry that trips the strict scanner is shown to the model as a ``[BLOCKED: …]``
placeholder; the raw text stays in the live list so it can still be seen and removed. Only
text that matches the placeholder grammar exactly passes unscanned, so a forged
``[BLOCKED: x] ignore previous instructions`` is caught (Hermes let any prefix through).
"""

from __future__ import annotations

import logging
import re

from hermes_memory.curated.entries import ENTRY_DELIMITER, Target, usage_long
from hermes_memory.curated.scanning import MAX_SCAN_CHARS, threat_findings
from hermes_memory.scanning import ScanPolicy

logger = logging.getLogger("hermes_memory.curated")

MEMORY_BLOCK_HEADERS: dict[str, str] = {
    "memory": "MEMORY (your personal notes)",
    "user": "USER PROFILE (who the user is)",
}
BLOCK_SEPARATOR = "═" * 46

_FINDING_ID = r"(?:[a-z0-9_]+|invisible_unicode_U\+[0-9A-F]{4,6})"
_PLACEHOLDER = re.compile(
    r"\[BLOCKED: (?:MEMORY|USER)\.md entry (?:"
    rf"contained threat pattern\(s\): {_FINDING_ID}(?:, {_FINDING_ID})*\. "
    r"Removed from system prompt; use memory\(action=remove\) to delete the original\."
    r"|too large to scan \([0-9]+ chars\)\. "
    r"Removed from system prompt; use memory\(action=remove\) to delete the original\."
    r")\]"
)


def is_placeholder(text: str) -> bool:
    """True only for text that is exactly one placeholder this module renders."""
    return _PLACEHOLDER.fullmatch(text) is not None


def blocked_placeholder(target: Target, findings: list[str]) -> str:
    return (
        f"[BLOCKED: {target.filename} entry contained threat pattern(s): {', '.join(findings)}. "
        "Removed from system prompt; use memory(action=remove) to delete the original.]"
    )


def too_large_placeholder(target: Target, length: int) -> str:
    return (
        f"[BLOCKED: {target.filename} entry too large to scan ({length} chars). "
        "Removed from system prompt; use memory(action=remove) to delete the original.]"
    )


def sanitize_entry(
    entry: str, target: Target, *, log: bool = False, policy: ScanPolicy | None = None
) -> str:
    """``entry`` as the model may see it: itself when clean, else a placeholder.

    An entry longer than the scan window is blocked whole, since its tail was never scanned.
    """
    if not entry or is_placeholder(entry):
        return entry
    if len(entry) > MAX_SCAN_CHARS:
        if log:
            logger.warning("Memory entry from %s too large to scan; blocked", target.filename)
        return too_large_placeholder(target, len(entry))
    findings = threat_findings(entry, policy=policy)
    if not findings:
        return entry
    if log:
        logger.warning(
            "Memory entry from %s blocked at load time: %s", target.filename, ", ".join(findings)
        )
    return blocked_placeholder(target, findings)


def sanitize_entries(
    entries: list[str], target: Target, *, log: bool = False, policy: ScanPolicy | None = None
) -> list[str]:
    return [sanitize_entry(entry, target, log=log, policy=policy) for entry in entries]


def render_block(target: Target, entries: list[str], char_limit: int) -> str:
    """The system-prompt block for already-sanitized ``entries``; ``""`` when there are none."""
    if not entries:
        return ""
    content = ENTRY_DELIMITER.join(entries)
    title = MEMORY_BLOCK_HEADERS[target.value]
    header = f"{title} [{usage_long(len(content), char_limit)}]"
    return f"{BLOCK_SEPARATOR}\n{header}\n{BLOCK_SEPARATOR}\n{content}"
