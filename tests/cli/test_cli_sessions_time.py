"""``hermes-memory sessions search`` reads time phrases: the window applied and said, the
phrase left out of the words, explicit dates winning, a time-only query listing sessions."""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from hermes_memory.cli import main
from hermes_memory.cli.sessions_time import read_time_phrase
from hermes_memory.sessions.store import SessionDB

MIDNIGHT = datetime.now().replace(hour=0, minute=0, second=0, microsecond=0)
YESTERDAY = (MIDNIGHT - timedelta(days=1)).timestamp() + 3600
LONG_AGO = (MIDNIGHT - timedelta(days=400)).timestamp()


@pytest.fixture
def home(tmp_path: Path) -> Path:
    home = tmp_path / "home"
    with SessionDB(home / "state.db") as db:
        for sid, start in (("recent", YESTERDAY), ("old", LONG_AGO)):
            db.create_session(sid, "cli", started_at=start)
            db.append_message(sid, "user", f"rotate the api keys ({sid})", timestamp=start)
    return home


def run(home: Path, *args: str) -> Any:
    result = CliRunner().invoke(main, ["sessions", "search", *args, "--home", str(home)])
    assert result.exit_code == 0, result.output
    return result


def test_phrase_becomes_the_window(home: Path) -> None:
    data = json.loads(run(home, "rotate keys yesterday", "--json").stdout)
    assert {h["session_id"] for h in data["hits"]} == {"recent"}
    window = data["time_window"]
    assert window["phrase"] == "yesterday" and window["from"] == "query"
    assert window["after"] == (MIDNIGHT - timedelta(days=1)).isoformat(timespec="seconds")
    text = run(home, "rotate keys yesterday").stdout
    assert "note: 'yesterday' read as" in text and "recent" in text and "old" not in text


def test_explicit_dates_win(home: Path) -> None:
    before = (MIDNIGHT - timedelta(days=100)).date().isoformat()
    data = json.loads(run(home, "rotate keys yesterday", "--before", before, "--json").stdout)
    assert {h["session_id"] for h in data["hits"]} == {"old"}
    assert data["time_window"]["ignored_phrase"] == "yesterday"


def test_time_only_query_lists_the_window(home: Path) -> None:
    data = json.loads(run(home, "昨天", "--json").stdout)
    assert data["mode"] == "browse" and [s["session_id"] for s in data["sessions"]] == ["recent"]
    assert "1 session(s) in the window." in run(home, "yesterday").stdout


def test_no_phrase_no_window(home: Path) -> None:
    data = json.loads(run(home, "rotate keys", "--json").stdout)
    assert {h["session_id"] for h in data["hits"]} == {"recent", "old"}
    assert "time_window" not in data


def test_read_time_phrase_with_a_fixed_clock() -> None:
    timed = read_time_phrase("keys last week", None, None, clock=lambda: datetime(2026, 11, 26))
    assert timed.terms == "keys" and timed.after == datetime(2026, 11, 16)
