"""Episodes beside a Hermes v17 state.db (episodes spec §3.2, acceptance 20): our tables are
added with IF NOT EXISTS, no Hermes object changes, and plain-SQL Hermes reads and writes
(version check, inserts, FTS search) keep working on the same file."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from hermes_state_files import add_rows, build_v17, schema_snapshot

from hermes_memory.episodes import EpisodicMemoryStore
from hermes_memory.sessions.store import SessionDB

ROWS = [
    ("h1", "user", "how do I configure the deploy pipeline", None, None),
    ("h1", "assistant", "Use the deploy script with the staging flag.", None, None),
]


def _ours(name: str) -> bool:
    return "episodes" in name


def test_episodes_leave_a_hermes_file_as_hermes_expects(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    build_v17(path)
    add_rows(path, ROWS)
    before = schema_snapshot(path)

    with EpisodicMemoryStore(path) as store:
        store.save_episode(store.build_episode("h1"))
        assert store.search_similar("deploy pipeline")[0].session_id == "h1"

    after = schema_snapshot(path)
    assert [o for o in after if not _ours(o[1])] == before  # no Hermes object touched
    assert {o[1] for o in after if _ours(o[1])} >= {"episodes", "episodes_fts"}

    # Hermes, as plain SQL: its version check, an insert its triggers index, a search
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        assert conn.execute("SELECT version FROM schema_version").fetchone()[0] == 17
        conn.execute(
            "INSERT INTO messages (session_id, role, content, timestamp)"
            " VALUES ('h1', 'user', 'rollback the kubernetes rollout', 0)"
        )
        hits = conn.execute(
            "SELECT rowid FROM messages_fts WHERE messages_fts MATCH 'kubernetes'"
        ).fetchall()
        assert len(hits) == 1
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    finally:
        conn.close()

    db = SessionDB(path)  # and our own reopen rewrites nothing of Hermes's
    assert db.schema_version == 17
    db.close()
    assert [o for o in schema_snapshot(path) if not _ours(o[1])] == before
