"""Where a Hermes home and the files in it live.

The home is resolved on every call, never cached at import, so a profile switch or a test
that changes ``HERMES_HOME`` takes effect at once. Order: a context-local override (set with
:func:`use_home`, for hosts serving several profiles), then ``$HERMES_HOME`` when non-blank,
then the platform default (``~/.hermes`` plus an optional ``HERMES_DATA_DIR_SUFFIX``).
This module only computes paths; it creates nothing.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path

_home_override: ContextVar[Path | None] = ContextVar("hermes_home_override", default=None)

MEMORIES_DIRNAME = "memories"
STATE_DB_FILENAME = "state.db"
CONFIG_FILENAME = "config.yaml"
ENV_FILENAME = ".env"
PLUGINS_DIRNAME = "plugins"
SOUL_FILENAME = "SOUL.md"
SESSIONS_DIRNAME = "sessions"  # Hermes's per-session transcript files


def default_home() -> Path:
    """The platform default home, ignoring overrides and ``$HERMES_HOME``."""
    suffix = os.environ.get("HERMES_DATA_DIR_SUFFIX", "").strip()
    if sys.platform == "win32":  # pragma: no cover - POSIX machines run the suite
        base = os.environ.get("LOCALAPPDATA", "").strip()
        root = Path(base) if base else Path.home() / "AppData" / "Local"
        return root / f"hermes{suffix}"
    return Path.home() / f".hermes{suffix}"


def hermes_home() -> Path:
    """The active Hermes home, resolved now."""
    override = _home_override.get()
    if override is not None:
        return override
    env = os.environ.get("HERMES_HOME", "").strip()
    if env:
        return Path(env).expanduser()
    return default_home()


def resolve_home(home: str | os.PathLike[str] | None = None) -> Path:
    """``home`` as a Path when given, else the active home."""
    if home is None:
        return hermes_home()
    return Path(home).expanduser()


@contextmanager
def use_home(home: str | os.PathLike[str]) -> Iterator[Path]:
    """Make ``home`` the active home for this thread or task, without touching the environment."""
    path = Path(home).expanduser()
    token = _home_override.set(path)
    try:
        yield path
    finally:
        _home_override.reset(token)


def memories_dir(home: str | os.PathLike[str] | None = None) -> Path:
    return resolve_home(home) / MEMORIES_DIRNAME


def state_db_path(home: str | os.PathLike[str] | None = None) -> Path:
    return resolve_home(home) / STATE_DB_FILENAME


def config_path(home: str | os.PathLike[str] | None = None) -> Path:
    return resolve_home(home) / CONFIG_FILENAME


def env_file_path(home: str | os.PathLike[str] | None = None) -> Path:
    return resolve_home(home) / ENV_FILENAME


def plugins_dir(home: str | os.PathLike[str] | None = None) -> Path:
    return resolve_home(home) / PLUGINS_DIRNAME


def soul_path(home: str | os.PathLike[str] | None = None) -> Path:
    return resolve_home(home) / SOUL_FILENAME


def sessions_dir(home: str | os.PathLike[str] | None = None) -> Path:
    return resolve_home(home) / SESSIONS_DIRNAME
