"""``hermes-memory skills curate``: run the skills curator now, or show / undo its work.

``curate`` runs the deterministic pass (stale, then archived; agent-created, unpinned
skills only) after a snapshot of ``skills/``; ``--dry-run`` shows the plan and writes
nothing; ``--consolidate`` adds the model's merge pass; ``--status`` shows
``.curator_state``; ``--rollback`` restores the newest snapshot. Exit 1 when refused.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

from hermes_memory.cli.common import (
    EXIT_REFUSED,
    echo_json,
    fail,
    handle_errors,
    home_option,
    json_option,
    resolve_cli_home,
    usage_fail,
)
from hermes_memory.cli.skills_usage import render_table
from hermes_memory.skills import SkillStore
from hermes_memory.skills.backups import snapshots
from hermes_memory.skills.curator import Consolidator, Curator, CuratorReport
from hermes_memory.skills.curator_state import CuratorOutcome


def _consolidator(home: Path, model: str | None, base_url: str | None) -> Consolidator:
    from hermes_memory.llm import OpenAICompatibleModel, resolve_settings  # only when asked
    from hermes_memory.review.consolidation import consolidator_for

    settings = resolve_settings(model=model, base_url=base_url, home=home)
    return consolidator_for(OpenAICompatibleModel(settings=settings))


def _status(curator: Curator) -> dict[str, Any]:
    config = curator.config
    why = curator.not_due()
    return {
        "success": True,
        "state": curator.state().as_dict(),
        "config": {
            "enabled": config.enabled,
            "interval_hours": config.interval_hours,
            "min_idle_hours": config.min_idle_hours,
            "stale_after_days": config.stale_after_days,
            "archive_after_days": config.archive_after_days,
            "consolidate": config.consolidate,
            "backup": {"enabled": config.backup_enabled, "keep": config.backup_keep},
        },
        "due": why is None,
        "not_due_reason": why,
        "snapshots": [str(p) for p in snapshots(curator.store.root)],
        "plan": [c.as_dict() for c in curator.plan()],
    }


def _print_report(report: CuratorReport) -> None:
    if report.changes:
        rows = [(c.name, c.action.value, f"{c.days_unused:g}") for c in report.changes]
        click.echo(render_table(("NAME", "ACTION", "DAYS UNUSED"), rows))
    else:
        click.echo("No skill needs the curator's attention.")
    for line in report.consolidation:
        click.echo(f"consolidation: {line}")
    if report.outcome is CuratorOutcome.DRY_RUN:
        click.echo("Dry run: nothing was written.")
    if report.backup:
        click.echo(f"Snapshot: {report.backup}")
    if report.reason:
        click.echo(report.reason)


@click.command("curate")
@click.option("--dry-run", is_flag=True, help="Show what would change; write nothing.")
@click.option("--consolidate", is_flag=True, help="Also let the model merge overlapping skills.")
@click.option("--status", is_flag=True, help="Show the last run, the settings and the plan.")
@click.option("--rollback", is_flag=True, help="Restore skills/ from the newest snapshot.")
@click.option("--model", default=None, help="Model for --consolidate (else config/env).")
@click.option("--base-url", default=None, help="Endpoint for --consolidate (else config/env).")
@home_option
@json_option
@handle_errors
def curate_command(
    dry_run: bool,
    consolidate: bool,
    status: bool,
    rollback: bool,
    model: str | None,
    base_url: str | None,
    home: Path | None,
    as_json: bool,
) -> None:
    """Tidy agent-created skills: mark stale, archive (never delete), snapshot first."""
    if sum((status, rollback, dry_run or consolidate)) > 1:
        usage_fail(
            "--status, --rollback and a run (--dry-run / --consolidate) go one at a time.",
            as_json=as_json,
        )
    resolved = resolve_cli_home(home)
    curator = Curator(SkillStore(resolved))
    if status:
        payload = _status(curator)
        if as_json:
            echo_json(payload)
            return
        state = payload["state"]
        click.echo(f"Last run: {state['last_run_at'] or 'never'} ({state['last_outcome'] or '-'})")
        click.echo(
            f"Due now: {'yes' if payload['due'] else 'no — ' + str(payload['not_due_reason'])}"
        )
        click.echo(
            f"Snapshots: {len(payload['snapshots'])}; planned changes: {len(payload['plan'])}"
        )
        return
    if rollback:
        report = curator.rollback()
    else:
        if not curator.config.enabled:
            fail(
                "The curator is disabled (curator.enabled: false in config.yaml).", as_json=as_json
            )
        wants = (consolidate or curator.config.consolidate) and not dry_run
        consolidator = _consolidator(resolved, model, base_url) if wants else None
        report = curator.run(dry_run=dry_run, consolidator=consolidator)
    if as_json:
        echo_json(report.as_dict())
    else:
        _print_report(report)
    if report.outcome is CuratorOutcome.FAILED:
        if as_json:
            sys.exit(EXIT_REFUSED)
        fail(f"The curator failed: {report.reason}")
