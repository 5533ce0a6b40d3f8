"""The fact store's SQLite file: schema, journal mode and the shared connection registry.

Every store opened on one resolved path (symlinks followed) in this process shares ONE
autocommit connection and ONE re-entrant lock, counted by reference; the connection closes
when the last holder releases it. Writes go through :func:`transaction`, so a write that
fails half-way rolls back and never leaves a transaction open on the shared connection.
"""

from __future__ import annotations

import logging
import os
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from hermes_memory.permissions import create_private_file

logger = logging.getLogger(__name__)

BUSY_TIMEOUT_SECONDS = 10.0

SCHEMA = """
CREATE TABLE IF NOT EXISTS facts (
    fact_id         INTEGER PRIMARY KEY AUTOINCREMENT,
    content         TEXT NOT NULL UNIQUE,
    category        TEXT DEFAULT 'general',
    tags            TEXT DEFAULT '',
    trust_score     REAL DEFAULT 0.5,
    retrieval_count INTEGER DEFAULT 0,
    helpful_count   INTEGER DEFAULT 0,
    created_at      TIMESTAMP DEFAULT CURRENT_TIMESTAMP,
    updated_at      TIMESTAMP DEFAULT CURRENT_TIMESTAMP,
    hrr_vector      BLOB
);
CREATE TABLE IF NOT EXISTS entities (
    entity_id   INTEGER PRIMARY KEY AUTOINCREMENT,
    name        TEXT NOT NULL,
    entity_type TEXT DEFAULT 'unknown',
    aliases     TEXT DEFAULT '',
    created_at  TIMESTAMP DEFAULT CURRENT_TIMESTAMP
);
CREATE TABLE IF NOT EXISTS fact_entities (
    fact_id   INTEGER REFERENCES facts(fact_id),
    entity_id INTEGER REFERENCES entities(entity_id),
    PRIMARY KEY (fact_id, entity_id)
);
CREATE INDEX IF NOT EXISTS idx_facts_trust ON facts(trust_score DESC);
CREATE INDEX IF NOT EXISTS idx_facts_category ON facts(category);
CREATE INDEX IF NOT EXISTS idx_entities_name ON entities(name);
CREATE VIRTUAL TABLE IF NOT EXISTS facts_fts
    USING fts5(content, tags, content='facts', content_rowid='fact_id');
CREATE TRIGGER IF NOT EXISTS facts_ai AFTER INSERT ON facts BEGIN
    INSERT INTO facts_fts(rowid, content, tags) VALUES (new.fact_id, new.content, new.tags);
END;
CREATE TRIGGER IF NOT EXISTS facts_ad AFTER DELETE ON facts BEGIN
    INSERT INTO facts_fts(facts_fts, rowid, content, tags)
        VALUES ('delete', old.fact_id, old.content, old.tags);
END;
CREATE TRIGGER IF NOT EXISTS facts_au AFTER UPDATE OF content, tags ON facts BEGIN
    INSERT INTO facts_fts(facts_fts, rowid, content, tags)
        VALUES ('delete', old.fact_id, old.content, old.tags);
    INSERT INTO facts_fts(rowid, content, tags) VALUES (new.fact_id, new.content, new.tags);
END;
CREATE TABLE IF NOT EXISTS memory_banks (
    bank_id    INTEGER PRIMARY KEY AUTOINCREMENT,
    bank_name  TEXT UNIQUE,
    vector     BLOB,
    dim        INTEGER,
    fact_count INTEGER,
    updated_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP
);
"""


@dataclass
class SharedConnection:
    """One process-wide connection to one database file, with its lock and holder count."""

    key: str
    conn: sqlite3.Connection
    lock: threading.RLock = field(default_factory=threading.RLock)
    refs: int = 0
    journal_mode: str = ""


_registry: dict[str, SharedConnection] = {}
_registry_lock = threading.Lock()


def resolve_db_path(db_path: str | os.PathLike[str]) -> Path:
    """The absolute, symlink-free path a store on ``db_path`` really opens."""
    return Path(db_path).expanduser().resolve()


def enable_wal(conn: sqlite3.Connection) -> str:
    """Switch to WAL, falling back to a rollback journal where the filesystem refuses WAL."""
    try:
        mode = str(conn.execute("PRAGMA journal_mode=WAL").fetchone()[0]).lower()
    except sqlite3.DatabaseError as exc:
        logger.warning("WAL refused (%s); using a rollback journal", exc)
        mode = ""
    if mode == "wal":
        return mode
    try:
        mode = str(conn.execute("PRAGMA journal_mode=DELETE").fetchone()[0]).lower()
    except sqlite3.DatabaseError:  # pragma: no cover - a file that takes neither mode
        mode = "unknown"
    logger.info("fact store journal mode: %s", mode)
    return mode


def ensure_schema(conn: sqlite3.Connection) -> None:
    """Create every table, index and trigger (idempotent) and add columns old files lack."""
    conn.executescript(SCHEMA)
    columns = {row[1] for row in conn.execute("PRAGMA table_info(facts)")}
    if "hrr_vector" not in columns:
        # Files written before HRR support: add the column, leave old rows without vectors.
        conn.execute("ALTER TABLE facts ADD COLUMN hrr_vector BLOB")


def _open(path: Path) -> SharedConnection:
    # The facts are private: a new file is 0600 (its WAL and shm follow), folders 0700.
    create_private_file(path)
    conn = sqlite3.connect(
        str(path), timeout=BUSY_TIMEOUT_SECONDS, isolation_level=None, check_same_thread=False
    )
    try:
        conn.row_factory = sqlite3.Row
        conn.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_SECONDS * 1000)}")
        mode = enable_wal(conn)
        ensure_schema(conn)
    except BaseException:
        conn.close()
        raise
    return SharedConnection(key=str(path), conn=conn, journal_mode=mode)


def acquire(db_path: str | os.PathLike[str]) -> SharedConnection:
    """The shared connection for ``db_path``, opened on first use; the caller holds one ref."""
    path = resolve_db_path(db_path)
    key = str(path)
    with _registry_lock:
        shared = _registry.get(key)
        if shared is None:
            shared = _open(path)
            _registry[key] = shared
        shared.refs += 1
        return shared


def release(shared: SharedConnection) -> None:
    """Drop one reference; the last one closes the connection and forgets the path."""
    with _registry_lock:
        shared.refs -= 1
        if shared.refs > 0:
            return
        if _registry.get(shared.key) is shared:
            del _registry[shared.key]
    with shared.lock:
        shared.conn.close()


def open_connections() -> dict[str, int]:
    """Resolved path -> reference count of every connection this process holds open."""
    with _registry_lock:
        return {key: shared.refs for key, shared in _registry.items()}


@contextmanager
def transaction(shared: SharedConnection) -> Iterator[sqlite3.Connection]:
    """Hold the lock and run one write transaction; nested calls join the outer one."""
    with shared.lock:
        conn = shared.conn
        if conn.in_transaction:
            yield conn
            return
        conn.execute("BEGIN IMMEDIATE")
        try:
            yield conn
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")
