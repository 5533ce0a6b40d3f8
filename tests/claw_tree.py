"""Builders of realistic OpenClaw installations for the migration tests."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from click.testing import Result

Run = Callable[..., Result]
"""``claw(*args)``: the real ``hermes-memory --home <home> claw <args>`` (tests/claw/conftest)."""

MEMORY_MD = """\
# MEMORY.md - Long-Term Memory

## Environment
- Production runs on Debian 12 with Python 3.11
- OpenClaw config lives in ~/.openclaw/openclaw.json

## Conventions
The team prefers small commits
and reviews every change.

### Lessons
1. Never deploy on Fridays
* Run the linter before pushing

```bash
# not a heading
- not a bullet
```

| tool | version |
|------|---------|
| ruff | 0.6 |
"""

USER_MD = """\
# USER.md

## Profile
- Name: Dana
- Timezone: Europe/Berlin
- Prefers concise answers
"""

SOUL_MD = "# Soul\n\nYou are OpenClaw, a careful assistant.\n"
AGENTS_MD = "# Agents\n\nUse clawdbot conventions in this repo.\n"

SKILL_MD = """\
---
name: {name}
description: {description}
---

# {name}

1. Do the thing.
2. Check the thing.
"""

OPENCLAW_JSON = {
    "agents": {"defaults": {"model": "anthropic/claude-sonnet"}},
    "models": {
        "providers": {
            "openrouter": {
                "baseUrl": "https://openrouter.ai/api/v1",
                "apiKey": "${OPENROUTER_API_KEY}",
            },
            "anthropic": {"api": "anthropic-messages", "apiKey": "sk-ant-CONFIGKEY1234567890"},
        }
    },
    "channels": {
        "telegram": {"botToken": "123456:TELEGRAM-BOT-TOKEN-VALUE", "allowFrom": ["42"]},
        "discord": {"token": "DISCORD-TOKEN-VALUE-123", "allowFrom": ["7"]},
    },
    "gateway": {"auth": {"token": "GATEWAY-AUTH-TOKEN-VALUE"}, "port": 18789},
    "memory": {"backend": "qmd", "vectorSearch": {"apiKey": "VECTOR-KEY-VALUE-0001"}},
}

SOURCE_ENV = """\
# OpenClaw env
OPENROUTER_API_KEY=sk-or-v1-SOURCEENVKEY000111
export OPENAI_API_KEY="sk-proj-OPENAIKEY999888777"
SOME_OTHER=value
"""

SECRETS = (
    "sk-or-v1-SOURCEENVKEY000111",
    "sk-proj-OPENAIKEY999888777",
    "sk-ant-CONFIGKEY1234567890",
    "123456:TELEGRAM-BOT-TOKEN-VALUE",
    "DISCORD-TOKEN-VALUE-123",
    "GATEWAY-AUTH-TOKEN-VALUE",
    "VECTOR-KEY-VALUE-0001",
)


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def add_skill(parent: Path, name: str, description: str = "Does a thing carefully.") -> Path:
    folder = parent / name
    write(folder / "SKILL.md", SKILL_MD.format(name=name, description=description))
    write(folder / "references" / "notes.md", f"Notes for {name}.\n")
    return folder


def build_openclaw(root: Path, *, daily_files: int = 3) -> Path:
    """A full installation: workspace docs, daily notes, skills, config, .env, state."""
    ws = root / "workspace"
    write(ws / "MEMORY.md", MEMORY_MD)
    write(ws / "USER.md", USER_MD)
    write(ws / "SOUL.md", SOUL_MD)
    write(ws / "AGENTS.md", AGENTS_MD)
    write(ws / "TOOLS.md", "# Tools\n\n- grep\n")
    write(ws / "IDENTITY.md", "# Identity\n\nName: Claw\n")
    for day in range(1, daily_files + 1):
        write(
            ws / "memory" / f"2026-01-{day:02d}.md",
            f"- Daily note {day}: shipped feature {day}\n- Met with the team on day {day}\n",
        )
    write(ws / "memory" / "notes.txt", "- not markdown, ignored\n")
    add_skill(ws / "skills", "deploy-checklist")
    add_skill(ws / "skills", "code-review")
    (ws / "skills" / "loose-folder").mkdir()
    add_skill(root / "skills", "shared-helper")
    write(root / "openclaw.json", json.dumps(OPENCLAW_JSON, indent=2))
    write(root / ".env", SOURCE_ENV)
    write(root / "credentials" / "whatsapp.json", "{}")
    write(root / "memory" / "main.sqlite", "not really sqlite")
    return root


def snapshot(root: Path) -> dict[str, tuple[int, bytes | str]]:
    """Every path under ``root`` with its mode and content (or link target)."""
    found: dict[str, tuple[int, bytes | str]] = {}
    for folder, dirs, files in os.walk(root):
        for name in [*dirs, *files]:
            path = Path(folder) / name
            info = path.lstat()
            if path.is_symlink():
                found[str(path)] = (info.st_mode, os.readlink(path))
            elif path.is_file():
                found[str(path)] = (info.st_mode, path.read_bytes())
            else:
                found[str(path)] = (info.st_mode, "dir")
    return found


def json_of(stdout: str) -> dict[str, Any]:
    """The one JSON document on stdout (anything else there fails the parse)."""
    data: dict[str, Any] = json.loads(stdout)
    return data


def items_of(report: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    return [item for item in report["items"] if item["kind"] == kind]


def item_of(report: dict[str, Any], kind: str) -> dict[str, Any]:
    found = items_of(report, kind)
    assert len(found) == 1, found
    return found[0]
