"""Message time in search: ``sort="newest"/"oldest"`` and the recency ranking order by
timestamp (ties by id) when imported history has ids out of time order, on every path (few
matches, many matches walked on the time index, scattered ids, no time index, CJK)."""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest

import hermes_memory.sessions.search.plan as search_plan
import hermes_memory.sessions.search.time_order as search_time
from hermes_memory.sessions.search import refresh_search_index, search, search_messages
from hermes_memory.sessions.search.types import Ranking, RecencyReason
from hermes_memory.sessions.store import SessionDB
from hermes_memory.sessions.transfer.importer import import_file

NATIVE_T = 1_700_000_000.0
OLD_T = 1_400_000_000.0


def write_jsonl(path: Path, sessions: list[tuple[str, list[tuple[str, str, float]]]]) -> Path:
    lines = []
    for sid, messages in sessions:
        lines.append({"type": "session", "id": sid, "source": "cli", "started_at": messages[0][2]})
        lines.extend({"role": r, "content": c, "timestamp": t} for r, c, t in messages)
    path.write_text("\n".join(json.dumps(line) for line in lines) + "\n", encoding="utf-8")
    return path


@pytest.fixture
def db(tmp_path: Path) -> Any:
    """Native history, then an import of older conversations (new ids, old times), then
    one more native message; two messages share a timestamp."""
    store = SessionDB(tmp_path / "state.db")
    store.create_session("live", "cli", started_at=NATIVE_T)
    store.append_message("live", "user", "deploy the rocket", timestamp=NATIVE_T + 100)
    store.append_message("live", "assistant", "deploy again later", timestamp=NATIVE_T + 200)
    history = write_jsonl(
        tmp_path / "old.jsonl",
        [
            ("old-chat", [("user", "deploy from the old days", OLD_T + 500)]),
            ("ancient", [("user", "deploy on an ancient box", OLD_T)]),
            ("tied", [("assistant", "deploy at the same second", NATIVE_T + 200)]),
        ],
    )
    import_file(store, history)
    store.create_session("later", "cli", started_at=NATIVE_T + 1000)
    store.append_message("later", "user", "deploy today", timestamp=NATIVE_T + 1000)
    yield store
    store.close()


def by_time(db: SessionDB, ids: list[int], newest: bool) -> list[int]:
    rows = db.conn.execute(
        f"SELECT id, timestamp FROM messages WHERE id IN ({','.join('?' * len(ids))})", ids
    ).fetchall()
    rows.sort(key=lambda r: (r[1], r[0]), reverse=newest)
    return [int(r[0]) for r in rows]


def ids(hits: list[dict[str, Any]]) -> list[int]:
    return [int(h["id"]) for h in hits]


def test_imported_ids_are_out_of_time_order(db: SessionDB) -> None:
    every = ids(search_messages(db, "deploy", limit=50))
    assert len(every) == 6
    assert by_time(db, every, True) != sorted(every, reverse=True)  # the premise


@pytest.mark.parametrize("newest", [True, False])
def test_sort_orders_by_timestamp_ties_by_id(db: SessionDB, newest: bool) -> None:
    sort = "newest" if newest else "oldest"
    hits = search_messages(db, "deploy", sort=sort)
    stamps = [(h["timestamp"], h["id"]) for h in hits]
    assert stamps == sorted(stamps, reverse=newest)
    assert ids(hits) == by_time(db, ids(hits), newest)
    result = search(db, "deploy", sort=sort)
    assert ids(result.hits) == ids(hits)
    assert result.ranking is (Ranking.NEWEST if newest else Ranking.OLDEST)
    texts = [h["snippet"] for h in hits]
    if newest:
        assert "today" in texts[0] and "ancient" in texts[-1]
        tied = [h for h in hits if h["timestamp"] == NATIVE_T + 200]
        assert [h["id"] for h in tied] == sorted((h["id"] for h in tied), reverse=True)
    else:
        assert "ancient" in texts[0] and "today" in texts[-1]


def test_offset_pages_through_time_order(db: SessionDB) -> None:
    whole = ids(search_messages(db, "deploy", sort="newest"))
    pages = [
        ids(search_messages(db, "deploy", sort="newest", limit=2, offset=k)) for k in (0, 2, 4)
    ]
    assert [i for page in pages for i in page] == whole


def test_many_matches_walk_the_time_index(db: SessionDB, monkeypatch: pytest.MonkeyPatch) -> None:
    expected = {s: ids(search_messages(db, "deploy", sort=s)) for s in ("newest", "oldest")}
    monkeypatch.setattr(search_plan, "COUNT_CAP", 2)
    monkeypatch.setattr(search_time, "FIRST_CHUNK", 2)
    for sort, want in expected.items():
        assert ids(search_messages(db, "deploy", sort=sort)) == want
    recent = search(db, "deploy")
    assert recent.ranking is Ranking.RECENCY
    assert recent.recency_reason is RecencyReason.TOO_MANY_MATCHES
    assert ids(recent.hits) == expected["newest"]  # newest first means newest by time
    assert search_time.has_time_index(db.conn)


def test_too_much_work_recency_is_by_time(db: SessionDB, monkeypatch: pytest.MonkeyPatch) -> None:
    import hermes_memory.sessions.search.walk as search_walk

    monkeypatch.setattr(search_walk, "RANK_WORK_CAP", 0)
    result = search(db, "deploy")
    assert result.recency_reason is RecencyReason.TOO_MUCH_WORK
    assert ids(result.hits) == by_time(db, ids(result.hits), True)


# --- an oracle over a random corpus, every ordering path ------------------------------------

WORDS = ["alpha", "bravo", "charlie", "delta", "echo"]


def build_corpus(path: Path, seed: int) -> list[tuple[int, float, str, str, str]]:
    """Random messages in time chunks written out of order (imports), with many ties."""
    rng = random.Random(seed)
    rows: list[tuple[int, float, str, str, str]] = []
    with SessionDB(path) as db:
        for s in range(30):
            sid = f"s{s}"
            source = rng.choice(["cli", "telegram", "subagent"])
            base = rng.choice([1_000.0, 50_000.0, 9_000.0, 30_000.0]) + s
            db.create_session(sid, source, started_at=base)
            for _ in range(rng.randint(3, 12)):
                stamp = base + rng.randint(0, 40)
                role = rng.choice(["user", "assistant", "tool"])
                text = " ".join(rng.sample(WORDS, rng.randint(1, 3)))
                mid = db.append_message(sid, role, text, timestamp=stamp)
                rows.append((mid, stamp, role, source, text))
    return rows


def oracle(
    rows: list[tuple[int, float, str, str, str]],
    word: str,
    newest: bool,
    roles: list[str] | None,
    after: float | None,
    before: float | None,
) -> list[int]:
    keep = [
        r
        for r in rows
        if word in r[4].split()
        and (roles is None or r[2] in roles)
        and r[3] != "subagent"
        and (after is None or r[1] >= after)
        and (before is None or r[1] < before)
    ]
    keep.sort(key=lambda r: (r[1], r[0]), reverse=newest)
    return [r[0] for r in keep]


PATHS = {
    "few_matches_sorted": {},
    "walked_in_chunks": {"COUNT_CAP": 3, "FIRST_CHUNK": 5},
    "scattered_ids_read_whole": {"COUNT_CAP": 3, "FIRST_CHUNK": 7, "MAX_SPANS": 0},
    "one_span_per_id": {"COUNT_CAP": 3, "FIRST_CHUNK": 16, "SPAN_GAP": 0},
    "filters_keep_few_sort_all": {
        "COUNT_CAP": 3,
        "FIRST_CHUNK": 4,
        "MIN_SAMPLE": 1,
        "SORT_ALL_CHECKS": 1,
    },
}


@pytest.mark.parametrize("path_name", [*PATHS, "no_time_index_read_only"])
def test_every_ordering_path_matches_the_oracle(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, path_name: str
) -> None:
    rows = build_corpus(tmp_path / "state.db", seed=7)
    for name, value in PATHS.get(path_name, {"COUNT_CAP": 3}).items():
        owner = search_plan if name == "COUNT_CAP" else search_time
        monkeypatch.setattr(owner, name, value)
    read_only = path_name == "no_time_index_read_only"
    db = SessionDB(tmp_path / "state.db", read_only=read_only)
    try:
        assert search_time.has_time_index(db.conn) is False  # made on first use, not at open
        cases = [
            ("alpha", None, None, None),
            ("bravo", ["user", "assistant"], None, None),
            ("charlie", None, 9_010.0, 40_000.0),
            ("delta", ["assistant"], 30_000.0, None),
            ("echo", None, None, 9_020.0),
        ]
        for word, roles, after, before in cases:
            for newest in (True, False):
                want = oracle(rows, word, newest, roles, after, before)
                result = search(
                    db,
                    word,
                    sort="newest" if newest else "oldest",
                    role_filter=roles,
                    exclude_sources=["subagent"],
                    after=after,
                    before=before,
                    limit=1000,
                )
                assert ids(result.hits) == want, (word, newest, roles, after, before)
                page = search(
                    db,
                    word,
                    sort="newest" if newest else "oldest",
                    role_filter=roles,
                    exclude_sources=["subagent"],
                    after=after,
                    before=before,
                    limit=4,
                    offset=2,
                )
                assert ids(page.hits) == want[2:6]
        assert search_time.has_time_index(db.conn) is not read_only
    finally:
        db.close()


# --- the time index: made on first use, never at open -------------------------------------


def test_time_index_is_made_by_a_search_or_a_refresh(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    with SessionDB(path) as db:
        db.create_session("s", "cli")
        db.append_message("s", "user", "hello there")
        assert not search_time.has_time_index(db.conn)
        refresh_search_index(db)
        assert search_time.has_time_index(db.conn)
    conn = sqlite3.connect(path)
    conn.execute(f"DROP INDEX {search_time.TIME_INDEX}")
    conn.close()
    with SessionDB(path) as db:
        assert not search_time.has_time_index(db.conn)
        search_messages(db, "hello", sort="newest")
        assert search_time.has_time_index(db.conn)
        plan = " ".join(
            str(row[3])
            for row in db.conn.execute(
                "EXPLAIN QUERY PLAN SELECT id FROM messages INDEXED BY hm_messages_timestamp"
                " WHERE (timestamp, id) < (?, ?) ORDER BY timestamp DESC, id DESC LIMIT 5",
                (1.0, 1),
            )
        )
        assert "hm_messages_timestamp" in plan and "TEMP B-TREE" not in plan  # no sort step


# --- CJK text ------------------------------------------------------------------------------


def test_cjk_queries_sort_by_time_with_an_unindexed_tail(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    with SessionDB(path) as db:
        db.create_session("live", "cli", started_at=NATIVE_T)
        db.append_message("live", "user", "通信 协议 今天", timestamp=NATIVE_T + 10)
        db.append_message("live", "user", "docker 网络", timestamp=NATIVE_T + 20)
        assert search_messages(db, "通信")  # the CJK index now covers these
        # written after the index's mark (newer ids), dated before everything
        db.create_session("old", "cli", started_at=OLD_T)
        db.append_message("old", "user", "旧的 通信 记录", timestamp=OLD_T)
        db.append_message("old", "user", "docker 旧", timestamp=OLD_T + 1)
        db.append_message("live", "assistant", "通信 恢复了", timestamp=NATIVE_T + 30)
    with SessionDB(path, read_only=True) as ro:  # cannot index: the tail is scanned
        result = search(ro, "通信", sort="newest")
        assert result.index_lag == 3
        assert ids(result.hits) == by_time(ro, ids(result.hits), True)
        assert len(result.hits) == 3 and "恢复" in result.hits[0]["snippet"]
        oldest = search(ro, "通信", sort="oldest")
        assert ids(oldest.hits) == list(reversed(ids(result.hits)))
        union = search_messages(ro, "docker OR 通信", sort="newest", limit=10)
        assert len(union) == 5 and ids(union) == by_time(ro, ids(union), True)
    with SessionDB(path) as db:
        for sort in ("newest", "oldest"):
            indexed = ids(search_messages(db, "通信", sort=sort))
            assert indexed == by_time(db, indexed, sort == "newest") and len(indexed) == 3
