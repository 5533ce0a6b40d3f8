"""The state every part of ``SessionDB`` shares: connection, lock, write path, file facts.

``SessionDB`` is assembled from one mixin per concept (session writes, message writes,
reads, listing, lineage, titles, deletion, locks, maintenance); each subclasses this core
to reach the connection through :meth:`_read` and :meth:`_write`, never directly.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from hermes_memory.errors import DatabaseUnavailableError, SessionNotFoundError
from hermes_memory.sessions.storage.writer import StoreLock, WriteCoordinator
from hermes_memory.sessions.types import FtsLayout, StoreInfo

T = TypeVar("T")


class StoreCore:
    """Connection, lock and write coordinator of one open state.db."""

    db_path: Path
    read_only: bool
    read_only_reason: str | None
    journal_mode: str
    _conn: sqlite3.Connection
    _lock: StoreLock
    _writer: WriteCoordinator
    _info: StoreInfo
    _closed: bool

    # --- what search and the tools need -------------------------------------------------

    @property
    def conn(self) -> sqlite3.Connection:
        """The connection; hold :attr:`lock` around every use of it."""
        return self._conn

    @property
    def lock(self) -> StoreLock:
        """Re-entrant; hold it around every use of :attr:`conn` (``with db.lock: …``)."""
        return self._lock

    @property
    def info(self) -> StoreInfo:
        return self._info

    @property
    def fts_available(self) -> bool:
        """``messages_fts`` exists and FTS5 works (else search returns nothing)."""
        return self._info.fts5

    @property
    def trigram_available(self) -> bool:
        return self._info.trigram

    @property
    def fts_layout(self) -> FtsLayout:
        return self._info.fts_layout

    @property
    def trigram_layout(self) -> FtsLayout:
        return self._info.trigram_layout

    @property
    def schema_version(self) -> int:
        return self._info.schema_version

    # --- access helpers ------------------------------------------------------------------

    def read(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        """Run ``fn(conn)`` holding the lock (for read-only queries)."""
        self._check_open()
        with self._lock:
            return fn(self._conn)

    def write(self, fn: Callable[[sqlite3.Connection], T], rows: int = 1) -> T:
        """Run ``fn(conn)`` on the write path: one committed transaction, retried when busy
        (for stores of ours that keep their own tables in state.db, such as episodes)."""
        return self._write(fn, rows)

    def _read(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        return self.read(fn)

    def _write(self, fn: Callable[[sqlite3.Connection], T], rows: int = 1) -> T:
        self._check_open()
        self._refuse_if_read_only()
        return self._writer.run(fn, rows)

    def _refuse_if_read_only(self) -> None:
        if self.read_only:
            reason = f" ({self.read_only_reason})" if self.read_only_reason else ""
            raise DatabaseUnavailableError(
                f"{self.db_path} is open read-only{reason}; nothing was written"
            )

    def _check_open(self) -> None:
        if self._closed:
            raise DatabaseUnavailableError("the session database is closed")


def fetch_one(conn: sqlite3.Connection, sql: str, params: tuple[Any, ...] = ()) -> Any:
    """First column of the first row, or None."""
    row = conn.execute(sql, params).fetchone()
    return None if row is None else row[0]


def session_exists(conn: sqlite3.Connection, session_id: str) -> bool:
    return conn.execute("SELECT 1 FROM sessions WHERE id = ?", (session_id,)).fetchone() is not None


def require_session(conn: sqlite3.Connection, session_id: str) -> None:
    if not session_exists(conn, session_id):
        raise SessionNotFoundError(f"no session with id {session_id!r}")


def marker(column: str, key: str) -> str:
    """SQL: a lineage marker of a model_config column (NULL when the column is not JSON)."""
    return f"(CASE WHEN json_valid({column}) THEN json_extract({column}, '$.{key}') END)"


def not_forked(alias: str) -> str:
    """SQL: the session carries neither a branch nor a delegate marker."""
    return (
        f"{marker(f'{alias}.model_config', '_branched_from')} IS NULL"
        f" AND {marker(f'{alias}.model_config', '_delegate_from')} IS NULL"
    )
