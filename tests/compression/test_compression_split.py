"""The session split (§9.5) on a real state.db: child, lineage, titles, lock, failure."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from fakes import ScriptedModel
from hermes_memory.compression import CompressionSettings, ContextCompressor, is_summary
from hermes_memory.compression.session import compress_session, new_session_id, restore_cooldown
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


class Clock:
    """A settable wall clock for the stored cooldown (the compressor's own is monotonic)."""

    def __init__(self) -> None:
        self.now = datetime(2026, 11, 23, 12, 0, tzinfo=UTC)
        self.ticks = 1000.0

    def wall(self) -> datetime:
        return self.now

    def monotonic(self) -> float:
        return self.ticks

    def advance(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)
        self.ticks += seconds


def test_a_failed_summary_stores_its_cooldown_on_the_session(db: SessionDB) -> None:
    clock = Clock()
    messages = conversation(30)
    parent = start(db, messages)
    failing = ContextCompressor(
        ScriptedModel([LLMConnectionError("down")]), SETTINGS, monotonic=clock.monotonic
    )
    with pytest.raises(CompressionError):
        compress_session(
            db=db,
            compressor=failing,
            session_id=parent,
            messages=messages,
            build_prompt=lambda new: "never",
            clock=clock.wall,
        )
    row = db.get_session(parent)
    left = row["compression_failure_cooldown_until"] - clock.now.timestamp()
    assert 0 < left <= 600 and "down" in row["compression_failure_error"]

    # another process (a fresh compressor) reads the cooldown back and waits it out
    model = ScriptedModel(["## Goal\nrecovered"])
    fresh = ContextCompressor(model, SETTINGS, monotonic=clock.monotonic)
    assert restore_cooldown(db, fresh, parent, clock.wall) == pytest.approx(left)
    with pytest.raises(CompressionError, match="cooling down"):
        compress_session(
            db=db,
            compressor=fresh,
            session_id=parent,
            messages=messages,
            build_prompt=lambda new: "never",
            clock=clock.wall,
        )
    assert model.calls == [] and db.get_session(parent)["ended_at"] is None

    clock.advance(left + 1)
    outcome = compress_session(
        db=db,
        compressor=fresh,
        session_id=parent,
        messages=messages,
        build_prompt=lambda new: "P",
        clock=clock.wall,
        child_session_id="after-cooldown",
    )
    assert outcome.split and len(model.calls) == 1
    row = db.get_session(parent)
    assert row["compression_failure_cooldown_until"] is None
    assert row["compression_failure_error"] is None
    assert restore_cooldown(db, fresh, "after-cooldown", clock.wall) == 0.0


def test_in_place_mode_keeps_the_session_and_archives_searchable_rows(db: SessionDB) -> None:
    recorder = Recorder()
    manager = MemoryManager()
    manager.add_provider(recorder)
    settings = replace(SETTINGS, in_place=True)
    compressor = ContextCompressor(ScriptedModel(["## Goal\nfolded"]), settings)
    messages = conversation(30)
    messages[21]["content"] = "the quokka migration plan " + "y" * 400
    sid = start(db, messages)
    sessions_before = len(db.search_sessions(limit=10))
    outcome = compress_session(
        db=db,
        compressor=compressor,
        session_id=sid,
        messages=messages,
        build_prompt=lambda new: f"PROMPT {new}",
        manager=manager,
    )
    assert outcome.in_place and not outcome.split and outcome.session_id == sid
    row = db.get_session(sid)
    assert row["ended_at"] is None and row["end_reason"] is None
    assert row["system_prompt"] == f"PROMPT {sid}"
    assert len(db.search_sessions(limit=10)) == sessions_before  # no child session
    active = db.get_messages(sid)
    assert len(active) == len([m for m in outcome.messages if m.get("role") != "system"])
    assert any(is_summary(m) for m in active)
    assert "quokka" not in " ".join(str(m["content"]) for m in active)
    hits = db.search_messages("quokka", include_inactive=True)
    assert [h["session_id"] for h in hits] == [sid]  # the archived row is still found
    kinds = [kind for kind, _ in recorder.events]
    assert kinds == ["pre_compress", "session_end", "switch"]
    assert recorder.events[-1][1][0] == sid


def test_in_place_is_read_from_config() -> None:
    assert CompressionSettings.from_mapping({"in_place": True}).in_place is True
    assert CompressionSettings.from_mapping({}).in_place is False
