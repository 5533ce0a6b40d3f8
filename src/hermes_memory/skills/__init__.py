"""Skills: Hermes's procedural memory as ``SKILL.md`` folders under ``$HERMES_HOME/skills/``.

``format`` owns the file format and naming rules, ``guard`` what content is refused,
``catalog`` finding skills on disk, ``listing`` the maintained listing (``.index.json``;
``watch`` tells it when the tree changed, ``bm25`` ranks over it),
``patching`` find-and-replace, ``usage`` the statistics file, ``health`` outcomes and
health, ``store`` every read and write (``importing``: whole folders from elsewhere),
``retrieval`` the design's score for a task,
``provider_skills`` skills a memory provider registers, ``curator`` / ``curator_state`` /
``backups`` the curator. The model-facing tools live in ``tools/skills``.
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
from hermes_memory.skills.health import (
    Health,
    Outcome,
    SkillStats,
    all_stats,
    record_use,
    set_pinned,
    skill_stats,
)
from hermes_memory.skills.importing import FolderContents, ImportOutcome, ImportPolicy
from hermes_memory.skills.results import LoadedSkill, SkillSummary, WriteOutcome
from hermes_memory.skills.retrieval import ScoredSkill, SkillIndex, relevant_skills
from hermes_memory.skills.store import SkillStore

__all__ = [
    "MAX_DESCRIPTION_LENGTH",
    "MAX_FILE_BYTES",
    "MAX_NAME_LENGTH",
    "MAX_SKILL_CHARS",
    "SKILL_FILE",
    "SUPPORT_DIRS",
    "FolderContents",
    "GuardReport",
    "Health",
    "ImportOutcome",
    "ImportPolicy",
    "LoadedSkill",
    "Outcome",
    "ScoredSkill",
    "SkillDocument",
    "SkillIndex",
    "SkillLocation",
    "SkillStats",
    "SkillStore",
    "SkillSummary",
    "WriteOutcome",
    "all_stats",
    "parse_skill",
    "record_use",
    "relevant_skills",
    "scan_skill_text",
    "set_pinned",
    "skill_stats",
]
