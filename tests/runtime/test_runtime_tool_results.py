"""Tool results on their way to the model (episodes-and-working-memory §1–2, acceptance 9):
real runtime turns with a scripted model and a real state.db. A huge result reaches the
model compressed while state.db keeps it whole; the oldest results give way first when the
``tool_results`` slot overflows; the caller's own tools take the same path."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from recall_provider import RecallProvider

from fakes import ScriptedModel, tool_call, tool_calls
from hermes_memory.compression.tokens import rough_tokens
from hermes_memory.errors import ToolRegistrationError, WorkingMemoryConfigError
from hermes_memory.runtime import MemoryRuntime, run_turn
from hermes_memory.runtime.turn import COMPRESSED_FOR_MODEL
from hermes_memory.sessions import SessionDB
from hermes_memory.working import WorkingMemory

BUILD_LOG = "\n".join(f"[{i:05d}] compiling module_{i}.c -> module_{i}.o" for i in range(5000))
SHELL_SCHEMA = {
    "name": "shell",
    "description": "Run a shell command.",
    "parameters": {"type": "object", "properties": {"cmd": {"type": "string"}}},
}


def runtime(home: Path, model: ScriptedModel, **kwargs: Any) -> MemoryRuntime:
    kwargs.setdefault("load_provider", False)
    kwargs.setdefault("nudge_interval", 0)
    return MemoryRuntime(home, model=model, **kwargs)


def _tool_messages(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [m for m in messages if m.get("role") == "tool"]


def test_a_five_thousand_line_result_reaches_the_model_compressed_and_is_stored_whole(
    hermes_home: Path,
) -> None:
    model = ScriptedModel([tool_call("shell", {"cmd": "make"}, id="c1"), "The build passed."])
    rt = runtime(hermes_home, model)
    rt.register_tool(SHELL_SCHEMA, lambda args: BUILD_LOG)
    sid = rt.start_session()
    turn = run_turn(rt, "Build the project please.")
    assert turn.text == "The build passed."
    assert "shell" in model.calls[0].tool_names

    [seen] = _tool_messages(model.calls[1].messages)
    assert seen["tool_call_id"] == "c1"
    assert "... [truncated 4965 lines] ..." in seen["content"]
    assert seen["content"].startswith("[00000] compiling module_0.c")
    assert seen["content"].endswith("[04999] compiling module_4999.c -> module_4999.o")
    assert rough_tokens(seen["content"]) < 600

    rt.end_session()
    db = SessionDB(hermes_home / "state.db")
    [stored] = [m for m in db.get_messages(sid) if m["role"] == "tool"]
    assert stored["content"] == BUILD_LOG  # state.db keeps the full text
    assert stored["finish_reason"] == COMPRESSED_FOR_MODEL  # and says the model saw less
    # the middle of the log, which the model never saw, is searchable afterwards
    hits = db.search_messages("module_2500", limit=5)
    assert any(h["session_id"] == sid for h in hits)
    db.close()


def test_the_next_turn_sends_the_stored_result_compressed_too(hermes_home: Path) -> None:
    model = ScriptedModel([tool_call("shell", {"cmd": "make"}), "Done.", "Sure."])
    rt = runtime(hermes_home, model)
    rt.register_tool(SHELL_SCHEMA, lambda args: BUILD_LOG)
    rt.start_session()
    run_turn(rt, "Build it.")
    assert any(m.get("content") == BUILD_LOG for m in rt.history)  # history holds it whole
    run_turn(rt, "Thanks, anything else?")
    [old] = _tool_messages(model.calls[2].messages)
    assert "[truncated 4965 lines]" in old["content"]
    rt.end_session()


def test_a_small_result_is_sent_and_stored_unchanged(hermes_home: Path) -> None:
    model = ScriptedModel([tool_call("shell", {"cmd": "ls"}), "Two files."])
    rt = runtime(hermes_home, model)
    rt.register_tool(SHELL_SCHEMA, lambda args: "a.txt\nb.txt")
    sid = rt.start_session()
    run_turn(rt, "What files are there?")
    [seen] = _tool_messages(model.calls[1].messages)
    assert seen["content"] == "a.txt\nb.txt"
    rt.end_session()
    db = SessionDB(hermes_home / "state.db")
    [stored] = [m for m in db.get_messages(sid) if m["role"] == "tool"]
    assert stored["content"] == "a.txt\nb.txt" and stored["finish_reason"] is None
    db.close()


def test_older_results_are_compressed_first_when_the_slot_overflows(hermes_home: Path) -> None:
    (hermes_home / "config.yaml").write_text(
        "working_memory:\n  max_tokens: 4000\n  tool_result_max_tokens: 600\n", encoding="utf-8"
    )  # tool_results slot: 1,400 tokens; results of 483, 483 and 568 tokens overflow it
    outputs = {n: " ".join(f"{n}-word{i}" for i in range(170)) for n in ("one", "two", "three")}
    model = ScriptedModel(
        [
            tool_call("fetch", {"n": "one"}),
            tool_call("fetch", {"n": "two"}),
            tool_call("fetch", {"n": "three"}),
            "All fetched.",
        ]
    )
    rt = runtime(hermes_home, model)
    assert rt.tool_window.budget.get_token_budget()["tool_results"] == 1400
    rt.register_tool({"name": "fetch"}, lambda args: outputs[args["n"]])
    sid = rt.start_session()
    run_turn(rt, "Fetch the three pages.")
    one, two, three = (m["content"] for m in _tool_messages(model.calls[3].messages))
    assert three == outputs["three"]  # the newest stays whole
    assert one != outputs["one"] and rough_tokens(one.rsplit("\n", 1)[0]) <= 100
    assert two == outputs["two"]  # once the oldest gave way, the slot fitted
    # the second call still had room for both results whole
    assert [m["content"] for m in _tool_messages(model.calls[2].messages)] == [
        outputs["one"],
        outputs["two"],
    ]
    rt.end_session()
    db = SessionDB(hermes_home / "state.db")
    stored = [m["content"] for m in db.get_messages(sid) if m["role"] == "tool"]
    assert stored == list(outputs.values())  # nothing lost on disk
    db.close()


def test_provider_tool_results_take_the_same_path(hermes_home: Path) -> None:
    class Verbose(RecallProvider):
        def handle_tool_call(self, tool_name: str, args: dict[str, Any], **kwargs: Any) -> str:
            return BUILD_LOG

    model = ScriptedModel([tool_call("recall_probe", {}), "ok"])
    rt = runtime(hermes_home, model, external_provider=Verbose(recall=""))
    rt.start_session()
    run_turn(rt, "Probe the provider.")
    [seen] = _tool_messages(model.calls[1].messages)
    assert "[truncated 4965 lines]" in seen["content"]
    rt.end_session()


def test_memory_tool_results_are_left_whole(hermes_home: Path) -> None:
    model = ScriptedModel(
        [tool_calls(("session_search", {"query": "anything"}), ("memory", {})), "ok"]
    )
    rt = runtime(hermes_home, model, working_memory=WorkingMemory(tool_result_max_tokens=1))
    rt.start_session()
    run_turn(rt, "Look around.")
    for message in _tool_messages(model.calls[1].messages):
        json.loads(message["content"])  # still whole JSON, never cut
    rt.end_session()


def test_registered_tools_handle_json_results_errors_and_arguments(hermes_home: Path) -> None:
    rt = runtime(hermes_home, ScriptedModel([]))

    def boom(args: dict[str, Any]) -> str:
        raise RuntimeError("disk on fire")

    rt.register_tool({"type": "function", "function": {"name": "stats"}}, lambda a: {"n": 3})
    rt.register_tool({"name": "boom", "description": "fails"}, boom)
    rt.register_tool({"name": "echo"}, lambda a: a)
    rt.start_session()
    assert [s["name"] for s in rt.tool_schemas()][-3:] == ["stats", "boom", "echo"]
    assert json.loads(rt.handle_tool_call("stats", {})) == {"n": 3}
    failed = json.loads(rt.handle_tool_call("boom", {}))
    assert failed["success"] is False and "disk on fire" in failed["error"]
    assert json.loads(rt.handle_tool_call("echo", '{"x": 1}')) == {"x": 1}
    bad = json.loads(rt.handle_tool_call("echo", "{nope"))
    assert bad["success"] is False and "Invalid JSON arguments for 'echo'" in bad["error"]
    assert rt.tools.unregister("echo") is True
    assert json.loads(rt.handle_tool_call("echo", {}))["error"] == "Unknown tool: echo"
    rt.end_session()


@pytest.mark.parametrize(
    ("schema", "handler", "problem"),
    [
        ({"name": "memory"}, lambda a: "", "memory or provider"),
        ({"name": "session_search"}, lambda a: "", "memory or provider"),
        ({"name": "recall_probe"}, lambda a: "", "memory or provider"),
        ({"name": "has space"}, lambda a: "", "tool name"),
        ({"description": "no name"}, lambda a: "", "tool name"),
        ({"name": "ok", "parameters": "nope"}, lambda a: "", "parameters"),
        ({"type": "function", "function": "x"}, lambda a: "", "function"),
        ({"name": "fine"}, "not callable", "not callable"),
        ("not a mapping", lambda a: "", "mapping"),
    ],
)
def test_bad_registrations_are_refused_clearly(
    hermes_home: Path, schema: Any, handler: Any, problem: str
) -> None:
    rt = runtime(hermes_home, ScriptedModel([]), external_provider=RecallProvider())
    before = rt.tool_schemas()
    with pytest.raises(ToolRegistrationError, match=problem):
        rt.register_tool(schema, handler)
    assert rt.tool_schemas() == before  # nothing was half-registered
    rt.end_session()


def test_registering_the_same_name_twice_is_refused(hermes_home: Path) -> None:
    rt = runtime(hermes_home, ScriptedModel([]))
    rt.register_tool({"name": "shell"}, lambda a: "")
    with pytest.raises(ToolRegistrationError, match="already registered"):
        rt.register_tool({"name": "shell"}, lambda a: "")
    rt.end_session()


def test_a_bad_working_memory_block_stops_the_runtime_with_file_and_line(
    hermes_home: Path,
) -> None:
    (hermes_home / "config.yaml").write_text(
        "working_memory:\n  tool_result_max_tokens: 0\n", encoding="utf-8"
    )
    with pytest.raises(WorkingMemoryConfigError) as info:
        runtime(hermes_home, ScriptedModel([]))
    assert "config.yaml, line 2" in str(info.value)
    assert "tool_result_max_tokens" in str(info.value)
