"""Reading another Hermes ``state.db`` for a merge import (opened read-only, never changed).

Every session and message row comes back whole (all columns the file has) as
:class:`ParsedSession` / :class:`ParsedMessage` carrying the raw row, so the writer can keep
ids, lineage and every counter. The file is checked first: the two tables with their key
columns, messages that point at existing sessions, and parents that exist (a dangling
parent is reported and cleared, as Hermes itself does when it deletes a parent).
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any
from urllib.parse import quote

from hermes_memory.errors import ImportFormatError
from hermes_memory.sessions.encoding import decode_content, decode_json
from hermes_memory.sessions.transfer.formats import (
    ROLES,
    ImportFormat,
    ParsedImport,
    ParsedMessage,
    ParsedSession,
)

_REQUIRED = {
    "sessions": {"id", "source", "started_at"},
    "messages": {"id", "session_id", "role", "timestamp"},
}


def _columns(conn: sqlite3.Connection, table: str) -> list[str]:
    return [str(r[1]) for r in conn.execute(f"PRAGMA table_info({table})")]


def open_read_only(path: Path) -> sqlite3.Connection:
    """A read-only connection (URI ``mode=ro``): no write lock, no schema work."""
    uri = f"file:{quote(str(path.resolve()))}?mode=ro"
    try:
        conn = sqlite3.connect(uri, uri=True, timeout=1.0)
        conn.row_factory = sqlite3.Row
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except sqlite3.Error as exc:
        raise ImportFormatError(f"cannot open as SQLite: {exc}", path.name) from None
    return conn


def _check_tables(conn: sqlite3.Connection, name: str) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for table, needed in _REQUIRED.items():
        columns = _columns(conn, table)
        if not columns:
            raise ImportFormatError(f"no {table} table: not a Hermes state.db", name)
        missing = needed - set(columns)
        if missing:
            raise ImportFormatError(
                f"the {table} table lacks column(s) {', '.join(sorted(missing))}", name
            )
        found[table] = columns
    return found


def _time(row: dict[str, Any], key: str) -> float | None:
    value = row.get(key)
    if value is None or (isinstance(value, int | float) and not isinstance(value, bool)):
        return value
    raise ImportFormatError(f"{key} is not a number", f"session {row.get('id')}")


def _session(row: dict[str, Any]) -> ParsedSession:
    return ParsedSession(
        id=str(row["id"]),
        source=str(row.get("source") or "unknown"),
        title=row.get("title"),
        started_at=_time(row, "started_at"),
        ended_at=_time(row, "ended_at"),
        end_reason=row.get("end_reason"),
        model=row.get("model"),
        parent_session_id=row.get("parent_session_id"),
        row=row,
        record=f"session {row['id']}",
    )


def _message(row: dict[str, Any], location: str) -> ParsedMessage:
    role = row.get("role")
    if role not in ROLES:
        raise ImportFormatError(f"role {role!r} is not one of {', '.join(sorted(ROLES))}", location)
    if not isinstance(row.get("timestamp"), int | float):
        raise ImportFormatError("timestamp is not a number", location)
    # (an impossible time, like 1e300, is repaired and reported by import_repair)
    try:
        content = decode_content(row.get("content"))
        calls = decode_json(row.get("tool_calls"))
    except RecursionError:
        raise ImportFormatError("stored JSON nested too deeply to read", location) from None
    return ParsedMessage(
        role=str(role),
        content=content,
        tool_calls=calls if isinstance(calls, list) else None,
        tool_call_id=row.get("tool_call_id"),
        tool_name=row.get("tool_name"),
        timestamp=float(row["timestamp"]),
        reasoning=row.get("reasoning"),
        finish_reason=row.get("finish_reason"),
        row=row,
    )


def read_hermes_db(path: Path) -> ParsedImport:
    """Every session (parents first) and message (in id order) of another state.db."""
    conn = open_read_only(path)
    try:
        columns = _check_tables(conn, path.name)
        try:
            session_rows = [
                dict(r)
                for r in conn.execute(
                    f"SELECT {', '.join(columns['sessions'])} FROM sessions ORDER BY started_at, id"
                )
            ]
            message_rows = [
                dict(r)
                for r in conn.execute(
                    f"SELECT {', '.join(columns['messages'])} FROM messages ORDER BY id"
                )
            ]
        except sqlite3.Error as exc:
            raise ImportFormatError(f"cannot read the file: {exc}", path.name) from None
    finally:
        conn.close()
    sessions = {str(r["id"]): _session(r) for r in session_rows}
    notes: list[str] = []
    for session in sessions.values():
        parent = session.parent_session_id
        if parent and parent not in sessions:
            notes.append(f"session {session.id}: parent {parent} is not in the file; link cleared")
            session.parent_session_id = None
            if session.row is not None:
                session.row["parent_session_id"] = None
    for row in message_rows:
        location = f"message {row.get('id')}"
        owner = sessions.get(str(row.get("session_id")))
        if owner is None:
            raise ImportFormatError(
                f"belongs to unknown session {row.get('session_id')!r}", location
            )
        owner.messages.append(_message(row, location))
    return ParsedImport(ImportFormat.HERMES_DB, _parents_first(list(sessions.values())), notes)


def _parents_first(sessions: list[ParsedSession]) -> list[ParsedSession]:
    """Parents before children; a parent cycle (corrupt file) is cut at the repeat."""
    by_id = {s.id: s for s in sessions}
    ordered: list[ParsedSession] = []
    placed: set[str] = set()
    for start in sessions:
        chain: list[ParsedSession] = []
        in_chain: set[str] = set()
        current: ParsedSession | None = start
        while current is not None and current.id not in placed:
            chain.append(current)
            in_chain.add(current.id)
            parent = current.parent_session_id
            if parent in in_chain:  # a cycle: this link can never be satisfied
                current.parent_session_id = None
                if current.row is not None:
                    current.row["parent_session_id"] = None
                break
            current = by_id.get(parent) if parent else None
        for session in reversed(chain):
            placed.add(session.id)
            ordered.append(session)
    return ordered
