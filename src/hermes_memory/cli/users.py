"""``hermes-memory --database URL users add | list | revoke``: the team server's users.

``add`` prints the token once (only its hash is stored); ``list`` never shows a token;
``revoke`` stops a token at once and exits 1 for an unknown user. Users need a PostgreSQL
database: without one the command says so and exits 2.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path

import click

from hermes_memory.auth import UserDirectory
from hermes_memory.cli.common import (
    cli_database_option,
    echo_json,
    handle_errors,
    home_option,
    json_option,
    resolve_cli_home,
    usage_fail,
)
from hermes_memory.errors import StorageURLError
from hermes_memory.storage import Backend, backend_of, resolve_database_url

NO_DATABASE = (
    "users live in a PostgreSQL database: pass --database postgresql://... (or set"
    " $HERMES_MEMORY_DATABASE_URL, or storage.url in config.yaml)"
)


@contextmanager
def _directory(home: Path | None, as_json: bool) -> Iterator[UserDirectory]:
    from hermes_memory.storage.postgres import open_database

    try:
        url = resolve_database_url(cli_database_option(), resolve_cli_home(home))
        if backend_of(url) is not Backend.POSTGRES:
            usage_fail(NO_DATABASE, as_json=as_json)
    except StorageURLError as exc:
        usage_fail(str(exc), as_json=as_json)
        raise AssertionError("unreachable") from exc  # usage_fail exits
    database = open_database(str(url))
    try:
        yield UserDirectory(database)
    finally:
        database.close()


@click.group("users")
def users() -> None:
    """Users of the team server and their bearer tokens (PostgreSQL storage only)."""


@users.command("add")
@click.argument("name")
@home_option
@json_option
@handle_errors
def add_command(name: str, home: Path | None, as_json: bool) -> None:
    """Add NAME and print its token (shown this once; only a hash is kept)."""
    with _directory(home, as_json) as directory:
        token = directory.add(name)
    if as_json:
        echo_json({"user": name, "token": token})
        return
    click.echo(f"User {name} added. Token (shown once, keep it safe):\n{token}")


@users.command("list")
@home_option
@json_option
@handle_errors
def list_command(home: Path | None, as_json: bool) -> None:
    """List users (never their tokens)."""
    with _directory(home, as_json) as directory:
        found = directory.list()
    if as_json:
        echo_json({"users": [u.as_dict() for u in found], "count": len(found)})
        return
    if not found:
        click.echo("No users.")
    for user in found:
        since = datetime.fromtimestamp(user.created_at).strftime("%Y-%m-%d %H:%M")
        state = "active" if user.active else "revoked"
        click.echo(f"{user.name:<32} {state:<8} added {since}")


@users.command("revoke")
@click.argument("name")
@home_option
@json_option
@handle_errors
def revoke_command(name: str, home: Path | None, as_json: bool) -> None:
    """Revoke NAME's token now (exit 1 when no active user has this name)."""
    with _directory(home, as_json) as directory:
        directory.revoke(name)
    if as_json:
        echo_json({"success": True, "user": name, "revoked": True})
        return
    click.echo(f"User {name} revoked.")
