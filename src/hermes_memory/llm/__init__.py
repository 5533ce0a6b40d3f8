"""The language-model boundary of orchestration: a small protocol and one HTTP client.

:class:`ChatModel` is all that runtime, compression and review need; the typed values it
returns live in :mod:`.types`. :class:`OpenAICompatibleModel` implements it over any
OpenAI-compatible endpoint (``httpx``, imported only when a request is made).
"""

from __future__ import annotations

from hermes_memory.llm.openai_compat import OpenAICompatibleModel
from hermes_memory.llm.protocol import ChatModel, tool_name_of, wrap_tool_schema
from hermes_memory.llm.settings import LLMSettings, is_local_endpoint, resolve_settings
from hermes_memory.llm.types import (
    ChatResult,
    FinishReason,
    StreamEvent,
    TextDelta,
    ToolCall,
    Usage,
    text_of,
)

__all__ = [
    "ChatModel",
    "ChatResult",
    "FinishReason",
    "LLMSettings",
    "OpenAICompatibleModel",
    "StreamEvent",
    "TextDelta",
    "ToolCall",
    "Usage",
    "is_local_endpoint",
    "resolve_settings",
    "text_of",
    "tool_name_of",
    "wrap_tool_schema",
]
