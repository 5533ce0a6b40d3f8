"""The curator (skills.md §8): keeps agent-created skills tidy without losing anything.

A deterministic pass over ``.usage.json``: an agent-created, unpinned skill untouched for
``stale_after_days`` is marked ``stale``, for ``archive_after_days`` archived to
``.archive/`` (recoverable; nothing is ever erased); a stale skill used again is active
once more. Bundled, hub, hand-written, provider and pinned skills are never touched. A real
run snapshots ``skills/`` first; a dry run writes nothing. An optional consolidation step
(a model run, given by the caller) follows the deterministic pass.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from enum import StrEnum
from typing import Any

from hermes_memory.errors import HermesMemoryError
from hermes_memory.skills.backups import restore_latest, snapshot
from hermes_memory.skills.curator_state import CuratorConfig, CuratorOutcome, CuratorState
from hermes_memory.skills.store import SkillStore

logger = logging.getLogger(__name__)

AGENT = "agent"
Consolidator = Callable[[SkillStore], list[str]]
"""A consolidation run: merges overlapping agent skills, returns what it did (lines)."""


class CuratorAction(StrEnum):
    MARK_STALE = "mark_stale"
    ARCHIVE = "archive"
    REACTIVATE = "reactivate"


@dataclass(frozen=True)
class CuratorChange:
    name: str
    action: CuratorAction
    days_unused: float

    def as_dict(self) -> dict[str, Any]:
        return {"name": self.name, "action": self.action.value, "days_unused": self.days_unused}


@dataclass(frozen=True)
class CuratorReport:
    """What a run did (or, dry, would do)."""

    outcome: CuratorOutcome
    changes: list[CuratorChange] = field(default_factory=list)
    backup: str | None = None
    consolidation: list[str] = field(default_factory=list)
    reason: str | None = None

    def counts(self) -> dict[str, int]:
        counts = {action.value: 0 for action in CuratorAction}
        for change in self.changes:
            counts[change.action.value] += 1
        return counts

    def as_dict(self) -> dict[str, Any]:
        return {
            "success": self.outcome is not CuratorOutcome.FAILED,
            "outcome": self.outcome.value,
            "dry_run": self.outcome is CuratorOutcome.DRY_RUN,
            "changes": [c.as_dict() for c in self.changes],
            "counts": self.counts(),
            "backup": self.backup,
            "consolidation": self.consolidation,
            "reason": self.reason,
        }


def _when(value: object) -> datetime | None:
    if not isinstance(value, str):
        return None
    try:
        parsed = datetime.fromisoformat(value)
    except ValueError:
        return None
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)


def last_touched(record: dict[str, Any]) -> datetime | None:
    """The newest use, view or patch of a skill; its creation when it was never touched."""
    touched = [_when(record.get(k)) for k in ("last_used_at", "last_viewed_at", "last_patched_at")]
    found = [t for t in touched if t is not None]
    return max(found) if found else _when(record.get("created_at"))


class Curator:
    """The curator of one home's skills; ``now`` is its clock (fixed in tests)."""

    def __init__(
        self,
        store: SkillStore,
        config: CuratorConfig | None = None,
        *,
        now: Callable[[], datetime] | None = None,
    ) -> None:
        self.store = store
        self.config = config or CuratorConfig.load(store.home)
        self.now = now or (lambda: datetime.now(UTC))

    def state(self) -> CuratorState:
        return CuratorState.load(self.store.root)

    def not_due(self, last_activity: datetime | None = None) -> str | None:
        """Why an automatic run should not start now, or ``None`` when it is due."""
        if not self.config.enabled:
            return "the curator is disabled (curator.enabled: false)"
        if not self.store.root.is_dir():
            return "there is no skills folder yet"
        now = self.now()
        last = _when(self.state().last_run_at)
        if last is not None and now - last < timedelta(hours=self.config.interval_hours):
            return f"the last run ({last.isoformat()}) is within interval_hours"
        if last_activity is not None:
            active = last_activity if last_activity.tzinfo else last_activity.replace(tzinfo=UTC)
            if now - active < timedelta(hours=self.config.min_idle_hours):
                return "the agent has not been idle for min_idle_hours"
        return None

    def plan(self) -> list[CuratorChange]:
        """The deterministic pass's changes, nothing written."""
        records = self.store.usage.load()
        now, changes = self.now(), []
        stale, archive = self.config.stale_after_days, self.config.archive_after_days
        for location in self.store.locations():
            record = records.get(location.name, {})
            if location.provider or record.get("created_by") != AGENT or record.get("pinned"):
                continue
            touched = last_touched(record)
            if touched is None:
                continue
            days = round((now - touched).total_seconds() / 86400, 2)
            state = record.get("state")
            if days >= archive:
                changes.append(CuratorChange(location.name, CuratorAction.ARCHIVE, days))
            elif days >= stale and state != "stale":
                changes.append(CuratorChange(location.name, CuratorAction.MARK_STALE, days))
            elif days < stale and state == "stale":
                changes.append(CuratorChange(location.name, CuratorAction.REACTIVATE, days))
        return changes

    def run(
        self, *, dry_run: bool = False, consolidator: Consolidator | None = None
    ) -> CuratorReport:
        """One pass: snapshot (unless dry or backups are off), apply the plan, consolidate."""
        changes = self.plan()
        if dry_run:
            return CuratorReport(CuratorOutcome.DRY_RUN, changes)
        root, backup = self.store.root, None
        try:
            if self.config.backup_enabled and root.is_dir():
                backup = str(snapshot(root, self.now(), self.config.backup_keep))
            done = [c for c in changes if self._apply(c)]
            lines = consolidator(self.store) if consolidator is not None else []
            report = CuratorReport(CuratorOutcome.COMPLETED, done, backup, lines)
        except (HermesMemoryError, OSError) as exc:
            logger.warning("the skills curator failed: %s", exc)
            report = CuratorReport(CuratorOutcome.FAILED, [], backup, reason=str(exc))
        self._record(report)
        return report

    def _apply(self, change: CuratorChange) -> bool:
        usage = self.store.usage
        if change.action is CuratorAction.MARK_STALE:
            usage.update(change.name, state="stale")
        elif change.action is CuratorAction.REACTIVATE:
            usage.update(change.name, state="active")
        else:
            try:
                self.store.delete(change.name)
            except HermesMemoryError as exc:  # pinned or gone since the plan: leave it
                logger.info("curator left %s alone: %s", change.name, exc)
                return False
        return True

    def rollback(self) -> CuratorReport:
        """Put ``skills/`` back as the newest snapshot holds it."""
        restored, safety = restore_latest(self.store.root, self.now(), self.config.backup_keep)
        report = CuratorReport(
            CuratorOutcome.ROLLED_BACK,
            backup=str(restored),
            reason=(f"The state before the rollback was saved to {safety}."),
        )
        self._record(report, run=False)
        return report

    def _record(self, report: CuratorReport, *, run: bool = True) -> None:
        state = self.state()
        if run:
            state.last_run_at = self.now().astimezone(UTC).isoformat(timespec="seconds")
            state.runs += 1
            state.last_counts = report.counts()
        state.last_outcome = report.outcome.value
        state.last_backup = report.backup
        state.last_error = report.reason if report.outcome is CuratorOutcome.FAILED else None
        try:
            state.save(self.store.root)
        except OSError as exc:
            logger.warning("could not save the curator state: %s", exc)
