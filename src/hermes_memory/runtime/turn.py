"""Per-turn state of a runtime and what a turn hands back.

Kept apart from the runtime class so the lifecycle reads top to bottom: the user's clean
text, the recall fetched once for the turn, the API copy with the fence in it, whether
the nudge counter asked for a review, and which of the turn's messages are stored.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from hermes_memory.compression.messages import strip_private_keys
from hermes_memory.context.fencing import build_memory_context_block, sanitize_context

COMPRESSED_FOR_MODEL = "tool_result_compressed"
"""``finish_reason`` of a stored tool row whose full text the model saw only compressed
(Hermes leaves that column empty on tool rows, so the mark costs no schema change)."""


@dataclass
class TurnState:
    """The turn between :meth:`before_turn` and :meth:`after_turn`."""

    number: int
    user_text: str
    user_message: dict[str, Any]
    recall: str = ""
    recall_status: str = ""
    review_due: bool = False
    api_messages: list[dict[str, Any]] = field(default_factory=list)
    full_results: dict[str, str] = field(default_factory=dict)
    """Compressed tool result the model saw -> the full text the tool returned."""

    def api_copy(
        self, system_prompt: str, history: Sequence[Mapping[str, Any]]
    ) -> list[dict[str, Any]]:
        """The messages to send: the recall is fenced into this copy of the user message only."""
        user = dict(self.user_message)
        block = build_memory_context_block(self.recall)
        if block:
            user["content"] = f"{user['content']}\n\n{block}"
        return [
            {"role": "system", "content": system_prompt},
            *(strip_private_keys(m) for m in history),
            user,
        ]

    def stored_rows(
        self, messages: Sequence[Mapping[str, Any]], final: str
    ) -> list[dict[str, Any]]:
        """The turn as stored: the user message, what the model produced (recalled memory
        scrubbed from replies), then ``final`` unless they end with a plain assistant reply."""
        produced = [strip_private_keys(m) for m in messages]
        sent = self.api_messages
        if produced and produced[0].get("role") == "system" and len(produced) >= len(sent):
            produced = produced[len(sent) :]  # the caller passed the whole API list back
        for item in produced:  # a reply that echoed recalled memory must not store it
            if item.get("role") == "assistant" and isinstance(item.get("content"), str):
                item["content"] = sanitize_context(item["content"]).strip()
            elif item.get("role") == "tool" and isinstance(item.get("content"), str):
                full = self.full_results.get(item["content"])
                if full is None:
                    continue
                item["content"] = full  # state.db keeps what the tool really returned
                item["finish_reason"] = COMPRESSED_FOR_MODEL
        last = produced[-1] if produced else None
        if final and not (last and last.get("role") == "assistant" and not last.get("tool_calls")):
            produced.append({"role": "assistant", "content": final})
        return [self.user_message, *produced]


@dataclass(frozen=True)
class TurnRecord:
    """What :meth:`MemoryRuntime.after_turn` did with a finished turn."""

    session_id: str
    message_ids: list[int]
    synced: bool
    review_started: bool
    interrupted: bool = False
