"""``hermes-memory skills stats | pin | unpin | archive | restore`` through CliRunner, on real
files (acceptance 12, 19, 20 and 29 for these commands)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from click.testing import CliRunner, Result

from hermes_memory.cli import main
from hermes_memory.skills import SkillStore, record_use
from skill_texts import skill_md


def _run(*args: str) -> Result:
    return CliRunner().invoke(main, ["skills", *args])


def _json(*args: str) -> dict[str, Any]:
    done = _run(*args, "--json")
    data: dict[str, Any] = json.loads(done.output)
    data["_exit"] = done.exit_code
    return data


def _install(home: Path) -> SkillStore:
    store = SkillStore(home)
    store.create("deploy-app", skill_md(), category="ops")
    store.create("flaky-fix", skill_md(name="flaky-fix"))
    for outcome in ["failure"] * 4 + ["success"]:
        record_use(store, "flaky-fix", outcome)
    return store


def test_stats_json_and_table(hermes_home: Path) -> None:
    _install(hermes_home)
    every = _json("stats")
    assert every["_exit"] == 0 and every["count"] == 2
    rows = {row["name"]: row for row in every["skills"]}
    assert rows["flaky-fix"]["health"] == "needs_review"
    assert rows["flaky-fix"]["success_rate"] == 0.2 and rows["flaky-fix"]["use_count"] == 5
    assert rows["deploy-app"]["health"] == "active" and rows["deploy-app"]["category"] == "ops"

    one = _json("stats", "ops/deploy-app")
    assert one["skill"]["name"] == "deploy-app"
    review = _json("stats", "--health", "needs_review")
    assert [s["name"] for s in review["skills"]] == ["flaky-fix"]

    table = _run("stats").output.splitlines()
    assert table[0].split()[:8] == [
        "NAME",
        "CATEGORY",
        "USES",
        "VIEWS",
        "SUCCESS",
        "OUTCOMES",
        "HEALTH",
        "PINNED",
    ]
    flaky = next(line for line in table if line.startswith("flaky-fix"))
    assert flaky.split()[1:8] == ["-", "5", "0", "20%", "1/5", "needs_review", "no"]
    assert "2 skill(s), 1 need review." in table[-1]
    assert "success_rate" in _run("stats", "flaky-fix").output


def test_stats_on_an_empty_home(hermes_home: Path) -> None:
    assert _json("stats") == {"success": True, "skills": [], "count": 0, "_exit": 0}
    assert "No skills yet." in _run("stats").output


def test_unknown_skill_is_a_refusal(hermes_home: Path) -> None:
    _install(hermes_home)
    for command in ("stats", "pin", "unpin", "archive", "restore"):
        data = _json(command, "deploy-ap")
        assert data["_exit"] == 1 and data["success"] is False, command
        assert "deploy" in str(data["error"])
        text = _run(command, "deploy-ap")
        assert text.exit_code == 1 and "Error:" in text.output


def test_usage_errors_exit_2(hermes_home: Path) -> None:
    assert _run("stats", "--health", "great").exit_code == 2
    for command in ("pin", "unpin", "archive", "restore"):
        assert _run(command).exit_code == 2, command
    assert _run("stats", "--no-such-flag").exit_code == 2


def test_pin_protects_and_unpin_releases(hermes_home: Path) -> None:
    _install(hermes_home)
    pinned = _json("pin", "deploy-app")
    assert pinned["_exit"] == 0 and pinned["pinned"] is True
    assert "already pinned" in _run("pin", "deploy-app").output
    usage = json.loads((hermes_home / "skills" / ".usage.json").read_text(encoding="utf-8"))
    assert usage["deploy-app"]["pinned"] is True  # Hermes's own key
    refused = _json("archive", "deploy-app")
    assert refused["_exit"] == 1 and "unpin" in str(refused["error"])
    assert (hermes_home / "skills" / "ops" / "deploy-app" / "SKILL.md").is_file()
    assert _json("stats", "deploy-app")["skill"]["pinned"] is True
    assert _json("unpin", "deploy-app")["pinned"] is False
    assert _json("archive", "deploy-app")["_exit"] == 0


def test_archive_and_restore_round_trip(hermes_home: Path) -> None:
    _install(hermes_home)
    original = (hermes_home / "skills" / "ops" / "deploy-app" / "SKILL.md").read_text()
    archived = _json("archive", "deploy-app")
    assert archived["_exit"] == 0 and archived["category"] == "ops"
    assert not (hermes_home / "skills" / "ops" / "deploy-app").exists()
    assert (hermes_home / "skills" / ".archive" / "deploy-app" / "SKILL.md").is_file()
    listed = json.loads(_run("list", "--json").output)
    assert [s["name"] for s in listed["skills"]] == ["flaky-fix"]
    assert _json("stats", "deploy-app")["_exit"] == 1  # archived skills are not installed

    restored = _json("restore", "deploy-app")
    assert restored["_exit"] == 0 and restored["path"] == "ops/deploy-app"
    path = hermes_home / "skills" / "ops" / "deploy-app" / "SKILL.md"
    assert path.read_text() == original
    assert _json("restore", "deploy-app")["_exit"] == 1  # nothing left in the archive
    usage = json.loads((hermes_home / "skills" / ".usage.json").read_text(encoding="utf-8"))
    assert usage["deploy-app"]["state"] == "active" and usage["deploy-app"]["archived_at"] is None


def test_text_output_of_pin_archive_restore(hermes_home: Path) -> None:
    _install(hermes_home)
    assert "Skill 'flaky-fix' pinned." in _run("pin", "flaky-fix").output
    assert "unpinned" in _run("unpin", "flaky-fix").output
    assert "archived" in _run("archive", "flaky-fix").output
    assert "restored to skills/flaky-fix/" in _run("restore", "flaky-fix").output
