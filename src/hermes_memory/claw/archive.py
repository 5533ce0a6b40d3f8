"""Archiving and the settings hermes-memory does not migrate (spec §3.4, §4.5–4.7).

``archive`` copies documents without a Hermes destination into ``<out>/archive/`` (links
never followed, [H-11]; files from a custom workspace under ``archive/workspace/``, [H-9]).
``memory-backend`` and every config-only kind archive their section redacted ([H-8]) or say
they were skipped; nothing here writes to ``.env`` or ``config.yaml``.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Any

from hermes_memory.claw.backups import make_private
from hermes_memory.claw.context import RunContext
from hermes_memory.claw.options import BY_ID, Item, Scope, Status
from hermes_memory.claw.redaction import redact, redact_secrets_in
from hermes_memory.permissions import ensure_private_dir

ARCHIVED_DOCS = ("IDENTITY.md", "TOOLS.md", "HEARTBEAT.md", "BOOTSTRAP.md")
SENSITIVE = ("memory/main.sqlite", "credentials", "devices", "identity", "workspace.zip")
RAW_CONFIG = ("openclaw.json", "credentials/telegram-default-allowFrom.json")
ARCHIVE_REASON = "No direct Hermes destination; archived for manual review"

# option id -> the config sections it stands for (the first key path that exists is used)
CONFIG_SECTIONS: dict[str, tuple[tuple[str, ...], ...]] = {
    "messaging-settings": (("channels", "telegram", "allowFrom"),),
    "secret-settings": (("channels", "telegram", "botToken"),),
    "discord-settings": (("channels", "discord"),),
    "slack-settings": (("channels", "slack"),),
    "whatsapp-settings": (("channels", "whatsapp"),),
    "signal-settings": (("channels", "signal"),),
    "model-config": (("agents", "defaults", "model"),),
    "tts-config": (("messages", "tts"), ("tts",)),
    "mcp-servers": (("mcp",),),
    "plugins-config": (("plugins",),),
    "cron-jobs": (("cron",),),
    "hooks-config": (("hooks",),),
    "agent-config": (("agents",),),
    "gateway-config": (("gateway",),),
    "session-config": (("session",),),
    "full-providers": (("models", "providers"),),
    "browser-config": (("browser",),),
    "tools-config": (("tools",),),
    "approvals-config": (("approvals",),),
    "skills-config": (("skills",),),
    "ui-identity": (("ui",),),
    "logging-config": (("logging",), ("diagnostics",)),
}
COMMON_CHANNELS = frozenset({"telegram", "discord", "slack", "whatsapp", "signal"})


def _copy_tree(source: Path, target: Path) -> list[str]:
    """Copy without following links; returns the links left out."""
    skipped: list[str] = []
    if source.is_symlink():
        return [source.name]
    ensure_private_dir(target.parent)
    if source.is_file():
        shutil.copy2(source, target)
        return skipped
    for current, dirs, files in os.walk(source, followlinks=False):
        base = Path(current)
        ensure_private_dir(target / base.relative_to(source))
        for name in [*dirs, *files]:
            path = base / name
            if path.is_symlink():
                skipped.append(path.relative_to(source).as_posix())
            elif path.is_file():
                shutil.copy2(path, target / path.relative_to(source))
        dirs[:] = [d for d in dirs if not (base / d).is_symlink()]
    return skipped


def _archive_one(ctx: RunContext, path: Path) -> Item:
    root = ctx.source.root
    if ctx.source.from_custom_workspace(path):
        custom = ctx.source.custom_workspace
        assert custom is not None
        relative = Path("workspace") / path.relative_to(custom)
    else:
        relative = path.relative_to(root)
    item = Item("archive", str(path), None, Status.ARCHIVED, ARCHIVE_REASON)
    if ctx.writing:
        target = ctx.output_path("archive", *relative.parts)
        item.destination = str(target)
        if links := _copy_tree(path, target):
            item.details["skipped_links"] = links
        if target.exists():
            make_private(target)  # the user's notes: same privacy as the curated files
    return item


def run_archive(ctx: RunContext) -> list[Item]:
    root = ctx.source.root
    items: list[Item] = []
    paths = [ctx.source.workspace_path(name) for name in ARCHIVED_DOCS]
    paths += [root / "workspace" / ".learnings", root / "workspace" / "memory"]
    for path in paths:
        if path is not None and os.path.lexists(path) and not path.is_symlink():
            items.append(_archive_one(ctx, path))
    for name in RAW_CONFIG:
        if (root / name).exists():
            items.append(
                Item(
                    "raw-config-skip",
                    str(root / name),
                    None,
                    Status.SKIPPED,
                    "Raw config not copied; the values hermes-memory uses were extracted",
                )
            )
    for name in SENSITIVE:
        if os.path.lexists(root / name):
            items.append(
                Item(
                    "sensitive-skip",
                    str(root / name),
                    None,
                    Status.SKIPPED,
                    "Sensitive state is never read or copied",
                    sensitive=True,
                )
            )
    return items


def _write_snippet(ctx: RunContext, name: str, data: Any) -> str | None:
    if not ctx.writing:
        return None
    text = json.dumps(redact(data), indent=2, ensure_ascii=False) + "\n"
    text = redact_secrets_in(text, ctx.known_secrets())
    return str(ctx.write_output(f"archive/{name}", text))


def run_memory_backend(ctx: RunContext) -> Item:
    section = ctx.source.section("memory")
    if not section:
        return Item(
            "memory-backend",
            "openclaw.json memory.*",
            None,
            Status.SKIPPED,
            "No memory backend configuration found",
        )
    destination = _write_snippet(ctx, "memory-backend-config.json", section)
    return Item(
        "memory-backend",
        "openclaw.json memory.*",
        destination or "archive/memory-backend-config.json",
        Status.ARCHIVED,
        "Memory backend settings (QMD, vector search, citations) archived for manual review",
    )


def _json_file(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return None


def _section_data(ctx: RunContext, option: str) -> tuple[str, Any] | None:
    if option == "command-allowlist":
        path = ctx.source.root / "exec-approvals.json"
        data = _json_file(path) if path.is_file() and not path.is_symlink() else None
        return None if data is None else (str(path), {"exec-approvals": data})
    if option == "deep-channels":
        channels = ctx.source.section("channels")
        if isinstance(channels, dict):
            deep = {k: v for k, v in channels.items() if k not in COMMON_CHANNELS}
            if deep:
                return "channels.*", {"channels": deep}
        return None
    for keys in CONFIG_SECTIONS.get(option, ()):
        value = ctx.source.section(*keys)
        if value not in (None, {}, [], ""):
            # Wrapped in its own key so key-name redaction also covers a bare value
            # (channels.telegram.botToken is a plain string).
            return ".".join(keys), {keys[-1]: value}
    return None


def run_unsupported(ctx: RunContext, option: str) -> Item:
    """An [N] or [O] option: archive its section (redacted) for review, or say why not."""
    spec = BY_ID[option]
    platform = spec.scope is Scope.OUT
    why = (
        "Platform and gateway settings are not migrated by hermes-memory"
        if platform
        else f"{spec.label} is not supported by hermes-memory"
    )
    if option == "tts-assets":
        folder = ctx.source.workspace_path("tts")
        if folder is not None and folder.is_dir():
            return Item(option, str(folder), None, Status.SKIPPED, f"{why}; left in place")
    found = _section_data(ctx, option)
    if found is None:
        return Item(option, None, None, Status.SKIPPED, why)
    where, data = found
    if platform:
        ctx.warn(
            f"{spec.label} ({where}) were left behind: hermes-memory runs no messaging "
            "gateway, so they are archived (redacted) for reference only."
        )
    name = f"{option}.json"
    destination = _write_snippet(ctx, name, data)
    return Item(
        option,
        where if where.endswith(".json") else f"openclaw.json {where}",
        destination or f"archive/{name}",
        Status.ARCHIVED,
        f"{why}; the section was archived (redacted) for manual review",
    )
