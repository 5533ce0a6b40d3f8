"""A :class:`ChatModel` over any OpenAI-compatible ``/v1/chat/completions`` endpoint.

Ollama, vLLM, llama.cpp's server, LM Studio, OpenRouter and OpenAI all speak this wire
format. Uses ``httpx`` (the ``[llm]`` extra), imported on first use so the protocol and
the rest of the library import without it. Transport failures become the ``LLMError``
branch of :mod:`hermes_memory.errors`.
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from hermes_memory.distribution import install_command
from hermes_memory.errors import (
    LLMConfigError,
    LLMConnectionError,
    LLMResponseError,
    LLMTimeoutError,
)
from hermes_memory.llm.settings import LLMSettings, resolve_settings
from hermes_memory.llm.types import ChatResult, StreamEvent, TextDelta
from hermes_memory.llm.wire import (
    StreamAssembler,
    build_request,
    error_text,
    parse_chunk,
    parse_reply,
    sse_data,
)


def _httpx() -> Any:
    try:
        import httpx
    except ImportError as exc:  # pragma: no cover - the dev extra installs httpx
        raise LLMConfigError(
            f"The language-model client needs httpx: {install_command('llm')}"
        ) from exc
    return httpx


class OpenAICompatibleModel:
    """Chat, streamed chat and plain completion against one endpoint and model.

    Arguments win over ``config.yaml`` (``llm: {base_url, model, api_key_env, timeout}``),
    which wins over the environment (``HERMES_MEMORY_BASE_URL``/``OPENAI_BASE_URL``,
    ``HERMES_MEMORY_MODEL``/``OPENAI_MODEL``, ``HERMES_MEMORY_API_KEY``/``OPENAI_API_KEY``).
    Safe to share between threads; :meth:`close` releases the connection pool.
    """

    def __init__(
        self,
        base_url: str | None = None,
        model: str | None = None,
        api_key: str | None = None,
        *,
        timeout: float | None = None,
        home: str | os.PathLike[str] | None = None,
        settings: LLMSettings | None = None,
        extra_headers: Mapping[str, str] | None = None,
    ) -> None:
        self.settings = settings or resolve_settings(
            base_url=base_url, model=model, api_key=api_key, timeout=timeout, home=home
        )
        self._headers = {"Content-Type": "application/json", **dict(extra_headers or {})}
        if self.settings.api_key:
            self._headers["Authorization"] = f"Bearer {self.settings.api_key}"
        self._client: Any = None
        self._lock = threading.Lock()

    @property
    def model_name(self) -> str:
        return self.settings.model

    def __repr__(self) -> str:
        return f"OpenAICompatibleModel({self.settings!r})"

    # --- plumbing ------------------------------------------------------------------------

    def _http(self) -> Any:
        with self._lock:
            if self._client is None:
                httpx = _httpx()
                seconds = self.settings.timeout
                self._client = httpx.Client(
                    timeout=httpx.Timeout(seconds, connect=min(seconds, 10.0))
                )
            return self._client

    def close(self) -> None:
        with self._lock:
            if self._client is not None:
                self._client.close()
                self._client = None

    def __enter__(self) -> OpenAICompatibleModel:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _translate(self, exc: Exception) -> Exception:
        httpx = _httpx()
        url = self.settings.chat_url
        if isinstance(exc, httpx.TimeoutException):
            return LLMTimeoutError(
                f"{url} did not answer within {self.settings.timeout:g} s ({type(exc).__name__})."
            )
        if isinstance(exc, httpx.TransportError):
            return LLMConnectionError(f"Cannot reach {url}: {exc or type(exc).__name__}")
        return exc

    @staticmethod
    def _status_error(status: int, raw: str) -> LLMResponseError:
        try:
            body: object = json.loads(raw)
        except ValueError:
            body = raw
        detail = error_text(body) or raw[:300]
        return LLMResponseError(
            f"The endpoint answered HTTP {status}: {detail}".rstrip(": "),
            status_code=status,
            body=body,
        )

    # --- the protocol --------------------------------------------------------------------

    def chat(
        self,
        messages: Sequence[Mapping[str, Any]],
        *,
        tools: Sequence[Mapping[str, Any]] | None = None,
        max_tokens: int | None = None,
        temperature: float | None = None,
    ) -> ChatResult:
        body = build_request(
            self.settings.model,
            messages,
            tools=tools,
            max_tokens=max_tokens,
            temperature=temperature,
        )
        client = self._http()
        try:
            response = client.post(self.settings.chat_url, json=body, headers=self._headers)
        except _httpx().TransportError as exc:  # timeouts included
            raise self._translate(exc) from exc
        if response.status_code >= 400:
            raise self._status_error(response.status_code, response.text)
        try:
            payload = response.json()
        except ValueError as exc:
            raise LLMResponseError(
                f"The endpoint's reply is not JSON: {response.text[:200]!r}",
                status_code=response.status_code,
            ) from exc
        return parse_reply(payload)

    def stream(
        self,
        messages: Sequence[Mapping[str, Any]],
        *,
        tools: Sequence[Mapping[str, Any]] | None = None,
        max_tokens: int | None = None,
        temperature: float | None = None,
    ) -> Iterator[StreamEvent]:
        body = build_request(
            self.settings.model,
            messages,
            tools=tools,
            max_tokens=max_tokens,
            temperature=temperature,
            stream=True,
        )
        client = self._http()
        assembler = StreamAssembler()
        try:
            with client.stream(
                "POST", self.settings.chat_url, json=body, headers=self._headers
            ) as response:
                if response.status_code >= 400:
                    response.read()
                    raise self._status_error(response.status_code, response.text)
                for payload in sse_data(response.iter_lines()):
                    piece = assembler.feed(parse_chunk(payload))
                    if piece:
                        yield TextDelta(piece)
        except _httpx().TransportError as exc:  # timeouts included
            raise self._translate(exc) from exc
        yield assembler.result()

    def complete(
        self,
        prompt: str,
        *,
        system: str | None = None,
        max_tokens: int | None = None,
        temperature: float | None = None,
    ) -> str:
        messages: list[dict[str, Any]] = []
        if system:
            messages.append({"role": "system", "content": system})
        messages.append({"role": "user", "content": prompt})
        return self.chat(messages, max_tokens=max_tokens, temperature=temperature).text
