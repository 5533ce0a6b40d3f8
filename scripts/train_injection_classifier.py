"""Trains the injection classifier's weights from the tune split and writes them as package data.

Data: our labelled set's tune split (tests/data/injection/entries.jsonl) plus the tune split of
the public corpora (bastioncorpus, jailbreak_corpus_mini_py, read from the installed packages).
Model: logistic regression (numpy, Newton's method, L2, balanced classes) over the
all-MiniLM-L6-v2 vector of the prepared text and its hashed character n-grams. The threshold
is chosen on out-of-fold scores of the tune split (5 group folds, so a base and its obfuscated
variants are never on both sides) for at most 1% false positives of the COMBINED verdict (the
rules, then the classifier on what they pass, as ``scan_text`` runs them): benign entries the
rules already refuse use up part of that 1%. Deterministic:
no random numbers at all, folds come from a hash of the group id.

    python scripts/train_injection_classifier.py            # writes the weights
    python scripts/train_injection_classifier.py --dry-run  # prints the figures only
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "data" / "injection"))

from dataset import Entry, load_ours, load_public  # noqa: E402

from hermes_memory.embeddings import LocalSentenceEmbedder  # noqa: E402
from hermes_memory.scanning import scan_text  # noqa: E402
from hermes_memory.scanning.classifier import (  # noqa: E402
    NGRAM_BUCKETS,
    WEIGHTS_PATH,
    ngram_features,
    prepare_text,
)

FOLDS = 5
MAX_FALSE_POSITIVE_RATE = 0.01
L2 = 2e-4
# The vector counts half as much as the n-grams (chosen on out-of-fold detection among
# 0.25, 0.5, 0.75, 1, 2, 3); folded into the stored weights, so scoring needs no scale.
EMBEDDING_SCALE = 0.5
NEWTON_STEPS = 30


def features(entries: list[Entry], embedder: LocalSentenceEmbedder) -> np.ndarray:
    prepared = [prepare_text(e.text) for e in entries]
    vectors = EMBEDDING_SCALE * np.asarray(embedder.embed(prepared), dtype=np.float64)
    grams = np.zeros((len(entries), NGRAM_BUCKETS))
    for row, text in enumerate(prepared):
        for bucket, value in ngram_features(text).items():
            grams[row, bucket] = value
    return np.hstack([vectors, grams])


def fit(x: np.ndarray, y: np.ndarray) -> tuple[np.ndarray, float]:
    """Balanced, L2-regularised logistic regression, solved by Newton's method in the span of
    the rows (w = x.T @ a: there are far fewer entries than features), with backtracking."""
    weight = np.where(y == 1, 0.5 / y.sum(), 0.5 / (1 - y).sum())
    kernel = x @ x.T
    n = len(y)
    a, b = np.zeros(n), 0.0

    def objective(a: np.ndarray, b: float) -> float:
        f = kernel @ a + b
        loss = weight * (np.logaddexp(0.0, f) - y * f)
        return float(loss.sum() + L2 / 2 * a @ kernel @ a)

    current = objective(a, b)
    for _ in range(NEWTON_STEPS):
        p = 1.0 / (1.0 + np.exp(-(kernel @ a + b)))
        d = weight * p * (1 - p)
        gradient = np.append(weight * (p - y) + L2 * a, (weight * (p - y)).sum())
        system = np.zeros((n + 1, n + 1))
        system[:n, :n] = d[:, None] * kernel + L2 * np.eye(n)
        system[:n, n] = d
        system[n, :n] = d @ kernel
        system[n, n] = d.sum()
        step = np.linalg.solve(system, gradient)
        scale = 1.0
        while True:
            new_a, new_b = a - scale * step[:n], b - scale * step[n]
            new = objective(new_a, new_b)
            if new <= current or scale < 1e-4:
                break
            scale /= 2
        converged = current - new < 1e-10
        a, b, current = new_a, new_b, new
        if converged:
            break
    return x.T @ a, float(b)


def predict(x: np.ndarray, w: np.ndarray, b: float) -> np.ndarray:
    return np.asarray(1.0 / (1.0 + np.exp(-(x @ w + b))))


def fold_of(group: str) -> int:
    return int(hashlib.sha256(group.encode()).hexdigest(), 16) % FOLDS


def choose_threshold(
    scores: np.ndarray,
    y: np.ndarray,
    max_rate: float = MAX_FALSE_POSITIVE_RATE,
    rules: np.ndarray | None = None,
) -> float:
    """The lowest threshold at which at most ``max_rate`` (1%) of benign entries are refused
    by the rules (``rules``, one bool per entry) or by an out-of-fold score reaching it."""
    refused = np.zeros(len(y), dtype=bool) if rules is None else rules
    benign_total = int((y == 0).sum())
    allowed = max(0, int(max_rate * benign_total) - int(refused[y == 0].sum()))
    # only benign entries the rules pass can be refused by the classifier
    benign = np.sort(scores[(y == 0) & ~refused])[::-1]
    if allowed >= len(benign):
        return 0.5
    # just above the (allowed+1)-th highest such score; never below 0.5
    return float(max(0.5, benign[allowed] + 1e-4))


def combined(
    scores: np.ndarray, y: np.ndarray, rules: np.ndarray, threshold: float
) -> dict[str, float]:
    flagged = rules | (scores >= threshold)
    return {
        "detection": round(float(flagged[y == 1].mean()), 4),
        "false_positive": round(float(flagged[y == 0].mean()), 4),
    }


def rates(scores: np.ndarray, y: np.ndarray, threshold: float) -> dict[str, float]:
    flagged = scores >= threshold
    return {
        "detection": round(float(flagged[y == 1].mean()), 4),
        "false_positive": round(float(flagged[y == 0].mean()), 4),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dry-run", action="store_true", help="print figures, write nothing")
    parser.add_argument("--out", type=Path, default=WEIGHTS_PATH)
    parser.add_argument(
        "--max-false-positive-rate", type=float, default=MAX_FALSE_POSITIVE_RATE, metavar="R"
    )
    args = parser.parse_args()

    tune = [e for e in load_ours() + load_public() if e.split == "tune"]
    embedder = LocalSentenceEmbedder()
    x = features(tune, embedder)
    y = np.asarray([1.0 if e.malicious else 0.0 for e in tune])
    folds = np.asarray([fold_of(e.group) for e in tune])

    out_of_fold = np.zeros(len(tune))
    for fold in range(FOLDS):
        held = folds == fold
        w, b = fit(x[~held], y[~held])
        out_of_fold[held] = predict(x[held], w, b)
    rules = np.asarray([scan_text(e.text).blocked for e in tune])
    threshold = choose_threshold(out_of_fold, y, args.max_false_positive_rate, rules)

    w, b = fit(x, y)
    dimension = embedder.dimension
    report: dict[str, Any] = {
        "tune_entries": len(tune),
        "tune_malicious": int(y.sum()),
        "threshold": round(threshold, 4),
        "out_of_fold": rates(out_of_fold, y, threshold),
        "out_of_fold_with_rules": combined(out_of_fold, y, rules, threshold),
        "rules_alone": combined(np.zeros(len(y)), y, rules, 2.0),
        "in_sample": rates(predict(x, w, b), y, threshold),
    }
    print(json.dumps(report))
    if args.dry_run:
        return 0
    weights = {
        "format": 1,
        "model_name": embedder.model_name,
        "trained_on": "tests/data/injection tune split + bastioncorpus 0.6.0 and "
        "jailbreak_corpus_mini_py tune splits",
        "threshold": round(threshold, 6),
        "bias": round(float(b), 6),
        "embedding": [round(float(v) * EMBEDDING_SCALE, 6) for v in w[:dimension]],
        "ngrams": [round(float(v), 6) for v in w[dimension:]],
        "report": report,
    }
    args.out.write_text(json.dumps(weights, separators=(",", ":")) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
