"""Latency of curated-memory writes at the default limits (2,200 / 1,375 chars).

Each sample is one full store operation on a fresh temporary home: lock, checked read,
drift check, parse, decide, atomic write with fsync. The store is kept about 65 % full
with realistic entries so that parsing and budget checks do real work. Prints one JSON line:
median and p99 in milliseconds for add, replace and remove, the tool-level add, and the
"fsync floor" (a bare write + fsync + rename + directory fsync of the same size on the same
disk), which bounds what any durable write can achieve on the machine.

    python benchmarks/curated_ops.py [--iterations N]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import tempfile
import time
from collections.abc import Callable

from hermes_memory.curated.store import MemoryStore
from hermes_memory.tools.memory import memory_tool

FACTS = [
    "User prefers concise answers with code first and explanation after.",
    "Project uses Python 3.12, ruff for linting and pytest with hypothesis.",
    "The staging database is PostgreSQL 16 on port 5433; prod is read-only for agents.",
    "User's name is Ada; she works on the billing service and reviews PRs in the morning.",
    "CI runs on two cores; keep test suites under ninety seconds.",
    "Deploys go through `make release`; never push tags by hand.",
    "The team writes commit messages in the imperative mood.",
    "User dislikes emoji in technical writing.",
    "Docs live in docs/ and are built with mkdocs-material.",
    "Timezone is Europe/Berlin; meetings are never before 10:00.",
]


def _percentile(samples: list[float], pct: float) -> float:
    ordered = sorted(samples)
    index = min(len(ordered) - 1, max(0, round(pct / 100 * len(ordered)) - 1))
    return ordered[index]


def _summary(samples: list[float]) -> dict[str, float]:
    return {
        "median_ms": round(statistics.median(samples) * 1000, 3),
        "p99_ms": round(_percentile(samples, 99) * 1000, 3),
    }


def _timed(func: Callable[..., object], *args: object, **kwargs: object) -> float:
    start = time.perf_counter()
    func(*args, **kwargs)
    return time.perf_counter() - start


def _fsync_floor(directory: str, size: int) -> float:
    """One bare temp-write + fsync + rename + directory fsync: the disk's share of a write."""
    path = os.path.join(directory, "floor")
    start = time.perf_counter()
    fd = os.open(path + ".tmp", os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    os.write(fd, b"x" * size)
    os.fsync(fd)
    os.close(fd)
    os.replace(path + ".tmp", path)
    dfd = os.open(directory, os.O_RDONLY)
    os.fsync(dfd)
    os.close(dfd)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iterations", type=int, default=500)
    args = parser.parse_args()
    rng = random.Random(7)
    timings: dict[str, list[float]] = {
        "add": [],
        "replace": [],
        "remove": [],
        "tool_add": [],
        "fsync_floor": [],
    }

    with tempfile.TemporaryDirectory(prefix="hm-bench-") as home:
        store = MemoryStore(home=home)
        store.load_from_disk()
        for round_ in range(3):  # about 65 % of the 2,200-char budget before each sample
            for fact in FACTS[: 10 if round_ < 2 else 1]:
                store.add("memory", f"{fact} [{round_}]")
        floor_dir = tempfile.mkdtemp(dir=home)
        for i in range(args.iterations):
            tag = f"#{i}"
            fact = f"{rng.choice(FACTS)} {tag}"
            timings["add"].append(_timed(store.add, "memory", fact))
            newer = f"{rng.choice(FACTS)} (revised) {tag}"
            timings["replace"].append(_timed(store.replace, "memory", f" {tag}", newer))
            timings["remove"].append(_timed(store.remove, "memory", f"(revised) {tag}"))
            timings["tool_add"].append(
                _timed(memory_tool, "add", "user", f"Note {tag}", store=store, write_approval=False)
            )
            memory_tool("remove", "user", old_text=f"Note {tag}", store=store, write_approval=False)
            timings["fsync_floor"].append(_fsync_floor(floor_dir, store.char_count("memory")))
        fill = store.char_count("memory")

    result = {
        "benchmark": "curated_ops",
        "iterations": args.iterations,
        "store_chars": fill,
        "store_limit": 2200,
        **{op: _summary(samples) for op, samples in timings.items()},
    }
    print(json.dumps(result))


if __name__ == "__main__":
    main()
