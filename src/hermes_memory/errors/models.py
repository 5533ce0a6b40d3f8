"""The language-model client's errors and context compression's."""

from __future__ import annotations

from typing import Any

from hermes_memory.errors.base import HermesMemoryError


class LLMError(HermesMemoryError):
    """Base of the language-model client errors."""


class LLMConfigError(LLMError):
    """No endpoint, model or API key is configured."""


class LLMModelMissingError(LLMConfigError):
    """No model name was given, configured or found in the environment."""


class LLMKeyMissingError(LLMConfigError):
    """A remote endpoint needs an API key and none was found."""


class LLMConnectionError(LLMError):
    """The endpoint cannot be reached."""


class LLMTimeoutError(LLMError):
    """The endpoint did not answer in time."""


class LLMResponseError(LLMError):
    """The endpoint answered with an HTTP error or a body we cannot parse."""

    def __init__(self, message: str, status_code: int | None = None, body: Any = None) -> None:
        super().__init__(message)
        self.status_code = status_code
        self.body = body


class CompressionError(HermesMemoryError):
    """Context compression failed; the session was left as it was."""


class CompressionBusyError(CompressionError):
    """Another process or thread holds this session's compression lock; nothing changed."""
