"""Finding memory providers: bundled, user plugins, project plugins, installed packages.

Precedence is a contract (spec §7.1): bundled providers win over a user's plugin folder,
which wins over an entry point of the same name, so nothing dropped into a home or a
working tree can shadow a shipped provider. Listing imports nothing; loading a broken
plugin logs a warning and returns ``None`` — it is never fatal.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Iterator
from dataclasses import dataclass
from enum import Enum
from importlib import metadata
from importlib.util import find_spec
from pathlib import Path
from typing import Any

import yaml

from hermes_memory.config import load_memory_config, parse_flag
from hermes_memory.errors import ProviderLoadError
from hermes_memory.paths import plugins_dir
from hermes_memory.providers import bundled
from hermes_memory.providers.plugins.loading import (
    SkillRegistration,
    import_bundled,
    import_directory_package,
    provider_from_entry_point,
    provider_from_module,
    user_module_name,
)
from hermes_memory.providers.plugins.registered_skills import (
    forget_provider_skills,
    remember_provider_skills,
)

logger = logging.getLogger(__name__)

ENTRY_POINT_GROUPS = ("hermes_memory.providers", "hermes_agent.memory_providers")
"""Our group first, then Hermes's, so a package written for Hermes is found unchanged."""
PROJECT_PLUGINS_ENV = "HERMES_ENABLE_PROJECT_PLUGINS"
_SCAN_CHARS = 8192
_SCAN_MARKERS = ("register_memory_provider", "MemoryProvider")
_BUNDLED_PACKAGE = bundled.__name__


class ProviderSource(Enum):
    BUNDLED = "bundled"
    USER = "user"
    PROJECT = "project"
    ENTRY_POINT = "entry_point"


@dataclass(frozen=True)
class ProviderSpec:
    """Where a provider lives; nothing is imported to build one."""

    name: str
    source: ProviderSource
    path: Path | None = None
    entry_point: metadata.EntryPoint | None = None

    @property
    def description(self) -> str:
        """``description`` from ``plugin.yaml``; ``""`` when absent or unreadable."""
        return read_plugin_yaml(self.path).get("description", "") if self.path else ""


def read_plugin_yaml(directory: Path | None) -> dict[str, Any]:
    """A plugin's ``plugin.yaml`` as a dict (``description`` coerced to str); ``{}`` if none."""
    if directory is None:
        return {}
    try:
        data = yaml.safe_load((directory / "plugin.yaml").read_text(encoding="utf-8-sig"))
    except (OSError, yaml.YAMLError, UnicodeError):
        return {}
    if not isinstance(data, dict):
        return {}
    data["description"] = str(data.get("description") or "")
    return data


def _children(root: Path) -> list[Path]:
    try:
        entries = sorted(root.iterdir())
    except OSError:
        return []
    return [p for p in entries if p.is_dir() and not p.name.startswith(("_", "."))]


def _passes_scan(directory: Path) -> bool:
    """Cheap check that a folder of ``plugins/`` holds a memory provider (no import)."""
    try:
        with (directory / "__init__.py").open(encoding="utf-8", errors="replace") as handle:
            head = handle.read(_SCAN_CHARS)
    except OSError:
        return False
    return any(marker in head for marker in _SCAN_MARKERS)


def _bundled_root() -> Path:
    return Path(next(iter(bundled.__path__)))


def _project_root() -> Path | None:
    if not parse_flag(os.environ.get(PROJECT_PLUGINS_ENV), default=False):
        return None
    return Path.cwd() / ".hermes" / "plugins"


def _entry_points() -> Iterator[metadata.EntryPoint]:
    for group in ENTRY_POINT_GROUPS:
        try:
            yield from metadata.entry_points(group=group)
        except Exception as exc:  # boundary: third-party metadata must not stop discovery
            logger.warning("Reading entry points of %s failed: %s", group, exc)


def iter_provider_specs(home: str | os.PathLike[str] | None = None) -> list[ProviderSpec]:
    """Every provider in precedence order, first occurrence of each name only."""
    specs: dict[str, ProviderSpec] = {}
    for path in _children(_bundled_root()):
        if (path / "__init__.py").is_file():
            specs.setdefault(path.name, ProviderSpec(path.name, ProviderSource.BUNDLED, path))
    for source, root in (
        (ProviderSource.USER, plugins_dir(home)),
        (ProviderSource.PROJECT, _project_root()),
    ):
        if root is None or not root.is_dir():
            continue
        for path in _children(root):
            if path.name not in specs and _passes_scan(path):
                specs[path.name] = ProviderSpec(path.name, source, path)
    for entry_point in _entry_points():
        if entry_point.name not in specs:
            specs[entry_point.name] = ProviderSpec(
                entry_point.name, ProviderSource.ENTRY_POINT, entry_point=entry_point
            )
    return list(specs.values())


def get_provider_spec(name: str, home: str | os.PathLike[str] | None = None) -> ProviderSpec | None:
    return next((s for s in iter_provider_specs(home) if s.name == name), None)


def list_memory_provider_names(home: str | os.PathLike[str] | None = None) -> list[str]:
    """Sorted provider names; imports nothing and checks no availability."""
    return sorted(spec.name for spec in iter_provider_specs(home))


def find_provider_dir(name: str, home: str | os.PathLike[str] | None = None) -> Path | None:
    """The provider's directory; for an entry point, its package dir (found without import)."""
    spec = get_provider_spec(name, home)
    if spec is None:
        return None
    if spec.path is not None:
        return spec.path
    assert spec.entry_point is not None
    module = spec.entry_point.module
    try:
        module_spec = find_spec(module)
    except (ImportError, ValueError):
        return None
    origin = module_spec.origin if module_spec else None
    if origin and Path(origin).name == "__init__.py":
        return Path(origin).parent
    return None


def configured_provider_name(home: str | os.PathLike[str] | None = None) -> str:
    """``memory.provider`` from config.yaml; ``""`` means built-in only.

    Raises :class:`~hermes_memory.errors.ConfigError` when config.yaml is broken.
    """
    return load_memory_config(home).provider


def load_provider_from_spec(
    spec: ProviderSpec,
    *,
    register_skills: bool = False,
    skill_sink: list[SkillRegistration] | None = None,
) -> Any:
    """Import and extract the provider; raises :class:`ProviderLoadError` on failure."""
    if spec.source is ProviderSource.BUNDLED:
        module = import_bundled(spec.name, _BUNDLED_PACKAGE)
        return provider_from_module(
            module, spec.name, register_skills=register_skills, skill_sink=skill_sink
        )
    if spec.path is not None:
        module = import_directory_package(user_module_name(spec.name, spec.path), spec.path)
        return provider_from_module(
            module, spec.name, register_skills=register_skills, skill_sink=skill_sink
        )
    assert spec.entry_point is not None
    try:
        loaded = spec.entry_point.load()
    except Exception as exc:  # boundary: a third-party plugin's import becomes our error
        raise ProviderLoadError(f"{type(exc).__name__}: {exc}") from exc
    try:
        return provider_from_entry_point(
            loaded, spec.name, register_skills=register_skills, skill_sink=skill_sink
        )
    except ProviderLoadError:
        raise
    except Exception as exc:  # boundary: a third-party factory becomes our error
        raise ProviderLoadError(f"{type(exc).__name__}: {exc}") from exc


def load_memory_provider(
    name: str,
    home: str | os.PathLike[str] | None = None,
    *,
    register_skills: bool | None = None,
) -> Any | None:
    """The named provider instance, or ``None`` (with a warning when it failed to load)."""
    spec = get_provider_spec(name, home)
    if spec is None:
        logger.debug("Memory provider '%s' not found", name)
        return None
    if register_skills is None:
        register_skills = name == configured_provider_name(home)
    registered: list[SkillRegistration] = []
    try:
        provider = load_provider_from_spec(
            spec, register_skills=register_skills, skill_sink=registered
        )
    except ProviderLoadError as exc:
        logger.warning("Failed to load memory provider '%s': %s", name, exc)
        return None
    if provider is None:
        logger.warning("Memory provider '%s' loaded but no provider instance found", name)
    elif register_skills:
        remember_provider_skills(home, name, registered)
    return provider


def provider_is_available(provider: Any) -> bool:
    try:
        return bool(provider.is_available())
    except Exception as exc:  # boundary: a provider's own check; failing it means unavailable
        logger.warning("is_available() of '%s' raised: %s", getattr(provider, "name", "?"), exc)
        return False


def discover_memory_providers(
    home: str | os.PathLike[str] | None = None,
) -> list[tuple[str, str, bool]]:
    """``(name, description, is_available)`` for every provider, in precedence order."""
    found: list[tuple[str, str, bool]] = []
    for spec in iter_provider_specs(home):
        try:
            provider = load_provider_from_spec(spec, register_skills=False)
        except ProviderLoadError as exc:
            logger.debug("Memory provider '%s' cannot be loaded: %s", spec.name, exc)
            provider = None
        available = provider is not None and provider_is_available(provider)
        found.append((spec.name, spec.description, available))
    return found


def load_configured_provider(
    home: str | os.PathLike[str] | None = None, *, require_available: bool = True
) -> Any | None:
    """The provider selected by ``memory.provider``, ready to register, or ``None``.

    A blank setting is an explicit opt-out: nothing is loaded. With ``require_available``
    an unavailable provider is reported (with its ``unavailable_reason()``) and skipped.
    """
    name = configured_provider_name(home)
    if not name:
        forget_provider_skills(home)  # built-in only: no provider's skills stay listed
        return None
    provider = load_memory_provider(name, home, register_skills=True)
    if provider is None:
        logger.warning("Memory provider '%s' is configured but was not found or not loadable", name)
        return None
    if require_available and not provider_is_available(provider):
        reason = ""
        try:
            reason = str(provider.unavailable_reason() or "")
        except Exception as exc:  # boundary: an optional provider hook; only the detail is lost
            logger.warning("unavailable_reason() of '%s' raised: %s", name, exc)
            reason = ""
        logger.warning(
            "Memory provider '%s' is not available%s", name, f": {reason}" if reason else ""
        )
        return None
    return provider
