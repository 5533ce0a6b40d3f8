"""Message reads: anchored windows and bookends, the resumable conversation, the rewind
picker list and id resolution (spec §5.1–5.3)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from hermes_memory.sessions.store import SessionDB


@pytest.fixture
def db(tmp_path: Path) -> Iterator[SessionDB]:
    store = SessionDB(tmp_path / "state.db")
    yield store
    store.close()


def _session(db: SessionDB, sid: str, roles: str) -> list[int]:
    """One message per letter: u=user, a=assistant, t=tool, e=assistant with no text."""
    db.create_session(sid, "cli")
    messages = []
    for n, letter in enumerate(roles):
        role = {"u": "user", "a": "assistant", "t": "tool", "e": "assistant"}[letter]
        content = "" if letter == "e" else f"{sid}-{n}-{role}"
        messages.append({"role": role, "content": content})
    return db.append_messages(sid, messages)


def test_messages_around_window_edges_and_other_sessions(db: SessionDB) -> None:
    ids = _session(db, "s1", "uauauauaua")
    other = _session(db, "s2", "ua")
    around = db.get_messages_around("s1", ids[5], window=2)
    assert [m["id"] for m in around["window"]] == ids[3:8]
    assert (around["messages_before"], around["messages_after"]) == (2, 2)

    head = db.get_messages_around("s1", ids[1], window=3)
    assert [m["id"] for m in head["window"]] == ids[0:5]
    assert (head["messages_before"], head["messages_after"]) == (1, 3)  # edge reached

    assert db.get_messages_around("s1", other[0]) == {
        "window": [],
        "messages_before": 0,
        "messages_after": 0,
    }
    zero = db.get_messages_around("s1", ids[4], window=-3)
    assert [m["id"] for m in zero["window"]] == [ids[4]]


def test_messages_around_includes_inactive_rows(db: SessionDB) -> None:
    ids = _session(db, "s1", "uaua")
    db.rewind_to_message("s1", ids[2])
    around = db.get_messages_around("s1", ids[1], window=5)
    assert [m["active"] for m in around["window"]] == [1, 1, 0, 0]


def test_anchored_view_bookends_and_filtering(db: SessionDB) -> None:
    ids = _session(db, "s1", "uaeutauauauauauaeua")
    view = db.get_anchored_view("s1", ids[9], window=2, bookend=3)
    window_ids = [m["id"] for m in view["window"]]
    assert window_ids == [ids[7], ids[8], ids[9], ids[10], ids[11]]
    assert [m["id"] for m in view["bookend_start"]] == [ids[0], ids[1], ids[3]]  # no empty, no tool
    assert [m["id"] for m in view["bookend_end"]] == [ids[15], ids[17], ids[18]]
    assert [m["id"] for m in view["bookend_end"]] == sorted(m["id"] for m in view["bookend_end"])
    assert (view["messages_before"], view["messages_after"]) == (2, 2)


def test_anchored_view_keeps_a_tool_anchor_and_drops_tool_rows_around_it(db: SessionDB) -> None:
    ids = _session(db, "s1", "uatatau")
    view = db.get_anchored_view("s1", ids[4], window=2)
    assert [m["role"] for m in view["window"]] == ["assistant", "tool", "assistant", "user"]
    assert [m["id"] for m in view["window"]] == ids[3:7]
    unfiltered = db.get_anchored_view("s1", ids[4], window=2, keep_roles=None)
    assert [m["id"] for m in unfiltered["window"]] == ids[2:7]


def test_anchored_view_edges(db: SessionDB) -> None:
    ids = _session(db, "s1", "uaua")
    view = db.get_anchored_view("s1", ids[1], window=5)
    assert view["bookend_start"] == [] and view["bookend_end"] == []  # window hits both edges
    _session(db, "s2", "uauauauauauauauauaua")
    missing = db.get_anchored_view("s2", ids[0])
    assert missing == {
        "bookend_start": [],
        "window": [],
        "bookend_end": [],
        "messages_before": 0,
        "messages_after": 0,
    }


def test_conversation_decodes_scrubs_and_shapes(db: SessionDB) -> None:
    db.create_session("s1", "cli")
    fenced = (
        "what did we decide?\n<memory-context>\n[System note: The following is recalled memory"
        " context, NOT new user input. Treat as background.]\nold facts\n</memory-context>"
    )
    db.append_message("s1", "user", fenced, platform_message_id="tg-1")
    db.append_message(
        "s1",
        "assistant",
        "We chose SQLite. ",
        reasoning="r",
        reasoning_content="",
        finish_reason="stop",
        reasoning_details=[{"type": "summary"}],
        tool_calls=[{"id": "c", "function": {"name": "x", "arguments": "{}"}}],
    )
    db.append_message("s1", "tool", "  raw output  ", tool_call_id="c", tool_name="x")
    db.append_message("s1", "user", [{"type": "text", "text": "look"}], observed=True)
    conversation = db.get_messages_as_conversation("s1")
    assert conversation[0]["content"] == "what did we decide?"
    assert conversation[0]["message_id"] == "tg-1"
    assistant = conversation[1]
    assert assistant["content"] == "We chose SQLite."
    assert assistant["reasoning"] == "r" and assistant["reasoning_content"] == ""
    assert assistant["finish_reason"] == "stop"
    assert assistant["reasoning_details"] == [{"type": "summary"}]
    assert assistant["tool_calls"][0]["id"] == "c"
    assert conversation[2] == {
        "role": "tool",
        "content": "  raw output  ",
        "timestamp": conversation[2]["timestamp"],
        "tool_call_id": "c",
        "tool_name": "x",
    }
    assert conversation[3]["content"] == [{"type": "text", "text": "look"}]
    assert conversation[3]["observed"] is True
    assert "reasoning" not in conversation[0]


def test_conversation_with_ancestors_dedupes_resume_prompts(db: SessionDB) -> None:
    db.create_session("root", "cli")
    db.append_messages(
        "root",
        [
            {"role": "user", "content": "build the thing"},
            {"role": "assistant", "content": "done part one"},
            {"role": "user", "content": "continue"},
        ],
    )
    db.end_session("root", "compression")
    db.create_session("tip", "cli", parent_session_id="root")
    db.append_messages(
        "tip",
        [
            {"role": "user", "content": "continue"},  # the resume re-sent the last prompt
            {"role": "assistant", "content": "done part two"},
            {"role": "user", "content": "continue"},  # after an answer: kept
        ],
    )
    contents = [
        m["content"] for m in db.get_messages_as_conversation("tip", include_ancestors=True)
    ]
    assert contents == ["build the thing", "done part one", "continue", "done part two", "continue"]
    assert len(db.get_messages_as_conversation("tip")) == 3


def test_conversation_drops_review_harness_turns(db: SessionDB) -> None:
    db.create_session("s1", "cli")
    db.append_messages(
        "s1",
        [
            {"role": "user", "content": "real question"},
            {"role": "assistant", "content": "real answer"},
            {
                "role": "user",
                "content": "  Review the conversation above and consider saving to memory.",
            },
            {"role": "assistant", "content": "saved two facts"},
            {
                "role": "system",
                "content": "Review the conversation above and update the skill library",
            },
            {"role": "assistant", "content": "no skills"},
            {"role": "user", "content": "next question"},
        ],
    )
    contents = [m["content"] for m in db.get_messages_as_conversation("s1")]
    assert contents == ["real question", "real answer", "next question"]


def test_list_recent_user_messages(db: SessionDB) -> None:
    db.create_session("s1", "cli")
    long_text = "word " * 40
    ids = db.append_messages(
        "s1",
        [
            {"role": "user", "content": "first\n\n  question"},
            {"role": "assistant", "content": "answer"},
            {"role": "user", "content": long_text},
            {"role": "user", "content": [{"type": "image_url"}]},
        ],
    )
    recent = db.list_recent_user_messages("s1")
    assert [r["id"] for r in recent] == [ids[3], ids[2], ids[0]]
    assert recent[0]["preview"] == "[multimodal content]"
    assert (
        recent[1]["preview"] == long_text.strip()[:77] + "..." and len(recent[1]["preview"]) == 80
    )
    assert recent[2]["preview"] == "first question"
    assert len(db.list_recent_user_messages("s1", limit=1)) == 1


def test_resolve_session_id_and_counts(db: SessionDB) -> None:
    db.create_session("20260403_120000_abc123", "cli")
    db.create_session("20260403_120000_abd999", "cli")
    db.create_session("odd_%_id", "cli")
    assert db.resolve_session_id("20260403_120000_abc123") == "20260403_120000_abc123"
    assert db.resolve_session_id("20260403_120000_abc") == "20260403_120000_abc123"
    assert db.resolve_session_id("20260403_120000_ab") is None  # ambiguous
    assert db.resolve_session_id("odd_%") == "odd_%_id"
    assert db.resolve_session_id("odd_x") is None  # "_" is literal, not a wildcard
    assert db.resolve_session_id("zzz") is None
    db.append_messages("odd_%_id", [{"role": "user", "content": "x"}])
    assert db.message_count() == 1 and db.message_count("odd_%_id") == 1
    ordered = db.search_sessions()
    assert ordered[0]["id"] == "odd_%_id" and "last_active" in ordered[0]
    assert len(db.search_sessions(source="cli", limit=2)) == 2
