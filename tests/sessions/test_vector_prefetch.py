"""The prefetch thread runs the vector stage too: its answer is taken only when the matrix
the search would use is the one it searched (rows that arrived since are never missed)."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from tests.sessions.vector_fakes import HashEmbedder

from hermes_memory.sessions import SessionDB
from hermes_memory.sessions.search.hybrid import vector_query
from hermes_memory.sessions.search.types import Ranking
from hermes_memory.sessions.vectors.matrix import CodeMatrix

QUESTION = "how did I get the login fixed"


def _store(path: Path) -> SessionDB:
    db = SessionDB(path)
    db.create_session("auth", "cli")
    db.append_messages(
        "auth",
        [
            {"role": "user", "content": "the service fell over at noon"},
            {"role": "assistant", "content": "I repaired the auth crash"},
        ],
    )
    db.create_session("trip", "cli")
    db.append_messages("trip", [{"role": "user", "content": "plan the vacation to japan"}])
    db.embedder = HashEmbedder()
    db.update_vectors()
    return db


def _join_prefetches() -> None:
    for thread in threading.enumerate():
        if thread.name == "hermes-query":
            thread.join(10)


@pytest.fixture
def searches(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The thread each vector stage ran on."""
    ran: list[str] = []
    original = CodeMatrix.nearest

    def nearest(self: CodeMatrix, *args: Any, **kwargs: Any) -> dict[int, float]:
        ran.append(threading.current_thread().name)
        return original(self, *args, **kwargs)

    monkeypatch.setattr(CodeMatrix, "nearest", nearest)
    return ran


def test_the_prefetch_threads_vector_stage_is_taken(tmp_path: Path, searches: list[str]) -> None:
    db = _store(tmp_path / "state.db")
    db.search("warm up the matrix")
    _join_prefetches()
    searches.clear()
    plain = db.search(QUESTION)
    assert plain.ranking is Ranking.HYBRID and plain.hits
    assert searches == ["hermes-query"]  # once, off the caller's thread
    db.vectors.forget_queries()
    again = db.search(QUESTION)
    assert [h["id"] for h in again.hits] == [h["id"] for h in plain.hits]
    db.close()


def test_rows_that_arrive_after_the_early_search_are_not_missed(
    tmp_path: Path, searches: list[str]
) -> None:
    db = _store(tmp_path / "state.db")
    db.search("warm up the matrix")
    _join_prefetches()
    runtime = db.vectors
    assert runtime is not None
    runtime.prefetch(vector_query(QUESTION))
    _join_prefetches()  # its answer is ready, on the matrix as it was
    db.create_session("later", "cli")
    db.append_messages("later", [{"role": "user", "content": "signin got fixed for good"}])
    db.update_vectors()
    searches.clear()
    result = db.search(QUESTION)
    assert "later" in {h["session_id"] for h in result.hits}
    assert searches == ["MainThread"]  # the stale answer was dropped, the stage ran again
    db.close()


def test_prefetches_no_search_takes_are_not_kept(tmp_path: Path, searches: list[str]) -> None:
    db = _store(tmp_path / "state.db")
    db.search("warm up the matrix")
    _join_prefetches()
    searches.clear()
    runtime = db.vectors
    assert runtime is not None
    for k in range(40):
        runtime.prefetch(f"question number {k}")
    _join_prefetches()
    assert searches == ["hermes-query"] * 40
    searches.clear()
    db.search("question number 39")  # the newest prefetch's answer is still there
    assert searches == []
    db.search("question number 0")  # the oldest's was let go: the stage runs again
    assert searches == ["MainThread"]
    db.close()
