"""BROWSE: the most recently active top-level sessions, as ``SessionSummary`` records,
optionally only those active inside a time window and of some sources (``browse_window``).

Compressed roots show as their live tip (the listing projects them); continuations, hidden
sources (subagents, tools) and the caller's own lineage are left out.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from hermes_memory.sessions.search.filters import SearchFilters
from hermes_memory.sessions.search.session_records import HIDDEN_SOURCES, lineage_root

BROWSE_SLACK = 5
"""Rows read beyond ``limit``: the current session and continuations are skipped after."""


@dataclass(frozen=True)
class SessionSummary:
    """One session in a browse listing (values as stored)."""

    session_id: str
    title: str | None
    source: str
    started_at: Any
    last_active: Any
    message_count: int
    preview: str


def _summary(row: dict[str, Any]) -> SessionSummary:
    return SessionSummary(
        session_id=row.get("id", ""),
        title=row.get("title") or None,
        source=row.get("source", ""),
        started_at=row.get("started_at", ""),
        last_active=row.get("last_active", ""),
        message_count=row.get("message_count", 0),
        preview=row.get("preview", ""),
    )


def browse_sessions(
    db: Any, limit: int, current_session_id: str | None = None
) -> list[SessionSummary]:
    """Up to ``limit`` recent sessions, most recently active first."""
    rows = db.list_sessions_rich(
        limit=limit + BROWSE_SLACK,
        exclude_sources=list(HIDDEN_SOURCES),
        order_by_last_active=True,
    )
    current_root = lineage_root(db, current_session_id) if current_session_id else None
    found: list[SessionSummary] = []
    for row in rows:
        sid = row.get("id", "")
        if sid in (current_session_id, current_root) or row.get("parent_session_id"):
            continue
        found.append(_summary(row))
        if len(found) >= limit:
            break
    return found


PAGE = 200
"""Sessions read per page by the windowed browse (newest activity first)."""


def browse_window(
    db: Any,
    limit: int,
    filters: SearchFilters,
    current_session_id: str | None = None,
) -> list[SessionSummary]:
    """Up to ``limit`` top-level sessions active inside ``filters``' window and of its
    sources, most recently active first. Pages stop once activity is older than the window."""
    current_root = lineage_root(db, current_session_id) if current_session_id else None
    source = filters.sources[0] if len(filters.sources) == 1 else None
    found: list[SessionSummary] = []
    offset = 0
    while len(found) < limit:
        rows = db.list_sessions_rich(
            source=source,
            exclude_sources=list(HIDDEN_SOURCES),
            limit=PAGE,
            offset=offset,
            order_by_last_active=True,
        )
        for row in rows:
            sid = row.get("id", "")
            if sid in (current_session_id, current_root) or row.get("parent_session_id"):
                continue
            if filters.sources and row.get("source") not in filters.sources:
                continue
            started, active = row.get("started_at"), row.get("last_active")
            if not filters.overlaps(started, active):
                continue
            found.append(_summary(row))
            if len(found) >= limit:
                break
        last = rows[-1].get("last_active") if rows else None
        older = filters.after is not None and isinstance(last, int | float)
        if len(rows) < PAGE or (older and last < filters.after):  # type: ignore[operator]
            break
        offset += PAGE
    return found
