"""A small external provider for runtime tests: fixed recall, records every hook."""

from __future__ import annotations

from typing import Any

from hermes_memory.providers.base import MemoryProvider

RECALL_TEXT = "- The user's cat is called Miso."


class RecallProvider(MemoryProvider):
    def __init__(self, recall: str = RECALL_TEXT) -> None:
        self.recall = recall
        self.initialized: list[str] = []
        self.prefetched: list[str] = []
        self.queued: list[str] = []
        self.synced: list[tuple[str, str, str]] = []
        self.switches: list[dict[str, Any]] = []
        self.pre_compress_calls = 0
        self.ended = 0
        self.shutdowns = 0
        self.writes: list[tuple[str, str, str]] = []

    @property
    def name(self) -> str:
        return "recaller"

    def is_available(self) -> bool:
        return True

    def initialize(self, session_id: str, **kwargs: Any) -> None:
        self.initialized.append(session_id)

    def get_tool_schemas(self) -> list[dict[str, Any]]:
        return [
            {
                "name": "recall_probe",
                "description": "test tool",
                "parameters": {"type": "object", "properties": {}},
            }
        ]

    def handle_tool_call(self, tool_name: str, args: dict[str, Any], **kwargs: Any) -> str:
        return '{"success": true, "probe": "ok"}'

    def prefetch(self, query: str, *, session_id: str = "") -> str:
        self.prefetched.append(query)
        return self.recall

    def queue_prefetch(self, query: str, *, session_id: str = "") -> None:
        self.queued.append(query)

    def sync_turn(self, user_content: str, assistant_content: str, *, session_id: str = "") -> None:
        self.synced.append((user_content, assistant_content, session_id))

    def on_session_switch(
        self,
        new_session_id: str,
        *,
        parent_session_id: str = "",
        reset: bool = False,
        **kwargs: Any,
    ) -> None:
        self.switches.append(
            {"new": new_session_id, "parent": parent_session_id, "reset": reset, **kwargs}
        )

    def on_pre_compress(self, messages: list[dict[str, Any]]) -> str:
        self.pre_compress_calls += 1
        return "The recaller noted: the user cares about zebrafish."

    def on_session_end(self, messages: list[dict[str, Any]]) -> None:
        self.ended += 1

    def on_memory_write(
        self, action: str, target: str, content: str, metadata: dict[str, Any] | None = None
    ) -> None:
        self.writes.append((action, target, content))

    def shutdown(self) -> None:
        self.shutdowns += 1
