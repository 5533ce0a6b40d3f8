"""The learning loop through the runtime: the skill nudge starts a background review with
skills (a scripted model creates a skill), skill_manage resets the count, 0 turns it off,
and skill uses and their outcomes are recorded without manual calls."""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any

import pytest

from fakes import Block, ScriptedModel, tool_call
from hermes_memory.providers.base import MemoryProvider
from hermes_memory.review import ReviewStatus
from hermes_memory.review.prompt import SKILL_REVIEW_PROMPT
from hermes_memory.runtime import MemoryRuntime, run_turn
from hermes_memory.skills import SkillStore, skill_stats
from hermes_memory.tools.skills import skill_manage
from skill_texts import skill_md


def _config(home: Path, interval: int) -> None:
    (home / "config.yaml").write_text(f"skills:\n  creation_nudge_interval: {interval}\n")


def _runtime(
    home: Path, model: ScriptedModel, review: ScriptedModel | None = None
) -> MemoryRuntime:
    rt = MemoryRuntime(
        home, model=model, review_model=review, load_provider=False, nudge_interval=0
    )
    rt.start_session()
    return rt


def _usage(home: Path) -> dict[str, dict[str, object]]:
    return json.loads((home / "skills" / ".usage.json").read_text())


def test_the_nudge_runs_a_review_that_creates_an_agent_skill(hermes_home: Path) -> None:
    _config(hermes_home, 2)
    model = ScriptedModel(
        [tool_call("skills_list", {}), tool_call("skills_list", {}), "Deployed after two tries."]
    )
    review = ScriptedModel(
        [
            tool_call(
                "skill_manage", {"action": "create", "name": "deploy-app", "content": skill_md()}
            ),
            "Saved the deploy procedure.",
        ]
    )
    rt = _runtime(hermes_home, model, review)
    prompt = rt.system_prompt
    turn = run_turn(rt, "Deploy the app to staging.")
    assert turn.text == "Deployed after two tries."
    assert turn.record.review_started is True
    assert rt.reviewer is not None
    report = rt.reviewer.wait(10)
    assert report is not None and report.status is ReviewStatus.CHANGED
    assert report.message is not None and "Skill 'deploy-app' created" in report.message
    first = review.calls[0]
    assert {"skill_manage", "skill_view", "skills_list", "memory"} <= set(first.tool_names)
    assert first.last_user_text == SKILL_REVIEW_PROMPT
    assert (hermes_home / "skills" / "deploy-app" / "SKILL.md").read_text() == skill_md()
    assert _usage(hermes_home)["deploy-app"]["created_by"] == "agent"
    assert rt.system_prompt == prompt  # the user's session never changes
    rt.end_session()


def test_skill_manage_resets_the_count_and_zero_disables(hermes_home: Path) -> None:
    _config(hermes_home, 2)
    create = {"action": "create", "name": "deploy-app", "content": skill_md()}
    model = ScriptedModel(
        [
            tool_call("skills_list", {}),
            "one",  # count 1
            tool_call("skill_manage", create),
            tool_call("skills_list", {}),
            "two",  # 0 then 1
            tool_call("skills_list", {}),
            "three",  # 2: due
        ]
    )
    review = ScriptedModel(default="Nothing to save.")
    rt = _runtime(hermes_home, model, review)
    assert run_turn(rt, "first").record.review_started is False
    assert run_turn(rt, "second").record.review_started is False
    assert run_turn(rt, "third").record.review_started is True
    assert rt.reviewer is not None and rt.reviewer.wait(10) is not None
    rt.end_session()

    _config(hermes_home, 0)
    many = ScriptedModel([*(tool_call("skills_list", {}) for _ in range(12)), "done"])
    off = _runtime(hermes_home, many, ScriptedModel(default="Nothing to save."))
    assert run_turn(off, "lots of tools").record.review_started is False
    off.end_session()


def test_the_review_never_blocks_the_turn(hermes_home: Path) -> None:
    _config(hermes_home, 1)
    gate = threading.Event()
    review = ScriptedModel([Block(gate, "Nothing to save.")])
    rt = _runtime(hermes_home, ScriptedModel([tool_call("skills_list", {}), "ok"]), review)
    turn = run_turn(rt, "list the skills")
    assert turn.text == "ok" and turn.record.review_started is True
    assert rt.reviewer is not None and rt.reviewer.running  # still waiting on the model
    gate.set()
    report = rt.reviewer.wait(10)
    assert report is not None and report.status is ReviewStatus.UNCHANGED
    rt.end_session()


def test_viewing_a_skill_records_a_use_and_its_outcome(hermes_home: Path) -> None:
    skill_manage("create", "deploy-app", content=skill_md(), home=hermes_home)
    skill_manage(
        "create", "backup-db", content=skill_md("backup-db", "Back up the db."), home=hermes_home
    )
    model = ScriptedModel(
        [
            tool_call("skill_view", {"name": "deploy-app"}),
            "Deployed.",
            tool_call("skill_view", {"name": "backup-db"}),
            "Backed up.",
            tool_call("skill_view", {"name": "deploy-app"}),
            tool_call(
                "skill_manage",
                {"action": "patch", "name": "nope", "old_string": "a", "new_string": "b"},
            ),
            "Tried.",
        ]
    )
    rt = _runtime(hermes_home, model)
    store = SkillStore(hermes_home)
    run_turn(rt, "deploy it")
    assert skill_stats(store, "deploy-app").use_count == 0  # the outcome waits for the user
    run_turn(rt, "thanks! now back up the database")
    deploy = skill_stats(store, "deploy-app")
    assert (deploy.use_count, deploy.success_count, deploy.failure_count) == (1, 1, 0)
    run_turn(rt, "No, that's wrong: it backed up the wrong database.")
    backup = skill_stats(store, "backup-db")
    assert (backup.use_count, backup.success_count, backup.failure_count) == (1, 0, 1)
    # a turn whose tool failed records a failure at once
    deploy = skill_stats(store, "deploy-app")
    assert (deploy.use_count, deploy.success_count, deploy.failure_count) == (2, 1, 1)
    rt.end_session()
    assert _usage(hermes_home)["deploy-app"]["view_count"] == 2


class _Watching(MemoryProvider):
    """An external provider that records every hook the runtime calls."""

    def __init__(self) -> None:
        self.calls: list[str] = []

    @property
    def name(self) -> str:
        return "watching"

    def is_available(self) -> bool:
        return True

    def initialize(self, session_id: str, **kwargs: Any) -> None:
        self.calls.append("initialize")

    def get_tool_schemas(self) -> list[dict[str, Any]]:
        return []

    def sync_turn(self, user_content: str, assistant_content: str, **kwargs: Any) -> None:
        self.calls.append("sync_turn")

    def on_memory_write(self, action: str, target: str, content: str, **kwargs: Any) -> None:
        self.calls.append("on_memory_write")

    def handle_tool_call(self, tool_name: str, args: dict[str, Any], **kwargs: Any) -> str:
        self.calls.append("handle_tool_call")
        return "{}"


def test_the_skill_review_never_reaches_an_external_provider(hermes_home: Path) -> None:
    _config(hermes_home, 1)
    provider = _Watching()
    review = ScriptedModel(
        [
            tool_call(
                "memory", {"action": "add", "target": "user", "content": "Deploys on Fridays."}
            ),
            tool_call(
                "skill_manage", {"action": "create", "name": "deploy-app", "content": skill_md()}
            ),
            "Saved.",
        ]
    )
    rt = MemoryRuntime(
        hermes_home,
        model=ScriptedModel([tool_call("skills_list", {}), "ok"]),
        review_model=review,
        external_provider=provider,
        nudge_interval=0,
    )
    rt.start_session()
    run_turn(rt, "deploy it")
    assert rt.reviewer is not None
    report = rt.reviewer.wait(10)
    assert report is not None and report.status is ReviewStatus.CHANGED
    assert (hermes_home / "skills" / "deploy-app" / "SKILL.md").is_file()
    assert "Deploys on Fridays." in (hermes_home / "memories" / "USER.md").read_text()
    assert provider.calls.count("sync_turn") == 1  # the user's turn only
    assert "on_memory_write" not in provider.calls and "handle_tool_call" not in provider.calls
    rt.end_session()


def test_what_counts_as_a_correction() -> None:
    from hermes_memory.runtime.skill_learning import is_correction

    for text in ("No, that's wrong.", "That didn't work", "it failed again", "Not what I asked"):
        assert is_correction(text), text
    for text in ("No problem, thanks!", "thanks", "Great, now the backups", ""):
        assert not is_correction(text), text


def test_a_bad_interval_is_a_clear_config_error(hermes_home: Path) -> None:
    from hermes_memory.errors import ConfigError

    (hermes_home / "config.yaml").write_text("skills:\n  creation_nudge_interval: often\n")
    with pytest.raises(ConfigError) as caught:
        MemoryRuntime(hermes_home, load_provider=False)
    assert "skills.creation_nudge_interval" in str(caught.value) and "line 2" in str(caught.value)
    (hermes_home / "config.yaml").write_text("skills:\n  creation_nudge_interval: '3'\n")
    rt = MemoryRuntime(hermes_home, load_provider=False)
    rt.end_session()
