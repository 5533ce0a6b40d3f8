"""Working and episodic memory figures (episodes-and-working-memory; issue 12).

One function per measurement, gathered in ``MEASUREMENTS`` (name -> function); each returns
its own section of the output, so new measurements join without touching the others.
Prints one JSON line: ``{"benchmark": "episodes", "<name>": {...}, ...}``.

    python benchmarks/episodes.py [--repeat 50] [--only compress_tool_result]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from hermes_memory import compress_tool_result

ONE_MB = 1_000_000
COMPRESS_TARGET_MS = 20.0
_LEVELS = ("INFO", "INFO", "INFO", "DEBUG", "WARN", "ERROR")


def _log(size: int, seed: int = 12) -> str:
    """A service log of about ``size`` characters: timestamps, levels, key=value fields."""
    rng = random.Random(seed)
    lines: list[str] = []
    total = 0
    i = 0
    while total < size:
        level = rng.choice(_LEVELS)
        line = (
            f"2026-03-01T12:{(i // 60) % 60:02d}:{i % 60:02d}.{i % 1000:03d}Z {level:<5} "
            f"worker-{rng.randrange(16)} request_id={rng.getrandbits(40):010x} "
            f"path=/api/v1/items/{rng.randrange(10_000)} status={rng.choice((200, 200, 404, 500))} "
            f"duration_ms={rng.randrange(1, 900)}"
        )
        lines.append(line)
        total += len(line) + 1
        i += 1
    return "\n".join(lines)


def _csv(size: int) -> str:
    rows = ["id,host,latency_ms,bytes"]
    total, i = len(rows[0]), 0
    while total < size:
        row = f"{i},host-{i % 37},{(i * 7) % 1000 / 3:.2f},{i * 113 % 65536}"
        rows.append(row)
        total += len(row) + 1
        i += 1
    return "\n".join(rows)


def _prose(size: int) -> str:
    words = [
        "the",
        "deploy",
        "finished",
        "after",
        "a",
        "cache",
        "warmed",
        "and",
        "queues",
        "drained",
    ]
    rng = random.Random(3)
    return " ".join(rng.choice(words) for _ in range(size // 6))[:size]


def _median_ms(func: Callable[[], object], repeat: int) -> tuple[float, object]:
    times: list[float] = []
    result: object = None
    for _ in range(repeat):
        start = time.perf_counter()
        result = func()
        times.append(time.perf_counter() - start)
    return round(statistics.median(times) * 1000, 3), result


def measure_compress_tool_result(args: argparse.Namespace) -> dict[str, Any]:
    """``compress_tool_result`` median on a 1 MB log (target ≤ 20 ms), with a 1 MB CSV and
    1 MB of prose for comparison; each output must come back unchanged on a second pass."""
    inputs = {"log": _log(args.size), "csv": _csv(args.size), "prose": _prose(args.size)}
    out: dict[str, Any] = {"input_chars": len(inputs["log"]), "max_tokens": 500}
    for name, text in inputs.items():
        median, result = _median_ms(lambda t=text: compress_tool_result(t, 500), args.repeat)
        compressed = str(result)
        out[f"{name}_median_ms"] = median
        out[f"{name}_output_chars"] = len(compressed)
        out[f"{name}_idempotent"] = compress_tool_result(compressed, 500) == compressed
    out["target_ms"] = COMPRESS_TARGET_MS
    out["within_target"] = out["log_median_ms"] <= COMPRESS_TARGET_MS
    return out


MEASUREMENTS: dict[str, Callable[[argparse.Namespace], dict[str, Any]]] = {
    "compress_tool_result": measure_compress_tool_result,
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--repeat", type=int, default=50, help="runs per timed measurement")
    parser.add_argument("--size", type=int, default=ONE_MB, help="characters of tool output")
    parser.add_argument("--only", choices=sorted(MEASUREMENTS), action="append", default=None)
    args = parser.parse_args()
    names = args.only or list(MEASUREMENTS)
    report: dict[str, Any] = {"benchmark": "episodes"}
    for name in names:
        report[name] = MEASUREMENTS[name](args)
    print(json.dumps(report))


if __name__ == "__main__":
    main()
