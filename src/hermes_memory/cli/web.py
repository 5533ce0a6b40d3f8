"""``hermes-memory web``: serve the read-only inspector on 127.0.0.1 (default port 8766).

A non-loopback ``--host`` is refused unless ``--allow-remote`` is given, and then warned
about: the pages show private memory and history to anyone who can reach the port. The
``[web]`` extra (Starlette, Jinja2, uvicorn) is imported only here, when the command runs.
"""

from __future__ import annotations

import importlib
import socket
import threading
import webbrowser
from pathlib import Path
from typing import Any

import click

from hermes_memory.cli.common import handle_errors, home_option, resolve_cli_home
from hermes_memory.distribution import install_command
from hermes_memory.errors import RemoteBindRefusedError, WebExtraMissingError
from hermes_memory.mcp_server.http_guard import is_loopback

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8766
_EXTRA_MODULES = ("starlette", "jinja2", "uvicorn", "anyio", "markupsafe")
REMOTE_WARNING = (
    "Warning: serving on {host}, which other machines may reach. Anyone who can connect "
    "sees this home's memory and conversation history (secret values stay hidden). There "
    "is no login; put it behind something that has one."
)


def _import(name: str) -> Any:
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if (exc.name or "").split(".")[0] in _EXTRA_MODULES:
            raise WebExtraMissingError(
                f"The web inspector needs the optional 'web' dependencies: {install_command('web')}"
            ) from exc
        raise


def _listen(host: str, port: int) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
        sock.listen(128)
    except OSError as exc:
        sock.close()
        raise click.ClickException(
            f"cannot listen on {host}:{port}: {exc.strerror or exc}"
        ) from exc
    return sock


@click.command("web")
@click.option("--host", default=DEFAULT_HOST, show_default=True, help="Address to bind.")
@click.option("--port", type=click.IntRange(0, 65535), default=DEFAULT_PORT, show_default=True,
              help="Port (0 picks a free one).")  # fmt: skip
@click.option("--open", "open_browser", is_flag=True, help="Open the inspector in a browser.")
@click.option("--allow-remote", is_flag=True, help="Allow a non-loopback --host (warns).")
@home_option
@handle_errors
def web_command(
    host: str, port: int, open_browser: bool, allow_remote: bool, home: Path | None
) -> None:
    """Serve a read-only inspector of memory, sessions, skills and episodes in the browser."""
    loopback = is_loopback(host)
    if not loopback and not allow_remote:
        raise RemoteBindRefusedError(
            f"{host} is not a loopback address: the inspector shows private memory and "
            "history to anyone who can reach it. Pass --allow-remote to serve it there anyway."
        )
    path = resolve_cli_home(home)
    web = _import("hermes_memory.web")
    uvicorn = _import("uvicorn")
    # a loopback bind answers only requests naming it: a DNS-rebinding page names its own host
    names = web.app.LOOPBACK_NAMES | {host.strip("[]").lower()}
    app = web.create_app(path, allowed_hosts=names if loopback else None)
    sock = _listen(host, port)
    bound = sock.getsockname()[1]
    shown = f"[{host}]" if ":" in host else host
    url = f"http://{shown}:{bound}/"
    if not loopback:
        click.echo(REMOTE_WARNING.format(host=host), err=True)
    click.echo(f"hermes-memory inspector for {path}: {url}  (read-only; Ctrl-C stops it)")
    if open_browser:
        threading.Timer(0.3, webbrowser.open, args=(url,)).start()
    config = uvicorn.Config(app, log_level="warning", access_log=False, lifespan="off")
    uvicorn.Server(config).run(sockets=[sock])
