"""The second opinion: a logistic regression over the local embedder's vector of a text plus
hashed character n-grams, trained by ``scripts/train_injection_classifier.py``.

The weights ship beside this module (``injection_classifier.json``) and load on first use; the
vectors come from the bundled all-MiniLM-L6-v2, so nothing is downloaded. Without the
``[semantic]`` extra, or with ``scanning.classifier: false`` in config.yaml, there is none.
"""

from __future__ import annotations

import base64
import binascii
import itertools
import json
import math
import operator
import os
import re
import threading
import unicodedata
import urllib.parse
import zlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from hermes_memory.config import get_section
from hermes_memory.embeddings import Embedder, LocalSentenceEmbedder, semantic_available
from hermes_memory.errors import ConfigError, EmbeddingError

__all__ = [
    "NGRAM_BUCKETS",
    "WEIGHTS_PATH",
    "ClassifierWeights",
    "InjectionClassifier",
    "classifier_enabled",
    "load_default_classifier",
    "ngram_features",
    "prepare_text",
]

WEIGHTS_PATH = Path(__file__).with_name("injection_classifier.json")
NGRAM_BUCKETS = 4096
# MiniLM reads at most 256 word pieces; a longer text only costs time to prepare.
MAX_CLASSIFIED_CHARS = 4_000
SECTION = "scanning"
_RECENT_SCORES = 256

_INVISIBLE = re.compile("[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]")
_TAGS = re.compile("[\U000e0000-\U000e007f]+")
_BITS = re.compile("[\u200b\u200c]{16,}")
_BASE64 = re.compile(r"[A-Za-z0-9+/_-]{16,}={0,2}")
_HEX = re.compile(r"\b(?:[0-9a-fA-F]{2}){8,}\b")
_PERCENT = re.compile(r"%[0-9A-Fa-f]{2}")
_SPACED = re.compile(r"(?<!\S)(?:\S ){2,}\S(?!\S)")
_WORD = re.compile(r"\w+")
_LEET = str.maketrans({"4": "a", "3": "e", "1": "i", "0": "o", "5": "s", "7": "t"})
# Lookalikes: Cyrillic and Greek letters that pass for Latin ones, and back.
_TO_LATIN = str.maketrans(
    "аеорсхуіјѕΑΒΕΗΙΚΜΝΟΡΤΧΥΖАВЕКМНОРСТХ", "aeopcxyijsABEHIKMNOPTXYZABEKMHOPCTX"
)
_TO_CYRILLIC = str.maketrans("aeopcxyABEKMHOPCTX", "аеорсхуАВЕКМНОРСТХ")


def _printable(raw: bytes) -> str | None:
    """Decoded bytes when they read as text (an instruction), else None (a hash, an image)."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    shown = sum(ch.isprintable() or ch.isspace() for ch in text)
    return text if text and shown / len(text) >= 0.95 and any(c.isalpha() for c in text) else None


def _decoded_runs(text: str) -> list[str]:
    """Instructions hidden in base64, hex, percent-encoding, tag characters or zero-width
    bits: the classifier reads them beside the visible text, as the rules do."""
    found: list[str] = []
    for match in _TAGS.finditer(text):
        found.append("".join(chr(ord(c) - 0xE0000) for c in match.group() if ord(c) >= 0xE0020))
    for match in _BITS.finditer(text):
        bits = "".join("1" if c == "\u200c" else "0" for c in match.group())
        chunks = [int(bits[i : i + 8], 2) for i in range(0, len(bits) - 7, 8)]
        if (hidden := _printable(bytes(chunks))) is not None:
            found.append(hidden)
    for match in _BASE64.finditer(text):
        run = match.group()
        try:
            raw = base64.b64decode(run + "=" * (-len(run) % 4), altchars=b"-_", validate=False)
        except (binascii.Error, ValueError):
            continue
        if (hidden := _printable(raw)) is not None:
            found.append(hidden)
    for match in _HEX.finditer(text):
        if (hidden := _printable(bytes.fromhex(match.group()))) is not None:
            found.append(hidden)
    if len(_PERCENT.findall(text)) >= 3:
        found.append(urllib.parse.unquote(text))
    return found


def _fold_word(match: re.Match[str]) -> str:
    word = match.group()
    latin = sum("a" <= c.lower() <= "z" for c in word)
    other = sum("\u0370" <= c <= "\u04ff" for c in word)  # Greek and Cyrillic
    if latin and other:  # mixed scripts in one word: fold to the majority script
        word = word.translate(_TO_LATIN if latin >= other else _TO_CYRILLIC)
    digits = [c for c in word if c.isdigit()]
    # leetspeak ("1gn0r3"), but not names with other digits in them ("sha256", "ed25519")
    if digits and all(c in "013457" for c in digits) and any(c.isalpha() for c in word):
        word = word.translate(_LEET)
    return word


def prepare_text(text: str) -> str:
    """What the classifier reads: NFKC, invisible characters dropped, mixed-script words and
    leetspeak folded, letter-spaced words joined, and decoded hidden runs appended."""
    text = text[:MAX_CLASSIFIED_CHARS]
    hidden = _decoded_runs(text)
    visible = _INVISIBLE.sub("", _TAGS.sub("", unicodedata.normalize("NFKC", text)))
    visible = _SPACED.sub(lambda m: m.group().replace(" ", ""), visible)
    visible = _WORD.sub(_fold_word, visible)
    parts = [visible, *(_WORD.sub(_fold_word, h) for h in hidden)]
    return " ".join(" ".join(parts).split())


def ngram_features(prepared: str) -> dict[int, float]:
    """Hashed character 2- to 4-grams and word 1- and 2-grams of the lowercased text in
    ``NGRAM_BUCKETS`` buckets, scaled to unit length (the same scale as the embedding).
    Unlike the English-trained embedder, these see Chinese, Japanese and Russian words."""
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


@dataclass(frozen=True)
class ClassifierWeights:
    """A trained model: one weight per embedding dimension and per n-gram bucket, a bias,
    the threshold chosen on the tune split, and the embedder the weights belong to."""

    model_name: str
    embedding: tuple[float, ...]
    ngrams: tuple[float, ...]
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
                model_name=str(data["model_name"]),
                embedding=floats("embedding"),
                ngrams=floats("ngrams"),
                bias=float(str(data["bias"])),
                threshold=float(str(data["threshold"])),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise EmbeddingError(
                f"the injection classifier's weights are malformed: {exc}"
            ) from exc
        if len(weights.ngrams) != NGRAM_BUCKETS or not 0.0 < weights.threshold < 1.0:
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


class InjectionClassifier:
    """Scores how much a text reads like a prompt injection (0..1); ``threshold`` is the
    score at and above which it is one. Implements the scanner's second-opinion protocol."""

    def __init__(
        self,
        embedder: Embedder | None = None,
        weights: ClassifierWeights | None = None,
        *,
        threshold: float | None = None,
    ) -> None:
        self._embedder = embedder or LocalSentenceEmbedder()
        self._weights = weights
        self._threshold = threshold
        self._lock = threading.Lock()
        # Scores of recently seen prepared texts: a write path may ask twice about one entry
        # (the import's pre-check, then the store), and the model call is the whole cost.
        self._recent: dict[str, float] = {}

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
        key = prepare_text(text)
        with self._lock:
            cached = self._recent.get(key)
        if cached is not None:
            return cached
        value = self.score_many([text])[0]
        with self._lock:
            if len(self._recent) >= _RECENT_SCORES:
                self._recent.pop(next(iter(self._recent)))
            self._recent[key] = value
        return value

    def score_many(self, texts: Sequence[str]) -> list[float]:
        """Scores in order; blank texts score 0 without reaching the model."""
        weights = self.weights
        prepared = [prepare_text(t) for t in texts]
        wanted = [p for p in prepared if p.strip()]
        vectors = iter(self._embedder.embed(wanted) if wanted else [])
        scores = []
        for text in prepared:
            if not text.strip():
                scores.append(0.0)
                continue
            vector = next(vectors)
            if len(vector) != len(weights.embedding):
                raise EmbeddingError(
                    f"the injection classifier expects {len(weights.embedding)}-d vectors "
                    f"from {weights.model_name}, got {len(vector)}"
                )
            logit = weights.bias + math.fsum(map(operator.mul, weights.embedding, vector))
            logit += math.fsum(weights.ngrams[b] * v for b, v in ngram_features(text).items())
            scores.append(1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, logit)))))
        return scores


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
    (the local model) is not installed. The model itself loads on the first score."""
    if not classifier_enabled(home) or not semantic_available():
        return None
    return InjectionClassifier(LocalSentenceEmbedder())
