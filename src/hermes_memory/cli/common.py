"""Options, confirmation and error handling shared by every command group.

Library exceptions become exit status 1 with a clear message (or a JSON error object under
``--json``); usage errors exit 2, click's own and those a command finds by hand
(:func:`usage_fail`). Nothing else in ``cli/`` catches
:class:`~hermes_memory.errors.HermesMemoryError`.
"""

from __future__ import annotations

import functools
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, ParamSpec, TypeVar

import click

from hermes_memory.errors import HermesMemoryError
from hermes_memory.paths import resolve_home

P = ParamSpec("P")
R = TypeVar("R")

EXIT_OK = 0
EXIT_REFUSED = 1
EXIT_USAGE = 2
UNENCODABLE_ARGUMENT = (
    "An argument holds bytes that are not valid UTF-8 (or a lone surrogate); it cannot be "
    "stored or looked up. Pass it as UTF-8 text."
)


def home_option(func: Callable[P, R]) -> Callable[P, R]:
    """``--home PATH`` on a leaf command (the group-level ``--home`` is the fallback)."""
    return click.option(
        "--home",
        type=click.Path(file_okay=False, path_type=Path),
        default=None,
        help="Hermes home directory (overrides $HERMES_HOME).",
    )(func)


def json_option(func: Callable[P, R]) -> Callable[P, R]:
    """``--json``: print machine-readable JSON instead of text."""
    return click.option("--json", "as_json", is_flag=True, help="Print JSON.")(func)


def resolve_cli_home(home: Path | None) -> Path:
    """The home a command works on: its own ``--home``, the group's, then the default."""
    if home is not None:
        return home.expanduser()
    ctx = click.get_current_context(silent=True)
    while ctx is not None:
        if isinstance(ctx.obj, dict) and ctx.obj.get("home") is not None:
            return Path(ctx.obj["home"]).expanduser()
        ctx = ctx.parent
    return resolve_home(None)


def cli_database_option() -> str | None:
    """The group's ``--database URL`` (None when not given; the factory looks further)."""
    ctx = click.get_current_context(silent=True)
    while ctx is not None:
        if isinstance(ctx.obj, dict) and ctx.obj.get("database"):
            return str(ctx.obj["database"])
        ctx = ctx.parent
    return None


def cli_database_url(home: Path | None) -> str | None:
    """The PostgreSQL URL in force for a command (``--database``, the environment, then
    ``storage.url``), or None for the home's files; a URL we cannot use is bad usage."""
    from hermes_memory.errors import StorageURLError
    from hermes_memory.storage import Backend, backend_of, resolve_database_url

    try:
        url = resolve_database_url(cli_database_option(), resolve_cli_home(home))
        return url if backend_of(url) is Backend.POSTGRES else None
    except StorageURLError as exc:
        raise click.UsageError(str(exc)) from exc


def echo_json(data: Any) -> None:
    """Print one JSON document (non-ASCII kept readable)."""
    click.echo(json.dumps(data, ensure_ascii=False, indent=2, default=str))


def fail(message: str, *, as_json: bool = False, **extra: Any) -> None:
    """Report a refused operation and exit with status 1."""
    if as_json:
        echo_json({"success": False, "error": message, **extra})
    else:
        click.echo(f"Error: {message}", err=True)
    sys.exit(EXIT_REFUSED)


def usage_fail(message: str, *, as_json: bool = False, **extra: Any) -> None:
    """Report bad usage that click could not see (a malformed value) and exit with status 2."""
    if as_json:
        echo_json({"success": False, "error": message, "usage_error": True, **extra})
    else:
        click.echo(f"Error: {message}", err=True)
        click.echo("Try the command with --help for its usage.", err=True)
    sys.exit(EXIT_USAGE)


YES_ANSWERS = frozenset({"y", "yes"})


def confirm(question: str, *, err: bool = False) -> bool:
    """Ask a yes/no question (default no); ``y`` and ``yes`` in any case mean yes.

    End of input or Ctrl-C counts as no, so a piped or cancelled run changes nothing.
    """
    try:
        answer = click.prompt(
            f"{question} [y/N]", default="", show_default=False, err=err, prompt_suffix=" "
        )
    except click.Abort:
        click.echo("", err=err)
        return False
    return str(answer).strip().lower() in YES_ANSWERS


def handle_errors(func: Callable[P, R]) -> Callable[P, R]:
    """Turn library exceptions into exit status 1 (JSON error when ``as_json`` is set)."""

    @functools.wraps(func)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return func(*args, **kwargs)
        except HermesMemoryError as exc:
            fail(str(exc), as_json=bool(kwargs.get("as_json")))
            raise AssertionError("unreachable") from exc  # fail() exits
        except UnicodeEncodeError as exc:
            # undecodable argv bytes arrive as lone surrogates (surrogateescape) and surface
            # wherever the text is first encoded (SQLite, a file): that is bad usage
            if exc.reason != "surrogates not allowed":
                raise
            raise click.UsageError(UNENCODABLE_ARGUMENT) from exc

    return wrapper
