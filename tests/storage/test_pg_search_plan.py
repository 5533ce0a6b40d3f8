"""PostgreSQL-only behaviour of the turn write and the search plan: a turn is one
statement (counters and rows together, nothing on a refusal, huge turns chunked), and
ranking is bounded (past ``RANK_ROWS_CAP`` matches the order is newest first and says so).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hermes_memory import session_search
from hermes_memory.errors import SessionNotFoundError
from hermes_memory.sessions.search import Ranking
from hermes_memory.sessions.search.types import RecencyReason
from hermes_memory.storage import open_storage
from hermes_memory.storage.postgres.search_run import RANK_ROWS_CAP
from hermes_memory.storage.postgres.session_writes import TURN_CHUNK

pytestmark = pytest.mark.postgres


def test_a_turn_writes_rows_and_counters_together(pg_url: str, hermes_home: Path) -> None:
    storage = open_storage(pg_url, home=hermes_home, user="alice")
    store = storage.sessions
    store.create_session("s", "cli")
    turn = [
        {"role": "user", "content": "deploy please"},
        {"role": "assistant", "content": None, "tool_calls": [{"id": "c1"}, {"id": "c2"}]},
        {"role": "tool", "content": "ok", "tool_name": "shell"},
    ]
    ids = store.append_messages("s", turn)
    assert ids == sorted(ids) and len(ids) == 3
    assert [m["id"] for m in store.get_messages("s")] == ids
    session = store.get_session("s")
    assert session is not None
    assert (session["message_count"], session["tool_call_count"]) == (3, 2)
    with pytest.raises(SessionNotFoundError):
        store.append_messages("missing", turn)
    assert store.message_count() == 3
    assert store.append_messages("s", []) == []
    with pytest.raises(SessionNotFoundError):
        store.append_messages("missing", [])
    storage.close()


def test_a_turn_larger_than_one_statement_is_written_whole(pg_url: str, hermes_home: Path) -> None:
    storage = open_storage(pg_url, home=hermes_home, user="alice")
    store = storage.sessions
    store.create_session("big", "import")
    n = TURN_CHUNK * 2 + 7
    ids = store.append_messages(
        "big", [{"role": "user", "content": f"line {k} zebra"} for k in range(n)]
    )
    assert len(ids) == n and ids == sorted(ids)
    rows = store.get_messages("big")
    assert [r["content"] for r in rows[:2]] == ["line 0 zebra", "line 1 zebra"]
    session = store.get_session("big")
    assert session is not None and session["message_count"] == n
    # more matches than are ranked: newest first, exact count, the reason and the work
    result = store.search("zebra", limit=5, snippets=False, context=False)
    assert result.ranking is Ranking.RECENCY
    assert result.recency_reason is RecencyReason.TOO_MUCH_WORK
    assert result.total_matches == n and result.total_exact is True
    assert result.rank_work == n > RANK_ROWS_CAP
    assert [h["id"] for h in result.hits] == ids[::-1][:5]
    found = json.loads(session_search("zebra", db=store))
    assert found["success"] is True and found["results"]
    storage.close()


def test_few_matches_are_ranked_and_the_work_is_reported(pg_url: str, hermes_home: Path) -> None:
    storage = open_storage(pg_url, home=hermes_home, user="alice")
    store = storage.sessions
    store.create_session("s", "cli")
    store.append_messages(
        "s",
        [
            {"role": "user", "content": "walrus"},
            {"role": "assistant", "content": "walrus walrus walrus, the walrus"},
            {"role": "user", "content": "nothing here"},
        ],
    )
    result = store.search("walrus", snippets=False, context=False)
    assert result.ranking is Ranking.BM25 and result.rank_work == 2
    assert result.total_matches == 2
    assert result.hits[0]["snippet"] == ""
    assert "walrus walrus" in store.get_messages("s")[1]["content"]
    storage.close()


def test_the_tsvector_stays_in_the_row_and_writes_are_prepared(pg_url: str) -> None:
    import psycopg

    from hermes_memory.storage.postgres import PgSessionStore, open_database
    from hermes_memory.storage.postgres.schema import migrations

    db = open_database(pg_url)
    store = PgSessionStore(db, "alice")
    store.create_session("s", "cli")
    for k in range(3):
        store.append_messages("s", [{"role": "user", "content": f"turn {k} " + "word " * 400}])
    with db.transaction() as cur:
        cur.execute("SELECT max(version) AS v FROM hm_schema")
        assert cur.fetchone()["v"] == len(migrations())
        cur.execute(
            "SELECT attstorage FROM pg_attribute"
            " WHERE attrelid = 'hm_messages'::regclass AND attname = 'tsv'"
        )
        assert cur.fetchone()["attstorage"] == "m"  # MAIN: compressed, in the row
        cur.execute("SELECT count(*) AS n FROM pg_prepared_statements")
        assert cur.fetchone()["n"] >= 1  # the turn insert, parsed and planned once
    db.close()
    open_database(pg_url).close()  # a second open finds nothing to migrate
    with psycopg.connect(pg_url) as conn:
        assert conn.execute("SELECT count(*) FROM hm_schema").fetchone() == (len(migrations()),)


def test_a_phrase_of_common_words_is_checked_in_the_newest_messages_only(
    pg_url: str, hermes_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from hermes_memory.sessions.search import Explanation
    from hermes_memory.storage.postgres import search_run

    storage = open_storage(pg_url, home=hermes_home, user="alice")
    store = storage.sessions
    store.create_session("s", "cli")
    ids: list[int] = []
    for k in range(30):  # every message holds both words; every third, as the phrase
        text = f"alpha beta number {k}" if k % 3 == 0 else f"beta then alpha number {k}"
        ids += store.append_messages("s", [{"role": "user", "content": text}])
    exact = store.search('"alpha beta"', snippets=False, context=False)
    assert exact.ranking is Ranking.BM25 and exact.total_matches == 10 and exact.total_exact

    monkeypatch.setattr(search_run, "PHRASE_CHECK_CAP", 5)
    monkeypatch.setattr(search_run, "PHRASE_WALK_CAP", 12)
    result = store.search('"alpha beta"', snippets=False, context=False)
    assert result.ranking is Ranking.RECENCY
    assert result.recency_reason is RecencyReason.TOO_MUCH_WORK
    assert result.rank_work == 6 and result.total_exact is False
    newest = [i for k, i in enumerate(ids) if k % 3 == 0 and k >= 30 - 12][::-1]
    assert [h["id"] for h in result.hits] == newest
    assert result.total_matches == len(newest) == 4
    assert "would read 6 index entries, over the limit of 5" in result.message
    oldest = store.search('"alpha beta"', sort="oldest", snippets=False, context=False)
    assert [h["id"] for h in oldest.hits] == [i for k, i in enumerate(ids) if k % 3 == 0][:4]
    # every match filtered out: the counts come from the same newest messages
    none = store.search('"alpha beta"', role_filter=["assistant"], context=False)
    assert none.explanation is Explanation.FILTERED and none.hits == []
    assert none.filtered is not None and none.filtered.matches == none.filtered.role == 4
    found = json.loads(session_search('"alpha beta"', db=store))
    assert found["success"] is True and found["results"]
    storage.close()


def test_a_recency_page_names_the_limit_it_passed(pg_url: str, hermes_home: Path) -> None:
    storage = open_storage(pg_url, home=hermes_home, user="alice")
    store = storage.sessions
    store.create_session("s", "cli")
    store.append_messages(
        "s", [{"role": "user", "content": f"zebra {k}"} for k in range(RANK_ROWS_CAP + 1)]
    )
    result = store.search("zebra", limit=1, snippets=False, context=False)
    assert result.recency_reason is RecencyReason.TOO_MUCH_WORK
    assert f"over the limit of {RANK_ROWS_CAP:,}" in result.message
    storage.close()


def test_a_phrase_walk_stops_after_the_chunk_that_fills_the_page(
    pg_url: str, hermes_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from hermes_memory.storage.postgres import search_run

    storage = open_storage(pg_url, home=hermes_home, user="alice")
    store = storage.sessions
    store.create_session("s", "cli")
    n = 2_500
    # newest first, the phrase is at places 1500 and 1800 (the second chunk of 1,000)
    # and 2300 (the third); every other message holds both words apart
    phrase_at = {1_500, 1_800, 2_300}
    turn = [
        {
            "role": "user",
            "content": "alpha beta" if n - k in phrase_at else "beta then alpha",
            "timestamp": 1_000.0 + k,
        }
        for k in range(n)
    ]
    ids = store.append_messages("s", turn)
    monkeypatch.setattr(search_run, "PHRASE_CHECK_CAP", 5)
    monkeypatch.setattr(search_run, "PHRASE_WALK_CAP", 3_000)
    one = store.search('"alpha beta"', limit=1, snippets=False, context=False)
    # the page filled in the second chunk: the third was never read
    assert [h["id"] for h in one.hits] == [ids[n - 1_500]]
    assert one.total_matches == 2 and one.total_exact is False
    every = store.search('"alpha beta"', limit=5, snippets=False, context=False)
    # never full: all 2,500 read, fewer than the walk's 3,000, so every row was checked
    assert [h["id"] for h in every.hits] == [ids[n - p] for p in sorted(phrase_at)]
    assert every.total_matches == 3 and every.total_exact is True
    storage.close()
