"""The ``episodes:`` block of config.yaml: ``enabled`` (default true) and ``max_episodes``
(default 10,000). A bad value is a :class:`ConfigError` naming the key; read on demand."""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any

from hermes_memory.config import get_section
from hermes_memory.errors import ConfigError

SECTION = "episodes"
DEFAULT_MAX_EPISODES = 10_000
_TRUE = frozenset({"1", "true", "yes", "on"})
_FALSE = frozenset({"0", "false", "no", "off"})


@dataclass(frozen=True)
class EpisodeSettings:
    enabled: bool = True
    max_episodes: int = DEFAULT_MAX_EPISODES


def _error(key: str, problem: str) -> ConfigError:
    return ConfigError(f"{SECTION}.{key} {problem}", key=f"{SECTION}.{key}")


def _flag(section: dict[str, Any], key: str, default: bool) -> bool:
    value = section.get(key)
    if value is None:
        return default
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in _TRUE | _FALSE:
        return value.strip().lower() in _TRUE
    raise _error(key, f"must be true or false, not {value!r}")


def _limit(section: dict[str, Any], key: str, default: int) -> int:
    value = section.get(key)
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise _error(key, f"must be a whole number of at least 1, not {value!r}")
    return value


def load_episode_settings(home: str | os.PathLike[str] | None = None) -> EpisodeSettings:
    """The typed block; defaults when config.yaml or the block is missing."""
    section = get_section(SECTION, home)
    return EpisodeSettings(
        enabled=_flag(section, "enabled", True),
        max_episodes=_limit(section, "max_episodes", DEFAULT_MAX_EPISODES),
    )
