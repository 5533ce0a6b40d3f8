"""The curator's settings (``curator:`` in config.yaml) and its bookkeeping (``.curator_state``).

Settings are strict: a value of the wrong shape is a :class:`ConfigError` naming the key
and line, never a silent default that would archive skills on a typo. The state file is
JSON (last run, its outcome and counts), written atomically with mode 0600; an unreadable
one reads as "never run" so the curator is never stuck.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any

from hermes_memory.atomic import atomic_write_bytes
from hermes_memory.config import load_typed_section
from hermes_memory.errors import ConfigError
from hermes_memory.permissions import ensure_private_dir

logger = logging.getLogger(__name__)

CURATOR_STATE_FILE = ".curator_state"
_TRUE = {"true", "yes", "on", "1"}
_FALSE = {"false", "no", "off", "0"}


class CuratorOutcome(StrEnum):
    COMPLETED = "completed"
    DRY_RUN = "dry_run"
    SKIPPED = "skipped"
    FAILED = "failed"
    ROLLED_BACK = "rolled_back"


def _flag(section: Mapping[str, Any], key: str, default: bool, prefix: str) -> bool:
    value = section.get(key)
    if value is None:
        return default
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in _TRUE | _FALSE:
        return value.strip().lower() in _TRUE
    raise ConfigError(f"{prefix}{key} must be true or false, not {value!r}", key=prefix + key)


def _number(section: Mapping[str, Any], key: str, default: float, prefix: str) -> float:
    value = section.get(key)
    if value is None:
        return default
    if isinstance(value, int | float) and not isinstance(value, bool) and value >= 0:
        return float(value)
    raise ConfigError(f"{prefix}{key} must be a number, 0 or more, not {value!r}", key=prefix + key)


@dataclass(frozen=True)
class CuratorConfig:
    """The spec's keys and defaults (skills.md §8)."""

    enabled: bool = True
    interval_hours: float = 168.0
    min_idle_hours: float = 2.0
    stale_after_days: float = 30.0
    archive_after_days: float = 90.0
    consolidate: bool = False
    backup_enabled: bool = True
    backup_keep: int = 5

    @classmethod
    def from_mapping(cls, section: object) -> CuratorConfig:
        if section is None:
            return cls()
        if not isinstance(section, Mapping):
            raise ConfigError("curator must be a mapping of settings", key="curator")
        backup = section.get("backup") or {}
        if not isinstance(backup, Mapping):
            raise ConfigError("curator.backup must be a mapping of settings", key="curator.backup")
        d, p = cls(), "curator."
        keep = _number(backup, "keep", d.backup_keep, p + "backup.")
        if keep < 1 or keep != int(keep):
            raise ConfigError(
                "curator.backup.keep must be a whole number, 1 or more", key=p + "backup.keep"
            )
        config = cls(
            enabled=_flag(section, "enabled", d.enabled, p),
            interval_hours=_number(section, "interval_hours", d.interval_hours, p),
            min_idle_hours=_number(section, "min_idle_hours", d.min_idle_hours, p),
            stale_after_days=_number(section, "stale_after_days", d.stale_after_days, p),
            archive_after_days=_number(section, "archive_after_days", d.archive_after_days, p),
            consolidate=_flag(section, "consolidate", d.consolidate, p),
            backup_enabled=_flag(backup, "enabled", d.backup_enabled, p + "backup."),
            backup_keep=int(keep),
        )
        if config.archive_after_days < config.stale_after_days:
            raise ConfigError(
                "curator.archive_after_days must not be less than stale_after_days",
                key=p + "archive_after_days",
            )
        return config

    @classmethod
    def load(cls, home: Path) -> CuratorConfig:
        return load_typed_section("curator", cls.from_mapping, home)


@dataclass
class CuratorState:
    """What ``.curator_state`` holds: the last run and how it went."""

    last_run_at: str | None = None
    last_outcome: str | None = None
    last_counts: dict[str, int] = field(default_factory=dict)
    last_backup: str | None = None
    last_error: str | None = None
    runs: int = 0

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def load(cls, root: Path) -> CuratorState:
        path = root / CURATOR_STATE_FILE
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return cls()
        except (OSError, ValueError) as exc:
            logger.warning("%s is unreadable (%s): read as never run", path, exc)
            return cls()
        if not isinstance(data, dict):
            return cls()
        state = cls()
        for key in ("last_run_at", "last_outcome", "last_backup", "last_error"):
            if isinstance(data.get(key), str):
                setattr(state, key, data[key])
        counts = data.get("last_counts")
        if isinstance(counts, dict):
            state.last_counts = {k: v for k, v in counts.items() if isinstance(v, int)}
        if isinstance(data.get("runs"), int):
            state.runs = data["runs"]
        return state

    def save(self, root: Path) -> None:
        ensure_private_dir(root)
        payload = json.dumps(self.as_dict(), indent=2, sort_keys=True)
        atomic_write_bytes(root / CURATOR_STATE_FILE, payload.encode("utf-8"), private=True)
