"""``hermes-memory skills curate [--dry-run] [--consolidate] [--status] [--rollback]`` on real
files, and the curator started by the runtime at session start (in the background)."""

from __future__ import annotations

import json
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from click.testing import CliRunner, Result

from hermes_memory.cli import main
from hermes_memory.runtime import MemoryRuntime
from hermes_memory.skills import SkillStore
from skill_texts import skill_md


def _run(*args: str) -> Result:
    return CliRunner().invoke(main, ["skills", "curate", *args])


def _json(*args: str) -> dict[str, Any]:
    done = _run(*args, "--json")
    data: dict[str, Any] = json.loads(done.output)
    data["_exit"] = done.exit_code
    return data


def _agent_skill(home: Path, name: str, days: float) -> None:
    store = SkillStore(home)
    store.create(name, skill_md(name))
    stamp = (datetime.now(UTC) - timedelta(days=days)).isoformat(timespec="seconds")
    store.usage.update(name, created_by="agent", created_at=stamp, last_used_at=stamp)


def test_curate_dry_run_run_status_rollback(hermes_home: Path) -> None:
    _agent_skill(hermes_home, "old-one", 120)
    _agent_skill(hermes_home, "stale-one", 45)
    SkillStore(hermes_home).create("mine", skill_md("mine"))
    root = hermes_home / "skills"

    dry = _json("--dry-run")
    assert dry["_exit"] == 0 and dry["dry_run"] is True
    assert {(c["name"], c["action"]) for c in dry["changes"]} == {
        ("old-one", "archive"),
        ("stale-one", "mark_stale"),
    }
    assert not (root / ".curator_backups").exists() and not (root / ".curator_state").exists()

    done = _json()
    assert done["_exit"] == 0 and done["outcome"] == "completed"
    assert done["counts"] == {"mark_stale": 1, "archive": 1, "reactivate": 0}
    assert Path(done["backup"]).is_file()
    assert not (root / "old-one").exists() and (root / ".archive" / "old-one").is_dir()

    status = _json("--status")
    assert status["_exit"] == 0 and status["state"]["last_outcome"] == "completed"
    assert status["due"] is False and "interval" in status["not_due_reason"]
    assert status["config"]["archive_after_days"] == 90.0 and len(status["snapshots"]) == 1
    text = _run("--status")
    assert text.exit_code == 0 and "Last run:" in text.output

    back = _json("--rollback")
    assert back["_exit"] == 0 and back["outcome"] == "rolled_back"
    assert (root / "old-one" / "SKILL.md").is_file()
    assert json.loads((root / ".usage.json").read_text())["stale-one"]["state"] == "active"


def test_curate_table_refusals_and_usage_errors(hermes_home: Path) -> None:
    _agent_skill(hermes_home, "old-one", 120)
    table = _run("--dry-run")
    assert table.exit_code == 0
    assert "NAME" in table.output and "old-one" in table.output and "Dry run" in table.output
    nothing = _json("--rollback")
    assert nothing["_exit"] == 1 and "nothing to roll back" in nothing["error"]
    assert _run("--status", "--rollback").exit_code == 2
    assert _run("--bogus").exit_code == 2
    (hermes_home / "config.yaml").write_text("curator:\n  enabled: false\n")
    off = _json()
    assert off["_exit"] == 1 and "disabled" in off["error"]
    (hermes_home / "config.yaml").write_text("curator:\n  stale_after_days: soon\n")
    broken = _json("--dry-run")
    assert broken["_exit"] == 1 and "curator.stale_after_days" in broken["error"]
    assert (hermes_home / "skills" / "old-one" / "SKILL.md").is_file()
    assert not (hermes_home / "skills" / ".curator_state").exists()


def _wait_for(path: Path, seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while not path.exists() and time.monotonic() < deadline:
        time.sleep(0.02)


def test_the_runtime_runs_a_due_curator_at_session_start(hermes_home: Path) -> None:
    _agent_skill(hermes_home, "old-one", 120)
    rt = MemoryRuntime(hermes_home, load_provider=False, nudge_interval=0)
    rt.start_session()  # never waits for the curator
    _wait_for(hermes_home / "skills" / ".curator_state")
    rt.end_session()
    state = json.loads((hermes_home / "skills" / ".curator_state").read_text())
    for _ in range(200):  # the state is written last; the archive happened before it
        if state.get("last_outcome"):
            break
        time.sleep(0.02)
        state = json.loads((hermes_home / "skills" / ".curator_state").read_text())
    assert state["last_outcome"] == "completed" and state["last_counts"]["archive"] == 1
    assert (hermes_home / "skills" / ".archive" / "old-one" / "SKILL.md").is_file()

    # within the interval the next session does not run it again
    again = MemoryRuntime(hermes_home, load_provider=False, nudge_interval=0)
    again.start_session()
    time.sleep(0.1)
    again.end_session()
    assert json.loads((hermes_home / "skills" / ".curator_state").read_text())["runs"] == 1


def test_curate_consolidate_runs_the_model_pass(hermes_home: Path, monkeypatch: Any) -> None:
    from fakes import ScriptedModel, tool_call
    from hermes_memory.cli import skills_curate
    from hermes_memory.review.consolidation import consolidator_for

    _agent_skill(hermes_home, "deploy-app", 1)
    _agent_skill(hermes_home, "deploy-web", 1)
    model = ScriptedModel(
        [
            tool_call("skill_view", {"name": "deploy-app"}),
            tool_call("skill_view", {"name": "deploy-web"}),
            tool_call(
                "skill_manage",
                {
                    "action": "patch",
                    "name": "deploy-app",
                    "old_string": "Check the health page.",
                    "new_string": "Check the health page (and the web one).",
                },
            ),
            tool_call(
                "skill_manage",
                {"action": "delete", "name": "deploy-web", "absorbed_into": "deploy-app"},
            ),
            "Merged.",
        ]
    )
    monkeypatch.setattr(skills_curate, "_consolidator", lambda *a: consolidator_for(model))
    done = _json("--consolidate")
    assert done["_exit"] == 0 and done["consolidation"] == ["patch deploy-app", "delete deploy-web"]
    assert (hermes_home / "skills" / ".archive" / "deploy-web" / "SKILL.md").is_file()
    assert _run("--consolidate", "--dry-run").exit_code == 0  # a dry run never calls the model


def test_the_session_start_check_waits_for_idle(hermes_home: Path) -> None:
    from fakes import ScriptedModel
    from hermes_memory.runtime import run_turn
    from hermes_memory.runtime.curation import last_activity, run_if_due
    from hermes_memory.sessions import SessionDB

    rt = MemoryRuntime(
        hermes_home, model=ScriptedModel(["hi"]), load_provider=False, nudge_interval=0
    )
    first = rt.start_session()  # no skills folder yet: nothing for the curator
    run_turn(rt, "hello")  # activity now
    rt.end_session()
    _agent_skill(hermes_home, "old-one", 120)
    with SessionDB(hermes_home / "state.db") as db:
        db.create_session("just-started", "cli")  # a new session is not activity
        active = last_activity(db, "just-started")
        assert active is not None and active > datetime.now(UTC) - timedelta(minutes=5)
        assert last_activity(db, first) is not None  # a resumed session with messages counts
        assert run_if_due(hermes_home, db, None, "just-started") is None  # not idle yet
    assert (hermes_home / "skills" / "old-one" / "SKILL.md").is_file()
    assert not (hermes_home / "skills" / ".curator_state").exists()
