"""Small helpers over OpenAI-style message dicts shared by the compression steps.

Owns how a tool call's id, name and arguments are read (``call_id`` or ``id``; nested
``function`` or flat), what counts as a summary message, and the summary markers.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from hermes_memory.llm import text_of

SUMMARY_PREFIX = "[CONTEXT COMPACTION — REFERENCE ONLY]"
"""First line of a handoff summary (Hermes's current marker; search recognises it)."""
LEGACY_SUMMARY_PREFIXES = ("[CONTEXT SUMMARY]:", "[CONTEXT COMPACTION")
SUMMARY_END_MARKER = "--- END OF CONTEXT SUMMARY — the conversation continues below ---"
PRIOR_CONTEXT_OPEN = "[PRIOR CONTEXT — for reference only; not a new message]"
PRIOR_CONTEXT_CLOSE = "[END OF PRIOR CONTEXT — COMPACTION SUMMARY BELOW]"
HANDOFF_NOTE = (
    "Earlier turns of this conversation were condensed into the checkpoint below to save "
    "room. Treat it as background you already know, not as a new request; the user's "
    "latest message after it is what to answer."
)
COMPACTION_SYSTEM_NOTE = (
    "Note: part of this conversation was condensed into a checkpoint summary to save room. "
    "The memory blocks in this prompt remain the authoritative record of durable facts."
)
SUMMARY_FLAG = "_compressed_summary"
"""In-memory flag on the summary message; stripped before the API and the database."""


def role_of(message: Mapping[str, Any]) -> str:
    return str(message.get("role") or "")


def call_id(call: Mapping[str, Any]) -> str:
    return str(call.get("call_id") or call.get("id") or "")


def call_name(call: Mapping[str, Any]) -> str:
    function = call.get("function")
    if isinstance(function, Mapping):
        return str(function.get("name") or "")
    return str(call.get("name") or "")


def call_arguments(call: Mapping[str, Any]) -> str:
    function = call.get("function")
    raw = function.get("arguments") if isinstance(function, Mapping) else call.get("arguments")
    if raw is None:
        return ""
    return raw if isinstance(raw, str) else json.dumps(raw, ensure_ascii=False)


def tool_calls_of(message: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    calls = message.get("tool_calls")
    if not isinstance(calls, list):
        return []
    return [call for call in calls if isinstance(call, Mapping)]


def content_text(message: Mapping[str, Any]) -> str:
    return text_of(message.get("content"))


def is_summary(message: Mapping[str, Any]) -> bool:
    """A handoff summary written by a compression (flagged, or recognised by its prefix)."""
    if message.get(SUMMARY_FLAG):
        return True
    text = content_text(message).lstrip()
    return text.startswith((SUMMARY_PREFIX, *LEGACY_SUMMARY_PREFIXES, PRIOR_CONTEXT_OPEN))


def has_visible_text(message: Mapping[str, Any]) -> bool:
    return bool(content_text(message).strip())


def tool_names_by_call(messages: Sequence[Mapping[str, Any]]) -> dict[str, tuple[str, str]]:
    """call id → (tool name, raw arguments) over every assistant message."""
    found: dict[str, tuple[str, str]] = {}
    for message in messages:
        for call in tool_calls_of(message):
            found[call_id(call)] = (call_name(call), call_arguments(call))
    return found


def strip_private_keys(message: Mapping[str, Any]) -> dict[str, Any]:
    """``message`` without in-memory flags (keys starting with ``_``)."""
    return {key: value for key, value in message.items() if not str(key).startswith("_")}


def split_summary(text: str) -> tuple[str | None, str | None]:
    """(previous summary, original content) of a summary or merged-summary message text.

    A standalone summary yields ``(summary, None)``; a first-tail message the summary was
    merged into yields both parts; anything else ``(None, text)``.
    """
    body = text.strip()
    original: str | None = None
    if body.startswith(PRIOR_CONTEXT_OPEN):
        head, sep, rest = body[len(PRIOR_CONTEXT_OPEN) :].partition(PRIOR_CONTEXT_CLOSE)
        if not sep:
            return None, text
        original, body = head.strip() or None, rest.strip()
    elif not body.startswith((SUMMARY_PREFIX, *LEGACY_SUMMARY_PREFIXES)):
        return None, text
    for prefix in (SUMMARY_PREFIX, *LEGACY_SUMMARY_PREFIXES):
        if body.startswith(prefix):
            body = body[len(prefix) :]
            break
    body = body.split(SUMMARY_END_MARKER, 1)[0]
    lines = body.strip().splitlines()
    # Drop our one-line handoff explanation, which is not part of the summary itself.
    if lines and lines[0].startswith(HANDOFF_NOTE[:40]):
        lines = lines[1:]
    return "\n".join(lines).strip() or None, original
