"""The classifier's features of a piece of text: the text as it reads it (the shared
normaliser's forms and decoded runs, :func:`prepare_text`), windows over a long text, hashed
character and word n-grams, and which rules' literal gates it passes. Pure functions; the
weights and the scoring live in :mod:`.classifier`.
"""

from __future__ import annotations

import functools
import itertools
import math
import re
import zlib

from hermes_memory.scanning.normalize import normalize
from hermes_memory.scanning.prefilter import Gate
from hermes_memory.scanning.registry import all_rules
from hermes_memory.scanning.scanner import rule_index

__all__ = [
    "MAX_CLASSIFIED_CHARS",
    "NGRAM_BUCKETS",
    "WINDOW_CHARS",
    "WINDOW_STEP",
    "ngram_features",
    "prepare_text",
    "rule_feature_items",
    "rule_features",
    "rule_names",
    "windows",
]

NGRAM_BUCKETS = 4096
# A long text is scored piece by piece, the highest score counting: an instruction in the
# middle of a long note is not diluted by everything around it. The n-gram fallback reads
# windows; the embedded model reads sentences (:mod:`.sentences`). The classifier reads the
# first MAX_CLASSIFIED_CHARS of a text (the rules read MAX_SCAN_CHARS) and windows over at
# most twice that of prepared text (its leetspeak and decoded readings follow it), which
# bounds a huge entry to tens of milliseconds.
WINDOW_CHARS = 800
WINDOW_STEP = 400
MAX_CLASSIFIED_CHARS = 16_000
_WORD = re.compile(r"\w+")


def prepare_text(text: str) -> str:
    """What the classifier reads: the shared normaliser's main form and its leetspeak and
    letter-spacing readings, then the normalised text of every decoded run, on one line."""
    norm = normalize(text[:MAX_CLASSIFIED_CHARS])
    parts = [norm.text, *norm.variants]
    parts += [normalize(run.text, decode=False).text for run in norm.decoded]
    return " ".join(" ".join(parts).split())


def windows(prepared: str) -> list[str]:
    """``prepared`` cut into overlapping windows of ``WINDOW_CHARS`` (one when it is short)."""
    bounded = prepared[: 2 * MAX_CLASSIFIED_CHARS]
    if len(bounded) <= WINDOW_CHARS:
        return [bounded]
    last = max(0, len(bounded) - WINDOW_CHARS)
    starts = [*range(0, last, WINDOW_STEP), last]
    return [bounded[start : start + WINDOW_CHARS] for start in starts]


def ngram_features(prepared: str) -> dict[int, float]:
    """Hashed character 2- to 4-grams and word 1- and 2-grams in ``NGRAM_BUCKETS`` buckets,
    scaled to unit length. They see every script, so Chinese and Russian count too."""
    folded = f" {prepared.lower()} "
    grams = [folded[i : i + n] for n in (2, 3, 4) for i in range(len(folded) - n + 1)]
    words = _WORD.findall(folded)
    grams += [f"w:{w}" for w in words] + [f"w:{a} {b}" for a, b in itertools.pairwise(words)]
    counts: dict[int, float] = {}
    for gram in grams:
        bucket = zlib.crc32(gram.encode()) % NGRAM_BUCKETS
        counts[bucket] = counts.get(bucket, 0.0) + 1.0
    norm = math.sqrt(sum(v * v for v in counts.values())) or 1.0
    return {bucket: value / norm for bucket, value in counts.items()}


def _strong(gate: Gate) -> bool:
    return bool(gate) and all(min(map(len, alternatives)) >= 3 for alternatives in gate)


def rule_names() -> tuple[str, ...]:
    """The rules whose gates :func:`rule_features` reads, in order."""
    return tuple(rule.name for rule in all_rules())


@functools.cache
def _check_plan() -> tuple[tuple[tuple[frozenset[int], bool], ...], ...]:
    """Per rule, each check's gate as the rule index's set numbers (a text passes it when
    they are all satisfied) and whether the gate is strong: worked out once, not per text."""
    index = rule_index()
    return tuple(
        tuple((index.numbers(gate), _strong(gate)) for _, gate in rule.checks)
        for rule in all_rules()
    )


def rule_features(prepared: str) -> list[float]:
    """Two values per rule: 1 when every one of its literal gates passes on ``prepared``,
    and the share of its checks whose gate passes. Not scaled to unit length: a text with
    one stray hit must not weigh like one that hits a dozen rules."""
    index = rule_index()
    satisfied = index.satisfied(index.present(prepared))
    values: list[float] = []
    for checks in _check_plan():
        hits = [numbers <= satisfied for numbers, _ in checks]
        # a gate of one- or two-character literals ("." in a URL pattern) says nothing alone
        strong = [hit for hit, (_, is_strong) in zip(hits, checks, strict=True) if is_strong]
        values += [1.0 if all(hits) else 0.0, sum(strong) / len(strong) if strong else 0.0]
    return values


@functools.cache
def _rules_of_sets() -> tuple[dict[int, tuple[int, ...]], tuple[int, ...]]:
    """Rule positions filed under literal sets, such that a rule with a feature that is not
    0 on a text is filed under a set the text satisfies: under one set of its gates (the
    first feature needs them all) and one set of each strong check (the second needs one
    such check passing), the rarest-looking (longest literals); with the rules whose every
    check has no gate (their first feature is 1 on every text) listed apart."""
    index = rule_index()
    by_set: dict[int, set[int]] = {}
    always: list[int] = []

    def rarest(gate: Gate) -> int:
        best = max(gate, key=lambda alternatives: (min(map(len, alternatives)), -len(alternatives)))
        return next(iter(index.numbers((best,))))

    for place, rule in enumerate(all_rules()):
        gates = [gate for _, gate in rule.checks]
        every = tuple(alternatives for gate in gates for alternatives in gate)
        if not every:
            always.append(place)
            continue
        by_set.setdefault(rarest(every), set()).add(place)
        for gate in gates:
            if _strong(gate):
                by_set.setdefault(rarest(gate), set()).add(place)
    return {n: tuple(sorted(places)) for n, places in by_set.items()}, tuple(always)


def rule_feature_items(prepared: str) -> list[tuple[int, float]]:
    """The features of :func:`rule_features` that are not 0, as (position, value) in
    order, worked out only for the rules one of whose literal sets the text satisfies (a
    scoring sum need not visit the hundreds of rules a text says nothing of)."""
    index = rule_index()
    satisfied = index.satisfied(index.present(prepared))
    by_set, always = _rules_of_sets()
    places = set(always)
    for number in satisfied:
        places.update(by_set.get(number, ()))
    plan = _check_plan()
    items: list[tuple[int, float]] = []
    for place in sorted(places):
        checks = plan[place]
        hits = [numbers <= satisfied for numbers, _ in checks]
        strong = [hit for hit, (_, is_strong) in zip(hits, checks, strict=True) if is_strong]
        whole = 1.0 if all(hits) else 0.0
        share = sum(strong) / len(strong) if strong else 0.0
        if whole:
            items.append((2 * place, whole))
        if share:
            items.append((2 * place + 1, share))
    return items
