"""A deterministic stand-in for the embedding model: hashed words into 256 dimensions, with a
few synonyms folded together so "solved" lands near "fixed" without loading MiniLM."""

from __future__ import annotations

import hashlib
import math
import re
from collections.abc import Sequence

SYNONYMS = {"solved": "fixed", "repaired": "fixed", "login": "auth", "signin": "auth"}


class HashEmbedder:
    """Bag of hashed words; ``fail_after`` raises after that many ``embed`` calls."""

    def __init__(self, name: str = "fake:hash", fail_after: int | None = None) -> None:
        self._name = name
        self.calls = 0
        self.texts: list[str] = []
        self.fail_after = fail_after

    @property
    def model_name(self) -> str:
        return self._name

    @property
    def dimension(self) -> int:
        return 256

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        if self.fail_after is not None and self.calls >= self.fail_after:
            raise KeyboardInterrupt("killed")  # like a Ctrl-C in the middle of a run
        self.calls += 1
        self.texts.extend(texts)
        out = []
        for text in texts:
            vec = [0.0] * 256
            for word in re.findall(r"\w+", text.lower()):
                word = SYNONYMS.get(word, word)
                digest = hashlib.sha256(word.encode()).digest()
                vec[digest[0] % 256] += 1.0 if digest[1] % 2 else -1.0
            norm = math.sqrt(sum(x * x for x in vec)) or 1.0
            out.append([x / norm for x in vec] if any(vec) else [1.0] + [0.0] * 255)
        return out
