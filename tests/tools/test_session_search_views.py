"""``session_search`` READ, SCROLL and BROWSE on a real state.db, plus clamps and errors."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from session_search_data import T0, open_shared

from hermes_memory.sessions.store import SessionDB
from hermes_memory.tools.session_search import SESSION_SEARCH_SCHEMA, session_search
from hermes_memory.tools.session_search.views import format_when

Shared = tuple[SessionDB, dict[str, list[int]]]


@pytest.fixture(scope="module")
def shared(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Shared]:
    db, ids = open_shared(Path(tmp_path_factory.mktemp("views")))
    yield db, ids
    db.close()


def call(db: SessionDB, **kwargs: Any) -> dict[str, Any]:
    raw = session_search(db=db, **kwargs)
    return json.loads(raw)


def stamp(value: float) -> str:
    return datetime.fromtimestamp(value).strftime("%B %d, %Y at %I:%M %p")


# --- when ---------------------------------------------------------------------------------------


def test_when_formatting() -> None:
    assert format_when(T0) == stamp(T0)
    assert format_when(str(T0)) == stamp(T0)
    assert format_when("yesterday") == "yesterday"
    assert format_when(None) == "unknown"
    assert format_when(10**20) == str(10**20)  # out of range: passed through


# --- READ ----------------------------------------------------------------------------------------


def test_read_returns_a_short_session_whole(shared: Shared) -> None:
    db, _ = shared
    out = call(db, session_id="old_deploy")
    assert out["success"] is True and out["mode"] == "read"
    assert out["session_meta"] == {
        "when": stamp(T0),
        "source": "cli",
        "model": "model-a",
        "title": "deploy fix",
    }
    assert out["message_count"] == 8 and out["truncated"] is False and "message" not in out
    first = out["messages"][0]
    assert set(first) == {"id", "role", "content", "timestamp"}
    call_row = out["messages"][6]
    assert call_row["content"] is None and call_row["tool_calls"][0]["id"] == "k1"
    assert (
        out["messages"][7]["tool_name"] == "kubectl" and out["messages"][7]["tool_call_id"] == "k1"
    )


def test_read_truncates_long_sessions_to_head_and_tail(shared: Shared) -> None:
    db, ids = shared
    out = call(db, session_id="  long_talk  ")
    assert out["session_id"] == "long_talk"
    assert out["message_count"] == 40 and out["truncated"] is True
    got = [m["id"] for m in out["messages"]]
    assert got == ids["long_talk"][:20] + ids["long_talk"][-10:]
    assert out["message"] == (
        "Session has 40 messages; showing first 20 + last 10. "
        "Pass around_message_id (any id above) to scroll the middle."
    )


def test_read_unknown_session(shared: Shared) -> None:
    db, _ = shared
    assert call(db, session_id="nope") == {"error": "session_id not found: nope", "success": False}


# --- SCROLL --------------------------------------------------------------------------------------


def test_scroll_window_and_edge_counts(shared: Shared) -> None:
    db, ids = shared
    anchor = ids["long_talk"][20]
    out = call(db, session_id="long_talk", around_message_id=anchor, window=3)
    assert out["mode"] == "scroll" and out["window"] == 3 and out["around_message_id"] == anchor
    assert [m["id"] for m in out["messages"]] == ids["long_talk"][17:24]
    assert [m.get("anchor") for m in out["messages"]].count(True) == 1
    assert out["messages"][3]["anchor"] is True
    assert (out["messages_before"], out["messages_after"]) == (3, 3)
    assert out["session_meta"]["source"] == "telegram"
    edge = call(db, session_id="long_talk", around_message_id=ids["long_talk"][1], window=5)
    assert (edge["messages_before"], edge["messages_after"]) == (1, 5)  # 1 < 5: the start
    tail = call(db, session_id="long_talk", around_message_id=ids["long_talk"][-1])
    assert (tail["messages_before"], tail["messages_after"]) == (5, 0)


def test_scroll_includes_tool_rows(shared: Shared) -> None:
    db, ids = shared
    out = call(db, session_id="old_deploy", around_message_id=ids["old_deploy"][-1], window=2)
    assert [m["role"] for m in out["messages"]] == ["assistant", "assistant", "tool"]


@pytest.mark.parametrize(
    ("given", "expected"),
    [(0, 1), (-4, 1), (99, 20), ("7", 7), ("abc", 5), (None, 5), (3.9, 3), ([], 5)],
)
def test_scroll_window_clamp_and_coercion(shared: Shared, given: Any, expected: int) -> None:
    db, ids = shared
    out = call(db, session_id="long_talk", around_message_id=ids["long_talk"][20], window=given)
    assert out["window"] == expected
    # anchor index 20 of 40: 20 rows exist before it and 19 after
    assert len(out["messages"]) == 1 + min(expected, 20) + min(expected, 19)


def test_scroll_rebinds_to_the_child_that_holds_the_anchor(shared: Shared) -> None:
    db, ids = shared
    anchor = ids["scr_child"][6]
    out = call(db, session_id="scr_root", around_message_id=str(anchor), window=2)
    assert out["success"] is True and out["session_id"] == "scr_child"
    assert out["around_message_id"] == anchor
    assert out["warning"] == (
        f"around_message_id {anchor} lives in scr_child (child of scr_root); rebound transparently"
    )
    assert [m["id"] for m in out["messages"]] == ids["scr_child"][4:9]


@pytest.mark.parametrize(
    ("kwargs", "error"),
    [
        (
            {"session_id": "long_talk", "around_message_id": "x"},
            "scroll requires integer around_message_id",
        ),
        (
            {"session_id": "long_talk", "around_message_id": [1]},
            "scroll requires integer around_message_id",
        ),
        ({"session_id": "ghost", "around_message_id": 1}, "session_id not found: ghost"),
    ],
)
def test_scroll_errors(shared: Shared, kwargs: dict[str, Any], error: str) -> None:
    db, _ = shared
    assert call(db, **kwargs) == {"error": error, "success": False}


def test_scroll_anchor_in_an_unrelated_session(shared: Shared) -> None:
    db, ids = shared
    other = ids["old_deploy"][0]
    assert call(db, session_id="long_talk", around_message_id=other) == {
        "error": f"around_message_id {other} not in session_id long_talk",
        "success": False,
    }


@pytest.mark.parametrize("target", ["cur_root", "cur_child", "cur_branch"])
def test_scroll_refuses_the_current_lineage(shared: Shared, target: str) -> None:
    db, ids = shared
    out = call(
        db, session_id=target, around_message_id=ids[target][0], current_session_id="cur_child"
    )
    assert out == {
        "error": "scroll rejected: anchor lives in the current session lineage "
        "(already in your active context)",
        "success": False,
    }


def test_scroll_wins_over_query(shared: Shared) -> None:
    db, ids = shared
    out = call(db, query="deploy", session_id="long_talk", around_message_id=ids["long_talk"][5])
    assert out["mode"] == "scroll"


# --- BROWSE --------------------------------------------------------------------------------------


def test_browse_lists_recent_top_level_sessions(shared: Shared) -> None:
    db, _ = shared
    out = call(db, limit=10)
    assert out["mode"] == "browse" and out["success"] is True
    listed = [r["session_id"] for r in out["results"]]
    # newest activity first; the compressed root shows as its tip; hidden sources and
    # branch children never appear
    assert listed == ["scr_child", "long_talk", "cron_digest", "cur_child", "old_deploy"]
    assert out["count"] == 5
    assert out["message"] == (
        "Showing 5 most recent sessions. Pass a query= to search, "
        "or session_id+around_message_id to scroll."
    )
    entry = out["results"][-1]
    assert set(entry) == {
        "session_id",
        "title",
        "source",
        "started_at",
        "last_active",
        "message_count",
        "preview",
    }
    assert entry["title"] == "deploy fix" and entry["message_count"] == 8
    assert entry["preview"].startswith("Our staging deploy pipeline")


def test_browse_skips_the_current_lineage(shared: Shared) -> None:
    db, _ = shared
    out = call(db, query="   ", limit=10, current_session_id="cur_child")
    assert "cur_child" not in [r["session_id"] for r in out["results"]]
    out = call(db, limit=10, current_session_id="scr_child")
    assert "scr_child" not in [r["session_id"] for r in out["results"]]


@pytest.mark.parametrize(
    ("given", "expected"), [(0, 1), (-3, 1), (2, 2), (50, 5), ("2", 2), ("many", 3), (None, 3)]
)
def test_browse_limit_clamp_and_coercion(shared: Shared, given: Any, expected: int) -> None:
    db, _ = shared
    # the fixture has five browsable sessions, so 10 and more all show five
    assert call(db, limit=given)["count"] == expected


def test_browse_with_a_non_string_query(shared: Shared) -> None:
    db, _ = shared
    assert call(db, query=12345)["mode"] == "browse"


# --- schema --------------------------------------------------------------------------------------


def test_schema_has_no_mode_and_requires_nothing() -> None:
    params = SESSION_SEARCH_SCHEMA["parameters"]
    assert SESSION_SEARCH_SCHEMA["name"] == "session_search"
    assert "mode" not in params["properties"] and params["required"] == []
    assert set(params["properties"]) == {
        "query",
        "limit",
        "sort",
        "session_id",
        "around_message_id",
        "window",
        "role_filter",
        "profile",
        "after",
        "before",
        "source",
        "summarize",
    }
    assert params["properties"]["sort"]["enum"] == ["newest", "oldest"]
    text = SESSION_SEARCH_SCHEMA["description"].lower()
    for point in (
        "fts5",
        "no language model",
        "source-first",
        "discovery",
        "scroll",
        "read",
        "browse",
        "bookend",
        "anchor: true",
        "messages[-1].id",
        "messages[0].id",
        "messages_before",
        " or ",
        "quote exact phrases",
        "not ",
        "prefix",
        "when to use",
    ):
        assert point in text, point
    assert text.count("session_search(") >= 4


def test_browse_failure_is_an_error_envelope(tmp_path: Path) -> None:
    db = SessionDB(tmp_path / "state.db")
    db.close()
    assert call(db) == {
        "error": "Failed to list recent sessions: the session database is closed",
        "success": False,
    }
    # a read on a closed store says so: it is not a session that could not be found
    assert call(db, session_id="x") == {"error": "the session database is closed", "success": False}
