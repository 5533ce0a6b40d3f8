"""What training the injection classifier's weights shares between its feature sets: the
L2-regularised logistic regression (dense or sparse rows), the threshold chosen on out-of-fold
scores for a false-positive budget, the rates and the detection-vs-refusals curve, and the
per-row weights that give the background text its share. No random numbers anywhere.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np
from scipy.optimize import minimize

# Out of fold, at most 0.5% of the benign tune text may be refused by the rules or the
# classifier, and the threshold sits MARGIN logits above the highest score so allowed.
MAX_FALSE_POSITIVE_RATE = 0.005
MARGIN = 0.25
FLOOR = 0.7
L2 = 1e-3
TIE_BREAK_RATE = 0.01  # between choices detecting as much, the one better at this budget


def fit(
    x: Any, y: np.ndarray, l2: float = L2, weight: np.ndarray | None = None
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


def predict(x: Any, w: np.ndarray, b: float) -> np.ndarray:
    return np.asarray(1.0 / (1.0 + np.exp(-(x @ w + b))))


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


def row_weights(
    y: np.ndarray, background: np.ndarray, share: float, benign: float = 0.5
) -> np.ndarray:
    """Malicious rows share ``1 - benign`` of the loss (half by default); benign rows the
    rest, of which the background chunks take ``share``."""
    weight = np.where(y == 1, (1 - benign) / max(1.0, y.sum()), 0.0)
    labelled = (y == 0) & ~background
    weight[labelled] = benign * (1 - share) / max(1, labelled.sum())
    weight[background] = benign * share / max(1, background.sum())
    return weight


BUDGETS = (0.005, 0.01, 0.02)


def at_budgets(
    scores: np.ndarray, y: np.ndarray, rules: np.ndarray, background: np.ndarray
) -> dict[str, Any]:
    """Out of wave, at each budget of refused benign text (labelled and background, each,
    among what the rules pass; no margin): the classifier's detection alone and with the
    rules, on the labelled text. The curve the options are compared on."""
    out: dict[str, Any] = {}
    for budget in BUDGETS:

        def one(mask: np.ndarray, rate: float = budget) -> float:
            passed = mask & ~rules
            return choose_threshold(scores[passed], y[passed], rate, None, 0.0, 0.5)

        line = max(one(~background), one(background))
        labelled = ~background
        out[f"{budget:.3f}"] = {
            "threshold": round(line, 4),
            "alone": rates(scores[labelled], y[labelled], line),
            "with_rules": combined(scores[labelled], y[labelled], rules[labelled], line),
            "background_refused": int((scores[background] >= line).sum()),
        }
    return out
