"""What the classifier's cascade costs in detection, measured out of wave while training: the
scanner embeds only the sentences whose vector could carry them over the threshold, at most a
few per entry and a budget of word pieces (``hermes_memory.scanning.classifier``). Given each
held-out sentence's logit and the vector's part of it, this replays that choice for several
caps and says how many entries the full model refuses that the capped one lets through.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

# (sentences, word pieces) per entry; the first sentence chosen is always read (its first
# EMBED_PIECES: another cap per sentence reads other vectors, a model of its own to train)
CAPS = ((3, 192), (2, 80), (2, 64), (2, 48), (1, 64))
# shares of the upper reach replayed for the one-sentence cap (a narrower first stage)
OPEN_SHARES = (0.75, 0.5, 0.35, 0.25)


def replay(
    logits: np.ndarray,
    pulls: np.ndarray,
    owner: np.ndarray,
    pieces: np.ndarray,
    blob: np.ndarray,
    reach: tuple[float, float],
    threshold: float,
    cap: tuple[int, int],
    rank: np.ndarray | None = None,
) -> tuple[np.ndarray, np.ndarray]:
    """Per entry: refused under the cascade with ``cap``, and whether it embedded anything;
    the open sentences are read highest ``rank`` first (default: the cheap logit)."""
    line = math.log(threshold / (1.0 - threshold))
    low, high = reach
    cheap = logits - pulls
    key = cheap if rank is None else rank
    entries = int(owner.max()) + 1
    refused = np.zeros(entries, dtype=bool)
    embedded = np.zeros(entries, dtype=bool)
    order = np.argsort(owner, kind="stable")
    bounds = np.searchsorted(owner[order], np.arange(entries + 1))
    for entry in range(entries):
        rows = order[bounds[entry] : bounds[entry + 1]]
        if (cheap[rows] + low >= line).any():
            refused[entry] = True
            continue
        open_ = [r for r in rows if cheap[r] + high >= line and not blob[r]]
        ranked = sorted(open_, key=lambda r: -key[r])[: cap[0]]
        used = 0
        for position, r in enumerate(ranked):
            if position and used + pieces[r] > cap[1]:
                break
            used += int(pieces[r])
            embedded[entry] = True
            if logits[r] >= line:
                refused[entry] = True
    return refused, embedded


def report(
    logits: np.ndarray,
    pulls: np.ndarray,
    owner: np.ndarray,
    pieces: np.ndarray,
    blob: np.ndarray,
    reach: tuple[float, float],
    threshold: float,
    y: np.ndarray,
    rules: np.ndarray,
    rank: np.ndarray | None = None,
) -> dict[str, Any]:
    """For each cap in ``CAPS``: what the full model refuses among what the rules pass
    (malicious and benign), what the cascade loses of it, and how many entries embed at all."""
    line = math.log(threshold / (1.0 - threshold))
    full = np.full(int(owner.max()) + 1, -np.inf)
    np.maximum.at(full, owner, logits)
    full_refused = (full >= line) & ~rules
    out: dict[str, Any] = {
        "full_model_refuses": {
            "malicious": int((full_refused & (y == 1)).sum()),
            "benign": int((full_refused & (y == 0)).sum()),
        }
    }
    for cap in CAPS:
        refused, embedded = replay(logits, pulls, owner, pieces, blob, reach, threshold, cap, rank)
        refused &= ~rules
        out[f"{cap[0]} sentences, {cap[1]} pieces"] = {
            "malicious_lost": int((full_refused & ~refused & (y == 1)).sum()),
            "malicious_refused": int((refused & (y == 1)).sum()),
            "benign_refused": int((refused & (y == 0)).sum()),
            "entries_embedding": int(embedded[~rules].sum()),
            "entries_passed_by_rules": int((~rules).sum()),
        }
    # a first stage that opens fewer sentences: the upper reach cut to a share of itself
    low, high = reach
    for share in OPEN_SHARES:
        narrow = (low, high * share if high > 0 else high)
        refused, embedded = replay(
            logits, pulls, owner, pieces, blob, narrow, threshold, CAPS[-1], rank
        )
        refused &= ~rules
        out[f"1 sentence, reach x{share}"] = {
            "malicious_lost": int((full_refused & ~refused & (y == 1)).sum()),
            "benign_refused": int((refused & (y == 0)).sum()),
            "entries_embedding": int(embedded[~rules].sum()),
        }
    return out
