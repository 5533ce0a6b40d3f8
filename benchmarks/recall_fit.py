"""Fits the hybrid ranking's weights (``sessions/search/fusion.py``) on LoCoMo and measures
them honestly; prints one JSON line.

    benchmarks/recall_fit.py --data ../shared/bench/locomo10.json
        [--embed-cache benchmarks/.data/locomo-vectors.json]

Every question (categories 1-4) is searched as ``SessionDB.search`` would: the lexical pool,
the vector index's nearest for the rewritten question, and the features ``fusion.features``
computes for each candidate. The label: is this message a turn the question's evidence
names. A listwise fit (softmax over each question's candidates toward its evidence turns,
plus the same over sessions; word, cosine and date weights held at or above zero) is run
leave-one-conversation-out (train on 9, rank the 10th); the metrics of those held-out
rankings are the honest figure. The weights printed last are fitted on all 10. Needs numpy
and scipy (both come with the ``[semantic]`` extra).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from embed_cache import EmbedCache
from hermes_memory.sessions.search import hybrid, search_detailed
from hermes_memory.sessions.search.fusion import WEIGHTS, features, fuse
from hermes_memory.sessions.search.hybrid import (
    LEXICAL_POOL,
    StateLookups,
    vector_query,
)
from hermes_memory.sessions.search.types import Filters
from recall import Ranked, Store, gold_of, load, mean_table, question_metrics

NAMES = list(WEIGHTS)
FREE = {"lexical", "strict", "session_second_cosine", "session_lexical_hits", "length"}
"""Weights that may go below zero: indicators, counts and length, not evidence."""
SESSION_WEIGHT = 1.0
"""How much the session term counts beside the turn term (``--session-weight``)."""
SOFT_MAX = 3.0
"""A session's score in the fit: log(sum(exp(3 s))) / 3 over its messages, near their max."""
L2 = 1e-5


def gather(args: argparse.Namespace) -> list[dict[str, Any]]:
    """One record per question: its evidence, features and gold, with its conversation."""
    convs, _ = load(Path(args.data))
    cache = EmbedCache(Path(args.embed_cache)) if args.embed_cache else None
    out: list[dict[str, Any]] = []
    for number, conv in enumerate(convs):
        store = Store(conv, "hybrid", cache)
        db = store.db
        try:
            for question in conv.questions:
                if int(question.get("category", 0)) not in (1, 2, 3, 4):
                    continue
                gold_s, gold_t = gold_of(question, conv)
                if not gold_s:
                    continue
                text = str(question["question"])
                lexical = search_detailed(
                    db, text, limit=LEXICAL_POOL, context=False, snippets=False
                )
                semantic = db.vectors.scores(db, vector_query(lexical.query))
                ids = [int(hit["id"]) for hit in lexical.hits]
                evidence = db.read(
                    lambda conn, q=lexical.query, i=ids, s=lexical.strict_hits, v=semantic: (
                        hybrid.gather(StateLookups(conn, Filters()), q, i, s, v, limit=10, offset=0)
                    )
                )
                values = features(evidence)
                rows = [[values[mid][name] for name in NAMES] for mid in values]
                labels = [float(store.dia[mid][1] in gold_t) for mid in values]
                out.append(
                    {
                        "conv": number,
                        "dia": store.dia,
                        "evidence": evidence,
                        "ids": list(values),
                        "x": rows,
                        "y": labels,
                        "gold": (gold_s, gold_t),
                    }
                )
        finally:
            store.close()
            if cache is not None:
                cache.save()
    return out


def fit(records: list[dict[str, Any]], session_weight: float = SESSION_WEIGHT) -> dict[str, float]:
    """Listwise: per question, a softmax over its candidates' scores should put its mass on
    the evidence turns, plus ``session_weight`` times the same for sessions (a session
    scoring as a soft maximum of its messages). Every question weighs the same, however
    many candidates it has; the evidence weights are bounded below by zero."""
    import numpy as np
    from scipy.optimize import minimize

    data = []
    for record in records:
        y = np.asarray(record["y"], dtype=np.float64)
        if not y.sum():
            continue
        dia = record["dia"]
        sessions = [dia[mid][0] for mid in record["ids"]]
        names, which = np.unique(np.asarray(sessions), return_inverse=True)
        gold = np.asarray([float(s in record["gold"][0]) for s in names])
        data.append((np.asarray(record["x"], dtype=np.float64), y / y.sum(), which, gold))

    def loss(w: Any) -> tuple[float, Any]:
        value, grad = 0.0, np.zeros(len(w))
        for x, target, which, gold in data:
            s = x @ w
            s -= s.max()
            p = np.exp(s)
            p /= p.sum()
            value -= float(np.sum(target * np.log(p + 1e-300)))
            grad += x.T @ (p - target)
            if session_weight and gold.any():
                e = np.exp(SOFT_MAX * s)
                total = np.maximum(np.bincount(which, weights=e, minlength=len(gold)), 1e-300)
                score = np.log(total) / SOFT_MAX
                q = np.exp(score - score.max())
                q /= q.sum()
                want = gold / gold.sum()
                value -= session_weight * float(np.sum(want * np.log(q + 1e-300)))
                grad += session_weight * (x.T @ ((q - want)[which] * e / total[which]))
        n = len(data)
        return value / n + L2 * float(np.sum(w**2)), grad / n + 2 * L2 * w

    bounds = [(None if n in FREE else 0.0, None) for n in NAMES]
    found = minimize(
        loss,
        np.zeros(len(NAMES)),
        jac=True,
        method="L-BFGS-B",
        bounds=bounds,
        options={"maxiter": 5000, "ftol": 1e-12, "gtol": 1e-8},
    )
    return {name: round(float(w), 3) for name, w in zip(NAMES, found.x, strict=True)}


def measure(records: list[dict[str, Any]], weights: dict[int, dict[str, float]]) -> Any:
    """Recall of the rankings ``fuse`` makes with each record's conversation's weights."""
    rows = []
    for record in records:
        ranked_ids = [mid for mid, _, _ in fuse(record["evidence"], weights[record["conv"]])]
        dia = record["dia"]
        ranked = Ranked(turns=[dia[mid][1] for mid in ranked_ids if mid in dia])
        sessions = [dia[mid][0] for mid in ranked_ids if mid in dia]
        ranked.views["session_by_best_message"] = list(dict.fromkeys(sessions))
        gold_s, gold_t = record["gold"]
        metrics = question_metrics(ranked, gold_s, gold_t, [1, 3, 5, 10], [5, 10])
        rows.append(metrics["session_by_best_message"])
    return mean_table(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", required=True)
    parser.add_argument("--embed-cache")
    parser.add_argument("--session-weight", type=float, default=SESSION_WEIGHT)
    args = parser.parse_args(argv)
    records = gather(args)
    folds = sorted({r["conv"] for r in records})
    weight = args.session_weight
    # one conversation leaves nothing to train on when it is held out
    held_out = {
        f: fit([r for r in records if r["conv"] != f], weight) for f in folds if len(folds) > 1
    }
    everything = fit(records, weight)
    result = {
        "benchmark": "locomo-hybrid-fit",
        "n_questions": len(records),
        "cross_validated": measure(records, held_out) if len(folds) > 1 else None,
        "shipped_weights_in_sample": measure(records, dict.fromkeys(folds, WEIGHTS)),
        "fitted_on_all": everything,
    }
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
