"""The in-memory side of the vector index: every chunk's sign code and int8 vector, loaded
once per store and extended with the rows added since, and the two-stage search.

Stage one ranks all chunks by the Hamming distance of their sign codes to the query's
(48 bytes a chunk); stage two ranks the ``pool`` nearest by cosine over their int8 vectors
(384 bytes a chunk; reading them from state.db per query cost ~100 ms for 3,000 rows, so
they are held in memory). With no more chunks than ``pool`` the search is exact.

Speed, measured at 1.17M chunks: the codes are kept one 64-bit word per column, so stage
one is a few passes of XOR, popcount and add over contiguous arrays into buffers made once
(11 ms, against ~100 ms for a row-wise XOR and sum that allocates per query); the ``pool``
nearest are picked from a histogram of the distances (they are small integers) instead of a
partition (7 against 24 ms). Arrays grow by doubling, so a search after a few new messages
appends them instead of copying the whole matrix.
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
    """Sign codes and int8 vectors of one state.db's chunks, with their ids and message ids.

    Rows ``[0, len)`` of each array are live; the space past them is room to grow. A
    search reads the arrays it finds and its own row count, so rows appended meanwhile (or
    a grown copy) never disturb it; searches share scratch buffers and so take turns."""

    def __init__(self) -> None:
        self.generation = -1
        self.last_id = 0
        self.dimension = 0
        self._size = 0
        self._lock = threading.Lock()
        self._search_lock = threading.Lock()
        self._scratch: dict[str, Any] = {}
        self._reset(0)

    def __len__(self) -> int:
        return self._size

    def stamp(self) -> tuple[int, int, int, int]:
        """What a search's answer depends on: the same stamp, the same rows (rows are only
        ever appended, and a new generation starts over)."""
        with self._lock:
            return (self.generation, self.dimension, self.last_id, self._size)

    def _reset(self, dimension: int) -> None:
        np = numpy()
        words = max(1, code_bytes(dimension) // 8)
        self.dimension, self.last_id, self._size = dimension, 0, 0
        self.ids: Any = np.empty(0, dtype=np.int64)
        self.messages: Any = np.empty(0, dtype=np.int64)
        self.columns: Any = np.empty((words, 0), dtype=np.uint64)
        """Sign codes, one row per 64-bit word: ``columns[w, i]`` is word ``w`` of chunk i."""
        self.vectors: Any = np.empty((0, max(1, dimension)), dtype=np.int8)

    def refresh(self, conn: sqlite3.Connection, state: IndexState) -> None:
        """Catch up with the table: new rows are appended; after a removal (a new
        generation) everything is read again."""
        np = numpy()
        with self._lock:
            if state.generation != self.generation or state.dimension != self.dimension:
                self._reset(state.dimension)
                self.generation = state.generation
            width = code_bytes(self.dimension)
            while True:
                rows = conn.execute(
                    "SELECT c.id, c.message_id, c.code, d.vec FROM hm_vector_codes c"
                    " JOIN hm_vector_data d ON d.id = c.id WHERE c.id > ? ORDER BY c.id LIMIT ?",
                    (self.last_id, _READ_ROWS),
                ).fetchall()
                if not rows:
                    break
                self.last_id = int(rows[-1][0])
                # a foreign or torn row is skipped, not trusted
                good = [r for r in rows if len(r[2]) == width and len(r[3]) == self.dimension]
                if not good:
                    continue
                ids, messages, codes, vecs = zip(*good, strict=True)
                self._append(
                    np.asarray(ids, dtype=np.int64),
                    np.asarray(messages, dtype=np.int64),
                    np.frombuffer(b"".join(codes), dtype=np.uint64).reshape(len(good), -1),
                    np.frombuffer(b"".join(vecs), dtype=np.int8).reshape(len(good), -1),
                )

    def _append(self, ids: Any, messages: Any, codes: Any, vecs: Any) -> None:
        """Add rows at the end, doubling the arrays when they are full (under ``_lock``)."""
        np = numpy()
        start, end = self._size, self._size + len(ids)
        if end > len(self.ids):
            capacity = max(end, 2 * len(self.ids), 1024)
            grown_ids = np.empty(capacity, dtype=np.int64)
            grown_messages = np.empty(capacity, dtype=np.int64)
            grown_columns = np.empty((self.columns.shape[0], capacity), dtype=np.uint64)
            grown_vectors = np.empty((capacity, self.vectors.shape[1]), dtype=np.int8)
            grown_ids[:start] = self.ids[:start]
            grown_messages[:start] = self.messages[:start]
            grown_columns[:, :start] = self.columns[:, :start]
            grown_vectors[:start] = self.vectors[:start]
            self.ids, self.messages = grown_ids, grown_messages
            self.columns, self.vectors = grown_columns, grown_vectors
        self.ids[start:end] = ids
        self.messages[start:end] = messages
        self.columns[:, start:end] = codes.T
        self.vectors[start:end] = vecs
        self._size = end  # published last: a search sees whole rows only

    def nearest(self, query: Any, query_code: Any, pool: int = POOL) -> dict[int, float]:
        """Cosine of the query with each message among the ``pool`` nearest chunks (a
        message scores as its best chunk)."""
        np = numpy()
        with self._lock:
            size, messages, columns, vectors = (
                self._size,
                self.messages,
                self.columns,
                self.vectors,
            )
        if not size:
            return {}
        with self._search_lock:
            if size > pool:
                chosen = self._closest_codes(columns, size, query_code, pool)
            else:
                chosen = np.arange(size)
            scratch = self._buffer("rows", (len(chosen), vectors.shape[1]), np.int8)
            np.take(vectors, chosen, axis=0, out=scratch)
            floats = self._buffer("floats", scratch.shape, np.float32)
            np.copyto(floats, scratch, casting="unsafe")
            # einsum's own loop, not BLAS: a threaded gemv waits for a second core that a
            # busy machine may not give it (p90 24 ms against 0.2 ms, measured)
            scores = np.einsum("ij,j->i", floats, np.asarray(query, dtype=np.float32) / SCALE)
            found = messages[chosen]
        best: dict[int, float] = {}
        for message_id, score in zip(found.tolist(), scores.tolist(), strict=True):
            if score > best.get(message_id, -2.0):
                best[message_id] = score
        return best

    def _closest_codes(self, columns: Any, size: int, query_code: Any, pool: int) -> Any:
        """Indexes of the ``pool`` chunks whose codes are nearest the query's (ties at the
        cut go to the lower index, as the table's order)."""
        np = numpy()
        words = np.asarray(query_code, dtype=np.uint64).reshape(-1)
        xor = self._buffer("xor", (size,), np.uint64)
        bits = self._buffer("bits", (size,), np.uint8)
        distance = self._buffer("distance", (size,), np.uint16)
        distance[:] = 0
        for word in range(columns.shape[0]):
            np.bitwise_xor(columns[word, :size], words[word], out=xor)
            np.bitwise_count(xor, out=bits)
            np.add(distance, bits, out=distance)
        # distances are 0..64·words: count each, find the smallest cut that keeps ``pool``
        counts = np.cumsum(np.bincount(distance, minlength=64 * columns.shape[0] + 1))
        cut = int(np.searchsorted(counts, pool))
        inside = np.flatnonzero(distance < cut)
        at_cut = np.flatnonzero(distance == cut)[: pool - len(inside)]
        return np.concatenate([inside, at_cut])

    def _buffer(self, name: str, shape: tuple[int, ...], dtype: Any) -> Any:
        """A scratch array of ``shape``: a view into one kept across searches (regrown
        when too small), so a search does not ask the allocator for megabytes each time."""
        np = numpy()
        needed = 1
        for extent in shape:
            needed *= extent
        kept = self._scratch.get(name)
        if kept is None or kept.size < needed or kept.dtype != np.dtype(dtype):
            # a quarter to spare: the index grows a few rows at a time
            kept = np.empty(max(needed + needed // 4, 1024), dtype=dtype)
            self._scratch[name] = kept
        return kept[:needed].reshape(shape)
