"""The embeddings: block of config.yaml and the choice of backend."""

from __future__ import annotations

from pathlib import Path

import pytest

from hermes_memory.embeddings import (
    EmbeddingBackend,
    OpenAICompatibleEmbedder,
    load_embedding_settings,
    open_embedder,
)
from hermes_memory.errors import ConfigError, EmbeddingUnavailableError


def _config(home: Path, text: str) -> None:
    (home / "config.yaml").write_text(text, encoding="utf-8")


def test_defaults_without_a_config(tmp_path: Path) -> None:
    settings = load_embedding_settings(tmp_path)
    assert settings.enabled is True
    assert settings.backend is EmbeddingBackend.LOCAL
    assert settings.model == "all-MiniLM-L6-v2"


def test_the_openai_backend_needs_a_url_and_a_model(tmp_path: Path) -> None:
    _config(tmp_path, "embeddings:\n  backend: openai\n  model: nomic-embed-text\n")
    with pytest.raises(ConfigError, match=r"embeddings\.base_url") as raised:
        load_embedding_settings(tmp_path)
    assert raised.value.key == "embeddings.base_url"
    _config(tmp_path, "embeddings:\n  backend: openai\n  base_url: http://localhost:11434/v1\n")
    with pytest.raises(ConfigError, match=r"embeddings\.model"):
        load_embedding_settings(tmp_path)


@pytest.mark.parametrize(
    ("block", "key"),
    [
        ("backend: faiss", "embeddings.backend"),
        ("batch_size: 0", "embeddings.batch_size"),
        ("batch_size: 2.5", "embeddings.batch_size"),
        ("timeout: -1", "embeddings.timeout"),
        ("model: [a, b]", "embeddings.model"),
    ],
)
def test_bad_values_name_their_key(tmp_path: Path, block: str, key: str) -> None:
    _config(tmp_path, f"embeddings:\n  {block}\n")
    with pytest.raises(ConfigError) as raised:
        load_embedding_settings(tmp_path)
    assert raised.value.key == key


def test_switched_off_vectors_say_how_to_turn_them_on(tmp_path: Path) -> None:
    _config(tmp_path, "embeddings:\n  enabled: false\n")
    with pytest.raises(EmbeddingUnavailableError) as raised:
        open_embedder(tmp_path)
    assert "embeddings.enabled: true" in raised.value.hint


def test_the_openai_backend_is_chosen_from_config(tmp_path: Path) -> None:
    _config(
        tmp_path,
        "embeddings:\n  backend: openai\n  base_url: http://127.0.0.1:9/v1\n"
        "  model: nomic-embed-text\n",
    )
    embedder = open_embedder(tmp_path)
    assert isinstance(embedder, OpenAICompatibleEmbedder)
    assert embedder.model_name == "openai:nomic-embed-text"
