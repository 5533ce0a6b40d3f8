"""Trains the injection classifier's weights from the tune split and writes them as package data.

Data: our labelled set's tune split (tests/data/injection/entries.jsonl), the tune split of the
public corpora (bastioncorpus, jailbreak_corpus_mini_py, read from the installed packages), and
benign background text: chunks of this repository's own prose (``injection_background.py``),
so that wording unlike our benign entries is not suspicious by itself.
Model: logistic regression (L-BFGS, L2, class-balanced, the background a fixed share of the
benign weight) over hashed character and word n-grams of the text as the shared normaliser reads
it (``prepare_text``), the rules' gate features (``rule_features``) and, with ``--features
minilm`` (the default), the int8 MiniLM vector of the window's first ``EMBED_PIECES`` pieces;
each part weighted by a scale. Scales and L2 are chosen on out-of-fold scores of 5 folds, made
so that they measure what matters on a write path, text never seen: a benign entry's fold comes
from its TOPIC (source and category; a background chunk's file), so its score comes from a
model that saw no benign entry on that topic; a malicious entry's fold comes from its group (a
base and its obfuscated variants stay together). The threshold: the lowest at which at most
``--max-false-positive-rate`` (0.5%) of all benign tune text is refused out of fold, rules and
classifier together, plus ``--margin`` in logits, and never under ``--floor``; the classifier
must be confident, since the rules carry most of the detection. The choice is the one
detecting most at its threshold.
The held-back split is never read. Deterministic: no random numbers; folds come from hashes.

    python scripts/train_injection_classifier.py                    # MiniLM + n-grams + gates
    python scripts/train_injection_classifier.py --features ngrams  # the fallback's weights
    python scripts/train_injection_classifier.py --dry-run          # prints the figures only
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import json
import math
import sys
from pathlib import Path
from typing import Any

import numpy as np
from scipy.optimize import minimize

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "data" / "injection"))
sys.path.insert(0, str(ROOT / "scripts"))

from dataset import Entry, load_ours, load_public  # noqa: E402
from injection_background import load_background  # noqa: E402

from hermes_memory.scanning import scan_text  # noqa: E402
from hermes_memory.scanning.classifier import (  # noqa: E402
    EMBEDDED_FEATURES,
    EMBEDDED_WEIGHTS_PATH,
    FEATURES,
    NGRAM_BUCKETS,
    WEIGHTS_PATH,
    ngram_features,
    prepare_text,
    rule_features,
    rule_names,
    windows,
)
from hermes_memory.scanning.window_vectors import WindowEmbedder  # noqa: E402

FOLDS = 5
# Out of fold, with a benign entry's whole topic unseen, at most 0.5% of all tune benign text
# (our entries, the public corpora's, the background) may be refused by the rules or the
# classifier, and the threshold sits MARGIN logits above the highest score so allowed.
MAX_FALSE_POSITIVE_RATE = 0.005
MARGIN = 0.25
FLOOR = 0.7
BACKGROUND_SHARE = 0.3  # of the benign half of the loss
L2 = 1e-3
L2_CHOICES = (1e-3, 3e-3)
# A wider grid (n-grams 0.5, vectors 1.0, L2 1e-2 too) never chose those values on this data
NGRAM_SCALE_CHOICES = (1.0,)
SCALE_CHOICES = (0.25, 0.5)
EMBEDDING_SCALE_CHOICES = (2.0, 4.0)
TIE_BREAK_RATE = 0.01  # between choices detecting as much, the one better at this budget
# the cascade embeds a text only when its vector's widest seen pull could cross the threshold;
# the seen range is widened by this share of itself on each side for text unlike the tune set
REACH_MARGIN = 0.25


def features(entries: list[Entry]) -> tuple[np.ndarray, np.ndarray]:
    """The n-grams and the rule features of each entry's first window (tune entries fit
    in one), as two matrices so the rule part can be scaled."""
    grams = np.zeros((len(entries), NGRAM_BUCKETS))
    gates = np.zeros((len(entries), 2 * len(rule_names())))
    for row, entry in enumerate(entries):
        window = windows(prepare_text(entry.text))[0]
        for bucket, value in ngram_features(window).items():
            grams[row, bucket] = value
        gates[row] = rule_features(window)
    return grams, gates


def vectors(entries: list[Entry]) -> np.ndarray:
    """The int8 MiniLM vector of each entry's first window, clipped as scoring clips it."""
    embedder = WindowEmbedder()
    firsts = [windows(prepare_text(entry.text))[0] for entry in entries]
    return np.asarray(embedder.vectors(firsts))


def fit(
    x: np.ndarray, y: np.ndarray, l2: float = L2, weight: np.ndarray | None = None
) -> tuple[np.ndarray, float]:
    """L2-regularised logistic regression by L-BFGS; ``weight`` per row (default: the two
    classes weigh half each). Deterministic: it starts from zero."""
    if weight is None:
        weight = np.where(y == 1, 0.5 / y.sum(), 0.5 / (1 - y).sum())

    def objective(theta: np.ndarray) -> tuple[float, np.ndarray]:
        w, b = theta[:-1], theta[-1]
        f = x @ w + b
        loss = float((weight * (np.logaddexp(0.0, f) - y * f)).sum() + l2 / 2 * w @ w)
        residual = weight * (1.0 / (1.0 + np.exp(-f)) - y)
        return loss, np.append(x.T @ residual + l2 * w, residual.sum())

    theta = np.zeros(x.shape[1] + 1)
    found = minimize(objective, theta, jac=True, method="L-BFGS-B", options={"maxiter": 500})
    return found.x[:-1], float(found.x[-1])


def predict(x: np.ndarray, w: np.ndarray, b: float) -> np.ndarray:
    return np.asarray(1.0 / (1.0 + np.exp(-(x @ w + b))))


def fold_of(group: str) -> int:
    return int(hashlib.sha256(group.encode()).hexdigest(), 16) % FOLDS


def fold_key(entry: Entry) -> str:
    """A benign entry's topic; a malicious entry's group (see the module's docstring)."""
    return entry.group if entry.malicious else f"{entry.source}:{entry.category}"


def choose_threshold(
    scores: np.ndarray,
    y: np.ndarray,
    max_rate: float = MAX_FALSE_POSITIVE_RATE,
    rules: np.ndarray | None = None,
    margin: float = 0.0,
    floor: float = 0.5,
) -> float:
    """The lowest threshold at which at most ``max_rate`` of benign entries are refused
    by the rules (``rules``, one bool per entry) or by an out-of-fold score reaching it,
    raised by ``margin`` logits and never below ``floor``."""
    refused = np.zeros(len(y), dtype=bool) if rules is None else rules
    benign_total = int((y == 0).sum())
    allowed = max(0, int(max_rate * benign_total) - int(refused[y == 0].sum()))
    # only benign entries the rules pass can be refused by the classifier
    benign = np.sort(scores[(y == 0) & ~refused])[::-1]
    if allowed >= len(benign):
        return floor
    top = float(np.clip(benign[allowed], 1e-9, 1 - 1e-9))
    raised = 1.0 / (1.0 + math.exp(-(math.log(top / (1 - top)) + margin)))
    return float(min(0.999, max(floor, raised + 1e-4)))


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


def curve(scores: np.ndarray, y: np.ndarray, rules: np.ndarray) -> dict[str, Any]:
    """Detection and benign refusals with the rules, out of fold, at a ladder of thresholds."""
    return {
        f"{t:.2f}": combined(scores, y, rules, t)
        | {"benign_refused": int(((rules | (scores >= t)) & (y == 0)).sum())}
        for t in (0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.98, 0.99)
    }


def row_weights(y: np.ndarray, background: np.ndarray, share: float) -> np.ndarray:
    """Malicious rows share half the loss; benign rows the other half, of which the
    background chunks take ``share``."""
    weight = np.where(y == 1, 0.5 / max(1.0, y.sum()), 0.0)
    labelled = (y == 0) & ~background
    weight[labelled] = 0.5 * (1 - share) / max(1, labelled.sum())
    weight[background] = 0.5 * share / max(1, background.sum())
    return weight


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dry-run", action="store_true", help="print figures, write nothing")
    parser.add_argument("--features", choices=("minilm", "ngrams"), default="minilm")
    parser.add_argument("--out", type=Path, help="where to write (default: beside the module)")
    parser.add_argument(
        "--max-false-positive-rate", type=float, default=MAX_FALSE_POSITIVE_RATE, metavar="R"
    )
    parser.add_argument("--margin", type=float, default=MARGIN, metavar="LOGITS")
    parser.add_argument("--floor", type=float, default=FLOOR, metavar="P")
    args = parser.parse_args()

    tune = [e for e in load_ours() + load_public() if e.split == "tune"]
    chunks = load_background()
    tune += [
        Entry(
            f"bg-{i}", c.group, c.text, "benign", "background", "en", "none", "background", "tune"
        )
        for i, c in enumerate(chunks)
    ]
    grams, gates = features(tune)
    embedded = args.features == "minilm"
    vecs = vectors(tune) if embedded else np.zeros((len(tune), 0))
    out = args.out or (EMBEDDED_WEIGHTS_PATH if embedded else WEIGHTS_PATH)
    y = np.asarray([1.0 if e.malicious else 0.0 for e in tune])
    background = np.asarray([e.source == "background" for e in tune])
    weight = row_weights(y, background, BACKGROUND_SHARE)
    folds = np.asarray([fold_of(fold_key(e)) for e in tune])
    rules = np.asarray([scan_text(e.text).blocked for e in tune])

    def threshold_of(scores: np.ndarray) -> float:
        return choose_threshold(
            scores, y, args.max_false_positive_rate, rules, args.margin, args.floor
        )

    Choice = tuple[float, float, float, float]
    tried: dict[Choice, tuple[float, np.ndarray, float, float]] = {}
    for gram_scale, scale, l2 in itertools.product(NGRAM_SCALE_CHOICES, SCALE_CHOICES, L2_CHOICES):
        for vec_scale in EMBEDDING_SCALE_CHOICES if embedded else (0.0,):
            x = np.hstack([gram_scale * grams, scale * gates, vec_scale * vecs])
            out_of_fold = np.zeros(len(tune))
            for fold in range(FOLDS):
                held = folds == fold
                w, b = fit(x[~held], y[~held], l2, weight[~held])
                out_of_fold[held] = predict(x[held], w, b)
            threshold = threshold_of(out_of_fold)
            detected = combined(out_of_fold, y, rules, threshold)["detection"]
            loose = choose_threshold(out_of_fold, y, TIE_BREAK_RATE, rules)
            at_budget = combined(out_of_fold, y, rules, loose)["detection"]
            choice = (gram_scale, scale, vec_scale, l2)
            tried[choice] = (threshold, out_of_fold, detected, at_budget)
            print(
                f"ngrams {gram_scale} gates {scale} vectors {vec_scale} l2 {l2}: threshold "
                f"{threshold:.4f} detection {detected} ({at_budget} at 1%)",
                file=sys.stderr,
            )
    # most detected at its threshold, then at the looser budget; then smaller scales, then
    # the stronger L2
    gram_scale, scale, vec_scale, l2 = max(
        tried, key=lambda k: (tried[k][2], tried[k][3], -k[1], -k[2], -k[0], k[3])
    )
    threshold, out_of_fold, _, _ = tried[(gram_scale, scale, vec_scale, l2)]

    x = np.hstack([gram_scale * grams, scale * gates, vec_scale * vecs])
    w, b = fit(x, y, l2, weight)
    rule_end = NGRAM_BUCKETS + gates.shape[1]
    pull = x[:, rule_end:] @ w[rule_end:] if embedded else np.zeros(len(tune))
    low, high = float(pull.min()), float(pull.max())
    reach = (low - REACH_MARGIN * (high - low), high + REACH_MARGIN * (high - low))
    report: dict[str, Any] = {
        "features": EMBEDDED_FEATURES if embedded else FEATURES,
        "tune_entries": len(tune),
        "tune_malicious": int(y.sum()),
        "background_chunks": int(background.sum()),
        "ngram_scale": gram_scale,
        "rule_scale": scale,
        "embedding_scale": vec_scale,
        "l2": l2,
        "out_of_fold_detection": {
            f"ngrams {k[0]} gates {k[1]} vectors {k[2]} l2 {k[3]}": [round(v[0], 4), v[2], v[3]]
            for k, v in tried.items()
        },
        "threshold": round(threshold, 4),
        "out_of_fold": rates(out_of_fold, y, threshold),
        "out_of_fold_with_rules": combined(out_of_fold, y, rules, threshold),
        "out_of_fold_background_refused": int((out_of_fold[background] >= threshold).sum()),
        "out_of_fold_curve": curve(out_of_fold, y, rules),
        "rules_alone": combined(np.zeros(len(y)), y, rules, 2.0),
        "in_sample": rates(predict(x, w, b), y, threshold),
    }
    print(json.dumps(report))
    if args.dry_run:
        return 0
    weights = {
        "format": 3,
        "features": report["features"],
        "trained_on": "tests/data/injection tune split + bastioncorpus 0.6.0 and "
        "jailbreak_corpus_mini_py tune splits + this repository's prose as benign background",
        "threshold": round(threshold, 6),
        "bias": round(float(b), 6),
        "ngrams": [round(float(v) * gram_scale, 6) for v in w[:NGRAM_BUCKETS]],
        # the scale is folded into the stored weights, so scoring needs none
        "rules": [round(float(v) * scale, 6) for v in w[NGRAM_BUCKETS:rule_end]],
        "rule_names": list(rule_names()),
        "report": report,
    }
    if embedded:
        weights["embedding"] = [round(float(v) * vec_scale, 6) for v in w[rule_end:]]
        weights["vector_reach"] = [round(reach[0], 6), round(reach[1], 6)]
    out.write_text(json.dumps(weights, separators=(",", ":")) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
