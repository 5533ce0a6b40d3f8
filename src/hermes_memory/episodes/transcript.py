"""Reading one conversation out of state.db for an episode: the compression chain it
belongs to (root first) and its messages in order, through the sessions facade.

A compression split ends a session with ``end_reason = 'compression'`` and continues in a
child; the whole chain is one task, so it becomes one episode keyed by the root.
"""

from __future__ import annotations

import sqlite3
from typing import Any

from hermes_memory.errors import EpisodeError
from hermes_memory.sessions import SessionDB

_MAX_HOPS = 100  # a damaged file with a parent cycle must not loop forever
_COMPRESSION = "compression"


def _parent(conn: sqlite3.Connection, sid: str) -> tuple[str | None, str | None] | None:
    row = conn.execute(
        "SELECT parent_session_id, end_reason FROM sessions WHERE id = ?", (sid,)
    ).fetchone()
    return None if row is None else (row[0], row[1])


def _chain(conn: sqlite3.Connection, session_id: str) -> list[str]:
    if _parent(conn, session_id) is None:
        raise EpisodeError(f"session not found: {session_id}", session_id=session_id)
    root = session_id
    for _ in range(_MAX_HOPS):  # up while the parent was split by compression
        parent = (_parent(conn, root) or (None, None))[0]
        facts = _parent(conn, parent) if parent else None
        if parent is None or facts is None or facts[1] != _COMPRESSION:
            break
        root = parent
    chain = [root]
    for _ in range(_MAX_HOPS):  # down through the continuations, oldest first
        facts = _parent(conn, chain[-1])
        if facts is None or facts[1] != _COMPRESSION:
            break
        child = conn.execute(
            "SELECT id FROM sessions WHERE parent_session_id = ? ORDER BY started_at LIMIT 1",
            (chain[-1],),
        ).fetchone()
        if child is None or child[0] in chain:
            break
        chain.append(str(child[0]))
    return chain


def session_chain(db: SessionDB, session_id: str) -> list[str]:
    """``[root, …continuations]`` of the conversation ``session_id`` belongs to."""
    return db.read(lambda conn: _chain(conn, session_id))


def conversation(db: SessionDB, chain: list[str]) -> list[dict[str, Any]]:
    """Every active message of the chain, in order (``tool_calls`` already parsed)."""
    messages: list[dict[str, Any]] = []
    for sid in chain:
        messages.extend(db.get_messages(sid))
    return messages


def root_session_ids(db: SessionDB) -> list[str]:
    """Sessions that start a conversation (not a compression continuation), oldest first."""

    def read(conn: sqlite3.Connection) -> list[str]:
        rows = conn.execute(
            "SELECT s.id FROM sessions s LEFT JOIN sessions p ON p.id = s.parent_session_id"
            " WHERE p.id IS NULL OR COALESCE(p.end_reason, '') != ?"
            " ORDER BY s.started_at, s.id",
            (_COMPRESSION,),
        )
        return [str(sid) for (sid,) in rows]

    return db.read(read)
