"""The small callable protocol through which orchestration reaches a language model.

Runtime, compression and review depend only on :class:`ChatModel`; any object with these
methods works (the OpenAI-compatible client here, a scripted fake in tests, an adapter
around another SDK). Messages are OpenAI-style dicts; tool schemas may be bare function
schemas or ``{"type": "function", "function": …}`` wrappers.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

from hermes_memory.llm.types import ChatResult, StreamEvent

Message = Mapping[str, Any]
ToolSchema = Mapping[str, Any]


@runtime_checkable
class ChatModel(Protocol):
    """A chat-completions model: one call, a streamed call, and a plain completion."""

    @property
    def model_name(self) -> str:
        """The model identifier shown in the system prompt and stored with the session."""
        ...

    def chat(
        self,
        messages: Sequence[Message],
        *,
        tools: Sequence[ToolSchema] | None = None,
        max_tokens: int | None = None,
        temperature: float | None = None,
    ) -> ChatResult:
        """One reply to ``messages``; raises an :class:`~hermes_memory.errors.LLMError`."""
        ...

    def stream(
        self,
        messages: Sequence[Message],
        *,
        tools: Sequence[ToolSchema] | None = None,
        max_tokens: int | None = None,
        temperature: float | None = None,
    ) -> Iterator[StreamEvent]:
        """Yield :class:`TextDelta` pieces, then one :class:`ChatResult` with the whole reply."""
        ...

    def complete(
        self,
        prompt: str,
        *,
        system: str | None = None,
        max_tokens: int | None = None,
        temperature: float | None = None,
    ) -> str:
        """The reply text to one user prompt (used by compression and review)."""
        ...


def wrap_tool_schema(schema: Mapping[str, Any]) -> dict[str, Any]:
    """``{"type": "function", "function": schema}`` unless ``schema`` is wrapped already."""
    if schema.get("type") == "function" and isinstance(schema.get("function"), Mapping):
        return {"type": "function", "function": dict(schema["function"])}
    return {"type": "function", "function": dict(schema)}


def tool_name_of(schema: Mapping[str, Any]) -> str:
    """The function name of a bare or wrapped tool schema (``""`` when it has none)."""
    inner = schema.get("function") if schema.get("type") == "function" else schema
    if isinstance(inner, Mapping) and isinstance(inner.get("name"), str):
        return str(inner["name"])
    return ""
