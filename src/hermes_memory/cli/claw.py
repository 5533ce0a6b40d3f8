"""``hermes-memory claw migrate | cleanup``: moving in from OpenClaw.

``migrate`` previews (``--dry-run``), refuses on conflicts without ``--overwrite``, asks
before applying (``--yes`` for scripts) and writes a redacted report and summary into the
output folder. ``cleanup`` renames old OpenClaw folders. Under ``--json`` stdout carries one
JSON document and every human line goes to stderr.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

from hermes_memory.claw import (
    Confirmation,
    MigrationSettings,
    Outcome,
    Preset,
    SkillConflict,
    find_source_root,
    migrate,
)
from hermes_memory.claw.options import OptionSpec
from hermes_memory.claw.running import openclaw_processes
from hermes_memory.cli import claw_render as render
from hermes_memory.cli.claw_cleanup import cleanup
from hermes_memory.cli.common import EXIT_REFUSED, echo_json, home_option, resolve_cli_home
from hermes_memory.errors import SourceNotFoundError

USAGE = (
    "Usage: hermes-memory claw migrate [OPTIONS]   bring an OpenClaw installation in\n"
    "       hermes-memory claw cleanup [OPTIONS]   rename old OpenClaw folders afterwards"
)


@click.group("claw", invoke_without_command=True)
@click.pass_context
def claw(ctx: click.Context) -> None:
    """Move in from OpenClaw (formerly Clawdbot / Moltbot): migrate, then cleanup."""
    if ctx.invoked_subcommand is None:
        click.echo(USAGE)


def _user_home() -> Path:
    return Path.home()


@claw.command("migrate")
@click.option("--source", type=click.Path(path_type=Path), help="The OpenClaw folder.")
@click.option("--dry-run", is_flag=True, help="Show the plan; write nothing.")
@click.option(
    "--preset",
    type=click.Choice([p.value for p in Preset]),
    default=Preset.FULL.value,
    show_default=True,
)
@click.option("--overwrite", is_flag=True, help="Replace existing targets that differ.")
@click.option("--migrate-secrets", is_flag=True, help="Import allowlisted provider API keys.")
@click.option("--no-backup", is_flag=True, help="Skip the pre-migration zip of the home.")
@click.option(
    "--workspace-target",
    type=click.Path(file_okay=False, path_type=Path),
    help="Folder that receives the workspace AGENTS.md.",
)
@click.option(
    "--skill-conflict",
    type=click.Choice([c.value for c in SkillConflict]),
    default=SkillConflict.SKIP.value,
    show_default=True,
)
@click.option("--yes", "-y", is_flag=True, help="Apply without asking.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON document on stdout.")
@home_option
def migrate_command(
    source: Path | None,
    dry_run: bool,
    preset: str,
    overwrite: bool,
    migrate_secrets: bool,
    no_backup: bool,
    workspace_target: Path | None,
    skill_conflict: str,
    yes: bool,
    as_json: bool,
    home: Path | None,
) -> None:
    """Import memory, profile, daily notes, SOUL.md, skills and (optionally) keys."""

    def say(line: str = "") -> None:
        click.echo(line, err=as_json)

    user_home = _user_home()
    try:
        root = find_source_root(source, user_home)
    except SourceNotFoundError as exc:
        if as_json:
            echo_json({"success": False, "error": str(exc), "source": exc.source})
        else:
            click.echo(f"Error: {exc}", err=True)
        sys.exit(EXIT_REFUSED)
    settings = MigrationSettings(
        source=root,
        home=resolve_cli_home(home).absolute(),
        preset=Preset(preset),
        overwrite=overwrite,
        migrate_secrets=migrate_secrets,
        backup=not no_backup,
        workspace_target=None
        if workspace_target is None
        else workspace_target.expanduser().absolute(),
        skill_conflict=SkillConflict(skill_conflict),
        user_home=user_home,
    )
    shown: list[bool] = []

    def show_plan(plan: dict[str, Any]) -> None:
        if not shown:
            shown.append(True)
            for line in render.report_lines(plan, plan=True):
                say(line)

    def confirm(plan: dict[str, Any]) -> Confirmation:
        show_plan(plan)
        if yes:
            return Confirmation.YES
        if not sys.stdin.isatty():
            return Confirmation.NON_INTERACTIVE
        try:
            ok = click.confirm("Apply this migration?", default=True, err=True)
        except click.Abort:
            return Confirmation.NO
        return Confirmation.YES if ok else Confirmation.NO

    def progress(spec: OptionSpec, items: list[Any]) -> None:
        say(render.progress_line(spec.label, items))

    for line in render.settings_lines(
        {
            "source_root": str(root),
            "target_root": str(settings.home),
            "preset": preset,
            "migrate_secrets": migrate_secrets,
            "skill_conflict_mode": skill_conflict,
            "workspace_target": settings.workspace_target,
        },
        overwrite,
    ):
        say(line)
    if not yes and not dry_run and sys.stdin.isatty() and (running := openclaw_processes()):
        say(
            f"OpenClaw appears to be running ({', '.join(running[:5])}); it may rewrite its "
            "workspace files while they are being imported. Stop it first."
        )
        try:
            go_on = click.confirm("Continue anyway?", default=False, err=True)
        except click.Abort:
            go_on = False
        if not go_on:
            say("Stopped; nothing was written.")
            sys.exit(0)
    result = migrate(
        settings,
        dry_run=dry_run,
        confirm=confirm,
        progress=progress,
        notify=say,
    )
    outcome = result.outcome
    if outcome is Outcome.APPLIED:
        for line in render.report_lines(result.report, plan=False):
            say(line)
        say(f"\nOutput folder: {result.out_dir}")
        say("Migration complete." if not result.exit_code else "Migration finished with errors.")
        items = result.report["items"]
        if any(i["kind"] == "provider-keys" and i["status"] == "skipped" for i in items):
            say("API keys were not migrated; re-run with --migrate-secrets to import them.")
    else:
        show_plan(result.plan)
        say("")
        say(_closing(outcome, result.plan, result.error))
    if as_json:
        echo_json(result.as_json())
    sys.exit(result.exit_code)


def _closing(outcome: Outcome, plan: dict[str, Any], error: str | None) -> str:
    conflicts = plan["summary"]["conflict"]
    messages = {
        Outcome.DRY_RUN: "Dry run only: nothing was written. Run again without --dry-run to apply.",
        Outcome.NOTHING_TO_MIGRATE: "Nothing to migrate: every target is already up to date.",
        Outcome.REFUSED_CONFLICTS: f"Refused: {conflicts} conflict(s). Re-run with "
        "--overwrite to replace them (or --skill-conflict rename for skills); --dry-run "
        "shows the full plan. Nothing was written.",
        Outcome.NOT_CONFIRMED: "Preview only (not an interactive session): run again with "
        "--yes to apply.",
        Outcome.CANCELLED: "Migration cancelled; nothing was written.",
        Outcome.BACKUP_FAILED: f"Error: {error}",
        Outcome.APPLY_FAILED: f"Error: the migration failed: {error}",
    }
    return messages.get(outcome, outcome.value)


claw.add_command(cleanup, "cleanup")
claw.add_command(cleanup, "clean")
