"""Finding the OpenClaw installation and reading what lies at its root.

Owns the source root (``--source`` or ``~/.openclaw`` / ``~/.clawdbot`` / ``~/.moltbot``),
the OpenClaw config and ``.env``, and where each workspace file resolves (spec §3). Reads
only; a missing source raises before anything is written anywhere.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hermes_memory.errors import SourceNotFoundError
from hermes_memory.providers.plugins.envfile import parse_env_text

LEGACY_DIRS = (".openclaw", ".clawdbot", ".moltbot")
CONFIG_NAMES = ("openclaw.json", "clawdbot.json", "moltbot.json")
WORKSPACE_PRIMARY = ("workspace", "workspace-main", "workspace-assistant")
WORKSPACE_DEFAULT = ("workspace.default", "workspace-main")


def not_found_message(path: Path | None, user_home: Path) -> str:
    where = str(path) if path is not None else str(user_home / LEGACY_DIRS[0])
    return (
        f"OpenClaw directory not found: {where}. The installation is expected at "
        "~/.openclaw (or ~/.clawdbot, ~/.moltbot); use --source PATH to point at another "
        "folder. Nothing was written."
    )


def find_source_root(explicit: Path | None, user_home: Path) -> Path:
    """The OpenClaw folder to migrate; raises :class:`SourceNotFoundError`."""
    if explicit is not None:
        path = Path(explicit).expanduser().resolve()
        if not path.is_dir():
            raise SourceNotFoundError(not_found_message(path, user_home), str(path))
        return path
    for name in LEGACY_DIRS:
        candidate = user_home / name
        if candidate.is_dir():
            return candidate.resolve()
    raise SourceNotFoundError(not_found_message(None, user_home), None)


def legacy_dirs(user_home: Path) -> list[Path]:
    """Every existing default OpenClaw folder (cleanup looks at all of them)."""
    return [user_home / name for name in LEGACY_DIRS if (user_home / name).is_dir()]


def _load_config(root: Path) -> dict[str, Any]:
    for name in CONFIG_NAMES:
        path = root / name
        if not path.is_file():
            continue
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, ValueError):
            continue  # an unparsable file: the next legacy name is tried
        return data if isinstance(data, dict) else {}
    return {}


def _load_env(root: Path) -> dict[str, str]:
    try:
        return parse_env_text((root / ".env").read_text(encoding="utf-8-sig"))
    except (OSError, UnicodeDecodeError):
        return {}


def inside(root: Path, path: Path) -> bool:
    """True when ``path`` (with every link resolved) lies in ``root``."""
    try:
        Path(os.path.realpath(path)).relative_to(os.path.realpath(root))
    except ValueError:
        return False
    return True


@dataclass
class OpenClawSource:
    """One OpenClaw installation: its root, parsed config and ``.env``."""

    root: Path
    config: dict[str, Any] = field(default_factory=dict)
    env: dict[str, str] = field(default_factory=dict)

    @classmethod
    def open(cls, root: Path) -> OpenClawSource:
        return cls(root, _load_config(root), _load_env(root))

    def section(self, *keys: str) -> Any:
        """``config[k1][k2]…`` or ``None`` when any level is missing or not a mapping."""
        node: Any = self.config
        for key in keys:
            if not isinstance(node, dict):
                return None
            node = node.get(key)
        return node

    @property
    def custom_workspace(self) -> Path | None:
        """``agents.defaults.workspace`` when it is an existing folder outside the root."""
        value = self.section("agents", "defaults", "workspace")
        if not isinstance(value, str) or not value.strip():
            return None
        path = Path(value.strip()).expanduser().resolve()
        if not path.is_dir() or inside(self.root, path):
            return None
        return path

    def workspace_path(self, name: str) -> Path | None:
        """Where workspace file or folder ``name`` resolves (spec §3.3), or ``None``."""
        candidates = [self.root / ws / name for ws in (*WORKSPACE_PRIMARY, *WORKSPACE_DEFAULT)]
        custom = self.custom_workspace
        if custom is not None:
            candidates.append(custom / name)
        for candidate in candidates:
            if os.path.lexists(candidate) and _usable(candidate, self.root, custom):
                return candidate
        return None

    def from_custom_workspace(self, path: Path) -> bool:
        custom = self.custom_workspace
        return custom is not None and not inside(self.root, path) and inside(custom, path)


def _usable(path: Path, root: Path, custom: Path | None) -> bool:
    # A symlink is followed only when it stays inside the installation: a planted link to
    # ~/.ssh must never be read into memory (spec [H-11]).
    if not path.exists():
        return False
    if not path.is_symlink():
        return True
    return inside(root, path) or (custom is not None and inside(custom, path))
