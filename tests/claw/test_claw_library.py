"""The migration as a library: ``migrate`` with a confirmation callback, and cleanup."""

from __future__ import annotations

from pathlib import Path

from claw_tree import build_openclaw, snapshot
from hermes_memory.claw import (
    Confirmation,
    MigrationSettings,
    Outcome,
    Preset,
    SkillConflict,
    find_candidates,
    find_source_root,
    migrate,
    rename,
)


def _settings(root: Path, home: Path, user_home: Path) -> MigrationSettings:
    return MigrationSettings(
        source=root,
        home=home,
        preset=Preset.FULL,
        skill_conflict=SkillConflict.RENAME,
        user_home=user_home,
    )


def test_declined_confirmation_writes_nothing(
    openclaw: Path, hermes_home: Path, user_home: Path, tmp_path: Path
) -> None:
    before = snapshot(tmp_path)
    seen: list[int] = []

    def decline(plan: dict[str, object]) -> Confirmation:
        seen.append(len(plan["items"]))  # type: ignore[arg-type]
        return Confirmation.NO

    outcome = migrate(_settings(openclaw, hermes_home, user_home), confirm=decline)
    assert outcome.outcome is Outcome.CANCELLED and outcome.exit_code == 0
    assert seen and outcome.applied is False
    assert snapshot(tmp_path) == before


def test_confirmed_apply_reports_progress_per_option(
    openclaw: Path, hermes_home: Path, user_home: Path
) -> None:
    labels: list[str] = []
    outcome = migrate(
        _settings(find_source_root(None, user_home), hermes_home, user_home),
        confirm=lambda plan: Confirmation.YES,
        progress=lambda spec, items: labels.append(spec.label),
    )
    assert outcome.outcome is Outcome.APPLIED and outcome.exit_code == 0
    assert labels[:4] == ["SOUL.md", "Workspace instructions", "MEMORY.md", "USER.md"]
    assert len(labels) == 35
    assert outcome.out_dir is not None and (outcome.out_dir / "summary.md").is_file()
    assert outcome.as_json()["outcome"] == "applied"


def test_cleanup_through_the_library(user_home: Path) -> None:
    build_openclaw(user_home / ".openclaw")
    [candidate] = find_candidates(None, user_home)
    assert candidate.new_path == user_home / ".openclaw.pre-migration"
    assert rename(candidate) and candidate.renamed
    assert candidate.new_path.is_dir() and not candidate.path.exists()
    assert find_candidates(None, user_home) == []
