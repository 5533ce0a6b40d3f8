"""The OpenAI chat-completions wire format: request bodies, replies and SSE streams.

Pure functions over dicts and text lines, so the format is tested without a network:
:func:`build_request` shapes the body, :func:`parse_reply` reads a whole reply, and
:class:`StreamAssembler` folds streamed chunks (text and tool-call deltas that arrive in
pieces, keyed by index) into the same :class:`ChatResult` a plain call returns.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from hermes_memory.errors import LLMResponseError
from hermes_memory.llm.protocol import wrap_tool_schema
from hermes_memory.llm.types import ChatResult, FinishReason, ToolCall, Usage, text_of

# The keys an OpenAI-compatible server accepts on a message; our stored messages carry
# more (timestamps, ids, in-memory flags) and strict servers reject unknown keys.
_MESSAGE_KEYS = ("role", "content", "name", "tool_calls", "tool_call_id")


def wire_message(message: Mapping[str, Any]) -> dict[str, Any]:
    """``message`` reduced to the keys the endpoint understands."""
    out = {key: message[key] for key in _MESSAGE_KEYS if key in message}
    if out.get("role") == "assistant" and not out.get("tool_calls"):
        out.pop("tool_calls", None)
    if "content" not in out:
        out["content"] = None if out.get("tool_calls") else ""
    return out


def build_request(
    model: str,
    messages: Sequence[Mapping[str, Any]],
    *,
    tools: Sequence[Mapping[str, Any]] | None = None,
    max_tokens: int | None = None,
    temperature: float | None = None,
    stream: bool = False,
) -> dict[str, Any]:
    body: dict[str, Any] = {"model": model, "messages": [wire_message(m) for m in messages]}
    if tools:
        body["tools"] = [wrap_tool_schema(schema) for schema in tools]
    if max_tokens is not None:
        body["max_tokens"] = int(max_tokens)
    if temperature is not None:
        body["temperature"] = float(temperature)
    if stream:
        body["stream"] = True
    return body


def _dict(value: object) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _arguments_text(value: object) -> str:
    # Some servers (older Ollama builds) send arguments as an object, not a JSON string.
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False)


def error_text(body: object) -> str:
    """The human message inside an error body (``{"error": {"message": …}}`` and variants)."""
    if isinstance(body, dict):
        error = body.get("error", body)
        if isinstance(error, dict):
            for key in ("message", "detail", "error"):
                if isinstance(error.get(key), str):
                    return str(error[key])
        if isinstance(error, str):
            return error
    if isinstance(body, str):
        return body[:500]
    return ""


def _first_choice(body: Mapping[str, Any]) -> Mapping[str, Any] | None:
    choices = body.get("choices")
    if isinstance(choices, list) and choices and isinstance(choices[0], dict):
        return choices[0]
    return None


def parse_reply(body: object) -> ChatResult:
    """A non-streamed reply body as a :class:`ChatResult`; junk raises ``LLMResponseError``."""
    if not isinstance(body, dict):
        raise LLMResponseError("The endpoint's reply is not a JSON object.", body=body)
    if "error" in body and not body.get("choices"):
        raise LLMResponseError(f"The endpoint returned an error: {error_text(body)}", body=body)
    choice = _first_choice(body)
    if choice is None or not isinstance(choice.get("message"), dict):
        raise LLMResponseError("The endpoint's reply has no choices[0].message.", body=body)
    message = choice["message"]
    calls = []
    for index, raw in enumerate(message.get("tool_calls") or []):
        if not isinstance(raw, dict):
            continue
        function = _dict(raw.get("function"))
        calls.append(
            ToolCall(
                id=str(raw.get("id") or f"call_{index}"),
                name=str(function.get("name") or ""),
                arguments=_arguments_text(function.get("arguments")) or "{}",
            )
        )
    return ChatResult(
        text=text_of(message.get("content")),
        tool_calls=tuple(calls),
        finish_reason=FinishReason.from_wire(
            choice.get("finish_reason"), has_tool_calls=bool(calls)
        ),
        usage=Usage.from_wire(body.get("usage")),
        model=str(body.get("model") or ""),
    )


def sse_data(lines: Iterable[str]) -> Iterator[str]:
    """The ``data`` payloads of a server-sent-event stream, one per event.

    Multi-line ``data:`` fields of one event are joined with newlines (the SSE rule);
    comments (``:`` lines) and other fields are ignored; the stream ends at ``[DONE]``.
    """
    pending: list[str] = []
    for raw in lines:
        line = raw.rstrip("\r\n")
        if not line:
            if pending:
                payload = "\n".join(pending)
                pending = []
                if payload.strip() == "[DONE]":
                    return
                yield payload
            continue
        if line.startswith(":"):
            continue
        name, _, value = line.partition(":")
        if name == "data":
            pending.append(value.removeprefix(" "))
    if pending:
        payload = "\n".join(pending)
        if payload.strip() != "[DONE]":
            yield payload


@dataclass
class _PartialCall:
    id: str = ""
    name: str = ""
    arguments: list[str] = field(default_factory=list)


@dataclass
class StreamAssembler:
    """Folds streamed chunks into one reply; :meth:`feed` returns the chunk's new text."""

    text: list[str] = field(default_factory=list)
    calls: dict[int, _PartialCall] = field(default_factory=dict)
    finish: object = None
    usage: Usage = field(default_factory=Usage)
    model: str = ""

    def feed(self, chunk: object) -> str:
        if not isinstance(chunk, dict):
            raise LLMResponseError("A streamed chunk is not a JSON object.", body=chunk)
        if "error" in chunk and not chunk.get("choices"):
            raise LLMResponseError(f"The stream carried an error: {error_text(chunk)}", body=chunk)
        if chunk.get("usage"):
            self.usage = Usage.from_wire(chunk["usage"])
        if chunk.get("model") and not self.model:
            self.model = str(chunk["model"])
        choice = _first_choice(chunk)
        if choice is None:
            return ""
        if choice.get("finish_reason"):
            self.finish = choice["finish_reason"]
        delta = _dict(choice.get("delta"))
        for position, raw in enumerate(delta.get("tool_calls") or []):
            if isinstance(raw, dict):
                self._feed_call(position, raw)
        piece = text_of(delta.get("content"))
        if piece:
            self.text.append(piece)
        return piece

    def _feed_call(self, position: int, raw: Mapping[str, Any]) -> None:
        index = raw.get("index")
        key = index if isinstance(index, int) else position
        partial = self.calls.setdefault(key, _PartialCall())
        if raw.get("id"):
            partial.id = str(raw["id"])
        function = _dict(raw.get("function"))
        if function.get("name"):
            # Names arrive whole in the first delta; a few servers repeat them later.
            name = str(function["name"])
            partial.name = name if name.startswith(partial.name) else partial.name + name
        if function.get("arguments") is not None:
            partial.arguments.append(_arguments_text(function["arguments"]))

    def result(self) -> ChatResult:
        calls = tuple(
            ToolCall(
                id=partial.id or f"call_{index}",
                name=partial.name,
                arguments="".join(partial.arguments) or "{}",
            )
            for index, partial in sorted(self.calls.items())
        )
        return ChatResult(
            text="".join(self.text),
            tool_calls=calls,
            finish_reason=FinishReason.from_wire(self.finish, has_tool_calls=bool(calls)),
            usage=self.usage,
            model=self.model,
        )


def parse_chunk(payload: str) -> object:
    try:
        return json.loads(payload)
    except json.JSONDecodeError as exc:
        raise LLMResponseError(f"A streamed chunk is not valid JSON: {exc}", body=payload) from exc
