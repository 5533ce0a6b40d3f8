"""What every embedding backend offers: a stable name, a dimension, and ``embed``.

The name and dimension are recorded beside stored vectors, so vectors from two different
models are never compared. Vectors come back L2-normalised: a dot product is a cosine.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into vectors of one fixed length, one vector per text, in order."""

    @property
    def model_name(self) -> str:
        """Names the backend and model that made a vector (``local:all-MiniLM-L6-v2``)."""
        ...

    @property
    def dimension(self) -> int:
        """The length of every vector this embedder returns."""
        ...

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """One unit-length vector per text; an empty input gives an empty list."""
        ...
