"""``skill_manage``: Hermes's six actions over the skill store, answered as Hermes's JSON.

Arguments each action needs are checked first (in Hermes's order, named in the error),
then the store validates, scans and writes. This is the only place skill exceptions become
``{"success": false, "error": …}``; the function never raises.
"""

from __future__ import annotations

import logging
import os
from typing import Any

from hermes_memory.errors import (
    HermesMemoryError,
    SkillError,
)
from hermes_memory.skills import SkillStore, WriteOutcome
from hermes_memory.tools.result import to_json, tool_error
from hermes_memory.tools.skills.schemas import ACTIONS

logger = logging.getLogger(__name__)

_CREATE_HINT = (
    "Add supporting files with skill_manage(action='write_file', file_path="
    "'references/<file>.md' | 'templates/…' | 'scripts/…' | 'assets/…', file_content=…)."
)


def render_error(exc: HermesMemoryError) -> str:
    """A library exception as the tool's error JSON (skill errors carry their extras)."""
    extra: dict[str, Any] = dict(exc.details) if isinstance(exc, SkillError) else {}
    return tool_error(str(exc), **extra)


def _missing(action: str, name: str, args: dict[str, Any]) -> str | None:
    """The first missing action-specific argument, as Hermes checks them."""
    if action in ("create", "edit") and not args["content"]:
        what = "the full SKILL.md text" if action == "create" else "the full updated SKILL.md"
        return f"content is required for '{action}'. Provide {what} (frontmatter + body)."
    if action == "patch":
        if not args["old_string"]:
            return "old_string is required for 'patch'. Provide the text to find."
        if args["new_string"] is None:
            return "new_string is required for 'patch'. Use an empty string to delete text."
    if action in ("write_file", "remove_file") and not args["file_path"]:
        return f"file_path is required for '{action}', e.g. 'references/notes.md'."
    if action == "write_file" and args["file_content"] is None:
        return "file_content is required for 'write_file'."
    return None


def _with_cautions(payload: dict[str, Any], outcome: WriteOutcome) -> str:
    if outcome.cautions:
        payload["cautions"] = outcome.cautions
        payload["message"] += (
            " Caution: it contains " + ", ".join(outcome.cautions) + "; make sure the steps "
            "say when these are safe to run."
        )
    return to_json(payload)


def _run(store: SkillStore, action: str, name: str, args: dict[str, Any]) -> str:
    if action == "create":
        outcome = store.create(name, args["content"], args["category"])
        rel = outcome.location.relative
        payload: dict[str, Any] = {
            "success": True,
            "message": f"Skill '{name}' created.",
            "path": rel,
            "skill_md": f"{rel}/SKILL.md",
        }
        if outcome.location.category:
            payload["category"] = outcome.location.category
        payload["hint"] = _CREATE_HINT
        return _with_cautions(payload, outcome)
    if action == "edit":
        outcome = store.edit(name, args["content"])
        message = f"Skill '{outcome.location.name}' updated (full rewrite)."
        payload = {"success": True, "message": message, "path": outcome.location.relative}
        return _with_cautions(payload, outcome)
    if action == "patch":
        outcome = store.patch(
            name,
            args["old_string"],
            args["new_string"],
            file_path=args["file_path"],
            replace_all=bool(args["replace_all"]),
        )
        label = args["file_path"] or "SKILL.md"
        message = (
            f"Patched {label} in skill '{outcome.location.name}' "
            f"({outcome.replacements} replacement{'s' if outcome.replacements != 1 else ''})."
        )
        return _with_cautions({"success": True, "message": message}, outcome)
    if action == "delete":
        absorbed = args["absorbed_into"]
        outcome = store.delete(name, absorbed_into=absorbed or None)
        message = (
            f"Skill '{outcome.location.name}' archived (recoverable with "
            f"`hermes-memory skills restore {outcome.location.name}`)."
        )
        if absorbed:
            message += f" Content absorbed into '{absorbed}'."
        return to_json({"success": True, "message": message})
    if action == "write_file":
        outcome = store.write_file(name, args["file_path"], args["file_content"])
        message = f"File '{args['file_path']}' written to skill '{outcome.location.name}'."
        return _with_cautions({"success": True, "message": message}, outcome)
    outcome = store.remove_file(name, args["file_path"])
    message = f"File '{args['file_path']}' removed from skill '{outcome.location.name}'."
    return to_json({"success": True, "message": message})


def skill_manage(
    action: str,
    name: str,
    content: str | None = None,
    category: str | None = None,
    file_path: str | None = None,
    file_content: str | None = None,
    old_string: str | None = None,
    new_string: str | None = None,
    replace_all: bool = False,
    absorbed_into: str | None = None,
    *,
    home: str | os.PathLike[str] | None = None,
) -> str:
    """Create, patch, edit, delete a skill or write / remove a supporting file (JSON)."""
    args: dict[str, Any] = {
        "content": content,
        "category": category,
        "file_path": file_path,
        "file_content": file_content,
        "old_string": old_string,
        "new_string": new_string,
        "replace_all": replace_all,
        "absorbed_into": absorbed_into,
    }
    for key in ("content", "category", "file_path", "file_content", "old_string"):
        if args[key] is not None and not isinstance(args[key], str):
            return tool_error(f"{key} must be a string.")
    if action not in ACTIONS:
        return tool_error(f"Unknown action '{action}'. Use: {', '.join(ACTIONS)}")
    problem = _missing(action, name, args)
    if problem is not None:
        return tool_error(problem)
    if not isinstance(name, str) or not name.strip():
        return tool_error("name is required: the skill to act on.")
    try:
        return _run(SkillStore(home), action, name.strip(), args)
    except HermesMemoryError as exc:
        return render_error(exc)
    except OSError as exc:  # boundary: the disk refused; say so, never raise to the model
        logger.warning("skill_manage %s %s failed: %s", action, name, exc)
        return tool_error(f"Could not write the skill: {exc.strerror or exc}. Nothing changed.")
