"""``BuiltinMemoryProvider``: the curated store (MEMORY.md / USER.md) in the provider slot.

Registered first by the runtime, under the reserved name ``builtin``, so "built-in first,
at most one external" holds by construction. It exposes the ``memory`` tool through the
provider interface; it injects nothing per turn and adds no system block (the frozen
curated blocks are assembled into the prompt separately).
"""

from __future__ import annotations

import os
from typing import Any

from hermes_memory.curated.entries import Target
from hermes_memory.curated.store import MemoryStore
from hermes_memory.providers.base import MemoryProvider
from hermes_memory.tools.memory import memory_schema_for, memory_tool

BUILTIN_NAME = "builtin"
MEMORY_TOOL_NAME = "memory"

# Arguments the model may send, and the host-side options the runtime may pass through.
_TOOL_ARGS = ("action", "target", "content", "old_text", "new_text", "operations")
_HOST_OPTIONS = ("write_origin", "attended", "approval_callback", "write_approval")


class BuiltinMemoryProvider(MemoryProvider):
    """The ``memory`` tool over a :class:`MemoryStore`.

    Pass the store the runtime already uses (one store per home, shared with background
    review); without one, :meth:`initialize` builds it from ``config.yaml`` of the
    ``hermes_home`` it is given (or ``home``).
    """

    def __init__(
        self,
        store: MemoryStore | None = None,
        *,
        home: str | os.PathLike[str] | None = None,
    ) -> None:
        self._store = store
        self._home = home

    @property
    def name(self) -> str:
        return BUILTIN_NAME

    @property
    def store(self) -> MemoryStore | None:
        return self._store

    def is_available(self) -> bool:
        return True

    def initialize(self, session_id: str, **kwargs: Any) -> None:
        if self._store is None:
            home = kwargs.get("hermes_home") or self._home
            self._store = MemoryStore.from_config(home)

    def get_tool_schemas(self) -> list[dict[str, Any]]:
        """The ``memory`` schema, narrowed to the enabled stores; ``[]`` when both are off."""
        if self._store is None:
            schema = memory_schema_for(True, True)
        else:
            schema = memory_schema_for(
                self._store.target_enabled(Target.MEMORY), self._store.target_enabled(Target.USER)
            )
        return [] if schema is None else [schema]

    def handle_tool_call(self, tool_name: str, args: dict[str, Any], **kwargs: Any) -> str:
        """Run the ``memory`` tool; unknown model arguments are ignored, as Hermes does."""
        if tool_name != MEMORY_TOOL_NAME:
            return super().handle_tool_call(tool_name, args, **kwargs)
        call = {k: args[k] for k in _TOOL_ARGS if k in args}
        options = {k: kwargs[k] for k in _HOST_OPTIONS if k in kwargs}
        return memory_tool(**call, store=self._store, **options)
