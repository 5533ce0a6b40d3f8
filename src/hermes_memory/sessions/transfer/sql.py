"""The few statements an import needs that the store's public methods do not offer.

Reads go through :meth:`SessionDB.read`; writes run on the store's connection while the
caller holds the store's bulk transaction (``importer.write_import`` opens it), so they
commit or roll back with everything else of the import.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from typing import Any

from hermes_memory.sessions.store import SessionDB

_CHUNK = 500  # stays under SQLite's bound-parameter limit


def existing_session_ids(db: SessionDB, ids: Iterable[str]) -> set[str]:
    wanted = list(dict.fromkeys(ids))

    def read(conn: sqlite3.Connection) -> set[str]:
        found: set[str] = set()
        for start in range(0, len(wanted), _CHUNK):
            chunk = wanted[start : start + _CHUNK]
            marks = ",".join("?" * len(chunk))
            rows = conn.execute(f"SELECT id FROM sessions WHERE id IN ({marks})", chunk)
            found.update(str(r[0]) for r in rows)
        return found

    return db.read(read)


def table_columns(db: SessionDB, table: str) -> list[str]:
    return db.read(lambda c: [str(r[1]) for r in c.execute(f"PRAGMA table_info({table})")])


def message_id_shift(db: SessionDB, ids: list[int]) -> int:
    """0 when none of ``ids`` is taken here, else the offset that moves them all past our last."""
    if not ids:
        return 0

    def read(conn: sqlite3.Connection) -> tuple[bool, int]:
        clash = False
        for start in range(0, len(ids), _CHUNK):
            chunk = ids[start : start + _CHUNK]
            marks = ",".join("?" * len(chunk))
            if conn.execute(
                f"SELECT 1 FROM messages WHERE id IN ({marks}) LIMIT 1", chunk
            ).fetchone():
                clash = True
                break
        top = int(conn.execute("SELECT coalesce(max(id), 0) FROM messages").fetchone()[0])
        try:  # AUTOINCREMENT never reuses an id deleted from the end: stay past it too
            row = conn.execute("SELECT seq FROM sqlite_sequence WHERE name = 'messages'").fetchone()
        except sqlite3.OperationalError:
            row = None
        return clash, max(top, int(row[0]) if row and row[0] is not None else 0)

    taken, top = db.read(read)
    return (top - min(ids) + 1) if taken else 0


def insert_row(db: SessionDB, table: str, values: dict[str, Any]) -> None:
    """Insert one row with exactly these columns (inside the caller's bulk transaction)."""
    columns = list(values)
    sql = f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})"
    with db.lock:
        db.conn.execute(sql, [values[c] for c in columns])


def finish_session(
    db: SessionDB, session_id: str, ended_at: float | None, reason: str | None
) -> None:
    """Record when and why an imported session ended (its original times, not now)."""
    with db.lock:
        db.conn.execute(
            "UPDATE sessions SET ended_at = ?, end_reason = ? WHERE id = ?",
            (ended_at, reason, session_id),
        )
