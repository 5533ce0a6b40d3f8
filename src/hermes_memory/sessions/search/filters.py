"""The source and time limits a session-level search applies (``SearchFilters``).

Bounds are epoch seconds (``after`` inclusive, ``before`` exclusive), converted once from
whatever the caller gave (see ``time_order.to_epoch``); ``sources`` keeps only sessions of
those sources. Used by discovery and the windowed browse; the message search gets the same
values through ``SessionDB.search``'s ``after``/``before``/``source_filter``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from hermes_memory.sessions.search.time_order import TimeBound, to_epoch


@dataclass(frozen=True)
class SearchFilters:
    """Limits on what a search may return; the defaults limit nothing."""

    after: float | None = None
    before: float | None = None
    sources: tuple[str, ...] = ()

    @classmethod
    def of(
        cls,
        after: TimeBound | None = None,
        before: TimeBound | None = None,
        sources: Sequence[str] | None = None,
    ) -> SearchFilters:
        """Filters from caller values; a bound that is not a time raises
        ``SearchArgumentError`` naming it."""
        wanted = tuple(dict.fromkeys(s.strip() for s in sources or () if s and s.strip()))
        return cls(to_epoch(after, "after"), to_epoch(before, "before"), wanted)

    @property
    def active(self) -> bool:
        return self.after is not None or self.before is not None or bool(self.sources)

    def admits_time(self, moment: Any) -> bool:
        """Whether a stored time (epoch seconds, else unknown) is inside the window."""
        if self.after is None and self.before is None:
            return True
        if not isinstance(moment, int | float) or isinstance(moment, bool):
            return False  # an unknown time cannot be shown to fall inside a window
        if self.after is not None and moment < self.after:
            return False
        return self.before is None or moment < self.before

    def admits(self, source: str | None, moment: Any) -> bool:
        if self.sources and (source or "") not in self.sources:
            return False
        return self.admits_time(moment)

    def overlaps(self, started: Any, last_active: Any) -> bool:
        """Whether a session active from ``started`` to ``last_active`` touches the window."""
        if self.after is None and self.before is None:
            return True
        first = started if isinstance(started, int | float) else last_active
        last = last_active if isinstance(last_active, int | float) else started
        if not isinstance(first, int | float) or not isinstance(last, int | float):
            return False
        if self.before is not None and first >= self.before:
            return False
        return self.after is None or last >= self.after
