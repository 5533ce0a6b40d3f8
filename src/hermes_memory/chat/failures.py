"""What the chat tells a person when the model endpoint fails, and how to fix it.

Each language-model error becomes one message: what failed (the client's own words, with
the URL and HTTP status) followed by the fix in terms of the chat's options (``--base-url``,
``--model``, ``--api-key-env``, ``--timeout``). The chat stays open after any of them.
"""

from __future__ import annotations

from dataclasses import dataclass

from hermes_memory.errors import (
    LLMConnectionError,
    LLMError,
    LLMResponseError,
    LLMTimeoutError,
)
from hermes_memory.llm import ChatModel, LLMSettings

KEY_PLACES = "$OPENAI_API_KEY, the variable named with --api-key-env, or $HERMES_HOME/.env"


@dataclass(frozen=True)
class Endpoint:
    """Where the chat sends its requests, as far as the model object tells."""

    url: str | None
    model: str


def endpoint_of(model: ChatModel) -> Endpoint:
    settings = getattr(model, "settings", None)
    url = settings.chat_url if isinstance(settings, LLMSettings) else None
    return Endpoint(url=url, model=model.model_name)


def _for_status(exc: LLMResponseError, where: Endpoint) -> str:
    status = exc.status_code or 0
    if status in (401, 403):
        return (
            f"The endpoint refused the API key. Check the key ({KEY_PLACES}), then start the "
            "chat again; --resume SESSION_ID continues this conversation."
        )
    if status == 404:
        return (
            "The URL or the model was not found: check --base-url (OpenAI-compatible servers "
            f"usually end in /v1) and --model (now {where.model!r})."
        )
    if status == 429:
        return "Rate limited: wait a moment, then /retry."
    if status >= 500:
        return (
            "The server failed on its side: /retry in a moment. If it keeps failing, look at "
            "the server's log, or try another --model."
        )
    if status >= 400:
        return (
            f"The endpoint refused the request: check that --model ({where.model!r}) names a "
            "chat model it serves."
        )
    return "Is --base-url an OpenAI-compatible endpoint?"


def explain(exc: LLMError, where: Endpoint) -> str:
    """``<what failed> <how to fix it>`` for one failed model call."""
    if isinstance(exc, LLMTimeoutError):
        fix = (
            "The model may still be loading, or the server is busy: /retry, or give it longer "
            "with --timeout SECONDS (or llm.timeout in config.yaml)."
        )
    elif isinstance(exc, LLMConnectionError):
        fix = "Is the server running? Start it, or point the chat at one with --base-url URL."
    elif isinstance(exc, LLMResponseError):
        fix = _for_status(exc, where)
    else:
        return str(exc)
    what = str(exc).rstrip()
    if not what.endswith((".", "!", "?")):
        what += "."
    return f"{what} {fix}"
