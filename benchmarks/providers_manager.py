"""Per-turn cost of the provider layer: manager fan-out, fencing and stream scrubbing.

Times, with a built-in provider and one fast external provider registered: prefetch_all
(one daemon thread per external call), sync_all + flush_pending (background worker round
trip), build_memory_context_block on a ~4 KB recall, and StreamingContextScrubber over a
~20 KB answer fed in 8-character deltas. Prints one JSON line (microseconds; median, p99).

    python benchmarks/providers_manager.py [--iterations N]
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Callable
from typing import Any

from hermes_memory.context.fencing import build_memory_context_block
from hermes_memory.context.scrubber import StreamingContextScrubber
from hermes_memory.providers.base import MemoryProvider
from hermes_memory.providers.manager import MemoryManager

RECALL = "## Recall\n" + "\n".join(f"- [0.5] fact number {i} about the project" for i in range(90))
ANSWER = ("Here is the plan.\n" + "word " * 60 + "\n") * 60 + (
    "\n<memory-context>\nleaked recall\n</memory-context>\nDone."
)


class Fast(MemoryProvider):
    def __init__(self, name: str) -> None:
        self._name = name

    @property
    def name(self) -> str:
        return self._name

    def is_available(self) -> bool:
        return True

    def initialize(self, session_id: str, **kwargs: Any) -> None:
        return None

    def get_tool_schemas(self) -> list[dict[str, Any]]:
        return []

    def prefetch(self, query: str, *, session_id: str = "") -> str:
        return RECALL

    def sync_turn(self, user_content: str, assistant_content: str, **kwargs: Any) -> None:  # type: ignore[override]
        return None


def measure(fn: Callable[[], object], iterations: int) -> dict[str, float]:
    samples = []
    for _ in range(iterations):
        start = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - start) * 1e6)
    samples.sort()
    return {
        "median_us": round(statistics.median(samples), 1),
        "p99_us": round(samples[min(len(samples) - 1, int(len(samples) * 0.99))], 1),
    }


def scrub() -> str:
    scrubber = StreamingContextScrubber()
    out = [scrubber.feed(ANSWER[i : i + 8]) for i in range(0, len(ANSWER), 8)]
    return "".join(out) + scrubber.flush()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--iterations", type=int, default=300)
    n = parser.parse_args().iterations
    manager = MemoryManager()
    manager.add_provider(Fast("builtin"))
    manager.add_provider(Fast("external"))

    def sync_round_trip() -> None:
        manager.sync_all("user said something with OPENAI_API_KEY=abc12345", "assistant replied")
        manager.flush_pending(10)

    result = {
        "benchmark": "providers_manager",
        "iterations": n,
        "prefetch_all": measure(lambda: manager.prefetch_all("what did we decide?"), n),
        "sync_all_round_trip": measure(sync_round_trip, n),
        "context_block_4kb": measure(lambda: build_memory_context_block(RECALL), n),
        "scrub_20kb_in_8_char_deltas": measure(scrub, max(20, n // 10)),
        "answer_chars": len(ANSWER),
    }
    manager.shutdown_all()
    print(json.dumps(result))


if __name__ == "__main__":
    main()
