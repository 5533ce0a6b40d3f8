"""An embedder over any OpenAI-compatible ``/v1/embeddings`` endpoint (Ollama, vLLM, OpenAI).

The key is read from the environment variable the config names, at call time, and never
logged. Vectors are normalised here, since not every server does it.
"""

from __future__ import annotations

import math
import os
from collections.abc import Sequence
from typing import Any

from hermes_memory.errors import EmbeddingError, EmbeddingUnavailableError


class OpenAICompatibleEmbedder:
    """POSTs batches to ``{base_url}/embeddings``; the dimension is learned from the first reply."""

    def __init__(
        self,
        base_url: str,
        model: str,
        *,
        api_key_env: str = "OPENAI_API_KEY",
        batch_size: int = 64,
        timeout: float = 30.0,
        dimension: int | None = None,
    ) -> None:
        self._url = base_url.rstrip("/") + "/embeddings"
        self._model = model
        self._key_env = api_key_env
        self._batch_size = batch_size
        self._timeout = timeout
        self._dimension = dimension

    @property
    def model_name(self) -> str:
        return f"openai:{self._model}"

    @property
    def dimension(self) -> int:
        if self._dimension is None:
            self.embed(["dimension probe"])
        assert self._dimension is not None
        return self._dimension

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        vectors: list[list[float]] = []
        for start in range(0, len(texts), self._batch_size):
            vectors.extend(self._batch(list(texts[start : start + self._batch_size])))
        return vectors

    def _batch(self, texts: list[str]) -> list[list[float]]:
        try:
            import httpx
        except ImportError:
            raise EmbeddingUnavailableError(
                "httpx is not installed.", hint="pip install 'hermes-agent-memory[llm]'"
            ) from None
        headers = {"Content-Type": "application/json"}
        key = os.environ.get(self._key_env)
        if key:
            headers["Authorization"] = f"Bearer {key}"
        try:
            reply = httpx.post(
                self._url,
                json={"model": self._model, "input": texts},
                headers=headers,
                timeout=self._timeout,
            )
        except httpx.HTTPError as exc:
            raise EmbeddingError(f"the embeddings endpoint {self._url} failed: {exc}") from exc
        if reply.status_code != 200:
            raise EmbeddingError(
                f"the embeddings endpoint {self._url} answered HTTP {reply.status_code}"
            )
        return self._parse(reply.json(), len(texts))

    def _parse(self, body: Any, expected: int) -> list[list[float]]:
        data = body.get("data") if isinstance(body, dict) else None
        if not isinstance(data, list) or len(data) != expected:
            raise EmbeddingError(f"the embeddings endpoint {self._url} returned an unexpected body")
        rows = sorted(data, key=lambda item: item.get("index", 0) if isinstance(item, dict) else 0)
        vectors: list[list[float]] = []
        for row in rows:
            raw = row.get("embedding") if isinstance(row, dict) else None
            if not isinstance(raw, list) or not raw:
                raise EmbeddingError(f"the embeddings endpoint {self._url} returned no vector")
            vector = [float(x) for x in raw]
            if self._dimension is None:
                self._dimension = len(vector)
            elif len(vector) != self._dimension:
                raise EmbeddingError(
                    f"the endpoint returned {len(vector)} numbers, not {self._dimension}"
                )
            norm = math.sqrt(sum(x * x for x in vector)) or 1.0
            vectors.append([x / norm for x in vector])
        return vectors
