"""Latency and hit rate of the holographic fact store at a realistic size.

Builds a deterministic store of N synthetic facts (people, projects and tools named in
them, four categories) on a temporary file, then times: add_fact (entity extraction,
linking, vector and bank rebuild in one transaction), hybrid search, provider prefetch,
probe, reason and contradict. Hit rate: share of searches for a fact's two rarest words
that return that fact in the top 5. Prints one JSON line (milliseconds; medians and p99).

    python benchmarks/holographic_facts.py [--facts N] [--queries Q] [--dim D]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from hermes_memory.providers.bundled.holographic import HolographicMemoryProvider, connection
from hermes_memory.providers.bundled.holographic.retrieval import FactRetriever

FIRST = ["Jane", "John", "Ada", "Linus", "Grace", "Alan", "Maria", "Wei", "Yuki", "Omar"]
LAST = ["Doe", "Roe", "Lovelace", "Hopper", "Turing", "Curie", "Chen", "Tanaka", "Haddad"]
PROJECTS = ["Project Falcon", "Project Heron", "Blue Harbor", "Night Owl", "Red Kite"]
TOOLS = ["postgres", "redis", "kafka", "docker", "terraform", "grafana", "nginx", "sqlite"]
VERBS = ["uses", "maintains", "migrated", "reviews", "deploys", "monitors", "prefers", "owns"]
CATEGORIES = ["user_pref", "project", "tool", "general"]


def _word(rng: random.Random) -> str:
    return "".join(rng.choice("bcdfghjklmnprstvz") + rng.choice("aeiou") for _ in range(3))


def make_facts(n: int, seed: int = 7) -> list[tuple[str, str]]:
    rng = random.Random(seed)
    facts = []
    for i in range(n):
        person = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        text = (
            f"{person} {rng.choice(VERBS)} {rng.choice(TOOLS)} for {rng.choice(PROJECTS)} "
            f"with {_word(rng)} {_word(rng)} settings ({i})"
        )
        facts.append((text, rng.choice(CATEGORIES)))
    return facts


def _ms(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return {"median": round(statistics.median(ordered) * 1000, 3), "p99": round(p99 * 1000, 3)}


def _time(fn: Callable[[], Any], repeat: int) -> list[float]:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - start)
    return samples


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--facts", type=int, default=2000)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--dim", type=int, default=1024)
    args = parser.parse_args()
    facts = make_facts(args.facts)
    rng = random.Random(11)
    with tempfile.TemporaryDirectory() as tmp:
        provider = HolographicMemoryProvider(config={"hrr_dim": args.dim})
        provider.initialize("bench", hermes_home=tmp)
        store = provider.store
        assert store is not None
        add_samples = []
        for text, category in facts:
            start = time.perf_counter()
            store.add_fact(text, category)
            add_samples.append(time.perf_counter() - start)
        retriever = FactRetriever(store, hrr_dim=args.dim)
        picks = rng.sample(range(len(facts)), min(args.queries, len(facts)))
        hits, search_samples = 0, []
        for index in picks:
            words = facts[index][0].split()
            query = f"{words[-4]} {words[-3]}"  # the two generated (rare) words
            start = time.perf_counter()
            results = retriever.search(query, limit=5)
            search_samples.append(time.perf_counter() - start)
            hits += any(r["content"] == facts[index][0] for r in results)
        question = "what does Jane Doe use for Project Falcon?"
        prefetch = _time(lambda: provider.prefetch(question), 50)
        probe = _time(lambda: retriever.probe("Jane Doe", limit=10), 50)
        reason = _time(lambda: retriever.reason(["Jane Doe", "Project Falcon"], limit=10), 50)
        contradict = _time(lambda: retriever.contradict(category="tool"), 3)
        size = Path(store.db_path).stat().st_size
        provider.shutdown()
        assert connection.open_connections() == {}
    print(
        json.dumps(
            {
                "benchmark": "holographic_facts",
                "facts": args.facts,
                "dim": args.dim,
                "add_fact_ms": _ms(add_samples),
                "search_ms": _ms(search_samples),
                "search_hit_rate_top5": round(hits / len(picks), 3),
                "prefetch_ms": _ms(prefetch),
                "probe_ms": _ms(probe),
                "reason_ms": _ms(reason),
                "contradict_one_category_ms": _ms(contradict),
                "db_bytes": size,
            }
        )
    )


if __name__ == "__main__":
    main()
