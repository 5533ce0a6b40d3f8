"""The data waves the embedded injection classifier is measured across: which wave each
labelled entry was written in (``WAVES``, ``wave_of``), one fold per wave held out whole
(``wave_folds``), each held-out wave's figures (``by_wave``), and the nearest-neighbour bank
those folds hold out too (``bank_rows``, ``margins``, ``leave_fold_out``; ``fold_nearest``
and ``margins_without``, the same margins for every fold from one pass). Used by
``injection_sentences.py``.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Any

import numpy as np
from dataset import Entry
from injection_fitting import combined, rates

# id prefixes of our labelled set, by the wave of writing they came in (README of the data)
WAVES = {
    "m": "w0", "b": "w0", "p": "w1", "pb": "w1", "p2": "w2", "pb2": "w2",
    "wave3a": "w3a", "wave3b": "w3b",  # two writers, blind to each other and to the scanner
    "fm": "f1", "fb": "f1", "f2m": "f2", "f2b": "f2",  # the spent blind sets (injection_spent)
    "f3m": "f3", "f3b": "f3", "f4m": "f4", "f4b": "f4", "f5m": "f5", "f5b": "f5",
    "f6m": "f6", "f6b": "f6", "f7m": "f7", "f7b": "f7",
    "f8m": "f8", "f8b": "f8", "f9m": "f9", "f9b": "f9",
    "f10m": "f10", "f10b": "f10", "f11m": "f11", "f11b": "f11",
    "f12m": "f12", "f12b": "f12",
    "f13m": "f13", "f13b": "f13",
    "f14m": "f14", "f14b": "f14",
    "f15m": "f15", "f15b": "f15",
    "f16m": "f16", "f16b": "f16",
    "f17m": "f17", "f17b": "f17",
    "f18m": "f18", "f18b": "f18",
    "f19m": "f19", "f19b": "f19",
    "f20m": "f20", "f20b": "f20",
    "f21m": "f21", "f21b": "f21",
    "f22m": "f22", "f22b": "f22",
    "f23m": "f23", "f23b": "f23",
    "wave4": "w4",  # one more writer, blind, attacks planted in memory-like entries
    "wave5": "w5",  # one more, blind: attacks inside content the agent reads and keeps
    # two writers of training data (train8_entries.jsonl), blind, aimed at the weak families
    "t8tm": "t8t", "t8tb": "t8t", "t8um": "t8u", "t8ub": "t8u",
    # and four more (train9_entries.jsonl): more de/fr/pt and exfiltration (v), attacks inside
    # documents (w), short low-key notes (x), long artefacts with one bad line (y)
    "t9vm": "t9v", "t9vb": "t9v", "t9wm": "t9w", "t9wb": "t9w",
    "t9xm": "t9x", "t9xb": "t9x", "t9ym": "t9y", "t9yb": "t9y",
    # and two more (train10_entries.jsonl): short plain orders (r), benign near-misses of the
    # ninth blind set's false-positive families (s)
    "t10rm": "t10r", "t10rb": "t10r", "t10sm": "t10s", "t10sb": "t10s",
    # and two more (train11_entries.jsonl): short plain notes (p), orders inside content (q)
    "t11pm": "t11p", "t11pb": "t11p", "t11qm": "t11q", "t11qb": "t11q",
    # and two more (train12_entries.jsonl): override and concealment in everyday words (u),
    # benign near-misses in the clothes of attacks (v)
    "t12um": "t12u", "t12ub": "t12u", "t12vm": "t12v", "t12vb": "t12v",
    # and three more (train13_entries.jsonl): extraction, persistence, exfiltration in everyday
    # words (w), hijack, unlisted role markers, routine destruction (x), long documents (y)
    "t13wm": "t13w", "t13wb": "t13w", "t13xm": "t13x", "t13xb": "t13x",
    "t13ym": "t13y", "t13yb": "t13y",
    # and two more (train14_entries.jsonl): override and hijack as short plain notes (z),
    # benign near-misses and attacks in their clothes (o)
    "t14zm": "t14z", "t14zb": "t14z", "t14om": "t14o", "t14ob": "t14o",
    # short plain concealment, persistence and extraction notes outside English (k), orders
    # inside content the agent read, in the content's own voice (j)
    "t14km": "t14k", "t14kb": "t14k", "t14jm": "t14j", "t14jb": "t14j",
    # and three more (train15_entries.jsonl): extraction and concealment without their textbook
    # words (m), benign texts describing or forbidding an attack and attacks in their clothes
    # (n), override and hijack in content and business clothes (g)
    "t15mm": "t15m", "t15mb": "t15m", "t15nm": "t15n", "t15nb": "t15n",
    "t15gm": "t15g", "t15gb": "t15g",
    # and two more (train16_entries.jsonl): everyday and technical benign near-misses and
    # attacks in their clothes (p), attacks without their textbook words (q)
    "t16pm": "t16p", "t16pb": "t16p", "t16qm": "t16q", "t16qb": "t16q",
}  # fmt: skip
# the background sentences the bank keeps, the nearest to a malicious one (bank_rows)
BANK_BACKGROUND = 1500


def wave_of(entry_id: str, source: str) -> str:
    """The wave an entry was written in: ``public`` for the corpora, ``background`` for
    benign background text, ``w0``..``w2`` for ours by id prefix, ``new`` for any later one."""
    if source in ("bastioncorpus", "jailbreak_corpus_mini_py"):
        return "public"
    if source == "background":
        return "background"
    return WAVES.get(entry_id.rsplit("-", 1)[0].split("-")[0], "new")


def wave_folds(tune: Sequence[Entry]) -> tuple[list[str], np.ndarray]:
    """One fold per labelled wave (its entries held out together); background text is spread
    over the same folds by a hash of its source group, so each fold also holds out sources of
    background the model never saw."""
    waves = [wave_of(e.id, e.source) for e in tune]
    names = sorted(set(waves) - {"background"})
    folds = np.asarray(
        [
            int(hashlib.sha256(e.group.encode()).hexdigest(), 16) % len(names)
            if wave == "background"
            else names.index(wave)
            for e, wave in zip(tune, waves, strict=True)
        ]
    )
    return names, folds


def by_wave(
    names: list[str],
    folds: np.ndarray,
    background: np.ndarray,
    scores: np.ndarray,
    y: np.ndarray,
    rules: np.ndarray,
    threshold: float,
) -> dict[str, Any]:
    """Each held-out wave's detection and false positives, rules and classifier together."""
    out: dict[str, Any] = {}
    for k, name in enumerate(names):
        mask = (folds == k) & ~background
        missed = mask & (y == 1) & ~rules
        out[name] = combined(scores[mask], y[mask], rules[mask], threshold) | {
            "malicious": int(y[mask].sum()),
            "benign": int((y[mask] == 0).sum()),
            # the rules were tuned on every tune wave: the classifier's own figures say more
            "classifier_alone": rates(scores[mask], y[mask], threshold),
            "rules_missed": int(missed.sum()),
            "of_those_caught": int((scores[missed] >= threshold).sum()),
        }
    out["background_refused"] = int((scores[background] >= threshold).sum())
    out["background"] = int(background.sum())
    return out


def margins(queries: np.ndarray, bank: np.ndarray, bad: np.ndarray, k: int = 1) -> np.ndarray:
    """Nearest malicious minus nearest benign cosine of each query against ``bank`` rows (with
    ``k`` > 1: the mean of the ``k`` nearest of each)."""

    def top(sims: np.ndarray) -> np.ndarray:
        if k == 1:
            return np.asarray(sims.max(axis=1))
        return np.asarray(-np.partition(-sims, k - 1, axis=1)[:, :k].mean(axis=1))

    out = np.zeros(len(queries))
    for start in range(0, len(queries), 1024):
        sims = queries[start : start + 1024] @ bank.T
        out[start : start + 1024] = top(sims[:, bad]) - top(sims[:, ~bad])
    return out


def leave_fold_out(
    vecs: np.ndarray,
    bank_vecs: np.ndarray,
    in_bank: np.ndarray,
    bad: np.ndarray,
    fold: np.ndarray,
    rows: np.ndarray,
    nearest_k: int = 1,
) -> np.ndarray:
    """Margins of ``rows`` (a mask), each against the bank rows of ``rows`` outside its own
    fold: what it would get as text from a wave the bank never held."""
    out = np.zeros(len(vecs))
    for k in np.unique(fold[rows]):
        query = rows & (fold == k)
        bank = in_bank & rows & (fold != k)
        out[query] = margins(vecs[query], bank_vecs[bank], bad[bank], nearest_k)
    return out


def fold_nearest(
    vecs: np.ndarray, bank_vecs: np.ndarray, in_bank: np.ndarray, bad: np.ndarray, fold: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """Each row's highest cosine to the bank's malicious and benign rows of each fold (two
    rows x folds tables, -inf where a fold holds none): one pass over the bank, from which
    :func:`margins_without` reads any fold's leave-out margins (``leave_fold_out`` with
    ``k`` = 1 for every fold, without a pass per fold)."""
    folds = int(fold.max()) + 1
    tables = []
    for kind in (bad, ~bad):
        cols = np.flatnonzero(in_bank & kind)
        cols = cols[np.argsort(fold[cols], kind="stable")]
        present = np.unique(fold[cols])
        starts = np.searchsorted(fold[cols], present)
        table = np.full((len(vecs), folds), -np.inf)
        block = bank_vecs[cols].T
        for start in range(0, len(vecs), 1024):
            sims = vecs[start : start + 1024] @ block
            table[start : start + 1024, present] = np.maximum.reduceat(sims, starts, axis=1)
        tables.append(table)
    return tables[0], tables[1]


def margins_without(
    nearest: tuple[np.ndarray, np.ndarray], own: np.ndarray, other: int | None = None
) -> np.ndarray:
    """Nearest malicious minus nearest benign of each row over the bank's folds other than its
    ``own`` fold and ``other`` (``fold_nearest``'s tables)."""
    out = []
    for table in nearest:
        order = np.argsort(-table, axis=1, kind="stable")[:, :3]
        value = np.take_along_axis(table, order, axis=1)
        skip = order == own[:, None]
        if other is not None:
            skip |= order == other
        first = np.argmax(~skip, axis=1)  # at most two of the top three are skipped
        out.append(value[np.arange(len(table)), first])
    return out[0] - out[1]


def bank_rows(vecs: np.ndarray, bad: np.ndarray, background: np.ndarray) -> np.ndarray:
    """The sentences the bank keeps: every labelled one, and the ``BANK_BACKGROUND``
    background sentences nearest to a malicious one (the far ones never decide a margin
    that matters, and the bank ships as package data)."""
    near = np.full(len(vecs), -np.inf)
    for start in range(0, len(vecs), 1024):
        near[start : start + 1024] = (vecs[start : start + 1024] @ vecs[bad].T).max(axis=1)
    keep = ~background.copy()
    ranked = np.flatnonzero(background)[np.argsort(-near[background], kind="stable")]
    keep[ranked[:BANK_BACKGROUND]] = True
    return keep
