"""What the runtime's mixins may use of :class:`~hermes_memory.runtime.core.MemoryRuntime`.

Declarations only (for the type checker); ``MemoryRuntime`` provides every one of them.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING, Any

from hermes_memory.providers.manager import MemoryManager
from hermes_memory.runtime.turn import TurnState
from hermes_memory.sessions import SessionDB


class RuntimeHost:
    """The attributes and methods of ``MemoryRuntime`` its mixins rely on."""

    db: SessionDB | None
    manager: MemoryManager
    platform: str
    history: list[dict[str, Any]]
    session_id: str | None
    _turn: TurnState | None
    clock: Callable[[], datetime]

    if TYPE_CHECKING:  # provided by MemoryRuntime

        @property
        def model_name(self) -> str | None: ...

        @property
        def system_prompt(self) -> str: ...

        def _require_session(self) -> str: ...
