"""``claw migrate`` end to end through the real command: discovery, the preview, the
apply's results on disk, re-runs, exit statuses and the output folder."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from claw_tree import MEMORY_MD, Run, build_openclaw, item_of, items_of, json_of, snapshot, write
from hermes_memory.curated.entries import parse_entries


def _apply(claw: Run, *args: str) -> dict[str, object]:
    result = claw("migrate", "--yes", "--json", *args)
    assert result.exit_code == 0, result.stderr
    return json_of(result.stdout)


def test_dry_run_writes_nothing_anywhere(
    claw: Run, openclaw: Path, tmp_path: Path, hermes_home: Path
) -> None:
    hermes_home.rmdir()  # a missing home must not be created by a preview either
    before = snapshot(tmp_path)
    result = claw("migrate", "--dry-run", "--migrate-secrets", "--json")
    assert result.exit_code == 0, result.stderr
    assert snapshot(tmp_path) == before
    assert not hermes_home.exists()
    report = json_of(result.stdout)
    assert report["outcome"] == "dry_run" and report["applied"] is False
    assert report["mode"] == "dry-run" and report["output_dir"] is None
    assert item_of(report, "memory")["status"] == "migrated"
    assert item_of(report, "memory")["details"]["added_entries"] == 5
    assert "without --dry-run" in result.stderr


def test_human_preview_has_a_table_of_counts_per_kind(claw: Run, openclaw: Path) -> None:
    result = claw("migrate", "--dry-run")
    assert result.exit_code == 0
    out = result.stdout
    assert "kind" in out and "migrated" in out and "conflict" in out
    table_row = next(line for line in out.splitlines() if line.startswith("skill "))
    assert table_row.split()[1] == "2"  # two workspace skills would be migrated
    assert "Would migrate" in out and "Skipped" in out
    assert "Memory:" in out and "over the 2,200-char limit" in out
    assert "Summary:" in out


def test_json_prints_exactly_one_document(claw: Run, openclaw: Path) -> None:
    result = claw("migrate", "--json", "--yes")
    assert result.exit_code == 0, result.stderr
    document = json.loads(result.stdout)  # the whole stdout parses as one document
    assert document["outcome"] == "applied"
    assert "Source:" in result.stderr and "Source:" not in result.stdout


def test_apply_results_on_disk(claw: Run, openclaw: Path, hermes_home: Path) -> None:
    report = _apply(claw)
    memory = (hermes_home / "memories" / "MEMORY.md").read_text(encoding="utf-8")
    entries = parse_entries(memory)
    assert entries[:5] == [
        "Environment: Production runs on Debian 12 with Python 3.11",
        "Environment: Hermes config lives in ~/.hermes/hermes.json",
        "Conventions: The team prefers small commits and reviews every change.",
        "Conventions > Lessons: Never deploy on Fridays",
        "Conventions > Lessons: Run the linter before pushing",
    ]
    assert "Daily note 3: shipped feature 3" in entries
    assert not any("not a bullet" in e or "ruff" in e or "not markdown" in e for e in entries)
    user = parse_entries((hermes_home / "memories" / "USER.md").read_text(encoding="utf-8"))
    assert user == [
        "Profile: Name: Dana",
        "Profile: Timezone: Europe/Berlin",
        "Profile: Prefers concise answers",
    ]
    soul = (hermes_home / "SOUL.md").read_text()
    assert soul == "# Soul\n\nYou are Hermes, a careful assistant.\n"
    imports = hermes_home / "skills" / "openclaw-imports"
    assert (imports / "deploy-checklist" / "SKILL.md").is_file()
    assert (imports / "code-review" / "references" / "notes.md").read_text() == (
        "Notes for code-review.\n"
    )
    assert (imports / "shared-helper" / "SKILL.md").is_file()
    assert (imports / "DESCRIPTION.md").is_file()
    assert not (imports / "loose-folder").exists()
    out = Path(str(report["output_dir"]))
    assert out.parent == hermes_home / "migration" / "openclaw"
    assert json.loads((out / "report.json").read_text()) == {
        k: v for k, v in report.items() if k not in ("outcome", "applied", "backup")
    }
    summary = (out / "summary.md").read_text()
    assert summary.startswith("# OpenClaw → Hermes migration report")
    assert "## Summary" in summary and "- migrated:" in summary
    assert "workspace-agents" in summary  # left out: no --workspace-target
    notes = (out / "MIGRATION_NOTES.md").read_text()
    assert "## Review the archive" in notes and "memory-backend-config.json" in notes
    assert "--workspace-target" in notes
    assert (out / "archive" / "workspace" / "TOOLS.md").read_text() == "# Tools\n\n- grep\n"
    assert (out / "archive" / "memory-backend-config.json").is_file()
    assert item_of(report, "daily-memory")["details"]["source_files"] == 3
    assert {i["kind"] for i in report["items"]} >= {"sensitive-skip", "raw-config-skip"}
    # nothing was written to .env or config.yaml by platform kinds
    assert not (hermes_home / ".env").exists()
    assert not (hermes_home / "config.yaml").exists()
    for kind in ("discord-settings", "gateway-config", "secret-settings"):
        assert item_of(report, kind)["status"] in ("skipped", "archived")
    # private data
    assert stat.S_IMODE(out.stat().st_mode) == 0o700
    assert stat.S_IMODE((out / "report.json").stat().st_mode) == 0o600
    assert stat.S_IMODE((hermes_home / "memories" / "MEMORY.md").stat().st_mode) == 0o600


def test_progress_line_per_kind_and_summary_when_applying(claw: Run, openclaw: Path) -> None:
    result = claw("migrate", "--yes")
    assert result.exit_code == 0, result.stderr
    assert "  MEMORY.md: 1 migrated" in result.stdout
    assert "  Daily memory files: 1 migrated" in result.stdout
    assert "  User skills: 3 migrated" in result.stdout
    assert "Output folder:" in result.stdout and "Migration complete." in result.stdout
    assert "--migrate-secrets" in result.stdout


def test_rerun_adds_nothing(claw: Run, openclaw: Path, hermes_home: Path) -> None:
    _apply(claw)
    memory = (hermes_home / "memories" / "MEMORY.md").read_bytes()
    second = claw("migrate", "--yes", "--json")
    assert second.exit_code == 0, second.stderr
    report = json_of(second.stdout)
    assert report["outcome"] == "nothing_to_migrate"
    assert report["summary"]["conflict"] == 0 and report["summary"]["migrated"] == 0
    assert item_of(report, "soul")["reason"] == "Target already matches"
    assert item_of(report, "memory")["reason"] == "No new entries to import"
    skills = items_of(report, "skill")
    assert all(i["reason"] == "Destination skill already matches" for i in skills)
    assert (hermes_home / "memories" / "MEMORY.md").read_bytes() == memory
    assert len(list((hermes_home / "migration" / "openclaw").iterdir())) == 1


def test_new_notes_are_added_on_the_next_run(claw: Run, openclaw: Path, hermes_home: Path) -> None:
    _apply(claw)
    write(openclaw / "workspace" / "memory" / "2026-02-01.md", "- A brand new fact\n")
    report = _apply(claw)
    daily = item_of(report, "daily-memory")
    assert daily["details"]["added_entries"] == 1 and daily["details"]["duplicate_entries"] == 6
    assert "A brand new fact" in (hermes_home / "memories" / "MEMORY.md").read_text()


def test_missing_source_exits_1_with_guidance_and_writes_nothing(
    claw: Run, user_home: Path, tmp_path: Path, hermes_home: Path
) -> None:
    hermes_home.rmdir()
    before = snapshot(tmp_path)
    result = claw("migrate", "--yes")
    assert result.exit_code == 1
    assert "not found" in result.stderr and "--source" in result.stderr
    assert "~/.openclaw" in result.stderr
    as_json = claw("migrate", "--yes", "--json", "--source", str(tmp_path / "nope"))
    assert as_json.exit_code == 1
    error = json_of(as_json.stdout)
    assert error["success"] is False and error["source"] == str(tmp_path / "nope")
    assert "not found" in error["error"]
    (tmp_path / "a-file").write_text("x")
    assert claw("migrate", "--source", str(tmp_path / "a-file")).exit_code == 1
    (tmp_path / "a-file").unlink()
    assert snapshot(tmp_path) == before


def test_bad_choices_are_usage_errors(claw: Run, openclaw: Path, tmp_path: Path) -> None:
    before = snapshot(tmp_path)
    assert claw("migrate", "--preset", "minimal").exit_code == 2
    assert claw("migrate", "--skill-conflict", "merge").exit_code == 2
    assert claw("migrate", "--no-such-option").exit_code == 2
    assert snapshot(tmp_path) == before


def test_without_yes_a_non_interactive_run_is_a_preview(
    claw: Run, openclaw: Path, tmp_path: Path
) -> None:
    before = snapshot(tmp_path)
    result = claw("migrate", "--json")
    assert result.exit_code == 0
    assert json_of(result.stdout)["outcome"] == "not_confirmed"
    assert "--yes" in result.stderr
    assert snapshot(tmp_path) == before


def test_discovery_order_and_legacy_names(claw: Run, user_home: Path) -> None:
    build_openclaw(user_home / ".moltbot")
    build_openclaw(user_home / ".clawdbot")
    report = json_of(claw("migrate", "--dry-run", "--json").stdout)
    assert report["source_root"] == str((user_home / ".clawdbot").resolve())


def test_source_option_expands_tilde(claw: Run, user_home: Path) -> None:
    build_openclaw(user_home / "old-claw")
    report = json_of(claw("migrate", "--dry-run", "--json", "--source", "~/old-claw").stdout)
    assert report["source_root"] == str((user_home / "old-claw").resolve())


def test_workspace_target_receives_agents_md(claw: Run, openclaw: Path, tmp_path: Path) -> None:
    target = tmp_path / "project" / "deep"
    dry = json_of(claw("migrate", "--dry-run", "--json", "--workspace-target", str(target)).stdout)
    assert item_of(dry, "workspace-agents")["status"] == "migrated"
    assert not target.exists()
    report = _apply(claw, "--workspace-target", str(target))
    assert item_of(report, "workspace-agents")["status"] == "migrated"
    agents = (target / "AGENTS.md").read_text()
    assert agents == "# Agents\n\nUse hermes conventions in this repo.\n"


def test_soul_conflict_refuses_then_overwrite_backs_up(
    claw: Run, openclaw: Path, hermes_home: Path, tmp_path: Path
) -> None:
    (hermes_home / "SOUL.md").write_text("my own soul\n")
    before = snapshot(tmp_path)
    refused = claw("migrate", "--yes", "--json")
    assert refused.exit_code == 1
    report = json_of(refused.stdout)
    assert report["outcome"] == "refused_conflicts"
    assert item_of(report, "soul")["status"] == "conflict"
    assert "--overwrite" in refused.stderr
    assert snapshot(tmp_path) == before
    applied = _apply(claw, "--overwrite")
    soul = item_of(applied, "soul")
    assert soul["status"] == "migrated"
    assert Path(soul["details"]["backup"]).read_text() == "my own soul\n"
    assert "You are Hermes" in (hermes_home / "SOUL.md").read_text()


def test_user_data_preset_leaves_keys_unselected(claw: Run, openclaw: Path) -> None:
    report = json_of(claw("migrate", "--dry-run", "--json", "--preset", "user-data").stdout)
    keys = item_of(report, "provider-keys")
    assert keys["status"] == "skipped" and keys["reason"] == "Not selected for this run"
    assert keys["details"]["option_label"] == "Provider API keys"
    assert len(report["selection"]["selected"]) == 33
    assert [a["id"] for a in report["selection"]["available"]][:4] == [
        "soul",
        "workspace-agents",
        "memory",
        "user-profile",
    ]


def test_two_runs_in_one_second_get_unique_output_folders(
    claw: Run, openclaw: Path, hermes_home: Path
) -> None:
    from hermes_memory.claw.engine import unique_output_dir

    first = unique_output_dir(hermes_home, "20260101T000000")
    second = unique_output_dir(hermes_home, "20260101T000000")
    assert first.name == "20260101T000000" and second.name == "20260101T000000-2"


def test_pre_migration_zip_and_no_backup(claw: Run, openclaw: Path, hermes_home: Path) -> None:
    (hermes_home / "config.yaml").write_text("memory:\n  memory_char_limit: 5000\n")
    report = _apply(claw)
    backup = Path(str(report["backup"]))
    assert backup.parent == hermes_home / "backups" and backup.name.startswith("pre-migration-")
    assert stat.S_IMODE(backup.stat().st_mode) == 0o600
    with zipfile.ZipFile(backup) as archive:
        assert archive.namelist() == ["config.yaml"]
    write(openclaw / "workspace" / "memory" / "2026-03-01.md", "- Another fact\n")
    assert _apply(claw, "--no-backup")["backup"] is None


def test_existing_memory_without_delimiters_is_one_entry_kept_exactly(
    claw: Run, openclaw: Path, hermes_home: Path
) -> None:
    mine = "My notes:\n```\ncode kept\n```\n| a | b |"
    write(hermes_home / "memories" / "MEMORY.md", mine)
    report = _apply(claw)
    assert item_of(report, "memory")["details"]["existing_entries"] == 1
    entries = parse_entries((hermes_home / "memories" / "MEMORY.md").read_text())
    assert entries[0] == mine
    backup = item_of(report, "memory")["details"]["backup"]
    assert Path(backup).read_text() == mine
    assert item_of(report, "daily-memory")["details"]["backup"] in ("", backup)


def test_unreadable_source_file_is_an_error_item_and_the_rest_runs(
    claw: Run, openclaw: Path, hermes_home: Path
) -> None:
    (openclaw / "workspace" / "USER.md").write_bytes(b"- caf\xe9 latin-1\n")
    result = claw("migrate", "--yes", "--json")
    assert result.exit_code == 1
    report = json_of(result.stdout)
    assert report["outcome"] == "applied"
    assert item_of(report, "user-profile")["status"] == "error"
    assert item_of(report, "memory")["status"] == "migrated"
    assert Path(str(report["output_dir"]), "report.json").is_file()


def test_custom_workspace_outside_the_source(claw: Run, user_home: Path, tmp_path: Path) -> None:
    root = user_home / ".openclaw"
    root.mkdir()
    custom = tmp_path / "elsewhere"
    write(custom / "MEMORY.md", MEMORY_MD)
    write(custom / "TOOLS.md", "# Tools\n")
    write(root / "openclaw.json", json.dumps({"agents": {"defaults": {"workspace": str(custom)}}}))
    report = _apply(claw)
    assert item_of(report, "memory")["source"] == str(custom / "MEMORY.md")
    archived = item_of(report, "archive")
    assert archived["destination"].endswith(os.path.join("archive", "workspace", "TOOLS.md"))
    assert Path(archived["destination"]).read_text() == "# Tools\n"
    assert (custom / "TOOLS.md").read_text() == "# Tools\n"


def test_claw_without_action_prints_usage(claw: Run) -> None:
    result = claw()
    assert result.exit_code == 0
    assert "migrate" in result.stdout and "cleanup" in result.stdout


# heavy: two CLI processes (28-35 s under load); the same flow runs in-process above and
# test_claw_edges.py keeps real CLI processes in the default run
@pytest.mark.heavy
def test_real_subprocess_dry_run_then_apply(
    openclaw: Path, hermes_home: Path, user_home: Path
) -> None:
    command = [sys.executable, "-c", "from hermes_memory.cli import main; main()"]
    env = {**os.environ, "HOME": str(user_home), "HERMES_HOME": str(hermes_home)}
    dry = subprocess.run(
        [*command, "claw", "migrate", "--dry-run", "--json"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert dry.returncode == 0, dry.stderr
    assert json.loads(dry.stdout)["outcome"] == "dry_run"
    assert not (hermes_home / "memories").exists()
    done = subprocess.run(
        [*command, "claw", "migrate", "--yes", "--json"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["outcome"] == "applied"
    assert "Environment:" in (hermes_home / "memories" / "MEMORY.md").read_text()


def test_an_unparsable_config_falls_back_to_the_next_legacy_name(
    claw: Run, user_home: Path
) -> None:
    root = user_home / ".openclaw"
    write(root / "workspace" / "MEMORY.md", "- fact\n")
    write(root / "openclaw.json", "{not json")
    write(root / "clawdbot.json", json.dumps({"memory": {"backend": "qmd"}}))
    report = json_of(claw("migrate", "--dry-run", "--json").stdout)
    assert item_of(report, "memory-backend")["status"] == "archived"


def test_one_unreadable_daily_note_does_not_hold_back_the_others(
    claw: Run, user_home: Path, hermes_home: Path
) -> None:
    notes = user_home / ".openclaw" / "workspace" / "memory"
    write(notes / "2026-01-01.md", "- good note\n")
    (notes / "2026-01-02.md").write_bytes(b"- caf\xe9\n")
    report = json_of(claw("migrate", "--yes", "--json").stdout)
    daily = item_of(report, "daily-memory")
    assert daily["status"] == "migrated"
    assert daily["details"]["unreadable_files"] == ["2026-01-02.md"]
    assert "good note" in (hermes_home / "memories" / "MEMORY.md").read_text()
    out = Path(report["output_dir"])
    archived = out / "archive" / "workspace" / "memory" / "2026-01-01.md"
    assert stat.S_IMODE(archived.stat().st_mode) == 0o600


def test_nice_to_have_kinds_are_archived_redacted_or_reported(
    claw: Run, openclaw: Path, hermes_home: Path
) -> None:
    write(openclaw / "exec-approvals.json", json.dumps({"allow": ["ls *"], "token": "t-123456789"}))
    write(openclaw / "workspace" / "tts" / "voice.txt", "voice")
    report = _apply(claw)
    allow = item_of(report, "command-allowlist")
    assert allow["status"] == "archived" and allow["source"].endswith("exec-approvals.json")
    archived = json.loads(Path(allow["destination"]).read_text())
    assert archived == {"exec-approvals": {"allow": ["ls *"], "token": "[redacted]"}}
    tts = item_of(report, "tts-assets")
    assert tts["status"] == "skipped" and "not supported" in tts["reason"]
    assert not (hermes_home / "tts").exists() and not (hermes_home / "config.yaml").exists()


def test_a_taken_output_folder_gets_a_suffix(
    claw: Run, openclaw: Path, hermes_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import time

    from hermes_memory.claw import flow

    fixed = time.mktime((2026, 3, 4, 5, 6, 7, 0, 0, -1))
    monkeypatch.setattr(flow, "wall_clock", lambda: fixed)
    taken = hermes_home / "migration" / "openclaw" / "20260304T050607"
    taken.mkdir(parents=True)
    (taken / "x").write_text("earlier run")
    report = _apply(claw)
    out = Path(report["output_dir"])
    assert out == taken.with_name("20260304T050607-2") and (out / "report.json").is_file()
    assert report["timestamp"] == "20260304T050607"
    assert (taken / "x").read_text() == "earlier run"
    assert sorted(p.name for p in taken.parent.iterdir()) == [taken.name, out.name]


def test_the_library_flow_takes_an_injected_clock(
    openclaw: Path, hermes_home: Path, user_home: Path
) -> None:
    import time

    from hermes_memory.claw import Confirmation, MigrationSettings, migrate

    fixed = time.mktime((2026, 3, 4, 5, 6, 7, 0, 0, -1))
    settings = MigrationSettings(source=openclaw, home=hermes_home, user_home=user_home)
    (hermes_home / "notes.txt").write_text("so the home has a file to zip")
    first = migrate(settings, confirm=lambda _p: Confirmation.YES, clock=lambda: fixed)
    assert first.out_dir is not None and first.out_dir.name == "20260304T050607"
    assert first.backup is not None and first.backup.name == "pre-migration-2026-03-04-050607.zip"
    write(openclaw / "workspace" / "memory" / "2026-02-01.md", "- A later note\n")
    second = migrate(settings, confirm=lambda _p: Confirmation.YES, clock=lambda: fixed)
    assert second.out_dir is not None and second.out_dir.name == "20260304T050607-2"
    assert second.backup is not None and second.backup.name.endswith("050607-2.zip")
