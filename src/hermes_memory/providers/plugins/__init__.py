"""Provider plugins: finding, loading, installing and configuring them.

``discovery`` finds bundled, user, project and entry-point providers and ``loading`` imports
one; ``dependencies`` installs what a plugin declares; ``setup`` and ``envfile`` save its
settings and secrets; ``catalog`` says what is installed and active; ``commands`` collects
the command-line commands a plugin adds. The contract and the manager live one level up.
"""

from __future__ import annotations

from hermes_memory.providers.plugins.catalog import (
    ProviderState,
    describe_providers,
    load_for_inspection,
    provider_status,
)
from hermes_memory.providers.plugins.commands import (
    PluginCommand,
    discover_plugin_cli_commands,
    plugin_commands,
)
from hermes_memory.providers.plugins.dependencies import DependencyReport, ensure_dependencies
from hermes_memory.providers.plugins.discovery import (
    ProviderSource,
    ProviderSpec,
    discover_memory_providers,
    get_provider_spec,
    load_configured_provider,
    load_memory_provider,
    read_plugin_yaml,
)
from hermes_memory.providers.plugins.envfile import (
    env_file_overlay,
    read_env_file,
    write_env_values,
)
from hermes_memory.providers.plugins.setup import (
    SetupOutcome,
    SetupPlan,
    apply_setup,
    as_text,
    coerce_value,
    config_schema,
    current_provider_config,
    field_applies,
    field_default,
    plan_setup,
    set_active_provider,
)

__all__ = [
    "DependencyReport",
    "PluginCommand",
    "ProviderSource",
    "ProviderSpec",
    "ProviderState",
    "SetupOutcome",
    "SetupPlan",
    "apply_setup",
    "as_text",
    "coerce_value",
    "config_schema",
    "current_provider_config",
    "describe_providers",
    "discover_memory_providers",
    "discover_plugin_cli_commands",
    "ensure_dependencies",
    "env_file_overlay",
    "field_applies",
    "field_default",
    "get_provider_spec",
    "load_configured_provider",
    "load_for_inspection",
    "load_memory_provider",
    "plan_setup",
    "plugin_commands",
    "provider_status",
    "read_env_file",
    "read_plugin_yaml",
    "set_active_provider",
    "write_env_values",
]
