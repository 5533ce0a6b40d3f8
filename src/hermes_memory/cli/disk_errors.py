"""The one place where a disk failure becomes a one-line message and exit status 1.

A full disk, a read-only home or a permission problem surfaces as an ``OSError`` or a
SQLite error from deep inside a command. The top-level group catches those, whichever
command raised them, and reports them like a refused operation (a JSON error under
``--json``, naming the kind of fault), never as a traceback. The writes themselves are
atomic or transactional, so a refused command has left no half-written file behind.
"""

from __future__ import annotations

import errno
import sqlite3
from typing import Any

import click

from hermes_memory.cli.common import fail
from hermes_memory.disk_faults import classify, describe

_WANTS_JSON = "hermes_memory.wants_json"


def wants_json(args: list[str]) -> bool:
    """True when ``--json`` is among the options (not after a ``--``)."""
    options = args[: args.index("--")] if "--" in args else args
    return "--json" in options


def report(exc: BaseException, *, as_json: bool) -> None:
    """Print ``exc`` as one line (or a JSON error) and exit with status 1."""
    fault = classify(exc)
    fail(describe(exc), as_json=as_json, fault=fault.value if fault else None)


class DiskErrorsGroup(click.Group):
    """A click group that turns any disk failure of its commands into exit status 1."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        # The subcommand's own context is gone by the time its error reaches this group,
        # so whether it asked for JSON is noted now, from the raw arguments.
        ctx.meta[_WANTS_JSON] = wants_json(args)
        return super().parse_args(ctx, args)

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except OSError as exc:
            if exc.errno == errno.EPIPE:
                raise  # a closed pipe (``| head``): click's own handling is right
            report(exc, as_json=bool(ctx.meta.get(_WANTS_JSON)))
        except sqlite3.Error as exc:
            if classify(exc) is None:
                raise  # a programming error is a bug: keep its traceback
            report(exc, as_json=bool(ctx.meta.get(_WANTS_JSON)))
        return None  # pragma: no cover - report() exits
