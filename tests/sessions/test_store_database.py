"""Connection setup (spec §3): pragmas, the WAL fallback, the unavailable message, close."""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path
from typing import Any

import pytest

import hermes_memory.sessions.storage.connection as database
from hermes_memory.errors import DatabaseUnavailableError
from hermes_memory.sessions.storage.migrations import LAYOUT_VERSION
from hermes_memory.sessions.storage.schema import FTS_AUTOMERGE
from hermes_memory.sessions.store import SessionDB


class _NoWalConnection(sqlite3.Connection):
    """A real connection on a filesystem that refuses WAL (as NFS/SMB do)."""

    probe_fails = False

    def execute(self, sql: str, *args: Any) -> sqlite3.Cursor:  # type: ignore[override]
        text = sql.replace(" ", "").lower()
        if text == "pragmajournal_mode=wal":
            raise sqlite3.OperationalError("locking protocol")
        if text == "pragmajournal_mode" and self.probe_fails:
            self.probe_fails = False
            raise sqlite3.OperationalError("disk I/O error")
        return super().execute(sql, *args)


def test_pragmas_of_a_writable_open(tmp_path: Path) -> None:
    with SessionDB(tmp_path / "deep" / "dir" / "state.db") as db:
        pragma = lambda name: db.read(lambda c: c.execute(f"PRAGMA {name}").fetchone()[0])  # noqa: E731
        assert db.journal_mode == "wal" and pragma("journal_mode") == "wal"
        assert pragma("foreign_keys") == 1
        assert pragma("synchronous") == 2  # FULL: durable when a commit returns
        assert pragma("busy_timeout") == 1000


def test_wal_refused_falls_back_to_delete_with_one_warning(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING, logger="hermes_memory.sessions.storage.connection")
    label = f"nfs-{tmp_path.name}"
    for n in range(2):
        conn = sqlite3.connect(tmp_path / f"db{n}.sqlite", factory=_NoWalConnection)
        assert database.set_journal_mode(conn, label) == "delete"
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
        conn.close()
    warnings = [r for r in caplog.records if "WAL is not supported" in r.getMessage()]
    assert len(warnings) == 1  # once per process per label


def test_a_wal_file_is_never_downgraded(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    SessionDB(path).close()  # now in WAL on disk
    conn = sqlite3.connect(path, factory=_NoWalConnection)
    assert database.set_journal_mode(conn) == "wal"  # already WAL: the setter is not issued
    conn.probe_fails = True  # type: ignore[attr-defined]
    with pytest.raises(sqlite3.OperationalError, match="locking protocol"):
        database.set_journal_mode(conn)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    conn.close()


def test_unavailable_database_records_the_cause(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-dir"
    blocker.write_text("file")
    with pytest.raises(DatabaseUnavailableError) as caught:
        SessionDB(blocker / "state.db")
    cause = database.last_init_error()
    assert cause is not None and cause.startswith(("FileExistsError", "NotADirectoryError"))
    assert str(caught.value).startswith("Session database not available: ")
    assert database.unavailable_message() == f"Session database not available: {cause}."
    assert database.unavailable_message("Cannot /resume").startswith("Cannot /resume: ")
    with pytest.raises(DatabaseUnavailableError):
        SessionDB(tmp_path / "missing.db", read_only=True)


def test_unavailable_message_shapes() -> None:
    assert database.unavailable_message(cause="") == "Session database not available."
    nfs = database.unavailable_message(cause="OperationalError: locking protocol")
    assert nfs == (
        "Session database not available: OperationalError: locking protocol"
        " (state.db may be on NFS/SMB/FUSE — see https://www.sqlite.org/wal.html)."
    )


def test_close_checkpoints_and_is_idempotent(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    db = SessionDB(path)
    db.create_session("s", "cli")
    db.append_message("s", "user", "persisted")
    db.close()
    db.close()
    assert db.closed
    wal = Path(f"{path}-wal")
    assert not wal.exists() or wal.stat().st_size == 0  # TRUNCATE checkpoint on close
    with pytest.raises(DatabaseUnavailableError, match="closed"):
        db.get_session("s")
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT content FROM messages").fetchone()[0] == "persisted"
    conn.close()


def test_reopening_is_idempotent(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    SessionDB(path).close()
    conn = sqlite3.connect(path)
    before = conn.execute("SELECT type, name, sql FROM sqlite_master ORDER BY name").fetchall()
    conn.close()
    with SessionDB(path) as db:
        assert db.info.layout_version == LAYOUT_VERSION and not db.info.newer_hermes
    conn = sqlite3.connect(path)
    after = conn.execute("SELECT type, name, sql FROM sqlite_master ORDER BY name").fetchall()
    assert conn.execute("SELECT version FROM schema_version").fetchall() == [(17,)]
    conn.close()
    assert before == after


def test_a_layout_1_file_gets_the_write_settings_without_reindexing(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    with SessionDB(path) as db:
        db.create_session("s", "cli")
        db.append_message("s", "user", "记忆断裂 in the pipeline")
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("DELETE FROM messages_fts_config WHERE k = 'automerge'")
    conn.execute("UPDATE state_meta SET value = '1' WHERE key = 'hermes_memory_layout'")
    conn.close()
    with SessionDB(path) as db:
        assert db.info.layout_version == LAYOUT_VERSION
        db.append_message("s", "assistant", "断裂已修复")
        assert db.check_fts() == {"messages_fts": 2, "messages_fts_trigram": 2}
    conn = sqlite3.connect(path)
    automerge = "SELECT v FROM messages_fts_config WHERE k = 'automerge'"
    assert conn.execute(automerge).fetchone() == (FTS_AUTOMERGE,)
    triggers = conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall()
    assert len(triggers) == 6
    conn.close()
