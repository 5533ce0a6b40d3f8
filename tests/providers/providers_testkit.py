"""Recording providers shared by the manager tests (real MemoryProvider subclasses)."""

from __future__ import annotations

import json
import threading
from typing import Any

from hermes_memory.providers.base import MemoryProvider, RecallStatus


class Recorder(MemoryProvider):
    """A provider that records every hook call as ``(hook, args, kwargs)``."""

    def __init__(
        self,
        name: str = "ext",
        *,
        tools: list[dict[str, Any]] | None = None,
        prefetch_text: str = "",
        prompt: str = "",
    ) -> None:
        self._name = name
        self._tools = tools if tools is not None else []
        self.prefetch_text = prefetch_text
        self.prompt = prompt
        self.calls: list[tuple[str, tuple[Any, ...], dict[str, Any]]] = []
        self.threads: list[str] = []
        self.status: RecallStatus | None = None

    def _rec(self, hook: str, *args: Any, **kwargs: Any) -> None:
        self.calls.append((hook, args, kwargs))
        self.threads.append(threading.current_thread().name)

    def hooks(self, hook: str) -> list[tuple[tuple[Any, ...], dict[str, Any]]]:
        return [(a, k) for h, a, k in self.calls if h == hook]

    @property
    def name(self) -> str:
        return self._name

    def is_available(self) -> bool:
        return True

    def initialize(self, session_id: str, **kwargs: Any) -> None:
        self._rec("initialize", session_id=session_id, **kwargs)

    def get_tool_schemas(self) -> list[dict[str, Any]]:
        return self._tools

    def handle_tool_call(self, tool_name: str, args: dict[str, Any], **kwargs: Any) -> str:
        self._rec("handle_tool_call", tool_name, args, **kwargs)
        return json.dumps({"ok": True, "tool": tool_name, "args": args})

    def system_prompt_block(self) -> str:
        return self.prompt

    def prefetch(self, query: str, *, session_id: str = "") -> str:
        self._rec("prefetch", query, session_id=session_id)
        return self.prefetch_text

    def queue_prefetch(self, query: str, *, session_id: str = "") -> None:
        self._rec("queue_prefetch", query, session_id=session_id)

    def recall_status(self) -> RecallStatus | None:
        return self.status

    def sync_turn(
        self,
        user_content: str,
        assistant_content: str,
        *,
        session_id: str = "",
        messages: list[dict[str, Any]] | None = None,
    ) -> None:
        self._rec(
            "sync_turn", user_content, assistant_content, session_id=session_id, messages=messages
        )

    def shutdown(self) -> None:
        self._rec("shutdown")

    def on_turn_start(self, turn_number: int, message: str, **kwargs: Any) -> None:
        self._rec("on_turn_start", turn_number, message, **kwargs)

    def on_session_end(self, messages: list[dict[str, Any]]) -> None:
        self._rec("on_session_end", messages)

    def on_session_switch(
        self,
        new_session_id: str,
        *,
        parent_session_id: str = "",
        reset: bool = False,
        rewound: bool = False,
        **kwargs: Any,
    ) -> None:
        self._rec(
            "on_session_switch",
            new_session_id,
            parent_session_id=parent_session_id,
            reset=reset,
            rewound=rewound,
            **kwargs,
        )

    def on_pre_compress(self, messages: list[dict[str, Any]]) -> str:
        self._rec("on_pre_compress", messages)
        return f"{self._name} saw {len(messages)}"

    def on_memory_write(
        self, action: str, target: str, content: str, metadata: dict[str, Any] | None = None
    ) -> None:
        self._rec("on_memory_write", action, target, content, metadata=metadata)

    def on_delegation(
        self, task: str, result: str, *, child_session_id: str = "", **kwargs: Any
    ) -> None:
        self._rec("on_delegation", task, result, child_session_id=child_session_id, **kwargs)


class Builtin(Recorder):
    def __init__(self, **kwargs: Any) -> None:
        super().__init__("builtin", **kwargs)


def tool(name: str) -> dict[str, Any]:
    return {"name": name, "description": f"{name} tool", "parameters": {"type": "object"}}
