"""The real terminal behind :class:`~hermes_memory.chat.repl.ChatIO`: stdin, stdout, stderr.

Line editing and history come from ``readline`` when stdin is a terminal; piped input
works the same way without it. Ctrl-C at the prompt leaves the chat like Ctrl-D.
"""

from __future__ import annotations

import contextlib
import sys

import click


class ConsoleIO:
    """Reads with ``input()`` and prints through click (so tests can capture it)."""

    def __init__(self) -> None:
        if sys.stdin.isatty():
            with contextlib.suppress(ImportError):
                import readline  # noqa: F401 - importing it turns on line editing for input()

    def read(self, prompt: str) -> str | None:
        try:
            return input(prompt)
        except (EOFError, KeyboardInterrupt):
            return None

    def write(self, text: str) -> None:
        click.echo(text, nl=False)
        sys.stdout.flush()

    def error(self, text: str) -> None:
        click.echo(text, err=True)
