"""Whether SQLite's FTS5 would reject a sanitized query, so the PostgreSQL store refuses
(and explains, and falls back on) exactly the queries state.db does.

The check runs the query against an empty in-memory FTS5 table (one per thread, created on
first use): FTS5's parser is the definition of the query language both backends speak.
"""

from __future__ import annotations

import sqlite3
import threading

from hermes_memory.sessions.search.explain import syntax_problem

_local = threading.local()


def _validator() -> sqlite3.Connection | None:
    conn: sqlite3.Connection | None = getattr(_local, "conn", None)
    if conn is None and not getattr(_local, "unavailable", False):
        try:
            conn = sqlite3.connect(":memory:", check_same_thread=False)
            # one column named as state.db's, so "content:word" parses as it does there
            conn.execute("CREATE VIRTUAL TABLE probe USING fts5(content)")
        except sqlite3.Error:  # no FTS5 in this SQLite: accept every query
            _local.unavailable = True
            return None
        _local.conn = conn
    return conn


def fts5_problem(sanitized: str) -> str | None:
    """Why FTS5 cannot read ``sanitized``, in plain words; None when it can."""
    conn = _validator()
    if conn is None:
        return None
    try:
        conn.execute("SELECT 1 FROM probe WHERE probe MATCH ?", (sanitized,)).fetchall()
    except sqlite3.OperationalError as exc:
        return syntax_problem(exc)
    return None
