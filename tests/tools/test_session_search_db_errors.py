"""A state.db that fails while it is read is reported as a database error, in every shape.

The database is real and really damaged: the page holding the ``sessions`` table is
overwritten, so SQLite itself answers "database disk image is malformed". Before issue 10 a
READ or SCROLL turned that into "session_id not found", which the model takes as a fact.
"""

from __future__ import annotations

import json
import logging
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from hermes_memory.mcp_server.service import MemoryService
from hermes_memory.sessions.store import SessionDB
from hermes_memory.tools.session_search import session_search

MALFORMED = "database disk image is malformed"


def damage_sessions_table(path: Path) -> None:
    """Overwrite the ``sessions`` table's root page (the schema on page 1 stays intact)."""
    conn = sqlite3.connect(path)
    try:
        page_size = int(conn.execute("PRAGMA page_size").fetchone()[0])
        (root,) = conn.execute(
            "SELECT rootpage FROM sqlite_master WHERE type = 'table' AND name = 'sessions'"
        ).fetchone()
    finally:
        conn.close()
    assert not Path(f"{path}-wal").exists()  # everything is in the main file
    with path.open("r+b") as handle:
        handle.seek((int(root) - 1) * page_size)
        handle.write(b"\xa5" * page_size)


@pytest.fixture
def damaged_home(hermes_home: Path) -> Path:
    path = hermes_home / "state.db"
    with SessionDB(path) as db:
        db.create_session("s1", "cli", started_at=1.0)
        db.append_message("s1", "user", "we talked about kubernetes upgrades", timestamp=2.0)
        db.create_session("s2", "cli", started_at=3.0)
        db.append_message("s2", "user", "another conversation", timestamp=4.0)
        assert json.loads(session_search(session_id="s1", db=db))["success"] is True
    damage_sessions_table(path)
    return hermes_home


def call(home: Path, **kwargs: Any) -> dict[str, Any]:
    result: dict[str, Any] = json.loads(session_search(home=home, **kwargs))
    return result


def assert_database_error(result: dict[str, Any], home: Path, prefix: str) -> None:
    assert result["success"] is False
    assert result["error"].startswith(prefix)
    assert "session database error" in result["error"].lower()
    assert MALFORMED in result["error"]
    assert str(home / "state.db") in result["error"]
    assert result["fault"] == "damaged"
    assert "not found" not in result["error"]


def test_read_reports_the_damage_not_a_missing_session(damaged_home: Path) -> None:
    assert_database_error(call(damaged_home, session_id="s1"), damaged_home, "Session database")


def test_scroll_reports_the_damage(damaged_home: Path) -> None:
    result = call(damaged_home, session_id="s1", around_message_id=1)
    assert_database_error(result, damaged_home, "Session database")


def test_browse_reports_the_damage(damaged_home: Path) -> None:
    result = call(damaged_home)
    assert_database_error(result, damaged_home, "Failed to list recent sessions: ")


def test_discover_reports_the_damage(damaged_home: Path) -> None:
    result = call(damaged_home, query="kubernetes")
    assert_database_error(result, damaged_home, "Search failed: ")


def test_a_database_passed_in_reports_its_own_path(damaged_home: Path) -> None:
    with SessionDB(damaged_home / "state.db") as db:
        result: dict[str, Any] = json.loads(session_search(session_id="s2", db=db))
    assert_database_error(result, damaged_home, "Session database")


def test_the_damage_is_logged_with_its_cause(
    damaged_home: Path, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING):
        call(damaged_home, session_id="s1")
    assert any(MALFORMED in r.getMessage() and r.levelno == logging.WARNING for r in caplog.records)


def test_a_missing_session_in_a_healthy_database_is_still_not_found(hermes_home: Path) -> None:
    with SessionDB(hermes_home / "state.db") as db:
        db.create_session("s1", "cli")
    assert call(hermes_home, session_id="nope") == {
        "error": "session_id not found: nope",
        "success": False,
    }


def test_the_mcp_server_reports_the_damage_as_an_error(damaged_home: Path) -> None:
    with MemoryService.open(damaged_home) as service:
        reply = service.call_tool("session_search", {"session_id": "s1"})
    assert reply.is_error is True
    assert_database_error(json.loads(reply.text), damaged_home, "Session database")
