"""The search benchmarks run end to end on tiny inputs, so they cannot rot."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

TOPICS = [
    ("pottery", "I finally glazed the blue pottery bowl at the studio on Tuesday."),
    ("marathon", "Training for the Lisbon marathon means long runs every Sunday morning."),
    ("adoption", "We are going through the adoption agency interviews next month."),
    ("violin", "My daughter started violin lessons with a teacher from Vienna."),
    ("camping", "The camping trip to Yosemite got rained out, so we came home early."),
    ("bakery", "I opened a small sourdough bakery stall at the farmers market."),
]
FILLER = [
    "How have you been lately?",
    "That sounds wonderful, tell me more.",
    "Work has been busy but fine.",
    "Let's catch up again soon!",
]


def locomo_like(path: Path) -> Path:
    """A small conversation in LoCoMo's format: one fact per session, one question each."""
    conversation: dict[str, object] = {"speaker_a": "Ana", "speaker_b": "Ben"}
    qa = []
    for n, (topic, fact) in enumerate(TOPICS, start=1):
        turns = [
            {"speaker": "Ana" if k % 2 == 0 else "Ben", "dia_id": f"D{n}:{k + 1}", "text": text}
            for k, text in enumerate([FILLER[0], fact, *FILLER[1:]])
        ]
        conversation[f"session_{n}_date_time"] = f"1:00 pm on {n} May, 2023"
        conversation[f"session_{n}"] = turns
        words = " ".join(w for w in fact.rstrip(".").split()[2:7])
        qa.append(
            {
                "question": f"What about {topic}: {words}?",
                "answer": topic,
                "evidence": [f"D{n}:2"],
                "category": 1 + n % 4,
            }
        )
    sample = {
        "sample_id": "conv-test",
        "conversation": conversation,
        "qa": qa,
        "event_summary": {},
        "observation": {},
        "session_summary": {},
    }
    path.write_text(json.dumps([sample]), encoding="utf-8")
    return path


def run(args: list[str]) -> dict[str, object]:
    proc = subprocess.run(
        [sys.executable, *args], cwd=ROOT, capture_output=True, text=True, timeout=600
    )
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.strip().splitlines()
    assert len(lines) == 1
    data: dict[str, object] = json.loads(lines[0])
    return data


@pytest.mark.slow
@pytest.mark.parametrize("system", ["store", "fts5-baseline"])
def test_recall_harness_on_one_conversation(tmp_path: Path, system: str) -> None:
    per_question = tmp_path / "pq.jsonl"
    data = run(
        [
            "benchmarks/recall.py",
            "--data",
            str(locomo_like(tmp_path / "locomo.json")),
            "--system",
            system,
            "--query-style",
            "verbatim" if system == "store" else "or-terms",
            "--conversations",
            "1",
            "--per-question",
            str(per_question),
        ]
    )
    assert data["benchmark"] == "locomo-recall" and data["n_questions"]
    metrics = data["metrics"]
    assert isinstance(metrics, dict)
    view = "session_by_best_message" if system == "store" else "session_by_best_turn"
    overall = metrics[view]["overall"]
    assert 0.5 < overall["R@5"] <= 1.0
    assert "turn_R_any@10" in overall
    assert len(per_question.read_text().splitlines()) == data["n_questions"]


def test_recall_harness_refuses_vectors_for_the_baseline(tmp_path: Path) -> None:
    proc = subprocess.run(
        [
            sys.executable,
            "benchmarks/recall.py",
            "--data",
            "x.json",
            "--system",
            "fts5-baseline",
            "--mode",
            "semantic",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 2 and "needs --system store" in proc.stderr


@pytest.mark.heavy
@pytest.mark.semantic
@pytest.mark.slow
def test_recall_harness_semantic_and_hybrid_modes(tmp_path: Path) -> None:
    data_file = str(locomo_like(tmp_path / "locomo.json"))
    for mode in ("semantic", "hybrid"):
        data = run(["benchmarks/recall.py", "--data", data_file, "--mode", mode])
        assert data["mode"] == mode and data["n_questions"] == len(TOPICS)
        overall = data["metrics"]["session_by_best_message"]["overall"]  # type: ignore[index]
        assert 0.5 < overall["R@5"] <= 1.0
        assert data["timing"]["embed_s"] > 0  # type: ignore[index]


@pytest.mark.heavy
@pytest.mark.semantic
@pytest.mark.slow
def test_embed_cache_and_the_fitting_script(tmp_path: Path) -> None:
    data_file = str(locomo_like(tmp_path / "locomo.json"))
    cache = tmp_path / "vectors.json"
    args = ["benchmarks/recall.py", "--data", data_file, "--mode", "hybrid"]
    first = run([*args, "--embed-cache", str(cache)])
    assert cache.exists() and len(json.loads(cache.read_text())) >= len(TOPICS)
    again = run([*args, "--embed-cache", str(cache)])
    assert again["metrics"] == first["metrics"]
    fitted = run(["benchmarks/recall_fit.py", "--data", data_file, "--embed-cache", str(cache)])
    assert fitted["n_questions"] == len(TOPICS)
    assert fitted["cross_validated"] is None  # one conversation: nothing is held out
    weights = fitted["fitted_on_all"]
    assert isinstance(weights, dict) and weights["share"] >= 0 and weights["cosine_rank"] >= 0
    in_sample = fitted["shipped_weights_in_sample"]
    assert isinstance(in_sample, dict) and 0.5 < in_sample["R@5"] <= 1.0


@pytest.mark.heavy
@pytest.mark.slow
def test_scale_benchmark_on_2k_messages(tmp_path: Path) -> None:
    data = run(
        [
            "benchmarks/sessions_scale.py",
            "--messages",
            "2000",
            "--queries",
            "5",
            "--concurrent-messages",
            "300",
            "--writers",
            "2",
            "--data-dir",
            str(tmp_path),
        ]
    )
    assert data["ingest_single_writer"]["messages"] == 2000  # type: ignore[index]
    assert data["bytes_per_message"] > 0  # type: ignore[operator]
    assert data["ingest_concurrent"]["messages"] > 0  # type: ignore[index]
    for shape in ("search_tool", "search_tool_sorted", "search_messages"):
        kinds = data[shape]
        assert isinstance(kinds, dict) and len(kinds) == 10
        assert all(k["p99_ms"] >= 0 for k in kinds.values())
        # a prefix drawn from a stored word finds it, even cut past the word's stem
        assert kinds["prefix_long"]["empty"] == 0
    # reuse the database built above
    again = run(
        ["benchmarks/sessions_scale.py", "--messages", "2000", "--queries", "3",
         "--skip-concurrent", "--reuse", "--data-dir", str(tmp_path)]
    )  # fmt: skip
    assert again["ingest_single_writer"]["reused"] is True  # type: ignore[index]
