"""OpenClaw → Hermes migration (level 4): discovery, the plan, extraction into entries,
merging under the limits, skills, the secrets allowlist, the report and cleanup.

Every write goes through the project's stores and writers (curated memory, skills, ``.env``,
atomic files), so locks, budgets and scanning apply to imported data too. The flow is
:func:`migrate`; ``cleanup`` renames old OpenClaw folders.
"""

from __future__ import annotations

from hermes_memory.claw.cleanup import CleanupCandidate, find_candidates, rename
from hermes_memory.claw.discovery import OpenClawSource, find_source_root
from hermes_memory.claw.extraction import extract_entries
from hermes_memory.claw.flow import Confirmation, MigrationOutcome, Outcome, migrate
from hermes_memory.claw.options import (
    CATALOGUE,
    SECRET_ALLOWLIST,
    Item,
    MigrationSettings,
    Preset,
    SkillConflict,
    Status,
)
from hermes_memory.claw.rebrand import rebrand

__all__ = [
    "CATALOGUE",
    "SECRET_ALLOWLIST",
    "CleanupCandidate",
    "Confirmation",
    "Item",
    "MigrationOutcome",
    "MigrationSettings",
    "OpenClawSource",
    "Outcome",
    "Preset",
    "SkillConflict",
    "Status",
    "extract_entries",
    "find_candidates",
    "find_source_root",
    "migrate",
    "rebrand",
    "rename",
]
