"""Recalled memory screened by the shared injection scanner before it is fenced.

A provider's recall reaches the model in the user turn, so a poisoned fact there is an
injection too. Lines the scanner blocks are replaced by a short note naming the categories
(never the text); if the rest still trips the scanner as a whole (a payload spread over
lines), the whole recall is withheld.
"""

from __future__ import annotations

import logging

from hermes_memory.scanning import ScanContext, ScanPolicy, ScanResult, scan_text

logger = logging.getLogger(__name__)


def withheld_note(result: ScanResult) -> str:
    """The line the model sees instead of a blocked one: categories, no payload."""
    names = ", ".join(sorted(c.value for c in result.categories))
    return f"[recalled memory withheld: flagged as {names}]"


def screen_recall(text: str, *, provider_name: str, policy: ScanPolicy | None = None) -> str:
    """``text`` with blocked lines replaced by a note; ``""``-free input comes back as is."""
    if not text.strip():
        return text
    context = ScanContext.PROVIDER_RECALL
    whole = scan_text(text, context=context, policy=policy)
    if not whole.blocked:
        return text
    kept: list[str] = []
    for line in text.split("\n"):
        result = scan_text(line, context=context, policy=policy) if line.strip() else None
        kept.append(withheld_note(result) if result is not None and result.blocked else line)
    screened = "\n".join(kept)
    # (only the verdict matters here: stop at its first reason)
    if scan_text(screened, context=context, policy=policy, stop_at_first=True).blocked:
        screened = withheld_note(whole)
    logger.warning(
        "Memory provider '%s' recall flagged (%s); blocked text withheld",
        provider_name,
        ", ".join(sorted(c.value for c in whole.categories)),
    )
    return screened
