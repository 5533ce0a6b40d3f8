"""The ``embeddings:`` block of config.yaml, read on demand.

``enabled`` (default true: vectors are used when the ``[semantic]`` extra is installed),
``backend`` (``local``, the bundled all-MiniLM-L6-v2, or ``openai``: any OpenAI-compatible
``/v1/embeddings`` endpoint such as Ollama or vLLM), ``model``, ``model_path`` (a local
sentence-transformers folder), ``base_url``, ``api_key_env`` (the variable holding the key),
``batch_size`` and ``timeout``. A bad value is a :class:`ConfigError` naming the key.
"""

from __future__ import annotations

import enum
import os
from dataclasses import dataclass
from typing import Any

from hermes_memory.config import get_section, parse_flag
from hermes_memory.errors import ConfigError

SECTION = "embeddings"
LOCAL_MODEL = "all-MiniLM-L6-v2"
DEFAULT_BATCH_SIZE = 64
DEFAULT_TIMEOUT = 30.0


class EmbeddingBackend(enum.Enum):
    LOCAL = "local"
    OPENAI = "openai"


@dataclass(frozen=True)
class EmbeddingSettings:
    enabled: bool = True
    backend: EmbeddingBackend = EmbeddingBackend.LOCAL
    model: str = LOCAL_MODEL
    model_path: str | None = None
    base_url: str | None = None
    api_key_env: str = "OPENAI_API_KEY"
    batch_size: int = DEFAULT_BATCH_SIZE
    timeout: float = DEFAULT_TIMEOUT


def _error(key: str, problem: str) -> ConfigError:
    return ConfigError(f"{SECTION}.{key} {problem}", key=f"{SECTION}.{key}")


def _text(section: dict[str, Any], key: str) -> str | None:
    value = section.get(key)
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    if not isinstance(value, str):
        raise _error(key, f"must be text, not {value!r}")
    return value.strip()


def _positive(section: dict[str, Any], key: str, default: float) -> float:
    value = section.get(key)
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int | float) or value <= 0:
        raise _error(key, f"must be a positive number, not {value!r}")
    return value


def load_embedding_settings(home: str | os.PathLike[str] | None = None) -> EmbeddingSettings:
    """The typed block; defaults (local model, enabled) when config.yaml or the block is missing."""
    section = get_section(SECTION, home)
    raw_backend = _text(section, "backend") or EmbeddingBackend.LOCAL.value
    try:
        backend = EmbeddingBackend(raw_backend.lower())
    except ValueError:
        choices = ", ".join(b.value for b in EmbeddingBackend)
        raise _error("backend", f"must be one of {choices}, not {raw_backend!r}") from None
    base_url = _text(section, "base_url")
    if backend is EmbeddingBackend.OPENAI and base_url is None:
        raise _error(
            "base_url", "is required for the openai backend (e.g. http://localhost:11434/v1)"
        )
    model = _text(section, "model")
    if backend is EmbeddingBackend.OPENAI and model is None:
        raise _error("model", "is required for the openai backend (e.g. nomic-embed-text)")
    batch = _positive(section, "batch_size", DEFAULT_BATCH_SIZE)
    if batch != int(batch):
        raise _error("batch_size", f"must be a whole number, not {batch!r}")
    return EmbeddingSettings(
        enabled=parse_flag(section.get("enabled"), True),
        backend=backend,
        model=model or LOCAL_MODEL,
        model_path=_text(section, "model_path"),
        base_url=base_url,
        api_key_env=_text(section, "api_key_env") or "OPENAI_API_KEY",
        batch_size=int(batch),
        timeout=float(_positive(section, "timeout", DEFAULT_TIMEOUT)),
    )
