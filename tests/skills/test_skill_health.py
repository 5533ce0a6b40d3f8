"""Usage, outcomes, success rate and health on real files, through the library API and
``skill_view`` (acceptance 19 and 20)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from hermes_memory.errors import SkillError, SkillNotFoundError
from hermes_memory.skills import (
    Health,
    Outcome,
    SkillStore,
    all_stats,
    parse_skill,
    record_use,
    set_pinned,
    skill_stats,
)
from hermes_memory.tools.skills import skill_view
from skill_texts import skill_md

DESIGN = """metadata:
  hermes_memory:
    triggers: [the user asks to deploy]
    parameters: {host: the staging host}
    pitfalls: [forgetting the migration step]
"""


def _usage(home: Path) -> dict[str, dict[str, object]]:
    data: dict[str, dict[str, object]] = json.loads(
        (home / "skills" / ".usage.json").read_text(encoding="utf-8")
    )
    return data


def test_a_new_skill_is_active_with_a_full_rate(hermes_home: Path) -> None:
    store = SkillStore()
    store.create("deploy-app", skill_md())
    stats = skill_stats(store, "deploy-app")
    assert (stats.use_count, stats.success_rate, stats.health) == (0, 1.0, Health.ACTIVE)


def test_outcomes_drive_rate_and_health(hermes_home: Path) -> None:
    store = SkillStore()
    store.create("deploy-app", skill_md(), category="ops")
    for outcome in ("success", Outcome.FAILURE, Outcome.FAILURE, Outcome.FAILURE):
        stats = record_use(store, "deploy-app", outcome)
    # four outcomes, rate 0.25: still too few to judge
    assert stats.success_rate == 0.25 and stats.health is Health.ACTIVE
    stats = record_use(store, "ops/deploy-app", Outcome.FAILURE)
    assert stats.health is Health.NEEDS_REVIEW and stats.success_rate == 0.2
    assert (stats.use_count, stats.success_count, stats.failure_count) == (5, 1, 4)
    record = _usage(hermes_home)["deploy-app"]
    # Hermes's keys kept and bumped; ours beside them
    assert record["use_count"] == 5 and record["last_used_at"]
    assert record["success_count"] == 1 and record["failure_count"] == 4
    assert record["health"] == "needs_review" and record["success_rate"] == 0.2
    for _ in range(5):
        stats = record_use(store, "deploy-app", "success")
    assert stats.success_rate == 0.6 and stats.health is Health.ACTIVE


def test_a_use_without_outcome_leaves_the_rate(hermes_home: Path) -> None:
    store = SkillStore()
    store.create("deploy-app", skill_md())
    stats = record_use(store, "deploy-app")
    assert stats.use_count == 1 and stats.success_count == stats.failure_count == 0
    assert stats.success_rate == 1.0


def test_exactly_half_is_not_needs_review(hermes_home: Path) -> None:
    store = SkillStore()
    store.create("deploy-app", skill_md())
    for outcome in ["success", "failure"] * 3:
        stats = record_use(store, "deploy-app", outcome)
    assert stats.success_rate == 0.5 and stats.health is Health.ACTIVE


def test_declared_deprecation_wins(hermes_home: Path) -> None:
    store = SkillStore()
    extra = "metadata:\n  hermes_memory:\n    health: deprecated\n"
    store.create("old-way", skill_md(name="old-way", extra=extra))
    for _ in range(3):
        record_use(store, "old-way", "success")
    assert skill_stats(store, "old-way").health is Health.DEPRECATED
    viewed = json.loads(skill_view("old-way"))
    assert viewed["health"] == "deprecated" and viewed["stats"]["success_rate"] == 1.0


def test_bad_outcome_and_unknown_skill_are_refused(hermes_home: Path) -> None:
    store = SkillStore()
    store.create("deploy-app", skill_md())
    before = (hermes_home / "skills" / ".usage.json").read_bytes()
    with pytest.raises(SkillError, match="success, failure"):
        record_use(store, "deploy-app", "maybe")
    with pytest.raises(SkillNotFoundError, match="deploy-app"):
        record_use(store, "deploy-ap", "success")
    assert (hermes_home / "skills" / ".usage.json").read_bytes() == before


def test_design_fields_stay_readable_by_hermes(hermes_home: Path) -> None:
    store = SkillStore()
    store.create("deploy-app", skill_md(extra=DESIGN))
    record_use(store, "deploy-app", "failure")
    text = (hermes_home / "skills" / "deploy-app" / "SKILL.md").read_text(encoding="utf-8")
    front = yaml.safe_load(text.split("---")[1])
    # Hermes needs name and description at the top level; ours sit under metadata
    assert front["name"] == "deploy-app" and front["description"]
    assert parse_skill(text).our_metadata()["pitfalls"] == ["forgetting the migration step"]
    viewed = json.loads(skill_view("deploy-app"))
    assert viewed["triggers"] == ["the user asks to deploy"]
    assert viewed["parameters"] == {"host": "the staging host"}
    assert viewed["stats"] == {
        "use_count": 1,
        "view_count": 1,  # this view counted
        "success_count": 0,
        "failure_count": 1,
        "success_rate": 0.0,
    }
    assert viewed["health"] == "active"


def test_corrupted_usage_file_is_rebuilt(hermes_home: Path) -> None:
    store = SkillStore()
    store.create("deploy-app", skill_md())
    (hermes_home / "skills" / ".usage.json").write_text("{not json", encoding="utf-8")
    stats = record_use(store, "deploy-app", "success")
    assert stats.use_count == 1 and stats.success_count == 1
    assert _usage(hermes_home)["deploy-app"]["success_count"] == 1


def test_pin_and_all_stats(hermes_home: Path) -> None:
    store = SkillStore()
    store.create("b-skill", skill_md(name="b-skill"))
    store.create("a-skill", skill_md(name="a-skill"), category="ops")
    assert set_pinned(store, "b-skill", True).pinned is True
    with pytest.raises(SkillError, match="pinned"):
        store.delete("b-skill")
    assert set_pinned(store, "b-skill", False).pinned is False
    assert [(s.name, s.category) for s in all_stats(store)] == [
        ("b-skill", None),
        ("a-skill", "ops"),
    ]
