"""The ``session_search`` shapes that read without searching: READ, SCROLL and BROWSE.

Also the pieces every shape shares: the lineage root (any kind of parent, spec §8.3), the
``when`` formatting, the message shaping, and the envelope naming a database error (which
the reads let through: a damaged file is never reported as a session that does not exist).
"""

from __future__ import annotations

import logging
import sqlite3
from datetime import datetime
from typing import Any

from hermes_memory.disk_faults import classify, describe
from hermes_memory.sessions import SessionDB
from hermes_memory.tools.result import to_json, tool_error

logger = logging.getLogger(__name__)

HIDDEN_SOURCES = ("subagent", "tool")
"""Sources that never show in browse or discovery (delegates and third-party tools)."""

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


def lineage_root(
    db: SessionDB, session_id: str | None, memo: dict[str, str] | None = None
) -> str | None:
    """The top of the lineage through any kind of parent; the input on any error.

    ``memo`` caches answers for the length of one tool call (discovery resolves the root
    of up to 300 hits, most of them in the same few sessions).
    """
    if not session_id:
        return session_id
    if memo is not None and session_id in memo:
        return memo[session_id]
    root = db.lineage_root(session_id)  # the store already answers the input on a bad walk
    if memo is not None:
        memo[session_id] = root
    return root


def shape_message(row: dict[str, Any], anchor_id: int | None = None) -> dict[str, Any]:
    """A message as the tool returns it; None-valued keys dropped except ``content``."""
    entry: dict[str, Any] = {
        "id": row.get("id"),
        "role": row.get("role"),
        "content": row.get("content"),
        "timestamp": row.get("timestamp"),
    }
    for key in ("tool_name", "tool_calls", "tool_call_id"):
        if row.get(key):
            entry[key] = row[key]
    if anchor_id is not None and row.get("id") == anchor_id:
        entry["anchor"] = True
    return {k: v for k, v in entry.items() if v is not None or k == "content"}


def session_meta(row: dict[str, Any]) -> dict[str, Any]:
    return {
        "when": format_when(row.get("started_at")),
        "source": row.get("source"),
        "model": row.get("model"),
        "title": row.get("title"),
    }


def database_error(db: SessionDB | None, exc: sqlite3.Error, doing: str = "") -> str:
    """The tool error for a state.db that failed (locked, damaged, disk I/O): it names the
    database problem, so the model never reads it as "not found" or "no results"."""
    path = getattr(db, "db_path", None)
    logger.warning("session_search: database error in %s: %s", path, exc, exc_info=True)
    head = f"{doing}: session database error" if doing else "Session database error"
    fault = classify(exc)
    extra = {"fault": fault.value} if fault is not None else {}
    return tool_error(f"{head}: {describe(exc, path=path)}", **extra)


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
    meta = db.get_session(session_id) or {}
    if not meta:
        return {"error": f"session_id not found: {session_id}", "success": False}
    rows = db.get_messages(session_id)
    shaped = [shape_message(m) for m in rows]
    total = len(shaped)
    truncated = total > READ_HEAD + READ_TAIL
    payload: dict[str, Any] = {
        "success": True,
        "mode": "read",
        "session_id": session_id,
        "session_meta": session_meta(meta),
        "message_count": total,
        "truncated": truncated,
        "messages": shaped[:READ_HEAD] + shaped[-READ_TAIL:] if truncated else shaped,
    }
    if truncated:
        payload["message"] = (
            f"Session has {total} messages; showing first {READ_HEAD} + last {READ_TAIL}. "
            "Pass around_message_id (any id above) to scroll the middle."
        )
    return payload


# --- SCROLL ------------------------------------------------------------------------------------


def _message_owner(db: SessionDB, message_id: int) -> str | None:
    """The session holding a message id, whichever session that is."""
    row = db.read(
        lambda c: c.execute(
            "SELECT session_id FROM messages WHERE id = ?", (message_id,)
        ).fetchone()
    )
    return None if row is None else str(row[0])


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
    if current_session_id and lineage_root(db, session_id) == lineage_root(db, current_session_id):
        return tool_error(
            "scroll rejected: anchor lives in the current session lineage "
            "(already in your active context)"
        )
    meta = db.get_session(session_id) or {}
    if not meta:
        return tool_error(f"session_id not found: {session_id}")
    view: dict[str, Any] = dict(db.get_messages_around(session_id, anchor, window=size))
    warning = None
    if not view.get("window"):
        owner = _message_owner(db, anchor)
        if (
            owner
            and owner != session_id
            and lineage_root(db, owner) == lineage_root(db, session_id)
        ):
            rebound = dict(db.get_messages_around(owner, anchor, window=size))
            if rebound.get("window"):
                view = rebound
                warning = (
                    f"around_message_id {anchor} lives in {owner} (child of {session_id}); "
                    "rebound transparently"
                )
                meta = db.get_session(owner) or meta
                session_id = owner
    if not view.get("window"):
        return tool_error(f"around_message_id {anchor} not in session_id {session_id}")
    payload: dict[str, Any] = {
        "success": True,
        "mode": "scroll",
        "session_id": session_id,
        "around_message_id": anchor,
        "session_meta": session_meta(meta),
        "window": size,
        "messages": [shape_message(m, anchor) for m in view["window"]],
        "messages_before": view.get("messages_before", 0),
        "messages_after": view.get("messages_after", 0),
    }
    if warning:
        payload["warning"] = warning
    return to_json(payload)


# --- BROWSE ------------------------------------------------------------------------------------


def browse(db: SessionDB, limit: int, current_session_id: str | None) -> str:
    """BROWSE: the most recent top-level sessions (compressed roots shown as their tip)."""
    try:
        rows = db.list_sessions_rich(
            limit=limit + 5, exclude_sources=list(HIDDEN_SOURCES), order_by_last_active=True
        )
        current_root = lineage_root(db, current_session_id) if current_session_id else None
        results: list[dict[str, Any]] = []
        for row in rows:
            sid = row.get("id", "")
            if sid in (current_session_id, current_root) or row.get("parent_session_id"):
                continue
            results.append(
                {
                    "session_id": sid,
                    "title": row.get("title") or None,
                    "source": row.get("source", ""),
                    "started_at": row.get("started_at", ""),
                    "last_active": row.get("last_active", ""),
                    "message_count": row.get("message_count", 0),
                    "preview": row.get("preview", ""),
                }
            )
            if len(results) >= limit:
                break
    except sqlite3.Error as exc:
        return database_error(db, exc, "Failed to list recent sessions")
    except Exception as exc:  # boundary: Hermes's own error text for a failed listing
        logger.warning("listing recent sessions failed: %s", exc, exc_info=True)
        return tool_error(f"Failed to list recent sessions: {exc}")
    return to_json(
        {
            "success": True,
            "mode": "browse",
            "results": results,
            "count": len(results),
            "message": (
                f"Showing {len(results)} most recent sessions. Pass a query= to search, "
                "or session_id+around_message_id to scroll."
            ),
        }
    )
