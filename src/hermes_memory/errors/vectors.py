"""Errors of vector storage in a database (pgvector on the PostgreSQL team store)."""

from __future__ import annotations

from hermes_memory.errors.embeddings import EmbeddingUnavailableError


class VectorExtensionError(EmbeddingUnavailableError):
    """The database cannot hold vectors: PostgreSQL has no ``vector`` extension, or this
    role may not create it. ``hint`` says what an administrator runs."""
