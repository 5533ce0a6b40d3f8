"""The skill tools of one background review run (skills.md §7).

A review may list, view, create and change skills through the same ``skill_manage`` the
model uses, with two rules of its own: a skill it creates is marked ``created_by: agent``
(the curator may tidy it later), and it may change an existing skill only after viewing
it in the same run, so no edit is made from inference alone.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hermes_memory.errors import HermesMemoryError
from hermes_memory.skills import SkillStore
from hermes_memory.tools.result import tool_error
from hermes_memory.tools.skills import (
    SKILL_MANAGE_SCHEMA,
    SKILL_TOOL_NAMES,
    SKILL_VIEW_SCHEMA,
    SKILLS_LIST_SCHEMA,
    skill_manage,
    skill_view,
    skills_list,
)

AGENT = "agent"
_MANAGE_ARGS = (
    "content",
    "category",
    "file_path",
    "file_content",
    "old_string",
    "new_string",
    "replace_all",
    "absorbed_into",
)


@dataclass
class SkillReviewTools:
    """Skill tools for one review run over the skills of ``home``."""

    home: Path
    viewed: set[str] = field(default_factory=set)
    changed: list[tuple[str, str]] = field(default_factory=list)
    """(action, skill name) of each successful ``skill_manage`` call, in order."""

    @staticmethod
    def schemas() -> list[dict[str, Any]]:
        return [dict(s) for s in (SKILLS_LIST_SCHEMA, SKILL_VIEW_SCHEMA, SKILL_MANAGE_SCHEMA)]

    @staticmethod
    def handles(name: str) -> bool:
        return name in SKILL_TOOL_NAMES

    def call(self, name: str, args: dict[str, Any]) -> str:
        if name == "skills_list":
            return skills_list(args.get("category"), home=self.home)
        if name == "skill_view":
            output = skill_view(args.get("name", ""), args.get("file_path"), home=self.home)
            viewed = succeeded(output)
            if viewed is not None and isinstance(viewed.get("name"), str):
                self.viewed.add(viewed["name"])
            return output
        return self._manage(args)

    def _canonical(self, name: str) -> str | None:
        """The installed skill's own name for ``name`` (``category/name`` allowed)."""
        try:
            return SkillStore(self.home).find(name).name
        except HermesMemoryError:
            return None  # skill_manage reports the missing skill with close matches

    def _manage(self, args: dict[str, Any]) -> str:
        action, name = args.get("action", ""), args.get("name", "")
        if action != "create" and isinstance(name, str) and name.strip():
            canonical = self._canonical(name.strip())
            if canonical is not None and canonical not in self.viewed:
                return tool_error(
                    f"Read skill '{canonical}' with skill_view in this review before changing "
                    "it: a skill is only patched from what it says now, never from memory."
                )
        call = {key: args[key] for key in _MANAGE_ARGS if key in args}
        call["replace_all"] = bool(call.get("replace_all", False))
        output = skill_manage(action, name, **call, home=self.home)
        if succeeded(output) is None or not isinstance(name, str):
            return output
        bare = name.strip().rpartition("/")[2]
        if action == "create":
            SkillStore(self.home).usage.update(bare, created_by=AGENT)
            self.viewed.add(bare)  # it wrote every word of it in this run
        self.changed.append((str(action), bare))
        return output


def succeeded(output: str) -> dict[str, Any] | None:
    try:
        parsed = json.loads(output)
    except ValueError:
        return None
    return parsed if isinstance(parsed, dict) and parsed.get("success") is True else None
