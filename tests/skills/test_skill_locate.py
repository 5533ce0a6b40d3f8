"""Finding a skill by name without listing them all: the same answers as a full walk."""

from __future__ import annotations

from pathlib import Path

from hermes_memory.skills import SkillStore
from hermes_memory.skills.catalog import locate, walk
from skill_texts import skill_md


def test_locate_agrees_with_walk(hermes_home: Path) -> None:
    store = SkillStore()
    store.create("top", skill_md(name="top"))
    store.create("deploy", skill_md(name="deploy"), category="ops")
    store.create("chart", skill_md(name="chart"), category="data")
    root = store.root
    for location in walk(root):
        assert locate(root, location.name) == location
        assert locate(root, location.relative) == location
    assert locate(root, "data/deploy") is None  # wrong category
    assert locate(root, "top/SKILL.md") is None  # a skill is not a category
    for odd in ("", "..", "ops/..", ".archive", "nope", "a/b/deploy"):
        assert locate(root, odd) is None, odd


def test_archived_skills_are_not_found(hermes_home: Path) -> None:
    store = SkillStore()
    store.create("deploy", skill_md(name="deploy"), category="ops")
    store.delete("deploy")
    assert locate(store.root, "deploy") is None
    assert locate(store.root, ".archive/deploy") is None
