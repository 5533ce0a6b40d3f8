"""Throughput of a large import and export, and the session_search tool's latency after it.

Builds an OpenAI-style JSONL file (``--sessions`` sessions of ``--turns`` user/assistant
pairs, every fifth assistant turn a tool call and its result), imports it into a fresh
state.db (in chunks of whole sessions, with the pauses that let other writers in: both are
reported), exports everything back to JSONL and to Markdown, then times discovery, read
and browse calls of the tool. Prints one JSON line.

    python benchmarks/sessions_import_export.py [--sessions N] [--turns N] [--queries N]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import tempfile
import time
from pathlib import Path

from hermes_memory.sessions.store import SessionDB
from hermes_memory.sessions.transfer import (
    DEFAULT_PACING,
    ExportFormat,
    export_sessions,
    read_import,
    select_sessions,
    write_import,
)
from hermes_memory.tools.session_search import session_search

WORDS = [
    "deploy",
    "staging",
    "ingress",
    "billing",
    "canary",
    "migration",
    "schema",
    "index",
    "cache",
    "latency",
    "retry",
    "queue",
    "worker",
    "token",
    "budget",
    "invoice",
    "parser",
    "timeout",
    "kubernetes",
    "helm",
    "chart",
    "backup",
    "restore",
    "vacuum",
    "sourdough",
    "starter",
    "flour",
    "hydration",
    "oven",
    "recipe",
    "garden",
    "tomato",
    "irrigation",
    "部署",
    "数据库",
    "索引",
]


def _sentence(rng: random.Random, n: int = 14) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(n))


def write_corpus(path: Path, sessions: int, turns: int, seed: int = 7) -> int:
    rng = random.Random(seed)
    count = 0
    t = 1_700_000_000.0
    with path.open("w", encoding="utf-8") as out:
        for s in range(sessions):
            header = {
                "type": "session",
                "id": f"bench_{s:05d}",
                "source": "cli",
                "title": f"bench session {s}",
                "started_at": t,
            }
            out.write(json.dumps(header) + "\n")
            for turn in range(turns):
                t += 5
                lines = [{"role": "user", "content": _sentence(rng), "timestamp": t}]
                if turn % 5 == 4:
                    call = {
                        "id": f"c{s}_{turn}",
                        "type": "function",
                        "function": {"name": "shell", "arguments": '{"cmd": "ls"}'},
                    }
                    lines.append(
                        {
                            "role": "assistant",
                            "content": None,
                            "tool_calls": [call],
                            "timestamp": t + 1,
                        }
                    )
                    lines.append(
                        {
                            "role": "tool",
                            "tool_call_id": call["id"],
                            "name": "shell",
                            "content": _sentence(rng, 30),
                            "timestamp": t + 2,
                        }
                    )
                lines.append(
                    {"role": "assistant", "content": _sentence(rng, 40), "timestamp": t + 3}
                )
                for line in lines:
                    out.write(json.dumps(line, ensure_ascii=False) + "\n")
                count += len(lines)
    return count


def _ms(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    return {
        "median_ms": round(statistics.median(ordered) * 1000, 2),
        "p95_ms": round(ordered[int(len(ordered) * 0.95) - 1] * 1000, 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sessions", type=int, default=1000)
    parser.add_argument("--turns", type=int, default=20)
    parser.add_argument("--queries", type=int, default=200)
    args = parser.parse_args()
    rng = random.Random(11)
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        source = root / "corpus.jsonl"
        messages = write_corpus(source, args.sessions, args.turns)
        started = time.perf_counter()
        parsed = read_import(source)
        parse_s = time.perf_counter() - started
        with SessionDB(root / "state.db") as db:
            started = time.perf_counter()
            report = write_import(db, parsed)
            import_s = time.perf_counter() - started
            chosen = select_sessions(db, all_sessions=True)
            timings: dict[str, float] = {}
            for fmt in ExportFormat:
                started = time.perf_counter()
                with (root / f"out.{fmt.value}").open("w", encoding="utf-8") as handle:
                    export_sessions(db, chosen, fmt, handle)
                timings[fmt.value] = time.perf_counter() - started
            discover, read, browse = [], [], []
            for _ in range(args.queries):
                query = " ".join(rng.sample(WORDS, 2))
                started = time.perf_counter()
                session_search(query=query, db=db, current_session_id="bench_00000")
                discover.append(time.perf_counter() - started)
                started = time.perf_counter()
                session_search(session_id=f"bench_{rng.randrange(args.sessions):05d}", db=db)
                read.append(time.perf_counter() - started)
                started = time.perf_counter()
                session_search(db=db)
                browse.append(time.perf_counter() - started)
            size = (root / "state.db").stat().st_size
    print(
        json.dumps(
            {
                "benchmark": "sessions_import_export",
                "sessions": args.sessions,
                "messages": messages,
                "parse_s": round(parse_s, 3),
                "import_s": round(import_s, 3),
                "import_msgs_per_s": round(messages / import_s),
                "import_chunks": report.chunks,
                "import_pauses_s": round((report.chunks - 1) * DEFAULT_PACING.pause_seconds, 3),
                "export_jsonl_msgs_per_s": round(messages / timings["jsonl"]),
                "export_md_msgs_per_s": round(messages / timings["md"]),
                "db_bytes": size,
                "tool_discover": _ms(discover),
                "tool_read": _ms(read),
                "tool_browse": _ms(browse),
            }
        )
    )


if __name__ == "__main__":
    main()
