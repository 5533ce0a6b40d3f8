"""The ``hermes-memory`` command: a click group whose command groups load on demand.

Each command group lives in its own module (``cli/memory.py``, ``cli/sessions.py`` …) and is
imported only when invoked, so ``hermes-memory --help`` stays fast and an optional
dependency (mcp, httpx) is needed only by the command that uses it. Any other name is
looked up among the active provider plugin's commands (``cli/plugin_commands.py``); the
built-in names always win.
"""

from __future__ import annotations

import importlib
import importlib.util
from pathlib import Path
from typing import Any

import click

from hermes_memory import __version__
from hermes_memory.cli.disk_errors import DiskErrorsGroup

# command name -> "module:attribute" of a click.Command
_COMMANDS: dict[str, str] = {
    "memory": "hermes_memory.cli.memory:memory",
    "sessions": "hermes_memory.cli.sessions:sessions",
    "skills": "hermes_memory.cli.skills:skills",
    "providers": "hermes_memory.cli.providers:providers",
    "mcp": "hermes_memory.cli.mcp:mcp_command",
    "chat": "hermes_memory.cli.chat:chat_command",
    "doctor": "hermes_memory.cli.doctor:doctor",
    "episodes": "hermes_memory.cli.episodes:episodes",
    "working-memory": "hermes_memory.cli.working_memory:working_memory",
    "claw": "hermes_memory.cli.claw:claw",
    "eval": "hermes_memory.cli.eval:eval_group",
    "web": "hermes_memory.cli.web:web_command",
    "scan": "hermes_memory.cli.scan:scan_command",
    "users": "hermes_memory.cli.users:users",
    "import-home": "hermes_memory.cli.team_transfer:import_home_command",
    "export-home": "hermes_memory.cli.team_transfer:export_home_command",
}


def _plugin_commands() -> Any:
    return importlib.import_module("hermes_memory.cli.plugin_commands")


class LazyGroup(DiskErrorsGroup):
    """A group whose subcommands are imported the first time they are needed."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        available = [
            name
            for name, target in _COMMANDS.items()
            if importlib.util.find_spec(target.split(":")[0]) is not None
        ]
        plugins = _plugin_commands().plugin_command_names(ctx.params.get("home"))
        return sorted({*super().list_commands(ctx), *available, *plugins})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        target = _COMMANDS.get(cmd_name)
        if target is None:
            found = super().get_command(ctx, cmd_name)
            if found is None:
                found = _plugin_commands().find_plugin_command(cmd_name, ctx.params.get("home"))
            return found
        module_name, attribute = target.split(":")
        if importlib.util.find_spec(module_name) is None:
            return None
        command = getattr(importlib.import_module(module_name), attribute)
        if not isinstance(command, click.Command):  # pragma: no cover - programming error
            raise TypeError(f"{target} is not a click command")
        return command


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.option(
    "--home",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Hermes home directory (overrides $HERMES_HOME; default ~/.hermes).",
)
@click.option(
    "--database",
    metavar="URL",
    default=None,
    help="A postgresql:// URL: sessions and curated memory live in that database (overrides"
    " $HERMES_MEMORY_DATABASE_URL and storage.url in config.yaml).",
)
@click.version_option(__version__, prog_name="hermes-memory")
@click.pass_context
def main(ctx: click.Context, home: Path | None, database: str | None) -> None:
    """Memory for agents: curated notes, searchable session history, providers, MCP."""
    ctx.ensure_object(dict)
    ctx.obj["home"] = home
    ctx.obj["database"] = database
