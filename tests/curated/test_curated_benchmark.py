"""benchmarks/curated_ops.py runs and prints one JSON line (figures are not asserted)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "curated_ops.py"


# heavy: the benchmark's own process (13-26 s under load); test_benchmarks_smoke.py keeps
# benchmark runs in the default run
@pytest.mark.heavy
def test_benchmark_prints_one_json_line() -> None:
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--iterations", "15"],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    lines = done.stdout.strip().splitlines()
    assert len(lines) == 1
    result = json.loads(lines[0])
    assert result["benchmark"] == "curated_ops" and result["iterations"] == 15
    for op in ("add", "replace", "remove", "tool_add", "fsync_floor"):
        assert set(result[op]) == {"median_ms", "p99_ms"}
        assert result[op]["p99_ms"] >= result[op]["median_ms"] > 0
