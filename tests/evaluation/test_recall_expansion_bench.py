"""``benchmarks/recall_expansion.py`` runs end to end on the tiny LoCoMo fixture and prints
one JSON line with the lexical figures with and without the scripted expansions."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_recall_expansion_benchmark(tmp_path: Path) -> None:
    table = tmp_path / "expansions.json"
    done = subprocess.run(
        [
            sys.executable,
            str(ROOT / "benchmarks" / "recall_expansion.py"),
            "--data",
            str(ROOT / "tests" / "data" / "locomo_tiny.json"),
            "--write-expansions",
            str(table),
        ],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    lines = done.stdout.strip().splitlines()
    assert len(lines) == 1
    data = json.loads(lines[0])
    assert data["benchmark"] == "recall_expansion" and data["n_questions"] == 8
    assert set(data["lexical"]) == set(data["lexical_expanded"]) == set(data["delta"])
    written = json.loads(table.read_text(encoding="utf-8"))
    assert written["What did Caroline make at the pottery class?"] == [
        "caroline make pottery class",
        "make pottery class",
    ]
