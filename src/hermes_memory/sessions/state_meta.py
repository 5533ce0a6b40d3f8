"""Integer marks kept in the ``state_meta`` table (our search indexes' high-water marks)."""

from __future__ import annotations

import sqlite3


def read_mark(conn: sqlite3.Connection, key: str) -> int:
    """An integer kept in ``state_meta`` under ``key`` (0 when absent or not a number)."""
    row = conn.execute("SELECT value FROM state_meta WHERE key = ?", (key,)).fetchone()
    try:
        return int(row[0]) if row is not None else 0
    except (TypeError, ValueError):
        return 0


def write_mark(conn: sqlite3.Connection, key: str, value: int) -> None:
    """Store ``value`` in ``state_meta`` under ``key`` (inside the caller's transaction)."""
    conn.execute(
        "INSERT INTO state_meta(key, value) VALUES (?, ?)"
        " ON CONFLICT(key) DO UPDATE SET value = excluded.value",
        (key, str(value)),
    )
