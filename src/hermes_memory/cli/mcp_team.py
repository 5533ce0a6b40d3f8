"""``hermes-memory --database URL mcp --http``: the team server's start-up.

With a PostgreSQL database in force (``--database``, ``$HERMES_MEMORY_DATABASE_URL`` or
``storage.url``) the MCP server serves every user added with ``users add``: each request
must carry one of their tokens. Any address may be bound, since nothing is served without
a token; ``--token`` (a single shared token) does not apply.
"""

from __future__ import annotations

import dataclasses
import logging
import sys
from pathlib import Path
from typing import Any

import click

from hermes_memory.cli.common import cli_database_option, fail, resolve_cli_home
from hermes_memory.errors import StorageURLError
from hermes_memory.mcp_server.http_guard import is_loopback
from hermes_memory.storage import Backend, backend_of, resolve_database_url


def team_database_url(home: Path | None) -> str | None:
    """The PostgreSQL URL in force, or None (the home's files); a bad URL is bad usage."""
    try:
        url = resolve_database_url(cli_database_option(), resolve_cli_home(home))
        return url if backend_of(url) is Backend.POSTGRES else None
    except StorageURLError as exc:
        raise click.UsageError(str(exc)) from exc


def serve_team(
    server: Any,
    url: str,
    *,
    home: Path | None,
    use_http: bool,
    host: str,
    port: int,
    idle_seconds: float | None,
    token_given: bool,
    allowed_hosts: tuple[str, ...],
    verbose: bool,
) -> None:
    """Run the team server until interrupted."""
    if not use_http:
        raise click.UsageError(
            "With a database the MCP server is the team server: add --http (each user"
            " connects with their own token)."
        )
    if token_given:
        raise click.UsageError(
            "--token is for a single-home server; team users have their own tokens"
            " (hermes-memory --database URL users add NAME)."
        )
    from hermes_memory.mcp_server.team import TeamService

    logging.basicConfig(
        level=logging.INFO if verbose else logging.WARNING,
        stream=sys.stderr,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    try:
        sock = server.bind_socket(host, port)
    except OSError as exc:
        fail(f"Cannot listen on {host}:{port}: {exc.strerror or exc}")
        raise AssertionError("unreachable") from exc  # fail() exits
    team = TeamService(url, resolve_cli_home(home), idle_timeout=idle_seconds)

    def announce(where: str) -> None:
        click.echo(f"hermes-memory team server listening on {where}", err=True)
        click.echo("Clients must send 'Authorization: Bearer <their token>'.", err=True)
        if not is_loopback(host):
            click.echo("This address may be reachable from other machines.", err=True)

    policy = dataclasses.replace(
        server.http_policy(sock, host, allowed_hosts=allowed_hosts),
        authenticate=team.authenticate,
    )
    try:
        server.run_http(team, sock, host=host, on_ready=announce, policy=policy)
    except KeyboardInterrupt:
        pass
    finally:
        team.close()
        sock.close()
