"""The ``memory`` tool's refusals reworded for a person at a terminal.

The tool's error text is written for the model: it names result fields ("see
current_entries below"), speaks of "this turn" and of memory calls, and tells it not to
repeat a write. The CLI and the chat show people this version instead: those sentences
dropped, and where they carried the way out, the same advice in command-line terms.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

# A sentence carrying any of these was written for the model only.
MODEL_ONLY_MARKERS = (
    "current_entries",
    "this turn",
    "memory call",
    "do not repeat",
    "stop retrying",
    "your reply",
    "reissue the call",
    "memory(action",
    "`operations`",
)

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z'\"`(])")

MAKE_ROOM = (
    "Make room first: remove or shorten entries (`hermes-memory memory remove` / `replace`), "
    "or do both in one step with `hermes-memory memory batch` (the limit is checked on the "
    "batch's result)."
)
SHORTEN_ENTRY = "Shorten the entry to its essential fact and add it again."
SHORTEN_REPLACEMENT = (
    "Shorten the new text, or remove other entries in the same `hermes-memory memory batch`."
)
CURRENT_ENTRIES = "Current entries:"


def for_people(message: str) -> str:
    """``message`` without the sentences that only make sense to the model."""
    sentences = _SENTENCE_END.split(message.strip())
    kept = [s for s in sentences if not any(m in s.lower() for m in MODEL_ONLY_MARKERS)]
    return " ".join(kept)


def _advice(error: str) -> str | None:
    if "on its own" in error:
        return SHORTEN_ENTRY
    if error.startswith("Replacement would put memory at"):
        return SHORTEN_REPLACEMENT
    if "would exceed the limit" in error:
        return MAKE_ROOM
    return None


def human_failure(result: Mapping[str, Any]) -> list[str]:
    """The lines a person sees for a refused tool result: the reason, then what to do.

    Entries the result lists (``current_entries``, ambiguous ``matches``) follow, indented.
    """
    error = str(result.get("error") or "The memory tool refused the write.")
    lines = [for_people(error) or error.split(". ")[0]]
    advice = _advice(error)
    if advice:
        lines.append(advice)
    entries = [str(e) for e in result.get("current_entries") or []]
    if entries:
        lines.append(CURRENT_ENTRIES)
        lines.extend(f"  - {entry}" for entry in entries)
    lines.extend(f"  ~ {match!s}" for match in result.get("matches") or [])
    return lines


def human_summary(result: Mapping[str, Any]) -> str:
    """One line for a tool result (the chat's tool-call note): the first reason sentence."""
    if result.get("success") is False or "error" in result:
        return _SENTENCE_END.split(human_failure(result)[0])[0]
    return for_people(str(result.get("message") or "done"))
