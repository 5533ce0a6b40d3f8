"""How message fields are stored and read back: content, JSON columns, timestamps, previews.

List/dict content is stored as the NUL-prefixed marker ``"\\x00json:"`` followed by JSON
(Hermes's format); plain values are stored as they are. JSON is written with real Unicode
characters (not ``\\uXXXX`` escapes) so CJK text inside tool calls and multimodal parts is
searchable; Hermes reads either form. Pure functions, no I/O.
"""

from __future__ import annotations

import datetime as _dt
import json
import re
import time
from collections.abc import Mapping
from typing import Any

JSON_MARKER = "\x00json:"
MULTIMODAL_PLACEHOLDER = "[multimodal content]"

JSON_FIELDS = ("reasoning_details", "codex_reasoning_items", "codex_message_items")
"""Assistant-side columns holding JSON (besides ``tool_calls``)."""

MESSAGE_EXTRA_FIELDS = frozenset(
    {
        "reasoning",
        "reasoning_content",
        *JSON_FIELDS,
        "platform_message_id",
        "observed",
    }
)
"""Keyword arguments ``append_message`` accepts beyond its named parameters."""

_WHITESPACE = re.compile(r"\s+")


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def encode_content(content: Any) -> Any:
    """The value stored in ``messages.content``."""
    if content is None or isinstance(content, str | bytes | int | float):
        return content
    if isinstance(content, list | dict):
        return JSON_MARKER + dumps(content)
    return str(content)


def decode_content(stored: Any) -> Any:
    """Inverse of :func:`encode_content`; undecodable marker text is returned raw."""
    if isinstance(stored, str) and stored.startswith(JSON_MARKER):
        try:
            return json.loads(stored[len(JSON_MARKER) :])
        except ValueError:
            return stored
    return stored


def encode_json(value: Any) -> str | None:
    """A JSON column: truthy values are encoded, falsy ones stored as NULL.

    A string is taken as JSON already encoded (importers pass stored rows through).
    """
    if not value:
        return None
    if isinstance(value, str):
        return value
    return dumps(value)


def decode_json(stored: Any, default: Any = None) -> Any:
    if stored is None or stored == "":
        return default
    try:
        return json.loads(stored)
    except (TypeError, ValueError):
        return default


def tool_call_increment(tool_calls: Any) -> int:
    """How much a row adds to ``sessions.tool_call_count`` (Hermes's rule)."""
    if tool_calls is None:
        return 0
    if isinstance(tool_calls, str):
        parsed = decode_json(tool_calls, default=None)
        return len(parsed) if isinstance(parsed, list) else 1
    return len(tool_calls) if isinstance(tool_calls, list) else 1


def coerce_timestamp(value: Any) -> float | None:
    """An explicit timestamp (number, numeric string or datetime) as unix seconds."""
    if value is None:
        return None
    if isinstance(value, _dt.datetime):
        return value.timestamp()
    if isinstance(value, bool):
        raise TypeError("timestamp must be a number or a datetime")
    return float(value)


def now() -> float:
    return time.time()


def text_of(content: Any) -> str:
    """Readable text of decoded content: multimodal lists become their joined text parts."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = [
            str(part.get("text", ""))
            for part in content
            if isinstance(part, Mapping) and part.get("type") in ("text", "input_text")
        ]
        parts = [p for p in parts if p]
        return " ".join(parts) if parts else MULTIMODAL_PLACEHOLDER
    if isinstance(content, dict):
        text = content.get("text")
        return str(text) if text else MULTIMODAL_PLACEHOLDER
    if isinstance(content, bytes):
        return content.decode("utf-8", errors="replace")
    return str(content)


def collapse(text: str) -> str:
    return _WHITESPACE.sub(" ", text).strip()


def short_preview(text: str, limit: int = 80) -> str:
    """Whitespace collapsed; longer than ``limit`` → first ``limit - 3`` chars + ``...``."""
    text = collapse(text)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def listing_preview(raw: str | None) -> str:
    """The rich-list preview rule of spec §5.4 applied to the first user message."""
    if not raw:
        return ""
    if raw.startswith(JSON_MARKER):
        raw = text_of(decode_content(raw))
    text = raw.replace("\n", " ").replace("\r", " ")[:63].strip()
    return text[:60] + "..." if len(text) > 60 else text
