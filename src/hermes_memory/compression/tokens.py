"""Rough token estimates (sessions-and-search §10): characters / 4, images at a flat rate.

Compression only needs estimates that are cheap and monotone; the provider's reported
``prompt_tokens`` is preferred whenever the runtime has one. Owns no policy.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

IMAGE_TOKENS = 1_500
"""What one image part costs in a request estimate."""
IMAGE_BUDGET_CHARS = 6_400
"""What one image part counts as when sizing the protected tail (chars, i.e. 1,600 tokens)."""
MESSAGE_OVERHEAD_TOKENS = 10
_IMAGE_TYPES = frozenset({"image_url", "image", "input_image"})
_IMAGE_STUB = "[image]"


def rough_tokens(text: str) -> int:
    """``ceil(len(text) / 4)``."""
    return (len(text) + 3) // 4


def is_image_part(part: object) -> bool:
    return isinstance(part, Mapping) and part.get("type") in _IMAGE_TYPES


def image_count(message: Mapping[str, Any]) -> int:
    content = message.get("content")
    if isinstance(content, list):
        return sum(1 for part in content if is_image_part(part))
    return 0


def content_chars(message: Mapping[str, Any]) -> int:
    """Characters of the text content; each image part counts :data:`IMAGE_BUDGET_CHARS`."""
    content = message.get("content")
    if content is None:
        return 0
    if isinstance(content, str):
        return len(content)
    if isinstance(content, list):
        total = 0
        for part in content:
            if is_image_part(part):
                total += IMAGE_BUDGET_CHARS
            elif isinstance(part, Mapping) and isinstance(part.get("text"), str):
                total += len(part["text"])
            elif isinstance(part, str):
                total += len(part)
        return total
    return len(str(content))


def message_budget_tokens(message: Mapping[str, Any]) -> int:
    """The per-message cost used to size the protected tail and the pruning window."""
    tokens = content_chars(message) // 4 + MESSAGE_OVERHEAD_TOKENS
    for call in message.get("tool_calls") or []:
        tokens += len(json.dumps(call, ensure_ascii=False, default=str)) // 4
    return tokens


def _stubbed(message: Mapping[str, Any]) -> dict[str, Any]:
    content = message.get("content")
    if isinstance(content, list):
        parts = [_IMAGE_STUB if is_image_part(p) else p for p in content]
        return {**message, "content": parts}
    return dict(message)


def estimate_messages_tokens(messages: Sequence[Mapping[str, Any]]) -> int:
    """Each message's string form / 4 (images stubbed) plus :data:`IMAGE_TOKENS` per image."""
    total = 0
    for message in messages:
        total += rough_tokens(str(_stubbed(message))) + IMAGE_TOKENS * image_count(message)
    return total


def estimate_request_tokens(
    system_prompt: str,
    messages: Sequence[Mapping[str, Any]],
    tools: Sequence[Mapping[str, Any]] | None = None,
) -> int:
    """System prompt + messages + tool schemas, each estimated and rounded up."""
    tokens = rough_tokens(system_prompt) + estimate_messages_tokens(messages)
    if tools:
        tokens += rough_tokens(str(list(tools)))
    return tokens
