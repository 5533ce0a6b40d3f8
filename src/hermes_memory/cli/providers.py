"""``hermes-memory providers``: list, status, setup and switch off external memory providers.

A home has the built-in store plus at most one external provider, selected by
``memory.provider`` in config.yaml. ``setup`` walks the provider's config schema, either
interactively or entirely from flags (``--set``, ``--secret``, ``--yes``); secrets go to
``$HERMES_HOME/.env`` (mode 0600) and are never printed.
"""

from __future__ import annotations

import os
from pathlib import Path

import click

from hermes_memory.cli.common import (
    echo_json,
    fail,
    handle_errors,
    home_option,
    json_option,
    resolve_cli_home,
    usage_fail,
)
from hermes_memory.cli.provider_setup import prompt_plan
from hermes_memory.config import load_raw_config
from hermes_memory.errors import ProviderConfigError
from hermes_memory.providers.plugins import (
    DependencyReport,
    ProviderState,
    SetupOutcome,
    SetupPlan,
    apply_setup,
    coerce_value,
    config_schema,
    current_provider_config,
    describe_providers,
    ensure_dependencies,
    env_file_overlay,
    get_provider_spec,
    load_for_inspection,
    plan_setup,
    provider_status,
    read_env_file,
    read_plugin_yaml,
    set_active_provider,
)

BUILTIN_CHOICE = "Built-in only — MEMORY.md / USER.md (default)"
INSTALL_HINT = (
    "Install one as a package that declares a 'hermes_memory.providers' entry point, or put"
    " a plugin folder in $HERMES_HOME/plugins/<name>/."
)
SERVICE_NOTE = (
    "Note: services started by systemd or a gateway do not read $HERMES_HOME/.env by"
    " themselves; export the variables in their environment too."
)


@click.group("providers")
def providers() -> None:
    """External memory providers (one may be active beside the built-in store)."""


@providers.command("list")
@json_option
@home_option
@handle_errors
def list_command(as_json: bool, home: Path | None) -> None:
    """Every discovered provider with its source, availability and setup needs."""
    home_path = resolve_cli_home(home)
    with env_file_overlay(home_path):
        infos = describe_providers(home_path)
    if as_json:
        echo_json({"providers": [i.as_dict() for i in infos]})
        return
    if not infos:
        click.echo(f"No memory providers found. {INSTALL_HINT}")
        return
    click.echo("Memory providers:")
    for info in infos:
        state = (
            "available ✓"
            if info.available
            else ("load failed ✗" if info.error else "not available ✗")
        )
        label = f"  ({info.label.value})" if info.label else ""
        active = "  ← active" if info.active else ""
        click.echo(f"  • {info.name}  [{info.source.value}]{label}  {state}{active}")
        if info.description:
            click.echo(f"      {info.description}")
        if info.error or info.unavailable_reason:
            click.echo(f"      {info.error or info.unavailable_reason}")


@providers.command("status")
@json_option
@home_option
@handle_errors
def status_command(as_json: bool, home: Path | None) -> None:
    """What is active, whether it can run, and what is missing."""
    home_path = resolve_cli_home(home)
    with env_file_overlay(home_path):
        status = provider_status(home_path)
    if as_json:
        echo_json(status.as_dict())
        return
    on = {True: "on", False: "off"}
    click.echo("Memory status")
    click.echo(f"  Built-in memory injection: {on[status.memory_enabled]}")
    click.echo(f"  Built-in user profile:     {on[status.user_profile_enabled]}")
    if status.state is ProviderState.BUILTIN_ONLY:
        click.echo("  Provider: (none — built-in only)")
    else:
        click.echo(f"  Provider: {status.provider}")
    if status.state is ProviderState.NOT_INSTALLED:
        click.echo("  Plugin: NOT installed ✗")
        click.echo(f"  {INSTALL_HINT}")
    elif status.info is not None:
        for key, value in status.config.items():
            click.echo(f"    {key}: {value}")
        if status.config_error:
            click.echo(f"    status_config_error: {status.config_error}")
        click.echo(f"  Plugin: installed ✓ [{status.info.source.value}]")
        if status.state is ProviderState.LOAD_FAILED:
            click.echo(f"  Status: failed to load ✗ ({status.info.error})")
        elif status.state is ProviderState.ACTIVE:
            click.echo("  Status: available ✓")
        else:
            reason = status.info.unavailable_reason
            click.echo("  Status: not available ✗" + (f" ({reason})" if reason else ""))
            for env in status.env:
                mark = "✓" if env.is_set else "✗"
                hint = f"  → {env.url}" if env.url and not env.is_set else ""
                click.echo(f"    {env.env_var} {mark}{hint}")
            if status.missing_env:
                click.echo(f"  {SERVICE_NOTE}")
    click.echo("Installed plugins:")
    for info in status.providers:
        label = f"  ({info.label.value})" if info.label else ""
        click.echo(f"  • {info.name}{label}{'  ← active' if info.active else ''}")


@providers.command("off")
@json_option
@home_option
@handle_errors
def off_command(as_json: bool, home: Path | None) -> None:
    """Use the built-in store only (sets memory.provider to "")."""
    set_active_provider("", resolve_cli_home(home))
    if as_json:
        echo_json({"success": True, "provider": ""})
    else:
        click.echo("External memory provider switched off; built-in memory only.")


def _pairs(values: tuple[str, ...], option: str, *, value_required: bool) -> dict[str, str]:
    out: dict[str, str] = {}
    for item in values:
        name, sep, value = item.partition("=")
        name = name.strip()
        if not name:
            raise click.UsageError(f"{option} needs NAME=VALUE, got {item!r}")
        if not sep:
            if value_required:
                raise click.UsageError(f"{option} needs NAME=VALUE, got {item!r}")
            env_value = os.environ.get(name)
            if env_value is None:
                raise click.UsageError(f"{option} {name}: no value given and ${name} is not set")
            value = env_value
        out[name] = value
    return out


def _choose_provider(home: Path, *, err: bool) -> str | None:
    """Numbered menu; a provider name, ``""`` for built-in only, ``None`` if none exist."""
    names = [i for i in describe_providers(home) if i.loaded]
    if not names:
        return None
    click.echo("Choose a memory provider:", err=err)
    for number, info in enumerate(names, 1):
        label = info.label.value if info.label else ""
        click.echo(f"  {number}. {info.name} — {label}", err=err)
    builtin_number = len(names) + 1
    click.echo(f"  {builtin_number}. {BUILTIN_CHOICE}", err=err)
    picked = click.prompt(
        "Provider", type=click.IntRange(1, builtin_number), default=builtin_number, err=err
    )
    return "" if picked == builtin_number else names[picked - 1].name


def _report(
    outcome: SetupOutcome, plan: SetupPlan, as_json: bool, deps: DependencyReport | None
) -> None:
    if as_json:
        echo_json(
            {
                "success": True,
                "provider": outcome.provider,
                "activated": True,
                "settings": outcome.settings,
                "settings_saved_to": outcome.settings_saved_to,
                "save_config_error": outcome.save_config_error,
                "secrets_saved": list(outcome.env.written) if outcome.env else [],
                "env_rejected": list(outcome.env.rejected) if outcome.env else [],
                "notes": plan.notes,
                "dependencies": deps.as_dict() if deps else None,
            }
        )
        return
    click.echo(f"Provider: {outcome.provider}")
    click.echo("Activation saved to config.yaml")
    if outcome.settings_saved_to:
        click.echo(f"Provider config saved ({outcome.settings_saved_to})")
    if outcome.save_config_error:
        click.echo(f"Saving provider config failed: {outcome.save_config_error}")
    if outcome.env and outcome.env.written:
        click.echo(f"API keys saved to .env: {', '.join(outcome.env.written)}")
    if outcome.env and outcome.env.rejected:
        click.echo(f"Refused variable names: {', '.join(outcome.env.rejected)}")
    for note in plan.notes:
        click.echo(note)
    click.echo("Start a new session to activate.")


def _report_dependencies(report: DependencyReport, as_json: bool) -> None:
    """Say what was installed and which external checks failed (on stderr under --json,
    where the result's ``dependencies`` key says the same)."""
    for spec in report.installed:
        click.echo(f"Installed {spec}", err=as_json)
    for check in report.external:
        if not check.ok:
            hint = f"; install with: {check.install}" if check.install else ""
            click.echo(f"Missing external dependency {check.name} ({check.detail}){hint}", err=True)


@providers.command("setup")
@click.argument("name", required=False)
@click.option("--set", "settings", multiple=True, metavar="KEY=VALUE", help="A non-secret setting.")
@click.option(
    "--secret",
    "secret_args",
    multiple=True,
    metavar="ENV[=VALUE]",
    help="A secret for .env, by env var (or field key); without =VALUE it is read from $ENV.",
)
@click.option(
    "--yes", "-y", is_flag=True, help="Never prompt; fail if a required value is missing."
)
@click.option(
    "--skip-dependencies",
    is_flag=True,
    help="Do not pip-install the provider's pip_dependencies or run its dependency checks.",
)
@json_option
@home_option
@handle_errors
def setup_command(
    name: str | None,
    settings: tuple[str, ...],
    secret_args: tuple[str, ...],
    yes: bool,
    skip_dependencies: bool,
    as_json: bool,
    home: Path | None,
) -> None:
    """Configure and activate a provider (interactive unless --yes).

    The provider's plugin.yaml pip_dependencies are installed into this Python first and
    its external dependency checks run; a failed install stops setup before any write.
    """
    home_path = resolve_cli_home(home)
    answers = _pairs(settings, "--set", value_required=True)
    secrets = _pairs(secret_args, "--secret", value_required=False)
    try:
        _setup(
            name,
            answers,
            secrets,
            yes=yes,
            as_json=as_json,
            home=home_path,
            dependencies=not skip_dependencies,
        )
    except click.Abort:
        fail("Cancelled. No changes saved.", as_json=as_json)


def _setup(
    name: str | None,
    answers: dict[str, str],
    secrets: dict[str, str],
    *,
    yes: bool,
    as_json: bool,
    home: Path,
    dependencies: bool = True,
) -> None:
    if name is None:
        if yes:
            raise click.UsageError("setup --yes needs a provider NAME")
        name = _choose_provider(home, err=as_json)
        if name is None:
            fail(f"No memory provider plugins detected. {INSTALL_HINT}", as_json=as_json)
            return
        if name == "":
            set_active_provider("", home)
            if as_json:
                echo_json({"success": True, "provider": "", "activated": True})
            else:
                click.echo("Built-in memory only. Activation saved to config.yaml")
            return
    spec = get_provider_spec(name, home)
    if spec is None:
        fail(f"Memory provider '{name}' not found. {INSTALL_HINT}", as_json=as_json)
        return
    deps = None
    if dependencies:  # before loading: the provider's import may need them
        deps = ensure_dependencies(read_plugin_yaml(spec.path))
        _report_dependencies(deps, as_json)
    provider, error = load_for_inspection(spec)
    if provider is None:
        fail(f"Memory provider '{name}' could not be loaded: {error}", as_json=as_json)
        return
    schema = config_schema(provider)
    known = {str(f["key"]) for f in schema}
    unknown = sorted(set(answers) - known)
    secret_names = known | {str(f["env_var"]) for f in schema if f.get("env_var")}
    unknown += sorted(set(secrets) - secret_names)
    if unknown:
        usage_fail(f"Unknown setting(s) for '{name}': {', '.join(unknown)}", as_json=as_json)
    by_key = {str(f["key"]): f for f in schema}
    for key, raw in answers.items():  # a bad --set value is bad usage, caught before prompts
        try:
            coerce_value(by_key[key], raw)
        except ProviderConfigError as exc:
            usage_fail(f"--set {exc}", as_json=as_json)
    current = current_provider_config(name, home)
    env_file = read_env_file(home)
    if not yes and not answers and not secrets and callable(getattr(provider, "post_setup", None)):
        provider.post_setup(str(home), load_raw_config(home))  # the provider owns its wizard
        if as_json:
            echo_json({"success": True, "provider": name, "delegated_to": "post_setup"})
        return
    if yes:
        plan = plan_setup(
            schema, answers=answers, secrets=secrets, current=current, env_file=env_file
        )
        if plan.missing:
            usage_fail(
                f"Missing required value(s) for '{name}': {', '.join(plan.missing)} "
                "(give them with --set KEY=VALUE / --secret ENV=VALUE, or drop --yes)",
                as_json=as_json,
                missing=plan.missing,
            )
    else:
        existing = {**env_file, **{k: v for k, v in os.environ.items() if v}}
        plan = prompt_plan(
            schema,
            answers=answers,
            secrets=secrets,
            current=current,
            existing_env=existing,
            err=as_json,
        )
    _report(apply_setup(provider, name, plan, home), plan, as_json, deps)
