"""Classifying disk failures, phrasing them, and opening state.db on a home that refuses writes."""

from __future__ import annotations

import errno
import sqlite3
from pathlib import Path

import pytest

from hermes_memory.disk_faults import DiskFault, classify, describe, write_problem
from hermes_memory.errors import DatabaseUnavailableError
from hermes_memory.sessions.opening import open_session_store
from hermes_memory.sessions.store import SessionDB
from mounts import read_only_view


@pytest.mark.parametrize(
    ("exc", "fault"),
    [
        (OSError(errno.ENOSPC, "No space left on device", "/h/x"), DiskFault.FULL),
        (OSError(errno.EDQUOT, "Disk quota exceeded"), DiskFault.FULL),
        (OSError(errno.EROFS, "Read-only file system", "/h"), DiskFault.READ_ONLY),
        (PermissionError(errno.EACCES, "Permission denied", "/h/state.db"), DiskFault.PERMISSION),
        (OSError(errno.EIO, "Input/output error"), DiskFault.IO),
        (OSError(errno.ENAMETOOLONG, "File name too long"), DiskFault.OTHER),
        (sqlite3.OperationalError("database or disk is full"), DiskFault.FULL),
        (sqlite3.OperationalError("attempt to write a readonly database"), DiskFault.READ_ONLY),
        (sqlite3.OperationalError("database is locked"), DiskFault.BUSY),
        (sqlite3.DatabaseError("file is not a database"), DiskFault.DAMAGED),
        (sqlite3.DatabaseError("database disk image is malformed"), DiskFault.DAMAGED),
    ],
)
def test_classify(exc: BaseException, fault: DiskFault) -> None:
    assert classify(exc) is fault


def test_programming_errors_are_not_disk_faults() -> None:
    assert classify(sqlite3.ProgrammingError("bad parameter")) is None
    assert classify(sqlite3.IntegrityError("UNIQUE constraint failed")) is None
    assert classify(ValueError("x")) is None


def test_real_sqlite_errors_carry_their_code(tmp_path: Path) -> None:
    path = tmp_path / "not.db"
    path.write_bytes(b"this is not a database file at all, just text" * 20)
    with pytest.raises(sqlite3.DatabaseError) as info:
        sqlite3.connect(path).execute("SELECT * FROM sqlite_master").fetchall()
    assert classify(info.value) is DiskFault.DAMAGED
    assert "hermes-memory doctor" in describe(info.value, path=path)


def test_describe_is_one_line_naming_the_place_and_what_to_do() -> None:
    full = OSError(errno.ENOSPC, "No space left on device", "/h/.mem_abc123.tmp")
    text = describe(full)
    assert text == "No space left on device: /h; free some space and try again"
    sqlite_full = describe(sqlite3.OperationalError("database or disk is full"), path="/h/s.db")
    assert sqlite_full == "database or disk is full (/h/s.db); free some space and try again"
    denied = describe(PermissionError(errno.EACCES, "Permission denied", "/h/state.db"))
    assert "hermes-memory doctor" in denied and "\n" not in denied


def test_write_problem_of_a_writable_path_is_none(tmp_path: Path) -> None:
    assert write_problem(tmp_path) is None
    assert write_problem(tmp_path / "missing" / "deeper" / "state.db") is None


def test_write_problem_on_a_read_only_home(tmp_path: Path) -> None:
    source = tmp_path / "home"
    source.mkdir()
    (source / "state.db").write_bytes(b"")
    with read_only_view(source, tmp_path / "ro") as home:
        problem = write_problem(home / "state.db")
        assert problem is not None
        assert problem.fault in (DiskFault.READ_ONLY, DiskFault.PERMISSION)
        assert write_problem(home / "memories" / "MEMORY.md") is not None


def test_state_db_on_a_read_only_home_opens_for_reading(tmp_path: Path) -> None:
    source = tmp_path / "home"
    db = SessionDB(source / "state.db")
    db.create_session("s1", "cli")
    db.append_message("s1", "user", "remember the blue door")
    db.close()
    with read_only_view(source, tmp_path / "ro") as home:
        store = open_session_store(home / "state.db")
        try:
            assert store.read_only and store.read_only_reason
            assert [m["content"] for m in store.get_messages("s1")] == ["remember the blue door"]
            assert store.search_messages("blue door")
            with pytest.raises(DatabaseUnavailableError) as info:
                store.append_message("s1", "user", "more")
            assert "read-only" in str(info.value) and "nothing was written" in str(info.value)
        finally:
            store.close()
        with pytest.raises(DatabaseUnavailableError) as refused:
            open_session_store(home / "state.db", allow_read_only=False)
        assert "cannot write" in str(refused.value)
        with pytest.raises(DatabaseUnavailableError):
            open_session_store(home / "missing" / "state.db")
