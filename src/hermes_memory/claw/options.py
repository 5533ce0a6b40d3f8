"""The migration's vocabulary: option catalogue (ids, labels, run order), presets, statuses,
conflict policies, the run settings and the report item.

Data only. The ids and labels are Hermes's, kept verbatim so reports stay comparable; the
handlers that act on each option live in their own modules and are wired in ``engine.py``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any


class Status(StrEnum):
    """What happened to one item (in a plan: what would happen)."""

    MIGRATED = "migrated"
    ARCHIVED = "archived"
    SKIPPED = "skipped"
    CONFLICT = "conflict"
    ERROR = "error"


class Preset(StrEnum):
    USER_DATA = "user-data"
    FULL = "full"


class SkillConflict(StrEnum):
    """What to do when an imported skill's folder already exists."""

    SKIP = "skip"
    OVERWRITE = "overwrite"
    RENAME = "rename"


class Mode(StrEnum):
    EXECUTE = "execute"
    DRY_RUN = "dry-run"


class Scope(StrEnum):
    """How far hermes-memory goes with an option (spec §4.0)."""

    ESSENTIAL = "E"
    NICE = "N"
    OUT = "O"


@dataclass(frozen=True)
class OptionSpec:
    id: str
    label: str
    description: str
    scope: Scope


_E, _N, _O = Scope.ESSENTIAL, Scope.NICE, Scope.OUT

CATALOGUE: tuple[OptionSpec, ...] = (
    OptionSpec("soul", "SOUL.md", "Workspace SOUL.md into the Hermes home (rebranded).", _E),
    OptionSpec(
        "workspace-agents",
        "Workspace instructions",
        "Workspace AGENTS.md into the --workspace-target folder.",
        _E,
    ),
    OptionSpec("memory", "MEMORY.md", "Long-term memory entries into memories/MEMORY.md.", _E),
    OptionSpec("user-profile", "USER.md", "User profile entries into memories/USER.md.", _E),
    OptionSpec("messaging-settings", "Messaging settings", "Messaging platform settings.", _O),
    OptionSpec("secret-settings", "Allowlisted secrets", "Telegram bot token.", _O),
    OptionSpec("discord-settings", "Discord settings", "Discord channel settings.", _O),
    OptionSpec("slack-settings", "Slack settings", "Slack channel settings.", _O),
    OptionSpec("whatsapp-settings", "WhatsApp settings", "WhatsApp channel settings.", _O),
    OptionSpec("signal-settings", "Signal settings", "Signal channel settings.", _O),
    OptionSpec(
        "provider-keys",
        "Provider API keys",
        "Allowlisted model-provider API keys into .env (needs --migrate-secrets).",
        _E,
    ),
    OptionSpec("model-config", "Default model", "Default model setting.", _N),
    OptionSpec("tts-config", "TTS configuration", "Text-to-speech settings.", _N),
    OptionSpec("command-allowlist", "Command allowlist", "Approved command patterns.", _N),
    OptionSpec("skills", "User skills", "Workspace skills into skills/openclaw-imports/.", _E),
    OptionSpec(
        "shared-skills", "Shared skills", "Shared and personal skills into the same place.", _E
    ),
    OptionSpec(
        "daily-memory", "Daily memory files", "Daily notes (memory/*.md) into MEMORY.md.", _E
    ),
    OptionSpec("tts-assets", "TTS assets", "Workspace text-to-speech assets.", _N),
    OptionSpec(
        "archive",
        "Archive unmapped docs",
        "Documents without a Hermes destination, copied for manual review.",
        _E,
    ),
    OptionSpec("mcp-servers", "MCP servers", "MCP server definitions.", _N),
    OptionSpec("plugins-config", "Plugins configuration", "Plugin settings (archived).", _N),
    OptionSpec("cron-jobs", "Cron / scheduled tasks", "Scheduled tasks (archived).", _N),
    OptionSpec("hooks-config", "Hooks and webhooks", "Hooks and webhooks (archived).", _N),
    OptionSpec(
        "agent-config",
        "Agent defaults and multi-agent setup",
        "Agent defaults, agent list and bindings.",
        _N,
    ),
    OptionSpec("gateway-config", "Gateway configuration", "Messaging gateway settings.", _O),
    OptionSpec("session-config", "Session configuration", "Session reset policy.", _N),
    OptionSpec(
        "full-providers",
        "Full model provider definitions",
        "Custom model provider definitions.",
        _N,
    ),
    OptionSpec(
        "deep-channels", "Deep channel configuration", "Matrix, Mattermost, IRC and others.", _O
    ),
    OptionSpec("browser-config", "Browser configuration", "Browser tool settings.", _N),
    OptionSpec("tools-config", "Tools configuration", "Tool settings.", _N),
    OptionSpec("approvals-config", "Approval rules", "Approval mode.", _N),
    OptionSpec(
        "memory-backend",
        "Memory backend configuration",
        "The memory section (QMD, vector search, citations), archived for review.",
        _E,
    ),
    OptionSpec("skills-config", "Skills registry configuration", "Skills registry (archived).", _N),
    OptionSpec("ui-identity", "UI and identity settings", "UI settings (archived).", _N),
    OptionSpec("logging-config", "Logging and diagnostics", "Logging settings (archived).", _N),
)

OPTION_IDS: tuple[str, ...] = tuple(spec.id for spec in CATALOGUE)
BY_ID: dict[str, OptionSpec] = {spec.id: spec for spec in CATALOGUE}

PRESET_OPTIONS: dict[Preset, frozenset[str]] = {
    Preset.FULL: frozenset(OPTION_IDS),
    Preset.USER_DATA: frozenset(OPTION_IDS) - {"secret-settings", "provider-keys"},
}

# hermes-memory writes only model-provider keys, and only these (spec §4.4).
SECRET_ALLOWLIST: tuple[str, ...] = (
    "OPENROUTER_API_KEY",
    "OPENAI_API_KEY",
    "ANTHROPIC_API_KEY",
    "DEEPSEEK_API_KEY",
    "GEMINI_API_KEY",
    "ZAI_API_KEY",
    "MINIMAX_API_KEY",
)

NOT_SELECTED = "Not selected for this run"


@dataclass(frozen=True)
class MigrationSettings:
    """Everything one ``claw migrate`` run was asked to do."""

    source: Path
    home: Path
    preset: Preset = Preset.FULL
    overwrite: bool = False
    migrate_secrets: bool = False
    backup: bool = True
    workspace_target: Path | None = None
    skill_conflict: SkillConflict = SkillConflict.SKIP
    user_home: Path = field(default_factory=Path.home)

    @property
    def selected(self) -> frozenset[str]:
        return PRESET_OPTIONS[self.preset]


@dataclass
class Item:
    """One line of the report: a file, a skill, a setting or a group of keys."""

    kind: str
    source: str | None
    destination: str | None
    status: Status
    reason: str = ""
    details: dict[str, Any] = field(default_factory=dict)
    sensitive: bool = False

    def as_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "source": self.source,
            "destination": self.destination,
            "status": self.status.value,
            "reason": self.reason,
            "details": self.details,
            "sensitive": self.sensitive,
        }


def path_text(path: Path | None) -> str | None:
    return None if path is None else str(path)
