"""The in-memory side of the vector index: every chunk's sign code and int8 vector, loaded
once per store and extended with the rows added since, and the two-stage search.

Stage one ranks all chunks by the Hamming distance of their sign codes to the query's
(48 bytes a chunk); stage two ranks the ``pool`` nearest by cosine over their int8 vectors
(384 bytes a chunk; reading them from state.db per query cost ~100 ms for 3,000 rows, so
they are held in memory). With no more chunks than ``pool`` the search is exact.
"""

from __future__ import annotations

import sqlite3
import threading
from typing import Any

from hermes_memory.sessions.vectors.quantize import SCALE, code_bytes, numpy
from hermes_memory.sessions.vectors.tables import IndexState

POOL = 3000
"""Chunks rescored exactly; measured recall of the true top 100 is in the README."""
_READ_ROWS = 50_000


class CodeMatrix:
    """Sign codes of one state.db's chunks, with their ids and message ids."""

    def __init__(self) -> None:
        self.generation = -1
        self.last_id = 0
        self.dimension = 0
        self._lock = threading.Lock()
        np = numpy()
        self.ids: Any = np.empty(0, dtype=np.int64)
        self.messages: Any = np.empty(0, dtype=np.int64)
        self.codes: Any = np.empty((0, 1), dtype=np.uint64)
        self.vectors: Any = np.empty((0, 1), dtype=np.int8)

    def __len__(self) -> int:
        return int(self.ids.shape[0])

    def refresh(self, conn: sqlite3.Connection, state: IndexState) -> None:
        """Catch up with the table: new rows are appended; after a removal (a new
        generation) everything is read again."""
        np = numpy()
        with self._lock:
            if state.generation != self.generation or state.dimension != self.dimension:
                words = code_bytes(state.dimension) // 8
                self.ids = np.empty(0, dtype=np.int64)
                self.messages = np.empty(0, dtype=np.int64)
                self.codes = np.empty((0, words), dtype=np.uint64)
                self.vectors = np.empty((0, state.dimension), dtype=np.int8)
                self.generation, self.dimension, self.last_id = (
                    state.generation,
                    state.dimension,
                    0,
                )
            width = code_bytes(self.dimension)
            ids, messages, blobs, vecs = [], [], [], []
            while True:
                rows = conn.execute(
                    "SELECT c.id, c.message_id, c.code, d.vec FROM hm_vector_codes c"
                    " JOIN hm_vector_data d ON d.id = c.id WHERE c.id > ? ORDER BY c.id LIMIT ?",
                    (self.last_id, _READ_ROWS),
                ).fetchall()
                if not rows:
                    break
                for row_id, message_id, code, vec in rows:
                    # a foreign or torn row is skipped, not trusted
                    if len(code) == width and len(vec) == self.dimension:
                        ids.append(row_id)
                        messages.append(message_id)
                        blobs.append(code)
                        vecs.append(vec)
                self.last_id = rows[-1][0]
            if ids:
                codes = np.frombuffer(b"".join(blobs), dtype=np.uint64).reshape(len(ids), -1)
                self.ids = np.concatenate([self.ids, np.asarray(ids, dtype=np.int64)])
                self.messages = np.concatenate(
                    [self.messages, np.asarray(messages, dtype=np.int64)]
                )
                self.codes = np.concatenate([self.codes, codes])
                small = np.frombuffer(b"".join(vecs), dtype=np.int8).reshape(len(ids), -1)
                self.vectors = np.concatenate([self.vectors, small])

    def nearest(
        self, conn: sqlite3.Connection, query: Any, query_code: Any, pool: int = POOL
    ) -> dict[int, float]:
        """Cosine of the query with each message among the ``pool`` nearest chunks (a
        message scores as its best chunk)."""
        np = numpy()
        with self._lock:
            messages, codes, vectors = self.messages, self.codes, self.vectors
        if not len(messages):
            return {}
        if len(messages) > pool:
            distance = np.bitwise_count(codes ^ query_code).sum(axis=1, dtype=np.int32)
            chosen = np.argpartition(distance, pool)[:pool]
            messages, vectors = messages[chosen], vectors[chosen]
        scores = vectors.astype(np.float32) @ query.astype(np.float32) / SCALE
        best: dict[int, float] = {}
        for message_id, score in zip(messages.tolist(), scores.tolist(), strict=True):
            if score > best.get(message_id, -2.0):
                best[message_id] = float(score)
        return best
