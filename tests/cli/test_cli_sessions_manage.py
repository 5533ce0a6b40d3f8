"""``hermes-memory sessions delete | rename`` and titles in search output, through CliRunner
on real state.db files (a compressed conversation, its subagent run, a branch of it)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from hermes_memory import SessionDB, session_search
from hermes_memory.cli import main


def run(home: Path, *args: str, input: str | None = None) -> Result:
    return CliRunner().invoke(main, ["sessions", *args, "--home", str(home)], input=input)


def run_json(home: Path, *args: str, code: int = 0, input: str | None = None) -> Any:
    result = run(home, *args, "--json", input=input)
    assert result.exit_code == code, result.output
    return json.loads(result.stdout)


@pytest.fixture
def home(tmp_path: Path) -> Path:
    """``root`` was compressed into ``cont`` (the title moved there); ``sub`` is a subagent
    run of ``root``, ``fork`` a branch of ``cont``; ``other`` is unrelated."""
    home = tmp_path / "home"
    home.mkdir()
    (home / "sessions").mkdir()
    (home / "sessions" / "root.json").write_text("{}")
    (home / "sessions" / "fork.json").write_text("{}")
    with SessionDB(home / "state.db") as db:
        db.create_session("root", "cli", started_at=1_000.0)
        db.append_message("root", "user", "please deploy the staging api", timestamp=1_001.0)
        db.set_session_title("root", "Staging deploy")
        db.create_session(
            "sub", "subagent", parent_session_id="root", model_config={"_delegate_from": "root"}
        )
        db.append_message("sub", "assistant", "subagent checked staging health")
        db.end_session("root", "compression")
        db.create_session("cont", "cli", parent_session_id="root", started_at=1_100.0)
        db.append_message("cont", "assistant", "staging deploy finished", timestamp=1_101.0)
        db.set_session_title("cont", "Staging deploy")
        db.create_session(
            "fork", "cli", parent_session_id="cont", model_config={"_branched_from": "cont"}
        )
        db.append_message("fork", "user", "what if staging used blue green", timestamp=1_201.0)
        db.create_session("other", "cli", started_at=2_000.0)
        db.append_message("other", "user", "lunch order for friday", timestamp=2_001.0)
    return home


def ids(home: Path) -> set[str]:
    with SessionDB(home / "state.db") as db:
        return {row["id"] for row in db.list_sessions_rich(limit=100, include_children=True)}


def test_delete_asks_first_and_accepts_y(home: Path) -> None:
    cancelled = run(home, "delete", "cont", input="n\n")
    assert cancelled.exit_code == 0 and "Cancelled; nothing was deleted." in cancelled.output
    assert "“Staging deploy”" in cancelled.output and "fork" in cancelled.output
    assert run(home, "delete", "cont", input="").exit_code == 0  # end of input means no
    assert ids(home) == {"root", "sub", "cont", "fork", "other"}

    done = run(home, "delete", "cont", input="y\n")
    assert done.exit_code == 0, done.output
    assert "Deleted 2 session(s) and 1 subagent run(s), 3 message(s)." in done.output
    # the whole conversation went (both halves of the compression and the subagent run);
    # the branch stays as a conversation of its own, and so does everything else
    assert ids(home) == {"fork", "other"}
    with SessionDB(home / "state.db") as db:
        assert db.get_session("fork")["parent_session_id"] is None
    assert not (home / "sessions" / "root.json").exists()
    assert (home / "sessions" / "fork.json").exists()


def test_deleted_conversation_is_gone_from_every_search(home: Path) -> None:
    before = run_json(home, "search", "staging")
    assert {h["session_id"] for h in before["hits"]} == {"root", "sub", "cont", "fork"}
    data = run_json(home, "delete", "root", "--yes")
    assert data == {
        "success": True,
        "deleted": True,
        "session_id": "root",
        "title": "Staging deploy",
        "sessions": ["root", "cont"],
        "delegates": ["sub"],
        "messages": 3,
        "kept_children": ["fork"],
    }
    after = run_json(home, "search", "staging")
    assert [h["session_id"] for h in after["hits"]] == ["fork"]
    with SessionDB(home / "state.db") as db:
        tool = json.loads(session_search("staging deploy", db=db))
    assert {r["session_id"] for r in tool.get("results", [])} <= {"fork"}
    listed = run_json(home, "list")
    assert {s["id"] for s in listed["sessions"]} == {"fork", "other"}


def test_delete_json_without_yes_keeps_stdout_pure_and_cancels(home: Path) -> None:
    data = run_json(home, "delete", "other")  # no input: not confirmed
    assert data == {"success": True, "deleted": False, "cancelled": True}
    assert "other" in ids(home)


def test_delete_by_prefix_and_unknown_ids(home: Path) -> None:
    assert run_json(home, "delete", "oth", "--yes")["sessions"] == ["other"]
    missing = run_json(home, "delete", "ghost", "--yes", code=1)
    assert missing["success"] is False and "session_id not found: ghost" in missing["error"]
    text = run(home, "delete", "ghost", "--yes")
    assert text.exit_code == 1 and "session_id not found: ghost" in text.stderr


def test_rename_sets_checks_and_clears_titles(home: Path) -> None:
    data = run_json(home, "rename", "other", "  Friday   lunch ")
    assert data == {
        "success": True,
        "session_id": "other",
        "title": "Friday lunch",  # stored sanitised, as the store's rules say
        "previous_title": None,
    }
    text = run(home, "rename", "other", "Team lunch")
    assert text.exit_code == 0 and "Renamed other: “Friday lunch” → “Team lunch”." in text.output
    assert {s["id"]: s["title"] for s in run_json(home, "list")["sessions"]}["other"] == (
        "Team lunch"
    )

    taken = run_json(home, "rename", "other", "Staging deploy", code=1)
    assert taken["error"] == "Title 'Staging deploy' is already in use by session cont"
    long = run(home, "rename", "other", "x" * 101)
    assert long.exit_code == 1 and "Title too long (101 chars, max 100)" in long.stderr
    invisible = run_json(home, "rename", "other", "\u200b\u200b", code=1)
    assert "empty once control and invisible characters" in invisible["error"]
    assert run_json(home, "rename", "ghost", "x", code=1)["success"] is False
    with SessionDB(home / "state.db") as db:
        assert db.get_session_title("other") == "Team lunch"  # refusals changed nothing

    cleared = run(home, "rename", "other", "")
    assert cleared.exit_code == 0 and "Cleared the title of other (was “Team lunch”)." in (
        cleared.output
    )
    with SessionDB(home / "state.db") as db:
        assert db.get_session_title("other") is None


def test_search_output_names_sessions_by_title(home: Path) -> None:
    data = run_json(home, "search", "staging deploy")
    titles = {h["session_id"]: h["session_title"] for h in data["hits"]}
    assert titles["cont"] == "Staging deploy" and titles["root"] is None
    text = run(home, "search", "staging deploy").output
    line = next(row for row in text.splitlines() if row.startswith("cont "))
    assert line.endswith("Staging deploy")
    assert any(row.startswith("root ") and row.endswith("(untitled)") for row in text.splitlines())
