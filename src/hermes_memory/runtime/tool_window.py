"""What the model sees of tool results (episodes-and-working-memory §1): each result over
``working_memory.tool_result_max_tokens`` is compressed before it enters the API messages,
and the tool results in the window are kept within the ``tool_results`` slot.

The full text is remembered for the turn, so state.db stores what the tool really returned.
The memory tools' own results are left whole: they are already bounded for the model, and
cutting their JSON would leave it unreadable.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from typing import Any

from hermes_memory.runtime.tooling import MEMORY_TOOL, SESSION_SEARCH_TOOL
from hermes_memory.runtime.turn import TurnState
from hermes_memory.working import (
    BudgetSlot,
    WorkingMemory,
    compress_tool_result,
    load_working_memory,
)
from hermes_memory.working import fit_tool_results as fit_to_slot

KEEP_WHOLE = frozenset({MEMORY_TOOL, SESSION_SEARCH_TOOL})


class ToolResultWindow:
    """The tool-result path of one runtime, sized by its :class:`WorkingMemory`."""

    def __init__(self, budget: WorkingMemory) -> None:
        self.budget = budget

    @classmethod
    def load(
        cls, home: str | os.PathLike[str], budget: WorkingMemory | None = None
    ) -> ToolResultWindow:
        """``budget``, else the ``working_memory:`` block of the home's config.yaml (a bad
        value raises ``WorkingMemoryConfigError`` naming the file and line)."""
        return cls(budget or load_working_memory(home))

    def for_model(self, name: str, result: str, turn: TurnState | None) -> str:
        """The copy of tool ``name``'s ``result`` the model receives; the full text is kept
        on ``turn`` for :meth:`TurnState.stored_rows`."""
        if name in KEEP_WHOLE:
            return result
        shown = compress_tool_result(result, self.budget.tool_result_max_tokens)
        if shown != result and turn is not None:
            turn.full_results[shown] = result
        return shown

    def fit(self, messages: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
        """``messages`` with their tool results within the per-result limit and the slot."""
        return fit_to_slot(
            messages,
            slot_tokens=self.budget.slot_tokens(BudgetSlot.TOOL_RESULTS),
            per_result_tokens=self.budget.tool_result_max_tokens,
            keep_whole=KEEP_WHOLE,
        )


__all__ = ["ToolResultWindow", "WorkingMemory"]
