"""``claw cleanup``: renames (never deletes), dry-runnable, collision names, exit codes."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from claw_tree import Run, build_openclaw, json_of, snapshot, write


def test_dry_run_renames_nothing(claw: Run, openclaw: Path, tmp_path: Path) -> None:
    before = snapshot(tmp_path)
    result = claw("cleanup", "--dry-run")
    assert result.exit_code == 0
    assert f"Would archive: {openclaw} → {openclaw}.pre-migration" in result.stdout
    assert "1 director(ies) would be archived" in result.stdout
    assert snapshot(tmp_path) == before


def test_yes_renames_every_default_folder(claw: Run, user_home: Path) -> None:
    first = build_openclaw(user_home / ".openclaw")
    second = build_openclaw(user_home / ".clawdbot")
    write(first / "workspace" / "todo.json", "{}")
    result = claw("cleanup", "--yes", "--json")
    assert result.exit_code == 0, result.stderr
    data = json_of(result.stdout)
    assert data["renamed"] == 2
    assert not first.exists() and not second.exists()
    assert (user_home / ".openclaw.pre-migration" / "workspace" / "MEMORY.md").is_file()
    assert (user_home / ".clawdbot.pre-migration").is_dir()
    assert "workspace (todo.json, SOUL.md, MEMORY.md)" in data["directories"][0]["workspaces"]
    assert "renamed, not deleted" in result.stderr


def test_taken_names_get_a_date_then_a_counter(claw: Run, user_home: Path) -> None:
    day = time.strftime("%Y%m%d")
    (user_home / ".openclaw.pre-migration").mkdir()
    (user_home / f".openclaw.pre-migration-{day}").mkdir()
    build_openclaw(user_home / ".openclaw")
    assert claw("cleanup", "--yes").exit_code == 0
    assert (user_home / f".openclaw.pre-migration-{day}-2" / "openclaw.json").is_file()


def test_non_interactive_without_yes_only_says_what_it_would_do(claw: Run, openclaw: Path) -> None:
    result = claw("cleanup")
    assert result.exit_code == 0
    assert "--yes" in result.stdout and openclaw.exists()


def test_nothing_to_clean_and_missing_source(claw: Run, user_home: Path, tmp_path: Path) -> None:
    result = claw("cleanup")
    assert result.exit_code == 0
    assert "No OpenClaw directories found. Nothing to clean up." in result.stdout
    missing = claw("cleanup", "--source", str(tmp_path / "gone"))
    assert missing.exit_code == 1 and "not found" in missing.stderr


def test_specific_source_and_the_clean_alias(claw: Run, tmp_path: Path) -> None:
    folder = build_openclaw(tmp_path / "old-claw")
    assert claw("clean", "--source", str(folder), "--yes").exit_code == 0
    assert (tmp_path / "old-claw.pre-migration" / "workspace").is_dir()


def test_rename_failure_exits_1_with_a_manual_hint(
    claw: Run, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = build_openclaw(tmp_path / "claw")

    def refuse(self: Path, target: Path) -> Path:
        raise PermissionError(13, "Permission denied")

    # a refused rename (root ignores folder permissions, so the refusal is injected)
    monkeypatch.setattr(Path, "rename", refuse)
    result = claw("cleanup", "--source", str(folder), "--yes")
    assert result.exit_code == 1
    assert "Permission denied" in result.stdout and f"mv '{folder}'" in result.stdout
    assert folder.is_dir()
