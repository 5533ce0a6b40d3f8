"""Building an episode from a stored session (spec §3.3; acceptance 10–12): computed fields
without a model, a scripted model's JSON fields winning one by one, a failing model
changing nothing, compression chains as one episode, and sessions that give none."""

from __future__ import annotations

import json

import pytest

from conftest import T0, call, store_debug_session
from fakes import ScriptedModel
from hermes_memory.episodes import EpisodicMemoryStore
from hermes_memory.errors import EpisodeError, LLMConnectionError
from hermes_memory.sessions import EndReason, SessionDB


def test_build_without_model_computes_every_field(
    db: SessionDB, store: EpisodicMemoryStore
) -> None:
    sid = store_debug_session(db)
    episode = store.build_episode(sid)
    assert episode.session_id == sid
    assert episode.task_description == (
        "Please fix the failing pytest in parser.py, it crashes on empty input"
    )
    assert episode.task_category == "debugging"
    assert episode.steps_taken == 4
    assert episode.tools_used == ["terminal", "skill_view", "patch"]
    assert episode.execution_time_seconds == pytest.approx(42.5)
    assert episode.success is True
    assert episode.key_result == "Fixed the empty-input crash in parser.py by guarding the index."
    assert episode.error_encountered == "exit code 1: IndexError: list index out of range"
    assert episode.error_resolution is None
    assert episode.skills_applied == ["python-debugging"]
    assert episode.new_skill_created is None
    assert episode.created_at.tzinfo is not None
    assert store.get_episode(sid) is None  # building does not save


def test_scripted_model_fields_win_and_bad_ones_fall_back(
    db: SessionDB, store: EpisodicMemoryStore
) -> None:
    sid = store_debug_session(db)
    reply = {
        "task_description": "Fix a crash of the parser on empty input",
        "task_category": "Debugging",
        "success": True,
        "key_result": "Guarded the index; the suite passes.",
        "error_encountered": "IndexError on empty input",
        "error_resolution": "Return early when the token list is empty",
    }
    model = ScriptedModel([f"Here you go:\n```json\n{json.dumps(reply)}\n```"])
    episode = store.build_episode(sid, model=model)
    assert episode.task_description == reply["task_description"]
    assert episode.task_category == "debugging"
    assert episode.key_result == reply["key_result"]
    assert episode.error_encountered == reply["error_encountered"]
    assert episode.error_resolution == reply["error_resolution"]
    assert episode.steps_taken == 4  # never the model's to say
    prompt = model.calls[0].messages[-1]["content"]
    assert "parser.py" in prompt and "[calls terminal]" in prompt

    junk = {
        "task_description": 42,
        "task_category": "two words!",
        "success": "yes",
        "key_result": "",
        "error_resolution": None,
    }
    partial = store.build_episode(sid, model=ScriptedModel([json.dumps(junk)]))
    computed = store.build_episode(sid)
    assert partial.task_description == computed.task_description
    assert partial.task_category == computed.task_category
    assert partial.success is computed.success
    assert partial.key_result == computed.key_result
    assert partial.error_encountered == computed.error_encountered  # key absent: computed


@pytest.mark.parametrize(
    "reply", [LLMConnectionError("endpoint down"), "not json at all", "[1, 2, 3]"]
)
def test_failing_model_gives_the_computed_episode(
    db: SessionDB, store: EpisodicMemoryStore, reply: object
) -> None:
    sid = store_debug_session(db)
    episode = store.build_episode(sid, model=ScriptedModel([reply]))
    computed = store.build_episode(sid)
    assert episode.to_dict() | {"created_at": None} == computed.to_dict() | {"created_at": None}


def test_session_without_user_message_is_a_clear_error(
    db: SessionDB, store: EpisodicMemoryStore
) -> None:
    db.create_session("s-empty", source="cli")
    db.append_message("s-empty", "assistant", "hello?")
    with pytest.raises(EpisodeError, match="s-empty has no user message") as caught:
        store.build_episode("s-empty")
    assert caught.value.no_user_message is True
    assert store.list_episodes() == []
    with pytest.raises(EpisodeError, match="session not found: nope"):
        store.build_episode("nope")


def test_compression_chain_is_one_episode_keyed_by_root(
    db: SessionDB, store: EpisodicMemoryStore
) -> None:
    db.create_session("root", source="cli", started_at=T0)
    db.append_message("root", "user", "Deploy the app to the staging server", timestamp=T0)
    db.append_message(
        "root",
        "assistant",
        "",
        timestamp=T0 + 1,
        tool_calls=[call("terminal", {"command": "ssh"}, "a")],
    )
    db.append_message(
        "root", "tool", "ok", tool_name="terminal", tool_call_id="a", timestamp=T0 + 2
    )
    db.end_session("root", EndReason.COMPRESSION)
    db.create_session("cont", source="cli", parent_session_id="root", started_at=T0 + 100)
    db.append_message(
        "cont", "assistant", "", timestamp=T0 + 101, tool_calls=[call("docker", {}, "b")]
    )
    db.append_message(
        "cont",
        "tool",
        json.dumps({"error": "no space left"}),
        tool_name="docker",
        tool_call_id="b",
        timestamp=T0 + 102,
    )
    db.append_message(
        "cont", "assistant", "I could not finish: the disk is full.", timestamp=T0 + 160
    )
    for sid in ("root", "cont"):
        episode = store.build_episode(sid)
        assert episode.session_id == "root"
        assert episode.tools_used == ["terminal", "docker"]
        assert episode.execution_time_seconds == pytest.approx(160)
        assert episode.task_category == "ops"
        assert episode.success is False
        assert episode.error_encountered == "no space left"


def test_skill_creation_and_traceback_are_seen(db: SessionDB, store: EpisodicMemoryStore) -> None:
    db.create_session("s", source="cli", started_at=T0)
    db.append_message("s", "user", "Write a script that renames photos by date", timestamp=T0)
    db.append_message(
        "s",
        "assistant",
        "",
        timestamp=T0 + 1,
        tool_calls=[
            call("terminal", {"command": "python x.py"}, "a"),
            call("skill_manage", {"action": "create", "name": "photo-renamer"}, "b"),
        ],
    )
    db.append_message(
        "s",
        "tool",
        "Traceback (most recent call last):\n  File x\nKeyError: 'x'",
        tool_name="terminal",
        tool_call_id="a",
        timestamp=T0 + 2,
    )
    db.append_message(
        "s",
        "tool",
        '{"success": true}',
        tool_name="skill_manage",
        tool_call_id="b",
        timestamp=T0 + 3,
    )
    db.append_message("s", "assistant", "Done. The script works.", timestamp=T0 + 4)
    episode = store.build_episode("s")
    assert episode.new_skill_created == "photo-renamer"
    assert episode.skills_applied == []
    assert episode.error_encountered == "KeyError: 'x'"
    assert episode.success is True
    assert episode.key_result == "Done."
    assert episode.task_category == "coding"  # "script" is a coding word before "write"
