"""The in-memory side of the vector index: every chunk's sign code, loaded once per store
and extended with the rows added since, and the two-stage nearest-neighbour search.

Stage one ranks all chunks by the Hamming distance of their sign codes to the query's
(48 bytes a chunk in memory); stage two reads the int8 vectors of the ``pool`` nearest from
state.db and ranks them by cosine. With no more chunks than ``pool`` the search is exact.
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
_IN_LIMIT = 900


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
                self.generation, self.dimension, self.last_id = (
                    state.generation,
                    state.dimension,
                    0,
                )
            width = code_bytes(self.dimension)
            ids, messages, blobs = [], [], []
            while True:
                rows = conn.execute(
                    "SELECT id, message_id, code FROM hm_vector_codes WHERE id > ?"
                    " ORDER BY id LIMIT ?",
                    (self.last_id, _READ_ROWS),
                ).fetchall()
                if not rows:
                    break
                for row_id, message_id, code in rows:
                    if len(code) == width:  # a foreign or torn row is skipped, not trusted
                        ids.append(row_id)
                        messages.append(message_id)
                        blobs.append(code)
                self.last_id = rows[-1][0]
            if ids:
                codes = np.frombuffer(b"".join(blobs), dtype=np.uint64).reshape(len(ids), -1)
                self.ids = np.concatenate([self.ids, np.asarray(ids, dtype=np.int64)])
                self.messages = np.concatenate(
                    [self.messages, np.asarray(messages, dtype=np.int64)]
                )
                self.codes = np.concatenate([self.codes, codes])

    def nearest(
        self, conn: sqlite3.Connection, query: Any, query_code: Any, pool: int = POOL
    ) -> dict[int, float]:
        """Cosine of the query with each message among the ``pool`` nearest chunks (a
        message scores as its best chunk)."""
        np = numpy()
        with self._lock:
            ids, messages, codes = self.ids, self.messages, self.codes
        if not len(ids):
            return {}
        if len(ids) > pool:
            distance = np.bitwise_count(codes ^ query_code).sum(axis=1, dtype=np.int32)
            chosen = np.argpartition(distance, pool)[:pool]
            ids, messages = ids[chosen], messages[chosen]
        vectors = _read_vectors(conn, ids.tolist(), self.dimension)
        known = np.asarray([row_id in vectors for row_id in ids.tolist()], dtype=bool)
        if not known.any():
            return {}
        matrix = np.stack([vectors[row_id] for row_id in ids[known].tolist()])
        scores = matrix.astype(np.float32) @ query.astype(np.float32) / SCALE
        best: dict[int, float] = {}
        for message_id, score in zip(messages[known].tolist(), scores.tolist(), strict=True):
            if score > best.get(message_id, -2.0):
                best[message_id] = float(score)
        return best


def _read_vectors(conn: sqlite3.Connection, ids: list[int], dimension: int) -> dict[int, Any]:
    np = numpy()
    out: dict[int, Any] = {}
    for start in range(0, len(ids), _IN_LIMIT):
        part = ids[start : start + _IN_LIMIT]
        marks = ",".join("?" * len(part))
        for row_id, blob in conn.execute(
            f"SELECT id, vec FROM hm_vector_data WHERE id IN ({marks})", part
        ):
            if len(blob) == dimension:
                out[row_id] = np.frombuffer(blob, dtype=np.int8)
    return out
