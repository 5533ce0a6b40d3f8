"""The vector index's own tables in state.db, and the state beside them.

``hm_vector_codes`` (one row per chunk: message id, chunk number, the 48-byte sign code the
first search stage scans) and ``hm_vector_data`` (the same row id: the int8 vector used to
rescore) are created with ``IF NOT EXISTS``; Hermes's tables are never touched. The
``hm_vector_state`` rows record the model, its dimension and how far filling has got.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

DDL = (
    "CREATE TABLE IF NOT EXISTS hm_vector_state (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS hm_vector_codes ("
    " id INTEGER PRIMARY KEY, message_id INTEGER NOT NULL, chunk INTEGER NOT NULL,"
    " code BLOB NOT NULL, UNIQUE (message_id, chunk))",
    "CREATE TABLE IF NOT EXISTS hm_vector_data (id INTEGER PRIMARY KEY, vec BLOB NOT NULL)",
)
MODEL, DIMENSION, MARK, GENERATION = "model", "dimension", "mark", "generation"


@dataclass(frozen=True)
class IndexState:
    """What the index holds: whose vectors, how far filling got, and its generation (bumped
    whenever vectors are removed, so a loaded matrix knows to reload)."""

    model: str | None
    dimension: int
    mark: int
    generation: int

    @property
    def exists(self) -> bool:
        return self.model is not None


def index_exists(conn: sqlite3.Connection) -> bool:
    row = conn.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'hm_vector_state'"
    ).fetchone()
    return row is not None


def create(conn: sqlite3.Connection) -> None:
    for statement in DDL:
        conn.execute(statement)


def read_state(conn: sqlite3.Connection) -> IndexState:
    """The index's state; ``model`` is None when no index was ever made here."""
    if not index_exists(conn):
        return IndexState(None, 0, 0, 0)
    values = dict(conn.execute("SELECT key, value FROM hm_vector_state").fetchall())
    return IndexState(
        model=values.get(MODEL),
        dimension=int(values.get(DIMENSION, 0)),
        mark=int(values.get(MARK, 0)),
        generation=int(values.get(GENERATION, 0)),
    )


def set_values(conn: sqlite3.Connection, **values: object) -> None:
    conn.executemany(
        "INSERT INTO hm_vector_state (key, value) VALUES (?, ?)"
        " ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        [(key, str(value)) for key, value in values.items()],
    )


def adopt_model(conn: sqlite3.Connection, model: str, dimension: int) -> bool:
    """Record ``model`` as the index's; vectors of another model are dropped (they cannot be
    compared with the new ones), so everything is embedded again. True when that happened."""
    create(conn)
    state = read_state(conn)
    if state.model == model and state.dimension == dimension:
        return False
    conn.execute("DELETE FROM hm_vector_codes")
    conn.execute("DELETE FROM hm_vector_data")
    set_values(conn, model=model, dimension=dimension, mark=0, generation=state.generation + 1)
    return state.model is not None


def drop_orphans(conn: sqlite3.Connection) -> int:
    """Remove vectors of messages that no longer exist; bumps the generation if any went."""
    ids = [
        row[0]
        for row in conn.execute(
            "SELECT c.id FROM hm_vector_codes c"
            " WHERE NOT EXISTS (SELECT 1 FROM messages m WHERE m.id = c.message_id)"
        )
    ]
    if not ids:
        return 0
    for start in range(0, len(ids), 500):
        part = ids[start : start + 500]
        marks = ",".join("?" * len(part))
        conn.execute(f"DELETE FROM hm_vector_codes WHERE id IN ({marks})", part)
        conn.execute(f"DELETE FROM hm_vector_data WHERE id IN ({marks})", part)
    set_values(conn, generation=read_state(conn).generation + 1)
    return len(ids)
