"""Every note about how hits were ordered states numbers the result holds, in the library's
message, the tool's ``search`` note and the CLI's notes: recency past the cap for the query
as typed and for the fallback's terms, terms left out, ranking work, and the substring scan /
two-index union that have no relevance score. ``COUNT_CAP`` is made small, so a few dozen
messages are a large history; true counts are read back with SQL."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

import hermes_memory.sessions.search.plan as search_plan
import hermes_memory.sessions.search.walk as search_walk
from hermes_memory.cli import main
from hermes_memory.sessions.search import search_detailed
from hermes_memory.sessions.search.types import Ranking, RecencyReason, SearchPath
from hermes_memory.sessions.store import SessionDB
from hermes_memory.tools.session_search import session_search

CAP = 5
QUESTION = "How do we deploy to production?"


@pytest.fixture
def db(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[SessionDB]:
    monkeypatch.setattr(search_plan, "COUNT_CAP", CAP)
    store = SessionDB(tmp_path / "state.db")
    rows = [f"deploy step {i} of the pipeline" for i in range(8)]
    rows += [f"production outage report {i}" for i in range(8)]
    rows += ["a rareword about deploy", "通信协议", "另一个通信"]
    for i, text in enumerate(rows):
        store.create_session(f"s{i}", "cli", started_at=100.0 + i)
        store.append_message(f"s{i}", "user", text, timestamp=100.5 + i)
    yield store
    store.close()


def count(db: SessionDB, where: str) -> int:
    return int(db.conn.execute(f"SELECT count(*) FROM messages WHERE {where}").fetchone()[0])


def cli(home: Path, query: str, *extra: str) -> Any:
    args = ["sessions", "search", "--home", str(home), *extra, "--", query]
    result = CliRunner().invoke(main, args, catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout) if "--json" in extra else result.output


def tool_note(db: SessionDB, query: str) -> dict[str, Any]:
    out = json.loads(session_search(query=query, db=db, limit=5))
    note: dict[str, Any] = out["search"]
    return note


def test_fallback_terms_too_common_to_rank(db: SessionDB, tmp_path: Path) -> None:
    result = search_detailed(db, QUESTION)
    assert result.strict_hits == 0 and result.total_matches == 0
    assert result.fallback_terms == ["deploy", "production"] and result.dropped_terms == []
    assert result.ranking is Ranking.RECENCY
    assert result.fallback_recency_reason is RecencyReason.TOO_MANY_MATCHES
    truly = count(db, "content LIKE '%deploy%' OR content LIKE '%production%'")
    assert truly == 17 > CAP
    assert result.fallback_matches == CAP and not result.fallback_exact  # "more than 5"
    assert f"its terms match more than {CAP} messages" in result.message
    assert "0 messages" not in result.message and "0 matches" not in result.message
    text = cli(tmp_path, QUESTION)
    assert f"note: Ranked newest first: those words match more than {CAP} messages;" in text
    assert "note: No exact match: these results match any of: deploy, production." in text
    assert " 0 matches" not in text and "first 0" not in text
    data = cli(tmp_path, QUESTION, "--json")
    assert data["fallback_recency_reason"] == "too_many_matches"
    assert (data["fallback_matches"], data["fallback_exact"]) == (CAP, False)
    note = tool_note(db, QUESTION)
    assert note["ranking"] == "recency" and note["fallback"] is True
    assert note["fallback_matches"] == CAP and note["strict_hits"] == 0
    assert f"more than {CAP} messages" in note["note"]


def test_terms_left_out_say_how_common_they_are(db: SessionDB) -> None:
    result = search_detailed(db, "rareword deploy production?")
    assert result.fallback_terms == ["rareword"]
    assert sorted(result.dropped_terms) == ["deploy", "production"]
    assert count(db, "content LIKE '%deploy%'") > CAP and count(db, "content LIKE '%production%'")
    assert f"each matching more than {CAP} messages" in result.message
    assert result.fallback_ranking is Ranking.BM25_SESSION


def test_the_query_as_typed_past_the_cap(db: SessionDB, tmp_path: Path) -> None:
    one = search_detailed(db, "deploy")
    assert one.recency_reason is RecencyReason.TOO_MANY_MATCHES and one.total_exact
    assert one.total_matches == count(db, "content LIKE '%deploy%'") == 9
    assert f"the query matches 9 messages, and relevance ranking takes at most {CAP}" in (
        one.message
    )
    assert "the query matches 9 messages; relevance ranking takes at most 5." in cli(
        tmp_path, "deploy"
    )
    either = search_detailed(db, "deploy OR production", fallback=False)
    assert not either.total_exact and f"matches more than {CAP} messages" in either.message
    assert tool_note(db, "deploy")["total_matches"] == 9


def test_ranking_work_note_quotes_the_work(
    db: SessionDB, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(search_plan, "COUNT_CAP", 5_000)
    first = search_detailed(db, "pipeline OR outage", fallback=False)
    assert first.rank_work
    monkeypatch.setattr(search_walk, "RANK_WORK_CAP", first.rank_work - 1)
    text = cli(tmp_path, "pipeline OR outage")
    assert f"ranking 16 matches by relevance would read {first.rank_work:,} index entries" in text


def test_substring_scan_and_union_say_there_is_no_score(db: SessionDB, tmp_path: Path) -> None:
    union = search_detailed(db, "deploy OR 通信")
    assert union.ranking is Ranking.RECENCY and union.recency_reason is RecencyReason.NO_SCORE
    assert union.total_matches == 9 + 2 == len(union.hits)
    assert "the query matches 11 messages, found by a substring scan or in two" in union.message
    assert "too many" not in union.message
    assert "note: Newest first: the query matches 11 messages" in cli(tmp_path, "deploy OR 通信")
    db.close()
    with SessionDB(tmp_path / "fresh.db") as fresh:  # never CJK-indexed, then read-only
        fresh.create_session("c", "cli")
        fresh.append_message("c", "user", "只读通信")
    with SessionDB(tmp_path / "fresh.db", read_only=True) as ro:
        scan = search_detailed(ro, "通信")
    assert scan.path is SearchPath.CJK_SCAN and scan.recency_reason is RecencyReason.NO_SCORE
    assert scan.total_matches == 1 and "matches 1 message, found by a substring scan" in (
        scan.message
    )
