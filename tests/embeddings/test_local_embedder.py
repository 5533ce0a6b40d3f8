"""The bundled all-MiniLM-L6-v2 embedder, loaded for real from the installed extra."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from hermes_memory.embeddings import LocalSentenceEmbedder, open_embedder, semantic_available
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


def test_a_folder_that_is_not_a_model_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(EmbeddingError, match="not a sentence-transformers model folder"):
        LocalSentenceEmbedder(tmp_path).embed(["x"])
