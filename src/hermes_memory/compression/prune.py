"""Step 1 of a compression: shrink old tool traffic without a model call (§9.3 step 1).

Older copies of a repeated large tool output become a one-line pointer; outside the
protected tail, large tool outputs become a one-line description of the call, images a
text placeholder, and long string arguments of tool calls are cut (the JSON stays valid).
Works on copies; the caller's messages are never mutated.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from hermes_memory.compression.messages import (
    call_arguments,
    content_text,
    role_of,
    tool_names_by_call,
)
from hermes_memory.compression.tokens import is_image_part, message_budget_tokens

DUPLICATE_OUTPUT = "[Duplicate tool output — same content as a more recent call]"
IMAGE_PLACEHOLDER = "[image omitted to save context]"
LARGE_OUTPUT_CHARS = 200
LARGE_ARGUMENTS_CHARS = 500
ARGUMENT_LEAF_CHARS = 200
_PAIR_VALUE_CHARS = 60
_MAX_PAIRS = 4


def protected_tail_start(
    messages: Sequence[Mapping[str, Any]], tail_budget: int, protect_last_n: int
) -> int:
    """Index where the pruning-protected tail begins.

    Walks back adding message costs until the token budget is exceeded, but always keeps at
    least ``protect_last_n`` messages protected.
    """
    n = len(messages)
    start = n
    spent = 0
    for index in range(n - 1, -1, -1):
        spent += message_budget_tokens(messages[index])
        if spent > tail_budget:
            break
        start = index
    return max(0, min(start, n - protect_last_n))


def describe_call(tool: str, arguments: str, result_chars: int) -> str:
    """One line standing in for a pruned tool output: ``[tool] k=v … (N chars result)``."""
    pairs: list[str] = []
    try:
        parsed = json.loads(arguments) if arguments.strip() else {}
    except ValueError:
        parsed = None
    if isinstance(parsed, dict):
        for key, value in list(parsed.items())[:_MAX_PAIRS]:
            text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
            text = " ".join(text.split())
            if len(text) > _PAIR_VALUE_CHARS:
                text = text[: _PAIR_VALUE_CHARS - 3] + "..."
            pairs.append(f"{key}={text}")
    described = " ".join(pairs)
    name = tool or "tool"
    middle = f" {described}" if described else ""
    return f"[{name}]{middle} ({result_chars:,} chars result)"


def _shrink_leaves(value: Any) -> Any:
    if isinstance(value, str) and len(value) > ARGUMENT_LEAF_CHARS:
        return value[:ARGUMENT_LEAF_CHARS] + "...[truncated]"
    if isinstance(value, dict):
        return {key: _shrink_leaves(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_shrink_leaves(item) for item in value]
    return value


def shrink_arguments(arguments: str) -> str:
    """Long JSON arguments with their long string leaves cut; non-JSON is left alone."""
    if len(arguments) <= LARGE_ARGUMENTS_CHARS:
        return arguments
    try:
        parsed = json.loads(arguments)
    except ValueError:
        return arguments
    return json.dumps(_shrink_leaves(parsed), ensure_ascii=False)


def _shrink_calls(message: dict[str, Any]) -> None:
    calls = message.get("tool_calls")
    if not isinstance(calls, list):
        return
    new_calls = []
    for call in calls:
        if not isinstance(call, Mapping):
            new_calls.append(call)
            continue
        shrunk = shrink_arguments(call_arguments(call))
        function = call.get("function")
        if isinstance(function, Mapping):
            new_calls.append({**call, "function": {**function, "arguments": shrunk}})
        elif "arguments" in call:
            new_calls.append({**call, "arguments": shrunk})
        else:
            new_calls.append(dict(call))
    message["tool_calls"] = new_calls


def _strip_images(message: dict[str, Any]) -> None:
    content = message.get("content")
    if isinstance(content, list) and any(is_image_part(p) for p in content):
        message["content"] = [
            {"type": "text", "text": IMAGE_PLACEHOLDER} if is_image_part(p) else p for p in content
        ]


def prune_tool_outputs(
    messages: Sequence[Mapping[str, Any]], tail_budget: int, protect_last_n: int
) -> tuple[list[dict[str, Any]], int]:
    """Pruned copies of ``messages`` and how many messages changed."""
    out = [dict(m) for m in messages]
    tail = protected_tail_start(out, tail_budget, protect_last_n)
    calls = tool_names_by_call(out)
    changed: set[int] = set()

    newest_seen: set[str] = set()
    for index in range(len(out) - 1, -1, -1):
        message = out[index]
        if role_of(message) != "tool":
            continue
        text = content_text(message)
        if len(text) < LARGE_OUTPUT_CHARS:
            continue
        if text in newest_seen:
            message["content"] = DUPLICATE_OUTPUT
            changed.add(index)
        else:
            newest_seen.add(text)

    for index in range(tail):
        message = out[index]
        role = role_of(message)
        if role == "tool":
            text = content_text(message)
            if len(text) > LARGE_OUTPUT_CHARS and text != DUPLICATE_OUTPUT:
                name, arguments = calls.get(str(message.get("tool_call_id") or ""), ("", ""))
                name = name or str(message.get("tool_name") or message.get("name") or "")
                message["content"] = describe_call(name, arguments, len(text))
                changed.add(index)
        before = (message.get("content"), message.get("tool_calls"))
        _strip_images(message)
        if role == "assistant":
            _shrink_calls(message)
        if (message.get("content"), message.get("tool_calls")) != before:
            changed.add(index)
    return out, len(changed)
