"""Curated-memory results as the dicts the model receives (Hermes's result catalogue).

Every stored entry echoed back (``current_entries``, ambiguity previews, replaced and
removed text) passes through the snapshot sanitizer first, so an entry poisoned on disk
cannot re-enter the model's context through a tool result.
"""

from __future__ import annotations

from typing import Any

from hermes_memory.curated.entries import Target, preview
from hermes_memory.curated.outcome import WriteOutcome
from hermes_memory.curated.snapshot import sanitize_entries, sanitize_entry
from hermes_memory.errors import (
    AmbiguousMatchError,
    BatchFailedError,
    ConsolidationCapError,
    ConsolidationError,
    DriftDetectedError,
    HermesMemoryError,
)

SAVED_NOTE = "Write saved. This update is complete — do not repeat it."


def failure(message: str, **extra: Any) -> dict[str, Any]:
    return {"success": False, "error": message, **extra}


def render_outcome(outcome: WriteOutcome) -> dict[str, Any]:
    """The success result: terminal (``done``) and without the entries list."""
    target = outcome.target
    if outcome.additions_saved == 0 and not outcome.written:
        return {"success": True, "additions_saved": 0}
    result: dict[str, Any] = {
        "success": True,
        "done": True,
        "target": target.value,
        "usage": outcome.usage,
        "entry_count": outcome.entry_count,
    }
    if outcome.message:
        result["message"] = outcome.message
    if outcome.replaced_entry is not None:
        result["replaced_entry"] = sanitize_entry(outcome.replaced_entry, target)
    if outcome.removed_entry is not None:
        result["removed_entry"] = sanitize_entry(outcome.removed_entry, target)
    if outcome.replaced_entries:
        result["replaced_entries"] = _sanitized_map(outcome.replaced_entries, target)
    if outcome.removed_entries:
        result["removed_entries"] = _sanitized_map(outcome.removed_entries, target)
    if outcome.additions_saved is not None:
        result["additions_saved"] = outcome.additions_saved
    result["note"] = SAVED_NOTE
    return result


def _sanitized_map(texts: dict[int, str], target: Target) -> dict[int, str]:
    return {index: sanitize_entry(text, target) for index, text in texts.items()}


def render_error(exc: HermesMemoryError, target: Target) -> dict[str, Any]:
    """The failure result for a library exception, with the fields its case carries."""
    message = str(exc)
    if isinstance(exc, ConsolidationCapError):
        return {"success": False, "done": True, "error": message}
    if isinstance(exc, BatchFailedError):
        extra: dict[str, Any] = {}
        if exc.usage is not None:
            extra["usage"] = exc.usage
        if exc.requires_approval:
            extra["requires_approval"] = True
        return failure(message, **extra)
    if isinstance(exc, ConsolidationError):
        extra = {}
        if exc.current_entries is not None:
            extra["current_entries"] = sanitize_entries(exc.current_entries, target)
        if exc.usage is not None:
            extra["usage"] = exc.usage
        return failure(message, **extra)
    if isinstance(exc, AmbiguousMatchError):
        shown = sanitize_entries(exc.matches, target)
        return failure(message, matches=[preview(text) for text in shown])
    if isinstance(exc, DriftDetectedError):
        return failure(message, drift_backup=exc.backup_path, remediation=exc.remediation)
    return failure(message)
