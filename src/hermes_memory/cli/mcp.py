"""``hermes-memory mcp``: run the MCP server, and print client configuration for it.

``hermes-memory mcp`` serves over stdio (what desktop clients launch); ``--http`` serves
streamable HTTP on 127.0.0.1 (another address needs ``--allow-remote`` and a token; the
checks themselves are ``mcp_server/http_guard.py``). ``hermes-memory mcp config --client
NAME`` prints the JSON for an MCP client's settings. The ``mcp`` SDK is imported only when
serving.
"""

from __future__ import annotations

import importlib
import logging
import re
import shutil
import sys
from pathlib import Path
from typing import Any

import click
from click.core import ParameterSource

from hermes_memory.cli.common import echo_json, fail, handle_errors, home_option, resolve_cli_home
from hermes_memory.cli.mcp_team import serve_team, team_database_url
from hermes_memory.distribution import install_command
from hermes_memory.mcp_server.http_guard import TOKEN_ENV, is_loopback

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8765
SERVER_KEY = "hermes-memory"
MISSING_EXTRA = (
    "The MCP server needs the optional 'mcp' dependency. Install it with:\n"
    f"    {install_command('mcp')}"
)
_TOKEN = re.compile(r"[\x21-\x7e]+")
_SDK_MODULES = ("mcp", "mcp_types", "uvicorn", "anyio", "starlette", "pydantic")


def _load_server() -> Any:
    """``hermes_memory.mcp_server.server``, or a clear exit when the extra is missing."""
    try:
        return importlib.import_module("hermes_memory.mcp_server.server")
    except ModuleNotFoundError as exc:
        if (exc.name or "").split(".")[0] in _SDK_MODULES:
            fail(MISSING_EXTRA)
        raise


@click.group("mcp", invoke_without_command=True)
@home_option
@click.option("--http", "use_http", is_flag=True, help="Serve streamable HTTP, not stdio.")
@click.option("--host", default=DEFAULT_HOST, show_default=True, help="HTTP address to bind.")
@click.option("--port", type=click.IntRange(0, 65535), default=DEFAULT_PORT, show_default=True,
              help="HTTP port (0 picks a free one).")  # fmt: skip
@click.option(
    "--session-idle-minutes",
    type=click.FloatRange(min=0),
    default=30.0,
    show_default=True,
    help="Start a new session for a client after this long without a turn (0: never).",
)
@click.option(
    "--token",
    envvar=TOKEN_ENV,
    default=None,
    help=f"HTTP: every request must send 'Authorization: Bearer TOKEN' (or set ${TOKEN_ENV}).",
)
@click.option(
    "--allow-remote",
    is_flag=True,
    help="HTTP: allow a non-loopback --host (requires a token).",
)
@click.option(
    "--allowed-host",
    "allowed_hosts",
    multiple=True,
    metavar="NAME",
    help="HTTP: also accept this Host/Origin name, e.g. a reverse proxy's (repeatable).",
)
@click.option("-v", "--verbose", is_flag=True, help="Log to stderr at INFO level.")
@click.pass_context
@handle_errors
def mcp_command(
    ctx: click.Context,
    home: Path | None,
    use_http: bool,
    host: str,
    port: int,
    session_idle_minutes: float,
    token: str | None,
    allow_remote: bool,
    allowed_hosts: tuple[str, ...],
    verbose: bool,
) -> None:
    """Serve memory to MCP clients (stdio unless --http).

    Tools: memory, session_search, record_turn, start_session, end_session and the
    configured provider's tools. Resources: memory://snapshot/{memory,user,system-prompt}
    (frozen at start) and memory://live/{memory,user}.
    """
    if ctx.invoked_subcommand is not None:
        return
    team_url = team_database_url(home)
    if team_url is not None:  # a PostgreSQL database: the team server (cli/mcp_team.py)
        serve_team(
            _load_server(),
            team_url,
            home=home,
            use_http=use_http,
            host=host,
            port=port,
            idle_seconds=session_idle_minutes * 60.0 or None,
            token_given=ctx.get_parameter_source("token") is ParameterSource.COMMANDLINE,
            allowed_hosts=allowed_hosts,
            verbose=verbose,
        )
        return
    token = _check_http_options(ctx, use_http, host, token, allow_remote, allowed_hosts)
    server = _load_server()
    from hermes_memory.mcp_server.service import MemoryService

    # stdout is the protocol channel under stdio: every diagnostic goes to stderr.
    logging.basicConfig(
        level=logging.INFO if verbose else logging.WARNING,
        stream=sys.stderr,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    sock = None
    if use_http:
        try:
            sock = server.bind_socket(host, port)
        except OSError as exc:
            fail(f"Cannot listen on {host}:{port}: {exc.strerror or exc}")
    service = MemoryService.open(
        resolve_cli_home(home), idle_timeout=session_idle_minutes * 60.0 or None
    )
    try:
        if sock is not None:

            def announce(url: str) -> None:
                click.echo(f"hermes-memory MCP server listening on {url}", err=True)
                if token is not None:
                    click.echo("Clients must send 'Authorization: Bearer <token>'.", err=True)
                if not is_loopback(host):
                    click.echo(
                        "Warning: this address may be reachable from other machines.", err=True
                    )

            policy = server.http_policy(sock, host, token=token, allowed_hosts=allowed_hosts)
            server.run_http(service, sock, host=host, on_ready=announce, policy=policy)
        else:
            server.run_stdio(service)
    except KeyboardInterrupt:
        pass
    finally:
        service.close()
        if sock is not None:
            sock.close()


def _check_http_options(
    ctx: click.Context,
    use_http: bool,
    host: str,
    token: str | None,
    allow_remote: bool,
    allowed_hosts: tuple[str, ...],
) -> str | None:
    """The token to require (``None``: none); bad combinations are usage errors (exit 2)."""
    from_flag = ctx.get_parameter_source("token") is ParameterSource.COMMANDLINE
    if not use_http:
        if allow_remote or allowed_hosts or from_flag:
            raise click.UsageError("--token, --allow-remote and --allowed-host need --http.")
        return None  # $HERMES_MEMORY_TOKEN set for some other server does not matter here
    if token is not None and not _TOKEN.fullmatch(token):
        raise click.UsageError(
            f"The token (--token or ${TOKEN_ENV}) must be non-empty printable ASCII without "
            "spaces: it is sent in an HTTP header."
        )
    if not is_loopback(host) and not (allow_remote and token):
        missing = " and ".join(
            part
            for part, absent in (("--allow-remote", not allow_remote), ("a token", not token))
            if absent
        )
        raise click.UsageError(
            f"Refusing to listen on {host}: it is not a loopback address, so other machines "
            f"could reach your memory (missing: {missing}). A remote bind needs --allow-remote "
            f"and a token (--token or ${TOKEN_ENV}) that clients send as 'Authorization: "
            "Bearer <token>'; or use --host 127.0.0.1."
        )
    return token


# -- client configuration ---------------------------------------------------------------------

CLIENTS = ("claude-desktop", "cursor", "windsurf", "vscode", "claude-code", "generic")
_WHERE = {
    "claude-desktop": "Merge into claude_desktop_config.json (Claude Desktop → Settings → "
    "Developer → Edit Config), then restart Claude Desktop.",
    "cursor": "Merge into ~/.cursor/mcp.json (all projects) or .cursor/mcp.json (one project).",
    "windsurf": "Merge into ~/.codeium/windsurf/mcp_config.json.",
    "vscode": "Merge into .vscode/mcp.json in your workspace (or the user mcp.json).",
    "claude-code": "Register it with: claude mcp add-json hermes-memory '<this JSON>'",
    "generic": "Merge into your MCP client's mcpServers settings.",
}


def server_command() -> list[str]:
    """The absolute command that starts ``hermes-memory``, preferring this environment's."""
    beside = Path(sys.executable).parent / "hermes-memory"
    if beside.is_file():
        return [str(beside.absolute())]
    found = shutil.which("hermes-memory")
    if found:
        return [str(Path(found).absolute())]
    return [str(Path(sys.executable).absolute()), "-m", "hermes_memory.mcp_server"]


def client_config(
    client: str, home: Path, *, name: str = SERVER_KEY, url: str | None = None
) -> dict[str, Any]:
    """The configuration snippet for ``client`` (stdio unless ``url`` is given)."""
    command = server_command()
    launcher = command[1:] if command[1:] else []
    args = [*launcher, *([] if launcher else ["mcp"]), "--home", str(home.absolute())]
    stdio: dict[str, Any] = {"command": command[0], "args": args}
    if client == "vscode":
        entry = {"type": "http", "url": url} if url else {"type": "stdio", **stdio}
        return {"servers": {name: entry}}
    if client == "claude-code":
        return {"type": "http", "url": url} if url else {"type": "stdio", **stdio}
    if url:
        key = "serverUrl" if client == "windsurf" else "url"
        return {"mcpServers": {name: {key: url}}}
    return {"mcpServers": {name: stdio}}


@mcp_command.command("config")
@click.option(
    "--client",
    type=click.Choice(CLIENTS),
    default="claude-desktop",
    show_default=True,
    help="Which client's configuration format to print.",
)
@click.option("--name", default=SERVER_KEY, show_default=True, help="Server name in the config.")
@click.option(
    "--url",
    default=None,
    help="Point the client at a running `mcp --http` server (e.g. http://127.0.0.1:8765/mcp) "
    "instead of launching one over stdio.",
)
@click.option("--json", "as_json", is_flag=True, help="Print only the JSON (no hint).")
@home_option
@handle_errors
def config_command(
    client: str, name: str, url: str | None, as_json: bool, home: Path | None
) -> None:
    """Print the JSON that adds this server to an MCP client's configuration."""
    if url and client == "claude-desktop":
        raise click.UsageError(
            "Claude Desktop's config file launches stdio servers only; drop --url.",
        )
    home_path = resolve_cli_home(home).expanduser().absolute()
    echo_json(client_config(client, home_path, name=name, url=url))
    if not as_json:
        click.echo(_WHERE[client], err=True)
