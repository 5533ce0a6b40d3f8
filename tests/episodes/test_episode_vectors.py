"""Episodes use the session store's embedder once vectors are on for the file, so a
paraphrased question finds an episode BM25 alone misses (a fake embedder; no model)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.sessions.vector_fakes import HashEmbedder

from hermes_memory.episodes import Episode, EpisodicMemoryStore
from hermes_memory.sessions import SessionDB

WHEN = datetime(2026, 3, 1, tzinfo=UTC)


def test_without_vectors_episodes_rank_by_words_alone(tmp_path: Path) -> None:
    db = SessionDB(tmp_path / "state.db")
    store = EpisodicMemoryStore(db=db)
    assert store.embedder is None
    db.close()


def test_with_vectors_on_episodes_share_the_stores_embedder(tmp_path: Path) -> None:
    db = SessionDB(tmp_path / "state.db")
    db.create_session("s0", "cli")
    db.append_messages("s0", [{"role": "user", "content": "hello"}])
    fake = HashEmbedder()
    db.embedder = fake
    db.update_vectors()
    store = EpisodicMemoryStore(db=db)
    assert store.embedder is fake
    store.save_episode(Episode("s1", WHEN, "repaired the auth crash", key_result="done"))
    store.save_episode(Episode("s2", WHEN, "planned a trip to japan", key_result="done"))
    found = store.search_similar("login got fixed", top_k=1)
    assert [e.session_id for e in found] == ["s1"]
    db.close()
