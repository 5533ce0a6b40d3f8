"""BROWSE: the most recently active top-level sessions, as ``SessionSummary`` records.

Compressed roots show as their live tip (the listing projects them); continuations, hidden
sources (subagents, tools) and the caller's own lineage are left out.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

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
        found.append(
            SessionSummary(
                session_id=sid,
                title=row.get("title") or None,
                source=row.get("source", ""),
                started_at=row.get("started_at", ""),
                last_active=row.get("last_active", ""),
                message_count=row.get("message_count", 0),
                preview=row.get("preview", ""),
            )
        )
        if len(found) >= limit:
            break
    return found
