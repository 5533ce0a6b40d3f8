"""Command-line commands a provider plugin adds for itself (spec §7.4).

Only the active provider (``memory.provider``) is asked, and only through ``cli.py`` in
its directory, which defines ``register_cli(parser)`` (an ``argparse`` parser, as Hermes
passes) and optionally ``<name>_command(args)`` as the handler. Only ``cli.py`` is
imported, never the plugin's ``__init__``, so listing commands cannot start a provider:
its package is registered as an empty stand-in whose path is the plugin directory, which
lets ``cli.py``'s relative imports resolve; the real load later replaces the stand-in
(``loading.import_directory_package`` reuses only modules that came from a file). Any
error means no command.
"""

from __future__ import annotations

import importlib.util
import logging
import os
import sys
import types
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hermes_memory.providers.plugins.discovery import (
    configured_provider_name,
    find_provider_dir,
    read_plugin_yaml,
)
from hermes_memory.providers.plugins.loading import ensure_namespace, user_module_name

logger = logging.getLogger(__name__)

CLI_FILE = "cli.py"
SETUP_FUNCTION = "register_cli"
LEGACY_HANDLER = "honcho_command"


@dataclass(frozen=True)
class PluginCommand:
    """One plugin command, with the fields of Hermes's dict (``as_dict``)."""

    name: str
    help: str
    description: str
    setup_fn: Callable[..., Any]
    handler_fn: Callable[..., Any] | None
    plugin: str

    def as_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "help": self.help,
            "description": self.description,
            "setup_fn": self.setup_fn,
            "handler_fn": self.handler_fn,
            "plugin": self.plugin,
        }


def _stand_in(name: str, directory: Path) -> types.ModuleType:
    """The plugin's package as an empty module whose path is the plugin directory."""
    ensure_namespace()
    package = user_module_name(name, directory)
    module = sys.modules.get(package)
    if module is None:
        module = types.ModuleType(package)
        module.__path__ = [str(directory)]
        module.__package__ = package
        sys.modules[package] = module
    return module


def _import_cli(name: str, directory: Path) -> types.ModuleType:
    package = _stand_in(name, directory)
    module_name = f"{package.__name__}.cli"
    cached = sys.modules.get(module_name)
    if cached is not None:
        return cached
    spec = importlib.util.spec_from_file_location(module_name, directory / CLI_FILE)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot import {directory / CLI_FILE}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    try:
        spec.loader.exec_module(module)
    except BaseException:
        sys.modules.pop(module_name, None)
        raise
    return module


def plugin_commands(home: str | os.PathLike[str] | None = None) -> list[PluginCommand]:
    """The active provider's command (at most one); ``[]`` when there is none or on error."""
    try:
        name = configured_provider_name(home)
        directory = find_provider_dir(name, home) if name else None
        if directory is None or not (directory / CLI_FILE).is_file():
            return []
        module = _import_cli(name, directory)
        setup_fn = getattr(module, SETUP_FUNCTION, None)
        if not callable(setup_fn):
            return []
        handler = getattr(module, f"{name}_command", None) or getattr(module, LEGACY_HANDLER, None)
        description = str(read_plugin_yaml(directory).get("description") or "")
        return [
            PluginCommand(
                name=name,
                help=description or f"Manage {name} memory plugin",
                description=description,
                setup_fn=setup_fn,
                handler_fn=handler if callable(handler) else None,
                plugin=name,
            )
        ]
    except Exception as exc:  # boundary: a broken plugin must never break the command line
        logger.warning("memory plugin command not loaded: %s", exc)
        return []


def discover_plugin_cli_commands(
    home: str | os.PathLike[str] | None = None,
) -> list[dict[str, Any]]:
    """Hermes's ``discover_plugin_cli_commands``: :func:`plugin_commands` as dicts."""
    return [command.as_dict() for command in plugin_commands(home)]
