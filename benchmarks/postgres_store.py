"""The PostgreSQL team store against state.db, from one run; one JSON line.

    python benchmarks/postgres_store.py [--messages 100000] [--queries 200] [--writers 4]
                                        [--database postgresql://...]

Without ``--database`` (or ``$HERMES_MEMORY_DATABASE_URL``) a throwaway PostgreSQL is
started with fsync on (``tests/pg_server.py``), so "durable per turn" means what it says.
Both backends get the same deterministic corpus (``synthetic_corpus.py``) turn by turn
(``append_messages``: one transaction per turn, durable when the call returns; the time of
the calls alone is measured), concurrent ingest from ``--writers`` writers on a fresh
store (PostgreSQL: one connection each; SQLite: one shared ``SessionDB``, group commit),
the ``session_search`` tool's search at 100k messages for ``sessions_scale.py``'s query
kinds (warm caches), ``search_messages``, and the p99 of a curated ``memory`` add.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import threading
import time
from contextlib import ExitStack
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "tests"))

from hermes_memory.curated.store import MemoryStore  # noqa: E402
from hermes_memory.sessions.store import SessionDB  # noqa: E402
from hermes_memory.storage.postgres import (  # noqa: E402
    PgMemoryStore,
    PgSessionStore,
    open_database,
)
from sessions_scale import DEFAULTS, draw_queries, pct, run_tool, turns  # noqa: E402
from synthetic_corpus import Corpus  # noqa: E402


def ingest(store: Any, corpus: Corpus) -> dict[str, Any]:
    spent, count, turn_count = 0.0, 0, 0
    for session in corpus.sessions():
        batch = turns(session)
        t0 = time.perf_counter()
        store.create_session(session.id, session.source, started_at=session.started_at)
        for turn in batch:
            store.append_messages(session.id, turn)
        spent += time.perf_counter() - t0
        count += len(session.messages)
        turn_count += len(batch)
    return {"messages": count, "turns": turn_count, "messages_per_s": round(count / spent, 1)}


def ingest_concurrent(open_store: Any, n: int, writers: int, seed: int) -> dict[str, Any]:
    sessions = [(s, turns(s)) for s in Corpus(n, seed=seed + 7).sessions()]
    lock = threading.Lock()
    queue = list(reversed(sessions))
    stores = open_store(writers)

    def work(store: Any) -> None:
        while True:
            with lock:
                if not queue:
                    return
                session, batch = queue.pop()
            store.create_session(session.id, session.source, started_at=session.started_at)
            for turn in batch:
                store.append_messages(session.id, turn)

    threads = [threading.Thread(target=work, args=(s,)) for s in stores]
    t0 = time.perf_counter()
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    elapsed = time.perf_counter() - t0
    for s in set(map(id, stores)):
        next(x for x in stores if id(x) == s).close()
    total = sum(len(s.messages) for s, _ in sessions)
    return {"writers": writers, "messages": total, "messages_per_s": round(total / elapsed, 1)}


def settle(url: str) -> None:
    """What a server does on its own shortly after a bulk load, done now so the searches
    are timed in the steady state rather than beside it: autovacuum's VACUUM ANALYZE of
    the new rows, and the checkpoint that writes out the load's WAL (the server log showed
    checkpoints every ~25 s during and after the load, each writing ~100 MB)."""
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("VACUUM ANALYZE hm_sessions")
        conn.execute("VACUUM ANALYZE hm_messages")
        conn.execute("CHECKPOINT")


def same_corpus(pg: Any, sqlite: Any) -> bool:
    """Whether both stores hold the same texts (first, middle and last session checked)."""
    count = int(sqlite.session_count())
    names = [f"bench_{k:08d}" for k in (0, count // 2, count - 1)]
    texts = [[m["content"] for m in store.get_messages(n)] for store in (pg, sqlite) for n in names]
    return texts[:3] == texts[3:]


def measure(store: Any, queries: dict[str, list[str]]) -> dict[str, Any]:
    for qs in queries.values():  # warm-up pass
        for q in qs:
            run_tool(store, q)
            store.search_messages(q, limit=20, **DEFAULTS)
    out: dict[str, Any] = {}
    for kind, qs in queries.items():
        tool: list[float] = []
        primitive: list[float] = []
        empty = 0
        for q in qs:
            t0 = time.perf_counter()
            result = run_tool(store, q)
            tool.append((time.perf_counter() - t0) * 1000)
            empty += int(not result.hits)
            t0 = time.perf_counter()
            store.search_messages(q, limit=20, **DEFAULTS)
            primitive.append((time.perf_counter() - t0) * 1000)
        out[kind] = {
            "p50_ms": round(statistics.median(tool), 2),
            "p99_ms": round(pct(tool, 99), 2),
            "search_messages_p50_ms": round(statistics.median(primitive), 2),
            "search_messages_p99_ms": round(pct(primitive, 99), 2),
            "empty": empty,
            "example": qs[0],
        }
    worst = max(v["p99_ms"] for v in out.values())
    return {"kinds": out, "worst_p99_ms": worst}


def memory_adds(store: MemoryStore, n: int) -> dict[str, Any]:
    times: list[float] = []
    for k in range(n):
        t0 = time.perf_counter()
        store.add("memory", f"benchmark fact number {k} about the deploy pipeline")
        times.append((time.perf_counter() - t0) * 1000)
    return {
        "adds": n,
        "p50_ms": round(statistics.median(times), 2),
        "p99_ms": round(pct(times, 99), 2),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="PostgreSQL store vs state.db")
    parser.add_argument("--messages", type=int, default=100_000)
    parser.add_argument("--concurrent-messages", type=int, default=20_000)
    parser.add_argument("--writers", type=int, default=4)
    # 200 a kind: with 50, the p99 was the slowest query of the kind
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--memory-adds", type=int, default=200)
    parser.add_argument("--seed", type=int, default=20260701)
    parser.add_argument("--database", default=os.environ.get("HERMES_MEMORY_DATABASE_URL"))
    parser.add_argument(
        "--no-fsync", action="store_true", help="throwaway server without fsync (smoke runs)"
    )
    args = parser.parse_args(argv)
    report: dict[str, Any] = {"benchmark": "postgres_store", "messages": args.messages}
    with ExitStack() as stack:
        url = args.database
        if not url:
            from pg_server import running_server

            server = stack.enter_context(running_server(durable=not args.no_fsync))
            server.admin("CREATE DATABASE bench")
            url = server.url("bench")
            fsync = "off" if args.no_fsync else "on"
            report["server"] = f"throwaway PostgreSQL, fsync {fsync}"
        work = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="hm-bench-")))
        # one generator each: a Corpus continues its random stream when walked again, so
        # a shared one gave state.db other texts (and other ids) than PostgreSQL
        corpus = Corpus(args.messages, seed=args.seed)
        sqlite_corpus = Corpus(args.messages, seed=args.seed)
        db = open_database(url)
        stack.callback(db.close)
        pg = PgSessionStore(db, "bench")
        sqlite = SessionDB(work / "state.db")
        stack.callback(sqlite.close)
        report["ingest"] = {
            "postgres": ingest(pg, corpus),
            "sqlite": ingest(sqlite, sqlite_corpus),
        }
        settle(url)
        report["same_corpus"] = same_corpus(pg, sqlite)
        queries = draw_queries(sqlite, sqlite_corpus, args.queries, args.seed)
        report["search"] = {"postgres": measure(pg, queries), "sqlite": measure(sqlite, queries)}

        def pg_writers(n: int) -> list[Any]:
            return [PgSessionStore(url, f"concurrent-{k}") for k in range(n)]

        def sqlite_writers(n: int) -> list[Any]:
            shared = SessionDB(work / "concurrent.db")
            return [shared] * n

        report["ingest_concurrent"] = {
            "postgres": ingest_concurrent(
                pg_writers, args.concurrent_messages, args.writers, args.seed
            ),
            "sqlite": ingest_concurrent(
                sqlite_writers, args.concurrent_messages, args.writers, args.seed
            ),
        }
        big = 10_000_000  # the budget is not what is measured
        pg_memory = PgMemoryStore(db, "bench", big, big)
        pg_memory.load_from_disk()
        file_memory = MemoryStore(big, big, home=work / "home")
        file_memory.load_from_disk()
        report["memory_add"] = {
            "postgres": memory_adds(pg_memory, args.memory_adds),
            "sqlite_files": memory_adds(file_memory, args.memory_adds),
        }
    search_p99 = report["search"]["postgres"]["worst_p99_ms"]
    report["targets"] = {
        "search_p99_le_50ms": search_p99 <= 50,
        "ingest_ge_1000_msg_s": report["ingest"]["postgres"]["messages_per_s"] >= 1000,
        "more_from_writers": report["ingest_concurrent"]["postgres"]["messages_per_s"]
        > report["ingest"]["postgres"]["messages_per_s"],
    }
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
