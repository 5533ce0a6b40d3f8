"""What an MCP client pays: the real server over stdio, measured from the client side.

Starts ``hermes-memory mcp --home <tmp>`` as a subprocess through the SDK's stdio client
and times: start-up to a listed tool set, ``record_turn`` round trips (each durable in
state.db when it returns), ``session_search`` discovery over those turns from a second
session, and a ``memory`` add. Prints one JSON line (milliseconds; median and p95).

    python benchmarks/mcp_server.py [--turns N] [--searches N] [--provider holographic]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import anyio
from mcp import Client, StdioServerParameters

WORDS = [
    "alpha",
    "bravo",
    "charlie",
    "delta",
    "echo",
    "foxtrot",
    "golf",
    "hotel",
    "india",
    "juliet",
    "kilo",
    "lima",
    "mike",
]


def _stats(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    return {"median_ms": round(statistics.median(ordered), 2), "p95_ms": round(p95, 2)}


def _params(home: Path) -> StdioServerParameters:
    exe = Path(sys.executable).parent / "hermes-memory"
    if exe.exists():
        return StdioServerParameters(command=str(exe), args=["mcp", "--home", str(home)])
    return StdioServerParameters(
        command=sys.executable, args=["-m", "hermes_memory.mcp_server", "--home", str(home)]
    )


async def _run(home: Path, turns: int, searches: int) -> dict[str, Any]:
    started = time.perf_counter()
    async with Client(_params(home), read_timeout_seconds=120) as client:
        tools = (await client.list_tools()).tools
        startup = (time.perf_counter() - started) * 1000
        record: list[float] = []
        for i in range(turns):
            words = " ".join(WORDS[(i + k) % len(WORDS)] for k in range(6))
            args = {"user": f"turn {i}: {words} topic{i % 40}", "assistant": f"answer {i} {words}"}
            t0 = time.perf_counter()
            result = await client.call_tool("record_turn", args)
            record.append((time.perf_counter() - t0) * 1000)
            assert not result.is_error, result
        await client.call_tool("start_session", {})  # search the turns from a new session
        search: list[float] = []
        for i in range(searches):
            t0 = time.perf_counter()
            result = await client.call_tool("session_search", {"query": f"topic{i % 40} bravo"})
            search.append((time.perf_counter() - t0) * 1000)
            assert not result.is_error, result
        t0 = time.perf_counter()
        await client.call_tool("memory", {"action": "add", "content": "Benchmark note."})
        memory_ms = (time.perf_counter() - t0) * 1000
    return {
        "tools": len(tools),
        "startup_ms": round(startup, 1),
        "record_turn": _stats(record),
        "session_search": _stats(search),
        "memory_add_ms": round(memory_ms, 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--turns", type=int, default=200)
    parser.add_argument("--searches", type=int, default=50)
    parser.add_argument("--provider", default="", help="memory.provider to enable, if any")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp)
        if args.provider:
            (home / "config.yaml").write_text(f"memory:\n  provider: {args.provider}\n")
        figures = anyio.run(_run, home, args.turns, args.searches)
    print(
        json.dumps(
            {
                "benchmark": "mcp_server_stdio",
                "turns": args.turns,
                "searches": args.searches,
                "provider": args.provider or "builtin",
                **figures,
            }
        )
    )


if __name__ == "__main__":
    main()
