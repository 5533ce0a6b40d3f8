"""The chat's turn logic and line loop, driven by a scripted model and scripted lines.

Real home, real state.db, real MEMORY.md/USER.md; only the language model is scripted. A
small provider recalls a fact so the test can see recall reach the API copy of the user
message and nothing else.
"""

from __future__ import annotations

import sqlite3
from collections import deque
from pathlib import Path
from typing import Any

from fakes import ScriptedModel, tool_call
from hermes_memory.chat.agent import ChatAgent
from hermes_memory.chat.repl import ChatLoop
from hermes_memory.errors import LLMConnectionError, LLMResponseError
from hermes_memory.providers.base import MemoryProvider
from hermes_memory.runtime import MemoryRuntime

LEAKY_REPLY = "Noted, Ada.\n<memory-context>\nUser likes kiwis\n</memory-context>\nSee you."


class ListIO:
    def __init__(self, lines: list[str]) -> None:
        self.lines = deque(lines)
        self.out: list[str] = []
        self.err: list[str] = []

    def read(self, prompt: str) -> str | None:
        self.out.append(prompt)
        return self.lines.popleft() if self.lines else None

    def write(self, text: str) -> None:
        self.out.append(text)

    def error(self, text: str) -> None:
        self.err.append(text)

    @property
    def text(self) -> str:
        return "".join(self.out)


class KiwiRecall(MemoryProvider):
    """Recalls one fact for every non-trivial prompt."""

    @property
    def name(self) -> str:
        return "kiwi"

    def is_available(self) -> bool:
        return True

    def initialize(self, session_id: str, **kwargs: Any) -> None:
        pass

    def get_tool_schemas(self) -> list[dict[str, Any]]:
        return []

    def prefetch(self, query: str, *, session_id: str = "") -> str:
        return "- User likes kiwis"


def _agent(home: Path, model: ScriptedModel, **kwargs: Any) -> ChatAgent:
    def factory() -> MemoryRuntime:
        return MemoryRuntime(
            home, model=model, external_provider=KiwiRecall(), review_enabled=False
        )

    return ChatAgent(model, home, runtime_factory=factory, **kwargs)


def test_turn_streams_scrubbed_text_and_applies_memory_tool(hermes_home: Path) -> None:
    model = ScriptedModel(
        [
            tool_call("memory", {"action": "add", "target": "user", "content": "Name is Ada."}),
            LEAKY_REPLY,
        ]
    )
    agent = _agent(hermes_home, model)
    sid = agent.start()
    deltas: list[str] = []
    tools: list[tuple[str, str]] = []
    result = agent.send(
        "Hi, I am Ada. Remember my name.",
        on_delta=deltas.append,
        on_tool_call=lambda call, out: tools.append((call.name, out)),
    )
    shown = "".join(deltas)
    assert shown == "Noted, Ada.\n\nSee you."
    assert "kiwis" not in shown and "memory-context" not in shown
    assert len(deltas) > 3  # it really streamed
    assert tools[0][0] == "memory" and '"success": true' in tools[0][1]
    assert "Name is Ada." in (hermes_home / "memories" / "USER.md").read_text(encoding="utf-8")
    assert result.text == LEAKY_REPLY

    # recall went into the API copy of the user message only
    sent_user = model.calls[0].messages[-1]["content"]
    assert "<memory-context>" in sent_user and "User likes kiwis" in sent_user
    assert "kiwis" not in model.calls[0].messages[0]["content"]  # not in the system prompt
    with sqlite3.connect(hermes_home / "state.db") as conn:
        users = [r[0] for r in conn.execute(
            "SELECT content FROM messages WHERE session_id = ? AND role = 'user'", (sid,)
        )]  # fmt: skip
        stored = [r[0] or "" for r in conn.execute("SELECT content FROM messages")]
    assert users == ["Hi, I am Ada. Remember my name."]  # the recall was not stored
    assert not any("User likes kiwis" in text for text in stored)  # nor the echoed fence
    assert agent.memory_report()["user"]["entries"] == ["Name is Ada."]
    agent.close()


def test_loop_commands_and_exit(hermes_home: Path) -> None:
    model = ScriptedModel(["Kiwis are a fine fruit.", "Fresh start."])
    agent = _agent(hermes_home, model)
    first = agent.start()
    io = ListIO(
        [
            "tell me about kiwis",
            "",
            "/memory",
            "/search kiwis",
            "/new",
            "/search kiwis",
            "/title Fruit chat",
            "/bogus",
            "hello again friend",
            "/help",
            "/exit",
            "never read",
        ]
    )
    assert ChatLoop(agent, io).run() == 0
    text = io.text
    assert f"session {first}" in text
    assert "hermes> Kiwis are a fine fruit." in text
    assert "MEMORY (agent notes)" in text and "(empty)" in text
    # the current session is left out of its own search, then found from the next one
    second = agent.session_id
    assert f"Ended session {first}; started {second}." in text
    assert text.count(f"- {first}") == 1  # only the search made after /new lists it
    assert text.index(f"- {first}") > text.index(f"started {second}")
    assert "Session titled 'Fruit chat'." in text
    assert "Unknown command /bogus" in text
    assert "/search <query>" in text
    assert list(io.lines) == ["never read"]
    assert io.err == []
    with sqlite3.connect(hermes_home / "state.db") as conn:
        row = conn.execute("SELECT end_reason FROM sessions WHERE id = ?", (first,)).fetchone()
        title = conn.execute("SELECT title FROM sessions WHERE id = ?", (second,)).fetchone()
    assert row == ("new_session",)
    assert title == ("Fruit chat",)
    agent.close()
    with sqlite3.connect(hermes_home / "state.db") as conn:
        row = conn.execute("SELECT end_reason FROM sessions WHERE id = ?", (second,)).fetchone()
    assert row == ("user_exit",)


def test_branch_command(hermes_home: Path) -> None:
    model = ScriptedModel(["Noted the plan."])
    agent = _agent(hermes_home, model)
    first = agent.start()
    io = ListIO(["/branch", "plan the move", "/branch Fruit plan", "/branch Fruit plan", "/exit"])
    assert ChatLoop(agent, io).run() == 0
    text = io.text
    assert "Could not branch: Nothing to branch yet" in text
    third = agent.session_id
    assert f"Branched {first} into {third}." in text
    assert "Could not branch: Title 'Fruit plan' is already in use" in text
    with sqlite3.connect(hermes_home / "state.db") as conn:
        ended = conn.execute("SELECT end_reason FROM sessions WHERE id = ?", (first,)).fetchone()
        row = conn.execute(
            "SELECT parent_session_id, title FROM sessions WHERE id = ?", (third,)
        ).fetchone()
    assert ended == ("branched",) and row == (first, "Fruit plan")
    agent.close()


def test_end_of_input_leaves_cleanly_and_resume_continues(hermes_home: Path) -> None:
    model = ScriptedModel(["First answer.", "Second answer."])
    agent = _agent(hermes_home, model)
    sid = agent.start()
    assert ChatLoop(agent, ListIO(["question one please"])).run() == 0
    agent.close()

    again = _agent(hermes_home, model, resume=sid, title="Resumed")
    assert again.start() == sid
    ChatLoop(again, ListIO(["question two please"])).run()
    # the resumed session carries the earlier turn into the model's context
    contents = [m.get("content") for m in model.calls[-1].messages]
    assert "question one please" in contents and "First answer." in contents
    again.close()


def test_a_failure_after_a_tool_call_keeps_what_ran(hermes_home: Path) -> None:
    model = ScriptedModel(
        [
            tool_call("memory", {"action": "add", "target": "user", "content": "Name: Ada"}),
            LLMResponseError("The endpoint answered HTTP 502: bad gateway", status_code=502),
            "Welcome back, Ada.",
        ]
    )
    agent = _agent(hermes_home, model)
    sid = agent.start()
    io = ListIO(["I'm Ada", "/retry", "who am I?", "/exit"])
    assert ChatLoop(agent, io).run() == 0
    errors = "\n".join(io.err)
    assert "HTTP 502: bad gateway" in errors and "The tool calls that ran were saved" in errors
    assert "Nothing to retry" in io.text  # the message itself was kept, so not resent
    assert "hermes> Welcome back, Ada." in io.text
    agent.close()
    with sqlite3.connect(hermes_home / "state.db") as conn:
        roles = [r[0] for r in conn.execute(
            "SELECT role FROM messages WHERE session_id = ? ORDER BY id", (sid,)
        )]  # fmt: skip
    assert roles == ["user", "assistant", "tool", "user", "assistant"]


def test_a_chat_where_nothing_was_answered_leaves_no_session(hermes_home: Path) -> None:
    model = ScriptedModel([LLMConnectionError("Cannot reach http://127.0.0.1:9/v1")])
    agent = _agent(hermes_home, model)
    agent.start()
    assert ChatLoop(agent, ListIO(["hello?", "/exit"])).run() == 0
    agent.close()
    with sqlite3.connect(hermes_home / "state.db") as conn:
        assert conn.execute("SELECT count(*) FROM sessions").fetchone() == (0,)
        assert conn.execute("SELECT count(*) FROM messages").fetchone() == (0,)


def test_search_explanations_are_worded_for_people() -> None:
    from hermes_memory.chat.repl import format_search

    model_words = {
        "success": True,
        "results": [],
        "count": 0,
        "reason": "current_lineage",
        "message": "2 matching message(s) found, all in the current conversation's lineage "
        "(already in your context); no other session matches.",
    }
    shown = format_search(model_words)
    assert "your context" not in shown and "Only this conversation matches" in shown
    filtered = format_search({**model_words, "reason": "filtered", "message": "widen role_filter"})
    assert "role_filter" not in filtered
    plain = format_search({"success": True, "results": [], "reason": "no_hits", "message": "X."})
    assert plain == "X."


def test_tool_call_notes_show_refusals_in_words_for_people() -> None:
    import json as _json

    from hermes_memory.chat.repl import describe_tool_call
    from hermes_memory.llm import ToolCall

    call = ToolCall(id="c1", name="memory", arguments='{"action": "remove", "old_text": "x"}')
    refused = _json.dumps(
        {
            "success": False,
            "error": "No entry matched 'x'. Look at current_entries below and retry with text "
            "copied from the entry you want to remove.",
            "current_entries": ["a"],
        }
    )
    assert describe_tool_call(call, refused) == "memory(remove) → refused: No entry matched 'x'."
