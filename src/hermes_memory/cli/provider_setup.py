"""The interactive part of ``hermes-memory providers setup``: prompts over a config schema.

Each applicable field is asked in schema order: choices as a constrained prompt, secrets
hidden (a blank answer keeps a value already set), other fields with their default shown.
Values given as flags are used without asking. The rules themselves (``when``,
``default_from``, coercion) live in ``hermes_memory.providers.plugins.setup``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import click

from hermes_memory.errors import ProviderConfigError
from hermes_memory.providers.plugins import (
    SetupPlan,
    as_text,
    coerce_value,
    field_applies,
    field_default,
)


def _masked(value: str) -> str:
    return "set" if len(value) <= 4 else f"…{value[-4:]}"


def _ask_secret(spec: Mapping[str, Any], existing: str, *, err: bool) -> str:
    label = str(spec.get("description") or spec["key"])
    env_var = spec.get("env_var")
    if existing:
        label += f" (current: {_masked(existing)}; blank keeps it)"
    elif spec.get("url"):
        click.echo(f"  Get a key at {spec['url']}", err=err)
    if env_var:
        label += f" [{env_var}]"
    while True:
        value = str(click.prompt(label, default="", show_default=False, hide_input=True, err=err))
        if value or existing or not spec.get("required"):
            return value
        click.echo("  This value is required.", err=err)


def _ask_plain(spec: Mapping[str, Any], default: Any, *, err: bool) -> Any:
    label = str(spec.get("description") or spec["key"])
    choices = [str(c) for c in spec.get("choices") or []]
    shown = None if default in (None, "") else as_text(default)
    while True:
        if choices:
            raw = click.prompt(
                label,
                type=click.Choice(choices),
                default=shown if shown in choices else None,
                err=err,
            )
        else:
            raw = click.prompt(label, default=shown or "", show_default=bool(shown), err=err)
        text = str(raw).strip()
        if not text:
            if not spec.get("required"):
                return None
            click.echo("  This value is required.", err=err)
            continue
        try:
            return coerce_value(spec, text)
        except ProviderConfigError as exc:
            click.echo(f"  {exc}", err=err)


def prompt_plan(
    schema: list[dict[str, Any]],
    *,
    answers: Mapping[str, str],
    secrets: Mapping[str, str],
    current: Mapping[str, Any],
    existing_env: Mapping[str, str],
    err: bool = False,
) -> SetupPlan:
    """Ask for every applicable field not already answered; returns the plan to apply.

    ``existing_env`` maps env var names to values already set (environment or ``.env``).
    Raises ``click.Abort`` when the user cancels (nothing has been written then).
    """
    plan = SetupPlan()
    for spec in schema:
        if not field_applies(spec, plan.settings):
            continue
        key = str(spec["key"])
        env_var = spec.get("env_var")
        if spec.get("secret"):
            value = secrets.get(str(env_var or ""), secrets.get(key))
            if value is None:
                value = _ask_secret(spec, existing_env.get(str(env_var or ""), ""), err=err)
            if value and env_var:
                plan.env_writes[str(env_var)] = value
            elif value:
                plan.notes.append(f"{key}: no env_var declared, secret not saved")
            continue
        if key in answers:
            value_any: Any = coerce_value(spec, answers[key])
        else:
            value_any = _ask_plain(spec, field_default(spec, plan.settings, current), err=err)
        if value_any is None:
            continue
        plan.settings[key] = value_any
        if env_var and str(env_var) not in plan.env_writes:
            plan.env_writes[str(env_var)] = as_text(value_any)
    return plan
