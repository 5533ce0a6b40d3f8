"""Every benchmark runs end to end on a tiny input and prints one JSON line, so none can rot.

Figures are not asserted (timed tests are noise on shared machines); the shape and the
invariants each benchmark reports are.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"


def run(script: str, *args: str) -> dict[str, Any]:
    done = subprocess.run(
        [sys.executable, str(BENCHMARKS / script), *args],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=BENCHMARKS.parent,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    lines = done.stdout.strip().splitlines()
    assert len(lines) == 1, done.stdout
    data: dict[str, Any] = json.loads(lines[0])
    return data


def test_runtime_turns() -> None:
    data = run("runtime_turns.py", "--turns", "6")
    assert data["benchmark"] == "runtime_turns" and data["turns"] == 6
    assert data["review_still_running_when_turn_returned"] is True
    assert data["compress_messages_after"] < data["compress_messages_before"]
    assert data["plain_turn"]["p99_ms"] >= data["plain_turn"]["p50_ms"] > 0


def test_providers_manager() -> None:
    data = run("providers_manager.py", "--iterations", "10")
    assert data["benchmark"] == "providers_manager" and data["iterations"] == 10
    for key in ("prefetch_all", "sync_all_round_trip", "context_block_4kb"):
        assert data[key]["p99_us"] >= data[key]["median_us"] > 0


def test_holographic_facts() -> None:
    data = run("holographic_facts.py", "--facts", "60", "--queries", "10", "--dim", "256")
    assert data["benchmark"] == "holographic_facts" and data["facts"] == 60
    assert 0.0 <= data["search_hit_rate_top5"] <= 1.0 and data["db_bytes"] > 0


@pytest.mark.slow
def test_mcp_server() -> None:
    data = run("mcp_server.py", "--turns", "4", "--searches", "2")
    assert data["benchmark"] == "mcp_server_stdio" and data["turns"] == 4
    assert data["tools"] >= 4 and data["startup_ms"] > 0


def test_sessions_ingest() -> None:
    data = run("sessions_ingest.py", "--messages", "400")
    assert data["benchmark"] == "sessions_ingest"
    single = data["single"]
    assert single["commits"] == single["calls"]  # one durable commit per turn
    assert data["threads_4"]["commits"] <= data["threads_4"]["calls"]
    assert data["bulk"]["messages"] == single["messages"]


def test_sessions_import_export() -> None:
    data = run("sessions_import_export.py", "--sessions", "6", "--turns", "3", "--queries", "3")
    assert data["benchmark"] == "sessions_import_export" and data["sessions"] == 6
    assert data["messages"] > 0 and data["import_msgs_per_s"] > 0


def test_episodes_compress_tool_result() -> None:
    data = run("episodes.py", "--repeat", "2", "--size", "20000")
    assert data["benchmark"] == "episodes"
    section = data["compress_tool_result"]
    assert section["input_chars"] >= 20000
    for kind in ("log", "csv", "prose"):
        assert section[f"{kind}_idempotent"] is True
        assert section[f"{kind}_output_chars"] < 2500  # 500 tokens and one marker line


def test_episodes() -> None:
    data = run(
        "episodes.py",
        "--messages",
        "60",
        "--episodes",
        "200",
        "--iterations",
        "3",
        "--queries",
        "5",
        "--home-episodes",
        "30",
        "--only",
        "episode_build",
        "search_similar",
        "prompt_assembly",
    )
    assert data["benchmark"] == "episodes"
    assert data["episode_build"]["messages"] == 60 and data["episode_build"]["steps"] > 0
    assert data["search_similar"]["episodes"] == 200
    assert data["search_similar"]["queries_with_hits"] == 5
    for key in ("episode_build", "search_similar"):
        assert data[key]["p99_ms"] >= data[key]["median_ms"] > 0
    assembly = data["prompt_assembly"]
    assert assembly["episodes"] == 30 and assembly["turns"] == 3
    assert assembly["turns_with_experience"] == 3  # the "on" side really injected
    assert assembly["on_median_ms"] > 0 and assembly["off_median_ms"] > 0
    assert assembly["added_median_ms"] == round(
        assembly["on_median_ms"] - assembly["off_median_ms"], 3
    )
    assert assembly["target_ms"] == 5.0 and isinstance(assembly["within_target"], bool)


def test_skills() -> None:
    data = run("skills.py", "--skills", "12", "--lists", "3", "--views", "5", "--queries", "4")
    assert data["benchmark"] == "skills" and data["skills"] == 12
    assert data["listed"] == 12 and data["views_counted"] == 5
    assert data["skills_list_first_call_ms"] > 0
    for key in ("skills_list", "skill_view"):
        assert data[key]["p99_ms"] >= data[key]["p50_ms"] > 0
    retrieval = data["retrieval"]
    assert retrieval["samples"] == 4 and retrieval["p99_ms"] >= retrieval["p50_ms"] > 0
    assert retrieval["mean_found"] > 0 and retrieval["target_p99_ms"] == 30.0
    assert isinstance(retrieval["within_target"], bool)
    assembly = data["prompt_assembly"]
    for side in ("skills_off", "skills_on"):
        assert assembly[side]["samples"] == 4 and assembly[side]["p99_ms"] > 0
    assert assembly["block_chars"] > 0 and assembly["target_added_ms"] == 10.0
    assert assembly["added_p99_ms"] == round(
        assembly["skills_on"]["p99_ms"] - assembly["skills_off"]["p99_ms"], 3
    )


@pytest.mark.semantic
@pytest.mark.slow
def test_semantic_scale(tmp_path: Path) -> None:
    data = run(
        "semantic_scale.py",
        "--messages",
        "1500",
        "--embed-sample",
        "40",
        "--queries",
        "2",
        "--data-dir",
        str(tmp_path),
    )
    assert data["benchmark"] == "semantic-scale" and data["messages"] == 1500
    assert data["embedding"]["messages_per_s"] > 0
    assert data["vectors"] >= 1000 and data["index_bytes_per_message"] > 0
    assert data["search_lexical_only"]["hybrid_queries"] == 0
    assert data["search_hybrid"]["hybrid_queries"] == data["search_hybrid"]["queries"]
    assert data["search_hybrid"]["p99_ms"] >= data["search_hybrid"]["p50_ms"] > 0
