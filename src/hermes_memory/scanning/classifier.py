"""The second opinion: a logistic regression over hashed character and word n-grams of the
text as the rules read it (the shared normaliser's output, decoded runs appended) and over
which rules' literal gates it passes (their intent vocabulary in eight languages, short of a
full match); trained by ``scripts/train_injection_classifier.py``, weights beside this module.

Scoring is plain Python, under a millisecond for a memory entry. The MiniLM vector it used
to read cost 15-40 ms per text for about one point of detection (README, scanning section).
"""

from __future__ import annotations

import itertools
import json
import math
import os
import re
import threading
import zlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from hermes_memory.config import get_section
from hermes_memory.embeddings import semantic_available
from hermes_memory.errors import ConfigError, EmbeddingError
from hermes_memory.scanning.normalize import normalize
from hermes_memory.scanning.prefilter import Gate, LiteralIndex, passes
from hermes_memory.scanning.scanner import RULES

__all__ = [
    "FEATURES",
    "NGRAM_BUCKETS",
    "WEIGHTS_PATH",
    "WINDOW_CHARS",
    "ClassifierWeights",
    "InjectionClassifier",
    "classifier_enabled",
    "load_default_classifier",
    "ngram_features",
    "prepare_text",
    "rule_features",
    "rule_names",
    "windows",
]

WEIGHTS_PATH = Path(__file__).with_name("injection_classifier.json")
FEATURES = "ngrams-2"  # what the weights were trained on; other weights are refused
NGRAM_BUCKETS = 4096
# A long text is scored window by window, the highest score counting: an instruction in the
# middle of a long note is not diluted by everything around it. Entries are mostly shorter
# than one window. The classifier reads the first MAX_CLASSIFIED_CHARS of a text (the rules
# read MAX_SCAN_CHARS) and windows over at most twice that of prepared text (its leetspeak
# and decoded readings follow it), which bounds a huge entry to tens of milliseconds.
WINDOW_CHARS = 800
WINDOW_STEP = 400
MAX_CLASSIFIED_CHARS = 16_000
SECTION = "scanning"
_FORMAT = 2
_WORD = re.compile(r"\w+")
_index: list[LiteralIndex] = []  # built on first use, not at import


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
    return tuple(rule.name for rule in RULES)


def rule_features(prepared: str) -> list[float]:
    """Two values per rule: 1 when every one of its literal gates passes on ``prepared``,
    and the share of its checks whose gate passes. Not scaled to unit length: a text with
    one stray hit must not weigh like one that hits a dozen rules."""
    if not _index:
        _index.append(LiteralIndex(gate for rule in RULES for gate in rule.gates))
    present = _index[0].present(prepared)
    values: list[float] = []
    for rule in RULES:
        hits = [passes(gate, prepared, present) for _, gate in rule.checks]
        # a gate of one- or two-character literals ("." in a URL pattern) says nothing alone
        strong = [hit for hit, (_, gate) in zip(hits, rule.checks, strict=True) if _strong(gate)]
        values += [1.0 if all(hits) else 0.0, sum(strong) / len(strong) if strong else 0.0]
    return values


@dataclass(frozen=True)
class ClassifierWeights:
    """A trained model: one weight per n-gram bucket and per rule feature, a bias, and the
    threshold chosen on out-of-fold scores of the tune split."""

    ngrams: tuple[float, ...]
    rules: tuple[float, ...]
    bias: float
    threshold: float

    @classmethod
    def from_mapping(cls, data: Mapping[str, object]) -> ClassifierWeights:
        def floats(key: str) -> tuple[float, ...]:
            values = data[key]
            if not isinstance(values, list):
                raise TypeError(f"{key} is not a list")
            return tuple(float(v) for v in values)

        try:
            weights = cls(
                ngrams=floats("ngrams"),
                rules=floats("rules"),
                bias=float(str(data["bias"])),
                threshold=float(str(data["threshold"])),
            )
            names = data.get("rule_names")
            version = (data.get("format"), data.get("features"))
        except (KeyError, TypeError, ValueError) as exc:
            raise EmbeddingError(
                f"the injection classifier's weights are malformed: {exc}"
            ) from exc
        if (
            version != (_FORMAT, FEATURES)
            or len(weights.ngrams) != NGRAM_BUCKETS
            # trained against another rule set: retrain (scripts/train_injection_classifier.py)
            or not isinstance(names, list)
            or tuple(names) != rule_names()
            or len(weights.rules) != 2 * len(names)
            or not 0.0 < weights.threshold < 1.0
        ):
            raise EmbeddingError("the injection classifier's weights do not fit this version")
        return weights

    @classmethod
    def load(cls, path: Path = WEIGHTS_PATH) -> ClassifierWeights:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise EmbeddingError(f"the injection classifier's weights at {path}: {exc}") from exc
        if not isinstance(data, dict):
            raise EmbeddingError(f"the injection classifier's weights at {path} are not a mapping")
        return cls.from_mapping(data)

    def score_prepared(self, prepared: str) -> float:
        """The probability for text already through :func:`prepare_text`: the highest over
        its windows; blank text scores 0."""
        if not prepared.strip():
            return 0.0
        best = -math.inf
        for window in windows(prepared):
            features = ngram_features(window)
            logit = self.bias + math.fsum(self.ngrams[b] * v for b, v in features.items())
            logit += math.fsum(
                w * v for w, v in zip(self.rules, rule_features(window), strict=True)
            )
            best = max(best, logit)
        return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, best))))


class InjectionClassifier:
    """Scores how much a text reads like a prompt injection (0..1); ``threshold`` is the
    score at and above which it is one. Implements the scanner's second-opinion protocol."""

    def __init__(
        self, weights: ClassifierWeights | None = None, *, threshold: float | None = None
    ) -> None:
        self._weights = weights
        self._threshold = threshold
        self._lock = threading.Lock()

    @property
    def weights(self) -> ClassifierWeights:
        with self._lock:
            if self._weights is None:
                self._weights = ClassifierWeights.load()
            return self._weights

    @property
    def threshold(self) -> float:
        return self._threshold if self._threshold is not None else self.weights.threshold

    def score(self, text: str) -> float:
        return self.weights.score_prepared(prepare_text(text))

    def score_many(self, texts: Sequence[str]) -> list[float]:
        """Scores in order; blank texts score 0."""
        weights = self.weights
        return [weights.score_prepared(prepare_text(text)) for text in texts]


def classifier_enabled(home: str | os.PathLike[str] | None = None) -> bool:
    """``scanning.classifier`` in config.yaml (default true); anything but a boolean is a
    :class:`ConfigError`, since a typo must not silently change what gets refused."""
    value = get_section(SECTION, home).get("classifier")
    if value is None:
        return True
    if isinstance(value, bool):
        return value
    raise ConfigError(
        f"{SECTION}.classifier must be true or false, not {value!r}", key=f"{SECTION}.classifier"
    )


def load_default_classifier(
    home: str | os.PathLike[str] | None = None,
) -> InjectionClassifier | None:
    """The bundled classifier, or None when config turns it off or the ``[semantic]`` extra
    is not installed. The classifier needs nothing from the extra any more; it stays behind
    it because the documented contract is "without the extra, the rules alone"."""
    if not classifier_enabled(home) or not semantic_available():
        return None
    return InjectionClassifier()
