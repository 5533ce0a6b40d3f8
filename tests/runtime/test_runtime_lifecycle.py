"""MemoryRuntime piece by piece: tool routing, turns, resume, limits, streaming, errors."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from recall_provider import RecallProvider

from fakes import Block, ScriptedModel, tool_call
from hermes_memory.compression import CompressionSettings
from hermes_memory.errors import LLMResponseError, RuntimeStateError
from hermes_memory.review import ReviewStatus
from hermes_memory.runtime import MemoryRuntime, run_turn
from hermes_memory.runtime.loop import ITERATION_LIMIT_NOTE
from hermes_memory.sessions.store import SessionDB


def runtime(home: Path, model: ScriptedModel | None = None, **kwargs: Any) -> MemoryRuntime:
    kwargs.setdefault("load_provider", False)
    kwargs.setdefault("nudge_interval", 0)
    return MemoryRuntime(home, model=model, **kwargs)


def test_tool_routing(hermes_home: Path) -> None:
    provider = RecallProvider()
    rt = runtime(hermes_home, external_provider=provider, nudge_interval=3)
    rt.start_session()
    unknown = json.loads(rt.handle_tool_call("web_fetch", {"url": "x"}))
    assert unknown == {"error": "Unknown tool: web_fetch", "success": False}
    bad = json.loads(rt.handle_tool_call("memory", "{not json"))
    assert bad["success"] is False and "Invalid JSON arguments for 'memory'" in bad["error"]
    assert json.loads(rt.handle_tool_call("recall_probe", "{}")) == {"success": True, "probe": "ok"}

    rt.counter.turns_since_memory = 2
    result = json.loads(
        rt.handle_tool_call("memory", {"action": "add", "target": "memory", "content": "Uses uv."})
    )
    assert result["success"] is True
    assert rt.counter.turns_since_memory == 0  # using the tool restarts the review cadence
    rt.manager.flush_pending(5)
    assert provider.writes == [("add", "memory", "Uses uv.")]
    search = json.loads(rt.handle_tool_call("session_search", {}))
    assert search["mode"] == "browse" and search["success"] is True
    rt.end_session()


def test_out_of_order_calls_are_refused(hermes_home: Path) -> None:
    rt = runtime(hermes_home)
    with pytest.raises(RuntimeStateError):
        rt.before_turn("hi")
    with pytest.raises(RuntimeStateError):
        _ = rt.system_prompt
    rt.start_session()
    with pytest.raises(RuntimeStateError):
        rt.start_session()
    with pytest.raises(RuntimeStateError):
        rt.after_turn("no turn")
    rt.before_turn("hi")
    with pytest.raises(RuntimeStateError):
        rt.before_turn("again")
    rt.after_turn("hello")
    rt.end_session()
    rt.end_session()  # idempotent
    with pytest.raises(RuntimeStateError):
        rt.before_turn("after the end")


def test_trivial_prompts_skip_recall_and_prefetch_queue(hermes_home: Path) -> None:
    provider = RecallProvider()
    rt = runtime(hermes_home, ScriptedModel(["hi!", "sure"]), external_provider=provider)
    rt.start_session()
    run_turn(rt, "ok")
    api = run_turn(rt, "Tell me about the parser").messages
    rt.manager.flush_pending(5)
    assert provider.prefetched == ["Tell me about the parser"]
    assert provider.queued == ["Tell me about the parser"]
    assert [s[0] for s in provider.synced] == ["ok", "Tell me about the parser"]
    assert api[-1]["content"] == "sure"
    rt.end_session()


def test_resume_follows_the_tip_and_hydrates_the_counter(hermes_home: Path) -> None:
    rt = runtime(hermes_home, ScriptedModel(default="fine"), nudge_interval=5)
    sid = rt.start_session(title="resumable")
    for i in range(3):
        run_turn(rt, f"question {i}")
    first_prompt = rt.system_prompt
    rt.end_session()
    (hermes_home / "memories" / "USER.md").write_text("User is Ada.")

    again = runtime(hermes_home, ScriptedModel(["answer"]), nudge_interval=5)
    assert again.start_session(sid, resume=True) == sid
    assert [m["content"] for m in again.history if m["role"] == "user"] == [
        f"question {i}" for i in range(3)
    ]
    assert again.counter.user_turn_count == 3 and again.counter.turns_since_memory == 3
    assert again.system_prompt == first_prompt  # the resumed session keeps its prompt
    result = run_turn(again, "question 3")
    sent = again.model.calls[0].messages  # type: ignore[union-attr]
    assert [m["content"] for m in sent if m["role"] == "user"][-2:] == ["question 2", "question 3"]
    assert result.text == "answer"
    again.end_session()
    with SessionDB(hermes_home / "state.db") as db:
        assert len(db.get_messages(sid)) == 8


def test_iteration_limit_forces_a_final_answer(hermes_home: Path) -> None:
    model = ScriptedModel(
        [
            tool_call("memory", {"action": "add", "target": "memory", "content": f"fact {i}"})
            for i in range(2)
        ]
        + ["Here is what I have."]
    )
    rt = runtime(hermes_home, model)
    sid = rt.start_session()
    result = run_turn(rt, "Save facts forever", max_iterations=2)
    assert result.hit_iteration_limit and result.iterations == 3
    assert result.text == "Here is what I have."
    assert model.calls[2].tools is None
    assert model.calls[2].messages[-1]["content"] == ITERATION_LIMIT_NOTE
    rt.end_session()
    with SessionDB(hermes_home / "state.db") as db:
        stored = db.get_messages(sid)
    assert ITERATION_LIMIT_NOTE not in json.dumps(stored)
    assert [m["role"] for m in stored] == [
        "user",
        "assistant",
        "tool",
        "assistant",
        "tool",
        "assistant",
    ]


def test_streaming_scrubs_leaked_recall(hermes_home: Path) -> None:
    leaked = "Sure.\n<memory-context>\nsecret recall\n</memory-context>\nThe answer is 42."
    rt = runtime(hermes_home, ScriptedModel([leaked], chunk_size=3))
    sid = rt.start_session()
    shown: list[str] = []
    result = run_turn(rt, "What is the answer?", stream=True, on_delta=shown.append)
    assert "".join(shown) == "Sure.\n\nThe answer is 42."
    rt.end_session()
    with SessionDB(hermes_home / "state.db") as db:
        stored = db.get_messages(sid)
    assert stored[-1]["content"] == "Sure.\n\nThe answer is 42."
    assert result.record.synced


def test_a_turn_the_model_never_answered_is_dropped(hermes_home: Path) -> None:
    provider = RecallProvider()
    rt = runtime(
        hermes_home,
        ScriptedModel([LLMResponseError("overloaded", status_code=503), "Hi again."]),
        external_provider=provider,
    )
    sid = rt.start_session()
    with pytest.raises(LLMResponseError):
        run_turn(rt, "Hello there")
    rt.manager.flush_pending(5)
    assert provider.synced == []
    assert rt.history == []  # the next call does not replay an unanswered message
    with SessionDB(hermes_home / "state.db") as db:
        assert db.get_messages(sid) == []
    result = run_turn(rt, "Hello there")  # sent again, it is one ordinary turn
    assert result.text == "Hi again."
    with SessionDB(hermes_home / "state.db") as db:
        stored = [(m["role"], m["content"]) for m in db.get_messages(sid)]
    assert stored == [("user", "Hello there"), ("assistant", "Hi again.")]
    rt.end_session()


def test_model_error_after_a_tool_call_keeps_what_ran(hermes_home: Path) -> None:
    model = ScriptedModel(
        [
            tool_call("memory", {"action": "add", "target": "user", "content": "Name: Ada"}),
            LLMResponseError("overloaded", status_code=503),
        ]
    )
    rt = runtime(hermes_home, model)
    sid = rt.start_session()
    with pytest.raises(LLMResponseError):
        run_turn(rt, "I'm Ada")
    with SessionDB(hermes_home / "state.db") as db:
        roles = [m["role"] for m in db.get_messages(sid)]
    assert roles == ["user", "assistant", "tool"]  # the memory write happened: it is kept
    assert "Name: Ada" in (hermes_home / "memories" / "USER.md").read_text(encoding="utf-8")
    assert rt.abandon_turn() is False  # nothing is open any more
    rt.end_session()


def chats_but_cannot_summarise(call: Any) -> Any:
    """The main model's replies: answers chat turns, fails summaries (its one retry too)."""
    return (
        LLMResponseError("main down", status_code=500) if call.kind == "complete" else "ok " * 400
    )


def long_session(
    home: Path, main: ScriptedModel, summariser: ScriptedModel, **settings: Any
) -> tuple[MemoryRuntime, str]:
    """A runtime with a small window, a session started and 12 long turns run in it."""
    rt = runtime(
        home,
        main,
        summary_model=summariser,
        compression=CompressionSettings(context_length=8_000, **settings),
    )
    sid = rt.start_session()
    for i in range(12):
        run_turn(rt, f"turn {i} " + "x" * 1500)
    return rt, sid


def test_failed_automatic_compression_leaves_the_session(hermes_home: Path) -> None:
    summariser = ScriptedModel(default=LLMResponseError("down", status_code=500))
    main = ScriptedModel(default=chats_but_cannot_summarise)
    rt, sid = long_session(hermes_home, main, summariser)
    assert rt.session_id == sid
    assert summariser.calls, "compression was attempted"
    assert len(main.calls_of("complete")) == len(summariser.calls)  # one retry per failure
    assert rt.last_compression_error and "nothing was changed" in rt.last_compression_error
    with SessionDB(hermes_home / "state.db") as db:
        assert db.get_session(sid)["ended_at"] is None
        assert len(db.get_messages(sid)) == 24
    rt.end_session()


def test_a_failed_summary_cooldown_survives_a_resume(hermes_home: Path) -> None:
    summariser = ScriptedModel(default=LLMResponseError("down", status_code=500))
    settings = CompressionSettings(context_length=8_000)
    rt = runtime(
        hermes_home,
        ScriptedModel(default=chats_but_cannot_summarise),
        summary_model=summariser,
        compression=settings,
        episodes=False,  # the episode summary at session end would add a call to count
    )
    sid = rt.start_session()
    for i in range(12):
        run_turn(rt, f"turn {i} " + "x" * 1500)
    attempts = len(summariser.calls)
    assert attempts == 1, "one failure, then the cooldown holds in this process"
    rt.end_session()
    rt.close()
    with SessionDB(hermes_home / "state.db") as db:
        row = db.get_session(sid)
    assert row["compression_failure_cooldown_until"] > time.time() + 30
    assert "main down" in row["compression_failure_error"]  # the retry's error is kept
    later = runtime(
        hermes_home,
        ScriptedModel(default=chats_but_cannot_summarise),
        summary_model=summariser,
        compression=settings,
    )
    assert later.start_session(sid, resume=True) == sid
    assert later.compressor is not None and later.compressor.in_cooldown()
    run_turn(later, "one more " + "x" * 1500)
    assert len(summariser.calls) == attempts  # the stored cooldown was respected
    later.end_session()
    later.close()


def test_a_failing_summary_model_is_retried_once_on_the_main_model(hermes_home: Path) -> None:
    summariser = ScriptedModel(default=LLMResponseError("not found", status_code=404))
    main = ScriptedModel(
        default=lambda call: "## Goal\nrescued" if call.kind == "complete" else "ok " * 400
    )
    rt, sid = long_session(hermes_home, main, summariser)
    assert summariser.calls and main.calls_of("complete")
    assert rt.last_compression is not None and rt.last_compression.split
    assert rt.session_id != sid and rt.last_compression_error is None
    assert rt.compressor is not None and not rt.compressor.in_cooldown()
    rt.end_session()
    rt.close()


def test_in_place_compression_keeps_the_session_id(hermes_home: Path) -> None:
    summariser = ScriptedModel(default="## Goal\nkeep going")
    rt, sid = long_session(
        hermes_home, ScriptedModel(default="ok " * 400), summariser, in_place=True
    )
    assert summariser.calls and rt.last_compression is not None
    assert rt.last_compression.in_place and rt.session_id == sid
    with SessionDB(hermes_home / "state.db") as db:
        active = db.get_messages(sid)
        everything = db.get_messages(sid, include_inactive=True)
    assert len(rt.history) == len(active) < len(everything)
    rt.end_session()
    rt.close()


def test_new_turn_cancels_an_in_flight_review(hermes_home: Path) -> None:
    gate = threading.Event()
    block = Block(gate, tool_call("memory", {"action": "add", "target": "user", "content": "late"}))
    rt = runtime(
        hermes_home,
        ScriptedModel(default="ok"),
        review_model=ScriptedModel([block]),
        nudge_interval=1,
    )
    rt.start_session()
    assert run_turn(rt, "I am Ada.").review_started
    assert block.started.wait(10)
    reviewer = rt.reviewer
    assert reviewer is not None
    rt.before_turn("next question")  # cancels and waits at most two seconds, then goes on
    gate.set()
    report = reviewer.wait(10)
    assert report is not None and report.status is ReviewStatus.CANCELLED
    assert not (hermes_home / "memories" / "USER.md").exists()
    rt.after_turn("answer")
    rt.end_session()


def test_disabled_memory_is_not_offered(hermes_home: Path) -> None:
    (hermes_home / "config.yaml").write_text(
        "memory:\n  memory_enabled: false\n  user_profile_enabled: false\n"
    )
    rt = runtime(hermes_home)
    rt.start_session()
    names = [s["name"] for s in rt.tool_schemas()]
    assert names == ["session_search", "skills_list", "skill_view", "skill_manage"]
    assert "persistent memory" not in rt.system_prompt
    rt.end_session()


def test_a_title_in_use_is_numbered_and_a_bad_one_starts_nothing(hermes_home: Path) -> None:
    from hermes_memory.errors import TitleError

    made = []
    for _ in range(3):
        rt = runtime(hermes_home)
        made.append(rt.start_session(title="editor  setup"))
        rt.end_session()
    with SessionDB(hermes_home / "state.db") as db:
        titles = [db.get_session_title(sid) for sid in made]
        assert titles == ["editor setup", "editor setup #2", "editor setup #3"]
        assert db.resolve_session_by_title("editor setup") == made[2]
    rt = runtime(hermes_home)
    with pytest.raises(TitleError, match="too long"):
        rt.start_session(title="x" * 101)
    assert rt.session_id is None  # nothing started: no half-open session
    with SessionDB(hermes_home / "state.db") as db:
        assert len(db.list_sessions_rich(limit=10)) == 3
    rt.start_session(title="fine")  # the same runtime can still start properly
    rt.end_session()
