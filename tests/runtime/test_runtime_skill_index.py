"""Skills in the frozen system prompt (skills spec §6, episodes spec §5, issue 11 item 4),
through real runtime turns with a scripted model and real SKILL.md files: the guidance when
the skill tools are offered, the whole index when it fits a third of the ``memory_injection``
slot, else the top skills for the first message, never a body, in the §5 order, and the §5
drop order (episodes first, then skills beyond the top three)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from fakes import ScriptedModel
from hermes_memory import Episode, EpisodicMemoryStore, MemoryStore, SessionDB
from hermes_memory.prompt import SKILLS_GUIDANCE, PromptBuilder
from hermes_memory.runtime import MemoryRuntime, run_turn
from hermes_memory.skills import SkillStore
from hermes_memory.working import WorkingMemory
from skill_texts import skill_md

SKILLS = "## Skills"
EPISODES = "## Relevant Historical Experience"
TASK = "Deploy the web app to staging"
NOTE = "The staging host is stage1.internal."
BODY_MARK = "SECRET-BODY-STEP"


def _skill(store: SkillStore, name: str, description: str, category: str | None = None) -> None:
    body = f"# {name}\n\n1. {BODY_MARK} for {name}.\n"
    store.create(name, skill_md(name, description, body=body), category)


def _seed(home: Path, filler: int = 0) -> SkillStore:
    MemoryStore(home=home).add("memory", NOTE)
    store = SkillStore(home)
    _skill(store, "deploy-app", "Deploy the web app to the staging host.", "devops")
    _skill(store, "deploy-rollback", "Roll back a bad web app deploy on staging.", "devops")
    _skill(store, "staging-smoke", "Smoke-test the staging web app after a deploy.")
    _skill(store, "web-cache", "Purge the web app cache after a deploy.")
    _skill(store, "pdf-report", "Build a PDF report from a CSV file.", "reports")
    for i in range(filler):
        _skill(store, f"filler-{i:03d}", f"Unrelated chore number {i} about spreadsheets.")
    return store


def _episode(home: Path) -> None:
    with EpisodicMemoryStore(home / "state.db") as episodes:
        episodes.save_episode(
            Episode(
                "ok",
                datetime(2026, 3, 1, tzinfo=UTC),
                "Deploy the web app to staging",
                key_result="Deployed after clearing the cache.",
            )
        )


def _run(home: Path, budget: WorkingMemory | None = None) -> tuple[str, MemoryRuntime]:
    model = ScriptedModel(["First answer.", "Second answer."])
    rt = MemoryRuntime(
        home,
        model=model,
        load_provider=False,
        nudge_interval=0,
        episodes=True,
        working_memory=budget,
    )
    rt.start_session()
    run_turn(rt, TASK)
    run_turn(rt, "And then?")
    first, second = (call.messages[0]["content"] for call in model.calls)
    assert first == second == rt.system_prompt  # frozen after the first turn's injection
    return first, rt


def _slot(tokens: int) -> WorkingMemory:
    return WorkingMemory(100_000, shares={"memory_injection": (tokens + 0.5) / 100_000})


def _listed(prompt: str) -> list[str]:
    block = prompt[prompt.index(SKILLS) :].split("\n\n")[0]
    return [
        line[2:].split(":")[0].split(" [")[0] for line in block.splitlines() if line[:2] == "- "
    ]


def test_whole_index_when_it_fits_in_order_and_stored(hermes_home: Path) -> None:
    _seed(hermes_home)
    _episode(hermes_home)
    prompt, rt = _run(hermes_home)
    assert SKILLS_GUIDANCE in prompt
    assert sorted(_listed(prompt)) == sorted(
        ["deploy-app", "deploy-rollback", "staging-smoke", "web-cache", "pdf-report"]
    )
    assert "devops:" in prompt and "reports:" in prompt  # grouped by category
    assert BODY_MARK not in prompt  # names and one line, never the bodies
    # §5 order: guidance, MEMORY block, skills, episodes, session lines
    order = [SKILLS_GUIDANCE, NOTE, SKILLS, EPISODES, "Session ID:"]
    assert [prompt.index(p) for p in order] == sorted(prompt.index(p) for p in order)
    sid = rt.session_id
    rt.end_session()
    with SessionDB(hermes_home / "state.db") as db:
        assert db.get_session(sid or "")["system_prompt"] == prompt  # stored as sent


def test_large_library_lists_top_skills_and_counts_the_rest(hermes_home: Path) -> None:
    _seed(hermes_home, filler=60)
    prompt, rt = _run(hermes_home, _slot(600))
    listed = _listed(prompt)
    assert listed[0] == "devops/deploy-app"
    assert 3 <= len(listed) <= 5 and not any(n.startswith("filler") for n in listed)
    assert f"{65 - len(listed)} more skills are installed; skills_list shows them." in prompt
    assert BODY_MARK not in prompt
    rt.end_session()


def test_tight_slot_drops_episodes_first_then_skills_beyond_top_three(hermes_home: Path) -> None:
    _seed(hermes_home, filler=60)
    _episode(hermes_home)
    roomy, rt = _run(hermes_home, _slot(600))
    rt.end_session()
    assert EPISODES in roomy and len(_listed(roomy)) == 4  # every skill sharing a word
    tight, rt = _run(hermes_home, _slot(100))
    rt.end_session()
    assert NOTE in tight and EPISODES not in tight  # the episodes went first
    assert _listed(tight) == _listed(roomy)[:3]  # then the skills beyond the top three


def test_no_skills_no_block_but_guidance(hermes_home: Path) -> None:
    MemoryStore(home=hermes_home).add("memory", NOTE)
    prompt, rt = _run(hermes_home)
    assert SKILLS_GUIDANCE in prompt and SKILLS not in prompt
    rt.end_session()


def test_resumed_session_keeps_its_prompt(hermes_home: Path) -> None:
    store = _seed(hermes_home)
    prompt, rt = _run(hermes_home)
    sid = rt.session_id
    rt.end_session()
    _skill(store, "deploy-new", "Deploy the web app with the new pipeline.")
    again = MemoryRuntime(hermes_home, model=ScriptedModel(["ok"]), load_provider=False)
    again.start_session(sid, resume=True)
    run_turn(again, TASK)
    assert again.system_prompt == prompt and "deploy-new" not in again.system_prompt
    again.end_session()


def test_library_builder_without_skill_tools_has_no_guidance(hermes_home: Path) -> None:
    text = PromptBuilder(hermes_home).build("s1")
    assert SKILLS_GUIDANCE not in text
    assert SKILLS_GUIDANCE in PromptBuilder(hermes_home, skills=True).build("s1")


def test_guidance_carries_the_points() -> None:
    text = SKILLS_GUIDANCE.lower()
    for point in ("skill_view", "skill_manage", "patch", "save", "skills_list"):
        assert point in text
