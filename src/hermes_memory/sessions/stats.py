"""A read-only overview of a state.db: counts, sizes, FTS layout and schema version.

Used by ``hermes-memory sessions stats``; one short read, nothing written.
"""

from __future__ import annotations

import contextlib
import sqlite3
from pathlib import Path
from typing import Any

from hermes_memory.sessions.store import SessionDB

_SIDECARS = ("", "-wal", "-shm")


def file_bytes(path: Path) -> int:
    """The database file plus its WAL and shared-memory sidecars."""
    total = 0
    for suffix in _SIDECARS:
        with contextlib.suppress(OSError):  # a sidecar that is not there counts as 0
            total += Path(f"{path}{suffix}").stat().st_size
    return total


def _counts(conn: sqlite3.Connection) -> dict[str, Any]:
    def grouped(sql: str) -> dict[str, int]:
        return {str(k): int(v) for k, v in conn.execute(sql)}

    return {
        "sessions": int(conn.execute("SELECT count(*) FROM sessions").fetchone()[0]),
        "messages": int(conn.execute("SELECT count(*) FROM messages").fetchone()[0]),
        "roles": grouped("SELECT role, count(*) FROM messages GROUP BY role ORDER BY 2 DESC"),
        "sources": grouped("SELECT source, count(*) FROM sessions GROUP BY source ORDER BY 2 DESC"),
        "titled_sessions": int(
            conn.execute("SELECT count(*) FROM sessions WHERE title IS NOT NULL").fetchone()[0]
        ),
        "live_sessions": int(
            conn.execute("SELECT count(*) FROM sessions WHERE ended_at IS NULL").fetchone()[0]
        ),
    }


def store_stats(db: SessionDB) -> dict[str, Any]:
    """Counts by role and source, bytes on disk, FTS layout, schema version."""
    data = db.read(_counts)
    info = db.info
    return {
        "path": str(db.db_path),
        **data,
        "database_bytes": file_bytes(Path(db.db_path)),
        "schema_version": info.schema_version,
        "fts5": info.fts5,
        "trigram": info.trigram,
        "fts_layout": info.fts_layout.value,
        "trigram_layout": info.trigram_layout.value,
        "newer_hermes": info.newer_hermes,
        "layout_version": info.layout_version,
        "journal_mode": getattr(db, "journal_mode", None),
    }
