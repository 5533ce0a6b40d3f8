"""The tool's ``after`` / ``before`` / ``source`` arguments and the time phrases in a query.

Turns the model's arguments into ``SearchFilters`` plus the search terms left once a time
phrase is taken out, and describes the applied window for the answer (``time_window``), so
the model always sees which dates were searched and why. Explicit dates win over a phrase.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date, datetime, time
from typing import Any

from hermes_memory.errors import SearchArgumentError
from hermes_memory.sessions.search import SearchFilters, TimeWindow, split_time_phrase

Clock = Callable[[], datetime]


@dataclass(frozen=True)
class ResolvedQuery:
    """What a discovery or browse searches: terms, limits, and how the window was chosen."""

    terms: str
    filters: SearchFilters
    window: dict[str, Any] | None = None
    """``time_window`` of the answer, None when no time limit applies."""
    sources: list[str] = field(default_factory=list)


def _bound(value: Any, name: str) -> datetime | None:
    """An ISO date or date-time string (a date means its local midnight)."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    if not isinstance(value, str):
        raise SearchArgumentError(
            f"{name} must be an ISO date string such as 2026-05-01 or 2026-05-01T14:30,"
            f" not {type(value).__name__}"
        )
    text = value.strip()
    try:
        if len(text) == 10:
            return datetime.combine(date.fromisoformat(text), time())
        return datetime.fromisoformat(text)
    except ValueError:
        raise SearchArgumentError(
            f"{name} is not an ISO date: {value!r} (use e.g. 2026-05-01 or 2026-05-01T14:30)"
        ) from None


def _sources(value: Any) -> list[str]:
    if value is None:
        return []
    if not isinstance(value, str):
        raise SearchArgumentError(
            f"source must be a string such as 'cli' or 'telegram,discord', not "
            f"{type(value).__name__}"
        )
    return [s.strip() for s in value.split(",") if s.strip()]


def _iso(moment: datetime | None) -> str | None:
    return moment.isoformat(timespec="seconds") if moment is not None else None


def resolve_query(
    query: str, after: Any, before: Any, source: Any, clock: Clock | None
) -> ResolvedQuery:
    """Terms and filters for one call; a malformed bound raises ``SearchArgumentError``."""
    start, end = _bound(after, "after"), _bound(before, "before")
    sources = _sources(source)
    split = split_time_phrase(query, (clock or datetime.now)())
    phrase: TimeWindow | None = split.window
    window: dict[str, Any] | None = None
    if start is not None or end is not None:
        window = {"after": _iso(start), "before": _iso(end), "from": "arguments"}
        if phrase is not None:
            window["ignored_phrase"] = phrase.phrase
            window["note"] = (
                f"after/before were given and used; {phrase.phrase!r} in the query was read "
                "as a time, left out of the search words, and not applied."
            )
    elif phrase is not None:
        start, end = phrase.after, phrase.before
        window = {
            "after": _iso(start),
            "before": _iso(end),
            "from": "query",
            "phrase": phrase.phrase,
            "note": f"{phrase.phrase!r} was read as this window and left out of the search words.",
        }
    if window is not None and start is not None and end is not None and start >= end:
        window["note"] = "after is not earlier than before: no time is inside this window."
    filters = SearchFilters.of(start, end, sources)
    return ResolvedQuery(split.terms if phrase else query, filters, window, sources)


def annotate(payload: dict[str, Any], resolved: ResolvedQuery) -> dict[str, Any]:
    """Add the applied window and source filter to an answer."""
    if resolved.window is not None:
        payload["time_window"] = resolved.window
    if resolved.sources:
        payload["source_filter"] = resolved.sources
    return payload
