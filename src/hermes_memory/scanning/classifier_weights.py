"""The classifier's trained weights (``ClassifierWeights``): what they are, how they load and
are checked against this version and the rule set, and how they score a text's parts (the
embedded cascade: which sentences are worth a MiniLM vector). The model, the bank and the
process-wide switches live in :mod:`.classifier`, which re-exports all of this.
"""

from __future__ import annotations

import dataclasses
import json
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from hermes_memory.errors import EmbeddingError
from hermes_memory.scanning.features import (
    MAX_CLASSIFIED_CHARS,
    NGRAM_BUCKETS,
    ngram_features,
    prepare_text,
    rule_feature_items,
    rule_names,
    windows,
)
from hermes_memory.scanning.sentences import sentences, wordless
from hermes_memory.scanning.window_vectors import EMBED_PIECES

WEIGHTS_PATH = Path(__file__).with_name("injection_classifier.json")
EMBEDDED_WEIGHTS_PATH = Path(__file__).with_name("injection_classifier_minilm.json")
FEATURES = "ngrams-2"  # what the weights were trained on; other weights are refused
SENTENCE_FEATURES = f"sentences+ngrams-2+minilm-int8-{EMBED_PIECES}-nearest"
EMBEDDED_FEATURES = SENTENCE_FEATURES  # "+gates" when the embedded weights read them too
SENTENCE_FORMAT = 4
# One MiniLM call costs ~2 ms plus ~0.1 ms a word piece on one busy core (sentences are
# embedded one at a time: its int8 activations are quantised per call, so in a batch a
# sentence's vector would depend on its neighbours: cosine 0.96, for 15% less time). A text
# has at most this many embedded, those its n-grams rank most suspicious; every sentence of
# the first MAX_CLASSIFIED_CHARS still gets its n-gram score. Replayed out of wave while
# training, a second sentence (within 80 pieces) kept 1 of the ~40 injections the rules
# miss, and the 4% of texts that embedded two were the whole slowest percentile.
MAX_EMBEDDED_SENTENCES = 1
# ... and at most this many word pieces in all (the model's cost grows with them), though
# the most suspicious sentence is always read (up to EMBED_PIECES)
MAX_EMBEDDED_PIECES = EMBED_PIECES
_FORMAT = 3


# texts, most suspicious first -> each one's nearest-sentence margin (.nearest.NearestBank),
# or None for those left unread (over the piece budget)
Margins = Callable[[list[str]], Sequence[float | None]]


@dataclass(frozen=True)
class ClassifierWeights:
    """A trained model: one weight per n-gram bucket and per rule feature (none for the
    embedded model unless trained with gates), for the embedded model one weight on the
    sentence's nearest-neighbour margin and the digest of the bank it was trained with, a
    bias, and the threshold chosen on out-of-fold scores of the tune split."""

    ngrams: tuple[float, ...]
    rules: tuple[float, ...]
    bias: float
    threshold: float
    nearest: float = 0.0
    bank: str = ""
    """The digest of the sentence bank (:mod:`.nearest`) the weights were trained with."""
    vector_reach: tuple[float, float] = (0.0, 0.0)
    """The lowest and highest logit the margin can add (seen in training, widened)."""
    guess: tuple[float, ...] = ()
    """Per n-gram bucket, a guess at the logit the vector will add (empty: no guess)."""
    guess_bias: float = 0.0
    veto_cut: float | None = None
    """The score under which the classifier clears a rules' refusal (:mod:`.veto`); None in
    weights without one (no veto). Chosen after training, on a set it never saw."""

    @property
    def embedded(self) -> bool:
        """True when these weights read MiniLM's vectors (sentence level, with a bank)."""
        return bool(self.bank)

    @classmethod
    def from_mapping(cls, data: Mapping[str, object]) -> ClassifierWeights:
        def floats(key: str) -> tuple[float, ...]:
            values = data[key]
            if not isinstance(values, list):
                raise TypeError(f"{key} is not a list")
            return tuple(float(v) for v in values)

        try:
            features = str(data.get("features"))
            weights = cls(
                ngrams=floats("ngrams"),
                rules=floats("rules"),
                bias=float(str(data["bias"])),
                threshold=float(str(data["threshold"])),
            )
            if features.startswith(SENTENCE_FEATURES):
                low, high = floats("vector_reach")
                bank = data["bank"]
                if not isinstance(bank, str) or not bank:
                    raise TypeError("bank is not a digest")
                nearest = float(str(data["nearest"]))
                weights = dataclasses.replace(
                    weights, nearest=nearest, bank=bank, vector_reach=(low, high)
                )
                # weights from before the guess rank sentences by their cheap logit alone
                if "pull_guess" in data:
                    weights = dataclasses.replace(
                        weights,
                        guess=floats("pull_guess"),
                        guess_bias=float(str(data["pull_guess_bias"])),
                    )
            if data.get("veto_cut") is not None:
                weights = dataclasses.replace(weights, veto_cut=float(str(data["veto_cut"])))
            names = data.get("rule_names")
            version = (data.get("format"), features)
        except (KeyError, TypeError, ValueError) as exc:  # ValueError: not two reach values
            raise EmbeddingError(
                f"the injection classifier's weights are malformed: {exc}"
            ) from exc
        gated = version in {(_FORMAT, FEATURES), (SENTENCE_FORMAT, f"{SENTENCE_FEATURES}+gates")}
        if (
            not (gated or version == (SENTENCE_FORMAT, SENTENCE_FEATURES))
            or len(weights.ngrams) != NGRAM_BUCKETS
            or weights.embedded != (version[0] == SENTENCE_FORMAT)
            # gates trained against another rule set: retrain (train_injection_classifier.py)
            or not isinstance(names, list)
            or tuple(names) != (rule_names() if gated else ())
            or len(weights.rules) != 2 * len(names)
            or not 0.0 < weights.threshold < 1.0
            or weights.vector_reach[0] > weights.vector_reach[1]
            or len(weights.guess) not in (0, NGRAM_BUCKETS)
            or not (weights.veto_cut is None or 0.0 < weights.veto_cut < weights.threshold)
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

    def _partial(self, part: str) -> tuple[float, float]:
        """The logit without the vector (bias, n-grams and, when trained with them, gates),
        and the n-grams' guess at what the vector will add (0 without a guess)."""
        features = ngram_features(part)
        logit = self.bias + math.fsum(self.ngrams[b] * v for b, v in features.items())
        guess = self.guess
        pull = (
            self.guess_bias + math.fsum(guess[b] * v for b, v in features.items()) if guess else 0.0
        )
        if not self.rules:
            return logit, pull
        # (only the features that are not 0: a sum of the same products, ``fsum`` exact)
        weights = self.rules
        return logit + math.fsum(weights[i] * v for i, v in rule_feature_items(part)), pull

    def parts(self, text: str) -> list[str]:
        """What these weights score of ``text``, the highest counting: its sentences for the
        embedded weights, windows of :func:`prepare_text` for the n-gram fallback."""
        if self.embedded:
            return sentences(text, MAX_CLASSIFIED_CHARS)
        prepared = prepare_text(text)
        return windows(prepared) if prepared.strip() else []

    def score_text(
        self, text: str, embed: Margins | None = None, threshold: float | None = None
    ) -> float:
        """The probability that ``text`` is an injection: its highest-scoring part (see
        :meth:`parts`); blank text scores 0. Embedded weights need ``embed`` (texts to their
        nearest-sentence margins), called only for parts whose verdict the margin could change,
        at most ``MAX_EMBEDDED_SENTENCES`` of them (ranked by their cheap score plus the guess
        at the vector's part), which bounds the cost. ``threshold`` is the verdict's line
        (default: the trained one)."""
        return self.score_parts(self.parts(text), embed, threshold)

    def score_prepared(
        self, prepared: str, embed: Margins | None = None, threshold: float | None = None
    ) -> float:
        """:meth:`score_text` for text already through :func:`prepare_text`, read in windows."""
        return self.score_parts(windows(prepared) if prepared.strip() else [], embed, threshold)

    def score_parts(
        self, parts: list[str], embed: Margins | None = None, threshold: float | None = None
    ) -> float:
        """The probability of the highest-scoring of ``parts`` (0 when there are none)."""
        if not parts:
            return 0.0
        cheap = [self._partial(part) for part in parts]
        logits = [logit for logit, _ in cheap]
        if self.embedded:
            line = self.threshold if threshold is None else threshold
            guesses = [logit + pull for logit, pull in cheap]
            logits = self._with_vectors(parts, logits, guesses, embed, line)
        best = max(logits)
        return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, best))))

    def _with_vectors(
        self,
        parts: list[str],
        cheap: list[float],
        guesses: list[float],
        embed: Margins | None,
        threshold: float,
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
        blobs = [wordless(part) for part in parts]
        open_ = [i for i, logit in enumerate(cheap) if logit + high >= line and not blobs[i]]
        # the vector's part dominates: the sentence it most likely carries over is read,
        # which on held-out waves is often not the one with the highest cheap logit
        ranked = sorted(open_, key=lambda i: -guesses[i])[:MAX_EMBEDDED_SENTENCES]
        # the rest cannot cross (or ranked too low to be read): kept under the line; a blob
        # has a margin of 0, as in training
        logits = [
            logit if blob else min(logit + middle, below)
            for logit, blob in zip(cheap, blobs, strict=True)
        ]
        if ranked:
            margins = embed([parts[i] for i in ranked])
            for i, margin in zip(ranked, margins, strict=True):
                if margin is not None:
                    logits[i] = cheap[i] + self.nearest * margin
        return logits
