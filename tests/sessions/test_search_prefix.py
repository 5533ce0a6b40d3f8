"""Prefix queries through the prefix index and the term dictionary: the same rows as
``messages_fts`` itself, for every prefix length, in boolean combinations, after deletions,
while the index lags, on Hermes's inline layout and on read-only files."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from hermes_state_files import add_rows, build_v17

from hermes_memory.sessions import search_terms, search_walk
from hermes_memory.sessions.search import refresh_search_index, search_detailed
from hermes_memory.sessions.search_types import Ranking, RecencyReason
from hermes_memory.sessions.store import SessionDB

SYLLABLES = ["mi", "cro", "mul", "ti", "de", "pre", "run", "ning", "s", "x", "ze", "ab"]


def _word(rng: random.Random) -> str:
    return "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(1, 4)))


def _texts(n: int, seed: int = 7) -> list[str]:
    rng = random.Random(seed)
    return [" ".join(_word(rng) for _ in range(rng.randint(3, 12))) for _ in range(n)]


@pytest.fixture(autouse=True)
def always_walk_the_prefix_index(monkeypatch: pytest.MonkeyPatch) -> None:
    """These corpora are small: every prefix merge is cheap, so force the prefix index."""
    monkeypatch.setattr(search_walk, "SIDE_WALK_ABOVE", -1)


@pytest.fixture
def db(tmp_path: Path) -> Any:
    store = SessionDB(tmp_path / "state.db")
    store.create_session("s", "cli")
    rows = [
        {"role": "user" if k % 2 else "assistant", "content": text}
        for k, text in enumerate(_texts(300))
    ]
    store.append_messages("s", rows)
    yield store
    store.close()


def _truth(db: SessionDB, match: str) -> list[int]:
    """What messages_fts itself returns for ``match``, newest first."""
    sql = "SELECT rowid FROM messages_fts WHERE messages_fts MATCH ? ORDER BY rowid DESC"
    with db.lock:
        return [int(r[0]) for r in db.conn.execute(sql, (match,))]


def _newest(db: SessionDB, query: str) -> list[int]:
    result = search_detailed(
        db, query, sort="newest", limit=10_000, include_inactive=True, fallback=False
    )
    return [int(h["id"]) for h in result.hits]


def _walk(db: SessionDB, match: str) -> search_walk.Walk:
    with db.lock:
        return search_walk.plan_walk(db.conn, "messages_fts", match)


PREFIXES = ["m", "x", "mi", "de", "ab", "mic", "pre", "micr", "mult", "micro", "multi"]
PREFIXES += ["micros", "mirunn", "multiti", "cromicro", "zz", "q"]


@pytest.mark.parametrize("prefix", PREFIXES)
def test_every_prefix_length_finds_what_messages_fts_finds(db: SessionDB, prefix: str) -> None:
    refresh_search_index(db)
    walk = _walk(db, f"{prefix}*")
    assert walk.side and walk.table == search_terms.PREFIX_TABLE
    assert _newest(db, f"{prefix}*") == _truth(db, f"{prefix}*")


@pytest.mark.parametrize(
    "query",
    ["mi* AND ze*", "pre* OR ab*", "de* NOT x", "micros* mulde*", "runn* NOT s*", "x* OR zz*"],
)
def test_prefixes_in_boolean_queries(db: SessionDB, query: str) -> None:
    refresh_search_index(db)
    assert _walk(db, query).side
    assert _newest(db, query) == _truth(db, query)


def test_porter_stems_the_prefix_like_messages_fts(db: SessionDB) -> None:
    db.append_message("s", "user", "the runners kept running all night")
    db.append_message("s", "user", "we agreed; the autoscopes were generous")
    refresh_search_index(db)
    queries = ["running*", "runners*", "runn*", "agreed*", "agree*", "agre*", "autos*"]
    queries += ["autoscope*", "generous*", "gener*", "generou*"]
    for query in queries:
        assert _newest(db, query) == _truth(db, query), query
    assert _newest(db, "running*")  # stemmed to run*: finds "runners" and "running"
    # "agreed" is indexed as "agre"; porter would turn a second "agre" into "agr"
    assert _newest(db, "agreed*") == _truth(db, "agreed*") != []


def test_a_phrase_with_a_prefix_stays_on_messages_fts(db: SessionDB) -> None:
    refresh_search_index(db)
    text = _texts(300)[10].split()
    query = f'"{text[0]} {text[1]}" mi*'
    assert _newest(db, query) == _truth(db, query)
    assert not _walk(db, f'"{text[0]} {text[1]}"*').side  # two tokens: positions needed


def test_a_small_merge_stays_on_messages_fts(
    db: SessionDB, monkeypatch: pytest.MonkeyPatch
) -> None:
    refresh_search_index(db)
    covered = search_terms.prefix_docs(db.conn, "mic")
    assert covered > 0
    monkeypatch.setattr(search_walk, "SIDE_WALK_ABOVE", covered)
    assert not _walk(db, "mic*").side
    assert _walk(db, "m*").side  # "m" covers more than "mic"
    assert _newest(db, "mic*") == _truth(db, "mic*")


def test_deleted_messages_never_come_back(db: SessionDB) -> None:
    refresh_search_index(db)
    with db.lock:
        db.conn.execute("DELETE FROM messages WHERE id % 3 = 0")  # as another program would
    for prefix in ("mi", "micr", "pre", "m"):
        assert _newest(db, f"{prefix}*") == _truth(db, f"{prefix}*")
    result = search_detailed(db, "micr*", include_inactive=True, limit=1000, fallback=False)
    assert sorted(int(h["id"]) for h in result.hits) == sorted(_truth(db, "micr*"))


def test_a_lagging_index_catches_up_over_searches_and_stays_exact(
    db: SessionDB, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(search_terms, "CATCH_UP_ROWS", 100)
    for expected_mark in (100, 200, 300):
        assert _newest(db, "micr*") == _truth(db, "micr*")
        with db.lock:
            assert search_terms.high_water(db.conn) == expected_mark
    assert _walk(db, "micr*").side
    db.append_messages("s", [{"role": "user", "content": "microscope on the bench"}])
    assert _newest(db, "micr*")[0] == _truth(db, "micr*")[0]  # the newest row, found


def test_bm25_order_of_a_prefix_query_is_fts5s_own(db: SessionDB) -> None:
    refresh_search_index(db)
    result = search_detailed(db, "multi*", include_inactive=True, limit=1000, fallback=False)
    assert result.ranking is Ranking.BM25 and result.rank_work is not None
    with db.lock:
        rows = db.conn.execute(
            "SELECT rowid FROM messages_fts WHERE messages_fts MATCH ?"
            " ORDER BY bm25(messages_fts), rowid DESC",
            ("multi*",),
        ).fetchall()
    assert [int(h["id"]) for h in result.hits] == [int(r[0]) for r in rows]


def test_prefix_work_counts_every_term_it_covers(db: SessionDB) -> None:
    refresh_search_index(db)
    with db.lock:
        conn = db.conn
        covered = conn.execute(
            "SELECT sum(docs) FROM hm_messages_terms WHERE term >= 'mul' AND term < 'mum'"
        ).fetchone()[0]
        work = search_walk.work(conn, "messages_fts", "mul*", dictionary=True)
        assert work == search_walk.PREFIX_WEIGHT * covered
        exact = search_walk.work(conn, "messages_fts", "mul*", dictionary=False)
    assert exact <= work  # messages_fts counts live messages only


def test_too_much_work_gives_every_match_newest_first(
    db: SessionDB, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(search_walk, "RANK_WORK_CAP", 10)
    result = search_detailed(db, "multi*", include_inactive=True, limit=1000, fallback=False)
    assert result.ranking is Ranking.RECENCY
    assert result.recency_reason is RecencyReason.TOO_MUCH_WORK
    assert [int(h["id"]) for h in result.hits] == _truth(db, "multi*")


def test_hermes_inline_file_gets_an_index_with_its_own_tokenizer(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    build_v17(path)
    rows: list[tuple[str, str, str, str | None, str | None]] = [
        ("h1", "user", "the runners were running", None, None),
        ("h1", "assistant", "a runner runs", None, None),
    ]
    add_rows(path, rows)
    with SessionDB(path) as db:
        refresh_search_index(db)
        with db.lock:
            assert search_terms.main_tokenizer(db.conn) == "unicode61"  # no stemming
            assert search_terms.current(db.conn)
        for query in ("runn*", "run*", "runner*"):
            assert _newest(db, query) == _truth(db, query)
        assert len(_newest(db, "runn*")) == 2


def test_a_read_only_file_searches_prefixes_without_an_index(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    with SessionDB(path) as db:
        db.create_session("s", "cli")
        db.append_messages("s", [{"role": "user", "content": t} for t in _texts(50)])
    with SessionDB(path, read_only=True) as db:
        assert _newest(db, "mi*") == _truth(db, "mi*")
        with db.lock:
            assert not search_terms.current(db.conn)


def test_rebuild_and_tokenizer_change_start_over(db: SessionDB) -> None:
    refresh_search_index(db)
    with db.lock:
        conn = db.conn
        assert search_terms.rebuild(conn) == 300
        conn.execute("DROP TABLE hm_messages_prefix")
        conn.execute(
            "CREATE VIRTUAL TABLE hm_messages_prefix USING fts5(content, content='',"
            " detail=none, tokenize='ascii')"
        )
        assert not search_terms.current(conn)
    assert _newest(db, "micr*") == _truth(db, "micr*")
    with db.lock:
        assert search_terms.current(db.conn)


def test_upper_bound_orders_like_sqlite() -> None:
    conn = sqlite3.connect(":memory:")
    for prefix in ("a", "mi", "z\U0010fffe", "\ud7ff", "é"):
        upper = search_terms._upper_bound(prefix)
        assert upper is not None
        below = conn.execute("SELECT ? || 'zzz' < ?", (prefix, upper)).fetchone()[0]
        assert below == 1
    assert search_terms._upper_bound("\U0010ffff") is None
