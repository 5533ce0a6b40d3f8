"""The embedding the injection classifier reads beside its n-grams: the local MiniLM's vector of
a sentence's (or any text's) first ``EMBED_PIECES`` word pieces, computed with int8 matrix
products (:mod:`.int8_bert`). Owns the clipping and piece counts (the model's own tokenizer
says where the pieces end), torch's one-thread sections and the lazy load of model and
tokenizer; nothing loads at import. Without the ``[semantic]`` extra it raises
:class:`EmbeddingUnavailableError`.
"""

from __future__ import annotations

import contextlib
import os
import threading
from collections.abc import Iterator
from typing import Any

from hermes_memory.embeddings import bundled_model_path
from hermes_memory.errors import EmbeddingError, EmbeddingUnavailableError
from hermes_memory.scanning.int8_bert import Int8Bert

__all__ = ["EMBEDDING_DIMENSION", "EMBED_PIECES", "WindowEmbedder", "one_thread"]

# The model's cost grows with its input: 64 pieces (~250 characters of English, 64 of
# Chinese) keep one vector near 5 ms on one core. The n-grams and the rule gates read the
# whole window; the vector is the part that generalises over phrasing, and an instruction
# is usually said in its first sentence.
EMBED_PIECES = 64
EMBEDDING_DIMENSION = 384
_RECENT = 4


class WindowEmbedder:
    """MiniLM vectors of clipped texts, loaded on first use and shared by its callers."""

    def __init__(self, pieces: int = EMBED_PIECES) -> None:
        self.max_pieces = pieces
        """How many word pieces of a text the model reads (training can try other caps)."""
        self._model: Int8Bert | None = None
        self._tokenizer: Any = None
        # the last texts' token ids: the classifier counts a text's pieces, then embeds it
        self._recent: dict[str, Any] = {}
        self._lock = threading.Lock()

    def load(self) -> None:
        """Load the model and its tokenizer now; :class:`EmbeddingError` (or its
        ``Unavailable`` child) when they cannot be loaded."""
        with self._lock:
            if self._model is None:
                self._tokenizer, self._model = _load()

    def _ids(self, text: str) -> Any:
        """Token ids of ``text`` clipped (call under the lock), remembered for a few texts."""
        ids = self._recent.get(text)
        if ids is None:
            ids = self._tokenizer(
                text, truncation=True, max_length=self.max_pieces + 2, return_tensors="pt"
            )["input_ids"][0]
            if len(self._recent) >= _RECENT:
                self._recent.pop(next(iter(self._recent)))
            self._recent[text] = ids
        return ids

    def pieces(self, text: str) -> int:
        """How many word pieces of ``text`` the model reads (at most ``max_pieces``)."""
        self.load()
        with self._lock:
            return min(self.max_pieces, len(self._ids(text)) - 2)  # less [CLS] and [SEP]

    def clip(self, text: str) -> str:
        """``text`` cut after its first ``max_pieces`` word pieces (whole when shorter)."""
        self.load()
        with self._lock:  # a fast tokenizer used from two threads at once fails
            encoded = self._tokenizer(
                text, add_special_tokens=False, return_offsets_mapping=True, truncation=False
            )
        offsets = encoded["offset_mapping"]
        if len(offsets) <= self.max_pieces:
            return text
        return text[: offsets[self.max_pieces - 1][1]]

    def vectors(self, texts: list[str]) -> list[list[float]]:
        """One unit vector per text, each read clipped, one text at a time on one thread
        (no padding; a single short input runs fastest without thread hand-offs)."""
        self.load()
        import torch

        rows: list[list[float]] = []
        with self._lock, one_thread():
            assert self._model is not None  # set by load()
            try:
                with torch.inference_mode():
                    for text in texts:
                        mean = self._model.mean_state(self._ids(text))
                        unit = torch.nn.functional.normalize(mean, p=2, dim=0)
                        rows.append([float(v) for v in unit.tolist()])
            except RuntimeError as exc:  # out of memory, a broken kernel: the caller falls back
                raise EmbeddingError(f"the classifier's model failed: {exc}") from exc
        return rows


@contextlib.contextmanager
def one_thread() -> Iterator[None]:
    """Torch on one thread inside (restored after). A no-op when it already is: changing the
    count rebuilds torch's thread pool, which costs milliseconds on a busy machine, so a
    caller that embeds and then compares wraps both in one of these."""
    import torch

    threads = torch.get_num_threads()
    if threads == 1:
        yield
        return
    torch.set_num_threads(1)
    try:
        yield
    finally:
        torch.set_num_threads(threads)


def _load() -> tuple[Any, Int8Bert]:
    path = bundled_model_path()
    if path is None:
        raise EmbeddingUnavailableError("The local embedding model is not installed.")
    # Offline for good (a missing file fails here, never downloads); no progress bars, which
    # would land in the output of `--json` commands.
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
    os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")
    try:
        from transformers import AutoModel, AutoTokenizer
        from transformers.utils import logging as transformers_logging
    except ImportError:
        raise EmbeddingUnavailableError("transformers is not installed.") from None
    transformers_logging.disable_progress_bar()  # type: ignore[no-untyped-call]
    try:
        tokenizer = AutoTokenizer.from_pretrained(str(path))
        model = AutoModel.from_pretrained(str(path)).eval()
    except (OSError, ValueError) as exc:
        raise EmbeddingError(f"the model at {path} could not be loaded: {exc}") from exc
    return tokenizer, Int8Bert.of(model)
