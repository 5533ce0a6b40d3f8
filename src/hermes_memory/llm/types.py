"""The typed values that cross the language-model boundary: replies, tool calls, usage.

Owns only plain data: what a chat call returns (:class:`ChatResult`), the pieces a stream
yields (:class:`TextDelta`, then the final result), and the conversion to the OpenAI
message shape the rest of the library stores. No I/O and no client code live here.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any


class FinishReason(StrEnum):
    """Why the model stopped; wire values the enum does not know become ``OTHER``."""

    STOP = "stop"
    TOOL_CALLS = "tool_calls"
    LENGTH = "length"
    CONTENT_FILTER = "content_filter"
    OTHER = "other"

    @classmethod
    def from_wire(cls, value: object, *, has_tool_calls: bool = False) -> FinishReason:
        """Map a wire ``finish_reason``; a missing one is inferred from the reply."""
        if isinstance(value, str) and value:
            if value == "function_call":  # the pre-tools OpenAI name of the same thing
                return cls.TOOL_CALLS
            try:
                return cls(value)
            except ValueError:
                return cls.OTHER
        return cls.TOOL_CALLS if has_tool_calls else cls.STOP


@dataclass(frozen=True)
class ToolCall:
    """One function call the model asked for; ``arguments`` is the raw JSON text."""

    id: str
    name: str
    arguments: str = "{}"

    def parsed_arguments(self) -> dict[str, Any]:
        """The arguments as a dict; ``{}`` for blank text, ``ValueError`` for junk."""
        text = self.arguments.strip()
        if not text:
            return {}
        value = json.loads(text)
        if not isinstance(value, dict):
            raise ValueError(f"tool arguments must be a JSON object, got {type(value).__name__}")
        return value

    def to_openai(self) -> dict[str, Any]:
        """The ``tool_calls`` item of an assistant message."""
        return {
            "id": self.id,
            "type": "function",
            "function": {"name": self.name, "arguments": self.arguments},
        }


@dataclass(frozen=True)
class Usage:
    """Token counts the endpoint reported (zeros when it reported none)."""

    prompt_tokens: int = 0
    completion_tokens: int = 0
    total_tokens: int = 0

    @classmethod
    def from_wire(cls, value: object) -> Usage:
        if not isinstance(value, dict):
            return cls()

        def _int(key: str) -> int:
            raw = value.get(key)
            return raw if isinstance(raw, int) and not isinstance(raw, bool) else 0

        prompt, completion = _int("prompt_tokens"), _int("completion_tokens")
        return cls(prompt, completion, _int("total_tokens") or prompt + completion)


@dataclass(frozen=True)
class ChatResult:
    """A whole model reply: text, tool calls, why it stopped, and usage."""

    text: str = ""
    tool_calls: tuple[ToolCall, ...] = ()
    finish_reason: FinishReason = FinishReason.STOP
    usage: Usage = field(default_factory=Usage)
    model: str = ""

    def to_message(self) -> dict[str, Any]:
        """The assistant message to append to the conversation (OpenAI shape)."""
        message: dict[str, Any] = {"role": "assistant", "content": self.text}
        if self.tool_calls:
            message["tool_calls"] = [call.to_openai() for call in self.tool_calls]
        return message


@dataclass(frozen=True)
class TextDelta:
    """A piece of reply text, in the order the endpoint streamed it."""

    text: str


StreamEvent = TextDelta | ChatResult
"""What :meth:`ChatModel.stream` yields: text deltas, then exactly one final result."""


def text_of(content: object) -> str:
    """Plain text of a message ``content`` (a string, ``None`` or a list of parts)."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = []
        for part in content:
            if isinstance(part, dict) and isinstance(part.get("text"), str):
                parts.append(part["text"])
            elif isinstance(part, str):
                parts.append(part)
        return "\n".join(parts)
    return str(content)
