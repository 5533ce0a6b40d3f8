"""Stored sessions to build episodes from: real state.db files written through SessionDB."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from hermes_memory.episodes import EpisodicMemoryStore
from hermes_memory.sessions import EndReason, SessionDB

T0 = 1_700_000_000.0


def call(name: str, arguments: dict[str, Any], call_id: str) -> dict[str, Any]:
    return {
        "id": call_id,
        "type": "function",
        "function": {"name": name, "arguments": json.dumps(arguments)},
    }


def store_debug_session(db: SessionDB, sid: str = "s-debug", *, start: float = T0) -> str:
    """A user asks to fix a failing test; a terminal call fails, a later one passes."""
    db.create_session(sid, source="cli", started_at=start)
    db.append_message(
        sid,
        "user",
        "Please   fix the failing pytest in\nparser.py, it crashes on empty input",
        timestamp=start,
    )
    db.append_message(
        sid,
        "assistant",
        "Let me run the tests.",
        tool_calls=[call("terminal", {"command": "pytest"}, "c1")],
        timestamp=start + 5,
    )
    db.append_message(
        sid,
        "tool",
        json.dumps({"exit_code": 1, "output": "IndexError: list index out of range"}),
        tool_name="terminal",
        tool_call_id="c1",
        timestamp=start + 10,
    )
    db.append_message(
        sid,
        "assistant",
        "",
        tool_calls=[
            call("skill_view", {"name": "python-debugging"}, "c2"),
            call("patch", {"path": "parser.py"}, "c3"),
        ],
        timestamp=start + 20,
    )
    db.append_message(
        sid, "tool", "skill body", tool_name="skill_view", tool_call_id="c2", timestamp=start + 21
    )
    db.append_message(
        sid,
        "tool",
        json.dumps({"success": True}),
        tool_name="patch",
        tool_call_id="c3",
        timestamp=start + 25,
    )
    db.append_message(
        sid,
        "assistant",
        "",
        tool_calls=[call("terminal", {"command": "pytest"}, "c4")],
        timestamp=start + 30,
    )
    db.append_message(
        sid,
        "tool",
        json.dumps({"exit_code": 0, "output": "3 passed"}),
        tool_name="terminal",
        tool_call_id="c4",
        timestamp=start + 40,
    )
    db.append_message(
        sid,
        "assistant",
        "Fixed the empty-input crash in parser.py by guarding the index. All 3 tests pass now.",
        timestamp=start + 42.5,
    )
    db.end_session(sid, EndReason.USER_EXIT)
    return sid


@pytest.fixture
def db_path(hermes_home: Path) -> Path:
    return hermes_home / "state.db"


@pytest.fixture
def db(db_path: Path) -> Iterator[SessionDB]:
    database = SessionDB(db_path)
    yield database
    database.close()


@pytest.fixture
def store(db: SessionDB) -> Iterator[EpisodicMemoryStore]:
    episodes = EpisodicMemoryStore(db=db)
    yield episodes
    episodes.close()
