"""A stand-in for MiniLM in the classifier's tests (the language model is the only part
scripted): one fixed unit vector per text, and a record of which texts it was given."""

from __future__ import annotations

import math

from hermes_memory.scanning.window_vectors import EMBEDDING_DIMENSION


class Recorder:
    """Stands in for MiniLM: a fixed unit vector per text, and which texts it was given."""

    def __init__(self) -> None:
        self.texts: list[str] = []

    def __call__(self, texts: list[str]) -> list[list[float]]:
        self.texts += texts
        return [[1.0 / math.sqrt(EMBEDDING_DIMENSION)] * EMBEDDING_DIMENSION for _ in texts]
