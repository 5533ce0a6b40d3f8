"""Retrieval metrics per question and their means, overall and by category.

Sessions are ranked by their best message (first appearance in the hits). Per question:
session ``R@k`` (any gold session in the top k), ``R_all@k``, ``nDCG@k`` (binary gains,
ranks 1 and 2 weigh 1, rank r weighs 1/log2 r), ``MRR``; for questions with gold turns,
turn ``R_any@k``, ``R_all@k`` and ``R_frac@k`` over the top k messages; ``empty``.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from hermes_memory.evaluation.corpus import Question

DEFAULT_KS = (1, 3, 5, 10)
DEFAULT_TURN_KS = (5, 10)


@dataclass(frozen=True)
class Ranked:
    """What one query returned: session keys and turn ids, best first."""

    sessions: tuple[str, ...]
    turns: tuple[str, ...]


def ndcg(ranked: Sequence[str], gold: set[str], k: int) -> float:
    def weight(rank: int) -> float:
        return 1.0 if rank <= 2 else 1.0 / math.log2(rank)

    gained = sum(weight(r) for r, s in enumerate(ranked[:k], 1) if s in gold)
    ideal = sum(weight(r) for r in range(1, min(len(gold), k) + 1))
    return gained / ideal if ideal else 0.0


def question_metrics(
    ranked: Ranked,
    question: Question,
    ks: Sequence[int] = DEFAULT_KS,
    turn_ks: Sequence[int] = DEFAULT_TURN_KS,
) -> dict[str, float]:
    """One question's scores (turn scores only when it has gold turns)."""
    gold = set(question.gold_sessions)
    out: dict[str, float] = {}
    for k in ks:
        top = set(ranked.sessions[:k])
        out[f"R@{k}"] = float(bool(top & gold))
        out[f"R_all@{k}"] = float(gold <= top)
        out[f"nDCG@{k}"] = ndcg(ranked.sessions, gold, k)
    first = next((r for r, s in enumerate(ranked.sessions, 1) if s in gold), None)
    out["MRR"] = 1.0 / first if first else 0.0
    out["empty"] = float(not ranked.sessions)
    turns = set(question.gold_turns)
    if turns:
        for k in turn_ks:
            top_turns = set(ranked.turns[:k])
            out[f"turn_R_any@{k}"] = float(bool(top_turns & turns))
            out[f"turn_R_all@{k}"] = float(turns <= top_turns)
            out[f"turn_R_frac@{k}"] = len(top_turns & turns) / len(turns)
    return out


def mean_of(rows: Iterable[dict[str, float]]) -> dict[str, float]:
    """Each metric's mean over the rows that have it (turn metrics: questions with gold
    turns), rounded to 4 places; ``n`` is the number of rows."""
    sums: dict[str, float] = {}
    counts: dict[str, int] = {}
    total = 0
    for row in rows:
        total += 1
        for key, value in row.items():
            sums[key] = sums.get(key, 0.0) + value
            counts[key] = counts.get(key, 0) + 1
    means = {key: round(sums[key] / counts[key], 4) for key in sums}
    means["n"] = float(total)
    return means


def by_category(rows: Iterable[tuple[str, dict[str, float]]]) -> dict[str, dict[str, float]]:
    """Means per category, categories in name order."""
    grouped: dict[str, list[dict[str, float]]] = {}
    for category, row in rows:
        grouped.setdefault(category, []).append(row)
    return {name: mean_of(grouped[name]) for name in sorted(grouped)}


def percentile(values: Sequence[float], share: float) -> float:
    """The nearest-rank percentile (0 for no values)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, math.ceil(share * len(ordered)))
    return ordered[rank - 1]
