"""The in-memory code matrix against a plain reference: the chunks stage one keeps are the
``pool`` nearest by Hamming distance, the cosines are the int8 vectors', and growing the
matrix a few rows at a time gives what loading it at once gives (real state.db files)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest

from hermes_memory.sessions import SessionDB
from hermes_memory.sessions.vectors import CodeMatrix, read_state
from hermes_memory.sessions.vectors.quantize import SCALE, as_matrix, to_codes

DIM = 96


class RandomEmbedder:
    """Seeded random unit vectors (the index's maths does not care what they mean)."""

    def __init__(self, seed: int = 7) -> None:
        self._rng = np.random.default_rng(seed)

    @property
    def model_name(self) -> str:
        return "fake:random"

    @property
    def dimension(self) -> int:
        return DIM

    def embed(self, texts: Any) -> list[list[float]]:
        rows = self._rng.standard_normal((len(texts), DIM))
        rows /= np.linalg.norm(rows, axis=1, keepdims=True)
        return [list(map(float, row)) for row in rows]


def _store(tmp_path: Path, messages: int) -> SessionDB:
    db = SessionDB(tmp_path / "state.db")
    db.create_session("s1", "cli")
    db.append_messages("s1", [{"role": "user", "content": f"message {i}"} for i in range(messages)])
    db.embedder = RandomEmbedder()
    db.update_vectors()
    return db


def _table(db: SessionDB) -> tuple[Any, Any, Any]:
    rows = db.read(
        lambda c: c.execute(
            "SELECT c.message_id, c.code, d.vec FROM hm_vector_codes c"
            " JOIN hm_vector_data d ON d.id = c.id ORDER BY c.id"
        ).fetchall()
    )
    messages = np.array([r[0] for r in rows])
    codes = np.frombuffer(b"".join(r[1] for r in rows), dtype=np.uint64).reshape(len(rows), -1)
    vectors = np.frombuffer(b"".join(r[2] for r in rows), dtype=np.int8).reshape(len(rows), -1)
    return messages, codes, vectors


def _loaded(db: SessionDB) -> CodeMatrix:
    matrix = CodeMatrix()
    state = db.read(read_state)
    db.read(lambda conn: matrix.refresh(conn, state))
    return matrix


def _query(seed: int) -> tuple[Any, Any]:
    vector = as_matrix(np.random.default_rng(seed).standard_normal((1, DIM)))
    return vector[0], to_codes(vector)[0]


@pytest.mark.parametrize("pool", [1, 37, 400])
def test_stage_one_keeps_exactly_the_pool_nearest_codes(tmp_path: Path, pool: int) -> None:
    db = _store(tmp_path, 900)
    matrix = _loaded(db)
    messages, codes, vectors = _table(db)
    assert len(matrix) == 900
    for seed in range(5):
        query, code = _query(seed)
        found = matrix.nearest(query, code, pool)
        distance = np.bitwise_count(codes ^ code).sum(axis=1)
        cut = np.sort(distance)[pool - 1]
        # every chunk strictly nearer than the pool's farthest is in, none farther
        assert {int(m) for m in messages[distance < cut]} <= set(found)
        assert not set(found) & {int(m) for m in messages[distance > cut]}
        assert len(found) == pool  # one chunk a message here
        exact = vectors.astype(np.float64) @ query / SCALE
        for message_id, cosine in found.items():
            assert cosine == pytest.approx(exact[message_id - messages[0]], abs=1e-5)
    db.close()


def test_with_no_more_chunks_than_the_pool_the_search_is_exact(tmp_path: Path) -> None:
    db = _store(tmp_path, 120)
    matrix = _loaded(db)
    messages, _, vectors = _table(db)
    query, code = _query(3)
    found = matrix.nearest(query, code, pool=500)
    exact = vectors.astype(np.float64) @ query / SCALE
    expected = dict(zip(messages.tolist(), exact.tolist(), strict=True))
    assert found == pytest.approx(expected, abs=1e-6)
    db.close()


def test_growing_a_few_rows_at_a_time_equals_loading_at_once(tmp_path: Path) -> None:
    db = _store(tmp_path, 50)
    grown = _loaded(db)
    for step in range(12):  # past the first capacity, so the arrays are copied while growing
        db.append_messages(
            "s1", [{"role": "assistant", "content": f"more {step} {k}"} for k in range(100)]
        )
        db.update_vectors()
        state = db.read(read_state)
        db.read(lambda conn, s=state: grown.refresh(conn, s))
    fresh = _loaded(db)
    assert len(grown) == len(fresh) == 1250
    for seed in range(4):
        query, code = _query(seed)
        assert grown.nearest(query, code, 200) == fresh.nearest(query, code, 200)
    db.close()


def test_a_removal_reloads_the_matrix_without_the_removed_rows(tmp_path: Path) -> None:
    db = _store(tmp_path, 30)
    db.create_session("s2", "cli")
    db.append_messages("s2", [{"role": "user", "content": "to be removed"}])
    db.update_vectors()
    matrix = _loaded(db)
    assert len(matrix) == 31
    db.delete_session("s2")
    db.update_vectors()  # drops the orphans and bumps the generation
    state = db.read(read_state)
    db.read(lambda conn: matrix.refresh(conn, state))
    assert len(matrix) == 30
    query, code = _query(1)
    assert len(matrix.nearest(query, code, 1000)) == 30
    db.close()


def test_torn_rows_are_skipped(tmp_path: Path) -> None:
    db = _store(tmp_path, 20)
    db.write(lambda c: c.execute("UPDATE hm_vector_data SET vec = x'0102' WHERE id = 3"))
    matrix = _loaded(db)
    assert len(matrix) == 19
    query, code = _query(2)
    assert len(matrix.nearest(query, code, 5)) == 5
    db.close()
