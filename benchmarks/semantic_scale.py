"""Vectors at scale: embedding throughput, index size, RSS, and search latency with and
without vectors on the same store; prints one JSON line.

    python benchmarks/semantic_scale.py --messages 100000 [--embed-sample 1000] [--queries 50]
        [--reuse]

The corpus is ``synthetic_corpus.py``'s, written through ``SessionDB`` into
``benchmarks/.data/semantic_<N>_<seed>.db``. Throughput and RSS come from embedding
``--embed-sample`` of its messages with the real model (all-MiniLM-L6-v2 on the CPU). The
index for all N messages is then filled through ``update_vectors`` with synthetic unit
vectors under the same model name (embedding a million messages for real takes hours on
two cores; the search cost does not depend on what the vectors say). Queries are embedded
by the real model, so their cost is in the latency. ``SessionDB.search`` runs in the
``session_search`` tool's shape (limit 300, roles user+assistant), lexical-only first (no
index yet), then hybrid, each with its wall-clock and CPU time (this process, all threads:
on a shared machine the CPU figure is what load does not change) and the load average at
its end; caches warm (one pass before the measured one), except the query vectors: the
runtime's cache of them is emptied before each measured search, so every measured search
runs the model on its query (a cold embedding, as for a question never asked).

``--reuse`` keeps a store a previous run left complete (same size and seed, every message
in the index) instead of writing it again (a million messages take a quarter of an hour);
its lexical-only pass then runs on the same file with the vector runtime detached, the
code path of a store without an index.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import resource
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from hermes_memory.sessions.search import refresh_search_index
from hermes_memory.sessions.store import SessionDB
from hermes_memory.sessions.vectors import chunk_text, message_text, shared_embedder
from sessions_scale import DEFAULTS, draw_queries, ingest
from synthetic_corpus import Corpus

KINDS = ("terms_1", "terms_2", "terms_3", "rare_term", "phrase", "cjk_2")


class SyntheticEmbedder:
    """Random unit vectors (seeded by the text) under another embedder's name and size."""

    def __init__(self, name: str, dimension: int) -> None:
        self._name, self._dimension = name, dimension

    @property
    def model_name(self) -> str:
        return self._name

    @property
    def dimension(self) -> int:
        return self._dimension

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        import numpy as np

        seed = int.from_bytes(hashlib.sha256("".join(texts[:1]).encode()).digest()[:8], "big")
        rows = np.random.default_rng(seed).standard_normal((len(texts), self._dimension))
        rows /= np.linalg.norm(rows, axis=1, keepdims=True)
        return rows.astype(np.float32).tolist()  # type: ignore[no-any-return]


def rss_mb() -> float:
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)


def throughput(db: SessionDB, sample: int, embedder: Any) -> dict[str, Any]:
    rows = db.read(
        lambda c: c.execute(
            "SELECT role, content FROM messages WHERE role IN ('user', 'assistant') LIMIT ?",
            (sample,),
        ).fetchall()
    )
    texts = [chunk for role, content in rows for chunk in chunk_text(message_text(content), role)]
    embedder.embed(["warm up"])
    t0 = time.perf_counter()
    embedder.embed(texts)
    seconds = time.perf_counter() - t0
    return {
        "messages": len(rows),
        "chunks": len(texts),
        "seconds": round(seconds, 2),
        "messages_per_s": round(len(rows) / seconds, 1),
        "peak_rss_mb": rss_mb(),
    }


def measure(db: SessionDB, queries: dict[str, list[str]]) -> dict[str, Any]:
    def once(q: str) -> Any:
        return db.search(q, limit=300, snippets=False, context=False, **DEFAULTS)

    for qs in queries.values():
        for q in qs:
            once(q)
    runtime = db.vectors
    times: list[float] = []
    cpu: list[float] = []  # this process's CPU (all threads): what load does not change
    hybrid = semantic_hits = 0
    for qs in queries.values():
        for q in qs:
            if runtime is not None:
                runtime.forget_queries()  # measured: the model runs for every query
            c0, t0 = time.process_time(), time.perf_counter()
            result = once(q)
            times.append((time.perf_counter() - t0) * 1000)
            cpu.append((time.process_time() - c0) * 1000)
            hybrid += int(result.semantic)
            semantic_hits += result.semantic_hits
    ordered = sorted(times)
    return {
        "queries": len(times),
        "p50_ms": round(statistics.median(times), 2),
        "p99_ms": round(ordered[min(len(ordered) - 1, round(0.99 * len(ordered)) - 1)], 2),
        "max_ms": round(ordered[-1], 2),
        "cpu_p50_ms": round(statistics.median(cpu), 2),
        "cpu_p99_ms": round(sorted(cpu)[min(len(cpu) - 1, round(0.99 * len(cpu)) - 1)], 2),
        "load_average": round(os.getloadavg()[0], 2),
        "hybrid_queries": hybrid,
        "semantic_hits": semantic_hits,
    }


def file_bytes(path: Path) -> int:
    return sum(os.path.getsize(f"{path}{s}") for s in ("", "-wal") if os.path.exists(f"{path}{s}"))


class LexicalOnly(SessionDB):
    """The store with its vector runtime detached: searches take the no-index path."""

    vectors = None  # type: ignore[assignment]


def complete(path: Path, messages: int) -> bool:
    """True when ``path`` holds a finished run's store: the messages and a full index."""
    if not path.exists():
        return False
    db = SessionDB(path)
    try:
        count = db.read(lambda c: c.execute("SELECT count(*) FROM messages").fetchone()[0])
        status = db.vector_status() if count else None
        return bool(count >= messages and status and status.model and not status.pending)
    finally:
        db.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="vector index scale benchmark")
    parser.add_argument("--messages", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=20260701)
    parser.add_argument("--data-dir", default=str(Path(__file__).resolve().parent / ".data"))
    parser.add_argument("--embed-sample", type=int, default=1000)
    parser.add_argument("--queries", type=int, default=50, help="per query kind")
    parser.add_argument("--reuse", action="store_true", help="keep a complete store")
    args = parser.parse_args(argv)
    data = Path(args.data_dir)
    data.mkdir(parents=True, exist_ok=True)
    path = data / f"semantic_{args.messages}_{args.seed}.db"
    report: dict[str, Any] = {"benchmark": "semantic-scale", "messages": args.messages}
    corpus = Corpus(args.messages, seed=args.seed)
    reuse = args.reuse and complete(path, args.messages)
    report["reused_store"] = reuse
    embedder = shared_embedder(data)  # the configured default: the bundled MiniLM
    report["model"] = embedder.model_name
    if reuse:
        for _ in corpus.sessions():  # the query drawing reads the corpus's samples
            pass
        db: SessionDB = LexicalOnly(path)
        count = int(db.read(lambda c: c.execute("SELECT count(*) FROM messages").fetchone()[0]))
    else:
        for suffix in ("", "-wal", "-shm"):
            Path(f"{path}{suffix}").unlink(missing_ok=True)
        db = SessionDB(path)
        count, spent = ingest(db, corpus)
        refresh_search_index(db)
        report["ingest_s"] = round(spent, 1)
    if args.embed_sample:
        report["embedding"] = throughput(db, args.embed_sample, embedder)
        print(json.dumps(report["embedding"]), file=sys.stderr)
    queries = draw_queries(db, corpus, args.queries, args.seed)
    queries = {kind: queries[kind] for kind in KINDS}
    report["search_lexical_only"] = measure(db, queries)
    print(json.dumps(report["search_lexical_only"]), file=sys.stderr)
    db.close()
    if not reuse:
        before = file_bytes(path)
        db = SessionDB(path)
        db.embedder = SyntheticEmbedder(embedder.model_name, embedder.dimension)
        t0 = time.perf_counter()
        db.update_vectors()
        report["fill_synthetic_s"] = round(time.perf_counter() - t0, 1)
        status = db.vector_status()
        db.close()
        after = file_bytes(path)
        report["vectors"] = status.chunks
        report["index_bytes_per_message"] = round((after - before) / count, 1)
        report["index_bytes_per_vector"] = round((after - before) / max(1, status.chunks), 1)
    db = SessionDB(path)
    db.embedder = embedder
    t0 = time.perf_counter()
    db.search("warm the matrix", limit=1)
    report["first_search_load_s"] = round(time.perf_counter() - t0, 2)
    report["search_hybrid"] = measure(db, queries)
    report["peak_rss_mb"] = rss_mb()
    db.close()
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
