"""The background review with skills: view before patch, agent-created marks, the summary,
and memory still reviewed beside skills; external providers are never called."""

from __future__ import annotations

import json
from pathlib import Path

from fakes import ScriptedModel, tool_call
from hermes_memory.curated.store import MemoryStore
from hermes_memory.review import BackgroundReviewer, ReviewStatus
from hermes_memory.review.prompt import COMBINED_REVIEW_PROMPT
from hermes_memory.tools.skills import skill_manage
from skill_texts import skill_md

CONVERSATION = [
    {"role": "user", "content": "Deploy the app; the health check needs --retry 3."},
    {"role": "assistant", "content": "Deployed with --retry 3 after the first try failed."},
]
PATCH = {
    "action": "patch",
    "name": "deploy-app",
    "old_string": "Check the health page.",
    "new_string": "Check the health page with --retry 3.",
}


def _tool_outputs(model: ScriptedModel) -> list[dict[str, object]]:
    last = model.calls[-1].messages
    return [json.loads(m["content"]) for m in last if m.get("role") == "tool"]


def test_the_review_must_view_a_skill_before_patching_it(hermes_home: Path) -> None:
    skill_manage("create", "deploy-app", content=skill_md(), category="ops", home=hermes_home)
    model = ScriptedModel(
        [
            tool_call("skill_manage", PATCH),
            tool_call("skill_view", {"name": "ops/deploy-app"}),
            tool_call("skill_manage", PATCH),
            "Patched the deploy skill.",
        ]
    )
    store = MemoryStore(home=hermes_home)
    reviewer = BackgroundReviewer(model, store, skills_home=hermes_home)
    assert reviewer.start(CONVERSATION, memory=False, skills=True) is not None
    report = reviewer.wait(10)
    assert report is not None and report.status is ReviewStatus.CHANGED
    refused, viewed, patched = _tool_outputs(model)
    assert refused["success"] is False and "skill_view" in str(refused["error"])
    assert viewed["success"] is True
    assert patched["success"] is True
    text = (hermes_home / "skills" / "ops" / "deploy-app" / "SKILL.md").read_text()
    assert "--retry 3" in text
    assert report.message == "💾 Self-improvement review: Skill 'deploy-app' updated"
    usage = json.loads((hermes_home / "skills" / ".usage.json").read_text())
    assert usage["deploy-app"]["created_by"] is None  # hand-written stays hand-written


def test_a_refused_patch_leaves_the_file_and_a_fresh_run_must_view_again(
    hermes_home: Path,
) -> None:
    skill_manage("create", "deploy-app", content=skill_md(), home=hermes_home)
    first = ScriptedModel([tool_call("skill_view", {"name": "deploy-app"}), "Looked."])
    reviewer = BackgroundReviewer(first, MemoryStore(home=hermes_home), skills_home=hermes_home)
    reviewer.start(CONVERSATION, memory=False, skills=True)
    assert reviewer.wait(10) is not None
    second = ScriptedModel([tool_call("skill_manage", PATCH), "Done."])
    reviewer.model = second
    reviewer.start(CONVERSATION, memory=False, skills=True)
    report = reviewer.wait(10)
    assert report is not None and report.status is ReviewStatus.UNCHANGED
    assert _tool_outputs(second)[0]["success"] is False
    assert (hermes_home / "skills" / "deploy-app" / "SKILL.md").read_text() == skill_md()


def test_memory_and_skills_in_one_review(hermes_home: Path) -> None:
    store = MemoryStore(home=hermes_home)
    store.load_from_disk()
    model = ScriptedModel(
        [
            tool_call("memory", {"action": "add", "target": "user", "content": "Wants --retry 3."}),
            tool_call(
                "skill_manage",
                {
                    "action": "create",
                    "name": "deploy-app",
                    "content": skill_md(),
                    "category": "ops",
                },
            ),
            tool_call("skill_manage", PATCH),  # created in this run: no view needed
            tool_call("terminal", {"command": "ls"}),
            "Saved both.",
        ]
    )
    reviewer = BackgroundReviewer(model, store, skills_home=hermes_home)
    reviewer.start(CONVERSATION, memory=True, skills=True)
    report = reviewer.wait(10)
    assert report is not None and report.status is ReviewStatus.CHANGED
    assert model.calls[0].last_user_text == COMBINED_REVIEW_PROMPT
    *_, patched, refused = _tool_outputs(model)
    assert patched["success"] is True
    assert refused["success"] is False and "not available" in str(refused["error"])
    assert report.message is not None
    assert (
        "User profile updated" in report.message and "Skill 'deploy-app' created" in report.message
    )
    usage = json.loads((hermes_home / "skills" / ".usage.json").read_text())
    assert usage["deploy-app"]["created_by"] == "agent"


def test_without_a_skills_home_a_skills_only_review_does_not_start(hermes_home: Path) -> None:
    reviewer = BackgroundReviewer(ScriptedModel(), MemoryStore(home=hermes_home))
    assert reviewer.start(CONVERSATION, memory=False, skills=True) is None
