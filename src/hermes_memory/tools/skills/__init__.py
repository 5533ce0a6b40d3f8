"""The skill tools: ``skill_manage`` (write), ``skills_list`` and ``skill_view`` (read).

``schemas`` holds the function schemas the model reads, ``manage`` the six write actions,
``browse`` the list and view; store exceptions become Hermes's JSON here and nowhere else.
"""

from __future__ import annotations

from hermes_memory.tools.skills.browse import skill_view, skills_list
from hermes_memory.tools.skills.manage import skill_manage
from hermes_memory.tools.skills.schemas import (
    SKILL_MANAGE_SCHEMA,
    SKILL_TOOL_NAMES,
    SKILL_VIEW_SCHEMA,
    SKILLS_LIST_SCHEMA,
)

__all__ = [
    "SKILLS_LIST_SCHEMA",
    "SKILL_MANAGE_SCHEMA",
    "SKILL_TOOL_NAMES",
    "SKILL_VIEW_SCHEMA",
    "skill_manage",
    "skill_view",
    "skills_list",
]
