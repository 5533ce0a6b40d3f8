"""The ``episodes`` table of state.db, its ``created_at`` index and its own FTS5 index.

Everything is created with ``CREATE ... IF NOT EXISTS`` beside Hermes's tables and never
alters them, so a Hermes process opening the same file sees nothing it checks for. Owns
the SQL and the row <-> :class:`Episode` mapping; ranking lives in ``ranking``.
"""

from __future__ import annotations

import json
import sqlite3
import struct
from datetime import UTC, datetime
from typing import Any

from hermes_memory.episodes.record import Episode

COLUMNS = (
    "session_id",
    "created_at",
    "task_description",
    "task_category",
    "steps_taken",
    "tools_used",
    "execution_time_seconds",
    "success",
    "key_result",
    "error_encountered",
    "error_resolution",
    "skills_applied",
    "new_skill_created",
    "embedding",
)
# the columns the FTS index covers, in its column order (bm25 weights follow this order)
FTS_COLUMNS = (
    "task_description",
    "task_category",
    "key_result",
    "error_encountered",
    "error_resolution",
)

_TABLE = """
CREATE TABLE IF NOT EXISTS episodes (
    session_id TEXT PRIMARY KEY,
    created_at REAL NOT NULL,
    task_description TEXT NOT NULL,
    task_category TEXT NOT NULL,
    steps_taken INTEGER NOT NULL,
    tools_used TEXT NOT NULL,
    execution_time_seconds REAL NOT NULL,
    success INTEGER NOT NULL,
    key_result TEXT NOT NULL,
    error_encountered TEXT,
    error_resolution TEXT,
    skills_applied TEXT NOT NULL,
    new_skill_created TEXT,
    embedding BLOB
)"""
_INDEX = "CREATE INDEX IF NOT EXISTS idx_episodes_created ON episodes(created_at DESC)"
# External content: the text is stored once (in ``episodes``); triggers keep the index.
# Porter stemming so "fixing the build" finds "fixed a broken build".
_FTS = (
    "CREATE VIRTUAL TABLE IF NOT EXISTS episodes_fts USING fts5("
    + ", ".join(FTS_COLUMNS)
    + ", content='episodes', content_rowid='rowid',"
    " tokenize='porter unicode61 remove_diacritics 2')"
)
_NEW = ", ".join(f"new.{c}" for c in FTS_COLUMNS)
_OLD = ", ".join(f"old.{c}" for c in FTS_COLUMNS)
_COLS = ", ".join(FTS_COLUMNS)
_TRIGGERS = (
    "CREATE TRIGGER IF NOT EXISTS episodes_fts_insert AFTER INSERT ON episodes BEGIN"
    f" INSERT INTO episodes_fts(rowid, {_COLS}) VALUES (new.rowid, {_NEW}); END",
    "CREATE TRIGGER IF NOT EXISTS episodes_fts_delete AFTER DELETE ON episodes BEGIN"
    f" INSERT INTO episodes_fts(episodes_fts, rowid, {_COLS})"
    f" VALUES ('delete', old.rowid, {_OLD}); END",
    "CREATE TRIGGER IF NOT EXISTS episodes_fts_update AFTER UPDATE ON episodes BEGIN"
    f" INSERT INTO episodes_fts(episodes_fts, rowid, {_COLS})"
    f" VALUES ('delete', old.rowid, {_OLD});"
    f" INSERT INTO episodes_fts(rowid, {_COLS}) VALUES (new.rowid, {_NEW}); END",
)


def ensure_table(conn: sqlite3.Connection) -> bool:
    """Create the table, index, FTS index and triggers if missing; False when this SQLite
    has no FTS5 (the table still works, keyword search then finds nothing)."""
    conn.execute(_TABLE)
    conn.execute(_INDEX)
    try:
        conn.execute(_FTS)
    except sqlite3.OperationalError:
        return False
    for trigger in _TRIGGERS:
        conn.execute(trigger)
    return True


def tables_present(conn: sqlite3.Connection) -> bool | None:
    """None when the table (or, where FTS5 exists, its index) is missing; else whether the
    FTS index is there."""
    names = {
        str(name)
        for (name,) in conn.execute(
            "SELECT name FROM sqlite_master WHERE name IN ('episodes', 'episodes_fts')"
        )
    }
    if "episodes" not in names:
        return None
    return "episodes_fts" in names or None


def table_exists(conn: sqlite3.Connection) -> bool:
    row = conn.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'episodes'"
    ).fetchone()
    return row is not None


def pack_vector(vector: list[float] | None) -> bytes | None:
    """float32, little-endian, as the spec stores embeddings."""
    if vector is None:
        return None
    return struct.pack(f"<{len(vector)}f", *vector)


def unpack_vector(blob: bytes | None) -> list[float] | None:
    if blob is None:
        return None
    return list(struct.unpack(f"<{len(blob) // 4}f", blob))


def to_row(episode: Episode) -> tuple[Any, ...]:
    return (
        episode.session_id,
        episode.created_at.timestamp(),
        episode.task_description,
        episode.task_category,
        episode.steps_taken,
        json.dumps(episode.tools_used, ensure_ascii=False),
        episode.execution_time_seconds,
        int(episode.success),
        episode.key_result,
        episode.error_encountered,
        episode.error_resolution,
        json.dumps(episode.skills_applied, ensure_ascii=False),
        episode.new_skill_created,
        pack_vector(episode.embedding),
    )


def _list(text: str | None) -> list[str]:
    try:
        value = json.loads(text or "[]")
    except ValueError:
        return []  # a hand-edited row must not break listing
    return [str(v) for v in value] if isinstance(value, list) else []


def from_row(row: sqlite3.Row) -> Episode:
    return Episode(
        session_id=row["session_id"],
        created_at=datetime.fromtimestamp(row["created_at"], UTC),
        task_description=row["task_description"],
        task_category=row["task_category"],
        steps_taken=int(row["steps_taken"]),
        tools_used=_list(row["tools_used"]),
        execution_time_seconds=float(row["execution_time_seconds"]),
        success=bool(row["success"]),
        key_result=row["key_result"],
        error_encountered=row["error_encountered"],
        error_resolution=row["error_resolution"],
        skills_applied=_list(row["skills_applied"]),
        new_skill_created=row["new_skill_created"],
        embedding=unpack_vector(row["embedding"]),
    )


_SELECT = f"SELECT {', '.join(COLUMNS)} FROM episodes"


def replace(conn: sqlite3.Connection, episode: Episode) -> None:
    """One row per session: the old row goes first. Not ``INSERT OR REPLACE``: its implicit
    delete fires no trigger (recursive_triggers is off), which would leave the FTS stale."""
    conn.execute("DELETE FROM episodes WHERE session_id = ?", (episode.session_id,))
    marks = ", ".join("?" for _ in COLUMNS)
    conn.execute(f"INSERT INTO episodes ({', '.join(COLUMNS)}) VALUES ({marks})", to_row(episode))


def _rows(conn: sqlite3.Connection, sql: str, params: tuple[Any, ...]) -> list[sqlite3.Row]:
    cursor = conn.execute(sql, params)
    cursor.row_factory = sqlite3.Row
    return list(cursor.fetchall())


def fetch(conn: sqlite3.Connection, session_id: str) -> Episode | None:
    rows = _rows(conn, f"{_SELECT} WHERE session_id = ?", (session_id,))
    return from_row(rows[0]) if rows else None


def fetch_many(conn: sqlite3.Connection, session_ids: list[str]) -> dict[str, Episode]:
    if not session_ids:
        return {}
    marks = ", ".join("?" for _ in session_ids)
    rows = _rows(conn, f"{_SELECT} WHERE session_id IN ({marks})", tuple(session_ids))
    return {row["session_id"]: from_row(row) for row in rows}


def newest(conn: sqlite3.Connection, limit: int, offset: int) -> list[Episode]:
    sql = f"{_SELECT} ORDER BY created_at DESC, session_id LIMIT ? OFFSET ?"
    return [from_row(r) for r in _rows(conn, sql, (limit, offset))]


def remove(conn: sqlite3.Connection, session_ids: list[str]) -> int:
    removed = 0
    for sid in session_ids:
        removed += conn.execute("DELETE FROM episodes WHERE session_id = ?", (sid,)).rowcount
    return removed


def count(conn: sqlite3.Connection) -> int:
    return int(conn.execute("SELECT COUNT(*) FROM episodes").fetchone()[0])


def created_times(conn: sqlite3.Connection, session_ids: list[str]) -> dict[str, float]:
    if not session_ids:
        return {}
    marks = ", ".join("?" for _ in session_ids)
    rows = conn.execute(
        f"SELECT session_id, created_at FROM episodes WHERE session_id IN ({marks})",
        tuple(session_ids),
    )
    return {str(sid): float(t) for sid, t in rows}


def embeddings(conn: sqlite3.Connection) -> list[tuple[str, list[float]]]:
    rows = conn.execute("SELECT session_id, embedding FROM episodes WHERE embedding IS NOT NULL")
    found: list[tuple[str, list[float]]] = []
    for sid, blob in rows:
        vector = unpack_vector(blob)
        if vector:
            found.append((str(sid), vector))
    return found
