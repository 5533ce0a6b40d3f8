"""The typed results of the skill store: a list line, a loaded skill, a write's outcome."""

from __future__ import annotations

from dataclasses import dataclass, field

from hermes_memory.skills.catalog import SkillLocation
from hermes_memory.skills.format import SkillDocument


@dataclass(frozen=True)
class SkillSummary:
    """One line of the list: what progressive disclosure shows first."""

    name: str
    description: str
    category: str | None


@dataclass(frozen=True)
class LoadedSkill:
    """A skill read from disk and passed by the guard."""

    location: SkillLocation
    document: SkillDocument
    linked_files: dict[str, list[str]] = field(default_factory=dict)


@dataclass(frozen=True)
class WriteOutcome:
    """What a write did: the skill's path relative to skills/, replacements, cautions."""

    location: SkillLocation
    replacements: int = 0
    cautions: list[str] = field(default_factory=list)
