"""The memory lifecycle an agent loop calls: :class:`MemoryRuntime` and :func:`run_turn`.

No framework needed: start a session, call ``before_turn`` / ``handle_tool_call`` /
``after_turn`` around your own model calls (or let :func:`run_turn` drive a
:class:`~hermes_memory.llm.ChatModel`), and ``end_session`` when done.
"""

from __future__ import annotations

from hermes_memory.runtime.core import MemoryRuntime
from hermes_memory.runtime.loop import DEFAULT_MAX_ITERATIONS, TurnResult, run_turn
from hermes_memory.runtime.tooling import MEMORY_TOOL, SESSION_SEARCH_TOOL, ToolRouter
from hermes_memory.runtime.turn import TurnRecord

__all__ = [
    "DEFAULT_MAX_ITERATIONS",
    "MEMORY_TOOL",
    "SESSION_SEARCH_TOOL",
    "MemoryRuntime",
    "ToolRouter",
    "TurnRecord",
    "TurnResult",
    "run_turn",
]
