"""The ``session_search`` shapes that read without searching: READ, SCROLL and BROWSE.

The records come from ``hermes_memory.sessions.search``; this module only renders them as
Hermes's JSON. Also the pieces every shape shares: the ``when`` formatting, the message
shaping, and the envelope naming a database error (which the reads let through: a damaged
file is never reported as a session that does not exist).
"""

from __future__ import annotations

import logging
import sqlite3
from datetime import datetime
from typing import Any

from hermes_memory.disk_faults import classify, describe
from hermes_memory.errors import MessageNotFoundError, SessionNotFoundError
from hermes_memory.sessions import SessionDB
from hermes_memory.sessions.search import (
    SearchFilters,
    SessionInfo,
    SessionMessage,
    browse_sessions,
    browse_window,
    same_lineage,
    scroll_session,
)
from hermes_memory.sessions.search import read_session as read_session_record
from hermes_memory.tools.result import to_json, tool_error

logger = logging.getLogger(__name__)

READ_HEAD = 20
READ_TAIL = 10


def format_when(value: Any) -> str:
    """Unix seconds (number or numeric string) → ``November 22, 2026 at 03:11 AM`` (local)."""
    if value is None:
        return "unknown"
    try:
        if isinstance(value, bool):
            return str(value)
        if isinstance(value, int | float):
            return datetime.fromtimestamp(value).strftime("%B %d, %Y at %I:%M %p")
        if isinstance(value, str):
            if value.replace(".", "").replace("-", "").isdigit():
                return datetime.fromtimestamp(float(value)).strftime("%B %d, %Y at %I:%M %p")
            return value
    except (ValueError, OSError, OverflowError):
        logger.debug("cannot format timestamp %r", value)
    return str(value)


def shape_message(message: SessionMessage, anchor_id: int | None = None) -> dict[str, Any]:
    """A message as the tool returns it; None-valued keys dropped except ``content``."""
    entry: dict[str, Any] = {
        "id": message.id,
        "role": message.role,
        "content": message.content,
        "timestamp": message.timestamp,
    }
    extras = {
        "tool_name": message.tool_name,
        "tool_calls": message.tool_calls,
        "tool_call_id": message.tool_call_id,
    }
    entry.update((key, value) for key, value in extras.items() if value)
    if anchor_id is not None and message.id == anchor_id:
        entry["anchor"] = True
    return {k: v for k, v in entry.items() if v is not None or k == "content"}


def session_meta(info: SessionInfo) -> dict[str, Any]:
    return {
        "when": format_when(info.started_at),
        "source": info.source,
        "model": info.model,
        "title": info.title,
    }


def database_problem(db: SessionDB | None, exc: sqlite3.Error, doing: str = "") -> dict[str, Any]:
    """The error envelope for a state.db that failed (locked, damaged, disk I/O): it names
    the database problem, so the model never reads it as "not found" or "no results"."""
    path = getattr(db, "db_path", None)
    logger.warning("session_search: database error in %s: %s", path, exc, exc_info=True)
    head = f"{doing}: session database error" if doing else "Session database error"
    fault = classify(exc)
    extra = {"fault": fault.value} if fault is not None else {}
    return {"error": f"{head}: {describe(exc, path=path)}", "success": False, **extra}


def database_error(db: SessionDB | None, exc: sqlite3.Error, doing: str = "") -> str:
    """:func:`database_problem` as the JSON string the model receives."""
    return to_json(database_problem(db, exc, doing))


def clamp_int(value: Any, default: int, low: int, high: int) -> int:
    """``int(value)`` clamped to [low, high]; anything not int-convertible is ``default``."""
    if not isinstance(value, int) or isinstance(value, bool):
        try:
            value = int(value)
        except (TypeError, ValueError, OverflowError):
            value = default
    return max(low, min(int(value), high))


# --- READ --------------------------------------------------------------------------------------


def read_session(db: SessionDB, session_id: str) -> dict[str, Any]:
    """The READ payload as a dict (``success`` false when the session is missing).

    A database error is raised, never read as "not found": the tool reports it as such.
    """
    try:
        transcript = read_session_record(db, session_id)
    except SessionNotFoundError as exc:
        return {"error": str(exc), "success": False}
    total = len(transcript.messages)
    truncated = total > READ_HEAD + READ_TAIL
    payload: dict[str, Any] = {
        "success": True,
        "mode": "read",
        "session_id": session_id,
        "session_meta": session_meta(transcript.session),
        "message_count": total,
        "truncated": truncated,
        "messages": [shape_message(m) for m in transcript.excerpt(READ_HEAD, READ_TAIL)],
    }
    if truncated:
        payload["message"] = (
            f"Session has {total} messages; showing first {READ_HEAD} + last {READ_TAIL}. "
            "Pass around_message_id (any id above) to scroll the middle."
        )
    return payload


# --- SCROLL ------------------------------------------------------------------------------------


def scroll(
    db: SessionDB,
    session_id: str,
    around_message_id: Any,
    window: Any,
    current_session_id: str | None,
) -> str:
    """SCROLL: the messages around an anchor, rebinding to a child session when needed."""
    session_id = session_id.strip()
    try:
        anchor = int(around_message_id)
    except (TypeError, ValueError, OverflowError):
        return tool_error("scroll requires integer around_message_id")
    size = clamp_int(window, 5, 1, 20)
    if same_lineage(db, session_id, current_session_id):
        return tool_error(
            "scroll rejected: anchor lives in the current session lineage "
            "(already in your active context)"
        )
    try:
        view = scroll_session(db, session_id, anchor, size)
    except (SessionNotFoundError, MessageNotFoundError) as exc:
        return tool_error(str(exc))
    payload: dict[str, Any] = {
        "success": True,
        "mode": "scroll",
        "session_id": view.session.id,
        "around_message_id": anchor,
        "session_meta": session_meta(view.session),
        "window": size,
        "messages": [shape_message(m, anchor) for m in view.messages],
        "messages_before": view.messages_before,
        "messages_after": view.messages_after,
    }
    if view.rebound_from is not None:
        payload["warning"] = (
            f"around_message_id {anchor} lives in {view.session.id} "
            f"(child of {view.rebound_from}); rebound transparently"
        )
    return to_json(payload)


# --- BROWSE ------------------------------------------------------------------------------------


def browse(db: SessionDB, limit: int, current_session_id: str | None) -> str:
    """BROWSE: the most recent top-level sessions (compressed roots shown as their tip)."""
    return to_json(browse_payload(db, limit, current_session_id))


def browse_payload(
    db: SessionDB,
    limit: int,
    current_session_id: str | None,
    filters: SearchFilters | None = None,
) -> dict[str, Any]:
    """BROWSE as a dict; with active ``filters`` only sessions active in their window and
    of their sources are listed (the answer for a query that was only a time phrase)."""
    windowed = filters is not None and filters.active
    try:
        if filters is not None and windowed:
            found = browse_window(db, limit, filters, current_session_id)
        else:
            found = browse_sessions(db, limit, current_session_id)
    except sqlite3.Error as exc:
        return database_problem(db, exc, "Failed to list recent sessions")
    except Exception as exc:  # boundary: Hermes's own error text for a failed listing
        logger.warning("listing recent sessions failed: %s", exc, exc_info=True)
        return {"error": f"Failed to list recent sessions: {exc}", "success": False}
    results = [
        {
            "session_id": s.session_id,
            "title": s.title,
            "source": s.source,
            "started_at": s.started_at,
            "last_active": s.last_active,
            "message_count": s.message_count,
            "preview": s.preview,
        }
        for s in found
    ]
    which = "sessions within the requested time/source" if windowed else "most recent sessions"
    return {
        "success": True,
        "mode": "browse",
        "results": results,
        "count": len(results),
        "message": (
            f"Showing {len(results)} {which}. Pass a query= to search, "
            "or session_id+around_message_id to scroll."
        ),
    }
