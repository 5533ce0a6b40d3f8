"""Latency of the model-facing skill tools with many skills installed, one JSON line.

Builds ``--skills`` skills (default 1,000, spread over ten categories, each with a design
record under ``metadata.hermes_memory``) in a temporary home through ``SkillStore.create``,
then times ``skills_list()`` (the whole index from the maintained listing, ``.index.json``:
a file is parsed and guarded only when it changed; the first call is reported apart) and
``skill_view(name)`` on random skills (load, guard, bump the view counter durably), p50 and
p99 in milliseconds. Then, side by side in the same run: ``relevant_skills(task)`` for
random tasks (target p99 ≤ 30 ms) and the system prompt's assembly with the skills off and on
(guidance plus the skills block within the default ``memory_injection`` slot; target ≤ 10 ms
added at p99).

    python benchmarks/skills.py [--skills N] [--lists N] [--views N] [--queries N]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import tempfile
import time
from collections.abc import Callable

from hermes_memory.prompt import PromptBuilder, fit_skills_index
from hermes_memory.skills import SkillStore
from hermes_memory.skills.retrieval import relevant_skills
from hermes_memory.tools.skills import skill_view, skills_list
from hermes_memory.working import BudgetSlot, WorkingMemory

RETRIEVAL_TARGET_MS = 30.0
ASSEMBLY_ADDED_TARGET_MS = 10.0

CATEGORIES = ["ops", "data", "web", "ml", "docs", "infra", "qa", "security", "mobile", "misc"]
VERBS = ["deploy", "migrate", "debug", "profile", "backup", "render", "audit", "package"]
OBJECTS = ["service", "database", "report", "pipeline", "cluster", "frontend", "model", "docs"]


def _skill_text(name: str, rng: random.Random) -> str:
    verb, obj = rng.choice(VERBS), rng.choice(OBJECTS)
    steps = "\n".join(
        f"{i}. Step {i}: {verb} the {obj} part {i} and check it." for i in range(1, 9)
    )
    return (
        f"---\nname: {name}\ndescription: How to {verb} the {obj} safely, with checks.\n"
        "metadata:\n  hermes_memory:\n"
        f"    triggers: [the user asks to {verb} the {obj}]\n"
        f"    pitfalls: [skipping the {obj} health check]\n"
        f"---\n# {verb.title()} the {obj}\n\n## Steps\n{steps}\n\n## Verify\nRun the checks.\n"
    )


def _percentile(samples: list[float], pct: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, max(0, round(pct / 100 * len(ordered)) - 1))]


def _summary(samples: list[float]) -> dict[str, float]:
    return {
        "p50_ms": round(statistics.median(samples) * 1000, 3),
        "p99_ms": round(_percentile(samples, 99) * 1000, 3),
        "samples": len(samples),
    }


def _time(func: Callable[[], str]) -> tuple[float, dict[str, object]]:
    start = time.perf_counter()
    result = func()
    elapsed = time.perf_counter() - start
    payload: dict[str, object] = json.loads(result)
    return elapsed, payload


def _task(rng: random.Random) -> str:
    return f"Could you {rng.choice(VERBS)} the {rng.choice(OBJECTS)} for me today?"


def _retrieval(store: SkillStore, rng: random.Random, queries: int) -> dict[str, object]:
    times: list[float] = []
    found = 0
    for _ in range(queries):
        task = _task(rng)
        start = time.perf_counter()
        found += len(relevant_skills(store, task, top_k=3))
        times.append(time.perf_counter() - start)
    summary: dict[str, object] = {**_summary(times), "first_call_ms": round(times[0] * 1000, 3)}
    summary["mean_found"] = round(found / queries, 2)
    summary["target_p99_ms"] = RETRIEVAL_TARGET_MS
    summary["within_target"] = float(str(summary["p99_ms"])) <= RETRIEVAL_TARGET_MS
    return summary


def _assembly(store: SkillStore, rng: random.Random, queries: int) -> dict[str, object]:
    """One session's prompt build, without skills and with guidance plus the skills block."""
    slot = WorkingMemory().slot_tokens(BudgetSlot.MEMORY_INJECTION)
    off_builder, on_builder = PromptBuilder(store.home), PromptBuilder(store.home, skills=True)
    off: list[float] = []
    on: list[float] = []
    for index in range(queries):
        start = time.perf_counter()
        off_builder.build(f"s{index}")
        off.append(time.perf_counter() - start)
        start = time.perf_counter()
        block = fit_skills_index(store, _task(rng), slot, slot)
        on_builder.build(f"s{index}", skills_index=block)
        on.append(time.perf_counter() - start)
    off_s, on_s = _summary(off), _summary(on)
    added_p99 = round(on_s["p99_ms"] - off_s["p99_ms"], 3)
    return {
        "skills_off": off_s,
        "skills_on": on_s,
        "added_p50_ms": round(on_s["p50_ms"] - off_s["p50_ms"], 3),
        "added_p99_ms": added_p99,
        "block_chars": len(block),
        "target_added_ms": ASSEMBLY_ADDED_TARGET_MS,
        "within_target": added_p99 <= ASSEMBLY_ADDED_TARGET_MS,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skills", type=int, default=1000)
    parser.add_argument("--lists", type=int, default=50)
    parser.add_argument("--views", type=int, default=300)
    parser.add_argument("--queries", type=int, default=200)
    args = parser.parse_args()
    rng = random.Random(11)
    with tempfile.TemporaryDirectory() as home:
        store = SkillStore(home)
        names = [f"{rng.choice(VERBS)}-{rng.choice(OBJECTS)}-{i:04d}" for i in range(args.skills)]
        start = time.perf_counter()
        for index, name in enumerate(names):
            store.create(name, _skill_text(name, rng), CATEGORIES[index % len(CATEGORIES)])
        setup_s = time.perf_counter() - start

        list_times: list[float] = []
        listed = 0
        for _ in range(args.lists):
            elapsed, payload = _time(lambda: skills_list(home=home))
            assert payload["success"] is True
            listed = int(str(payload["count"]))
            list_times.append(elapsed)

        view_times: list[float] = []
        for _ in range(args.views):
            name = rng.choice(names)
            elapsed, payload = _time(lambda name=name: skill_view(name, home=home))
            assert payload["success"] is True, payload
            view_times.append(elapsed)
        views_counted = sum(int(r.get("view_count", 0)) for r in store.usage.load().values())
        retrieval = _retrieval(store, rng, args.queries)
        assembly = _assembly(store, rng, args.queries)

    print(
        json.dumps(
            {
                "benchmark": "skills",
                "skills": args.skills,
                "listed": listed,
                "setup_s": round(setup_s, 3),
                "skills_list": _summary(list_times),
                "skills_list_first_call_ms": round(list_times[0] * 1000, 3),
                "skill_view": _summary(view_times),
                "views_counted": views_counted,
                "retrieval": retrieval,
                "prompt_assembly": assembly,
            }
        )
    )


if __name__ == "__main__":
    main()
