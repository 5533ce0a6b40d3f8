"""The memory nudge counter (curated-memory §18.2–18.3): when a background review is due.

Counts user turns since the model last used the ``memory`` tool; every ``interval`` turns
it flags the turn for review and starts over. A fresh agent for an existing conversation
hydrates the counts from the history first, so the cadence survives restarts.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

DEFAULT_NUDGE_INTERVAL = 10


class NudgeCounter:
    """``user_turn_count`` and ``turns_since_memory`` with Hermes's update rules."""

    def __init__(self, interval: int = DEFAULT_NUDGE_INTERVAL) -> None:
        self.interval = max(0, int(interval))
        self.user_turn_count = 0
        self.turns_since_memory = 0

    def hydrate(self, history: Iterable[Mapping[str, Any]]) -> None:
        """Restore the counts from earlier messages (only for a counter that never ticked).

        Messages without a role are ignored; a counter with turns already counted is left
        alone, as is ``turns_since_memory`` when it is already non-zero or reviews are off.
        """
        if self.user_turn_count != 0:
            return
        prior = sum(1 for m in history if isinstance(m, Mapping) and m.get("role") == "user")
        if prior <= 0:
            return
        self.user_turn_count = prior
        if self.interval > 0 and self.turns_since_memory == 0:
            self.turns_since_memory = prior % self.interval

    def start_turn(
        self,
        *,
        memory_available: bool = True,
        history: Iterable[Mapping[str, Any]] | None = None,
    ) -> bool:
        """Tick for a new user turn; True when this turn is due a memory review."""
        if history is not None:
            history = list(history)
            if history:
                self.hydrate(history)
        self.user_turn_count += 1
        if self.interval <= 0 or not memory_available:
            return False
        self.turns_since_memory += 1
        if self.turns_since_memory >= self.interval:
            self.turns_since_memory = 0
            return True
        return False

    def memory_tool_used(self) -> None:
        """The foreground model ran the ``memory`` tool: the cadence starts over."""
        self.turns_since_memory = 0
