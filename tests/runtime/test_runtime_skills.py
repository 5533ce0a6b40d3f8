"""The runtime offers the skill tools and routes a model's calls to them."""

from __future__ import annotations

import json
from pathlib import Path

from fakes import ScriptedModel, tool_call
from hermes_memory.runtime import MemoryRuntime, run_turn
from skill_texts import skill_md


def test_a_scripted_model_creates_and_views_a_skill(hermes_home: Path) -> None:
    model = ScriptedModel(
        [
            tool_call(
                "skill_manage", {"action": "create", "name": "deploy-app", "content": skill_md()}
            ),
            tool_call("skill_view", {"name": "deploy-app"}),
            "Saved the deploy procedure as a skill.",
        ]
    )
    rt = MemoryRuntime(hermes_home, model=model, load_provider=False, nudge_interval=0)
    rt.start_session()
    names = [s["name"] for s in rt.tool_schemas()]
    assert {"skill_manage", "skills_list", "skill_view"} <= set(names)
    prompt = rt.system_prompt
    results: list[str] = []
    turn = run_turn(rt, "Save how we deploy.", on_tool_call=lambda call, out: results.append(out))
    assert turn.text == "Saved the deploy procedure as a skill."
    created, viewed = (json.loads(r) for r in results)
    assert created["success"] is True and created["path"] == "deploy-app"
    assert viewed["content"] == skill_md()
    assert (hermes_home / "skills" / "deploy-app" / "SKILL.md").is_file()
    assert rt.system_prompt == prompt  # the current session's prompt is frozen
    listed = json.loads(rt.handle_tool_call("skills_list", "{}"))
    assert [s["name"] for s in listed["skills"]] == ["deploy-app"]
    bad = json.loads(rt.handle_tool_call("skill_manage", '{"action": "x", "name": "y"}'))
    assert bad["success"] is False and "Unknown action" in bad["error"]
    rt.end_session()
