"""Settings of the holographic provider: ``plugins.hermes-memory-store`` in config.yaml.

Owns parsing (string values from the setup wizard included), where the database lives
(``db_path`` with ``$HERMES_HOME`` substituted, or a per-chat ``db_path_template``), the
setup schema, and saving the section back without touching any other key of the file.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

from hermes_memory.config import get_section, parse_flag, update_config
from hermes_memory.errors import ConfigError, ProviderConfigError
from hermes_memory.paths import resolve_home

SECTION = "hermes-memory-store"
DB_FILENAME = "memory_store.db"
DEFAULT_DB_PATH = f"$HERMES_HOME/{DB_FILENAME}"
_HOME_TOKENS = ("${HERMES_HOME}", "$HERMES_HOME")
_TEMPLATE_FIELDS = {
    "profile": ("agent_identity", "default"),
    "platform": ("platform", "cli"),
    "chat": ("chat_id", "default"),
    "user": ("user_id", "default"),
}
_PLACEHOLDER = re.compile(r"\{(profile|platform|chat|user)\}")


class MemoryMode(StrEnum):
    """What the provider offers: recall and tools, only tools, or only recall."""

    HYBRID = "hybrid"
    TOOLS = "tools"  # no prefetch injection
    CONTEXT = "context"  # no tools


def _float(value: object, default: float) -> float:
    if value is None or isinstance(value, bool):
        return default
    try:
        number = float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return default
    return number if number == number else default  # NaN -> default


def _int(value: object, default: int, minimum: int = 0) -> int:
    number = _float(value, float(default))
    return int(number) if number >= minimum else default


@dataclass(frozen=True)
class HolographicSettings:
    """The typed view of the section, with upstream's defaults."""

    db_path: str = DEFAULT_DB_PATH
    auto_extract: bool = False
    default_trust: float = 0.5
    min_trust_threshold: float = 0.3
    temporal_decay_half_life: float = 0.0
    hrr_dim: int = 1024
    hrr_weight: float = 0.3
    db_path_template: str | None = None
    memory_mode: MemoryMode = MemoryMode.HYBRID

    @classmethod
    def from_mapping(cls, raw: Mapping[str, Any] | None) -> HolographicSettings:
        raw = raw if isinstance(raw, Mapping) else {}
        base = cls()
        try:
            mode = MemoryMode(str(raw.get("memory_mode") or base.memory_mode).strip().lower())
        except ValueError:
            mode = base.memory_mode
        db_path = raw.get("db_path")
        template = raw.get("db_path_template")
        return cls(
            db_path=str(db_path).strip() if db_path and str(db_path).strip() else base.db_path,
            # "false" from the setup wizard must mean off, so no plain truthiness here.
            auto_extract=parse_flag(raw.get("auto_extract"), default=base.auto_extract),
            default_trust=min(1.0, max(0.0, _float(raw.get("default_trust"), 0.5))),
            min_trust_threshold=_float(raw.get("min_trust_threshold"), base.min_trust_threshold),
            temporal_decay_half_life=max(0.0, _float(raw.get("temporal_decay_half_life"), 0.0)),
            hrr_dim=_int(raw.get("hrr_dim"), base.hrr_dim, minimum=1),
            hrr_weight=max(0.0, _float(raw.get("hrr_weight"), base.hrr_weight)),
            db_path_template=str(template).strip() if template and str(template).strip() else None,
            memory_mode=mode,
        )


def load_plugin_config(home: str | os.PathLike[str] | None = None) -> dict[str, Any]:
    """The raw section (a copy); ``{}`` when absent or not a mapping.

    An unreadable or invalid config.yaml raises :class:`~hermes_memory.errors.ConfigError`.
    """
    section = get_section("plugins", home).get(SECTION)
    return dict(section) if isinstance(section, dict) else {}


def expand_home(path: str, home: str | os.PathLike[str]) -> Path:
    """``$HERMES_HOME`` / ``${HERMES_HOME}`` replaced by ``home``, then ``~`` expanded."""
    for token in _HOME_TOKENS:
        path = path.replace(token, str(home))
    return Path(path).expanduser()


def _template_value(value: object, fallback: str) -> str:
    text = str(value).strip() if value is not None else ""
    # No value may climb out of its directory or name a drive.
    text = text.replace("..", "-")
    text = re.sub(r"[/\\:]", "-", text)
    return text or fallback


def resolve_db_path(
    settings: HolographicSettings,
    home: str | os.PathLike[str] | None = None,
    context: Mapping[str, Any] | None = None,
) -> Path:
    """Where this session's fact database lives.

    ``db_path_template`` (when set) wins over ``db_path``; its placeholders ``{profile}``,
    ``{platform}``, ``{chat}``, ``{user}`` come from the initialize kwargs in ``context``.
    """
    root = resolve_home(home)
    if settings.db_path_template:
        context = context or {}

        def fill(match: re.Match[str]) -> str:
            key, fallback = _TEMPLATE_FIELDS[match.group(1)]
            return _template_value(context.get(key), fallback)

        return expand_home(_PLACEHOLDER.sub(fill, settings.db_path_template), root)
    return expand_home(settings.db_path, root)


def config_schema() -> list[dict[str, Any]]:
    """The setup wizard's fields. No secrets, so setup labels this provider "local"."""
    return [
        {
            "key": "db_path",
            "description": "Where the fact database lives ($HERMES_HOME is the active home)",
            "default": DEFAULT_DB_PATH,
        },
        {
            "key": "auto_extract",
            "description": "Save preferences and decisions from user messages at session end",
            "type": "boolean",
            "default": False,
            "choices": ["true", "false"],
        },
        {
            "key": "default_trust",
            "description": "Trust score a new fact starts with (0 to 1)",
            "type": "number",
            "minimum": 0.0,
            "maximum": 1.0,
            "default": 0.5,
        },
        {
            "key": "hrr_dim",
            "description": "Dimension of the holographic vectors (higher holds more facts)",
            "type": "integer",
            "minimum": 1,
            "default": 1024,
        },
    ]


def _portable_db_path(value: object, home: Path) -> object:
    """This home's default file, however spelled, is stored as the ``$HERMES_HOME`` form so
    that a cloned or renamed profile opens its own facts, not the source profile's."""
    if not isinstance(value, str) or not value.strip():
        return value
    default = (home / DB_FILENAME).expanduser().resolve()
    try:
        given = expand_home(value.strip(), home).resolve()
    except (OSError, RuntimeError):
        return value
    return DEFAULT_DB_PATH if given == default else value


def save_plugin_config(values: Mapping[str, Any], home: str | os.PathLike[str]) -> dict[str, Any]:
    """Replace ``plugins.hermes-memory-store`` with ``values`` in ``<home>/config.yaml``.

    Every other key of the file is kept (the raw file is edited, not a merged view).
    Raises :class:`ProviderConfigError` when the file cannot be read or written.
    """
    root = resolve_home(home)
    section = dict(values)
    if "db_path" in section:
        section["db_path"] = _portable_db_path(section["db_path"], root)

    def mutate(data: dict[str, Any]) -> None:
        plugins = data.get("plugins")
        if not isinstance(plugins, dict):
            plugins = {}
            data["plugins"] = plugins
        plugins[SECTION] = section

    try:
        update_config(mutate, root)
    except (ConfigError, OSError) as exc:
        raise ProviderConfigError(f"cannot save {SECTION} settings: {exc}") from exc
    return section
