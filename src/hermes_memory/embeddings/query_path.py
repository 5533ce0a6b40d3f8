"""The short path for a few short texts (a search's query): the tokenizer and the
transformer called directly, then mean pooling and normalising, as the sentence-transformers
pipeline does, without ``encode()``'s per-call work (sorting, batching, feature dicts).

It is taken only for the module stack it reproduces (transformer, mean pooling, normalise:
all-MiniLM-L6-v2's); any other stack keeps ``encode()``. A plain BERT runs through
:class:`BertForward`, one text at a time (no padding). The vectors are the same to ~1e-6.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from hermes_memory.embeddings.bert_forward import BertForward

_STACK = ("Transformer", "Pooling", "Normalize")


@dataclass(frozen=True)
class QueryPath:
    """The loaded model's tokenizer and transformer, and how long an input may be."""

    tokenizer: Any
    transformer: Any
    max_length: int
    bert: BertForward | None = None

    @classmethod
    def of(cls, model: Any) -> QueryPath | None:
        """The path for ``model`` (a ``SentenceTransformer``), or None when its modules are
        not exactly transformer → mean pooling → normalise."""
        try:
            modules = list(model)
            if tuple(type(module).__name__ for module in modules) != _STACK:
                return None
            config = modules[1].get_config_dict()
            if config.get("pooling_mode", "mean") != "mean" or not config.get(
                "include_prompt", True
            ):
                return None
            if any(config.get(key) for key in _OTHER_POOLING):
                return None
            first = modules[0]
            tokenizer, transformer = first.tokenizer, first.auto_model
            length = int(first.max_seq_length)
        except (AttributeError, TypeError, ValueError):
            return None  # a pipeline of another shape: encode() knows it
        if tokenizer is None or transformer is None or getattr(first, "do_lower_case", False):
            return None
        return cls(tokenizer, transformer, length, BertForward.of(transformer))

    def embed(self, texts: Sequence[str]) -> Any:
        """Unit vectors for ``texts`` as a float32 array, one row per text."""
        import torch

        if self.bert is not None:
            return self._embed_each(self.bert, texts)
        with torch.inference_mode():
            batch = self.tokenizer(
                list(texts),
                padding=True,
                truncation=True,
                max_length=self.max_length,
                return_tensors="pt",
            )
            tokens = self.transformer(**batch).last_hidden_state
            mask = batch["attention_mask"].unsqueeze(-1).to(tokens.dtype)
            summed = (tokens * mask).sum(dim=1)
            mean = summed / mask.sum(dim=1).clamp(min=1e-9)
            unit = torch.nn.functional.normalize(mean, p=2, dim=1)
        return unit.numpy()

    def _embed_each(self, bert: BertForward, texts: Sequence[str]) -> Any:
        import torch

        rows = []
        with torch.inference_mode():
            for text in texts:
                ids = self.tokenizer(
                    text, truncation=True, max_length=self.max_length, return_tensors="pt"
                )["input_ids"][0]
                mean = bert.hidden_states(ids).mean(dim=0, keepdim=True)
                rows.append(torch.nn.functional.normalize(mean, p=2, dim=1))
        return torch.cat(rows).numpy()


_OTHER_POOLING = (
    "pooling_mode_cls_token",
    "pooling_mode_max_tokens",
    "pooling_mode_mean_sqrt_len_tokens",
    "pooling_mode_weightedmean_tokens",
    "pooling_mode_lasttoken",
)
