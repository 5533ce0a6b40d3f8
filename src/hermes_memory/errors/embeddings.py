"""Errors of the embedding backends (the ``[semantic]`` extra and remote endpoints)."""

from __future__ import annotations

from hermes_memory.errors.base import HermesMemoryError


class EmbeddingError(HermesMemoryError):
    """An embedding backend failed: the model would not load, or the endpoint answered badly."""


class EmbeddingUnavailableError(EmbeddingError):
    """Vectors are not available here: the ``[semantic]`` extra is missing or vectors are off.

    ``hint`` is the one line that tells a person how to turn them on.
    """

    def __init__(self, message: str, *, hint: str = "") -> None:
        super().__init__(f"{message} {hint}".strip())
        self.hint = hint
