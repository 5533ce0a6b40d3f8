"""The ``provider-keys`` kind: the only path by which a secret reaches the home (spec §4.4).

Only the names of :data:`SECRET_ALLOWLIST`, only with ``--migrate-secrets``, written through
the project's ``.env`` writer (atomic, 0600, other lines kept). Values never leave this
module: items carry key names only.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from hermes_memory.claw.context import RunContext
from hermes_memory.claw.options import SECRET_ALLOWLIST, Item, Status
from hermes_memory.paths import env_file_path
from hermes_memory.providers.plugins.envfile import read_env_file, write_env_values

_TEMPLATE = re.compile(r"^\$\{([A-Za-z_][A-Za-z0-9_]*)\}$")
KIND = "provider-keys"


def _provider_variable(name: str, provider: dict[str, Any]) -> str | None:
    base = str(provider.get("baseUrl") or "").lower()
    if "openrouter" in base:
        return "OPENROUTER_API_KEY"
    if "openai.com" in base:
        return "OPENAI_API_KEY"
    if "anthropic" in base:
        return "ANTHROPIC_API_KEY"
    if provider.get("api") == "anthropic-messages":
        return "ANTHROPIC_API_KEY"
    lowered = name.lower()
    if lowered == "openrouter":
        return "OPENROUTER_API_KEY"
    if "openai" in lowered:
        return "OPENAI_API_KEY"
    return None


def _resolve(value: object, env: dict[str, str]) -> str | bool | None:
    """The key's value; ``None`` when absent; ``False`` when it is a file/exec reference."""
    if isinstance(value, str):
        match = _TEMPLATE.match(value.strip())
        return env.get(match.group(1)) if match else value
    if isinstance(value, dict):
        if value.get("source") == "env" and isinstance(value.get("id"), str):
            return env.get(value["id"])
        if value.get("source") in ("file", "exec"):
            return False
    return None


def collect_keys(ctx: RunContext) -> tuple[dict[str, str], list[str]]:
    """Allowlisted values found (first wins) and providers whose key cannot be resolved."""
    source = ctx.source
    found: dict[str, str] = {}
    unresolved: list[str] = []

    def offer(variable: str, value: object) -> None:
        if variable in SECRET_ALLOWLIST and isinstance(value, str) and value.strip():
            found.setdefault(variable, value.strip())

    providers = source.section("models", "providers")
    if isinstance(providers, dict):
        for name, provider in providers.items():
            if not isinstance(provider, dict) or "apiKey" not in provider:
                continue
            variable = _provider_variable(str(name), provider)
            value = _resolve(provider["apiKey"], source.env)
            if value is False:
                unresolved.append(str(name))
            elif variable is not None:
                offer(variable, value)
    for variable, value in source.env.items():
        offer(variable, value)
    env_section = source.section("env")
    if isinstance(env_section, dict):
        for table in (env_section, env_section.get("vars")):
            if isinstance(table, dict):
                for variable, value in table.items():
                    offer(str(variable), value)
    for profile_name, profile in _auth_profiles(source.root).items():
        if not isinstance(profile, dict):
            continue
        value = profile.get("key") or profile.get("apiKey")
        lowered = str(profile_name).lower()
        for word, variable in (
            ("openrouter", "OPENROUTER_API_KEY"),
            ("openai", "OPENAI_API_KEY"),
            ("anthropic", "ANTHROPIC_API_KEY"),
        ):
            if word in lowered:
                offer(variable, value)
    return found, unresolved


def _auth_profiles(root: Path) -> dict[str, Any]:
    path = root / "agents" / "main" / "agent" / "auth-profiles.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    profiles = data.get("profiles")
    return profiles if isinstance(profiles, dict) else data


def run_provider_keys(ctx: RunContext) -> list[Item]:
    destination = str(env_file_path(ctx.home))
    found, unresolved = collect_keys(ctx)
    items = [
        Item(
            KIND,
            f"openclaw.json models.providers.{name}.apiKey",
            destination,
            Status.SKIPPED,
            f"The {name} key is a file or exec reference and cannot be read; add it by hand",
            sensitive=True,
        )
        for name in unresolved
    ]
    item = Item(KIND, "OpenClaw config, .env, auth profiles", destination, Status.SKIPPED)
    item.sensitive = True
    item.details = {"supported_targets": list(SECRET_ALLOWLIST)}
    items.append(item)
    if not ctx.settings.migrate_secrets:
        item.reason = "Secrets are not migrated without --migrate-secrets"
        if found:
            item.details["found_keys"] = sorted(found)
            ctx.warn(
                f"{len(found)} provider API key(s) were found but not imported; run again "
                "with --migrate-secrets to bring them over."
            )
        return items
    if not found:
        item.reason = "No provider API keys found"
        return items
    current = read_env_file(ctx.home)
    added = sorted(k for k, v in found.items() if current.get(k) != v)
    conflicting = sorted(k for k in added if current.get(k) and not ctx.settings.overwrite)
    to_write = {k: found[k] for k in added if k not in conflicting}
    item.details.update(added_keys=sorted(to_write), conflicting_keys=conflicting)
    if not to_write:
        if conflicting:
            item.status = Status.CONFLICT
            item.reason = ".env already holds different values (use --overwrite)"
        else:
            item.reason = "Provider API keys already present"
        return items
    item.status = Status.MIGRATED
    if not ctx.writing:
        item.reason = "Would merge env values"
        return items
    item.details["backup"] = ctx.backup(Path(destination))
    write_env_values(to_write, ctx.home)
    item.reason = f"Wrote {len(to_write)} provider key(s) to .env"
    return items
