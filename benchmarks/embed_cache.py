"""Turn vectors kept on disk between benchmark runs (``recall.py --embed-cache``,
``recall_fit.py``): embedding LoCoMo's 5,882 turns takes minutes on this machine, an
experiment on the ranking should take seconds. Only the stored turns go through the cache;
queries still meet the real model, so query latency stays honest."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any


class EmbedCache:
    """Turn vectors kept on disk between runs (``--embed-cache``): embedding LoCoMo's 5,882
    turns takes minutes; an experiment on the ranking should take seconds."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.vectors: dict[str, list[float]] = {}
        if path.exists():
            self.vectors = json.loads(path.read_text(encoding="utf-8"))
        self.changed = False

    def wrap(self, inner: Any) -> Any:
        cache = self

        class Cached:
            model_name, dimension = inner.model_name, inner.dimension

            def embed(self, texts: list[str]) -> list[list[float]]:
                missing = [t for t in dict.fromkeys(texts) if t not in cache.vectors]
                if missing:
                    cache.changed = True
                    for text, vec in zip(missing, inner.embed(missing), strict=True):
                        cache.vectors[text] = [round(float(x), 6) for x in vec]
                return [cache.vectors[t] for t in texts]

        return Cached()

    def save(self) -> None:
        if self.changed:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.path.write_text(json.dumps(self.vectors), encoding="utf-8")
