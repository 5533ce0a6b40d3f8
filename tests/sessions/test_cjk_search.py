"""CJK search (spec §6.3, beyond Hermes): 1-, 2- and longer words answered from the bigram
index, mixed terms, OR, messages written by another program, deletions, read-only files."""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path
from typing import Any

import pytest
from hermes_state_files import add_rows, build_v17

import hermes_memory.sessions.search.cjk as search_cjk
from hermes_memory.sessions.search import (
    refresh_search_index,
    search,
    search_detailed,
    search_messages,
)
from hermes_memory.sessions.search.types import Explanation, Ranking, SearchPath
from hermes_memory.sessions.store import SessionDB

MESSAGES = [
    ("s1", "user", "我们讨论了聊天记录，记忆断裂问题很严重"),
    ("s1", "assistant", "Agent通信协议已经 100%完成 了"),
    ("s2", "user", "안녕하세요, 오늘 날씨 어때요?"),
    ("s2", "assistant", "こんにちは、元気ですか"),
    ("s3", "user", "广西桂林的漓江很美"),
    ("s3", "assistant", "旅游 season starts; sp_new and 血管瘤 notes"),
    ("s4", "user", "记忆 and 断裂 far apart: 记忆……后来断裂"),
    ("s4", "assistant", "100% done, 完成 later"),
]


@pytest.fixture
def db(tmp_path: Path) -> Any:
    store = SessionDB(tmp_path / "state.db")
    for sid in ("s1", "s2", "s3", "s4"):
        store.create_session(sid, "cli")
    for sid, role, content in MESSAGES:
        store.append_message(sid, role, content)
    yield store
    store.close()


def contents(db: SessionDB, hits: list[dict[str, Any]]) -> list[str]:
    out = []
    for h in hits:
        row = db.conn.execute("SELECT content FROM messages WHERE id = ?", (h["id"],)).fetchone()
        out.append(row[0])
    return out


def find(db: SessionDB, query: str) -> set[str]:
    """What the query itself matches (the ranked-OR fallback off)."""
    return set(contents(db, search_detailed(db, query, fallback=False).hits))


def test_two_character_words(db: SessionDB) -> None:
    assert find(db, "通信") == {"Agent通信协议已经 100%完成 了"}
    assert find(db, "안녕") == {"안녕하세요, 오늘 날씨 어때요?"}
    result = search_detailed(db, "通信")
    assert result.path is SearchPath.CJK_INDEX and result.ranking is Ranking.BM25


def test_one_character_word_uses_the_unigram_column(db: SessionDB) -> None:
    assert find(db, "漓") == {"广西桂林的漓江很美"}
    assert len(find(db, "完")) == 2


def test_longer_words_are_exact_substrings(db: SessionDB) -> None:
    assert find(db, "こんにちは") == {"こんにちは、元気ですか"}
    hits = search(db, "记忆断裂").hits
    assert contents(db, hits)[0] == "我们讨论了聊天记录，记忆断裂问题很严重"
    assert hits[0]["snippet"] == "我们讨论了聊天记录，>>>记忆断裂<<<问题很严重  "
    # with the fallback on, the message holding both halves apart comes after the exact hit
    assert contents(db, hits)[1:] == ["记忆 and 断裂 far apart: 记忆……后来断裂"]
    assert [h["match"] for h in hits] == ["exact", "any_words"]
    # Hermes's primitive: the exact hit only
    assert contents(db, search_messages(db, "记忆断裂")) == [contents(db, hits)[0]]
    assert find(db, "记忆断裂") == {"我们讨论了聊天记录，记忆断裂问题很严重"}


def test_a_phrase_never_spans_two_runs(db: SessionDB) -> None:
    # "…断裂" and "记忆" are separate runs in s4: their bigrams must not join up
    assert "记忆 and 断裂 far apart: 记忆……后来断裂" not in find(db, "忆后")
    assert find(db, "后来断裂") == {"记忆 and 断裂 far apart: 记忆……后来断裂"}


def test_mixed_terms(db: SessionDB) -> None:
    assert find(db, "Agent通信") == {"Agent通信协议已经 100%完成 了"}
    assert find(db, "agent通信") == {"Agent通信协议已经 100%完成 了"}  # LIKE ignores case
    assert find(db, "100%完成") == {"Agent通信协议已经 100%完成 了"}  # literal '%'
    assert find(db, "sp_new and 血管瘤") == {"旅游 season starts; sp_new and 血管瘤 notes"}
    assert find(db, "sp_old and 血管瘤") == set()


def test_spaces_and_and_or_of_two_character_words(db: SessionDB) -> None:
    assert find(db, "记忆 断裂") == {
        "我们讨论了聊天记录，记忆断裂问题很严重",
        "记忆 and 断裂 far apart: 记忆……后来断裂",
    }
    both = search_detailed(db, "广西 OR 旅游 OR 안녕", fallback=False)
    assert set(contents(db, both.hits)) == {
        "广西桂林的漓江很美",
        "旅游 season starts; sp_new and 血管瘤 notes",
        "안녕하세요, 오늘 날씨 어때요?",
    }
    assert find(db, "记忆 NOT 聊天") == {"记忆 and 断裂 far apart: 记忆……后来断裂"}


def test_cjk_or_english_groups_use_both_indexes(db: SessionDB) -> None:
    result = search_detailed(db, "season OR 안녕")
    assert len(result.hits) == 2 and result.ranking is Ranking.RECENCY


def test_another_program_writes_then_catch_up(db: SessionDB, tmp_path: Path) -> None:
    search_messages(db, "通信")  # index built, mark at the last message
    other = sqlite3.connect(tmp_path / "state.db", isolation_level=None)
    other.execute(
        "INSERT INTO messages (session_id, role, content, timestamp) VALUES (?, ?, ?, ?)",
        ("s2", "user", "新的通信记录", time.time()),
    )
    other.close()
    result = search_detailed(db, "通信")
    assert "新的通信记录" in contents(db, result.hits)
    mark = search_cjk.high_water(db.conn)
    assert mark == search_cjk.max_message_id(db.conn) and result.index_lag == 0


def test_deleted_message_is_not_returned(db: SessionDB) -> None:
    assert find(db, "漓江")
    db.conn.execute("DELETE FROM messages WHERE content LIKE '%漓江%'")
    assert search_messages(db, "漓江") == []
    assert search_detailed(db, "漓江").explanation is Explanation.NO_MATCH


def test_filters_apply_to_cjk_hits(db: SessionDB) -> None:
    assert search_messages(db, "通信", role_filter=["user"]) == []
    result = search_detailed(db, "通信", role_filter=["user"])
    assert result.explanation is Explanation.FILTERED
    assert result.filtered is not None and result.filtered.role == 1


def test_hermes_inline_database_and_read_only_tail_scan(tmp_path: Path) -> None:
    path = tmp_path / "hermes.db"
    build_v17(path)
    add_rows(path, [("h1", "user", "Agent通信 works", None, None)])
    with SessionDB(path) as store:
        assert find(store, "通信") == {"Agent通信 works"}
        assert search_messages(store, "works")  # unicode61 inline index, no porter
    add_rows(path, [("h1", "assistant", "更多通信", None, None)])
    with SessionDB(path, read_only=True) as ro:
        result = search_detailed(ro, "通信")
        assert set(contents(ro, result.hits)) == {"Agent通信 works", "更多通信"}
        assert result.index_lag == 1  # the new row was scanned, not indexed
    fresh = tmp_path / "never-indexed.db"
    build_v17(fresh)
    add_rows(fresh, [("h2", "user", "只读通信", None, None)])
    with SessionDB(fresh) as writable:  # migrate once, index nothing
        writable.close()
    with SessionDB(fresh, read_only=True) as ro:
        result = search_detailed(ro, "通信")
        assert result.path is SearchPath.CJK_SCAN and len(result.hits) == 1


def test_refresh_and_rebuild(db: SessionDB) -> None:
    assert refresh_search_index(db) == 8  # every message holds some CJK text
    assert refresh_search_index(db) == 0
    assert search_cjk.rebuild(db.conn) == 8
    assert find(db, "元気") == {"こんにちは、元気ですか"}


def test_cjk_fallback_ranks_bigrams(db: SessionDB) -> None:
    result = search_detailed(db, "聊天记录断裂了吗")
    assert result.fallback_used and "记录" in result.fallback_terms
    assert contents(db, result.hits)[0] == "我们讨论了聊天记录，记忆断裂问题很严重"
