"""Latency of the model-facing skill tools with many skills installed, one JSON line.

Builds ``--skills`` skills (default 1,000, spread over ten categories, each with a design
record under ``metadata.hermes_memory``) in a temporary home through ``SkillStore.create``,
then times ``skills_list()`` (the whole index: walk, parse, guard every SKILL.md; verdicts
are remembered per text digest, so the first call of a process is reported apart) and
``skill_view(name)`` on random skills (load, guard, bump the view counter durably), p50 and
p99 in milliseconds. Retrieval and prompt assembly are measured once item 4 lands.

    python benchmarks/skills.py [--skills N] [--lists N] [--views N]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import tempfile
import time
from collections.abc import Callable

from hermes_memory.skills import SkillStore
from hermes_memory.tools.skills import skill_view, skills_list

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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skills", type=int, default=1000)
    parser.add_argument("--lists", type=int, default=50)
    parser.add_argument("--views", type=int, default=300)
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
                "not_yet_measured": ["retrieval_p99", "prompt_assembly_skills_on_vs_off"],
            }
        )
    )


if __name__ == "__main__":
    main()
