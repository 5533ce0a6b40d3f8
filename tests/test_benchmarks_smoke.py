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


@pytest.mark.heavy
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


@pytest.mark.heavy
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


def test_claw_migrate() -> None:
    data = run("claw_migrate.py", "--daily", "12", "--skills", "2")
    assert data["benchmark"] == "claw_migrate" and data["daily_files"] == 12
    assert data["plan_s"] > 0 and data["apply_s"] > 0 and data["apply_target_s"] == 10.0
    assert data["plan_outcome"] == "dry_run" and data["apply_outcome"] == "applied"
    assert data["plan_summary"] == data["apply_summary"]  # the preview predicts the apply
    assert data["daily_source_files"] == 12 and data["daily_added"] > 0
    assert data["rerun_nothing_to_migrate"] is True
    assert isinstance(data["within_target"], bool)


@pytest.mark.heavy
def test_web_pages(tmp_path: Path) -> None:
    data = run("web_pages.py", "--messages", "300", "--requests", "3", "--data-dir", str(tmp_path))
    assert data["benchmark"] == "web_pages" and data["messages"] == 300
    pages = data["pages"]
    assert set(pages) >= {"overview", "memory", "search", "session", "skills", "episodes"}
    for figures in pages.values():
        assert figures["statuses"] == [200]
        assert figures["p99_ms"] >= figures["p50_ms"] > 0
    assert data["target_p99_ms"] == 150.0 and isinstance(data["all_within_target"], bool)


def _check_injection_section(section: dict[str, Any], key: str, limit: int) -> None:
    report = section[key]
    assert report["malicious"] == limit and report["benign"] == limit
    assert 0.0 <= report["detection"] <= 1.0 and 0.0 <= report["false_positive"] <= 1.0
    for field in ("by_category", "by_language", "by_obfuscation"):
        parts = report[field].values()
        assert sum(p["malicious"] + p["benign"] for p in parts) == 2 * limit
        assert sum(p["detected"] for p in parts) == report["detected"]


def test_injection_scan_rules_alone() -> None:
    data = run("injection_scan.py", "--limit", "5", "--no-classifier")
    assert data["benchmark"] == "injection_scan" and data["classifier"] is None
    for name in (
        "ours_test",
        "fresh_test",
        "fresh2_test",
        "fresh3_test",
        "fresh4_test",
        "fresh5_test",
        "fresh6_test",
        "public_test",
    ):
        assert data[name]["entries"] == 10
        _check_injection_section(data[name], "rules", 5)
        assert "with_classifier" not in data[name]
    assert data["scan_ms"]["rules"]["p99"] >= data["scan_ms"]["rules"]["p50"] > 0
    assert data["scan_ms"]["rules_verdict"]["p99"] >= data["scan_ms"]["rules_verdict"]["p50"] > 0
    assert data["verdict_mode_disagreements"] == 0
    assert data["targets"]["with_classifier_detection_min"] == 0.95
    assert data["machine"]["cpus"] >= 1 and data["skipped"] == {}


@pytest.mark.heavy
@pytest.mark.semantic
def test_injection_scan_with_the_classifier() -> None:
    data = run("injection_scan.py", "--limit", "3", "--repeat", "2")
    assert 0.5 <= data["classifier"]["threshold"] < 1.0
    assert data["classifier"]["features"].startswith("sentences+ngrams-2+minilm-int8-64-nearest")
    assert data["classifier"]["fallback"] is None and data["machine"]["repeat"] == 2
    section = data["ours_test"]
    _check_injection_section(section, "with_classifier", 3)
    _check_injection_section(section, "classifier_alone", 3)
    _check_injection_section(section, "with_ngram_fallback", 3)
    embed = data["scan_ms"]["embed_one_entry"]
    assert embed["p99"] >= embed["p50"] > 0
    # the cascade embeds at most three sentences per entry, and none for what the rules refuse
    assert 0.0 <= section["embedded_per_entry"] <= 3.0
    # the second opinion only adds refusals to what the rules refused
    assert section["with_classifier"]["detected"] >= section["rules"]["detected"]
    timing = data["scan_ms"]["with_classifier"]
    assert timing["p99"] >= timing["p50"] > 0


@pytest.mark.heavy
@pytest.mark.postgres
def test_postgres_store() -> None:
    data = run(
        "postgres_store.py", "--messages", "2000", "--concurrent-messages", "200",
        "--queries", "2", "--memory-adds", "5", "--no-fsync",
    )  # fmt: skip
    assert data["benchmark"] == "postgres_store"
    assert set(data["search"]["postgres"]["kinds"]) == set(data["search"]["sqlite"]["kinds"])
    assert data["ingest"]["postgres"]["messages"] == data["ingest"]["sqlite"]["messages"] == 2000
    assert data["memory_add"]["postgres"]["adds"] == 5


@pytest.mark.heavy
@pytest.mark.postgres
def test_postgres_vectors() -> None:
    data = run("postgres_vectors.py", "--vectors", "1500", "--queries", "3")
    assert data["benchmark"] == "postgres_vectors" and "synthetic" in data["data"]
    for method in ("exact", "hnsw"):
        assert data[method]["hybrid_search_p99_ms"] >= data[method]["hybrid_search_p50_ms"] > 0
    assert 0 <= data["hnsw"]["recall_vs_exact"]["10"] <= 1
    assert set(data["fill_db_side_messages_per_s"]) == {"without_hnsw", "with_hnsw"}


@pytest.mark.heavy
@pytest.mark.postgres
def test_postgres_load() -> None:
    data = run(
        "postgres_load.py", "--seconds", "3", "--clients", "2", "--servers", "2", "--no-fsync"
    )
    assert data["benchmark"] == "postgres_load" and data["calls"] > 0
    assert data["errors"] == 0 and data["writes_lost"] == 0


@pytest.mark.heavy
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
    assert data["search_hybrid"]["cpu_p50_ms"] > 0 and not data["reused_store"]
    again = run(
        "semantic_scale.py",
        "--messages",
        "1500",
        "--embed-sample",
        "0",
        "--queries",
        "2",
        "--data-dir",
        str(tmp_path),
        "--reuse",
    )
    # the finished store is searched again, not written again
    assert again["reused_store"] and "vectors" not in again and "embedding" not in again
    assert again["search_lexical_only"]["hybrid_queries"] == 0
    assert again["search_hybrid"]["hybrid_queries"] == again["search_hybrid"]["queries"]
