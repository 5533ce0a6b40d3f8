"""The embedded classifier's memory of labelled sentences: int8 MiniLM vectors of the tune
split's malicious sentences and of benign ones (labelled and background), shipped beside the
weights. A sentence's *margin* is its cosine to the nearest malicious sentence minus its cosine
to the nearest benign one; measured on data waves held out whole, it generalises to new
writers better than a linear read of the vector. Loads lazily (torch, from the ``[semantic]``
extra); nothing at import.
"""

from __future__ import annotations

import base64
import hashlib
import json
import threading
from pathlib import Path
from typing import Any

from hermes_memory.errors import EmbeddingError
from hermes_memory.scanning.window_vectors import EMBEDDING_DIMENSION, one_thread

__all__ = ["BANK_PATH", "INT8_SCALE", "NearestBank", "bank_digest", "pack", "unpack"]

BANK_PATH = Path(__file__).with_name("injection_classifier_bank.json")
INT8_SCALE = 127.0  # unit vectors' components lie in [-1, 1]
_KEYS = ("malicious", "benign")


def pack(rows: list[list[float]]) -> str:
    """Unit vectors as base64 of one signed byte per component."""
    data = bytearray()
    for row in rows:
        data += bytes((max(-127, min(127, round(v * INT8_SCALE))) & 0xFF) for v in row)
    return base64.b64encode(bytes(data)).decode("ascii")


def unpack(text: str) -> list[list[float]]:
    """The rows :func:`pack` wrote, as floats (``EMBEDDING_DIMENSION`` a row)."""
    raw = base64.b64decode(text.encode("ascii"), validate=True)
    if len(raw) % EMBEDDING_DIMENSION:
        raise ValueError("the packed vectors are not whole rows")
    values = [(b - 256 if b > 127 else b) / INT8_SCALE for b in raw]
    return [values[i : i + EMBEDDING_DIMENSION] for i in range(0, len(values), EMBEDDING_DIMENSION)]


def bank_digest(text: str) -> str:
    """The fingerprint the weights record of the bank they were trained with."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


class NearestBank:
    """The labelled sentences' vectors, loaded on first use (torch tensors)."""

    def __init__(self, path: Path = BANK_PATH) -> None:
        self._path = path
        self._tensors: tuple[Any, int] | None = None
        self._digest = ""
        self._lock = threading.Lock()

    def load(self) -> str:
        """Load the bank now and return its digest; :class:`EmbeddingError` when the file is
        missing or malformed."""
        with self._lock:
            if self._tensors is None:
                self._tensors, self._digest = _read(self._path)
            return self._digest

    def margins(self, vectors: list[list[float]]) -> list[float]:
        """For each unit vector: nearest malicious cosine minus nearest benign cosine."""
        self.load()
        import torch

        assert self._tensors is not None  # set by load()
        columns, malicious = self._tensors
        # one thread: a product this small gains nothing from more, and on a busy machine
        # their hand-offs cost more than the product itself
        with one_thread():
            sims = torch.tensor(vectors, dtype=torch.float32) @ columns
            near_bad = sims[:, :malicious].max(dim=1).values
            near_good = sims[:, malicious:].max(dim=1).values
        return [float(v) for v in (near_bad - near_good).tolist()]


def _read(path: Path) -> tuple[tuple[Any, int], str]:
    """The bank as one contiguous matrix of columns (malicious first) and the number of
    malicious ones: one product per query, reading memory in order (a quarter of the time
    of two products against row-major matrices)."""
    try:
        text = path.read_text(encoding="utf-8")
        data = json.loads(text)
        rows = [base64.b64decode(data[key].encode("ascii"), validate=True) for key in _KEYS]
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
        raise EmbeddingError(f"the injection classifier's sentence bank at {path}: {exc}") from exc
    if any(not raw or len(raw) % EMBEDDING_DIMENSION for raw in rows):
        raise EmbeddingError(f"the injection classifier's sentence bank at {path} is malformed")
    import torch

    # unpack() in tensor form: one signed byte per component
    malicious, benign = (
        torch.frombuffer(bytearray(raw), dtype=torch.int8).float().view(-1, EMBEDDING_DIMENSION)
        / INT8_SCALE
        for raw in rows
    )
    columns = torch.cat([malicious, benign]).T.contiguous()
    return (columns, int(malicious.shape[0])), bank_digest(text)
