"""``hermes-memory --database URL import-home PATH`` and ``export-home PATH``: move a
Hermes home into one user's space in the PostgreSQL store, or write that space out as a
home Hermes can open. Idempotent (sessions already there are skipped), with progress on
stderr; ``--json`` prints the counts.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import cast

import click

from hermes_memory.auth import check_name
from hermes_memory.cli.common import (
    cli_database_option,
    echo_json,
    handle_errors,
    json_option,
    resolve_cli_home,
    usage_fail,
)
from hermes_memory.errors import StorageURLError
from hermes_memory.storage import Backend, backend_of, open_storage, resolve_database_url

NO_DATABASE = (
    "this command needs a PostgreSQL database: pass --database postgresql://... (or set"
    " $HERMES_MEMORY_DATABASE_URL, or storage.url in config.yaml)"
)


def _url(as_json: bool) -> str:
    try:
        url = resolve_database_url(cli_database_option(), resolve_cli_home(None))
        if backend_of(url) is Backend.POSTGRES:
            return str(url)
        usage_fail(NO_DATABASE, as_json=as_json)
    except StorageURLError as exc:
        usage_fail(str(exc), as_json=as_json)
    raise AssertionError("unreachable")  # usage_fail exits


def _progress(verb: str, quiet: bool) -> Callable[[int, int], None]:
    def report(done: int, total: int) -> None:
        if not quiet and (done == total or done % max(1, total // 20) == 0):
            click.echo(f"{verb} {done}/{total} sessions", err=True)

    return report


@click.command("import-home")
@click.argument("path", type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.option("--user", default=None, help="Whose space (a name from `users add`).")
@click.option("-q", "--quiet", is_flag=True, help="No progress lines.")
@json_option
@handle_errors
def import_home_command(path: Path, user: str | None, quiet: bool, as_json: bool) -> None:
    """Copy the Hermes home PATH (state.db, MEMORY.md, USER.md) into the database."""
    from hermes_memory.storage.postgres import PgMemoryStore
    from hermes_memory.storage.transfer import import_home

    storage = open_storage(_url(as_json), home=path, user=user and check_name(user))
    try:
        report = import_home(
            path,
            storage.sessions,
            cast(PgMemoryStore, storage.memory),
            progress=_progress("imported", quiet or as_json),
        )
    finally:
        storage.close()
    if as_json:
        echo_json({"success": True, "user": storage.owner, **report.as_dict()})
        return
    click.echo(
        f"Imported {report.sessions_copied} session(s) ({report.messages_copied} messages),"
        f" skipped {report.sessions_skipped} already there; curated entries added:"
        f" {report.entries_added}, refused: {report.entries_refused}."
    )


@click.command("export-home")
@click.argument("path", type=click.Path(file_okay=False, path_type=Path))
@click.option("--user", default=None, help="Whose space (a name from `users add`).")
@click.option("-q", "--quiet", is_flag=True, help="No progress lines.")
@json_option
@handle_errors
def export_home_command(path: Path, user: str | None, quiet: bool, as_json: bool) -> None:
    """Write the database's sessions and curated memory out as a Hermes home at PATH."""
    from hermes_memory.storage.postgres import PgMemoryStore
    from hermes_memory.storage.transfer import export_home

    storage = open_storage(_url(as_json), home=path, user=user and check_name(user))
    try:
        report = export_home(
            storage.sessions,
            cast(PgMemoryStore, storage.memory),
            path,
            progress=_progress("exported", quiet or as_json),
        )
    finally:
        storage.close()
    if as_json:
        echo_json({"success": True, "user": storage.owner, **report.as_dict()})
        return
    click.echo(
        f"Exported {report.sessions_copied} session(s) ({report.messages_copied} messages)"
        f" to {path}, skipped {report.sessions_skipped} already there."
    )
