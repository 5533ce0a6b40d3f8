"""The ``claw migrate`` flow (spec §5): plan, then stop (dry run, nothing to migrate,
conflicts without ``--overwrite``, not confirmed) or back up the home and apply.

The front-end supplies the confirmation and the progress callback; this module decides
the outcome and writes the output folder. A plan writes nothing anywhere ([H-3]).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

from hermes_memory.atomic import atomic_write_text
from hermes_memory.claw import engine
from hermes_memory.claw.backups import write_home_zip
from hermes_memory.claw.options import MigrationSettings, Mode, Status
from hermes_memory.claw.report import (
    build_report,
    notes_markdown,
    report_json,
    summary_markdown,
)
from hermes_memory.claw.running import running_warnings
from hermes_memory.errors import MigrationBackupError


class Outcome(StrEnum):
    APPLIED = "applied"
    DRY_RUN = "dry_run"
    NOTHING_TO_MIGRATE = "nothing_to_migrate"
    REFUSED_CONFLICTS = "refused_conflicts"
    NOT_CONFIRMED = "not_confirmed"
    CANCELLED = "cancelled"
    BACKUP_FAILED = "backup_failed"
    APPLY_FAILED = "apply_failed"


class Confirmation(StrEnum):
    YES = "yes"
    NO = "no"
    NON_INTERACTIVE = "non_interactive"


@dataclass
class MigrationOutcome:
    outcome: Outcome
    report: dict[str, Any]
    plan: dict[str, Any]
    applied: bool = False
    backup: Path | None = None
    out_dir: Path | None = None
    error: str | None = None

    @property
    def exit_code(self) -> int:
        if self.outcome in (Outcome.REFUSED_CONFLICTS, Outcome.BACKUP_FAILED):
            return 1
        if self.outcome is Outcome.APPLY_FAILED:
            return 1
        if self.outcome is Outcome.APPLIED and self.report["summary"]["error"]:
            return 1
        return 0

    def as_json(self) -> dict[str, Any]:
        return {
            **self.report,
            "outcome": self.outcome.value,
            "applied": self.applied,
            "backup": None if self.backup is None else str(self.backup),
        }


Confirm = Callable[[dict[str, Any]], Confirmation]
Notify = Callable[[str], None]
Clock = Callable[[], float]


def wall_clock() -> float:
    """The default clock (seconds since the epoch); tests inject a fixed one instead."""
    return time.time()


def _write_output(result: engine.RunResult, report: dict[str, Any]) -> None:
    assert result.out_dir is not None
    atomic_write_text(result.out_dir / "report.json", report_json(report), private=True)
    atomic_write_text(result.out_dir / "summary.md", summary_markdown(report), private=True)
    notes = notes_markdown(report)
    atomic_write_text(result.out_dir / "MIGRATION_NOTES.md", notes, private=True)


def migrate(
    settings: MigrationSettings,
    *,
    dry_run: bool = False,
    confirm: Confirm = lambda plan: Confirmation.NON_INTERACTIVE,
    progress: engine.Progress | None = None,
    notify: Notify = lambda message: None,
    clock: Clock | None = None,
) -> MigrationOutcome:
    """Run the whole flow; the outcome says where it stopped and why. ``clock`` names the
    output folder, the report's timestamp and the pre-migration zip (default: the wall)."""
    now = (clock or wall_clock)()
    warnings = running_warnings(settings.home)
    planned = engine.run(settings, Mode.DRY_RUN, warnings=warnings, now=now)
    plan = build_report(planned)
    if dry_run:
        return MigrationOutcome(Outcome.DRY_RUN, plan, plan)
    migrated = planned.count(Status.MIGRATED)
    conflicts = planned.count(Status.CONFLICT)
    if not migrated and not conflicts:
        return MigrationOutcome(Outcome.NOTHING_TO_MIGRATE, plan, plan)
    if conflicts and not settings.overwrite:
        return MigrationOutcome(Outcome.REFUSED_CONFLICTS, plan, plan)
    answer = confirm(plan)
    if answer is Confirmation.NON_INTERACTIVE:
        return MigrationOutcome(Outcome.NOT_CONFIRMED, plan, plan)
    if answer is Confirmation.NO:
        return MigrationOutcome(Outcome.CANCELLED, plan, plan)
    backup: Path | None = None
    if settings.backup:
        try:
            backup = write_home_zip(settings.home, now=now)
        except MigrationBackupError as exc:
            return MigrationOutcome(Outcome.BACKUP_FAILED, plan, plan, error=str(exc))
        if backup is not None:
            notify(
                f"Pre-migration backup: {backup} ({backup.stat().st_size:,} bytes); to "
                "restore, unzip it into the home."
            )
    try:
        applied = engine.run(settings, Mode.EXECUTE, progress=progress, warnings=warnings, now=now)
    except OSError as exc:  # the output folder itself could not be made; options isolate
        return MigrationOutcome(Outcome.APPLY_FAILED, plan, plan, backup=backup, error=str(exc))
    report = build_report(applied)
    _write_output(applied, report)
    return MigrationOutcome(
        Outcome.APPLIED, report, plan, applied=True, backup=backup, out_dir=applied.out_dir
    )
