"""The embedding the injection classifier reads beside its n-grams: the local MiniLM's vector of
a window's first ``EMBED_PIECES`` word pieces. Owns the clipping (the model's own tokenizer
says where the pieces end) and the lazy load of model and tokenizer; nothing loads at import.
Without the ``[semantic]`` extra it raises :class:`EmbeddingUnavailableError`.
"""

from __future__ import annotations

import threading
from typing import Any

from hermes_memory.embeddings import LocalSentenceEmbedder, bundled_model_path
from hermes_memory.errors import EmbeddingError, EmbeddingUnavailableError

__all__ = ["EMBEDDING_DIMENSION", "EMBED_PIECES", "WindowEmbedder"]

# A window is up to 800 characters (~200 English word pieces); the model's cost grows with its
# input, so it reads the first 128 pieces (~500 characters of English). Windows start every
# 400 characters, so the clipped windows of a long text still cover it end to end.
EMBED_PIECES = 128
EMBEDDING_DIMENSION = 384


class WindowEmbedder:
    """MiniLM vectors of clipped windows, loaded on first use and shared by its callers."""

    def __init__(self, embedder: LocalSentenceEmbedder | None = None) -> None:
        self._embedder = embedder
        self._tokenizer: Any = None
        self._lock = threading.Lock()
        # a fast tokenizer used from two threads at once fails ("Already borrowed")
        self._tokenizing = threading.Lock()

    def load(self) -> None:
        """Load the model and its tokenizer now; :class:`EmbeddingError` (or its
        ``Unavailable`` child) when they cannot be loaded."""
        with self._lock:
            if self._tokenizer is not None:
                return
            path = bundled_model_path()
            if path is None:
                raise EmbeddingUnavailableError("The local embedding model is not installed.")
            embedder = self._embedder or LocalSentenceEmbedder()
            embedder.embed(["warm-up"])  # loads the model, or says why it cannot
            try:
                from transformers import AutoTokenizer
            except ImportError:
                raise EmbeddingUnavailableError("transformers is not installed.") from None
            try:
                tokenizer = AutoTokenizer.from_pretrained(str(path))
            except (OSError, ValueError) as exc:
                raise EmbeddingError(f"the tokenizer at {path} could not be loaded: {exc}") from exc
            self._embedder, self._tokenizer = embedder, tokenizer

    def clip(self, text: str) -> str:
        """``text`` cut after its first ``EMBED_PIECES`` word pieces (whole when shorter)."""
        self.load()
        with self._tokenizing:
            encoded = self._tokenizer(
                text, add_special_tokens=False, return_offsets_mapping=True, truncation=False
            )
        offsets = encoded["offset_mapping"]
        if len(offsets) <= EMBED_PIECES:
            return text
        return text[: offsets[EMBED_PIECES - 1][1]]

    def vectors(self, texts: list[str]) -> list[list[float]]:
        """One unit vector per text, each read clipped."""
        self.load()
        assert self._embedder is not None  # set by load()
        return [self._embedder.embed([self.clip(text)])[0] for text in texts]
