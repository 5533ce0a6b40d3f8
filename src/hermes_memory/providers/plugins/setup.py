"""Provider setup without the prompts: the config-schema rules and saving the result.

A provider describes its settings with ``get_config_schema()`` (spec §2.3). This module
decides which fields apply (``when``), their defaults (``default_from``, current config),
validates and coerces answers, and saves: secrets to ``.env``, other settings through the
provider's own ``save_config`` or under ``memory.<name>`` in config.yaml, then activates.
"""

from __future__ import annotations

import contextlib
import logging
import math
import os
import re
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any

from hermes_memory.config import get_section, update_config
from hermes_memory.errors import ProviderConfigError
from hermes_memory.paths import config_path, resolve_home
from hermes_memory.providers.base import MemoryProvider
from hermes_memory.providers.plugins.envfile import (
    EnvWriteResult,
    check_env_values,
    write_env_values,
)

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
    except Exception as exc:  # boundary: a provider's hook; no schema means no questions
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


def as_text(value: object) -> str:
    """A setting as the text a person types: booleans ``true``/``false`` as in YAML."""
    return str(value).lower() if isinstance(value, bool) else str(value)


def field_applies(spec: Mapping[str, Any], values: Mapping[str, Any]) -> bool:
    """True unless ``when`` names a value that the answers so far do not have."""
    when = spec.get("when")
    if not isinstance(when, Mapping):
        return True
    return all(as_text(values.get(key)) == as_text(expected) for key, expected in when.items())


def field_default(
    spec: Mapping[str, Any], values: Mapping[str, Any], current: Mapping[str, Any]
) -> Any:
    """The current setting, else a ``default_from`` mapping hit, else the schema default."""
    key = spec["key"]
    if current.get(key) not in (None, ""):
        return current[key]
    dynamic = spec.get("default_from")
    if isinstance(dynamic, Mapping) and isinstance(dynamic.get("map"), Mapping):
        chosen = as_text(values.get(str(dynamic.get("field"))))
        for option, default in dynamic["map"].items():
            if as_text(option) == chosen:
                return default
    return spec.get("default")


_INTEGER = re.compile(r"[+-]?(0|[1-9][0-9]*)")
_DECIMAL = re.compile(r"[+-]?([0-9]+\.[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?")
_TEXT_KINDS = frozenset({"text", "string", "str", "secret", "path", "url"})


def field_kind(spec: Mapping[str, Any]) -> str:
    """The declared ``type``, else one read from the field's shape.

    Many schemas (Hermes's among them) declare no type but offer ``choices: ["true",
    "false"]`` or a typed default; such answers are saved as YAML booleans and numbers,
    not quoted strings. ``"scalar"`` means: nothing declared, judge by the answer itself.
    """
    declared = spec.get("type")
    if declared:
        return str(declared)
    choices = spec.get("choices")
    if choices and {as_text(c).lower() for c in choices} <= _TRUE | _FALSE:
        return "boolean"
    default = spec.get("default")
    if isinstance(default, bool):
        return "boolean"
    if isinstance(default, int):
        return "integer"
    if isinstance(default, float):
        return "number"
    return "scalar"


def _scalar(text: str) -> Any:
    """An undeclared answer as YAML would read it when hand-written: ``true``/``false`` and
    plain numbers become values; everything else (``007``, ``yes``, URLs) stays text."""
    lowered = text.lower()
    if lowered in ("true", "false"):
        return lowered == "true"
    if _INTEGER.fullmatch(text):
        return int(text)
    if _DECIMAL.fullmatch(text):
        value = float(text)
        return value if math.isfinite(value) else text
    return text


def coerce_value(spec: Mapping[str, Any], raw: object) -> Any:
    """``raw`` checked against ``choices``/``type``/``minimum``/``maximum`` and converted to
    the value saved: a bool, an int, a float or text (see :func:`field_kind`)."""
    key = spec["key"]
    kind = field_kind(spec)
    value: Any = raw
    text = str(raw).strip()
    if kind == "integer" or kind == "number":
        try:
            value = int(text) if kind == "integer" else float(text)
        except ValueError:
            raise ProviderConfigError(f"{key}: expected {kind}, got {text!r}") from None
        if kind == "number" and not math.isfinite(value):
            raise ProviderConfigError(f"{key}: expected a finite number, got {text!r}")
        low, high = spec.get("minimum"), spec.get("maximum")
        if (low is not None and value < low) or (high is not None and value > high):
            raise ProviderConfigError(f"{key}: {value} is outside {low}…{high}")
    elif kind == "boolean":
        if text.lower() not in _TRUE | _FALSE:
            raise ProviderConfigError(f"{key}: expected true or false, got {text!r}")
        value = text.lower() in _TRUE
    elif kind == "scalar" and isinstance(raw, str):
        value = _scalar(text)
    elif kind in _TEXT_KINDS and not isinstance(raw, str):
        value = as_text(raw)
    choices = spec.get("choices")
    if choices:
        wanted = as_text(value).lower() if kind == "boolean" else as_text(value)
        matching = [
            c
            for c in choices
            if (as_text(c).lower() if kind == "boolean" else as_text(c)) == wanted
        ]
        if not matching:
            raise ProviderConfigError(
                f"{key}: {as_text(value)!r} is not one of {', '.join(map(as_text, choices))}"
            )
        if kind == "scalar":
            value = matching[0]  # the plugin's own choice, with the type it declared it in
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
            plan.env_writes[env_var] = as_text(plan.settings[key])
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

    update_config(lambda data: _activate(data, name), home)


def _activate(data: dict[str, Any], name: str) -> None:
    memory = data.get("memory")
    if not isinstance(memory, dict):
        memory = {}
        data["memory"] = memory
    memory["provider"] = name


def apply_setup(
    provider: Any, name: str, plan: SetupPlan, home: str | os.PathLike[str] | None = None
) -> SetupOutcome:
    """Activate ``name`` and save the plan: settings, then secrets (spec §8.2 steps 7–9).

    All or nothing on the disk: if a step fails (a full disk, a read-only home) the
    config.yaml written by an earlier step is put back, so no half-applied setup remains.
    """
    home_path = resolve_home(home)
    check_env_values(plan.env_writes)  # a value .env cannot hold stops setup before any write
    with _config_restored_on_failure(home_path):
        saved_to: str | None = None
        error: str | None = None
        if plan.settings and not _overrides_save_config(provider):
            saved_to = f"config.yaml memory.{name}"

            def mutate(data: dict[str, Any]) -> None:
                _activate(data, name)
                block = data["memory"].get(name)
                data["memory"][name] = {
                    **(block if isinstance(block, dict) else {}),
                    **plan.settings,
                }

            update_config(mutate, home_path)  # activation and settings in one write
        else:
            set_active_provider(name, home_path)
            if plan.settings:
                saved_to = "save_config"
                try:
                    provider.save_config(dict(plan.settings), str(home_path))
                except Exception as exc:  # boundary: a provider's hook; reported to the user
                    logger.warning("save_config() of '%s' failed: %s", name, exc)
                    error = f"{type(exc).__name__}: {exc}"
        env = write_env_values(plan.env_writes, home_path) if plan.env_writes else None
    return SetupOutcome(name, saved_to, dict(plan.settings), env, error)


@contextmanager
def _config_restored_on_failure(home: Path) -> Iterator[None]:
    """Put config.yaml back as it was if the block raises.

    The old file is kept alive by a hard link, which needs no free space, so the rollback
    still works when the failure was a full disk.
    """
    path = config_path(home)
    keep: Path | None = path.with_name(f".config_rollback_{os.getpid()}.tmp")
    existed = path.exists()
    try:
        if existed and keep is not None:
            os.link(path, keep)
    except OSError:
        keep = None  # no hard links here (or no room): the writes below will say why
    try:
        yield
    except BaseException:
        with contextlib.suppress(OSError):
            if existed and keep is not None:
                keep.replace(path)
            elif not existed:
                path.unlink(missing_ok=True)
        raise
    finally:
        if keep is not None:
            with contextlib.suppress(OSError):
                keep.unlink(missing_ok=True)
