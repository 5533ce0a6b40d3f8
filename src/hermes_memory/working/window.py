"""Tool results in the live window (spec §1, "how the runtime uses the budget").

Each tool result over the per-result limit is compressed; when the tool results together
still pass the ``tool_results`` slot, the oldest are compressed harder first and the newest
stays as it is. Works on copies of the API messages; the stored messages are never touched.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from hermes_memory.compression.tokens import rough_tokens
from hermes_memory.working.tool_results import compress_tool_result

OLDER_RESULT_TOKENS = 100
"""What an older tool result is cut to when the slot overflows: enough to recall its gist."""


def _tool_text(message: Mapping[str, Any], keep_whole: frozenset[str]) -> str | None:
    content = message.get("content")
    if message.get("role") != "tool" or not isinstance(content, str):
        return None
    if (message.get("tool_name") or message.get("name")) in keep_whole:
        return None
    return content


def fit_tool_results(
    messages: Sequence[Mapping[str, Any]],
    *,
    slot_tokens: int,
    per_result_tokens: int,
    keep_whole: frozenset[str] = frozenset(),
) -> list[dict[str, Any]]:
    """Copies of ``messages`` whose tool results fit the per-result limit and the slot.

    Results of the tools named in ``keep_whole`` are left as they are (and not counted).
    Messages that need no change are copied as they are, so a window that already fits
    comes back byte-identical (the provider's prompt cache keeps holding).
    """
    out = [dict(m) for m in messages]
    positions = [i for i, m in enumerate(out) if _tool_text(m, keep_whole) is not None]
    sizes: dict[int, int] = {}
    for i in positions:
        text = str(out[i]["content"])
        if rough_tokens(text) > per_result_tokens:
            text = compress_tool_result(text, per_result_tokens)
            out[i]["content"] = text
        sizes[i] = rough_tokens(text)
    total = sum(sizes.values())
    harder = min(OLDER_RESULT_TOKENS, per_result_tokens)
    for i in positions[:-1]:  # oldest first; the newest result stays whole
        if total <= slot_tokens:
            break
        if sizes[i] <= harder:
            continue
        text = compress_tool_result(str(out[i]["content"]), harder)
        out[i]["content"] = text
        total += rough_tokens(text) - sizes[i]
        sizes[i] = rough_tokens(text)
    return out
