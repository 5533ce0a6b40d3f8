"""Where a hybrid search's time goes, for the slowest of ``semantic_scale.py``'s searches;
prints one JSON line (per-stage milliseconds of the tail, and the kinds it holds).

    python benchmarks/hybrid_tail.py --messages 100000 --data-dir DIR [--tail 0.05]

Runs on a store ``semantic_scale.py`` left complete (``--reuse`` there), with its queries
and its measuring shape (limit 300, the tool's filters, query cache emptied before each
measured search). The stages are timed by wrapping the functions the search calls, so the
code measured is the code shipped: ``lexical`` (the words' SQL, ``search_detailed``),
``embed`` (the model on its own thread, overlapping the words), ``embed_wait`` (what the
search still waited for it), ``vector`` (the code matrix), ``gather`` and its look-ups
(``allowed``, ``neighbours``, ``texts``, ``shares``), ``fuse`` and ``page`` (loading the
page's rows). Stages on the prefetch thread (``embed``, and ``vector`` when it runs there)
overlap the caller's; wall-clock times, so on a loaded machine each is inflated alike.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import threading
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import hermes_memory.sessions.search.hybrid as hybrid
import hermes_memory.sessions.search.messages as messages
from hermes_memory.sessions.search.candidate_text import TextReader
from hermes_memory.sessions.store import SessionDB
from hermes_memory.sessions.vectors import runtime as vector_runtime
from hermes_memory.sessions.vectors.matrix import CodeMatrix
from semantic_scale import KINDS
from sessions_scale import DEFAULTS, draw_queries
from synthetic_corpus import Corpus

_STAGES: dict[str, float] = defaultdict(float)
_LOCAL = threading.local()


@contextmanager
def stage(name: str) -> Iterator[None]:
    t0 = time.perf_counter()
    try:
        yield
    finally:
        _STAGES[name] += (time.perf_counter() - t0) * 1000


def timed(name: str, fn: Callable[..., Any]) -> Callable[..., Any]:
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        with stage(name):
            return fn(*args, **kwargs)

    return wrapper


def instrument() -> None:
    """Wrap the stages in place (module attributes the search looks up at call time)."""
    messages.search_detailed = timed("lexical", messages.search_detailed)  # type: ignore[assignment]
    hybrid.fuse = timed("fuse", hybrid.fuse)  # type: ignore[assignment]
    hybrid.load_hits = timed("page", hybrid.load_hits)  # type: ignore[assignment]
    hybrid.gather = timed("gather", hybrid.gather)  # type: ignore[assignment]
    for method in ("allowed", "neighbours", "texts"):
        original = getattr(hybrid.StateLookups, method)
        setattr(hybrid.StateLookups, method, timed(method, original))
    TextReader.read_all = timed("shares", TextReader.read_all)  # type: ignore[method-assign]
    CodeMatrix.nearest = timed("vector", CodeMatrix.nearest)  # type: ignore[method-assign]
    original_query_vector = vector_runtime.VectorRuntime.query_vector
    vector_runtime.VectorRuntime.query_vector = timed(  # type: ignore[method-assign]
        "embed_wait", original_query_vector
    )
    original_embed_into = vector_runtime._embed_into

    def embed_into(*args: Any) -> None:
        t0 = time.perf_counter()
        original_embed_into(*args)
        _LOCAL.embed = (time.perf_counter() - t0) * 1000
        _EMBED.append(_LOCAL.embed)

    vector_runtime._embed_into = embed_into  # type: ignore[attr-defined]


_EMBED: list[float] = []


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="hybrid search tail profile")
    parser.add_argument("--messages", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=20260701)
    parser.add_argument("--data-dir", required=True)
    parser.add_argument("--queries", type=int, default=50, help="per query kind")
    parser.add_argument("--tail", type=float, default=0.05)
    args = parser.parse_args(argv)
    data = Path(args.data_dir)
    path = data / f"semantic_{args.messages}_{args.seed}.db"
    corpus = Corpus(args.messages, seed=args.seed)
    for _ in corpus.sessions():  # the query drawing reads the corpus's samples
        pass
    db = SessionDB(path)
    queries = draw_queries(db, corpus, args.queries, args.seed)
    db.embedder = vector_runtime.shared_embedder(data)
    db.search("warm the matrix", limit=1)
    instrument()
    shape: dict[str, Any] = {"limit": 300, "snippets": False, "context": False, **DEFAULTS}
    for kind in KINDS:
        for q in queries[kind]:
            db.search(q, **shape)
    rows: list[dict[str, Any]] = []
    for kind in KINDS:
        for q in queries[kind]:
            db.vectors.forget_queries()
            _STAGES.clear()
            _EMBED.clear()
            c0, t0 = time.process_time(), time.perf_counter()
            db.search(q, **shape)
            wall = (time.perf_counter() - t0) * 1000
            cpu = (time.process_time() - c0) * 1000
            row = {"kind": kind, "query": q, "ms": round(wall, 1), "cpu_ms": round(cpu, 1)}
            row.update({k: round(v, 1) for k, v in sorted(_STAGES.items())})
            row["embed"] = round(sum(_EMBED), 1)
            rows.append(row)
    db.close()
    rows.sort(key=lambda r: -r["ms"])
    tail = rows[: max(1, round(len(rows) * args.tail))]
    stages = sorted({k for r in rows for k in r} - {"kind", "query", "ms", "cpu_ms"})
    kinds: dict[str, int] = defaultdict(int)
    for r in tail:
        kinds[r["kind"]] += 1
    report = {
        "benchmark": "hybrid-tail",
        "messages": args.messages,
        "queries": len(rows),
        "load_average": round(os.getloadavg()[0], 2),
        "p50_ms": round(statistics.median(r["ms"] for r in rows), 1),
        "tail_kinds": dict(kinds),
        "tail_mean": {k: round(statistics.fmean(r.get(k, 0.0) for r in tail), 1) for k in stages},
        "all_mean": {k: round(statistics.fmean(r.get(k, 0.0) for r in rows), 1) for k in stages},
        "tail": tail,
    }
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
