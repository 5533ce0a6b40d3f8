"""Vectors in PostgreSQL (pgvector) at scale: exact search against HNSW; one JSON line.

    python benchmarks/postgres_vectors.py [--vectors 100000] [--queries 40]

Synthetic, said so in the output: ``--vectors`` messages with random words and clustered
unit vectors (384 dimensions, MiniLM's size; 2,000 topic centres plus noise), loaded by
COPY for one user, on a throwaway PostgreSQL 16 + pgvector (``tests/pg_server.py``, fsync
on, 512 MB shared buffers). Measured, exact and through the HNSW index in turn: the
store's vector side (``semantic_scores``) and the whole hybrid ``search``; the index's
build time, size and recall@10/@50 against exact; bytes per vector; the cost a turn's insert
pays for the vector queue; the database side of a fill (queue, chunk rows, index).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Sequence
from contextlib import ExitStack
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))

import numpy as np  # noqa: E402

from hermes_memory.sessions.vectors import POOL  # noqa: E402
from hermes_memory.storage.postgres import (  # noqa: E402
    PgSessionStore,
    open_database,
    vector_nearest,
)
from hermes_memory.storage.postgres.schema import MIGRATION_LOCK  # noqa: E402
from hermes_memory.storage.postgres.vector_fill import as_text, fill, queued  # noqa: E402
from hermes_memory.storage.postgres.vector_schema import CHUNKS, ensure_ann_index  # noqa: E402

DIM = 384
MODEL = "synthetic:384"


class TableEmbedder:
    """Hands back the vector registered for a text (the queries'), else a random one."""

    def __init__(self, vectors: dict[str, list[float]]) -> None:
        self.vectors = vectors

    @property
    def model_name(self) -> str:
        return MODEL

    @property
    def dimension(self) -> int:
        return DIM

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        return [self.vectors.get(t) or [1.0] + [0.0] * (DIM - 1) for t in texts]


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000, 2)


def unit(matrix: Any) -> Any:
    return matrix / np.linalg.norm(matrix, axis=1, keepdims=True)


def load(store: PgSessionStore, n: int, rng: Any, centres: Any, words: list[str]) -> float:
    """n messages (50 per session) and one vector each, by COPY; returns seconds."""
    t0 = time.perf_counter()
    vectors = unit(centres[rng.integers(0, len(centres), n)] + 0.8 * rng.standard_normal((n, DIM)))
    pick = random.Random(7)
    with store.db.transaction() as cur:
        cur.execute(
            "INSERT INTO hm_sessions (owner, id, source, started_at)"
            " SELECT %s, 's' || g, 'cli', g FROM generate_series(0, %s) g",
            (store.owner, n // 50),
        )
        with cur.copy(
            "COPY hm_messages (owner, session_id, role, content, timestamp) FROM STDIN"
        ) as copy:
            for i in range(n):
                text = " ".join(pick.choice(words) for _ in range(12))
                copy.write_row((store.owner, f"s{i // 50}", "user", text, float(i)))
        cur.execute("SELECT min(id) AS first FROM hm_messages WHERE owner = %s", (store.owner,))
        first = int(cur.fetchone()["first"])
        with cur.copy(
            "COPY hm_vector_chunks (owner, message_id, chunk, embedding) FROM STDIN"
        ) as copy:
            for i in range(n):
                copy.write_row((store.owner, first + i, 0, as_text(vectors[i].tolist())))
        cur.execute(
            "INSERT INTO hm_vector_state (owner, model, dimension, vectors)"
            " VALUES (%s, %s, %s, %s)",
            (store.owner, MODEL, DIM, n),
        )
    with store.db.statement() as cur:
        cur.execute("VACUUM ANALYZE hm_vector_chunks")
        cur.execute("VACUUM ANALYZE hm_messages")
    return time.perf_counter() - t0


def timed(fn: Any, items: list[Any]) -> tuple[list[float], list[Any]]:
    spent, out = [], []
    for item in items:
        t0 = time.perf_counter()
        out.append(fn(item))
        spent.append(time.perf_counter() - t0)
    return spent, out


def queue_cost(store: PgSessionStore, turns: int) -> dict[str, float]:
    """p50 of a two-message turn's insert for a user with vectors on (queued) and one
    without (the trigger finds no state row for them), alternated after a warm-up."""
    result: dict[str, float] = {}
    runs = [("vectors_off_ms", "nobody"), ("vectors_on_ms", store.owner)] * 2
    for label, owner in runs:
        other = PgSessionStore(store.db, owner)
        rows = [{"role": "user", "content": "probe words"}, {"role": "assistant", "content": "ok"}]
        if other.get_session("queue-probe") is None:
            other.create_session("queue-probe", "cli")
        spent, _ = timed(
            lambda _, o=other, r=rows: o.append_messages("queue-probe", r), list(range(turns))
        )
        result[label] = pct(spent, 0.5)
    return result


def recall(found: list[Any], exact: list[Any], k: int) -> float:
    """Mean share of the exact ``k`` nearest messages the other search also returned."""

    def top(scores: dict[int, float]) -> set[int]:
        return set(sorted(scores, key=lambda mid: -scores[mid])[:k])

    return round(
        statistics.mean(
            len(top(f.scores) & top(e.scores)) / k for f, e in zip(found, exact, strict=True)
        ),
        3,
    )


def fill_rate(store: PgSessionStore, dimension: int) -> float:
    """Messages per second the database side of a fill takes (queue, chunks, HNSW): the
    queued probe turns, embedded by a random stand-in that costs nothing."""
    rng = np.random.default_rng(3)

    class Random(TableEmbedder):
        def embed(self, texts: Sequence[str]) -> list[list[float]]:
            return unit(rng.standard_normal((len(texts), dimension))).tolist()

    with store.db.transaction() as cur:
        waiting = queued(cur, store.owner)
    t0 = time.perf_counter()
    fill(store.db.transaction, store.owner, Random({}), full=False, lock=MIGRATION_LOCK)
    return round(waiting / (time.perf_counter() - t0), 1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="pgvector exact search vs HNSW")
    parser.add_argument("--vectors", type=int, default=100_000)
    parser.add_argument("--queries", type=int, default=40)
    args = parser.parse_args(argv)
    rng = np.random.default_rng(20261126)
    centres = rng.standard_normal((2000, DIM))
    words = [f"w{k}" for k in range(5000)]
    report: dict[str, Any] = {
        "benchmark": "postgres_vectors",
        "vectors": args.vectors,
        "data": "synthetic: random words, clustered unit vectors (384 dims), one user",
        "pool": POOL,
    }
    with ExitStack() as stack:
        from pg_server import running_server

        server = stack.enter_context(running_server(durable=True))
        server.admin("CREATE DATABASE bench")
        db = open_database(server.url("bench"))
        stack.callback(db.close)
        store = PgSessionStore(db, "bench")
        report["load_s"] = round(load(store, args.vectors, rng, centres, words), 1)
        with db.transaction() as cur:
            cur.execute("SELECT pg_total_relation_size('hm_vector_chunks') AS n")
            report["bytes_per_vector"] = round(int(cur.fetchone()["n"]) / args.vectors)
        query_vectors = unit(
            centres[rng.integers(0, len(centres), args.queries)]
            + 0.8 * rng.standard_normal((args.queries, DIM))
        )
        pick = random.Random(11)
        texts = [f"{pick.choice(words)} {pick.choice(words)}" for _ in range(args.queries)]
        store.embedder = TableEmbedder(
            {t: v.tolist() for t, v in zip(texts, query_vectors, strict=True)}
        )

        def vector_side(method: str) -> list[Any]:
            store.semantic_scores(texts[0], MODEL)  # warm the table into the buffers
            spent, found = timed(lambda t: store.semantic_scores(t, MODEL), texts)
            assert store.vectors.method is not None and store.vectors.method.value == method
            spent_all, results = timed(lambda t: store.search(t, context=False), texts)
            assert all(r.semantic for r in results)
            report[method] = {
                "vector_side_p50_ms": pct(spent, 0.5),
                "vector_side_p99_ms": pct(spent, 0.99),
                "hybrid_search_p50_ms": pct(spent_all, 0.5),
                "hybrid_search_p99_ms": pct(spent_all, 0.99),
            }
            return found

        vector_nearest.EXACT_LIMIT = 10**12  # every user exact
        exact = vector_side("exact")
        report["insert_turn"] = queue_cost(store, 100)  # queues 400 probe messages
        fills = {"without_hnsw": fill_rate(store, DIM)}
        vector_nearest.EXACT_LIMIT = 0  # the index whenever it exists (any --vectors)
        with db.statement() as cur:
            cur.execute("SET maintenance_work_mem = '512MB'")
            t0 = time.perf_counter()
            ensure_ann_index(cur, DIM, MIGRATION_LOCK)
            report["hnsw_build_s"] = round(time.perf_counter() - t0, 1)
            cur.execute(f"SELECT pg_relation_size('{CHUNKS}_hnsw_{DIM}') AS n")
            report["hnsw_index_bytes_per_vector"] = round(int(cur.fetchone()["n"]) / args.vectors)
        report["hnsw"] = {"ef_search": vector_nearest.choose(args.vectors, args.vectors)[1]}
        indexed = vector_side("hnsw")
        report["hnsw"]["recall_vs_exact"] = {k: recall(indexed, exact, k) for k in (10, 50)}
        queue_cost(store, 100)
        fills["with_hnsw"] = fill_rate(store, DIM)
        report["fill_db_side_messages_per_s"] = fills
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
