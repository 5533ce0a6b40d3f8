"""How a unit vector is stored: int8 (x·127, rounded) to rescore, and a sign code to scan.

The sign code (one bit per dimension, padded to whole 64-bit words) lets the first stage
compare a query with a million chunks by Hamming distance in tens of milliseconds; the int8
copy then gives the cosine of the few thousand nearest to within ~1%.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hermes_memory.embeddings import SEMANTIC_HINT
from hermes_memory.errors import EmbeddingUnavailableError

SCALE = 127.0


def numpy() -> Any:
    """numpy, imported when a vector is first handled (it comes with the extra)."""
    try:
        import numpy as np
    except ImportError:
        raise EmbeddingUnavailableError("numpy is not installed.", hint=SEMANTIC_HINT) from None
    return np


def code_bytes(dimension: int) -> int:
    """Bytes of one sign code: whole 64-bit words."""
    return ((dimension + 63) // 64) * 8


def as_matrix(vectors: Sequence[Sequence[float]]) -> Any:
    """float32 rows, re-normalised (a backend's rounding must not tilt the cosine)."""
    np = numpy()
    matrix = np.asarray(vectors, dtype=np.float32)
    if matrix.ndim != 2:
        matrix = matrix.reshape(len(vectors), -1)
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return matrix / norms


def to_int8(matrix: Any) -> Any:
    np = numpy()
    return np.clip(np.rint(matrix * SCALE), -127, 127).astype(np.int8)


def to_codes(matrix: Any) -> Any:
    """One row of uint64 words per vector: bit i set when component i is positive."""
    np = numpy()
    width = code_bytes(matrix.shape[1])
    bits = np.packbits(matrix > 0, axis=1)
    padded = np.zeros((matrix.shape[0], width), dtype=np.uint8)
    padded[:, : bits.shape[1]] = bits
    return padded.view(np.uint64)
