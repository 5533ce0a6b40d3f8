"""Keeping the search indexes: who may write them, catching up after bulk writes, optimise.

``messages_fts`` and ``messages_fts_trigram`` are kept by triggers; ours (the CJK bigram
index, the prefix index, the term dictionary and the stored words) catch up from a
high-water mark, during searches or here; the time index (an ordinary SQLite index) is made
on first use. The package facade re-exports these names.
"""

from __future__ import annotations

import contextlib
import sqlite3
from dataclasses import dataclass
from typing import Any

import hermes_memory.sessions.search.cjk as cjk
import hermes_memory.sessions.search.terms as terms
from hermes_memory.sessions.search.time_order import ensure_time_index

FTS_TABLES = ("messages_fts", "messages_fts_trigram", cjk.CJK_TABLE, terms.PREFIX_TABLE)


@dataclass
class SearchTarget:
    conn: sqlite3.Connection
    lock: Any
    can_index: bool
    """We may create and write our indexes (not a read-only or newer-Hermes file)."""


def target_of(db: Any) -> SearchTarget:
    """The connection, lock and capabilities of a ``SessionDB`` (or a bare connection)."""
    if isinstance(db, sqlite3.Connection):
        return SearchTarget(db, contextlib.nullcontext(), True)
    info = getattr(db, "info", None)
    newer = bool(getattr(info, "newer_hermes", False))
    read_only = bool(getattr(db, "read_only", False))
    return SearchTarget(db.conn, db.lock, not (newer or read_only))


def refresh_search_index(db: Any) -> int:
    """Bring our search indexes (CJK, prefix index and term dictionary) up to date after
    bulk writes; returns messages newly read by the prefix index (or, when it had nothing
    to do, by the CJK index).

    Importers and benchmarks call it; searches also catch up by themselves (the prefix
    index a bounded amount per search). A read-only or newer-Hermes file is left alone (0).
    """
    target = target_of(db)
    if not target.can_index:
        return 0
    with target.lock:
        ensure_time_index(target.conn)
        indexed = cjk.catch_up(target.conn)
        return terms.catch_up(target.conn) or indexed


def optimize_tables(conn: sqlite3.Connection) -> int:
    """FTS5 ``'optimize'`` on each FTS table that exists (ours included); how many ran.

    The caller holds the write transaction (``SessionDB.optimize_fts``).
    """
    done = 0
    for table in FTS_TABLES:
        if not cjk.table_exists(conn, table):
            continue
        try:
            conn.execute(f"INSERT INTO {table}({table}) VALUES ('optimize')")
            done += 1
        except sqlite3.OperationalError:
            continue
    return done


def optimize_fts(db: Any) -> int:
    """``SessionDB.optimize_fts`` (through its write path), or the same on a bare connection."""
    if isinstance(db, sqlite3.Connection):
        return optimize_tables(db)
    done: int = db.optimize_fts()
    return done
