"""The skills curator (skills.md §8) with a fixed clock: stale after 30 days, archived after
90, pinned / hand-written / recent skills untouched, a snapshot before a real run, a dry run
writes nothing, rollback restores; the settings, the due rule and the consolidation pass."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from fakes import ScriptedModel, tool_call
from hermes_memory.errors import ConfigError
from hermes_memory.review.consolidation import consolidator_for
from hermes_memory.skills import SkillStore, set_pinned
from hermes_memory.skills.curator import Curator, CuratorAction
from hermes_memory.skills.curator_state import CuratorConfig, CuratorOutcome, CuratorState
from hermes_memory.tools.skills import skill_manage, skills_list
from skill_texts import skill_md

NOW = datetime(2026, 6, 1, 12, 0, tzinfo=UTC)


def _ago(days: float) -> str:
    return (NOW - timedelta(days=days)).isoformat(timespec="seconds")


def _skill(
    home: Path, name: str, days: float, *, agent: bool = True, state: str = "active"
) -> None:
    assert json.loads(skill_manage("create", name, content=skill_md(name), home=home))["success"]
    SkillStore(home).usage.update(
        name,
        created_by="agent" if agent else None,
        created_at=_ago(days + 1),
        last_used_at=_ago(days),
        state=state,
    )


def _tree(root: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()
    }


@pytest.fixture
def home(hermes_home: Path) -> Path:
    _skill(hermes_home, "stale-one", 40)
    _skill(hermes_home, "old-one", 100)
    _skill(hermes_home, "pinned-one", 100)
    set_pinned(SkillStore(hermes_home), "pinned-one", True)
    _skill(hermes_home, "hand-written", 100, agent=False)
    _skill(hermes_home, "fresh-one", 5)
    _skill(hermes_home, "back-in-use", 3, state="stale")
    return hermes_home


def test_dry_run_plans_and_writes_nothing(home: Path) -> None:
    root = home / "skills"
    before = _tree(root)
    report = Curator(SkillStore(home), now=lambda: NOW).run(dry_run=True)
    assert report.outcome is CuratorOutcome.DRY_RUN
    planned = {(c.name, c.action) for c in report.changes}
    assert planned == {
        ("stale-one", CuratorAction.MARK_STALE),
        ("old-one", CuratorAction.ARCHIVE),
        ("back-in-use", CuratorAction.REACTIVATE),
    }
    assert _tree(root) == before
    assert not (root / ".curator_state").exists() and not (root / ".curator_backups").exists()


def test_a_real_run_snapshots_then_archives_and_rollback_restores(home: Path) -> None:
    root = home / "skills"
    before = _tree(root)
    curator = Curator(SkillStore(home), now=lambda: NOW)
    report = curator.run()
    assert report.outcome is CuratorOutcome.COMPLETED
    assert report.counts() == {"mark_stale": 1, "archive": 1, "reactivate": 1}
    backup = Path(str(report.backup))
    assert backup.name == "skills.tar.gz" and backup.stat().st_mode & 0o777 == 0o600
    assert backup.parent.stat().st_mode & 0o777 == 0o700
    names = [s["name"] for s in json.loads(skills_list(home=home))["skills"]]
    assert "old-one" not in names and {"pinned-one", "hand-written", "fresh-one"} <= set(names)
    assert (root / ".archive" / "old-one" / "SKILL.md").is_file()  # archived, never erased
    usage = json.loads((root / ".usage.json").read_text())
    assert usage["stale-one"]["state"] == "stale" and usage["old-one"]["state"] == "archived"
    assert usage["back-in-use"]["state"] == "active"
    assert usage["pinned-one"]["state"] == "active" and usage["hand-written"]["state"] == "active"
    state = CuratorState.load(root)
    assert state.last_outcome == "completed" and state.runs == 1
    assert state.last_counts["archive"] == 1
    assert (root / ".curator_state").stat().st_mode & 0o777 == 0o600

    rolled = curator.rollback()
    assert rolled.outcome is CuratorOutcome.ROLLED_BACK
    after = {k: v for k, v in _tree(root).items() if not k.startswith((".curator", "."))}
    assert after == {k: v for k, v in before.items() if not k.startswith(".")}
    assert json.loads((root / ".usage.json").read_text()) == json.loads(before[".usage.json"])
    assert CuratorState.load(root).last_outcome == "rolled_back"
    rollbacks = [p.name for p in (root / ".curator_backups").iterdir()]
    assert any(n.startswith("rollback-") for n in rollbacks)  # the undone state is kept too


def test_snapshots_keep_the_newest_n(home: Path) -> None:
    config = CuratorConfig(backup_keep=2)
    for hour in range(3):
        clock = NOW + timedelta(hours=hour)
        Curator(SkillStore(home), config, now=lambda clock=clock: clock).run()
    kept = sorted(p.name for p in (home / "skills" / ".curator_backups").iterdir())
    assert len(kept) == 2 and kept[-1].startswith("2026-06-01T1400")


def test_the_due_rule(home: Path) -> None:
    store = SkillStore(home)
    curator = Curator(store, now=lambda: NOW)
    assert curator.not_due(NOW - timedelta(hours=3)) is None
    assert "idle" in str(curator.not_due(NOW - timedelta(minutes=30)))
    curator.run()
    assert "interval" in str(curator.not_due())
    later = Curator(store, now=lambda: NOW + timedelta(hours=169))
    assert later.not_due() is None
    off = Curator(store, CuratorConfig(enabled=False), now=lambda: NOW)
    assert "disabled" in str(off.not_due())


def test_settings_are_strict(hermes_home: Path) -> None:
    (hermes_home / "config.yaml").write_text(
        "curator:\n  interval_hours: 24\n  backup:\n    keep: 3\n  consolidate: yes\n"
    )
    config = CuratorConfig.load(hermes_home)
    assert (config.interval_hours, config.backup_keep, config.consolidate) == (24.0, 3, True)
    assert config.stale_after_days == 30.0 and config.archive_after_days == 90.0
    for bad in ("stale_after_days: soon", "enabled: maybe", "backup: 3", "archive_after_days: 10"):
        (hermes_home / "config.yaml").write_text(f"curator:\n  {bad}\n")
        with pytest.raises(ConfigError) as caught:
            CuratorConfig.load(hermes_home)
        assert "curator." in str(caught.value)


def test_consolidation_merges_through_skill_manage(hermes_home: Path) -> None:
    _skill(hermes_home, "deploy-app", 1)
    _skill(hermes_home, "deploy-web", 1)
    _skill(hermes_home, "hand-written", 1, agent=False)
    merge = {"action": "delete", "name": "deploy-web", "absorbed_into": "deploy-app"}
    model = ScriptedModel(
        [
            tool_call("skill_view", {"name": "deploy-web"}),
            tool_call("skill_manage", merge),  # refused: the umbrella is not patched yet
            tool_call("skill_view", {"name": "hand-written"}),
            tool_call(
                "skill_manage",
                {"action": "edit", "name": "hand-written", "content": skill_md("hand-written")},
            ),
            tool_call("skill_view", {"name": "deploy-app"}),
            tool_call(
                "skill_manage",
                {
                    "action": "patch",
                    "name": "deploy-app",
                    "old_string": "Check the health page.",
                    "new_string": "Check the health page (web too).",
                },
            ),
            tool_call("skill_manage", merge),
            "Merged deploy-web into deploy-app.",
        ]
    )
    report = Curator(SkillStore(hermes_home), now=lambda: NOW).run(
        consolidator=consolidator_for(model)
    )
    assert report.consolidation == ["patch deploy-app", "delete deploy-web"]
    results = [json.loads(m["content"]) for m in model.calls[-1].messages if m["role"] == "tool"]
    assert results[1]["success"] is False and "umbrella" in results[1]["error"]
    assert results[3]["success"] is False and "not created by the agent" in results[3]["error"]
    names = [s["name"] for s in json.loads(skills_list(home=hermes_home))["skills"]]
    assert names == ["deploy-app", "hand-written"]
    assert "(web too)" in (hermes_home / "skills" / "deploy-app" / "SKILL.md").read_text()
    assert (hermes_home / "skills" / ".archive" / "deploy-web" / "SKILL.md").is_file()
