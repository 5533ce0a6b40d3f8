"""Running the selected options in Hermes's order, as a plan (nothing written) or an apply.

Each option runs in isolation (spec [H-14]): an exception becomes that option's ``error``
item and the next option still runs. The apply creates a unique output folder ([H-6]).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from hermes_memory.claw import archive, documents, memory_import, secrets, skills_import
from hermes_memory.claw.backups import ItemBackups
from hermes_memory.claw.context import RunContext
from hermes_memory.claw.discovery import OpenClawSource
from hermes_memory.claw.options import (
    CATALOGUE,
    NOT_SELECTED,
    Item,
    MigrationSettings,
    Mode,
    OptionSpec,
    Status,
)
from hermes_memory.curated.entries import Target
from hermes_memory.permissions import ensure_private_dir

logger = logging.getLogger("hermes_memory.claw")

Handler = Callable[[RunContext], list[Item]]
Progress = Callable[[OptionSpec, list[Item]], None]


def _one(handler: Callable[[RunContext], Item]) -> Handler:
    return lambda ctx: [handler(ctx)]


HANDLERS: dict[str, Handler] = {
    "soul": _one(documents.run_soul),
    "workspace-agents": _one(documents.run_workspace_agents),
    "memory": _one(lambda c: memory_import.run_single(c, "memory", "MEMORY.md", Target.MEMORY)),
    "user-profile": _one(
        lambda c: memory_import.run_single(c, "user-profile", "USER.md", Target.USER)
    ),
    "provider-keys": secrets.run_provider_keys,
    "skills": skills_import.run_skills,
    "shared-skills": skills_import.run_shared_skills,
    "daily-memory": _one(memory_import.run_daily),
    "archive": archive.run_archive,
    "memory-backend": _one(archive.run_memory_backend),
}


@dataclass
class RunResult:
    """The items of one plan or apply, with what the report needs about the run."""

    settings: MigrationSettings
    mode: Mode
    items: list[Item]
    warnings: list[str]
    timestamp: str
    out_dir: Path | None = None
    secrets: list[str] = field(default_factory=list)

    def count(self, status: Status) -> int:
        return sum(1 for item in self.items if item.status is status)


def _handler(option: str) -> Handler:
    found = HANDLERS.get(option)
    if found is not None:
        return found
    return lambda ctx: [archive.run_unsupported(ctx, option)]


def run_options(ctx: RunContext, progress: Progress | None = None) -> list[Item]:
    items: list[Item] = []
    for spec in CATALOGUE:
        if spec.id not in ctx.settings.selected:
            label = {"option_label": spec.label}
            items.append(Item(spec.id, None, None, Status.SKIPPED, NOT_SELECTED, label))
            continue
        try:
            produced = _handler(spec.id)(ctx)
        except Exception as exc:  # boundary: one option's failure must not end the run
            logger.warning("claw migrate: option %s failed: %s", spec.id, exc)
            produced = [Item(spec.id, None, None, Status.ERROR, f"{type(exc).__name__}: {exc}")]
        items.extend(produced)
        if progress is not None:
            progress(spec, produced)
    return items


def unique_output_dir(home: Path, stamp: str) -> Path:
    """``<home>/migration/openclaw/<stamp>``, or ``-2``, ``-3``… when taken (spec [H-6])."""
    parent = ensure_private_dir(home / "migration" / "openclaw")
    counter = 1
    while True:
        name = stamp if counter == 1 else f"{stamp}-{counter}"
        try:
            (parent / name).mkdir(0o700)
        except FileExistsError:
            counter += 1
            continue
        return parent / name


def run(
    settings: MigrationSettings,
    mode: Mode,
    *,
    progress: Progress | None = None,
    warnings: list[str] | None = None,
    now: float | None = None,
) -> RunResult:
    """Plan (``Mode.DRY_RUN``: nothing written) or apply the selected options."""
    stamp = time.strftime("%Y%m%dT%H%M%S", time.localtime(now))
    source = OpenClawSource.open(settings.source)
    ctx = RunContext(settings, source, mode, warnings=list(warnings or []))
    if mode is Mode.EXECUTE:
        ctx.out_dir = unique_output_dir(settings.home, stamp)
        ctx.backups = ItemBackups(ctx.out_dir)
    items = run_options(ctx, progress)
    if any(item.status is Status.ERROR for item in items):
        ctx.warn("Some items failed; inspect the errors below and re-run the migration.")
    if any(item.status is Status.CONFLICT for item in items):
        ctx.warn("Some targets already exist and differ; re-run with --overwrite to replace them.")
    return RunResult(settings, mode, items, ctx.warnings, stamp, ctx.out_dir, ctx.known_secrets())
