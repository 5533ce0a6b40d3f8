"""The ``memory`` tool: argument validation in Hermes's order, gates, and the JSON result.

This is the one place where curated-memory exceptions become model-facing JSON. Results
follow Hermes's catalogue exactly; see ``render.py`` for the shapes and
``gates.py`` for write approval and the background-review delete gate.
"""

from __future__ import annotations

import logging
from typing import Any

from hermes_memory.config import load_memory_config
from hermes_memory.curated.entries import Target, usage_short
from hermes_memory.curated.outcome import WriteOutcome
from hermes_memory.curated.snapshot import sanitize_entries
from hermes_memory.curated.store import MemoryStore
from hermes_memory.errors import HermesMemoryError, InvalidTargetError
from hermes_memory.tools.memory.gates import (
    BACKGROUND_REVIEW,
    DENIED,
    FOREGROUND,
    STAGING_FAILED,
    ApprovalCallback,
    WriteRequest,
    ask_approval,
    make_request,
    pin,
    stage,
    staged_result,
)
from hermes_memory.tools.memory.render import failure, render_error, render_outcome
from hermes_memory.tools.memory.schema import MEMORY_SCHEMA, memory_schema_for
from hermes_memory.tools.result import to_json

__all__ = ["MEMORY_SCHEMA", "apply_memory_pending", "memory_schema_for", "memory_tool"]

logger = logging.getLogger("hermes_memory.tools.memory")

TOOL_NAME = "memory"
TOOLSET = "memory"
EMOJI = "🧠"
ACTIONS = ("add", "replace", "remove")

NOT_AVAILABLE = "Memory is not available: it may be disabled in config or in this environment."
MISSING_ACTION = (
    "Missing required parameter: set `action` (add, replace or remove) for a single change, "
    "or pass `operations` (a list of changes) for a batch."
)
OPERATIONS_NOT_LIST = "operations must be a list of {action, content?, old_text?} objects."
ADD_NEEDS_CONTENT = "Content is required for 'add' action."
REPLACE_NEEDS_CONTENT = "content is required for 'replace' action."


def _missing_old_text(action: str) -> str:
    return (
        f"'{action}' needs old_text, a short substring that appears in exactly one entry, and "
        "none was provided. Reissue the call with old_text set to part of one of the "
        "current_entries below."
    )


def _disabled(target: Target) -> dict[str, Any]:
    return failure(
        f"Built-in {target.filename} writes are disabled in memory config.", target=target.value
    )


def _text_arg(value: object) -> str | None:
    """A text argument as a string (models sometimes send numbers); ``None`` stays ``None``."""
    if value is None or isinstance(value, str):
        return value
    return str(value)


def memory_tool(
    action: str | None = None,
    target: str | None = "memory",
    content: str | None = None,
    old_text: str | None = None,
    new_text: str | None = None,
    operations: Any = None,
    store: MemoryStore | None = None,
    *,
    write_origin: str = FOREGROUND,
    attended: bool = False,
    approval_callback: ApprovalCallback | None = None,
    write_approval: bool | None = None,
) -> str:
    """Handle one ``memory`` tool call and return the JSON string the model receives.

    ``write_origin`` is ``"foreground"`` or ``"background_review"`` (a review started by the
    user with /refine passes ``attended=True``). ``write_approval`` overrides the config's
    ``memory.write_approval``; ``approval_callback`` is the interactive approval channel.
    """
    if store is None:
        return to_json(failure(NOT_AVAILABLE))
    content, old_text, new_text = _text_arg(content), _text_arg(old_text), _text_arg(new_text)
    if not content and new_text:
        content = new_text
    if target is None:
        target = "memory"
    try:
        tgt = Target.parse(target)
    except InvalidTargetError as exc:
        return to_json(failure(str(exc)))
    if not store.target_enabled(tgt):
        return to_json(_disabled(tgt))

    if operations:
        if not isinstance(operations, list):
            return to_json(failure(OPERATIONS_NOT_LIST))
        request = make_request("batch", tgt, operations=operations)
    else:
        if not action:
            return to_json(failure(MISSING_ACTION))
        if action not in ACTIONS:
            return to_json(failure(f"Unknown action '{action}'. Use: add, replace, remove"))
        if action == "add" and not content:
            return to_json(failure(ADD_NEEDS_CONTENT))
        if action in ("replace", "remove") and not old_text:
            live = store.entries(tgt)
            usage = usage_short(store.char_count(tgt), store.char_limit(tgt))
            return to_json(
                failure(
                    _missing_old_text(action),
                    current_entries=sanitize_entries(live, tgt),
                    usage=usage,
                )
            )
        if action == "replace" and not content:
            return to_json(failure(REPLACE_NEEDS_CONTENT))
        request = make_request(action, tgt, content=content, old_text=old_text)

    try:
        gated = _gate(store, request, write_origin, attended, approval_callback, write_approval)
        if gated is not None:
            return to_json(gated)
        return to_json(render_outcome(_apply(store, request)))
    except HermesMemoryError as exc:
        return to_json(render_error(exc, tgt))
    except Exception as exc:  # boundary: the model always gets a result, never a traceback
        logger.exception("memory tool failed")
        return to_json(failure(f"Memory tool failed: {exc}"))


def _gate(
    store: MemoryStore,
    request: WriteRequest,
    origin: str,
    attended: bool,
    callback: ApprovalCallback | None,
    write_approval: bool | None,
) -> dict[str, Any] | None:
    """A staged / denied result when a gate takes the write, else ``None`` (proceed)."""
    if origin == BACKGROUND_REVIEW and not attended and request.deletes:
        pinned = pin(request, store)  # invalid writes fail here, never get staged
        try:
            return staged_result(stage(pinned, store.home, origin), proposal=True)
        except OSError:
            logger.warning("could not stage a background-review proposal", exc_info=True)
            return failure(STAGING_FAILED)
    if write_approval is None:
        write_approval = load_memory_config(store.home).write_approval
    if not write_approval:
        return None
    pinned = pin(request, store)
    if origin == FOREGROUND and callback is not None:
        decision = ask_approval(store, pinned, callback)
        if decision == "approve":
            return None
        if decision == "deny":
            return failure(DENIED)
    return staged_result(stage(pinned, store.home, origin), proposal=False)


def _apply(store: MemoryStore, request: WriteRequest) -> WriteOutcome:
    payload = request.payload
    matched = payload.get("matched_entry")
    if request.action == "batch":
        return store.apply_batch(request.target, payload.get("operations") or [])
    if request.action == "add":
        return store.add(request.target, str(payload.get("content") or ""))
    if request.action == "replace":
        return store.replace(
            request.target,
            str(payload.get("old_text") or ""),
            str(payload.get("content") or ""),
            matched_entry=matched,
        )
    return store.remove(request.target, str(payload.get("old_text") or ""), matched_entry=matched)


def apply_memory_pending(payload: dict[str, Any], store: MemoryStore) -> str:
    """Replay a staged write (gates bypassed: it has been approved); returns the tool JSON."""
    try:
        tgt = Target.parse(payload.get("target") or "memory")
    except InvalidTargetError as exc:
        return to_json(failure(str(exc)))
    if not store.target_enabled(tgt):
        return to_json(_disabled(tgt))
    action = payload.get("action")
    if action not in ("batch", *ACTIONS):
        return to_json(failure(f"Unknown staged action '{action}'."))
    request = WriteRequest(str(action), tgt, dict(payload))
    try:
        return to_json(render_outcome(_apply(store, request)))
    except HermesMemoryError as exc:
        return to_json(render_error(exc, tgt))
