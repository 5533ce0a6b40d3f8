"""``hermes-memory <provider> …``: the active provider plugin's own command, bridged to click.

A plugin describes its command for ``argparse`` (``register_cli(parser)``, as in Hermes);
this module wraps it in a click command that hands every argument to that parser, then
calls the plugin's handler (``<name>_command(args)``, else a ``func`` the parser set).
A handler's integer return value is the exit status; an exception it raises becomes an
error message and exit status 1.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import click

from hermes_memory.cli.common import fail
from hermes_memory.paths import resolve_home
from hermes_memory.providers.plugins import PluginCommand, plugin_commands


def find_plugin_command(name: str, home: Path | None) -> click.Command | None:
    """The click command for ``name`` when it is the active provider's plugin command."""
    for entry in plugin_commands(resolve_home(home)):
        if entry.name == name:
            return _bridge(entry)
    return None


def plugin_command_names(home: Path | None) -> list[str]:
    return [entry.name for entry in plugin_commands(resolve_home(home))]


def _bridge(entry: PluginCommand) -> click.Command:
    @click.command(
        name=entry.name,
        help=entry.help,
        short_help=entry.help,
        add_help_option=False,  # --help goes to the plugin's own parser
        context_settings={"ignore_unknown_options": True, "allow_extra_args": True},
    )
    @click.argument("args", nargs=-1, type=click.UNPROCESSED)
    def command(args: tuple[str, ...]) -> None:
        parser = argparse.ArgumentParser(
            prog=f"hermes-memory {entry.name}", description=entry.description or entry.help
        )
        entry.setup_fn(parser)
        namespace = parser.parse_args(list(args))  # exits 2 with argparse's own message
        handler = entry.handler_fn or getattr(namespace, "func", None)
        if handler is None:
            parser.print_help()
            return
        try:
            status = handler(namespace)
        except Exception as exc:  # boundary: a plugin's handler; one line and exit 1
            fail(f"{entry.name}: {type(exc).__name__}: {exc}")
            return
        if isinstance(status, int) and not isinstance(status, bool) and status:
            sys.exit(status)

    return command
