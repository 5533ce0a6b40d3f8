"""``skills_list`` and ``skill_view``: progressive disclosure of the skills, as Hermes's JSON.

The list is cheap (names, one-line descriptions, categories); the body of one skill is
loaded only by ``skill_view``, and its supporting files one at a time. A skill that fails
the guard is refused with the reason, never shown.
"""

from __future__ import annotations

import os
import sys
from typing import Any

from hermes_memory.errors import HermesMemoryError
from hermes_memory.skills import SKILL_FILE, SkillStore
from hermes_memory.skills.health import build_stats
from hermes_memory.tools.result import to_json, tool_error
from hermes_memory.tools.skills.manage import render_error

_PLATFORM = {"linux": "linux", "darwin": "macos", "win32": "windows"}


def skills_list(category: str | None = None, *, home: str | os.PathLike[str] | None = None) -> str:
    """Every skill's name, description and category (JSON), sorted by category then name."""
    given: object = category  # the MCP boundary may hand over any JSON value
    if given is not None and not isinstance(given, str):
        return tool_error("category must be a string.")
    store = SkillStore(home)
    try:
        everything = store.summaries()
    except OSError as exc:
        return tool_error(f"Could not read the skills folder: {exc.strerror or exc}.")
    chosen = [s for s in everything if not category or s.category == category]
    categories = sorted({s.category for s in chosen if s.category})
    payload: dict[str, Any] = {
        "success": True,
        "skills": [
            {"name": s.name, "description": s.description, "category": s.category} for s in chosen
        ],
        "categories": categories,
        "count": len(chosen),
    }
    if not everything:
        payload["message"] = (
            f"No skills yet. Skills live in {store.root}/<name>/SKILL.md; create one with "
            "skill_manage(action='create')."
        )
    elif not chosen:
        known = sorted({s.category for s in everything if s.category})
        payload["message"] = (
            f"No skills in category '{category}'. Categories: {', '.join(known) or 'none'}."
        )
    else:
        payload["hint"] = "Load a skill's full instructions with skill_view(name)."
    return to_json(payload)


def skill_view(
    name: str, file_path: str | None = None, *, home: str | os.PathLike[str] | None = None
) -> str:
    """One skill's SKILL.md and linked files, or one supporting file (JSON)."""
    if not isinstance(name, str) or not name.strip():
        return tool_error("name is required: the skill to view (see skills_list).")
    given: object = file_path  # the MCP boundary may hand over any JSON value
    if given is not None and not isinstance(given, str):
        return tool_error("file_path must be a string.")
    store = SkillStore(home)
    try:
        location = store.find(name.strip())
        if file_path and file_path != SKILL_FILE:
            store.load(location)  # a poisoned skill is refused as a whole
            text = store.read_support(location, file_path)
            store.usage.bump_view(location.name)
            return to_json(
                {
                    "success": True,
                    "name": location.name,
                    "file_path": file_path,
                    "content": text,
                }
            )
        loaded = store.load(location)
    except HermesMemoryError as exc:
        return render_error(exc)
    except (OSError, UnicodeDecodeError) as exc:
        return tool_error(f"Could not read skill '{name}': {exc}.")
    store.usage.bump_view(location.name)
    document = loaded.document
    env = document.required_environment_variables()
    missing = [var for var in env if not os.environ.get(var)]
    payload: dict[str, Any] = {
        "success": True,
        "name": location.name,
        "category": location.category,
        "description": document.description,
        "tags": document.tags,
        "related_skills": document.related_skills,
        "content": document.text,
        "path": f"{location.relative}/{SKILL_FILE}",
        "linked_files": loaded.linked_files or None,
        "required_environment_variables": env,
        "missing_required_environment_variables": missing,
        "setup_needed": bool(missing),
    }
    if loaded.linked_files:
        payload["usage_hint"] = (
            "Read a supporting file with skill_view(name, file_path='<folder>/<file>')."
        )
    ours = document.our_metadata()
    for key in ("triggers", "parameters", "pitfalls", "health"):
        if key in ours:
            payload[key] = ours[key]
    stats = build_stats(location, store.usage.record(location.name), ours.get("health"))
    payload["health"] = stats.health.value
    payload["stats"] = {
        key: getattr(stats, key)
        for key in ("use_count", "view_count", "success_count", "failure_count", "success_rate")
    }
    platforms = document.platforms()
    if platforms and _PLATFORM.get(sys.platform, sys.platform) not in platforms:
        payload["platform_note"] = f"This skill is written for {', '.join(platforms)}."
    return to_json(payload)
