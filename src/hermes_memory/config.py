"""Hermes's ``config.yaml``: the ``memory:`` block with its defaults, and safe edits.

Reading never fails on a missing file (defaults apply) and treats a malformed ``memory``
section as empty, as Hermes does. Writing is a read-modify-write of the user's raw file:
every key we do not know is kept, and the file is replaced atomically. Other layers read
their own sections through :func:`get_section` and keep their typed views beside them.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields
from typing import Any

import yaml

from hermes_memory.atomic import atomic_write_text
from hermes_memory.errors import ConfigError
from hermes_memory.paths import config_path

_TRUE_STRINGS = frozenset({"1", "true", "yes", "on"})


def parse_flag(value: object, default: bool = True) -> bool:
    """Hermes's boolean rule: bools pass, strings are true only for 1/true/yes/on."""
    if value is None:
        return default
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        return value.strip().lower() in _TRUE_STRINGS
    if isinstance(value, int | float):
        return bool(value)
    return default


def parse_int(value: object, default: int) -> int:
    """``int(value)`` as Hermes coerces limits, falling back to ``default`` on junk."""
    if value is None or isinstance(value, bool):
        return default
    try:
        return int(value)  # type: ignore[call-overload, no-any-return]
    except (TypeError, ValueError):
        return default


@dataclass(frozen=True)
class MemoryConfig:
    """The ``memory:`` block of config.yaml, with Hermes's defaults."""

    memory_enabled: bool = True
    user_profile_enabled: bool = True
    write_approval: bool = False
    memory_char_limit: int = 2200
    user_char_limit: int = 1375
    nudge_interval: int = 10
    provider: str = ""
    flush_min_turns: int = 6

    @classmethod
    def from_mapping(cls, section: object) -> MemoryConfig:
        if not isinstance(section, Mapping):
            section = {}
        defaults = cls()
        return cls(
            memory_enabled=parse_flag(section.get("memory_enabled"), defaults.memory_enabled),
            user_profile_enabled=parse_flag(
                section.get("user_profile_enabled"), defaults.user_profile_enabled
            ),
            write_approval=parse_flag(section.get("write_approval"), defaults.write_approval),
            memory_char_limit=parse_int(
                section.get("memory_char_limit"), defaults.memory_char_limit
            ),
            user_char_limit=parse_int(section.get("user_char_limit"), defaults.user_char_limit),
            nudge_interval=parse_int(section.get("nudge_interval"), defaults.nudge_interval),
            provider=str(section.get("provider") or "").strip(),
            flush_min_turns=parse_int(section.get("flush_min_turns"), defaults.flush_min_turns),
        )

    def as_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}


def load_raw_config(home: str | os.PathLike[str] | None = None) -> dict[str, Any]:
    """The user's config.yaml as a dict; ``{}`` when the file is missing or empty.

    Raises :class:`ConfigError` when the file exists but is unreadable or not a mapping.
    """
    path = config_path(home)
    try:
        text = path.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        return {}
    except OSError as exc:
        raise ConfigError(f"Cannot read {path}: {exc}") from exc
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise ConfigError(f"{path} is not valid YAML: {exc}") from exc
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise ConfigError(f"{path} must hold a mapping at the top level")
    return data


def get_section(
    name: str, home: str | os.PathLike[str] | None = None, *, strict: bool = False
) -> dict[str, Any]:
    """One top-level section (``memory``, ``compression``…), ``{}`` when absent or malformed.

    Unless ``strict``, an unreadable config file also yields ``{}`` so that a broken file
    never stops the agent (Hermes falls back to defaults the same way).
    """
    try:
        data = load_raw_config(home)
    except ConfigError:
        if strict:
            raise
        return {}
    section = data.get(name)
    return section if isinstance(section, dict) else {}


def get_value(path: str, default: Any = None, home: str | os.PathLike[str] | None = None) -> Any:
    """A dotted-path value (``"auxiliary.background_review.enabled"``) or ``default``."""
    try:
        node: Any = load_raw_config(home)
    except ConfigError:
        return default
    for key in path.split("."):
        if not isinstance(node, dict) or key not in node:
            return default
        node = node[key]
    return node


def load_memory_config(home: str | os.PathLike[str] | None = None) -> MemoryConfig:
    """The typed ``memory:`` block; defaults when the file or section is missing or broken."""
    return MemoryConfig.from_mapping(get_section("memory", home))


def save_raw_config(data: Mapping[str, Any], home: str | os.PathLike[str] | None = None) -> None:
    """Write ``data`` as config.yaml atomically (key order kept)."""
    text = yaml.safe_dump(dict(data), sort_keys=False, allow_unicode=True, default_flow_style=False)
    atomic_write_text(config_path(home), text, tmp_prefix=".config_")


def update_config(
    mutate: Callable[[dict[str, Any]], None], home: str | os.PathLike[str] | None = None
) -> dict[str, Any]:
    """Read the raw file, let ``mutate`` change it in place, write it back; returns the result.

    Unknown keys survive because the raw file, not a defaults-merged view, is what is edited.
    """
    data = load_raw_config(home)
    mutate(data)
    save_raw_config(data, home)
    return data


def set_value(path: str, value: Any, home: str | os.PathLike[str] | None = None) -> None:
    """Set one dotted-path value, creating intermediate mappings."""
    keys = path.split(".")

    def _apply(data: dict[str, Any]) -> None:
        node = data
        for key in keys[:-1]:
            child = node.get(key)
            if not isinstance(child, dict):
                child = {}
                node[key] = child
            node = child
        node[keys[-1]] = value

    update_config(_apply, home)
