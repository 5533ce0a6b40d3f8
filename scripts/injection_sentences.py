"""The sentence-level part of training the embedded injection classifier: each entry cut into
the sentences the classifier scores (``hermes_memory.scanning.sentences``), their features
(hashed n-grams, optionally the rules' gate features, the int8 MiniLM vector of each sentence
alone), and multiple-instance fitting: a malicious entry is one bag of sentences of which at
least one is the injection, so after a first fit on all of them only each bag's
highest-scoring sentence stays its positive. The data waves the folds hold out live in
``injection_waves.py`` (re-exported here for callers). Used by
``train_injection_classifier.py``.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np
from dataset import Entry
from injection_cascade import report as replay_report
from injection_fitting import (
    at_budgets,
    choose_threshold,
    combined,
    curve,
    fit,
    rates,
    row_weights,
)
from injection_waves import (
    BANK_BACKGROUND,
    WAVES,
    bank_rows,
    by_wave,
    fold_nearest,
    leave_fold_out,
    margins,
    margins_without,
    wave_folds,
    wave_of,
)
from scipy import sparse
from scipy.sparse.linalg import lsqr

from hermes_memory.scanning import scan_text
from hermes_memory.scanning.classifier import (
    MAX_CLASSIFIED_CHARS,
    NGRAM_BUCKETS,
    SENTENCE_FEATURES,
    SENTENCE_FORMAT,
    ngram_features,
    rule_features,
    rule_names,
)
from hermes_memory.scanning.nearest import INT8_SCALE, bank_digest, pack
from hermes_memory.scanning.sentences import sentences, wordless
from hermes_memory.scanning.window_vectors import EMBED_PIECES, WindowEmbedder

MIL_ROUNDS = 2
# the cascade embeds a sentence only when its vector's widest seen pull could cross the
# threshold; the seen range is widened by this share of itself on each side
REACH_MARGIN = 0.25
# the cascade reads the sentence whose vector most likely carries it over: ranked by its
# cheap logit plus a ridge guess, from its n-grams, at the logit its vector adds (the cheap
# logit alone read the wrong sentence for 10 of the 32 rules' misses caught out of wave)
GUESS_DAMP = 1.0

Fit = Callable[..., tuple[np.ndarray, float]]

# the wave names stay importable from here, where they lived first
__all__ = [
    "BANK_BACKGROUND",
    "MIL_ROUNDS",
    "REACH_MARGIN",
    "WAVES",
    "SentenceTable",
    "bank_rows",
    "cascade_report",
    "guess_fit",
    "guess_of",
    "leave_fold_out",
    "margins",
    "mil_fit",
    "threshold_for",
    "train",
    "wave_folds",
    "wave_of",
]


class SentenceTable:
    """Every sentence of every entry with the index of its entry (``owner``), and features."""

    def __init__(self, texts: Sequence[str]) -> None:
        self.sentences: list[str] = []
        owners: list[int] = []
        for index, text in enumerate(texts):
            parts = sentences(text, MAX_CLASSIFIED_CHARS) or [""]
            self.sentences += parts
            owners += [index] * len(parts)
        self.owner = np.asarray(owners)
        self.entries = len(texts)

    def ngrams(self) -> sparse.csr_matrix:
        rows, cols, values = [], [], []
        for row, sentence in enumerate(self.sentences):
            for bucket, value in ngram_features(sentence).items():
                rows.append(row)
                cols.append(bucket)
                values.append(value)
        shape = (len(self.sentences), NGRAM_BUCKETS)
        return sparse.csr_matrix((values, (rows, cols)), shape=shape)

    def gates(self) -> sparse.csr_matrix:
        width = 2 * len(rule_names())
        dense = np.zeros((len(self.sentences), width))
        for row, sentence in enumerate(self.sentences):
            dense[row] = rule_features(sentence)
        return sparse.csr_matrix(dense)

    def vectors(self, cache: Path | None = None, pieces: int = EMBED_PIECES) -> np.ndarray:
        """One int8 MiniLM vector per sentence, each embedded alone as scoring embeds it;
        ``cache`` (a JSON file keyed by the sentence's hash) saves recomputing across runs."""
        known: dict[str, list[float]] = {}
        if cache is not None and cache.is_file():
            known = json.loads(cache.read_text(encoding="utf-8"))
        embedder = WindowEmbedder(pieces)
        # another piece cap reads other vectors: its own keys in the same cache
        prefix = "" if pieces == EMBED_PIECES else f"{pieces}:"
        keys = [prefix + hashlib.sha256(s.encode()).hexdigest()[:24] for s in self.sentences]
        missing = sorted(dict(zip(keys, self.sentences, strict=True)).items())
        missing = [(k, s) for k, s in missing if k not in known]
        for start in range(0, len(missing), 256):
            batch = missing[start : start + 256]
            for (key, _), vector in zip(
                batch, embedder.vectors([s for _, s in batch]), strict=True
            ):
                known[key] = [round(v, 6) for v in vector]
        if cache is not None and missing:
            cache.write_text(json.dumps(known), encoding="utf-8")
        return np.asarray([known[k] for k in keys])

    def entry_max(self, scores: np.ndarray) -> np.ndarray:
        """Each entry's highest sentence score."""
        best = np.full(self.entries, -np.inf)
        np.maximum.at(best, self.owner, scores)
        return best


def mil_fit(
    fit: Fit,
    x: sparse.csr_matrix,
    table_owner: np.ndarray,
    y_entry: np.ndarray,
    entry_weight: np.ndarray,
    l2: float,
    rows: np.ndarray | None = None,
) -> tuple[np.ndarray, float]:
    """Fits on the sentences in ``rows`` (default all): benign sentences each carry their
    entry's weight; first every sentence of a malicious entry shares its entry's weight, then,
    for ``MIL_ROUNDS``, only its highest-scoring sentence carries it."""
    chosen = np.arange(x.shape[0]) if rows is None else rows
    owner = table_owner[chosen]
    y = y_entry[owner]
    counts = np.bincount(owner, minlength=len(y_entry))
    weight = np.where(y == 1, entry_weight[owner] / counts[owner], entry_weight[owner])
    sub = x[chosen]
    w, b = fit(sub, y, l2, weight)
    for _ in range(MIL_ROUNDS):
        logits = sub @ w + b
        top = np.full(len(y_entry), -np.inf)
        np.maximum.at(top, owner, logits)
        keep = (y == 0) | (logits >= top[owner])
        # one sentence per malicious entry (the first of ties)
        first = np.zeros(len(y), dtype=bool)
        seen: set[int] = set()
        for i in np.flatnonzero(keep & (y == 1)):
            if owner[i] not in seen:
                seen.add(int(owner[i]))
                first[i] = True
        weight = np.where(y == 1, np.where(first, entry_weight[owner], 0.0), entry_weight[owner])
        w, b = fit(sub, y, l2, weight)
    return w, b


def guess_fit(grams: sparse.csr_matrix, pulls: np.ndarray, rows: np.ndarray) -> np.ndarray:
    """Ridge weights (the bias last) guessing each sentence's vector pull from its n-grams,
    fitted on ``rows`` (a mask). Deterministic (LSQR from zero)."""
    x = sparse.hstack([grams, np.ones((grams.shape[0], 1))]).tocsr()
    return np.asarray(lsqr(x[rows], pulls[rows], damp=GUESS_DAMP)[0])


def guess_of(grams: sparse.csr_matrix, weights: np.ndarray) -> np.ndarray:
    return np.asarray(grams @ weights[:-1] + weights[-1])


def _sigmoid(logits: np.ndarray) -> np.ndarray:
    return np.asarray(1.0 / (1.0 + np.exp(-np.clip(logits, -60.0, 60.0))))


def threshold_for(
    scores: np.ndarray, y: np.ndarray, rules: np.ndarray, background: np.ndarray, args: Any
) -> float:
    """The higher of the thresholds at which the classifier refuses at most
    ``max_false_positive_rate`` of the labelled benign text and of the background, each, among
    the texts the rules pass (the rules' own refusals are theirs: on a new wave they can
    exceed the budget alone), with the margin."""

    def one(mask: np.ndarray) -> float:
        passed = mask & ~rules
        return choose_threshold(
            scores[passed], y[passed], args.max_false_positive_rate, None, args.margin, args.floor
        )

    return max(one(~background), one(background))


def cascade_report(
    table: SentenceTable,
    chosen: dict[str, Any],
    blob: np.ndarray,
    y: np.ndarray,
    rules: np.ndarray,
    pieces: int,
) -> dict[str, Any]:
    """The cascade's caps replayed on the chosen model's out-of-wave sentence scores, each
    fold with its own model's reach (``injection_cascade``)."""
    logits, pulls, reach, rank = chosen["sentences"]
    embedder = WindowEmbedder(pieces)
    counts = np.asarray([embedder.pieces(s) for s in table.sentences])
    threshold = chosen["threshold"]
    out: dict[str, Any] = {}
    for low, high in sorted({(float(a), float(b)) for a, b in reach}):
        rows = (reach[:, 0] == low) & (reach[:, 1] == high)
        entries = np.unique(table.owner[rows])
        remap = np.searchsorted(entries, table.owner[rows])
        part = replay_report(
            logits[rows], pulls[rows], remap, counts[rows], blob[rows], (low, high), threshold,
            y[entries], rules[entries], rank[rows],
        )  # fmt: skip
        out = _add(out, part)
    return out


def _add(total: dict[str, Any], part: dict[str, Any]) -> dict[str, Any]:
    """Counts summed key by key."""
    merged = dict(total)
    for key, value in part.items():
        merged[key] = (
            _add(total.get(key, {}), value)
            if isinstance(value, dict)
            else (total.get(key, 0) + value)
        )
    return merged


def train(tune: list[Entry], args: Any) -> dict[str, Any]:
    """Out-of-wave scores for every choice in the grid, the best choice refitted on all tune
    rows; returns the weights' mapping (with its report) and the bank for the caller."""
    table = SentenceTable([e.text for e in tune])
    grams, gates = table.ngrams(), table.gates()
    vecs = table.vectors(args.cache, getattr(args, "pieces", EMBED_PIECES))
    quantised = np.round(vecs * INT8_SCALE) / INT8_SCALE  # as the bank ships
    y = np.asarray([1.0 if e.malicious else 0.0 for e in tune])
    background = np.asarray([e.source == "background" for e in tune])
    rules = np.asarray([scan_text(e.text).blocked for e in tune])
    names, folds = wave_folds(tune)
    fold_rows, bad = folds[table.owner], y[table.owner] == 1
    # blobs get no vector when scored (a margin of 0): none in the bank, none in training
    blob = np.asarray([wordless(sentence) for sentence in table.sentences], dtype=bool)
    in_bank = bank_rows(vecs, bad, background[table.owner]) & ~blob
    everything = np.ones(len(vecs), dtype=bool)

    nearest_k = getattr(args, "nearest_k", 1)
    vector_scale = getattr(args, "vector_scale", 0.0)
    # the raw vector as features of its own (an option, measured out of wave): none for blobs
    head = sparse.csr_matrix(np.where(blob[:, None], 0.0, vecs) * vector_scale)

    def design(gate_scale: float, scale: float, margin: np.ndarray) -> sparse.csr_matrix:
        extra = [gate_scale * gates] if gate_scale else []
        extra += [head] if vector_scale else []
        return sparse.hstack([grams, *extra, sparse.csr_matrix(scale * margin[:, None])]).tocsr()

    # per outer fold: training rows' margins leave their own wave out of the bank too (the
    # held fold's rows leave out only their own); with one neighbour, every fold's margins
    # come from one pass over the bank (``fold_nearest``), the same numbers a pass per fold gives
    nearest = fold_nearest(vecs, quantised, in_bank, bad, fold_rows) if nearest_k == 1 else None
    inner = {}
    for k in range(len(names)):
        if nearest is not None:
            inner[k] = margins_without(nearest, fold_rows, k)
        else:
            inner[k] = leave_fold_out(
                vecs, quantised, in_bank, bad, fold_rows, fold_rows != k, nearest_k
            )
            held = fold_rows == k
            bank = in_bank & ~held
            inner[k][held] = margins(vecs[held], quantised[bank], bad[bank], nearest_k)
        inner[k][blob] = 0.0
    tried: dict[tuple[float, float, float, float], dict[str, Any]] = {}
    for gate_scale, scale, l2, share in itertools.product(
        args.gate_scales, args.nearest_scales, args.l2s, args.background_shares
    ):
        weight = row_weights(y, background, share, getattr(args, "benign_weight", 0.5))
        oof = np.zeros(len(tune))
        # per held-out sentence: its logit, the vector's part of it, its fold model's reach
        logits, pulls = np.zeros(len(vecs)), np.zeros(len(vecs))
        reach = np.zeros((len(vecs), 2))
        fold_pulls = []
        for k in range(len(names)):
            x = design(gate_scale, scale, inner[k])
            w, b = mil_fit(fit, x, table.owner, y, weight, l2, np.flatnonzero(fold_rows != k))
            held = folds == k
            oof[held] = _sigmoid(table.entry_max(x @ w + b))[held]
            rows = fold_rows == k
            logits[rows] = (x @ w + b)[rows]
            pull = float(w[-1]) * scale * inner[k]
            seen = float(pull[~rows].min()), float(pull[~rows].max())
            spread = REACH_MARGIN * (seen[1] - seen[0])
            pulls[rows] = pull[rows]
            reach[rows] = (seen[0] - spread, seen[1] + spread)
            fold_pulls.append(pull)
        threshold = threshold_for(oof, y, rules, background, args)
        labelled = ~background
        result = {
            "threshold": round(threshold, 4),
            "detection": combined(oof[labelled], y[labelled], rules[labelled], threshold),
            "alone": rates(oof[labelled], y[labelled], threshold),
            "by_wave": by_wave(names, folds, background, oof, y, rules, threshold),
            "budgets": at_budgets(oof, y, rules, background),
            "oof": oof,
            "sentences": (logits, pulls, reach),
            "fold_pulls": fold_pulls,
        }
        tried[(gate_scale, scale, l2, share)] = result
        print(
            f"gates {gate_scale} nearest {scale} l2 {l2} background {share}: "
            f"threshold {threshold:.4f} {result['alone']} {json.dumps(result['budgets'])}",
            file=sys.stderr,
        )
    # the classifier alone detecting most out of wave at its threshold (with the rules, the
    # tune set is nearly all caught: the rules were tuned on it); then no gates, stronger L2
    best = max(tried, key=lambda k: (tried[k]["alone"]["detection"], -k[0], k[2], -k[1]))
    gate_scale, scale, l2, share = best
    chosen = tried[best]
    # the cascade's ranking guess, out of wave: each fold's guess fitted on the other folds'
    # sentences (with words) and that fold model's pulls
    logits, pulls, reach = chosen["sentences"]
    rank = logits - pulls
    for k, pull in enumerate(chosen["fold_pulls"]):
        rows = fold_rows == k
        fitted = guess_fit(grams, pull, ~rows & ~blob)
        rank[rows] += guess_of(grams[rows], fitted)
    chosen["sentences"] = (logits, pulls, reach, rank)
    final = (
        margins_without(nearest, fold_rows)
        if nearest is not None
        else leave_fold_out(vecs, quantised, in_bank, bad, fold_rows, everything, nearest_k)
    )
    final[blob] = 0.0
    x = design(gate_scale, scale, final)
    weights_ = row_weights(y, background, share, getattr(args, "benign_weight", 0.5))
    w, b = mil_fit(fit, x, table.owner, y, weights_, l2)
    nearest = float(w[-1]) * scale
    pull = nearest * final
    low, high = float(pull.min()), float(pull.max())
    spread = REACH_MARGIN * (high - low)
    guess = guess_fit(grams, pull, ~blob)
    labelled = ~background
    oof = chosen["oof"]
    cascade = cascade_report(table, chosen, blob, y, rules, getattr(args, "pieces", EMBED_PIECES))
    bank_text = json.dumps(
        {
            "dimension": int(vecs.shape[1]),
            "malicious": pack(vecs[in_bank & bad].tolist()),
            "benign": pack(vecs[in_bank & ~bad].tolist()),
        },
        separators=(",", ":"),
    )
    report: dict[str, Any] = {
        "features": f"{SENTENCE_FEATURES}{'+gates' if gate_scale else ''}",
        "tune_entries": int(labelled.sum()),
        "tune_malicious": int(y.sum()),
        "sentences": len(table.sentences),
        "bank": {"malicious": int((in_bank & bad).sum()), "benign": int((in_bank & ~bad).sum())},
        "gate_scale": gate_scale,
        "nearest_scale": scale,
        "l2": l2,
        "background_share": share,
        "folds": "one per data wave held out whole: " + ", ".join(names),
        "grid": {
            f"gates {k[0]} nearest {k[1]} l2 {k[2]} background {k[3]}": {
                "threshold": v["threshold"],
                "alone": v["alone"],
                "with_rules": v["detection"],
                "budgets": v["budgets"],
            }
            for k, v in tried.items()
        },
        "threshold": chosen["threshold"],
        "out_of_wave": chosen["by_wave"],
        "out_of_wave_with_rules": chosen["detection"],
        "out_of_wave_at_budgets": chosen["budgets"],
        "out_of_wave_classifier_alone": chosen["alone"],
        "out_of_wave_curve": {
            name: curve(
                oof[(folds == k) & labelled],
                y[(folds == k) & labelled],
                np.zeros(int(((folds == k) & labelled).sum()), dtype=bool),
            )
            for k, name in enumerate(names)
        },
        "out_of_wave_background_curve": {
            f"{t:.2f}": int((oof[background] >= t).sum())
            for t in (0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.98, 0.99)
        },
        "rules_alone": combined(np.zeros(len(y))[labelled], y[labelled], rules[labelled], 2.0),
        "out_of_wave_cascade": cascade,
    }
    weights = {
        "format": SENTENCE_FORMAT,
        "features": report["features"],
        "threshold": round(chosen["threshold"], 6),
        "bias": round(float(b), 6),
        "ngrams": [round(float(v), 6) for v in w[:NGRAM_BUCKETS]],
        "rules": [round(float(v) * gate_scale, 6) for v in w[NGRAM_BUCKETS:-1]],
        "rule_names": list(rule_names()) if gate_scale else [],
        "nearest": round(nearest, 6),
        "vector_reach": [round(low - spread, 6), round(high + spread, 6)],
        "pull_guess": [round(float(v), 6) for v in guess[:-1]],
        "pull_guess_bias": round(float(guess[-1]), 6),
        "bank": bank_digest(bank_text),
        "report": report,
    }
    # each labelled row's out-of-wave score and wave, for whoever studies them (--scores-out)
    scored = [
        {"id": e.id, "wave": names[int(folds[i])], "score": round(float(oof[i]), 6)}
        for i, e in enumerate(tune)
        if not background[i]
    ]
    return {"weights": weights, "bank": bank_text, "scores": scored}
