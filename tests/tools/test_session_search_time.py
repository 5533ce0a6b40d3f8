"""``session_search`` with ``after`` / ``before`` / ``source`` and time phrases in the query,
on a real state.db and a fixed clock: the window applied, the words left, browse by window,
explicit dates winning, and bad dates explained."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from hermes_memory.sessions.store import SessionDB
from hermes_memory.tools.session_search import SESSION_SEARCH_SCHEMA, session_search

NOW = datetime(2026, 11, 26, 15, 30)  # Thursday; "last week" = Nov 16 .. Nov 23


def at(y: int, m: int, d: int, h: int = 12) -> float:
    return datetime(y, m, d, h).timestamp()


@pytest.fixture
def db(tmp_path: Path) -> SessionDB:
    store = SessionDB(tmp_path / "state.db")
    talks = [
        ("lastweek_cli", "cli", at(2026, 11, 18), "the deploy to staging failed on helm"),
        ("lastweek_tg", "telegram", at(2026, 11, 20), "deploy of the website went fine"),
        ("march_cli", "cli", at(2026, 3, 10), "deploy rollback after the database migration"),
        ("today_cli", "cli", at(2026, 11, 26, 9), "deploy notes for the release"),
        ("yesterday_cli", "cli", at(2026, 11, 25), "billing invoice parser timeout"),
    ]
    for sid, source, start, text in talks:
        store.create_session(sid, source, started_at=start)
        store.append_messages(
            sid,
            [
                {"role": "user", "content": text, "timestamp": start + 1},
                {"role": "assistant", "content": f"noted: {text}", "timestamp": start + 2},
            ],
        )
    yield store
    store.close()


def call(db: SessionDB, **kwargs: Any) -> dict[str, Any]:
    return json.loads(session_search(db=db, clock=lambda: NOW, **kwargs))


def ids(out: dict[str, Any]) -> set[str]:
    return {r["session_id"] for r in out["results"]}


def test_phrase_in_the_query_filters_and_leaves_the_words(db: SessionDB) -> None:
    out = call(db, query="deploy last week", limit=10)
    assert out["success"] and out["mode"] == "discover"
    assert ids(out) == {"lastweek_cli", "lastweek_tg"}
    window = out["time_window"]
    assert window["from"] == "query" and window["phrase"] == "last week"
    assert (window["after"], window["before"]) == ("2026-11-16T00:00:00", "2026-11-23T00:00:00")
    assert out["search_terms"] == "deploy" and out["query"] == "deploy last week"


def test_without_a_phrase_every_time_matches(db: SessionDB) -> None:
    out = call(db, query="deploy", limit=10)
    assert ids(out) == {"lastweek_cli", "lastweek_tg", "march_cli", "today_cli"}
    assert "time_window" not in out


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("deploy in March", {"march_cli"}),
        ("deploy today", {"today_cli"}),
        ("invoice yesterday", {"yesterday_cli"}),
        ("deploy 8 days ago", {"lastweek_cli"}),
        ("deploy 上周", {"lastweek_cli", "lastweek_tg"}),
        ("deploy 三月", {"march_cli"}),
    ],
)
def test_phrases_pick_the_sessions(db: SessionDB, query: str, expected: set[str]) -> None:
    out = call(db, query=query, limit=10)
    assert ids(out) == expected, out


def test_query_of_only_a_time_phrase_browses_that_window(db: SessionDB) -> None:
    out = call(db, query="last week", limit=10)
    assert out["success"] and out["mode"] == "browse"
    assert ids(out) == {"lastweek_cli", "lastweek_tg"}
    assert out["time_window"]["phrase"] == "last week"
    assert "only a time" in out["message"]
    chinese = call(db, query="昨天")
    assert chinese["mode"] == "browse" and ids(chinese) == {"yesterday_cli"}


def test_explicit_dates_win_over_a_phrase_and_say_so(db: SessionDB) -> None:
    out = call(db, query="deploy last week", after="2026-03-01", before="2026-04-01")
    assert ids(out) == {"march_cli"}
    window = out["time_window"]
    assert window["from"] == "arguments" and window["ignored_phrase"] == "last week"
    assert "not" in window["note"]


def test_after_alone_and_before_alone(db: SessionDB) -> None:
    assert ids(call(db, query="deploy", after="2026-11-19", limit=10)) == {
        "lastweek_tg",
        "today_cli",
    }
    assert ids(call(db, query="deploy", before="2026-11-01T00:00", limit=10)) == {"march_cli"}


def test_source_filter(db: SessionDB) -> None:
    out = call(db, query="deploy", source="telegram", limit=10)
    assert ids(out) == {"lastweek_tg"} and out["source_filter"] == ["telegram"]
    both = call(db, query="deploy last week", source="cli, telegram", limit=10)
    assert ids(both) == {"lastweek_cli", "lastweek_tg"}
    browse = call(db, source="telegram")
    assert browse["mode"] == "browse" and ids(browse) == {"lastweek_tg"}


def test_blank_query_with_dates_browses_the_window(db: SessionDB) -> None:
    out = call(db, after="2026-11-25", limit=10)
    assert out["mode"] == "browse" and ids(out) == {"today_cli", "yesterday_cli"}
    assert out["time_window"]["from"] == "arguments"


@pytest.mark.parametrize(
    ("kwargs", "word"),
    [
        ({"after": "last tuesday"}, "after is not an ISO date"),
        ({"before": "2026-13-45"}, "before is not an ISO date"),
        ({"after": 12345}, "after must be an ISO date string"),
        ({"source": ["cli"]}, "source must be a string"),
    ],
)
def test_bad_filters_are_clear_errors(db: SessionDB, kwargs: dict[str, Any], word: str) -> None:
    out = call(db, query="deploy", **kwargs)
    assert out["success"] is False and word in out["error"]


def test_an_empty_window_is_explained(db: SessionDB) -> None:
    out = call(db, query="deploy", after="2026-11-20", before="2026-11-01")
    assert out["success"] and out["results"] == []
    assert out["reason"] == "empty_window"


def test_matches_outside_the_window_are_explained(db: SessionDB) -> None:
    out = call(db, query="invoice last year")
    assert out["success"] and out["results"] == [] and out["reason"] == "filtered"
    assert "time window" in out["message"]


def test_schema_offers_the_new_arguments() -> None:
    props = SESSION_SEARCH_SCHEMA["parameters"]["properties"]
    assert props["after"]["type"] == props["before"]["type"] == props["source"]["type"] == "string"
    assert props["summarize"]["type"] == "boolean"
    text = SESSION_SEARCH_SCHEMA["description"]
    for point in ("after", "before", "last week", "上周", "昨天", "time_window"):
        assert point in text
