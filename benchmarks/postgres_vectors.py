"""Vectors in PostgreSQL (pgvector) at scale: exact search against HNSW; one JSON line.

    python benchmarks/postgres_vectors.py [--vectors 100000] [--queries 40] [--no-hnsw]

Synthetic, said so in the output: ``--vectors`` messages with random words and clustered
unit vectors (384 dimensions, MiniLM's size; 2,000 topic centres plus noise), loaded by
COPY for one user, on a throwaway PostgreSQL 16 + pgvector (``tests/pg_server.py``, fsync
on, 512 MB shared buffers). Measured: the store's vector side (``semantic_scores``: the
exact nearest ``POOL`` chunks), the whole hybrid ``search``, bytes per vector, the cost a
turn's insert pays for the vector queue, and (unless ``--no-hnsw``) an HNSW index's build
time, size, latency and recall@50 against exact at several ``ef_search``.
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
from hermes_memory.storage.postgres import PgSessionStore, open_database  # noqa: E402
from hermes_memory.storage.postgres.vector_fill import as_text  # noqa: E402

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
            "INSERT INTO hm_vector_state (owner, model, dimension) VALUES (%s, %s, %s)",
            (store.owner, MODEL, DIM),
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


def hnsw(store: PgSessionStore, queries: list[str], exact: list[list[int]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    with store.db.statement() as cur:
        cur.execute("SET maintenance_work_mem = '512MB'")
        t0 = time.perf_counter()
        cur.execute(
            "CREATE INDEX bench_hnsw ON hm_vector_chunks"
            f" USING hnsw ((embedding::vector({DIM})) vector_cosine_ops)"
        )
        out["build_s"] = round(time.perf_counter() - t0, 1)
        cur.execute("SELECT pg_relation_size('bench_hnsw') AS n")
        out["index_bytes"] = int(cur.fetchone()["n"])
    for ef in (100, 400, 1000):

        def nearest(q: str, ef: int = ef) -> list[int]:
            with store.db.transaction() as cur:
                cur.execute(f"SET LOCAL hnsw.ef_search = {ef}")
                cur.execute(
                    "SELECT message_id FROM hm_vector_chunks WHERE owner = %s"
                    f" ORDER BY embedding::vector({DIM}) <=> %s::vector({DIM}) LIMIT %s",
                    (store.owner, q, POOL),
                )
                return [int(r["message_id"]) for r in cur.fetchall()]

        spent, found = timed(nearest, queries)
        recall = statistics.mean(
            len(set(f[:50]) & set(e[:50])) / 50 for f, e in zip(found, exact, strict=True)
        )
        out[f"ef_{ef}"] = {
            "p50_ms": pct(spent, 0.5),
            "p99_ms": pct(spent, 0.99),
            "rows_returned": round(statistics.mean(len(f) for f in found), 1),
            "recall_at_50": round(recall, 3),
        }
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="pgvector exact search vs HNSW")
    parser.add_argument("--vectors", type=int, default=100_000)
    parser.add_argument("--queries", type=int, default=40)
    parser.add_argument("--no-hnsw", action="store_true")
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
        store.semantic_scores(texts[0], MODEL)  # warm the table into the buffers
        spent, found = timed(lambda t: store.semantic_scores(t, MODEL), texts)
        report["exact"] = {"p50_ms": pct(spent, 0.5), "p99_ms": pct(spent, 0.99)}
        spent, results = timed(lambda t: store.search(t, context=False), texts)
        assert all(r.semantic for r in results)
        report["hybrid_search"] = {"p50_ms": pct(spent, 0.5), "p99_ms": pct(spent, 0.99)}
        report["insert_turn"] = queue_cost(store, 200)
        if not args.no_hnsw:
            exact = [sorted(s.scores, key=lambda mid, s=s: -s.scores[mid]) for s in found]
            as_vectors = [as_text(v.tolist()) for v in query_vectors]
            report["hnsw"] = hnsw(store, as_vectors, exact)
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
