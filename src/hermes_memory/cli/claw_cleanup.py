"""``hermes-memory claw cleanup`` (alias ``clean``): rename old OpenClaw folders to
``<name>.pre-migration`` once the migration is done. Dry-runnable; never deletes.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import click

from hermes_memory.claw import CleanupCandidate, find_candidates, rename
from hermes_memory.claw.running import openclaw_processes
from hermes_memory.cli.common import EXIT_REFUSED, echo_json, home_option
from hermes_memory.errors import SourceNotFoundError


def _describe(candidate: CleanupCandidate, say: Callable[[str], None]) -> None:
    say(f"\n{candidate.path}")
    if candidate.workspaces:
        say("  workspaces: " + "; ".join(candidate.workspaces))
    if candidate.state_files:
        more = f" and {candidate.more_state} more" if candidate.more_state else ""
        say("  state: " + ", ".join(candidate.state_files) + more)


def _ask(question: str, default: bool) -> bool:
    try:
        return click.confirm(question, default=default, err=True)
    except click.Abort:
        return False


@click.command("cleanup")
@click.option("--source", type=click.Path(path_type=Path), help="One specific folder.")
@click.option("--dry-run", is_flag=True, help="Say what would be renamed; rename nothing.")
@click.option("--yes", "-y", is_flag=True, help="Rename without asking.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON document on stdout.")
@home_option
def cleanup(
    source: Path | None, dry_run: bool, yes: bool, as_json: bool, home: Path | None
) -> None:
    """Rename old OpenClaw folders to <name>.pre-migration (undo: rename back)."""
    del home  # accepted like every command's; cleanup works on the OpenClaw folders only

    def say(line: str) -> None:
        click.echo(line, err=as_json)

    def finish(candidates: list[CleanupCandidate], message: str, code: int = 0) -> None:
        say(message)
        if as_json:
            echo_json(
                {
                    "dry_run": dry_run,
                    "renamed": sum(1 for c in candidates if c.renamed),
                    "directories": [c.as_dict() for c in candidates],
                    "message": message,
                }
            )
        sys.exit(code)

    try:
        candidates = find_candidates(source, Path.home())
    except SourceNotFoundError as exc:
        if as_json:
            echo_json({"success": False, "error": str(exc), "source": exc.source})
        else:
            click.echo(f"Error: {exc}", err=True)
        sys.exit(EXIT_REFUSED)
    if not candidates:
        finish([], "No OpenClaw directories found. Nothing to clean up.")
    interactive = sys.stdin.isatty()
    if (running := openclaw_processes()) and not dry_run:
        say(
            "OpenClaw appears to be running (" + ", ".join(running[:5]) + "). Archiving its "
            "folder while it runs may make it recreate an empty skeleton; stop the service first."
        )
        if not yes and (not interactive or not _ask("Continue anyway?", False)):
            finish(candidates, "Aborted; nothing was renamed.")
    for candidate in candidates:
        _describe(candidate, say)
        arrow = f"{candidate.path} → {candidate.new_path}"
        if dry_run:
            say(f"Would archive: {arrow}")
        elif not yes and not interactive:
            say(f"Would archive: {arrow} (run again with --yes to rename)")
        elif yes or _ask(f"Archive {candidate.path}?", True):
            if rename(candidate):
                say(f"Archived: {arrow}")
            else:
                say(f"Error: {candidate.error}")
        else:
            say("Skipped")
    renamed = sum(1 for c in candidates if c.renamed)
    failed = any(c.error for c in candidates)
    if dry_run:
        message = f"Dry run: {len(candidates)} director(ies) would be archived."
    elif renamed:
        message = (
            f"Cleaned up {renamed} OpenClaw director(ies): renamed, not deleted (rename "
            "back to undo)."
        )
    else:
        message = "No directory was archived."
    finish(candidates, message, EXIT_REFUSED if failed else 0)
