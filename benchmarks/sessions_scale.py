"""Session store at scale: ingest rate, database size and search latency; one JSON line.

    python benchmarks/sessions_scale.py --messages 100000 [--reuse] [--queries 200]

Builds a deterministic synthetic corpus (``synthetic_corpus.py``) into
``benchmarks/.data/sessions_<N>_<seed>.db`` through ``SessionDB``: turn by turn with
``append_messages`` (one transaction per turn, durable when the call returns; the time of
the calls alone is measured, not the corpus generation), then ``refresh_search_index``.
Concurrent ingest is measured apart, on a fresh database of ``--concurrent-messages``
messages written by ``--writers`` threads sharing one ``SessionDB`` (group commit).
Search runs with the ``session_search`` defaults (roles user+assistant, sources
subagent/tool excluded) in three shapes: ``tool`` (``SessionDB.search``, limit 300, no
snippets or context, then ``fill_details`` on the first hit of each of the first three
sessions, as the tool shows them), ``tool_sorted`` (the same with ``sort="newest"`` and
``"oldest"`` on alternate queries: message time order) and ``search_messages`` (Hermes's
primitive: limit 20, no fallback, Hermes's full hit shape). Caches are warm: every query
set runs once before the measured pass, the way a long-running agent sees its database.
Query kinds: common terms (1-3), a rare term, a two-word phrase, ``prefix`` (4 characters
of a mid-frequency term), ``prefix_long`` (a stored word of 8+ letters cut to 7+
characters, often past the end of its stem, as in ``deploym*`` for "deployment"), CJK
words of 2 and 4 characters, a very common term.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import statistics
import sys
import threading
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from hermes_memory.sessions.search import (
    fill_details,
    refresh_search_index,
    search_detailed,
)
from hermes_memory.sessions.search.plan import bounded_count
from hermes_memory.sessions.search.query import cjk_runs
from hermes_memory.sessions.store import SessionDB
from synthetic_corpus import Corpus, Session

DEFAULTS = {"role_filter": ["user", "assistant"], "exclude_sources": ["subagent", "tool"]}
KINDS = (
    "terms_1",
    "terms_2",
    "terms_3",
    "rare_term",
    "phrase",
    "prefix",
    "cjk_2",
    "cjk_4",
    "lone_term_over_10pct",
    "prefix_long",
)


def turns(session: Session) -> list[list[dict[str, Any]]]:
    """The session's messages grouped into turns (a user message starts a turn)."""
    out: list[list[dict[str, Any]]] = []
    t = session.started_at
    for m in session.messages:
        t += 1.0
        row: dict[str, Any] = {"role": m.role, "content": m.content, "timestamp": t}
        if m.tool_name:
            row["tool_name"] = m.tool_name
        if m.tool_calls:
            row["tool_calls"] = m.tool_calls
        if m.tool_call_id:
            row["tool_call_id"] = m.tool_call_id
        if m.role == "user" or not out:
            out.append([])
        out[-1].append(row)
    return out


def ingest(db: SessionDB, corpus: Corpus) -> tuple[int, float]:
    """Write the corpus turn by turn; (messages, seconds spent inside SessionDB calls)."""
    spent = 0.0
    count = 0
    for session in corpus.sessions():
        batch = turns(session)
        t0 = time.perf_counter()
        db.create_session(session.id, session.source, started_at=session.started_at)
        for turn in batch:
            db.append_messages(session.id, turn)
        spent += time.perf_counter() - t0
        count += len(session.messages)
    return count, spent


def ingest_concurrent(path: Path, n: int, writers: int, seed: int) -> dict[str, Any]:
    sessions = [(s, turns(s)) for s in Corpus(n, seed=seed + 7).sessions()]
    for suffix in ("", "-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    db = SessionDB(path)
    lock = threading.Lock()
    queue = list(reversed(sessions))

    def work() -> None:
        while True:
            with lock:
                if not queue:
                    return
                session, batch = queue.pop()
            db.create_session(session.id, session.source, started_at=session.started_at)
            for turn in batch:
                db.append_messages(session.id, turn)

    threads = [threading.Thread(target=work) for _ in range(writers)]
    t0 = time.perf_counter()
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    elapsed = time.perf_counter() - t0
    stats = db.write_stats
    db.close()
    total = sum(len(s.messages) for s, _ in sessions)
    return {
        "writers": writers,
        "messages": total,
        "messages_per_s": round(total / elapsed, 1),
        "write_calls": stats.write_calls,
        "commits": stats.commits,
    }


def draw_queries(db: SessionDB, corpus: Corpus, n: int, seed: int) -> dict[str, list[str]]:
    """Query sets drawn deterministically from the corpus and its index statistics."""
    rng = random.Random(seed)
    conn = db.conn
    total = int(conn.execute("SELECT count(*) FROM messages").fetchone()[0])
    conn.execute(
        "CREATE VIRTUAL TABLE IF NOT EXISTS temp.bench_vocab"
        " USING fts5vocab(main, messages_fts, row)"
    )
    every = [(str(t), int(d)) for t, d in conn.execute("SELECT term, doc FROM temp.bench_vocab")]
    vocab = [(t, d) for t, d in every if re.fullmatch(r"[a-z]{3,}", t)]
    common = [t for t, d in vocab if 0.005 * total <= d <= 0.05 * total]
    # words, numbers and identifiers (tool-call ids) that occur in at most 20 messages
    rare = [t for t, d in every if d <= 20 and re.fullmatch(r"[a-z0-9]{3,}", t)]
    lone = [t for t, d in vocab if d > 0.10 * total]
    mid = [t for t, d in vocab if 0.001 * total <= d <= 0.02 * total and len(t) >= 6]
    texts = [s for s in corpus.samples if not cjk_runs(s)]
    runs = [r for s in corpus.samples for r in cjk_runs(s)]
    runs2 = [r for r in runs if len(r) >= 2]
    runs4 = [r for r in runs if len(r) >= 4]

    def phrase() -> str:
        words = re.findall(r"[A-Za-z]+", rng.choice(texts))
        k = rng.randrange(len(words) - 1)
        return f'"{words[k]} {words[k + 1]}"'

    def long_prefix() -> str:
        # a stored word of 8+ letters cut to 7+ characters, often past its stem's end
        # (``deploym*`` for "deployment", stem "deploy"): drawn by occurrence, like phrases
        while True:
            words = [w for w in re.findall(r"[a-z]+", rng.choice(texts).lower()) if len(w) >= 8]
            if words:
                word = rng.choice(words)
                return word[: rng.randrange(7, len(word))] + "*"

    def sub(run: str, size: int) -> str:
        k = rng.randrange(len(run) - size + 1)
        return run[k : k + size]

    def matching(pool: list[str]) -> list[str]:
        # vocab terms are porter stems; keep those that, typed as a query, find themselves
        return [t for t in pool if bounded_count(conn, "messages_fts", t, 0)]

    common = matching(rng.sample(common, min(len(common), 400)))
    rare = matching(rng.sample(rare, min(len(rare), 400)))
    lone = matching(lone)
    makers = {
        "terms_1": lambda: rng.choice(common),
        "terms_2": lambda: " ".join(rng.sample(common, 2)),
        "terms_3": lambda: " ".join(rng.sample(common, 3)),
        "rare_term": lambda: rng.choice(rare),
        "phrase": phrase,
        "prefix": lambda: rng.choice(mid)[:4] + "*",
        "cjk_2": lambda: sub(rng.choice(runs2), 2),
        "cjk_4": lambda: sub(rng.choice(runs4), 4),
        "lone_term_over_10pct": lambda: rng.choice(lone),
        "prefix_long": long_prefix,
    }
    return {kind: [makers[kind]() for _ in range(n)] for kind in KINDS}


def run_tool(db: SessionDB, query: str, sort: str | None = None) -> Any:
    result = db.search(query, limit=300, snippets=False, context=False, sort=sort, **DEFAULTS)
    shown: dict[str, dict[str, Any]] = {}
    for hit in result.hits:
        shown.setdefault(hit["session_id"], hit)
        if len(shown) == 3:
            break
    fill_details(db, result, list(shown.values()), context=False)
    return result


def run_tool_sorted(db: SessionDB, query: str) -> Any:
    # alternate by the query's text, so the same query always gets the same direction
    return run_tool(db, query, sort="newest" if len(query) % 2 else "oldest")


def run_search_messages(db: SessionDB, query: str) -> Any:
    # ``SessionDB.search_messages`` is exactly this, minus the result object
    return search_detailed(db, query, limit=20, fallback=False, **DEFAULTS)


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(p / 100 * len(ordered)) - 1))]


def measure(db: SessionDB, queries: dict[str, list[str]], fn: Any) -> dict[str, Any]:
    for qs in queries.values():  # warm-up pass
        for q in qs:
            fn(db, q)
    out: dict[str, Any] = {}
    for kind, qs in queries.items():
        times: list[float] = []
        rankings: dict[str, int] = {}
        fallback = 0
        empty = 0
        for q in qs:
            t0 = time.perf_counter()
            result = fn(db, q)
            times.append((time.perf_counter() - t0) * 1000)
            rankings[result.ranking.value] = rankings.get(result.ranking.value, 0) + 1
            fallback += int(result.fallback_used)
            empty += int(not result.hits)
        out[kind] = {
            "p50_ms": round(statistics.median(times), 2),
            "p95_ms": round(pct(times, 95), 2),
            "p99_ms": round(pct(times, 99), 2),
            "max_ms": round(max(times), 2),
            "rankings": rankings,
            "fallback": fallback,
            "empty": empty,
            "example": qs[0],
        }
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="session store scale benchmark")
    parser.add_argument("--messages", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=20260701)
    parser.add_argument("--data-dir", default=str(Path(__file__).resolve().parent / ".data"))
    parser.add_argument("--reuse", action="store_true", help="reuse a database built before")
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--writers", type=int, default=4)
    parser.add_argument("--concurrent-messages", type=int, default=20_000)
    parser.add_argument("--skip-concurrent", action="store_true")
    args = parser.parse_args(argv)
    data = Path(args.data_dir)
    data.mkdir(parents=True, exist_ok=True)
    path = data / f"sessions_{args.messages}_{args.seed}.db"
    report: dict[str, Any] = {"benchmark": "sessions-scale", "messages": args.messages}
    corpus = Corpus(args.messages, seed=args.seed)
    ingest_info: dict[str, Any] = {"reused": False}
    meta_path = Path(f"{path}.meta.json")
    if args.reuse and path.exists():
        meta = json.loads(meta_path.read_text()) if meta_path.exists() else {}
        ingest_info = {**meta.get("ingest", {}), "reused": True}
        if "samples" in meta:
            corpus.samples = meta["samples"]
        else:  # regenerate the samples the queries are drawn from
            for _ in corpus.sessions():
                pass
            meta_path.write_text(json.dumps({"ingest": ingest_info, "samples": corpus.samples}))
        db = SessionDB(path)
        t0 = time.perf_counter()
        indexed = refresh_search_index(db)  # a file built by an older layout catches up here
        ingest_info["refresh_s"] = round(time.perf_counter() - t0, 2)
        ingest_info["refresh_indexed"] = indexed
    else:
        for suffix in ("", "-wal", "-shm"):
            Path(f"{path}{suffix}").unlink(missing_ok=True)
        db = SessionDB(path)
        count, spent = ingest(db, corpus)
        t0 = time.perf_counter()
        indexed = refresh_search_index(db)
        ingest_info.update(
            messages=count,
            seconds_in_calls=round(spent, 2),
            messages_per_s=round(count / spent, 1),
            cjk_index_s=round(time.perf_counter() - t0, 2),
            cjk_indexed=indexed,
        )
        meta_path.write_text(json.dumps({"ingest": ingest_info, "samples": corpus.samples}))
    report["ingest_single_writer"] = ingest_info
    print(json.dumps(ingest_info), file=sys.stderr)
    db.close()
    size = sum(os.path.getsize(f"{path}{s}") for s in ("", "-wal") if os.path.exists(f"{path}{s}"))
    report["db_bytes"] = size
    report["bytes_per_message"] = round(size / args.messages, 1)
    if not args.skip_concurrent:
        report["ingest_concurrent"] = ingest_concurrent(
            data / "sessions_concurrent.db", args.concurrent_messages, args.writers, args.seed
        )
        print(json.dumps(report["ingest_concurrent"]), file=sys.stderr)
    db = SessionDB(path)
    queries = draw_queries(db, corpus, args.queries, args.seed)
    report["cache"] = "warm: one pass over every query set before the measured pass"
    report["search_tool"] = measure(db, queries, run_tool)
    print(json.dumps(report["search_tool"]), file=sys.stderr)
    report["search_tool_sorted"] = measure(db, queries, run_tool_sorted)
    print(json.dumps(report["search_tool_sorted"]), file=sys.stderr)
    report["search_messages"] = measure(db, queries, run_search_messages)
    db.close()
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
