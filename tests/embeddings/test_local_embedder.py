"""The bundled all-MiniLM-L6-v2 embedder, loaded for real from the installed extra."""

from __future__ import annotations

import gc
import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from hermes_memory.embeddings import LocalSentenceEmbedder, open_embedder, semantic_available
from hermes_memory.embeddings.bert_forward import BertForward
from hermes_memory.embeddings.query_path import QueryPath
from hermes_memory.errors import EmbeddingError

pytestmark = pytest.mark.semantic


def _cosine(a: list[float], b: list[float]) -> float:
    return sum(x * y for x, y in zip(a, b, strict=True))


def test_the_bundled_model_is_installed_and_chosen_by_default(tmp_path: Path) -> None:
    assert semantic_available(), "the [semantic] extra is required for this test"
    embedder = open_embedder(tmp_path)
    assert isinstance(embedder, LocalSentenceEmbedder)
    assert embedder.model_name == "local:all-MiniLM-L6-v2"
    assert embedder.dimension == 384


def test_vectors_are_unit_length_and_paraphrases_sit_closer(tmp_path: Path) -> None:
    embedder = open_embedder(tmp_path)
    fixed, solved, weather = embedder.embed(
        [
            "I fixed the login crash in the auth service",
            "we solved the authentication bug that kept crashing sign-in",
            "it will rain in Lisbon tomorrow afternoon",
        ]
    )
    assert len(fixed) == 384
    assert math.isclose(math.sqrt(_cosine(fixed, fixed)), 1.0, rel_tol=1e-4)
    assert _cosine(fixed, solved) > _cosine(fixed, weather) + 0.2
    assert embedder.embed([]) == []


def test_the_models_objects_are_left_out_of_later_full_collections() -> None:
    # torch's ~430k objects would otherwise be walked by every full collection, a pause of
    # 0.1-0.4 s inside a search now and then
    embedder = LocalSentenceEmbedder()
    assert len(embedder.embed(["warm up"])[0]) == 384
    assert gc.get_freeze_count() > 100_000


def test_a_folder_that_is_not_a_model_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(EmbeddingError, match="not a sentence-transformers model folder"):
        LocalSentenceEmbedder(tmp_path).embed(["x"])


QUERIES = [
    "how did I fix the login bug",
    "  Spaces  AND Mixed Case ",
    "上周的部署失败了",
    "",
    "emoji 🎉 and a\nnew line",
    "word " * 400,  # past the model's 256 word pieces: cut the same way
]


def test_the_query_path_gives_encodes_vectors(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    embedder = open_embedder(tmp_path)
    taken: list[int] = []
    original = QueryPath.embed

    def counted(self: QueryPath, texts: Sequence[str]) -> Any:
        taken.append(len(texts))
        return original(self, texts)

    monkeypatch.setattr(QueryPath, "embed", counted)
    passes: list[int] = []
    plain = BertForward.hidden_states

    def bert(self: BertForward, ids: Any) -> Any:
        passes.append(int(ids.shape[0]))
        return plain(self, ids)

    monkeypatch.setattr(BertForward, "hidden_states", bert)
    batch = embedder.embed(QUERIES)  # more than a few texts: sentence-transformers' encode()
    assert taken == []
    alone = [embedder.embed([text])[0] for text in QUERIES]
    pairs = embedder.embed(QUERIES[:2]) + embedder.embed(QUERIES[2:4])  # padded together
    assert taken == [1] * len(QUERIES) + [2, 2]
    assert len(passes) == len(QUERIES) + 4 and max(passes) == 256  # MiniLM: the BERT pass
    for one, two, reference in zip(alone, pairs + alone[4:], batch, strict=True):
        assert max(abs(x - y) for x, y in zip(one, reference, strict=True)) < 1e-5
        assert max(abs(x - y) for x, y in zip(two, reference, strict=True)) < 1e-5


def test_the_query_path_is_only_taken_for_the_stack_it_reproduces() -> None:
    class Transformer:
        pass

    class Pooling:
        def __init__(self, config: dict[str, Any]) -> None:
            self.config = config

        def get_config_dict(self) -> dict[str, Any]:
            return self.config

    class Normalize:
        pass

    assert QueryPath.of(object()) is None
    assert BertForward.of(object()) is None
    assert QueryPath.of([Transformer(), Pooling({"pooling_mode": "mean"})]) is None
    cls_pooling = Pooling({"pooling_mode": "cls"})
    assert QueryPath.of([Transformer(), cls_pooling, Normalize()]) is None
    # the right names but no tokenizer to call: encode() stays in charge
    assert QueryPath.of([Transformer(), Pooling({"pooling_mode": "mean"}), Normalize()]) is None
