"""Durable ingest rate of the session store: turn by turn, group-committed threads, bulk.

Writes the same synthetic corpus (``synthetic_corpus.py``, ~20k messages by default) into
fresh state.db files four ways and prints one JSON line:

* ``single``: one writer, ``append_messages`` per turn, each durable when it returns;
* ``threads_4`` / ``threads_8``: sessions spread over N threads sharing one ``SessionDB``;
  concurrent turns are folded into shared commits (``commits`` < ``calls``);
* ``bulk``: ``with db.bulk():`` (the import path), one transaction per 2,000 rows.

Also reports the file size per message after a checkpoint (``bytes_per_message``) against
the stored text per message.

    python benchmarks/sessions_ingest.py [--messages N]
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from hermes_memory.sessions.store import SessionDB
from synthetic_corpus import Corpus, Session  # benchmarks/ is on sys.path when run

Turn = list[dict[str, Any]]


def _turns(session: Session) -> list[Turn]:
    """The session's messages grouped into turns, each starting at a user message."""
    turns: list[Turn] = []
    for m in session.messages:
        row = {
            "role": m.role,
            "content": m.content,
            "tool_name": m.tool_name,
            "tool_calls": m.tool_calls,
            "tool_call_id": m.tool_call_id,
        }
        if m.role == "user" or not turns:
            turns.append([])
        turns[-1].append(row)
    return turns


def _write_sessions(db: SessionDB, work: list[tuple[Session, list[Turn]]]) -> None:
    for session, turns in work:
        db.create_session(session.id, session.source, started_at=session.started_at)
        for turn in turns:
            db.append_messages(session.id, turn)


def _run(path: Path, corpus: list[tuple[Session, list[Turn]]], threads: int) -> dict[str, Any]:
    db = SessionDB(path)
    start, cpu = time.perf_counter(), time.process_time()
    if threads == 1:
        _write_sessions(db, corpus)
    else:
        shares = [corpus[n::threads] for n in range(threads)]
        workers = [threading.Thread(target=_write_sessions, args=(db, s)) for s in shares]
        for w in workers:
            w.start()
        for w in workers:
            w.join()
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    stats = db.write_stats
    messages = db.message_count()
    db.close()
    return {
        "messages": messages,
        "seconds": round(elapsed, 2),
        "cpu_seconds": round(cpu, 2),
        "messages_per_s": round(messages / elapsed),
        "calls": stats.write_calls,
        "commits": stats.commits,
        "largest_batch": stats.largest_batch,
    }


def _run_bulk(path: Path, corpus: list[tuple[Session, list[Turn]]]) -> dict[str, Any]:
    db = SessionDB(path)
    start, cpu = time.perf_counter(), time.process_time()
    with db.bulk(rows_per_commit=2000):
        _write_sessions(db, corpus)
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    messages = db.message_count()
    db.close()
    size = path.stat().st_size
    return {
        "messages": messages,
        "seconds": round(elapsed, 2),
        "cpu_seconds": round(cpu, 2),
        "messages_per_s": round(messages / elapsed),
        "bytes_per_message": round(size / messages),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--messages", type=int, default=20_000)
    args = parser.parse_args()
    corpus_gen = Corpus(args.messages)
    corpus = [(s, _turns(s)) for s in corpus_gen.sessions()]
    text_bytes = sum(
        len((m.content or "").encode()) + len(json.dumps(m.tool_calls or "").encode())
        for s, _ in corpus
        for m in s.messages
    )
    turns = sum(len(t) for _, t in corpus)
    result: dict[str, Any] = {
        "benchmark": "sessions_ingest",
        "load_average_1m": round(os.getloadavg()[0], 1),
        "messages": args.messages,
        "turns": turns,
        "text_bytes_per_message": round(text_bytes / args.messages),
    }
    with tempfile.TemporaryDirectory(prefix="hm-ingest-") as tmp:
        root = Path(tmp)
        result["single"] = _run(root / "single.db", corpus, 1)
        result["threads_4"] = _run(root / "t4.db", corpus, 4)
        result["threads_8"] = _run(root / "t8.db", corpus, 8)
        result["bulk"] = _run_bulk(root / "bulk.db", corpus)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
