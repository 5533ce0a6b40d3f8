"""The second opinion: a logistic regression trained by ``scripts/train_injection_classifier.py``,
shipped as two sets of weights beside this module.

With the local MiniLM (the embedded weights): a text is cut into sentences (:mod:`.sentences`),
each scored on its hashed n-grams and on how much nearer its int8 MiniLM vector
(:mod:`.window_vectors`) lies to a malicious than to a benign tune sentence (:mod:`.nearest`);
the highest sentence counts, so an instruction planted in a harmless note is not diluted.
A cascade embeds only the sentences whose vector could move their cheap score across the
threshold (``vector_reach``), at most ``MAX_EMBEDDED_SENTENCES`` per text, those ranked
first by their cheap score plus the n-grams' guess at the vector's part (``pull_guess``).
Without the model (the fallback): n-grams and the rules' gate features of windows
(:mod:`.features`). The weights and their scoring live in :mod:`.classifier_weights`; this
module owns the model, the bank, the veto's scoring (:mod:`.veto`) and the config switches.
"""

from __future__ import annotations

import logging
import os
import threading
from collections.abc import Sequence

from hermes_memory.config import get_section
from hermes_memory.embeddings import semantic_available
from hermes_memory.errors import ConfigError, EmbeddingError
from hermes_memory.scanning.classifier_weights import (  # re-exported
    EMBEDDED_FEATURES,
    EMBEDDED_WEIGHTS_PATH,
    FEATURES,
    MAX_EMBEDDED_PIECES,
    MAX_EMBEDDED_SENTENCES,
    SENTENCE_FEATURES,
    SENTENCE_FORMAT,
    WEIGHTS_PATH,
    ClassifierWeights,
)
from hermes_memory.scanning.features import (
    MAX_CLASSIFIED_CHARS,
    NGRAM_BUCKETS,
    WINDOW_CHARS,
    ngram_features,
    prepare_text,
    rule_feature_items,
    rule_features,
    rule_names,
    windows,
)
from hermes_memory.scanning.nearest import NearestBank
from hermes_memory.scanning.sentences import sentences, wordless
from hermes_memory.scanning.window_vectors import WindowEmbedder, one_thread

__all__ = [
    "EMBEDDED_FEATURES",
    "EMBEDDED_WEIGHTS_PATH",
    "FEATURES",
    "MAX_CLASSIFIED_CHARS",
    "MAX_EMBEDDED_PIECES",
    "MAX_EMBEDDED_SENTENCES",
    "NGRAM_BUCKETS",
    "SENTENCE_FEATURES",
    "SENTENCE_FORMAT",
    "WEIGHTS_PATH",
    "WINDOW_CHARS",
    "ClassifierWeights",
    "InjectionClassifier",
    "classifier_enabled",
    "load_default_classifier",
    "ngram_features",
    "prepare_text",
    "rule_feature_items",
    "rule_features",
    "rule_names",
    "sentences",
    "veto_enabled",
    "windows",
    "wordless",
]

SECTION = "scanning"
_KNOWN = 8  # sentences whose margins are kept: a cleared refusal's is read again at once
_log = logging.getLogger(__name__)


class InjectionClassifier:
    """Scores how much a text reads like a prompt injection (0..1); ``threshold`` is the
    score at and above which it is one. Implements the scanner's second-opinion protocol.

    With a ``vectors`` embedder it uses the embedded weights and their sentence bank; when the
    model or the bank cannot load it falls back to the n-gram weights (``fallback_reason``
    says why) rather than fail a write. With ``veto`` (and weights that carry a cut) it may
    also clear the rules' refusals (:class:`.types.Veto`).
    """

    def __init__(
        self,
        weights: ClassifierWeights | None = None,
        *,
        threshold: float | None = None,
        vectors: WindowEmbedder | None = None,
        bank: NearestBank | None = None,
        veto: bool = True,
    ) -> None:
        self._weights = weights
        self._veto = veto
        self._known: dict[str, float] = {}  # the last sentences' margins (the veto's, reused)
        self._threshold = threshold
        self._vectors = vectors
        self._bank = bank or NearestBank()
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
            embedded = ClassifierWeights.load(EMBEDDED_WEIGHTS_PATH)
            if self._bank.load() != embedded.bank:
                raise EmbeddingError("its sentence bank is not the one the weights were trained on")
        except EmbeddingError as exc:  # EmbeddingUnavailableError too: no extra, no model
            self._fallback = f"the embedding model could not be loaded ({exc}); n-grams only"
            _log.warning("injection classifier: %s", self._fallback)
            self._vectors = None
            return ClassifierWeights.load()
        return embedded

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

    def _margins(self, texts: list[str]) -> list[float | None]:
        """Margins of ``texts`` (most suspicious first) while their word pieces fit in
        ``MAX_EMBEDDED_PIECES`` (the first always); None for the rest."""
        assert self._vectors is not None  # embedded weights are chosen only with vectors
        chosen, used = 0, 0
        for text in texts:
            pieces = self._vectors.pieces(text)
            if chosen and used + pieces > MAX_EMBEDDED_PIECES:
                break
            chosen, used = chosen + 1, used + pieces
        new = [text for text in texts[:chosen] if text not in self._known]
        if new:
            with one_thread():  # one switch of torch's thread count for both steps
                found = self._bank.margins(self._vectors.vectors(new))
            while len(self._known) + len(new) > _KNOWN:
                self._known.pop(next(iter(self._known)))
            self._known.update(zip(new, found, strict=True))
        margins = [self._known[text] for text in texts[:chosen]]
        return [*margins, *([None] * (len(texts) - chosen))]

    def score(self, text: str) -> float:
        weights = self.weights
        if not weights.embedded:
            return weights.score_text(text)
        try:
            return weights.score_text(text, self._margins, self.threshold)
        except EmbeddingError as exc:
            self._failed(exc)
            return self.weights.score_text(text)

    def _failed(self, exc: EmbeddingError) -> None:
        """The model failed after loading: n-grams from now on."""
        with self._lock:
            self._fallback = f"the embedding model failed ({exc}); n-grams only"
            _log.warning("injection classifier: %s", self._fallback)
            self._vectors, self._weights = None, ClassifierWeights.load()

    @property
    def veto_cut(self) -> float | None:
        """The veto's cut, None when the veto is off or the weights carry none."""
        return self.weights.veto_cut if self._veto else None

    def veto_score(self, sentences: list[str]) -> float:
        """The highest score of ``sentences`` (those holding the rules' findings), each read
        on its own so none is left unembedded when its vector could carry it over the cut;
        1 (no veto) when the model fails."""
        weights, cut = self.weights, self.veto_cut
        if cut is None or not weights.embedded:
            return 1.0
        try:
            return max(weights.score_parts([s], self._margins, cut) for s in sentences)
        except EmbeddingError as exc:
            self._failed(exc)
            return 1.0

    def with_veto(self, on: bool) -> InjectionClassifier:
        """This classifier with the veto on or off, sharing its model and bank (loaded once)."""
        if on == self._veto:
            return self
        return InjectionClassifier(
            self._weights,
            threshold=self._threshold,
            vectors=self._vectors,
            bank=self._bank,
            veto=on,
        )

    def score_many(self, texts: Sequence[str]) -> list[float]:
        """Scores in order; blank texts score 0."""
        return [self.score(text) for text in texts]


def _switch(home: str | os.PathLike[str] | None, key: str) -> bool:
    value = get_section(SECTION, home).get(key)
    if value is None:
        return True
    if isinstance(value, bool):
        return value
    raise ConfigError(
        f"{SECTION}.{key} must be true or false, not {value!r}", key=f"{SECTION}.{key}"
    )


def classifier_enabled(home: str | os.PathLike[str] | None = None) -> bool:
    """``scanning.classifier`` in config.yaml (default true); anything but a boolean is a
    :class:`ConfigError`, since a typo must not silently change what gets refused."""
    return _switch(home, "classifier")


def veto_enabled(home: str | os.PathLike[str] | None = None) -> bool:
    """``scanning.classifier_veto`` in config.yaml (default true: on whenever the classifier
    is); false keeps every refusal of the rules, as before the veto."""
    return _switch(home, "classifier_veto")


def load_default_classifier(
    home: str | os.PathLike[str] | None = None,
) -> InjectionClassifier | None:
    """The bundled classifier, or None when config turns it off or the ``[semantic]`` extra
    is not installed. It reads MiniLM's vectors, falling back to n-grams and gates alone if
    the model cannot load (``fallback_reason``)."""
    if not classifier_enabled(home) or not semantic_available():
        return None
    return InjectionClassifier(vectors=WindowEmbedder(), veto=veto_enabled(home))
