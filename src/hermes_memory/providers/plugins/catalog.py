"""What is installed and what is active: the data behind ``providers list`` and ``status``.

Every discovered provider is loaded (without registering skills) to learn its availability
and setup label; a provider that fails to load is still listed, with the reason. Status
explains the configured provider: active, unavailable (which env vars are missing), or
not installed. Pure data; the CLI and the MCP server render it.
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass, field, replace
from enum import StrEnum
from pathlib import Path
from typing import Any

from hermes_memory.config import load_memory_config
from hermes_memory.errors import ProviderLoadError
from hermes_memory.paths import resolve_home
from hermes_memory.providers.plugins.discovery import (
    ProviderSource,
    ProviderSpec,
    iter_provider_specs,
    load_provider_from_spec,
    provider_is_available,
    read_plugin_yaml,
)
from hermes_memory.providers.plugins.envfile import read_env_file
from hermes_memory.providers.plugins.setup import (
    SetupLabel,
    config_schema,
    current_provider_config,
    env_var_is_set,
    setup_label,
)

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class ProviderInfo:
    """One discovered provider as a user sees it."""

    name: str
    source: ProviderSource
    description: str
    path: Path | None
    loaded: bool
    available: bool
    label: SetupLabel | None
    active: bool
    error: str = ""
    unavailable_reason: str = ""

    def as_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "source": self.source.value,
            "description": self.description,
            "path": str(self.path) if self.path else None,
            "loaded": self.loaded,
            "available": self.available,
            "setup": self.label.value if self.label else None,
            "active": self.active,
            "error": self.error,
            "unavailable_reason": self.unavailable_reason,
        }


def load_for_inspection(spec: ProviderSpec) -> tuple[Any | None, str]:
    """``(provider, error)``; never raises."""
    try:
        provider = load_provider_from_spec(spec, register_skills=False)
    except ProviderLoadError as exc:
        return None, str(exc)
    if provider is None:
        return None, "loaded but no provider instance found"
    return provider, ""


def _reason(provider: Any) -> str:
    try:
        return (
            str(provider.unavailable_reason() or "")
            if hasattr(provider, "unavailable_reason")
            else ""
        )
    except Exception as exc:  # boundary: a provider's hook; its failure is the reason shown
        logger.warning("unavailable_reason() failed: %s", exc)
        return f"unavailable_reason() failed: {exc}"


def _info(spec: ProviderSpec, active_name: str) -> tuple[ProviderInfo, Any | None]:
    provider, error = load_for_inspection(spec)
    available = provider is not None and provider_is_available(provider)
    info = ProviderInfo(
        name=spec.name,
        source=spec.source,
        description=spec.description,
        path=spec.path,
        loaded=provider is not None,
        available=available,
        label=setup_label(config_schema(provider)) if provider is not None else None,
        active=spec.name == active_name,
        error=error,
        unavailable_reason="" if available or provider is None else _reason(provider),
    )
    return info, provider


def describe_providers(home: str | os.PathLike[str] | None = None) -> list[ProviderInfo]:
    """Every discovered provider in precedence order."""
    active = load_memory_config(home).provider
    return [_info(spec, active)[0] for spec in iter_provider_specs(home)]


class ProviderState(StrEnum):
    BUILTIN_ONLY = "builtin_only"
    ACTIVE = "active"
    UNAVAILABLE = "unavailable"
    NOT_INSTALLED = "not_installed"
    LOAD_FAILED = "load_failed"


@dataclass(frozen=True)
class EnvRequirement:
    env_var: str
    key: str
    is_set: bool
    secret: bool
    required: bool
    url: str = ""

    def as_dict(self) -> dict[str, Any]:
        return {
            "env_var": self.env_var,
            "key": self.key,
            "set": self.is_set,
            "secret": self.secret,
            "required": self.required,
            "url": self.url,
        }


@dataclass(frozen=True)
class ProviderStatus:
    provider: str
    state: ProviderState
    memory_enabled: bool
    user_profile_enabled: bool
    info: ProviderInfo | None = None
    config: dict[str, Any] = field(default_factory=dict)
    config_error: str = ""
    env: list[EnvRequirement] = field(default_factory=list)
    providers: list[ProviderInfo] = field(default_factory=list)

    @property
    def missing_env(self) -> list[str]:
        return [e.env_var for e in self.env if not e.is_set]

    def as_dict(self) -> dict[str, Any]:
        return {
            "provider": self.provider,
            "state": self.state.value,
            "builtin": {
                "memory_enabled": self.memory_enabled,
                "user_profile_enabled": self.user_profile_enabled,
            },
            "installed": self.info is not None,
            "available": bool(self.info and self.info.available),
            "source": self.info.source.value if self.info else None,
            "error": self.info.error if self.info else "",
            "unavailable_reason": self.info.unavailable_reason if self.info else "",
            "config": self.config,
            "status_config_error": self.config_error,
            "env": [e.as_dict() for e in self.env],
            "missing_env": self.missing_env,
            "providers": [p.as_dict() for p in self.providers],
        }


def _env_requirements(
    provider: Any, spec: ProviderSpec, home: str | os.PathLike[str] | None
) -> list[EnvRequirement]:
    env_file = read_env_file(home)
    out: list[EnvRequirement] = []
    seen: set[str] = set()
    for item in config_schema(provider) if provider is not None else []:
        env_var = item.get("env_var")
        if env_var and env_var not in seen:
            seen.add(env_var)
            out.append(
                EnvRequirement(
                    str(env_var),
                    str(item["key"]),
                    env_var_is_set(str(env_var), env_file),
                    bool(item.get("secret")),
                    bool(item.get("required")),
                    str(item.get("url") or ""),
                )
            )
    for env_var in read_plugin_yaml(spec.path).get("requires_env") or []:
        if isinstance(env_var, str) and env_var not in seen:
            seen.add(env_var)
            out.append(EnvRequirement(env_var, "", env_var_is_set(env_var, env_file), True, True))
    return out


def _status_config(provider: Any, raw: dict[str, Any]) -> tuple[dict[str, Any], str]:
    hook = getattr(provider, "get_status_config", None)
    if provider is None or not callable(hook):
        return raw, ""
    try:
        shown = hook(dict(raw))
    except Exception as exc:  # boundary: a provider's hook; the status shows its failure
        logger.warning("get_status_config() failed: %s", exc)
        return raw, f"{type(exc).__name__}: {exc}"
    return (dict(shown) if isinstance(shown, dict) else raw), ""


def provider_status(home: str | os.PathLike[str] | None = None) -> ProviderStatus:
    """The configured provider's state, with every installed provider listed."""
    home_path = resolve_home(home)
    memory = load_memory_config(home_path)
    name = memory.provider
    infos: list[ProviderInfo] = []
    active_info: ProviderInfo | None = None
    active_provider: Any = None
    active_spec: ProviderSpec | None = None
    for spec in iter_provider_specs(home_path):
        info, provider = _info(spec, name)
        infos.append(info)
        if spec.name == name:
            active_info, active_provider, active_spec = info, provider, spec
    base = ProviderStatus(
        provider=name,
        state=ProviderState.BUILTIN_ONLY,
        memory_enabled=memory.memory_enabled,
        user_profile_enabled=memory.user_profile_enabled,
        providers=infos,
    )
    if not name:
        return base
    if active_info is None or active_spec is None:
        return replace(base, state=ProviderState.NOT_INSTALLED)
    config, config_error = _status_config(active_provider, current_provider_config(name, home_path))
    if not active_info.loaded:
        state = ProviderState.LOAD_FAILED
    elif active_info.available:
        state = ProviderState.ACTIVE
    else:
        state = ProviderState.UNAVAILABLE
    return replace(
        base,
        state=state,
        info=active_info,
        config=config,
        config_error=config_error,
        env=_env_requirements(active_provider, active_spec, home_path),
    )
