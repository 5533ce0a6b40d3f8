"""A user's nearest chunks to a query: exact, or through the HNSW index, chosen per search
from how many vectors the user has and what share of the table they are.

Measured at 100k vectors of 384 dimensions (``benchmarks/postgres_vectors.py``, README):
exact costs ~1-2 µs a vector (160 ms at 100k on the shared machine), HNSW with
``ef_search`` 100 ~12 ms at recall@50 0.996. A user with few vectors is searched exactly
(a few milliseconds, and exact), and so is everyone until the filler has made the index
(``vector_fill``). pgvector 0.6 filters an index scan's ``ef_search``
candidates by user afterwards, so a user holding a small share of a big table would get
few rows back: ``ef_search`` grows with 1/share, and past its ceiling the search is exact.
"""

from __future__ import annotations

import enum
import math
from typing import Any

from hermes_memory.storage.postgres.vector_schema import ANN_PREFIX, CHUNKS

EXACT_LIMIT = 20_000
"""Up to this many vectors a user is searched exactly (~20-30 ms at most here)."""
ANN_ROWS = 100
"""Nearest chunks wanted from the index (ef_search 100: recall@50 0.996 at 100k)."""
MAX_EF = 1000
"""pgvector's ceiling for ``hnsw.ef_search``."""


class Method(enum.Enum):
    EXACT = "exact"
    HNSW = "hnsw"


def choose(vectors: int, total: float) -> tuple[Method, int]:
    """How to search a user with ``vectors`` of the table's ``total``; and ef_search."""
    if vectors <= EXACT_LIMIT:
        return Method.EXACT, 0
    share = vectors / max(total, vectors, 1)
    ef = max(ANN_ROWS, math.ceil(ANN_ROWS / share))
    return (Method.EXACT, 0) if ef > MAX_EF else (Method.HNSW, ef)


def nearest(cur: Any, owner: str, query: str, pool: int) -> tuple[dict[int, float], Method]:
    """Cosine of the query (pgvector text) with the messages of the nearest chunks (a
    message scores as its best chunk), and the method used."""
    cur.execute(
        "SELECT s.dimension, s.vectors, c.reltuples,"
        " to_regclass(%s || s.dimension) IS NOT NULL AS indexed"
        " FROM hm_vector_state s, pg_class c WHERE s.owner = %s AND c.oid = %s::regclass",
        (ANN_PREFIX, owner, CHUNKS),
    )
    row = cur.fetchone()
    if row is None:
        return {}, Method.EXACT
    size = int(row["dimension"])
    method, ef = choose(int(row["vectors"]), float(row["reltuples"]))
    if not row["indexed"]:
        method = Method.EXACT  # the filler makes the index; until then, exact
    if method is Method.HNSW:
        # the index is the only ordered path left: a sort over every row of the user is
        # what this search must not do (the planner's costs cannot see the filter's effect)
        cur.execute(f"SET LOCAL hnsw.ef_search = {ef}")
        cur.execute("SET LOCAL enable_sort = off")
        cur.execute("SET LOCAL enable_seqscan = off")
        distance = f"embedding::vector({size}) <=> %s::vector({size})"
        where = f"owner = %s AND vector_dims(embedding) = {size}"
        limit = ef
    else:
        distance = "embedding <=> %s::vector"
        where = "owner = %s AND embedding IS NOT NULL"
        limit = pool
    cur.execute(
        "SELECT message_id, max(1 - distance) AS cosine FROM ("
        f" SELECT message_id, {distance} AS distance FROM {CHUNKS} WHERE {where}"
        " ORDER BY distance LIMIT %s) near GROUP BY message_id",
        (query, owner, limit),
    )
    return {int(r["message_id"]): float(r["cosine"]) for r in cur.fetchall()}, method
