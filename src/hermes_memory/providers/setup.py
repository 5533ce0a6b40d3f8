"""Provider setup without the prompts: the config-schema rules and saving the result.

A provider describes its settings with ``get_config_schema()`` (spec §2.3). This module
decides which fields apply (``when``), their defaults (``default_from``, current config),
validates and coerces answers, and saves: secrets to ``.env``, other settings through the
provider's own ``save_config`` or under ``memory.<name>`` in config.yaml, then activates.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from hermes_memory.config import get_section, update_config
from hermes_memory.errors import ProviderConfigError
from hermes_memory.paths import resolve_home
from hermes_memory.providers.base import MemoryProvider
from hermes_memory.providers.envfile import EnvWriteResult, check_env_values, write_env_values

logger = logging.getLogger(__name__)

_TRUE = {"1", "true", "yes", "on", "y"}
_FALSE = {"0", "false", "no", "off", "n"}


class SetupLabel(StrEnum):
    """The one-line hint shown beside a provider in lists (spec §8.1)."""

    API_KEY_OR_LOCAL = "API key / local"
    REQUIRES_API_KEY = "requires API key"
    NO_SETUP = "no setup needed"
    LOCAL = "local"


def config_schema(provider: Any) -> list[dict[str, Any]]:
    """The provider's schema fields (malformed entries dropped); ``[]`` on failure."""
    try:
        schema = provider.get_config_schema() if hasattr(provider, "get_config_schema") else []
    except Exception as exc:
        logger.warning(
            "get_config_schema() of '%s' failed: %s", getattr(provider, "name", "?"), exc
        )
        return []
    return [f for f in schema or [] if isinstance(f, dict) and f.get("key")]


def setup_label(schema: list[dict[str, Any]]) -> SetupLabel:
    secret = any(f.get("secret") for f in schema)
    plain = any(not f.get("secret") for f in schema)
    if not schema:
        return SetupLabel.NO_SETUP
    if secret and plain:
        return SetupLabel.API_KEY_OR_LOCAL
    return SetupLabel.REQUIRES_API_KEY if secret else SetupLabel.LOCAL


def _norm(value: object) -> str:
    """Compare answers as text; booleans as ``true``/``false`` like YAML and the wizard."""
    return str(value).lower() if isinstance(value, bool) else str(value)


def field_applies(spec: Mapping[str, Any], values: Mapping[str, Any]) -> bool:
    """True unless ``when`` names a value that the answers so far do not have."""
    when = spec.get("when")
    if not isinstance(when, Mapping):
        return True
    return all(_norm(values.get(key)) == _norm(expected) for key, expected in when.items())


def field_default(
    spec: Mapping[str, Any], values: Mapping[str, Any], current: Mapping[str, Any]
) -> Any:
    """The current setting, else a ``default_from`` mapping hit, else the schema default."""
    key = spec["key"]
    if current.get(key) not in (None, ""):
        return current[key]
    dynamic = spec.get("default_from")
    if isinstance(dynamic, Mapping) and isinstance(dynamic.get("map"), Mapping):
        chosen = _norm(values.get(str(dynamic.get("field"))))
        for option, default in dynamic["map"].items():
            if _norm(option) == chosen:
                return default
    return spec.get("default")


def coerce_value(spec: Mapping[str, Any], raw: object) -> Any:
    """``raw`` checked against ``choices``/``type``/``minimum``/``maximum``."""
    key = spec["key"]
    kind = str(spec.get("type") or "text")
    value: Any = raw
    text = str(raw).strip()
    if kind == "integer" or kind == "number":
        try:
            value = int(text) if kind == "integer" else float(text)
        except ValueError:
            raise ProviderConfigError(f"{key}: expected {kind}, got {text!r}") from None
        low, high = spec.get("minimum"), spec.get("maximum")
        if (low is not None and value < low) or (high is not None and value > high):
            raise ProviderConfigError(f"{key}: {value} is outside {low}…{high}")
    elif kind == "boolean":
        if text.lower() not in _TRUE | _FALSE:
            raise ProviderConfigError(f"{key}: expected true or false, got {text!r}")
        value = text.lower() in _TRUE
    choices = spec.get("choices")
    if choices and str(value) not in {str(c) for c in choices}:
        raise ProviderConfigError(f"{key}: {value!r} is not one of {', '.join(map(str, choices))}")
    return value


def env_var_is_set(name: str, env_file: Mapping[str, str]) -> bool:
    return bool(os.environ.get(name) or env_file.get(name))


@dataclass
class SetupPlan:
    """What a setup run decided: settings for the provider, values for ``.env``."""

    settings: dict[str, Any] = field(default_factory=dict)
    env_writes: dict[str, str] = field(default_factory=dict)
    missing: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def plan_setup(
    schema: list[dict[str, Any]],
    *,
    answers: Mapping[str, str],
    secrets: Mapping[str, str],
    current: Mapping[str, Any],
    env_file: Mapping[str, str],
) -> SetupPlan:
    """Walk the schema without prompting; ``answers`` by key, ``secrets`` by env var or key.

    Required fields with neither an answer, a current value, a default nor (for secrets)
    a value already in the environment are listed in ``missing``.
    """
    plan = SetupPlan()
    for spec in schema:
        key = spec["key"]
        if not field_applies(spec, plan.settings):
            continue
        env_var = spec.get("env_var")
        if spec.get("secret"):
            value = secrets.get(env_var or "", secrets.get(key))
            if value:
                if env_var:
                    plan.env_writes[env_var] = value
                else:
                    plan.notes.append(f"{key}: no env_var declared, secret not saved")
            elif spec.get("required") and not (env_var and env_var_is_set(env_var, env_file)):
                plan.missing.append(env_var or key)
            continue
        raw = answers.get(key)
        if raw is None:
            raw = field_default(spec, plan.settings, current)
        if raw in (None, ""):
            if spec.get("required"):
                plan.missing.append(key)
            continue
        plan.settings[key] = coerce_value(spec, raw)
        if env_var and key in answers and env_var not in plan.env_writes:
            plan.env_writes[env_var] = str(answers[key])
    return plan


@dataclass(frozen=True)
class SetupOutcome:
    provider: str
    settings_saved_to: str | None
    settings: dict[str, Any]
    env: EnvWriteResult | None
    save_config_error: str | None = None


def _overrides_save_config(provider: Any) -> bool:
    method = getattr(type(provider), "save_config", None)
    return callable(method) and method is not MemoryProvider.save_config


def current_provider_config(
    name: str, home: str | os.PathLike[str] | None = None
) -> dict[str, Any]:
    section = get_section("memory", home).get(name)
    return dict(section) if isinstance(section, dict) else {}


def set_active_provider(name: str, home: str | os.PathLike[str] | None = None) -> None:
    """``memory.provider = name`` in config.yaml (``""`` = built-in only); other keys kept."""

    def mutate(data: dict[str, Any]) -> None:
        memory = data.get("memory")
        if not isinstance(memory, dict):
            memory = {}
            data["memory"] = memory
        memory["provider"] = name

    update_config(mutate, home)


def apply_setup(
    provider: Any, name: str, plan: SetupPlan, home: str | os.PathLike[str] | None = None
) -> SetupOutcome:
    """Activate ``name`` and save the plan: settings, then secrets (spec §8.2 steps 7–9)."""
    home_path = resolve_home(home)
    check_env_values(plan.env_writes)  # a value .env cannot hold stops setup before any write
    set_active_provider(name, home_path)
    saved_to: str | None = None
    error: str | None = None
    if plan.settings:
        if _overrides_save_config(provider):
            saved_to = "save_config"
            try:
                provider.save_config(dict(plan.settings), str(home_path))
            except Exception as exc:  # reported to the user; activation stands
                error = f"{type(exc).__name__}: {exc}"
        else:
            saved_to = f"config.yaml memory.{name}"

            def mutate(data: dict[str, Any]) -> None:
                memory = data.setdefault("memory", {})
                block = memory.get(name)
                memory[name] = {**(block if isinstance(block, dict) else {}), **plan.settings}

            update_config(mutate, home_path)
    env = write_env_values(plan.env_writes, home_path) if plan.env_writes else None
    return SetupOutcome(name, saved_to, dict(plan.settings), env, error)
