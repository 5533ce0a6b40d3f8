"""Hybrid ranking in ``search`` on both backends (state.db, and PostgreSQL with pgvector;
a fake embedder; the real model is in test_search_paraphrase.py): vector-only hits say
``semantic``, filters apply to them, time order and odd queries stay as they were, and new
messages are embedded as they arrive."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from tests.sessions.vector_fakes import HashEmbedder

from hermes_memory.errors import EmbeddingError
from hermes_memory.sessions import SessionDB
from hermes_memory.sessions.search import Explanation, Ranking
from hermes_memory.sessions.vectors.runtime import QUERY_CACHE
from hermes_memory.tools.session_search import session_search

QUESTION = "how did I get the login fixed"


Maker = Callable[[], Any]


def _store(make_store: Maker, embed: bool = True) -> Any:
    db = make_store()
    db.create_session("auth", "cli")
    db.append_messages(
        "auth",
        [
            {"role": "user", "content": "the service fell over at noon"},
            {"role": "assistant", "content": "I repaired the auth crash"},
        ],
    )
    db.create_session("trip", "cli")
    db.append_messages(
        "trip",
        [
            {"role": "user", "content": "plan the vacation to japan"},
            {"role": "tool", "content": "repaired auth token cache", "tool_name": "shell"},
        ],
    )
    db.embedder = HashEmbedder()
    if embed:
        db.update_vectors()
    return db


def test_without_an_index_search_is_lexical_and_unchanged(make_store: Maker) -> None:
    db = _store(make_store, embed=False)
    result = db.search(QUESTION)
    assert result.explanation is Explanation.NO_MATCH
    assert not result.semantic and result.semantic_note == ""
    db.close()


def test_a_paraphrase_is_found_by_meaning_and_says_so(make_store: Maker) -> None:
    db = _store(make_store)
    result = db.search(QUESTION, role_filter=["user", "assistant"])
    assert result.ranking is Ranking.HYBRID and result.semantic
    assert [h["session_id"] for h in result.hits][:1] == ["auth"]
    assert result.hits[0]["match"] == "semantic"
    assert result.semantic_hits == len(result.hits)
    assert "near it in meaning" in result.message
    assert all(h["role"] != "tool" for h in result.hits)  # the role filter holds for vectors
    with_tools = db.search(QUESTION)
    assert "tool" in {h["role"] for h in with_tools.hits}
    as_json = result.as_dict()
    assert as_json["ranking"] == "hybrid" and as_json["semantic_hits"] == result.semantic_hits
    db.close()


def test_word_matches_keep_their_kind_and_lead(make_store: Maker) -> None:
    db = _store(make_store)
    result = db.search("vacation japan")
    assert result.hits[0]["session_id"] == "trip"
    assert result.hits[0]["match"] == "exact"
    assert result.strict_hits >= 1
    db.close()


def test_time_order_and_odd_queries_stay_lexical(make_store: Maker) -> None:
    db = _store(make_store)
    assert db.search(QUESTION, sort="newest").ranking is not Ranking.HYBRID
    for odd in ("", "   ", "???", '"', "AND OR"):
        result = db.search(odd)
        assert result.hits == [] and result.explanation is Explanation.EMPTY_QUERY, odd
    assert db.search(QUESTION, source_filter=[]).explanation is Explanation.NO_SOURCES
    cjk = db.search("登录失败了")
    assert cjk.explanation in (Explanation.FOUND, Explanation.NO_MATCH)
    assert cjk.message
    db.close()


def test_source_and_time_filters_apply_to_vector_hits(make_store: Maker) -> None:
    db = _store(make_store)
    assert db.search(QUESTION, source_filter=["telegram"]).hits == []
    assert db.search(QUESTION, after="2999-01-01").hits == []
    db.close()


def test_new_messages_are_embedded_by_the_next_search(make_store: Maker) -> None:
    db = _store(make_store)
    db.create_session("later", "cli")
    db.append_messages("later", [{"role": "user", "content": "signin got fixed for good"}])
    result = db.search(QUESTION)
    assert "later" in {h["session_id"] for h in result.hits}
    assert db.vector_status().pending == 0
    db.close()


def test_a_large_backlog_fills_in_the_background(make_store: Maker) -> None:
    db = _store(make_store)
    db.create_session("bulk", "cli")
    db.append_messages("bulk", [{"role": "user", "content": f"note {i}"} for i in range(300)])
    result = db.search(QUESTION)
    assert result.hits  # answered from the vectors already there
    db.vectors.wait(30)
    assert db.vector_status().pending == 0
    db.close()


def test_an_index_of_another_model_is_not_mixed_in(make_store: Maker) -> None:
    db = _store(make_store)
    db.embedder = HashEmbedder("fake:other")
    result = db.search(QUESTION)
    assert not result.semantic
    assert "sessions embed" in result.semantic_note
    db.close()


def test_session_search_tool_finds_the_session_by_meaning(make_store: Maker) -> None:
    db = _store(make_store)
    payload = json.loads(session_search(QUESTION, db=db))
    assert payload["success"] is True
    assert payload["results"][0]["session_id"] == "auth"
    db.close()


def test_a_repeated_query_reuses_its_vector_and_a_forgotten_one_is_embedded_again(
    tmp_path: Path,
) -> None:
    db = _store(lambda: SessionDB(tmp_path / "state.db"))
    embedder = db.embedder
    assert isinstance(embedder, HashEmbedder)
    first = db.search(QUESTION, limit=1)
    calls = embedder.calls
    second_page = db.search(QUESTION, limit=1, offset=1)
    assert embedder.calls == calls  # the second page did not run the model again
    assert [h["id"] for h in first.hits] != [h["id"] for h in second_page.hits]
    db.vectors.forget_queries()
    again = db.search(QUESTION, limit=1)
    assert embedder.calls == calls + 1
    assert [h["id"] for h in again.hits] == [h["id"] for h in first.hits]
    db.close()


def test_the_query_cache_keeps_the_most_recent_queries(tmp_path: Path) -> None:
    db = _store(lambda: SessionDB(tmp_path / "state.db"))
    embedder = db.embedder
    assert isinstance(embedder, HashEmbedder)
    for k in range(QUERY_CACHE + 1):
        db.search(f"auth question {k}", limit=1)
    calls = embedder.calls
    db.search(f"auth question {QUERY_CACHE}", limit=1)  # the newest is kept
    assert embedder.calls == calls
    db.search("auth question 0", limit=1)  # the oldest went
    assert embedder.calls == calls + 1
    db.close()


class _ThreadNoting(HashEmbedder):
    """Notes which thread embedded each query; fails on queries holding ``boom``."""

    def __init__(self) -> None:
        super().__init__()
        self.threads: list[str] = []

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        self.threads.append(threading.current_thread().name)
        if any("boom" in text for text in texts):
            raise EmbeddingError("the model crashed")
        return super().embed(texts)


def test_the_query_is_embedded_on_its_own_thread_while_words_are_searched(
    tmp_path: Path,
) -> None:
    db = _store(lambda: SessionDB(tmp_path / "state.db"))
    embedder = _ThreadNoting()
    db.embedder = embedder
    db.search(QUESTION)
    db.vectors.forget_queries()
    before = len(embedder.threads)
    result = db.search("How did I get the auth crash repaired?")
    assert result.ranking is Ranking.HYBRID
    # once, on the prefetch thread: the search used that vector, it did not embed again
    assert embedder.threads[before:] == ["hermes-query"]
    db.close()


def test_a_prefetch_that_fails_gives_the_lexical_result_and_a_note(tmp_path: Path) -> None:
    db = _store(lambda: SessionDB(tmp_path / "state.db"))
    embedder = _ThreadNoting()
    db.embedder = embedder
    result = db.search("auth boom")
    assert embedder.threads == ["hermes-query"]  # asked once, on the prefetch thread
    assert not result.semantic and "the model crashed" in result.semantic_note
    assert [h["match"] for h in result.hits] == ["any_words", "any_words"]
    db.close()
