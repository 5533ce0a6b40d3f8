"""Skills: Hermes's procedural memory as ``SKILL.md`` folders under ``$HERMES_HOME/skills/``.

``format`` owns the file format and naming rules, ``guard`` what content is refused,
``catalog`` finding skills on disk, ``patching`` find-and-replace, ``usage`` the statistics
file and ``store`` every read and write. The model-facing tools live in ``tools/skills``.
"""

from __future__ import annotations

from hermes_memory.skills.catalog import SkillLocation
from hermes_memory.skills.format import (
    MAX_DESCRIPTION_LENGTH,
    MAX_FILE_BYTES,
    MAX_NAME_LENGTH,
    MAX_SKILL_CHARS,
    SKILL_FILE,
    SUPPORT_DIRS,
    SkillDocument,
    parse_skill,
)
from hermes_memory.skills.guard import GuardReport, scan_skill_text
from hermes_memory.skills.store import LoadedSkill, SkillStore, SkillSummary, WriteOutcome

__all__ = [
    "MAX_DESCRIPTION_LENGTH",
    "MAX_FILE_BYTES",
    "MAX_NAME_LENGTH",
    "MAX_SKILL_CHARS",
    "SKILL_FILE",
    "SUPPORT_DIRS",
    "GuardReport",
    "LoadedSkill",
    "SkillDocument",
    "SkillLocation",
    "SkillStore",
    "SkillSummary",
    "WriteOutcome",
    "parse_skill",
    "scan_skill_text",
]
