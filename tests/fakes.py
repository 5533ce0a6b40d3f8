"""Scripted language models for tests: :class:`ScriptedModel` implements ``ChatModel``.

Give it canned replies in order; each call (chat, stream or complete) takes the next one.
A reply may be plain text, a ``ChatResult`` (see :func:`tool_call` / :func:`tool_calls`),
an exception instance to raise, a :class:`Block` that waits on an event first (to simulate
a slow model), or a callable that receives the :class:`Call` and returns any of these.
Every call is recorded (deep-copied) in ``model.calls`` for assertions.
"""

from __future__ import annotations

import copy
import itertools
import json
import threading
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Union

from hermes_memory.llm import ChatResult, FinishReason, StreamEvent, TextDelta, ToolCall, Usage

_ids = itertools.count(1)


@dataclass
class Call:
    """One request the fake received."""

    kind: str  # "chat" | "stream" | "complete"
    messages: list[dict[str, Any]]
    tools: list[dict[str, Any]] | None = None
    max_tokens: int | None = None

    @property
    def tool_names(self) -> list[str]:
        names = []
        for schema in self.tools or []:
            inner = schema.get("function", schema) if schema.get("type") == "function" else schema
            names.append(inner.get("name", ""))
        return names

    @property
    def last_user_text(self) -> str:
        for message in reversed(self.messages):
            if message.get("role") == "user":
                content = message.get("content")
                return content if isinstance(content, str) else json.dumps(content)
        return ""


@dataclass
class Block:
    """Wait until ``event`` is set (at most ``timeout`` s), then give ``then``.

    ``started`` is set when the fake begins waiting, so a test can tell the call is in flight.
    """

    event: threading.Event
    then: Reply = ""
    timeout: float = 30.0
    started: threading.Event = field(default_factory=threading.Event)


Reply = Union[str, ChatResult, BaseException, Block, Callable[[Call], "Reply"]]  # noqa: UP007


def tool_call(
    name: str, args: Mapping[str, Any] | None = None, *, id: str | None = None, text: str = ""
) -> ChatResult:
    """A reply asking for one tool call."""
    return tool_calls((name, args or {}), text=text, ids=[id] if id else None)


def tool_calls(
    *calls: tuple[str, Mapping[str, Any]], text: str = "", ids: Sequence[str] | None = None
) -> ChatResult:
    """A reply asking for several tool calls at once."""
    made = tuple(
        ToolCall(
            id=(ids[i] if ids and i < len(ids) else f"call_{next(_ids)}"),
            name=name,
            arguments=json.dumps(dict(args), ensure_ascii=False),
        )
        for i, (name, args) in enumerate(calls)
    )
    return ChatResult(text=text, tool_calls=made, finish_reason=FinishReason.TOOL_CALLS)


def _rough_usage(messages: Sequence[Mapping[str, Any]], text: str) -> Usage:
    prompt = (len(json.dumps(list(messages), ensure_ascii=False, default=str)) + 3) // 4
    completion = (len(text) + 3) // 4
    return Usage(prompt, completion, prompt + completion)


class ScriptedModel:
    """A ``ChatModel`` that replays canned replies; thread-safe.

    ``default`` is given when the script runs out (else the call fails the test with an
    ``AssertionError``). ``prompt_tokens`` overrides the reported prompt usage (a number or
    a function of the call); by default it is a rough chars/4 estimate of the messages.
    """

    def __init__(
        self,
        replies: Iterable[Reply] = (),
        *,
        model_name: str = "scripted-model",
        default: Reply | None = None,
        prompt_tokens: int | Callable[[Call], int] | None = None,
        chunk_size: int = 4,
    ) -> None:
        self._replies: deque[Reply] = deque(replies)
        self._default = default
        self._prompt_tokens = prompt_tokens
        self._chunk = max(1, chunk_size)
        self._lock = threading.Lock()
        self.model_name = model_name
        self.calls: list[Call] = []

    # --- script control ------------------------------------------------------------------

    def push(self, *replies: Reply) -> None:
        with self._lock:
            self._replies.extend(replies)

    @property
    def remaining(self) -> int:
        with self._lock:
            return len(self._replies)

    def calls_of(self, kind: str) -> list[Call]:
        return [call for call in self.calls if call.kind == kind]

    # --- resolution ----------------------------------------------------------------------

    def _next(self, call: Call) -> ChatResult:
        with self._lock:
            self.calls.append(call)
            if self._replies:
                reply: Reply = self._replies.popleft()
            elif self._default is not None:
                reply = self._default
            else:
                raise AssertionError(
                    f"ScriptedModel ran out of replies on call #{len(self.calls)} "
                    f"({call.kind}; last user text: {call.last_user_text[:80]!r})"
                )
        return self._resolve(reply, call)

    def _resolve(self, reply: Reply, call: Call) -> ChatResult:
        while True:
            if isinstance(reply, Block):
                reply.started.set()
                reply.event.wait(reply.timeout)
                reply = reply.then
            elif isinstance(reply, BaseException):
                raise reply
            elif isinstance(reply, str):
                reply = ChatResult(text=reply)
            elif isinstance(reply, ChatResult):
                return self._with_usage(reply, call)
            elif callable(reply):
                reply = reply(call)
            else:  # pragma: no cover - a broken script
                raise TypeError(f"unsupported scripted reply: {reply!r}")

    def _with_usage(self, result: ChatResult, call: Call) -> ChatResult:
        if result.usage.prompt_tokens:
            return result
        usage = _rough_usage(call.messages, result.text)
        if self._prompt_tokens is not None:
            tokens = (
                self._prompt_tokens(call) if callable(self._prompt_tokens) else self._prompt_tokens
            )
            usage = Usage(tokens, usage.completion_tokens, tokens + usage.completion_tokens)
        return ChatResult(
            text=result.text,
            tool_calls=result.tool_calls,
            finish_reason=result.finish_reason,
            usage=usage,
            model=result.model or self.model_name,
        )

    @staticmethod
    def _record(
        kind: str,
        messages: Sequence[Mapping[str, Any]],
        tools: Sequence[Mapping[str, Any]] | None,
        max_tokens: int | None,
    ) -> Call:
        return Call(
            kind=kind,
            messages=copy.deepcopy([dict(m) for m in messages]),
            tools=copy.deepcopy([dict(t) for t in tools]) if tools else None,
            max_tokens=max_tokens,
        )

    # --- the ChatModel protocol ----------------------------------------------------------

    def chat(
        self,
        messages: Sequence[Mapping[str, Any]],
        *,
        tools: Sequence[Mapping[str, Any]] | None = None,
        max_tokens: int | None = None,
        temperature: float | None = None,
    ) -> ChatResult:
        return self._next(self._record("chat", messages, tools, max_tokens))

    def stream(
        self,
        messages: Sequence[Mapping[str, Any]],
        *,
        tools: Sequence[Mapping[str, Any]] | None = None,
        max_tokens: int | None = None,
        temperature: float | None = None,
    ) -> Iterator[StreamEvent]:
        result = self._next(self._record("stream", messages, tools, max_tokens))
        for start in range(0, len(result.text), self._chunk):
            yield TextDelta(result.text[start : start + self._chunk])
        yield result

    def complete(
        self,
        prompt: str,
        *,
        system: str | None = None,
        max_tokens: int | None = None,
        temperature: float | None = None,
    ) -> str:
        messages = [{"role": "system", "content": system}] if system else []
        messages.append({"role": "user", "content": prompt})
        return self._next(self._record("complete", messages, None, max_tokens)).text
