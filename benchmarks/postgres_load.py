"""A load test of the team server; one JSON line.

    python benchmarks/postgres_load.py [--seconds 60] [--clients 8] [--servers 2]
                                       [--database postgresql://...]

Starts ``--servers`` team-server processes (``hermes-memory --database URL mcp --http``) on
one database (a throwaway PostgreSQL with fsync on unless ``--database`` is given), adds
one user per client, and runs ``--clients`` MCP clients over streamable HTTP, spread over
the servers, for ``--seconds``: each loops over a mix of ``memory`` adds (40%),
``record_turn`` (40%) and ``session_search`` (20%). Reports throughput, p50/p99 latency
per tool, errors, and writes lost: every add and turn the server confirmed is looked up
in the database afterwards.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import anyio

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))

from hermes_memory.storage.postgres import PgMemoryStore, PgSessionStore, open_database  # noqa: E402
from team_server import add_user, client, team_server  # noqa: E402

MIX = (("memory", 0.4), ("record_turn", 0.4), ("session_search", 0.2))
BIG_BUDGET = "memory:\n  memory_char_limit: 10000000\n  user_char_limit: 10000000\n"


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return (
        ordered[min(len(ordered) - 1, max(0, round(p / 100 * len(ordered)) - 1))]
        if ordered
        else 0.0
    )


async def run_client(url: str, token: str, n: int, deadline: float, log: dict[str, Any]) -> None:
    rng = random.Random(n)
    async with client(url, token) as c:
        k = 0
        while time.monotonic() < deadline:
            k += 1
            tool = rng.choices([t for t, _ in MIX], [w for _, w in MIX])[0]
            if tool == "memory":
                args = {"action": "add", "target": "memory", "content": f"client {n} fact {k}"}
            elif tool == "record_turn":
                args = {
                    "user": f"client {n} asks question {k} about kestrelport",
                    "assistant": "ok",
                }
            else:
                args = {"query": "kestrelport question"}
            t0 = time.perf_counter()
            try:
                result = await c.call_tool(tool, args)
                payload = json.loads(result.content[0].text)  # type: ignore[union-attr]
                ok = payload.get("success") is not False and "error" not in payload
            except Exception as exc:  # counted as an error, the run goes on
                ok, payload = False, {"error": str(exc)}
            log["latency"].setdefault(tool, []).append((time.perf_counter() - t0) * 1000)
            if not ok:
                log["errors"].append(f"{tool}: {payload.get('error')}")
            elif tool == "memory":
                log["adds"].append(args["content"])
            elif tool == "record_turn":
                log["turns"].append((payload["session_id"], args["user"]))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="team server load test")
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--servers", type=int, default=2)
    parser.add_argument("--database", default=os.environ.get("HERMES_MEMORY_DATABASE_URL"))
    parser.add_argument(
        "--no-fsync", action="store_true", help="throwaway server without fsync (smoke runs)"
    )
    args = parser.parse_args(argv)
    report: dict[str, Any] = {
        "benchmark": "postgres_load",
        "clients": args.clients,
        "servers": args.servers,
    }
    with ExitStack() as stack:
        url = args.database
        if not url:
            from pg_server import running_server

            server = stack.enter_context(running_server(durable=not args.no_fsync))
            server.admin("CREATE DATABASE load")
            url = server.url("load")
            fsync = "off" if args.no_fsync else "on"
            report["server"] = f"throwaway PostgreSQL, fsync {fsync}"
        home = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="hm-load-")))
        users = [f"load{n}" for n in range(args.clients)]
        tokens = [add_user(url, u) for u in users]
        for user in users:
            folder = home / "team" / user
            folder.mkdir(parents=True, mode=0o700)
            (folder / "config.yaml").write_text(BIG_BUDGET, encoding="utf-8")
        urls = [stack.enter_context(team_server(url, home)) for _ in range(args.servers)]
        logs = [{"latency": {}, "errors": [], "adds": [], "turns": []} for _ in users]

        async def everyone() -> float:
            deadline = time.monotonic() + args.seconds
            t0 = time.perf_counter()
            async with anyio.create_task_group() as group:
                for n, token in enumerate(tokens):
                    group.start_soon(run_client, urls[n % len(urls)], token, n, deadline, logs[n])
            return time.perf_counter() - t0

        elapsed = anyio.run(everyone)
        db = open_database(url)
        lost = 0
        try:
            for user, log in zip(users, logs, strict=True):
                memory = PgMemoryStore(db, user, 10_000_000, 10_000_000)
                memory.load_from_disk()
                lost += len(set(log["adds"]) - set(memory.memory_entries))
                sessions = PgSessionStore(db, user)
                for session_id, text in log["turns"]:
                    contents = {m["content"] for m in sessions.get_messages(session_id)}
                    lost += int(text not in contents)
        finally:
            db.close()
    calls = sum(len(v) for log in logs for v in log["latency"].values())
    tools: dict[str, Any] = {}
    for tool, _ in MIX:
        times = [t for log in logs for t in log["latency"].get(tool, [])]
        tools[tool] = {
            "calls": len(times),
            "p50_ms": round(statistics.median(times), 2) if times else None,
            "p99_ms": round(pct(times, 99), 2) if times else None,
        }
    errors = [e for log in logs for e in log["errors"]]
    report.update(
        duration_s=round(elapsed, 1),
        calls=calls,
        calls_per_s=round(calls / elapsed, 1),
        p99_ms=round(pct([t for log in logs for v in log["latency"].values() for t in v], 99), 2),
        tools=tools,
        errors=len(errors),
        error_examples=errors[:5],
        writes_confirmed=sum(len(log["adds"]) + len(log["turns"]) for log in logs),
        writes_lost=lost,
    )
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
