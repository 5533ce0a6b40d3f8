"""``hermes-memory episodes list | show | search | build | prune`` through CliRunner on real
state.db files: JSON shapes, readable tables, backfill, the model path, and exit codes
(0 ok, 1 refused, 2 usage) with a fresh home left uncreated."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from fakes import ScriptedModel
from hermes_memory import EpisodicMemoryStore, SessionDB
from hermes_memory.cli import episodes as episodes_cli
from hermes_memory.cli import main

T0 = 1_700_000_000.0


def run(home: Path, *args: str) -> Result:
    return CliRunner().invoke(main, ["episodes", *args, "--home", str(home)])


def run_json(home: Path, *args: str, code: int = 0) -> Any:
    result = run(home, *args, "--json")
    assert result.exit_code == code, result.output
    return json.loads(result.stdout)


def _tool_call(name: str) -> list[dict[str, Any]]:
    return [{"id": name, "type": "function", "function": {"name": name, "arguments": "{}"}}]


@pytest.fixture
def home(tmp_path: Path) -> Path:
    home = tmp_path / "home"
    home.mkdir()
    with SessionDB(home / "state.db") as db:
        db.create_session("pg-upgrade", "cli", started_at=T0)
        db.append_message(
            "pg-upgrade", "user", "Upgrade postgres to 16 on the db host", timestamp=T0
        )
        db.append_message(
            "pg-upgrade", "assistant", "", tool_calls=_tool_call("terminal"), timestamp=T0 + 1
        )
        db.append_message(
            "pg-upgrade",
            "tool",
            '{"exit_code": 0}',
            tool_name="terminal",
            tool_call_id="terminal",
            timestamp=T0 + 2,
        )
        db.append_message(
            "pg-upgrade", "assistant", "Postgres 16 is running. Data intact.", timestamp=T0 + 60
        )
        db.create_session("essay", "cli", started_at=T0 + 100)
        db.append_message("essay", "user", "Draft an essay about tide pools", timestamp=T0 + 100)
        db.append_message("essay", "assistant", "I could not finish the essay.", timestamp=T0 + 130)
        db.create_session("silent", "cli", started_at=T0 + 200)
        db.append_message("silent", "assistant", "(no user spoke)", timestamp=T0 + 200)
    return home


def test_build_all_backfills_with_a_report(home: Path) -> None:
    data = run_json(home, "build", "--all")
    assert data == {
        "success": True,
        "built": ["pg-upgrade", "essay"],
        "already": [],
        "skipped": ["silent"],
        "failed": {},
    }
    again = run_json(home, "build", "--all")
    assert again["built"] == [] and again["already"] == ["pg-upgrade", "essay"]
    text = run(home, "build", "--all", "--rebuild")
    assert text.exit_code == 0, text.output
    assert "Built 2 episode(s)" in text.stdout


def test_list_show_search_after_building_one(home: Path) -> None:
    built = run_json(home, "build", "pg-up")  # a unique prefix is enough
    assert built["episode"]["session_id"] == "pg-upgrade"
    assert built["episode"]["tools_used"] == ["terminal"]
    assert built["episode"]["execution_time_seconds"] == 60
    run_json(home, "build", "essay")

    listed = run_json(home, "list")
    assert listed["total"] == 2
    assert [e["session_id"] for e in listed["episodes"]] == ["essay", "pg-upgrade"]
    table = run(home, "list")
    assert "CATEGORY" in table.stdout and "failed" in table.stdout and "ok" in table.stdout

    shown = run_json(home, "show", "pg-upgrade")
    assert shown["episode"]["key_result"] == "Postgres 16 is running."
    text = run(home, "show", "pg-upgrade")
    assert "Tools:" in text.stdout and "terminal" in text.stdout

    found = run_json(home, "search", "postgres upgrade", "--top-k", "3")
    assert [e["session_id"] for e in found["episodes"]] == ["pg-upgrade"]
    nothing = run_json(home, "search", "***")
    assert nothing["count"] == 0 and "no searchable words" in nothing["message"]
    assert "No episode matches" in run(home, "search", "volcano").stdout


def test_refusals_and_usage_errors(home: Path) -> None:
    missing = run_json(home, "show", "nope", code=1)
    assert missing["success"] is False and "no episode for session nope" in missing["error"]
    empty = run_json(home, "build", "silent", code=1)
    assert "no user message" in empty["error"]
    assert run_json(home, "build", code=2)["usage_error"] is True
    assert run_json(home, "build", "essay", "--all", code=2)["usage_error"] is True
    assert run(home, "search", "x", "--top-k", "0").exit_code == 2
    with EpisodicMemoryStore(home / "state.db") as store:
        assert store.count() == 0  # nothing was saved by any refusal


def test_llm_path_without_a_model_configured_is_refused(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name in ("HERMES_MEMORY_MODEL", "OPENAI_MODEL", "LLM_MODEL"):
        monkeypatch.delenv(name, raising=False)
    result = run_json(home, "build", "essay", "--llm", code=1)
    assert result["success"] is False and result["error"]


def test_llm_path_uses_the_summary_model(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    reply = {
        "task_description": "Write a short essay on tide pools",
        "success": False,
        "key_result": "The essay was left unfinished.",
        "task_category": "writing",
    }
    model = ScriptedModel([json.dumps(reply)])
    monkeypatch.setattr(episodes_cli, "_summary_model", lambda *_a: model)
    data = run_json(home, "build", "essay", "--llm")
    assert data["episode"]["task_description"] == reply["task_description"]
    assert data["episode"]["key_result"] == reply["key_result"]
    assert len(model.calls) == 1


def test_prune_reports_what_it_removed(home: Path) -> None:
    run_json(home, "build", "--all")
    pruned = run_json(home, "prune", "--max", "1")
    assert pruned["removed"] == [{"session_id": "essay", "reason": "failed_unresolved"}]
    assert pruned["remaining"] == 1
    assert "Nothing to forget" in run(home, "prune").stdout


def test_a_fresh_home_answers_empty_and_creates_nothing(tmp_path: Path) -> None:
    fresh = tmp_path / "fresh"
    fresh.mkdir()
    assert run_json(fresh, "list")["episodes"] == []
    assert run_json(fresh, "search", "postgres")["episodes"] == []
    assert run_json(fresh, "prune")["removed"] == []
    assert "No episodes yet" in run(fresh, "list").stdout
    assert run_json(fresh, "build", "--all", code=1)["success"] is False
    assert not (fresh / "state.db").exists()
