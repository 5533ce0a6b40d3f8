"""The session split (§9.5) on a real state.db: child, lineage, titles, lock, failure."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from fakes import ScriptedModel
from hermes_memory.compression import CompressionSettings, ContextCompressor, is_summary
from hermes_memory.compression.session import compress_session, new_session_id
from hermes_memory.errors import CompressionBusyError, CompressionError, LLMConnectionError
from hermes_memory.providers.manager import MemoryManager
from hermes_memory.sessions.locks import compression_lock_holder
from hermes_memory.sessions.store import SessionDB

SETTINGS = CompressionSettings(context_length=8_000, protect_last_n=4)


def conversation(turns: int, start: int = 0) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for i in range(start, start + turns):
        out.append({"role": "user", "content": f"request {i} " + "x" * 400})
        out.append({"role": "assistant", "content": f"reply {i} " + "y" * 400})
    return out


class Recorder:
    name = "recorder"

    def __init__(self) -> None:
        self.events: list[tuple[str, Any]] = []

    def is_available(self) -> bool:
        return True

    def initialize(self, session_id: str, **kwargs: Any) -> None:
        pass

    def get_tool_schemas(self) -> list[dict[str, Any]]:
        return []

    def on_pre_compress(self, messages: list[dict[str, Any]]) -> str:
        self.events.append(("pre_compress", len(messages)))
        return "recorder insight: the user likes ocelots"

    def on_session_end(self, messages: list[dict[str, Any]]) -> None:
        self.events.append(("session_end", len(messages)))

    def on_session_switch(self, new_session_id: str, **kwargs: Any) -> None:
        self.events.append(("switch", (new_session_id, kwargs)))


@pytest.fixture
def db(hermes_home: Path) -> Any:
    handle = SessionDB(hermes_home / "state.db")
    yield handle
    handle.close()


def start(db: SessionDB, messages: list[dict[str, Any]], title: str | None = "proj") -> str:
    sid = new_session_id()
    db.create_session(sid, "cli", model="m", system_prompt="OLD PROMPT")
    if title:
        db.set_session_title(sid, title)
    db.append_messages(sid, messages)
    return sid


def test_split_creates_a_titled_child_and_numbers_again(db: SessionDB) -> None:
    recorder = Recorder()
    manager = MemoryManager()
    manager.add_provider(recorder)
    model = ScriptedModel(["## Goal\nfirst", "## Goal\nsecond"])
    compressor = ContextCompressor(model, SETTINGS)
    messages = conversation(30)
    parent = start(db, messages)

    first = compress_session(
        db=db,
        compressor=compressor,
        session_id=parent,
        messages=messages,
        build_prompt=lambda new: f"PROMPT FOR {new}",
        manager=manager,
        model="m",
    )
    assert first.split
    child = first.session_id
    assert db.get_session(parent)["end_reason"] == "compression"
    row = db.get_session(child)
    assert row["parent_session_id"] == parent
    assert row["title"] == "proj #2"
    assert row["system_prompt"] == f"PROMPT FOR {child}"
    stored = db.get_messages(child)
    assert len(stored) == len([m for m in first.messages if m["role"] != "system"])
    assert any(is_summary(m) for m in stored)
    assert len(db.get_messages(parent)) == len(messages)  # the parent keeps its rows
    assert db.get_compression_tip(parent) == child
    assert [e[0] for e in recorder.events] == ["pre_compress", "session_end", "switch"]
    switch = recorder.events[-1][1]
    assert switch == (child, {"parent_session_id": parent, "reset": False, "reason": "compression"})
    assert "recorder insight" in model.calls[0].messages[-1]["content"]

    grown = first.messages + conversation(30, start=100)
    second = compress_session(
        db=db,
        compressor=compressor,
        session_id=child,
        messages=grown,
        build_prompt=lambda new: "P",
        manager=manager,
    )
    assert db.get_session(second.session_id)["title"] == "proj #3"
    assert db.get_compression_tip(parent) == second.session_id
    assert db.compression_lock_holder_of(parent) is None  # released after each run
    assert db.compression_lock_holder_of(child) is None


def test_failed_summary_aborts_without_a_child(db: SessionDB) -> None:
    messages = conversation(30)
    parent = start(db, messages)
    before = db.get_messages(parent)
    compressor = ContextCompressor(ScriptedModel([LLMConnectionError("down")]), SETTINGS)
    with pytest.raises(CompressionError):
        compress_session(
            db=db,
            compressor=compressor,
            session_id=parent,
            messages=messages,
            build_prompt=lambda new: "never",
        )
    row = db.get_session(parent)
    assert row["ended_at"] is None and row["end_reason"] is None
    assert db.get_messages(parent) == before
    assert db.get_compression_tip(parent) == parent
    assert db.search_sessions(limit=10) and len(db.search_sessions(limit=10)) == 1
    assert db.compression_lock_holder_of(parent) is None


def test_a_held_lock_skips_the_compression(db: SessionDB) -> None:
    messages = conversation(30)
    parent = start(db, messages)
    other = compression_lock_holder("other-agent")
    assert db.acquire_compression_lock(parent, other)
    model = ScriptedModel()
    with pytest.raises(CompressionBusyError):
        compress_session(
            db=db,
            compressor=ContextCompressor(model, SETTINGS),
            session_id=parent,
            messages=messages,
            build_prompt=lambda new: "never",
        )
    assert model.calls == []
    assert db.compression_lock_holder_of(parent) == other
    assert db.get_session(parent)["ended_at"] is None


def test_untitled_session_gets_an_untitled_child(db: SessionDB) -> None:
    messages = conversation(30)
    parent = start(db, messages, title=None)
    outcome = compress_session(
        db=db,
        compressor=ContextCompressor(ScriptedModel(["s"]), SETTINGS),
        session_id=parent,
        messages=messages,
        build_prompt=lambda new: "P",
        child_session_id="child-1",
    )
    assert outcome.session_id == "child-1"
    assert db.get_session("child-1")["title"] is None


def test_nothing_to_compress_keeps_the_session(db: SessionDB) -> None:
    messages = conversation(2)
    parent = start(db, messages)
    outcome = compress_session(
        db=db,
        compressor=ContextCompressor(ScriptedModel(), SETTINGS),
        session_id=parent,
        messages=messages,
        build_prompt=lambda new: "P",
    )
    assert not outcome.split and outcome.session_id == parent
    assert db.get_session(parent)["ended_at"] is None
