"""The vector index: resumable and idempotent filling and one model at a time on both
backends (state.db; PostgreSQL with pgvector); in state.db our own tables only, removal
with the messages; chunking (a fake embedder; no model)."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from tests.sessions.vector_fakes import HashEmbedder

from hermes_memory.sessions import SessionDB
from hermes_memory.sessions.vectors import chunk_text

Maker = Callable[[], Any]


def _store(make: Maker | Path, messages: int = 10) -> Any:
    db = SessionDB(make / "state.db") if isinstance(make, Path) else make()
    db.create_session("s1", "cli")
    rows = [
        {"role": "user" if i % 2 == 0 else "assistant", "content": f"message number {i} about x"}
        for i in range(messages)
    ]
    db.append_messages("s1", rows)
    return db


def _vector_rows(db: Any) -> list[tuple[int, int]]:
    """(message id, chunk) of every stored vector, whichever backend holds them."""
    if isinstance(db, SessionDB):
        return db.read(
            lambda c: c.execute("SELECT message_id, chunk FROM hm_vector_codes").fetchall()
        )
    with db.db.transaction() as cur:
        cur.execute(
            "SELECT message_id, chunk FROM hm_vector_chunks"
            " WHERE owner = %s AND embedding IS NOT NULL",
            (db.owner,),
        )
        return [(r["message_id"], r["chunk"]) for r in cur.fetchall()]


def test_filling_embeds_each_message_once_and_a_second_run_nothing(make_store: Maker) -> None:
    db = _store(make_store)
    db.embedder = HashEmbedder()
    seen: list[tuple[int, int]] = []
    assert db.update_vectors(lambda done, total: seen.append((done, total))) == 10
    assert seen[0] == (0, 10) and seen[-1] == (10, 10)
    assert db.update_vectors() == 0
    rows = _vector_rows(db)
    assert len(rows) == len(set(rows)) == 10
    status = db.vector_status()
    assert (status.model, status.dimension, status.messages, status.pending) == (
        "fake:hash",
        256,
        10,
        0,
    )
    db.close()


def test_a_run_interrupted_mid_way_resumes_without_duplicates(make_store: Maker) -> None:
    db = _store(make_store, messages=700)  # three batches of 256
    db.embedder = HashEmbedder(fail_after=1)
    with pytest.raises(KeyboardInterrupt):
        db.update_vectors()
    assert db.vector_status().messages == 256  # the first batch was committed
    again = HashEmbedder()
    db.embedder = again
    assert db.update_vectors() == 700 - 256
    assert not any("number 0 " in t for t in again.texts)  # nothing embedded twice
    rows = _vector_rows(db)
    assert len(rows) == len(set(rows)) == 700
    db.close()


def test_another_model_re_embeds_instead_of_mixing(make_store: Maker) -> None:
    db = _store(make_store)
    db.embedder = HashEmbedder("fake:one")
    db.update_vectors()
    db.embedder = HashEmbedder("fake:two")
    assert db.update_vectors() == 10
    assert db.vector_status().model == "fake:two"
    assert len(_vector_rows(db)) == 10
    db.close()


def test_vectors_of_deleted_messages_go(tmp_path: Path) -> None:
    db = _store(tmp_path)
    db.create_session("s2", "cli")
    db.append_messages("s2", [{"role": "user", "content": "to be removed"}])
    db.embedder = HashEmbedder()
    db.update_vectors()
    db.delete_session("s2")
    db.update_vectors()
    assert db.vector_status().messages == 10
    db.close()


def test_only_our_tables_are_added_and_hermes_tables_keep_their_shape(tmp_path: Path) -> None:
    db = _store(tmp_path)

    def shapes(conn: sqlite3.Connection) -> dict[str, str]:
        return dict(conn.execute("SELECT name, sql FROM sqlite_master WHERE sql IS NOT NULL"))

    before = db.read(shapes)
    db.embedder = HashEmbedder()
    db.update_vectors()
    after = db.read(shapes)
    assert {k: v for k, v in after.items() if k in before} == before
    assert all(
        name.startswith(("hm_vector", "sqlite_autoindex_hm_vector"))
        for name in set(after) - set(before)
    )
    db.close()
    # a plain sqlite3 client (Hermes) reads and writes the file as before
    conn = sqlite3.connect(tmp_path / "state.db")
    conn.execute(
        "INSERT INTO messages (session_id, role, content, timestamp) VALUES ('s1', 'user', 'hi', 1)"
    )
    conn.commit()
    conn.close()


def test_system_messages_and_empty_content_get_no_vector(make_store: Maker) -> None:
    db = make_store()
    db.create_session("s1", "cli")
    db.append_messages(
        "s1",
        [
            {"role": "system", "content": "you are helpful"},
            {"role": "user", "content": "   "},
            {"role": "user", "content": "a real question"},
        ],
    )
    db.embedder = HashEmbedder()
    assert db.update_vectors() == 1
    assert db.vector_status().pending == 0  # looked at, nothing left behind
    db.close()


def test_long_messages_are_chunked_and_tool_output_is_capped() -> None:
    words = " ".join(f"w{i}" for i in range(1000))
    user = chunk_text(words, "user")
    assert 6 <= len(user) <= 8
    assert all(len(chunk.split()) <= 160 for chunk in user)
    assert user[0].split()[-24:] == user[1].split()[:24]  # overlap keeps a sentence whole
    assert len(chunk_text(words, "tool")) == 2
    assert chunk_text(words, "system") == []
    assert chunk_text("登录" * 200, "user")[0].count("登") <= 80
