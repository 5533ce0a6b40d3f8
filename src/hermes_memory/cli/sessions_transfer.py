"""``hermes-memory sessions import | export``: conversations into and out of state.db.

``import`` reads OpenAI-style JSONL, ChatGPT or Claude exports (``.json`` or ``.zip``) or
another state.db and is the one session command that creates the database; ``export`` writes
JSONL (re-importable) or Markdown to stdout or to a private file.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

from hermes_memory.cli.common import echo_json, handle_errors, home_option, json_option, usage_fail
from hermes_memory.cli.sessions_fresh import open_store
from hermes_memory.cli.sessions_render import render_import
from hermes_memory.sessions.transfer import (
    DuplicatePolicy,
    ExportFormat,
    ImportFormat,
    export_sessions,
    export_to_file,
    read_import,
    select_sessions,
    write_import,
)


@click.command("import")
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option(
    "--format",
    "fmt",
    type=click.Choice([f.value for f in ImportFormat]),
    default=None,
    help="Input format (detected when omitted).",
)
@click.option(
    "--on-duplicate",
    type=click.Choice([p.value for p in DuplicatePolicy]),
    default="skip",
    show_default=True,
    help="A session id already in the database: skip it, or refuse all.",
)
@click.option("--progress/--no-progress", default=None, help="Progress bar (default: on a TTY).")
@json_option
@home_option
@handle_errors
def import_cmd(
    file: Path,
    fmt: str | None,
    on_duplicate: str,
    progress: bool | None,
    as_json: bool,
    home: Path | None,
) -> None:
    """Import FILE: OpenAI-style JSONL, ChatGPT or Claude exports, or another state.db."""
    parsed = read_import(file, fmt)
    show_bar = progress if progress is not None else (not as_json and sys.stderr.isatty())
    with open_store(home, as_json, create=True, files_only="sessions import") as db:
        if show_bar:
            with click.progressbar(
                length=max(1, parsed.message_count), label="Importing", file=sys.stderr
            ) as bar:
                report = write_import(
                    db, parsed, on_duplicate=DuplicatePolicy(on_duplicate), progress=bar.update
                )
        else:
            report = write_import(db, parsed, on_duplicate=DuplicatePolicy(on_duplicate))
    data = {"success": True, "file": str(file), **report.as_dict()}
    if as_json:
        echo_json(data)
    else:
        render_import(data)


@click.command("export")
@click.argument("session_id", required=False)
@click.option("--all", "all_sessions", is_flag=True, help="Export every session.")
@click.option("--lineage", is_flag=True, help="Export SESSION_ID's whole lineage.")
@click.option(
    "--format",
    "fmt",
    type=click.Choice([f.value for f in ExportFormat]),
    default="jsonl",
    show_default=True,
)
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path), default=None)
@json_option
@home_option
@handle_errors
def export(
    session_id: str | None,
    all_sessions: bool,
    lineage: bool,
    fmt: str,
    output: Path | None,
    as_json: bool,
    home: Path | None,
) -> None:
    """Write sessions as JSONL (re-importable) or Markdown, to a file or stdout."""
    if bool(session_id) == all_sessions:
        usage_fail("give a SESSION_ID or --all (not both)", as_json=as_json)
    if as_json and output is None:
        usage_fail("--json reports on a file export; add -o FILE", as_json=True)
    with open_store(home, as_json, files_only="sessions export") as db:
        chosen = select_sessions(db, session_id, all_sessions=all_sessions, lineage=lineage)
        if output is None:
            export_sessions(db, chosen, ExportFormat(fmt), sys.stdout)
            return
        written = export_to_file(db, chosen, ExportFormat(fmt), output)
    data: dict[str, Any] = {
        "success": True,
        "file": str(output),
        "format": fmt,
        "sessions": len(chosen),
        "messages": written,
    }
    if as_json:
        echo_json(data)
    else:
        click.echo(f"Exported {len(chosen)} session(s), {written} message(s) to {output}")
