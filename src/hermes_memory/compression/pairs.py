"""Keep tool calls and their results consistent after a cut (§9.3 steps 9–10).

A result whose call was summarised away is dropped; a call whose result was dropped is
removed from its assistant message (an emptied message says so instead of going blank).
No stub results are invented. Old images are replaced by a note once a newer image exists.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from hermes_memory.compression.messages import call_id, role_of, tool_calls_of
from hermes_memory.compression.tokens import is_image_part

TOOL_CALL_REMOVED = "(tool call removed)"
IMAGE_STRIPPED = "[Attached image — stripped after compression]"


def sanitize_tool_pairs(messages: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """Copies of ``messages`` in which every tool call has its result and vice versa."""
    call_ids = {call_id(c) for m in messages for c in tool_calls_of(m) if role_of(m) == "assistant"}
    result_ids = {str(m.get("tool_call_id") or "") for m in messages if role_of(m) == "tool"}
    out: list[dict[str, Any]] = []
    for message in messages:
        role = role_of(message)
        if role == "tool":
            if str(message.get("tool_call_id") or "") in call_ids:
                out.append(dict(message))
            continue
        calls = tool_calls_of(message)
        if role != "assistant" or not calls:
            out.append(dict(message))
            continue
        kept = [dict(c) for c in calls if call_id(c) in result_ids]
        copy = dict(message)
        if kept:
            copy["tool_calls"] = kept
        else:
            copy.pop("tool_calls", None)
            content = copy.get("content")
            if content is None or (isinstance(content, str) and not content.strip()):
                copy["content"] = TOOL_CALL_REMOVED
        out.append(copy)
    return out


def strip_old_images(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Replace image parts before the newest image-bearing user message with a note."""
    newest = None
    for index in range(len(messages) - 1, -1, -1):
        content = messages[index].get("content")
        is_user = role_of(messages[index]) == "user"
        if is_user and isinstance(content, list) and any(is_image_part(p) for p in content):
            newest = index
            break
    if newest is None:
        return messages
    for index in range(newest):
        content = messages[index].get("content")
        if isinstance(content, list) and any(is_image_part(p) for p in content):
            messages[index] = {
                **messages[index],
                "content": [
                    {"type": "text", "text": IMAGE_STRIPPED} if is_image_part(p) else p
                    for p in content
                ],
            }
    return messages
