"""Bookkeeping of our side search indexes: their high-water marks in ``state_meta`` and the
write transaction that advances them."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def immediate_transaction(conn: sqlite3.Connection, wait_ms: int | None = None) -> Iterator[None]:
    """``BEGIN IMMEDIATE`` … ``COMMIT`` (``ROLLBACK`` on any exception), waiting at most
    ``wait_ms`` for the write lock when given (the connection's own timeout otherwise)."""
    previous = None
    if wait_ms is not None:
        previous = int(conn.execute("PRAGMA busy_timeout").fetchone()[0])
        conn.execute(f"PRAGMA busy_timeout = {int(wait_ms)}")
    try:
        conn.execute("BEGIN IMMEDIATE")
        try:
            yield
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
    finally:
        if previous is not None:
            conn.execute(f"PRAGMA busy_timeout = {previous}")


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
