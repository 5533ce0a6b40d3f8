"""What an import reads, as data: the parsed-session model and the shared value checks.

Every parser (``jsonl``, ``chat_exports``, ``hermes_db``) produces a
:class:`ParsedImport`; none of them touches a database. A malformed file raises
:class:`~hermes_memory.errors.ImportFormatError` naming the line or record, so the writer
(``importer.py``) can refuse the whole file before anything is written.
"""

from __future__ import annotations

import enum
import hashlib
import math
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from hermes_memory.errors import ImportFormatError
from hermes_memory.sessions.transfer.notices import FileNotice, SessionNotice

ROLES = frozenset({"system", "user", "assistant", "tool"})


class ImportFormat(enum.StrEnum):
    """The file formats the importer reads."""

    JSONL = "jsonl"
    CHATGPT = "chatgpt"
    CLAUDE = "claude"
    HERMES_DB = "hermes-db"


@dataclass
class ParsedMessage:
    """One message ready to be written (content is text, a list of parts, or None)."""

    role: str
    content: Any = None
    tool_calls: list[dict[str, Any]] | None = None
    tool_call_id: str | None = None
    tool_name: str | None = None
    timestamp: float | None = None
    reasoning: str | None = None
    finish_reason: str | None = None
    row: dict[str, Any] | None = None
    """The source row, whole, when importing another state.db (ids and columns kept)."""


@dataclass
class ParsedSession:
    """One session ready to be written, with its messages in order."""

    id: str
    source: str
    title: str | None = None
    started_at: float | None = None
    ended_at: float | None = None
    end_reason: str | None = None
    model: str | None = None
    parent_session_id: str | None = None
    model_config: dict[str, Any] | None = None
    messages: list[ParsedMessage] = field(default_factory=list)
    row: dict[str, Any] | None = None
    """The source row, whole, when importing another state.db."""
    record: str = ""
    """Where the file holds it (``"conversation 3"``, ``"line 12"``), for notices."""
    notices: list[SessionNotice] = field(default_factory=list)
    """What was changed to store it (reported only when it is stored)."""


@dataclass
class ParsedImport:
    """Everything a file holds, plus notes about what was skipped while parsing."""

    format: ImportFormat
    sessions: list[ParsedSession]
    notes: list[str] = field(default_factory=list)
    file_notices: list[FileNotice] = field(default_factory=list)
    """Derived and duplicate ids: about the file's records, reported whatever is stored."""
    archive_members: list[str] = field(default_factory=list)
    """The zip members that were read, when the file was an export archive."""

    @property
    def message_count(self) -> int:
        return sum(len(s.messages) for s in self.sessions)


# --- shared value checks -------------------------------------------------------------------


def parse_timestamp(value: Any, location: str, key: str) -> float | None:
    """Unix seconds from a number, a numeric string or an ISO 8601 string (None passes)."""
    if value is None or value == "":
        return None
    if isinstance(value, bool):
        raise ImportFormatError(f"{key} must be a number or ISO 8601 date, not a boolean", location)
    if isinstance(value, int | float):
        try:
            return float(value)
        except OverflowError:  # an integer past a float's range: the repair pass reports it
            return math.inf if value > 0 else -math.inf
    if isinstance(value, str):
        text = value.strip()
        try:
            return float(text)
        except ValueError:
            pass
        try:
            moment = datetime.fromisoformat(text)
        except ValueError:
            raise ImportFormatError(f"{key} {value!r} is not a date", location) from None
        try:
            return moment.timestamp()
        except (OverflowError, OSError, ValueError):  # a date the platform cannot convert (year 1)
            return -math.inf
    raise ImportFormatError(f"{key} must be a number or ISO 8601 date", location)


def optional_str(record: dict[str, Any], key: str, location: str) -> str | None:
    """``record[key]`` when it is a string (blank → None); any other type is refused."""
    value = record.get(key)
    if value is None:
        return None
    if not isinstance(value, str):
        raise ImportFormatError(f"{key} must be a string", location)
    return value if value.strip() else None


def shown(value: Any, limit: int = 60) -> str:
    """A short repr for an error message that never walks into a (maybe very deep) container."""
    if value is None or isinstance(value, str | int | float | bool):
        text = repr(value)
        return text if len(text) <= limit else text[:limit] + "…"
    return f"a {type(value).__name__}"


def content_hash_id(prefix: str, raw: bytes) -> str:
    """A stable session id for input that names none (same file → same id)."""
    return f"{prefix}_{hashlib.sha256(raw).hexdigest()[:12]}"
