"""Embeddings: the embedder protocol, its settings and its two backends (level 1).

``open_embedder(home)`` gives the configured backend; the local one (all-MiniLM-L6-v2 from
the ``[semantic]`` extra) is the default and needs no network. Importing this package loads
no model and imports neither torch nor httpx.
"""

from __future__ import annotations

import os

from hermes_memory.embeddings.local import (
    SEMANTIC_HINT,
    LocalSentenceEmbedder,
    bundled_model_path,
    semantic_available,
)
from hermes_memory.embeddings.protocol import Embedder
from hermes_memory.embeddings.remote import OpenAICompatibleEmbedder
from hermes_memory.embeddings.settings import (
    EmbeddingBackend,
    EmbeddingSettings,
    load_embedding_settings,
)
from hermes_memory.errors import EmbeddingUnavailableError


def open_embedder(
    home: str | os.PathLike[str] | None = None, settings: EmbeddingSettings | None = None
) -> Embedder:
    """The embedder config.yaml asks for; :class:`EmbeddingUnavailableError` when vectors are
    off or the local model is not installed (its ``hint`` says how to turn them on)."""
    chosen = settings or load_embedding_settings(home)
    if not chosen.enabled:
        raise EmbeddingUnavailableError(
            "Vectors are switched off.", hint="Set embeddings.enabled: true in config.yaml."
        )
    if chosen.backend is EmbeddingBackend.OPENAI:
        assert chosen.base_url is not None  # the settings loader requires it for this backend
        return OpenAICompatibleEmbedder(
            chosen.base_url,
            chosen.model,
            api_key_env=chosen.api_key_env,
            batch_size=chosen.batch_size,
            timeout=chosen.timeout,
        )
    if chosen.model_path is None and not semantic_available():
        raise EmbeddingUnavailableError(
            "The local embedding model is not installed.", hint=SEMANTIC_HINT
        )
    return LocalSentenceEmbedder(chosen.model_path, batch_size=chosen.batch_size)


__all__ = [
    "SEMANTIC_HINT",
    "Embedder",
    "EmbeddingBackend",
    "EmbeddingSettings",
    "LocalSentenceEmbedder",
    "OpenAICompatibleEmbedder",
    "bundled_model_path",
    "load_embedding_settings",
    "open_embedder",
    "semantic_available",
]
