"""The second opinion: a logistic regression over hashed character and word n-grams of the
text as the rules read it (the shared normaliser's output, decoded runs appended), over which
rules' literal gates it passes, and, when the local MiniLM loads, over its vector of the
window (:mod:`.window_vectors`); trained by ``scripts/train_injection_classifier.py``.

Two sets of weights ship beside this module: with the vector, and n-grams + gates alone (the
fallback when the model cannot load; pure Python, under a millisecond). With the vector, a
cascade: a window is embedded only when the widest pull its vector had on the training data
(``vector_reach``) could move its cheap score across the threshold.
"""

from __future__ import annotations

import dataclasses
import itertools
import json
import logging
import math
import os
import re
import threading
import zlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from hermes_memory.config import get_section
from hermes_memory.embeddings import semantic_available
from hermes_memory.errors import ConfigError, EmbeddingError
from hermes_memory.scanning.normalize import normalize
from hermes_memory.scanning.prefilter import Gate, passes
from hermes_memory.scanning.scanner import RULES, rule_index
from hermes_memory.scanning.window_vectors import EMBED_PIECES, EMBEDDING_DIMENSION, WindowEmbedder

__all__ = [
    "EMBEDDED_FEATURES",
    "EMBEDDED_WEIGHTS_PATH",
    "FEATURES",
    "MAX_EMBEDDED_WINDOWS",
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
EMBEDDED_WEIGHTS_PATH = Path(__file__).with_name("injection_classifier_minilm.json")
FEATURES = "ngrams-2"  # what the weights were trained on; other weights are refused
EMBEDDED_FEATURES = f"ngrams-2+minilm-int8-{EMBED_PIECES}"
# The model costs ~0.35 ms a word piece here, so a long text has only the windows its
# n-grams and gates rank most suspicious embedded: at most this many per text.
MAX_EMBEDDED_WINDOWS = 3
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
_FORMAT = 3
_WORD = re.compile(r"\w+")
_log = logging.getLogger(__name__)


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
    present = rule_index().present(prepared)
    values: list[float] = []
    for rule in RULES:
        hits = [passes(gate, prepared, present) for _, gate in rule.checks]
        # a gate of one- or two-character literals ("." in a URL pattern) says nothing alone
        strong = [hit for hit, (_, gate) in zip(hits, rule.checks, strict=True) if _strong(gate)]
        values += [1.0 if all(hits) else 0.0, sum(strong) / len(strong) if strong else 0.0]
    return values


Embed = Callable[[list[str]], list[list[float]]]


@dataclass(frozen=True)
class ClassifierWeights:
    """A trained model: one weight per n-gram bucket, per rule feature and (for the embedded
    model) per vector dimension, a bias, and the threshold chosen on out-of-fold scores of
    the tune split."""

    ngrams: tuple[float, ...]
    rules: tuple[float, ...]
    bias: float
    threshold: float
    embedding: tuple[float, ...] = ()
    vector_reach: tuple[float, float] = (0.0, 0.0)
    """The lowest and highest logit the vector can add (seen in training, widened)."""

    @property
    def embedded(self) -> bool:
        """True when these weights read the MiniLM vector too."""
        return bool(self.embedding)

    @classmethod
    def from_mapping(cls, data: Mapping[str, object]) -> ClassifierWeights:
        def floats(key: str) -> tuple[float, ...]:
            values = data[key]
            if not isinstance(values, list):
                raise TypeError(f"{key} is not a list")
            return tuple(float(v) for v in values)

        try:
            features = data.get("features")
            weights = cls(
                ngrams=floats("ngrams"),
                rules=floats("rules"),
                bias=float(str(data["bias"])),
                threshold=float(str(data["threshold"])),
                embedding=floats("embedding") if features == EMBEDDED_FEATURES else (),
            )
            if weights.embedded:
                low, high = floats("vector_reach")
                weights = dataclasses.replace(weights, vector_reach=(low, high))
            names = data.get("rule_names")
            version = (data.get("format"), features)
        except (KeyError, TypeError, ValueError) as exc:  # ValueError: not two reach values
            raise EmbeddingError(
                f"the injection classifier's weights are malformed: {exc}"
            ) from exc
        if (
            version not in {(_FORMAT, FEATURES), (_FORMAT, EMBEDDED_FEATURES)}
            or len(weights.ngrams) != NGRAM_BUCKETS
            or (weights.embedded and len(weights.embedding) != EMBEDDING_DIMENSION)
            # trained against another rule set: retrain (scripts/train_injection_classifier.py)
            or not isinstance(names, list)
            or tuple(names) != rule_names()
            or len(weights.rules) != 2 * len(names)
            or not 0.0 < weights.threshold < 1.0
            or weights.vector_reach[0] > weights.vector_reach[1]
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

    def _partial(self, window: str) -> float:
        """The logit without the vector: bias, n-grams and gates."""
        features = ngram_features(window)
        logit = self.bias + math.fsum(self.ngrams[b] * v for b, v in features.items())
        return logit + math.fsum(
            w * v for w, v in zip(self.rules, rule_features(window), strict=True)
        )

    def score_prepared(
        self, prepared: str, embed: Embed | None = None, threshold: float | None = None
    ) -> float:
        """The probability for text already through :func:`prepare_text`: the highest over
        its windows; blank text scores 0. Embedded weights need ``embed`` (texts to unit
        vectors), called only for windows whose verdict the vector could change, at most
        ``MAX_EMBEDDED_WINDOWS`` of them (ranked by their cheap score), which bounds the cost.
        ``threshold`` is the verdict's line (default: the trained one)."""
        if not prepared.strip():
            return 0.0
        parts = windows(prepared)
        logits = [self._partial(window) for window in parts]
        if self.embedded:
            line = self.threshold if threshold is None else threshold
            logits = self._with_vectors(parts, logits, embed, line)
        best = max(logits)
        return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, best))))

    def _with_vectors(
        self, parts: list[str], cheap: list[float], embed: Embed | None, threshold: float
    ) -> list[float]:
        if embed is None:
            raise EmbeddingError("these classifier weights need the embedding model")
        clipped = min(max(threshold, 1e-9), 1.0 - 1e-9)
        line = math.log(clipped / (1.0 - clipped))
        low, high = self.vector_reach
        middle = (low + high) / 2
        below = math.nextafter(line, -math.inf)
        if any(logit + low >= line for logit in cheap):  # over the line whatever the vector
            return [logit + middle for logit in cheap]
        open_ = [i for i, logit in enumerate(cheap) if logit + high >= line]
        ranked = sorted(open_, key=lambda i: -cheap[i])[:MAX_EMBEDDED_WINDOWS]
        # the rest cannot cross (or ranked too low to be read): kept under the line
        logits = [min(logit + middle, below) for logit in cheap]
        if ranked:
            vectors = embed([parts[i] for i in ranked])
            for i, vector in zip(ranked, vectors, strict=True):
                logits[i] = cheap[i] + math.fsum(
                    w * v for w, v in zip(self.embedding, vector, strict=True)
                )
        return logits


class InjectionClassifier:
    """Scores how much a text reads like a prompt injection (0..1); ``threshold`` is the
    score at and above which it is one. Implements the scanner's second-opinion protocol.

    With a ``vectors`` embedder it uses the embedded weights; when the model cannot load it
    falls back to the n-gram weights (``fallback_reason`` says why) rather than fail a write.
    """

    def __init__(
        self,
        weights: ClassifierWeights | None = None,
        *,
        threshold: float | None = None,
        vectors: WindowEmbedder | None = None,
    ) -> None:
        self._weights = weights
        self._threshold = threshold
        self._vectors = vectors
        self._fallback: str | None = None
        self._lock = threading.Lock()

    @property
    def weights(self) -> ClassifierWeights:
        with self._lock:
            if self._weights is None:
                self._weights = self._choose()
            return self._weights

    def _choose(self) -> ClassifierWeights:
        if self._vectors is None:
            return ClassifierWeights.load()
        try:
            self._vectors.load()
        except EmbeddingError as exc:  # EmbeddingUnavailableError too: no extra, no model
            self._fallback = f"the embedding model could not be loaded ({exc}); n-grams only"
            _log.warning("injection classifier: %s", self._fallback)
            self._vectors = None
            return ClassifierWeights.load()
        return ClassifierWeights.load(EMBEDDED_WEIGHTS_PATH)

    @property
    def uses_vectors(self) -> bool:
        """True when the scores read the MiniLM vector (resolved on first use)."""
        return self.weights.embedded

    @property
    def fallback_reason(self) -> str | None:
        """Why the n-gram weights are used although vectors were asked for, if they are."""
        self.weights  # noqa: B018 - resolving the weights is what sets the reason
        return self._fallback

    @property
    def threshold(self) -> float:
        return self._threshold if self._threshold is not None else self.weights.threshold

    def _embed(self, texts: list[str]) -> list[list[float]]:
        assert self._vectors is not None  # embedded weights are chosen only with vectors
        return self._vectors.vectors(texts)

    def score(self, text: str) -> float:
        prepared = prepare_text(text)
        weights = self.weights
        if not weights.embedded:
            return weights.score_prepared(prepared)
        try:
            return weights.score_prepared(prepared, self._embed, self.threshold)
        except EmbeddingError as exc:  # the model failed after loading: n-grams from now on
            with self._lock:
                self._fallback = f"the embedding model failed ({exc}); n-grams only"
                _log.warning("injection classifier: %s", self._fallback)
                self._vectors, self._weights = None, ClassifierWeights.load()
            return self._weights.score_prepared(prepared)

    def score_many(self, texts: Sequence[str]) -> list[float]:
        """Scores in order; blank texts score 0."""
        return [self.score(text) for text in texts]


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
    is not installed. It reads MiniLM's vectors, falling back to n-grams and gates alone if
    the model cannot load (``fallback_reason``)."""
    if not classifier_enabled(home) or not semantic_available():
        return None
    return InjectionClassifier(vectors=WindowEmbedder())
