"""The two public searches of ``SessionDB``: ``search_messages`` keeps Hermes's semantics
(the query as typed, Hermes's hit keys), ``search`` is the best retrieval (the any-words
fallback, ``match`` on every hit, an explanation when empty) with an ``after``/``before``
time window."""

from __future__ import annotations

import time
from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest

from hermes_memory.errors import SearchArgumentError, SessionStoreError
from hermes_memory.sessions.search import fill_details
from hermes_memory.sessions.search.types import Explanation, MatchKind, Ranking, SearchResult
from hermes_memory.sessions.store import SessionDB

HIT_KEYS = [
    "id",
    "session_id",
    "role",
    "snippet",
    "timestamp",
    "tool_name",
    "source",
    "model",
    "session_started",
    "context",
]


@pytest.fixture
def tokyo(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Local time 9 hours ahead of UTC, so naive and aware times differ."""
    monkeypatch.setenv("TZ", "Asia/Tokyo")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


@pytest.fixture
def db(tmp_path: Path) -> Iterator[SessionDB]:
    store = SessionDB(tmp_path / "state.db")
    store.create_session("s_cli", "cli", started_at=1000.0)
    store.create_session("s_tg", "telegram", started_at=2000.0)
    store.append_messages(
        "s_cli",
        [
            {"role": "user", "content": "How do I set up docker networking?", "timestamp": 1001},
            {"role": "assistant", "content": "Use a bridge network for docker.", "timestamp": 1002},
        ],
    )
    store.append_messages(
        "s_tg",
        [
            {"role": "user", "content": "kubernetes deploy failed again", "timestamp": 2001},
            {"role": "assistant", "content": "Check the docker image tag.", "timestamp": 2002},
        ],
    )
    yield store
    store.close()


def ids(hits: list[dict[str, Any]]) -> list[int]:
    return [int(h["id"]) for h in hits]


# --- one compatible primitive, one best retrieval -------------------------------------------


def test_search_messages_has_no_fallback_where_search_has(db: SessionDB) -> None:
    question = "What did we say about kubernetes deploys?"
    assert db.search_messages(question) == []  # '?' is FTS5 syntax: Hermes returns nothing
    result = db.search(question)
    assert isinstance(result, SearchResult) and result.fallback_used
    assert result.hits and {h["match"] for h in result.hits} == {"any_words"}
    assert result.hits[0]["session_id"] == "s_tg"
    assert result.ranking is Ranking.BM25_SESSION  # lifted by its session: search only

    strict = db.search_messages("docker networking")
    best = db.search("docker networking")
    assert ids(best.hits)[: len(strict)] == ids(strict)  # the exact hits, in the same order
    assert len(best.hits) > len(strict)
    assert [h["match"] for h in best.hits] == ["exact"] * len(strict) + ["any_words"] * (
        len(best.hits) - len(strict)
    )


def test_hit_keys(db: SessionDB) -> None:
    assert [list(h) for h in db.search_messages("docker")] == [HIT_KEYS] * 3
    assert [list(h) for h in db.search("docker").hits] == [[*HIT_KEYS, "match"]] * 3
    assert MatchKind("any_words") is MatchKind.ANY_WORDS and MatchKind.EXACT == "exact"


def test_search_keeps_the_filters_and_sort_of_search_messages(db: SessionDB) -> None:
    for kwargs in (
        {"role_filter": ["assistant"]},
        {"source_filter": ["telegram"]},
        {"exclude_sources": ["telegram"]},
        {"sort": "oldest"},
        {"limit": 1, "offset": 1},
    ):
        assert ids(db.search("docker", **kwargs).hits) == ids(
            db.search_messages("docker", **kwargs)
        ), kwargs


def test_a_bare_string_filter_is_a_list_of_names(db: SessionDB) -> None:
    assert ids(db.search("docker", role_filter="assistant").hits) == ids(
        db.search("docker", role_filter=["assistant"]).hits
    )
    both = db.search("docker", source_filter="cli, telegram", sort="oldest")
    assert ids(both.hits) == [1, 2, 4]
    assert ids(db.search_messages("docker", exclude_sources="telegram")) == ids(
        db.search_messages("docker", exclude_sources=["telegram"])
    )


def test_deferred_details_keep_the_match_kind(db: SessionDB) -> None:
    result = db.search("docker networking", snippets=False, context=False)
    assert all(h["snippet"] == "" and h["context"] == [] for h in result.hits)
    shown = fill_details(db, result, result.hits[:2])
    assert ">>>docker<<<" in shown[0]["snippet"] and shown[0]["context"]
    assert [h["match"] for h in shown] == ["exact", "exact"]


def test_malformed_queries_are_explained_not_raised(db: SessionDB) -> None:
    for query in ("a AND OR b", '"', "***", "(", "NOT", "", "   ", 'foo"bar"baz'):
        result = db.search(query)
        assert result.hits == [] or all(h["match"] in ("exact", "any_words") for h in result.hits)
        if not result.hits:
            assert result.explanation is not Explanation.FOUND and result.message
    assert db.search(None).explanation is Explanation.EMPTY_QUERY  # type: ignore[arg-type]


# --- after / before ------------------------------------------------------------------------


def test_window_is_after_inclusive_before_exclusive(db: SessionDB) -> None:
    assert ids(db.search("docker", after=1002, sort="oldest").hits) == [2, 4]
    assert ids(db.search("docker", before=1002).hits) == [1]
    assert ids(db.search("docker", after=1001.5, before=2002.0).hits) == [2]
    result = db.search("docker", after=5000)
    assert result.hits == [] and result.explanation is Explanation.FILTERED
    assert result.filtered is not None and result.filtered.time == 3
    assert "3 by time" in result.message


def test_window_accepts_datetimes_dates_and_iso_strings(tmp_path: Path, tokyo: None) -> None:
    midnight_local = datetime(2024, 5, 1).timestamp()
    assert midnight_local == datetime(2024, 4, 30, 15, tzinfo=UTC).timestamp()  # UTC+9
    with SessionDB(tmp_path / "state.db") as db:
        db.create_session("s", "cli")
        before_local = db.append_message("s", "user", "tea time", timestamp=midnight_local - 60)
        after_local = db.append_message("s", "user", "tea again", timestamp=midnight_local + 60)
        late_utc = db.append_message("s", "user", "tea late", timestamp=midnight_local + 10 * 3600)
        utc_midnight = datetime(2024, 5, 1, tzinfo=UTC)
        for bound in (
            datetime(2024, 5, 1),  # naive: local midnight
            date(2024, 5, 1),
            "2024-05-01",
            "2024-05-01T00:00:00",
            midnight_local,
            int(midnight_local),
            utc_midnight - timedelta(hours=9),
            datetime(2024, 5, 1, 9, tzinfo=timezone(timedelta(hours=18))),
            "2024-04-30T15:00:00Z",
        ):
            found = ids(db.search("tea", after=bound, sort="oldest").hits)
            assert found == [after_local, late_utc], bound
            assert ids(db.search("tea", before=bound).hits) == [before_local], bound
        assert ids(db.search("tea", after=utc_midnight).hits) == [late_utc]  # aware: exact


@pytest.mark.parametrize(
    "bad",
    ["yesterday", "2024-13-01", "", True, float("nan"), float("inf"), object(), [2024]],
)
def test_bad_bounds_raise_a_clear_value_error(db: SessionDB, bad: Any) -> None:
    before = db.conn.execute("SELECT count(*) FROM messages").fetchone()[0]
    for name in ("after", "before"):
        with pytest.raises(SearchArgumentError, match=name) as caught:
            db.search("docker", **{name: bad})
        assert isinstance(caught.value, ValueError)
        assert isinstance(caught.value, SessionStoreError)
    assert db.conn.execute("SELECT count(*) FROM messages").fetchone()[0] == before


def test_an_empty_window_is_explained(db: SessionDB) -> None:
    for after, before in ((2000, 2000), (3000, 1000)):
        result = db.search("docker", after=after, before=before)
        assert result.hits == [] and result.explanation is Explanation.EMPTY_WINDOW
        assert "after" in result.message and "before" in result.message
        assert result.as_dict()["explanation"] == "empty_window"


def test_window_and_fallback_together(db: SessionDB) -> None:
    result = db.search("docker networking", after=2000.0)
    assert result.hits and all(h["timestamp"] >= 2000 for h in result.hits)
    assert {h["match"] for h in result.hits} == {"any_words"}
    assert ids(db.search("docker", before=datetime.fromtimestamp(1001.5)).hits) == [1]
