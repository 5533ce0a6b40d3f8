"""``hermes-memory sessions search`` over ``SessionDB.search``: ``--sort`` by message time on
imported history, ``--after``/``--before`` ISO dates, ``match`` on each hit, exit codes."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from hermes_memory.cli import main
from hermes_memory.sessions.store import SessionDB

NATIVE_T = datetime(2025, 6, 1, 12, 0).timestamp()
OLD_T = datetime(2019, 3, 1, 12, 0).timestamp()


def invoke(*args: str, code: int = 0) -> Any:
    result = CliRunner().invoke(main, ["sessions", "search", *args], catch_exceptions=False)
    assert result.exit_code == code, result.output
    return result


def run_json(*args: str, code: int = 0) -> Any:
    return json.loads(invoke(*args, "--json", code=code).stdout)


@pytest.fixture
def home(tmp_path: Path) -> Path:
    """Native history, an import of 2019 conversations (newer ids), one later message."""
    home = tmp_path / "home"
    with SessionDB(home / "state.db") as db:
        db.create_session("live", "cli", started_at=NATIVE_T)
        db.append_message("live", "user", "deploy the rocket", timestamp=NATIVE_T)
    history = tmp_path / "old.jsonl"
    lines = [
        {"type": "session", "id": "old", "source": "cli", "started_at": OLD_T},
        {"role": "user", "content": "deploy by ftp", "timestamp": OLD_T},
    ]
    history.write_text("\n".join(json.dumps(x) for x in lines) + "\n", encoding="utf-8")
    result = CliRunner().invoke(
        main, ["sessions", "import", str(history), "--home", str(home), "--json"]
    )
    assert result.exit_code == 0, result.output
    with SessionDB(home / "state.db") as db:
        db.create_session("later", "cli", started_at=NATIVE_T + 3600)
        db.append_message("later", "user", "deploy today", timestamp=NATIVE_T + 3600)
    return home


def sessions(data: dict[str, Any]) -> list[str]:
    return [h["session_id"] for h in data["hits"]]


def test_sort_is_by_message_time(home: Path) -> None:
    newest = run_json("deploy", "--sort", "newest", "--home", str(home))
    assert sessions(newest) == ["later", "live", "old"]
    assert newest["ranking"] == "newest" and "message time" in newest["message"]
    assert [h["match"] for h in newest["hits"]] == ["exact"] * 3
    oldest = run_json("deploy", "--sort", "oldest", "--home", str(home))
    assert sessions(oldest) == ["old", "live", "later"]
    page = run_json(
        "deploy", "--sort", "newest", "--limit", "1", "--offset", "1", "--home", str(home)
    )
    assert sessions(page) == ["live"]
    text = invoke("deploy", "--sort", "newest", "--home", str(home)).output
    assert text.index("later") < text.index("live") < text.index("old")


def test_after_and_before_take_iso_dates(home: Path) -> None:
    recent = run_json("deploy", "--after", "2020-01-01", "--home", str(home))
    assert sorted(sessions(recent)) == ["later", "live"]
    window = run_json(
        "deploy", "--after", "2025-06-01T12:00", "--before", "2025-06-01T13:00", "--home", str(home)
    )
    assert sessions(window) == ["live"]  # after is inclusive, before exclusive
    old = run_json("deploy", "--before", "2020-01-01T00:00:00+00:00", "--home", str(home))
    assert sessions(old) == ["old"]
    empty = run_json("deploy", "--after", "2030-01-01", "--home", str(home))
    assert empty["hits"] == [] and empty["explanation"] == "filtered"
    assert empty["filtered"]["time"] == 3 and "by time" in empty["message"]
    inverted = run_json(
        "deploy", "--after", "2025-01-01", "--before", "2024-01-01", "--home", str(home)
    )
    assert inverted["explanation"] == "empty_window" and inverted["hits"] == []


def test_bad_dates_are_usage_errors(home: Path) -> None:
    result = invoke("deploy", "--after", "last tuesday", "--home", str(home), code=2)
    assert "ISO-8601" in result.output and "Traceback" not in result.output
    invoke("deploy", "--before", "2024-13-45", "--home", str(home), code=2)


def test_fallback_hits_say_how_they_matched(home: Path) -> None:
    data = run_json("What about the rocket launch?", "--home", str(home))
    assert data["fallback_used"] is True
    assert [h["match"] for h in data["hits"]] == ["any_words"]
    assert sessions(data) == ["live"]


def test_fresh_home_is_an_empty_result_with_a_hint(tmp_path: Path) -> None:
    data = run_json("deploy", "--home", str(tmp_path / "nowhere"), code=0)
    assert data["hits"] == [] and "sessions import" in data["hint"]
    assert not (tmp_path / "nowhere").exists()
