"""Overhead the memory runtime adds to an agent turn, with an instant scripted model.

Measures (fresh temp home, real state.db and memory files; the model answers at once so
only our work is timed): system prompt build, a plain turn, a turn with one memory write,
``after_turn`` when a background review is due (the review itself is blocked, proving it
stays off the reply path), and one compression with session split. Prints one JSON line.

    python benchmarks/runtime_turns.py [--turns 200]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from fakes import Block, ScriptedModel, tool_call
from hermes_memory.compression import CompressionSettings
from hermes_memory.llm import ChatResult, Usage
from hermes_memory.runtime import MemoryRuntime, run_turn


class InstantModel:
    """Canned replies with no copying or token counting, so only the runtime is timed."""

    model_name = "instant"

    def __init__(self, default: str) -> None:
        self.default = ChatResult(text=default, usage=Usage(1000, 10, 1010))
        self.queue: list[ChatResult] = []

    def chat(
        self, messages: Any, *, tools: Any = None, max_tokens: Any = None, temperature: Any = None
    ) -> ChatResult:
        return self.queue.pop(0) if self.queue else self.default

    def stream(self, messages: Any, **kwargs: Any) -> Any:
        yield self.chat(messages)

    def complete(self, prompt: str, **kwargs: Any) -> str:
        return self.chat([]).text


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def summary(values: list[float]) -> dict[str, float]:
    return {
        "p50_ms": round(statistics.median(values) * 1000, 3),
        "p99_ms": round(pct(values, 0.99) * 1000, 3),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--turns", type=int, default=200)
    args = parser.parse_args()
    out: dict[str, Any] = {"benchmark": "runtime_turns", "turns": args.turns}
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp) / "home"
        home.mkdir()
        model = InstantModel("Done, noted.")
        rt = MemoryRuntime(home, model=model, load_provider=False, nudge_interval=0)
        started = time.perf_counter()
        rt.start_session(title="bench")
        out["start_session_ms"] = round((time.perf_counter() - started) * 1000, 3)
        started = time.perf_counter()
        rt.builder.build("x", model="m")
        out["prompt_build_ms"] = round((time.perf_counter() - started) * 1000, 3)

        plain = []
        for i in range(args.turns):
            t0 = time.perf_counter()
            run_turn(rt, f"Question number {i} about the parser and its tokenizer?")
            plain.append(time.perf_counter() - t0)
        out["plain_turn"] = summary(plain)

        writes = []
        for i in range(min(args.turns, 100)):
            model.queue.append(
                tool_call("memory", {"action": "add", "target": "memory", "content": f"Fact {i}."})
            )
            t0 = time.perf_counter()
            run_turn(rt, f"Remember fact {i}.")
            writes.append(time.perf_counter() - t0)
            if i % 20 == 19:  # keep the store under its budget
                rt.store.apply_batch(
                    "memory",
                    [{"action": "remove", "old_text": f"Fact {j}."} for j in range(i - 19, i)],
                )
        out["memory_write_turn"] = summary(writes)
        rt.end_session()

        gate = threading.Event()
        reviewer = ScriptedModel(default=Block(gate, "Nothing to save.", timeout=60))
        rt = MemoryRuntime(
            home,
            model=ScriptedModel(default="ok"),
            review_model=reviewer,
            load_provider=False,
            nudge_interval=1,
        )
        rt.start_session()
        rt.before_turn("I am Ada and I like tea.")
        t0 = time.perf_counter()
        record = rt.after_turn("Hello Ada.")
        out["after_turn_with_review_due_ms"] = round((time.perf_counter() - t0) * 1000, 3)
        out["review_still_running_when_turn_returned"] = bool(
            record.review_started and rt.reviewer and rt.reviewer.running
        )
        gate.set()
        rt.end_session(review_timeout=5)

        big = "context " * 300
        rt = MemoryRuntime(
            home,
            model=InstantModel("ok " * 200),
            load_provider=False,
            summary_model=InstantModel("## Goal\nbench"),
            nudge_interval=0,
            compression=CompressionSettings(context_length=200_000),
        )
        rt.start_session(title="long")
        for i in range(150):
            run_turn(rt, f"step {i} {big}")
        t0 = time.perf_counter()
        outcome = rt.compress()
        out["compress_split_ms"] = round((time.perf_counter() - t0) * 1000, 3)
        out["compress_messages_before"] = 300
        out["compress_messages_after"] = len(outcome.messages)
        rt.end_session()
    print(json.dumps(out))


if __name__ == "__main__":
    main()
