"""Session and message writes: upsert, end reasons, counters, encoding, replace, compaction,
rewind and restore (spec §4), on a real state.db."""

from __future__ import annotations

import datetime as dt
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from hermes_memory.errors import RewindTargetError, SessionNotFoundError
from hermes_memory.sessions.store import SessionDB
from hermes_memory.sessions.types import EndReason


@pytest.fixture
def db(tmp_path: Path) -> Iterator[SessionDB]:
    store = SessionDB(tmp_path / "state.db")
    yield store
    store.close()


def _raw(db: SessionDB, sql: str, params: tuple[object, ...] = ()) -> list[sqlite3.Row]:
    return db.read(lambda c: c.execute(sql, params).fetchall())


def test_default_path_is_resolved_from_hermes_home(hermes_home: Path) -> None:
    with SessionDB() as store:
        assert store.db_path == hermes_home / "state.db"
    assert (hermes_home / "state.db").exists()


def test_create_session_upsert_fills_only_null_columns(db: SessionDB) -> None:
    db.create_session("s1", "cli", model="m1", user_id="u1", chat_id="c1")
    started = db.get_session("s1")["started_at"]
    db.create_session(
        "s1",
        "telegram",
        model="m2",
        model_config={"temperature": 0.2},
        system_prompt="prompt",
        user_id="u2",
        chat_id="c2",
        thread_id="t2",
        cwd="/repo",
    )
    row = db.get_session("s1")
    assert row["source"] == "cli" and row["user_id"] == "u1"  # never overwritten
    assert row["started_at"] == started
    assert row["model"] == "m1" and row["chat_id"] == "c1"  # already set: kept
    assert row["model_config"] == '{"temperature": 0.2}'  # NULL before: filled
    assert row["system_prompt"] == "prompt" and row["thread_id"] == "t2"
    assert row["cwd"] == "/repo"


def test_create_session_details(db: SessionDB) -> None:
    db.create_session("s1", "cli", model_config={})
    assert db.get_session("s1")["model_config"] is None  # a falsy dict is NULL
    with pytest.raises(SessionNotFoundError):
        db.create_session("child", "cli", parent_session_id="missing")
    with pytest.raises(TypeError):
        db.create_session("s2", "cli", bogus=1)
    db.ensure_session("s3")
    assert db.get_session("s3")["source"] == "unknown"
    when = dt.datetime(2026, 1, 2, 3, 4, 5, tzinfo=dt.UTC)
    db.create_session("s4", "import", started_at=when)
    assert db.get_session("s4")["started_at"] == when.timestamp()


def test_first_end_reason_wins_and_reopen_clears(db: SessionDB) -> None:
    db.create_session("s1", "cli")
    assert db.end_session("s1", EndReason.COMPRESSION) is True
    assert db.end_session("s1", "user_exit") is False
    row = db.get_session("s1")
    assert row["end_reason"] == "compression" and row["ended_at"] is not None
    assert db.reopen_session("s1") is True
    row = db.get_session("s1")
    assert row["end_reason"] is None and row["ended_at"] is None
    db.end_session("s1", "some_future_reason")  # any string is accepted
    assert db.get_session("s1")["end_reason"] == "some_future_reason"


def test_append_counters_and_content_encoding(db: SessionDB) -> None:
    db.create_session("s1", "cli")
    calls = [
        {"id": "a", "function": {"name": "terminal", "arguments": "{}"}},
        {"id": "b", "function": {"name": "read_file", "arguments": "{}"}},
    ]
    db.append_message("s1", "user", "plain text")
    db.append_message("s1", "assistant", None, tool_calls=calls, finish_reason="tool_calls")
    db.append_message("s1", "tool", "ok", tool_call_id="a", tool_name="terminal")
    db.append_message("s1", "tool", "ok", tool_call_id="b", tool_name="read_file")
    parts = [{"type": "text", "text": "看这张图"}, {"type": "image_url", "image_url": {"url": "x"}}]
    db.append_message("s1", "user", parts, platform_message_id=42, observed=True)
    db.append_message("s1", "assistant", {"k": 1}, reasoning="because", reasoning_content="")
    db.append_message("s1", "user", 7)
    row = db.get_session("s1")
    assert row["message_count"] == 7
    assert row["tool_call_count"] == 2  # tool-result rows add nothing

    stored = _raw(db, "SELECT content, tool_calls, platform_message_id, observed FROM messages")
    assert (
        stored[4]["content"] == "\x00json:" + '[{"type": "text", "text": "看这张图"},'
        ' {"type": "image_url", "image_url": {"url": "x"}}]'
    )
    assert stored[5]["content"] == '\x00json:{"k": 1}'
    assert stored[4]["platform_message_id"] == "42" and stored[4]["observed"] == 1
    assert stored[0]["tool_calls"] is None

    messages = db.get_messages("s1")
    assert messages[1]["tool_calls"] == calls
    assert messages[4]["content"] == parts and messages[5]["content"] == {"k": 1}
    assert messages[6]["content"] == "7"  # TEXT affinity, as in Hermes


def test_append_to_unknown_session_names_it(db: SessionDB) -> None:
    with pytest.raises(SessionNotFoundError, match="nope"):
        db.append_message("nope", "user", "hi")
    with pytest.raises(SessionNotFoundError):
        db.append_messages("nope", [{"role": "user", "content": "hi"}])
    db.create_session("s1", "cli")
    with pytest.raises(TypeError):
        db.append_message("s1", "user", "x", colour="red")
    assert db.message_count() == 0


def test_explicit_timestamps_are_honoured(db: SessionDB) -> None:
    db.create_session("s1", "cli")
    db.append_message("s1", "user", "a", timestamp=1234.5)
    db.append_message("s1", "user", "b", timestamp=dt.datetime(2026, 1, 1, tzinfo=dt.UTC))
    stamps = [m["timestamp"] for m in db.get_messages("s1")]
    assert stamps == [1234.5, dt.datetime(2026, 1, 1, tzinfo=dt.UTC).timestamp()]


def test_append_messages_writes_a_turn_in_order(db: SessionDB) -> None:
    db.create_session("s1", "cli")
    ids = db.append_messages(
        "s1",
        [
            {"role": "user", "content": "run the tests"},
            {"role": "assistant", "content": "", "tool_calls": [{"id": "c", "type": "function"}]},
            {"role": "tool", "content": "47 passed", "name": "terminal", "tool_call_id": "c"},
            {"role": "assistant", "content": "all green", "message_id": "p-9"},
        ],
    )
    assert ids == sorted(ids) and len(ids) == 4
    rows = db.get_messages("s1")
    assert [r["id"] for r in rows] == ids
    stamps = [r["timestamp"] for r in rows]
    assert stamps == sorted(stamps) and len(set(stamps)) == 4  # strictly increasing
    assert rows[2]["tool_name"] == "terminal" and rows[3]["platform_message_id"] == "p-9"
    session = db.get_session("s1")
    assert session["message_count"] == 4 and session["tool_call_count"] == 1


def test_update_token_counts_increments_sets_and_backfills(db: SessionDB) -> None:
    db.update_token_counts(
        "auto",
        input_tokens=10,
        output_tokens=5,
        model="m1",
        estimated_cost_usd=0.5,
        billing_provider="p1",
        api_call_count=1,
    )
    db.update_token_counts(
        "auto",
        input_tokens=1,
        output_tokens=1,
        model="m2",
        estimated_cost_usd=0.25,
        billing_provider="p2",
        cost_status="final",
    )
    row = db.get_session("auto")
    assert row["source"] == "unknown"  # the row was created on demand
    assert (row["input_tokens"], row["output_tokens"]) == (11, 6)
    assert row["estimated_cost_usd"] == pytest.approx(0.75)
    assert row["model"] == "m1" and row["billing_provider"] == "p1"  # back-filled once
    assert row["cost_status"] == "final" and row["api_call_count"] == 1
    db.update_token_counts("auto", input_tokens=3, output_tokens=4, absolute=True)
    row = db.get_session("auto")
    assert (row["input_tokens"], row["output_tokens"]) == (3, 4)
    assert row["estimated_cost_usd"] == pytest.approx(0.75)


def test_small_session_updates(db: SessionDB) -> None:
    db.create_session("s1", "cli", system_prompt="old")
    db.update_system_prompt("s1", "new prompt")
    db.update_session_model("s1", "m9")
    db.update_session_cwd("s1", "/work", git_branch="main", git_repo_root="")
    db.update_session_billing_route("s1", "openrouter", "https://x", None)
    row = db.get_session("s1")
    assert row["model"] == "m9" and row["cwd"] == "/work" and row["git_branch"] == "main"
    assert row["git_repo_root"] is None
    assert row["billing_provider"] == "openrouter" and row["system_prompt"] is None
    db.set_meta("goal:s1", '{"goal": "ship"}')
    assert db.get_meta("goal:s1") == '{"goal": "ship"}' and db.get_meta("none") is None


def test_replace_messages(db: SessionDB) -> None:
    db.create_session("s1", "cli")
    db.append_messages("s1", [{"role": "user", "content": f"m{i}"} for i in range(3)])
    first = db.get_messages("s1")[0]["id"]
    db.rewind_to_message("s1", first + 2)  # one inactive row
    count = db.replace_messages(
        "s1",
        [
            {"role": "user", "content": "new", "reasoning": "dropped for users"},
            {"role": "assistant", "content": "reply", "reasoning": "kept", "tool_calls": [{}]},
        ],
        active_only=True,
    )
    assert count == 2
    rows = db.get_messages("s1", include_inactive=True)
    assert [r["content"] for r in rows] == ["m2", "new", "reply"]  # inactive row survived
    assert rows[1]["reasoning"] is None and rows[2]["reasoning"] == "kept"
    session = db.get_session("s1")
    assert session["message_count"] == 2 and session["tool_call_count"] == 1
    db.replace_messages("s1", [{"role": "user", "content": "only"}])
    assert [r["content"] for r in db.get_messages("s1", include_inactive=True)] == ["only"]


def test_archive_and_compact_keeps_old_rows_searchable(db: SessionDB) -> None:
    db.create_session("s1", "cli")
    db.append_messages("s1", [{"role": "user", "content": "original kubernetes question"}])
    active = db.archive_and_compact("s1", [{"role": "user", "content": "summary of before"}])
    assert active == 1
    rows = db.get_messages("s1", include_inactive=True)
    assert [(r["active"], r["compacted"]) for r in rows] == [(0, 1), (1, 0)]
    assert [r["content"] for r in db.get_messages("s1")] == ["summary of before"]
    assert db.get_session("s1")["message_count"] == 1
    hits = _raw(db, "SELECT rowid FROM messages_fts WHERE messages_fts MATCH 'kubernetes'")
    assert [h[0] for h in hits] == [rows[0]["id"]]


def test_rewind_and_restore(db: SessionDB) -> None:
    db.create_session("s1", "cli")
    ids = db.append_messages(
        "s1",
        [
            {"role": "user", "content": "first"},
            {"role": "assistant", "content": "one"},
            {"role": "user", "content": "second"},
            {"role": "assistant", "content": "two"},
        ],
    )
    with pytest.raises(RewindTargetError):
        db.rewind_to_message("s1", ids[1])  # not a user message
    with pytest.raises(ValueError):
        db.rewind_to_message("s1", 99999)  # not in the session
    result = db.rewind_to_message("s1", ids[2])
    assert result["rewound_count"] == 2 and result["new_head_id"] == ids[1]
    assert result["target_message"]["content"] == "second"
    assert [m["content"] for m in db.get_messages("s1")] == ["first", "one"]
    session = db.get_session("s1")
    assert session["rewind_count"] == 1 and session["message_count"] == 4
    again = db.rewind_to_message("s1", ids[2])
    assert again["rewound_count"] == 0 and db.get_session("s1")["rewind_count"] == 2
    assert db.restore_rewound("s1", ids[2]) == 2
    assert len(db.get_messages("s1")) == 4


def test_clear_messages(db: SessionDB) -> None:
    db.create_session("s1", "cli")
    db.append_messages("s1", [{"role": "user", "content": "x"}, {"role": "user", "content": "y"}])
    assert db.clear_messages("s1") == 2
    assert db.get_session("s1")["message_count"] == 0 and db.message_count("s1") == 0
    assert db.check_fts() == {"messages_fts": 0, "messages_fts_trigram": 0}
