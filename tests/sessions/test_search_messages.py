"""``search_messages`` / ``search_detailed`` on a real SessionDB: Hermes's shape, filters,
sort, offset, context, the ranking design, the fallback and the explained empty results."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import hermes_memory.sessions.search.plan as search_plan
import hermes_memory.sessions.search.walk as search_walk
from hermes_memory.sessions.search import (
    fill_details,
    optimize_fts,
    search_detailed,
    search_messages,
)
from hermes_memory.sessions.search.types import Explanation, Ranking, RecencyReason, SearchPath
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
def db(tmp_path: Path) -> Any:
    store = SessionDB(tmp_path / "state.db")
    store.create_session("s_cli", "cli", model="m1", started_at=1000.0)
    store.create_session("s_tg", "telegram", started_at=2000.0)
    store.create_session("s_sub", "subagent", started_at=3000.0)
    store.append_messages(
        "s_cli",
        [
            {"role": "user", "content": "How do I set up docker networking?", "timestamp": 1001},
            {
                "role": "assistant",
                "content": "Use a bridge network for docker.",
                "tool_calls": [{"id": "c1", "function": {"name": "terminal", "arguments": "{}"}}],
                "timestamp": 1002,
            },
            {
                "role": "tool",
                "content": "listing output: bridge host",
                "tool_name": "terminal",
                "tool_call_id": "c1",
                "timestamp": 1003,
            },
            {"role": "assistant", "content": "Done: the deploy works.", "timestamp": 1004},
        ],
    )
    store.append_messages(
        "s_tg",
        [
            {"role": "user", "content": "kubernetes deploy failed again", "timestamp": 2001},
            {"role": "assistant", "content": "Check the docker image tag.", "timestamp": 2002},
        ],
    )
    store.append_message("s_sub", "user", "docker docker docker in a subagent", timestamp=3001)
    yield store
    store.close()


def ids(hits: list[dict[str, Any]]) -> list[int]:
    return [int(h["id"]) for h in hits]


def test_hit_shape_is_hermes(db: SessionDB) -> None:
    hits = search_messages(db, '"docker networking"')
    assert len(hits) == 1
    hit = hits[0]
    assert list(hit) == HIT_KEYS
    assert "content" not in hit
    assert hit["session_id"] == "s_cli" and hit["source"] == "cli" and hit["model"] == "m1"
    assert hit["session_started"] == 1000.0 and hit["timestamp"] == 1001
    # the indexed text is content + " " + tool_name + " " + tool_calls: two trailing spaces
    assert hit["snippet"] == "How do I set up >>>docker<<< >>>networking<<<?  "
    assert hit["context"] == [
        {"role": "user", "content": "How do I set up docker networking?"},
        {"role": "assistant", "content": "Use a bridge network for docker."},
    ]


def test_session_db_delegates(db: SessionDB) -> None:
    assert ids(db.search_messages("kubernetes")) == ids(search_messages(db, "kubernetes"))


def test_tool_names_and_arguments_are_searchable(db: SessionDB) -> None:
    hits = search_messages(db, "terminal")
    assert {h["role"] for h in hits} == {"assistant", "tool"}


def test_bm25_ranks_and_filters_apply(db: SessionDB) -> None:
    result = search_detailed(db, "docker")
    assert result.ranking is Ranking.BM25 and result.path is SearchPath.FTS
    assert result.total_matches == 4
    assert result.hits[0]["session_id"] == "s_sub"  # three occurrences, short text
    hits = search_messages(db, "docker", exclude_sources=["subagent", "tool"])
    assert "s_sub" not in {h["session_id"] for h in hits}
    assert {h["source"] for h in search_messages(db, "docker", source_filter=["telegram"])} == {
        "telegram"
    }
    assert {h["role"] for h in search_messages(db, "bridge", role_filter=["tool"])} == {"tool"}


def test_inactive_rows_hidden_unless_asked(db: SessionDB) -> None:
    target = ids(search_messages(db, "kubernetes"))[0]
    db.rewind_to_message("s_tg", target)
    assert search_messages(db, "kubernetes") == []
    result = search_detailed(db, "kubernetes")
    assert result.explanation is Explanation.FILTERED
    assert result.filtered is not None and result.filtered.inactive == 1
    assert ids(search_messages(db, "kubernetes", include_inactive=True)) == [target]


def test_compacted_rows_stay_searchable(db: SessionDB) -> None:
    db.archive_and_compact("s_tg", [{"role": "user", "content": "summary of the chat"}])
    assert len(search_messages(db, "kubernetes")) == 1


def test_sort_offset_and_limit(db: SessionDB) -> None:
    newest = ids(search_messages(db, "docker", sort="newest"))
    assert newest == sorted(newest, reverse=True)
    oldest = ids(search_messages(db, "docker", sort=" OLDEST "))
    assert oldest == sorted(oldest)
    assert search_detailed(db, "docker", sort="sideways").ranking is Ranking.BM25
    ranked = ids(search_messages(db, "docker"))
    assert ids(search_messages(db, "docker", limit=2, offset=1)) == ranked[1:3]
    past = search_detailed(db, "docker", offset=50)
    assert past.hits == [] and past.explanation is Explanation.PAST_END


def test_explained_empty_results(db: SessionDB) -> None:
    assert search_messages(db, "docker", source_filter=[]) == []
    assert search_detailed(db, "docker", source_filter=[]).explanation is Explanation.NO_SOURCES
    for blank in ("", "   ", "AND", "***", "()"):
        assert search_detailed(db, blank).explanation is Explanation.EMPTY_QUERY
    assert search_detailed(db, "zebra").explanation is Explanation.NO_MATCH
    filtered = search_detailed(db, "docker", role_filter=["system"])
    assert filtered.explanation is Explanation.FILTERED
    assert filtered.filtered is not None and filtered.filtered.role == 4
    assert "role" in filtered.message
    syntax = search_detailed(db, "a AND OR b")
    assert syntax.hits == [] and syntax.explanation is Explanation.SYNTAX_ERROR
    assert syntax.syntax_error
    assert search_messages(db, 'foo"bar"baz') == []


def test_question_falls_back_to_ranked_or(db: SessionDB) -> None:
    result = search_detailed(db, "What did we say about kubernetes deploys?")
    assert result.syntax_error is None  # the '?' FTS5 cannot parse is read as a space
    assert result.sanitized == "What did we say about kubernetes deploys"
    assert result.fallback_used and result.strict_hits == 0
    assert result.fallback_terms == ["say", "kubernetes", "deploys"]
    assert result.hits[0]["session_id"] == "s_tg"  # porter: deploys ~ deploy
    assert result.ranking is Ranking.BM25_SESSION
    assert "some of" in result.message
    # nothing matched as typed: only the terms the fallback used are highlighted
    assert result.hits[0]["snippet"].startswith(">>>kubernetes<<< >>>deploy<<< failed")
    assert ">>>we<<<" not in json.dumps(result.hits)


def test_strict_hits_come_first_then_the_fallback(db: SessionDB) -> None:
    result = search_detailed(db, "docker networking")
    assert result.strict_hits == 2 and result.fallback_used  # porter: networking ~ network
    assert result.hits[0]["snippet"].count(">>>") == 2
    assert len(result.hits) > 1 and len(set(ids(result.hits))) == len(result.hits)


def test_no_fallback_for_explicit_operators_or_a_single_term(db: SessionDB) -> None:
    assert not search_detailed(db, "docker NOT kubernetes").fallback_used
    assert not search_detailed(db, "networking").fallback_used
    assert not search_detailed(db, "docker networking", fallback=False).fallback_used


def test_recency_past_the_cap(db: SessionDB, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(search_plan, "COUNT_CAP", 2)
    result = search_detailed(db, "docker")
    assert result.ranking is Ranking.RECENCY
    assert result.total_matches == 4 and result.total_exact  # one term: counted exactly
    assert ids(result.hits) == sorted(ids(result.hits), reverse=True)
    assert len(result.hits) == 4  # nothing left unsearched: every match, newest first
    assert "matches 4 messages" in result.message
    # a phrase (not a single term) is read in one streaming pass, and capped the same way
    phrase = search_detailed(db, "docker OR bridge")
    assert phrase.ranking is Ranking.RECENCY and not phrase.total_exact
    assert "more than 2" in phrase.message


def test_context_and_snippets_can_be_deferred(db: SessionDB) -> None:
    result = search_detailed(db, "docker", snippets=False, context=False)
    assert all(h["snippet"] == "" and h["context"] == [] for h in result.hits)
    fill_details(db, result, result.hits[:1])
    assert ">>>docker<<<" in result.hits[0]["snippet"].lower()
    assert result.hits[0]["context"]
    assert result.hits[1]["snippet"] == ""


def test_multimodal_context_is_decoded(db: SessionDB) -> None:
    db.create_session("s_mm", "cli")
    db.append_message("s_mm", "user", [{"type": "text", "text": "look"}, {"type": "image_url"}])
    db.append_message("s_mm", "assistant", "a zebra in the picture " + "x" * 300)
    db.append_message("s_mm", "user", [{"type": "image_url", "image_url": {"url": "u"}}])
    hit = search_messages(db, "zebra")[0]
    assert hit["context"][0] == {"role": "user", "content": "look"}
    assert len(hit["context"][1]["content"]) == 200
    assert hit["context"][2] == {"role": "user", "content": "[multimodal content]"}


def test_result_as_dict_is_json_ready(db: SessionDB) -> None:
    import json

    data = search_detailed(db, "docker networking").as_dict()
    assert data["ranking"] == "bm25" and data["fallback_used"] is True
    json.dumps(data)


def test_optimize_counts_every_index(db: SessionDB) -> None:
    search_messages(db, "通信")  # creates the CJK index
    assert optimize_fts(db) == 3  # messages_fts, messages_fts_trigram, messages_cjk


def test_ranking_work_over_the_bound_gives_recency_deterministically(
    db: SessionDB, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = search_detailed(db, "docker OR bridge", fallback=False)
    assert first.ranking is Ranking.BM25 and first.recency_reason is None
    assert first.rank_work is not None and first.rank_work > 0
    monkeypatch.setattr(search_walk, "RANK_WORK_CAP", first.rank_work - 1)
    result = search_detailed(db, "docker OR bridge", fallback=False)
    assert result.ranking is Ranking.RECENCY
    assert result.recency_reason is RecencyReason.TOO_MUCH_WORK
    assert result.rank_work == first.rank_work
    assert ids(result.hits) == sorted(ids(result.hits), reverse=True) and result.hits
    assert sorted(ids(result.hits)) == sorted(ids(first.hits))  # every match, reordered
    assert "index entries" in result.message
    assert result.as_dict()["recency_reason"] == "too_much_work"
    monkeypatch.setattr(search_walk, "RANK_WORK_CAP", first.rank_work)
    again = search_detailed(db, "docker OR bridge", fallback=False)
    assert again.ranking is Ranking.BM25 and ids(again.hits) == ids(first.hits)
