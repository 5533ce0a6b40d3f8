"""A provider plugin's own command (spec §7.4): discovered for the active provider only,
``cli.py`` imported alone, argparse bridged to click, and the real load still working."""

from __future__ import annotations

import json
import sys
import textwrap
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from hermes_memory.cli import main
from hermes_memory.config import save_raw_config
from hermes_memory.providers.plugins.commands import discover_plugin_cli_commands
from hermes_memory.providers.plugins.discovery import load_memory_provider
from hermes_memory.providers.plugins.loading import user_module_name

INIT = """
from typing import Any

from hermes_memory.providers.base import MemoryProvider

from . import state

state.INIT_RAN = True


class GadgetProvider(MemoryProvider):
    name = "gadget"

    def is_available(self) -> bool:
        return True

    def initialize(self, session_id: str, **kwargs: Any) -> None:
        pass

    def get_tool_schemas(self) -> list[dict[str, Any]]:
        return []


def register(ctx):
    ctx.register_memory_provider(GadgetProvider())
"""

STATE = "INIT_RAN = False\n"

CLI = """
from .greeting import greet


def register_cli(parser):
    sub = parser.add_subparsers(dest="action")
    hello = sub.add_parser("hello", help="say hello")
    hello.add_argument("--who", default="world")
    sub.add_parser("boom", help="fail")
    sub.add_parser("status", help="exit 3")


def gadget_command(args):
    if args.action == "hello":
        print(greet(args.who))
        return 0
    if args.action == "boom":
        raise RuntimeError("the gadget broke")
    if args.action == "status":
        return 3
    print("no action")
    return 0
"""

GREETING = """
def greet(who):
    return f"hello, {who}, from gadget"
"""


@pytest.fixture
def gadget(hermes_home: Path) -> Path:
    folder = hermes_home / "plugins" / "gadget"
    folder.mkdir(parents=True)
    for name, text in (
        ("__init__.py", INIT),
        ("state.py", STATE),
        ("cli.py", CLI),
        ("greeting.py", GREETING),
    ):
        (folder / name).write_text(textwrap.dedent(text), encoding="utf-8")
    (folder / "plugin.yaml").write_text("name: gadget\ndescription: Gadget memory\n")
    return folder


def invoke(home: Path, *args: str) -> Result:
    return CliRunner().invoke(main, ["--home", str(home), *args])


def test_only_the_active_provider_has_a_command(hermes_home: Path, gadget: Path) -> None:
    assert discover_plugin_cli_commands(hermes_home) == []
    assert invoke(hermes_home, "gadget", "hello").exit_code == 2  # no such command
    save_raw_config({"memory": {"provider": "gadget"}}, hermes_home)
    [entry] = discover_plugin_cli_commands(hermes_home)
    assert entry["name"] == "gadget" and entry["plugin"] == "gadget"
    assert entry["help"] == "Gadget memory" and entry["description"] == "Gadget memory"
    assert entry["setup_fn"].__name__ == "register_cli"
    assert entry["handler_fn"].__name__ == "gadget_command"
    assert "gadget" in invoke(hermes_home, "--help").output


def test_the_command_runs_through_argparse(hermes_home: Path, gadget: Path) -> None:
    save_raw_config({"memory": {"provider": "gadget"}}, hermes_home)
    result = invoke(hermes_home, "gadget", "hello", "--who", "ada")
    assert result.exit_code == 0, result.output
    assert result.output.strip() == "hello, ada, from gadget"
    assert "say hello" in invoke(hermes_home, "gadget", "--help").output
    assert invoke(hermes_home, "gadget", "status").exit_code == 3
    bad = invoke(hermes_home, "gadget", "nope")
    assert bad.exit_code == 2 and "invalid choice" in bad.output
    boom = invoke(hermes_home, "gadget", "boom")
    assert boom.exit_code == 1 and "the gadget broke" in boom.output


def test_listing_never_runs_the_plugin_init_and_the_real_load_still_works(
    hermes_home: Path, gadget: Path
) -> None:
    save_raw_config({"memory": {"provider": "gadget"}}, hermes_home)
    package = user_module_name("gadget", gadget)
    assert discover_plugin_cli_commands(hermes_home)
    assert not getattr(sys.modules[package], "__file__", None)  # the stand-in
    assert f"{package}.state" not in sys.modules  # __init__ never ran
    provider = load_memory_provider("gadget", hermes_home)
    assert provider is not None and provider.name == "gadget"
    assert sys.modules[package].__file__ == str(gadget / "__init__.py")
    assert sys.modules[f"{package}.state"].INIT_RAN is True


def test_a_broken_cli_gives_no_command(hermes_home: Path, gadget: Path) -> None:
    (gadget / "cli.py").write_text("raise ImportError('needs an absent package')\n")
    save_raw_config({"memory": {"provider": "gadget"}}, hermes_home)
    assert discover_plugin_cli_commands(hermes_home) == []
    result = invoke(hermes_home, "--help")
    assert result.exit_code == 0 and "gadget" not in result.output
    assert json.loads(invoke(hermes_home, "providers", "status", "--json").output)


def test_builtin_names_win(hermes_home: Path) -> None:
    folder = hermes_home / "plugins" / "memory"
    folder.mkdir(parents=True)
    (folder / "__init__.py").write_text(
        textwrap.dedent(INIT).replace("from . import state\n\nstate.INIT_RAN = True\n", "")
    )
    (folder / "cli.py").write_text("def register_cli(parser):\n    pass\n")
    save_raw_config({"memory": {"provider": "memory"}}, hermes_home)
    result = invoke(hermes_home, "memory", "--help")
    assert result.exit_code == 0 and "Curated memory" in result.output
