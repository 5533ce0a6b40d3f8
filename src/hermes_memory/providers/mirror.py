"""Mirroring built-in ``memory`` tool writes to external providers (spec §3.12–3.13).

Only a committed write is mirrored: the tool result must say ``success`` and not ``staged``.
For replace and remove, the previous entry text comes from the RESULT (what was actually
replaced), never from the model's search argument. Metadata describes where the write came
from; the three historical ``on_memory_write`` signatures are all served.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from hermes_memory.providers.signatures import WriteCallShape, memory_write_call_shape

MIRRORED_ACTIONS = frozenset({"add", "replace", "remove"})


class WriteOrigin(StrEnum):
    """Who made a mirrored write (the ``write_origin`` metadata value)."""

    ASSISTANT_TOOL = "assistant_tool"
    BACKGROUND_REVIEW = "background_review"


class ExecutionContext(StrEnum):
    FOREGROUND = "foreground"
    BACKGROUND = "background"


@dataclass(frozen=True)
class MirroredWrite:
    """One committed operation to hand to providers' ``on_memory_write``."""

    action: str
    target: str
    content: str
    metadata: dict[str, Any] = field(default_factory=dict)


def build_write_metadata(
    *,
    write_origin: WriteOrigin | str = WriteOrigin.ASSISTANT_TOOL,
    execution_context: ExecutionContext | str = ExecutionContext.FOREGROUND,
    session_id: str = "",
    parent_session_id: str = "",
    platform: str = "",
    tool_name: str = "memory",
    task_id: str = "",
    tool_call_id: str = "",
) -> dict[str, str]:
    """The host metadata for a mirrored write; empty values are dropped.

    ``platform`` falls back to ``$HERMES_SESSION_SOURCE`` and then ``"cli"``.
    """
    platform = platform or os.environ.get("HERMES_SESSION_SOURCE", "").strip() or "cli"
    values = {
        "write_origin": str(write_origin),
        "execution_context": str(execution_context),
        "session_id": session_id,
        "parent_session_id": parent_session_id,
        "platform": platform,
        "tool_name": tool_name,
        "task_id": task_id,
        "tool_call_id": tool_call_id,
    }
    return {key: value for key, value in values.items() if value}


def parse_tool_result(tool_result: object) -> dict[str, Any] | None:
    """The result as a dict (JSON strings parsed), or ``None``."""
    if isinstance(tool_result, str):
        try:
            tool_result = json.loads(tool_result)
        except ValueError:
            return None
    return tool_result if isinstance(tool_result, dict) else None


def _indexed(mapping: object, index: int) -> str | None:
    """Look up a 1-based op index whose key may be stored as str or int."""
    if not isinstance(mapping, Mapping):
        return None
    value = mapping.get(str(index), mapping.get(index))
    return value if isinstance(value, str) else None


def mirrored_writes(
    tool_result: object,
    tool_args: Mapping[str, Any] | None,
    *,
    base_metadata: Mapping[str, Any] | None = None,
) -> list[MirroredWrite]:
    """The operations of a ``memory`` tool call that providers should hear about."""
    result = parse_tool_result(tool_result)
    if result is None or result.get("success") is not True or result.get("staged") is True:
        return []
    args = dict(tool_args or {})
    target = str(args.get("target") or "memory")
    operations = args.get("operations")
    batched = isinstance(operations, list) and bool(operations)
    ops: list[Any] = list(operations) if isinstance(operations, list) and batched else [args]
    base = {k: v for k, v in (base_metadata or {}).items() if k != "previous_content"}
    writes: list[MirroredWrite] = []
    for position, op in enumerate(ops, start=1):
        if not isinstance(op, Mapping):
            continue
        action = op.get("action")
        if action not in MIRRORED_ACTIONS:
            continue
        metadata = dict(base)
        if op.get("old_text"):
            metadata["old_text"] = op["old_text"]
        previous: str | None = None
        if action in ("replace", "remove"):
            key = "replaced_entr" if action == "replace" else "removed_entr"
            if batched:
                previous = _indexed(result.get(key + "ies"), position)
            else:
                single = result.get(key + "y")
                previous = single if isinstance(single, str) else None
        if previous:
            metadata["previous_content"] = previous
        content = op.get("content") or op.get("new_text") or ""
        writes.append(MirroredWrite(str(action), target, str(content), metadata))
    return writes


def call_on_memory_write(
    hook: Callable[..., Any],
    action: str,
    target: str,
    content: str,
    metadata: Mapping[str, Any] | None,
) -> None:
    """Call a provider's ``on_memory_write`` in the shape its signature accepts."""
    shape = memory_write_call_shape(hook)
    if shape is WriteCallShape.KEYWORD:
        hook(action, target, content, metadata=dict(metadata or {}))
    elif shape is WriteCallShape.POSITIONAL:
        hook(action, target, content, dict(metadata or {}))
    else:
        hook(action, target, content)
