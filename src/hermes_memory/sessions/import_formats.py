"""What an import reads: the parsed-session model, format detection, and the JSONL format.

Parsers here only read and validate; they never touch a database. A malformed file raises
:class:`~hermes_memory.errors.ImportFormatError` naming the line or record, so the writer
(``importers.py``) can refuse the whole file before anything is written.

The JSONL format (also what ``exporters.py`` writes) is one JSON object per line:

* ``{"type": "session", "id": ..., "source": ..., "title": ..., "started_at": ...,
  "ended_at": ..., "end_reason": ..., "model": ..., "model_config": {...},
  "parent_session_id": ...}`` starts a session; every message line after it belongs to it
  (only ``id`` is required; ``model_config`` carries Hermes's branch/delegate markers).
* A message line (``"type": "message"`` optional) has ``role`` (system / user / assistant /
  tool), ``content`` (string, list of parts, or null), and optionally ``tool_calls``,
  ``tool_call_id``, ``name`` or ``tool_name``, ``timestamp`` (unix seconds or ISO 8601),
  ``reasoning``, ``finish_reason``. A ``session_id`` key sends the line to that session
  instead (a header for it is implied when none was given).
* Blank lines are ignored. Lines before any header without ``session_id`` form one session
  whose id is made from the file's content hash.
"""

from __future__ import annotations

import enum
import hashlib
import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from hermes_memory.errors import ImportFormatError

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


@dataclass
class ParsedImport:
    """Everything a file holds, plus notes about what was skipped while parsing."""

    format: ImportFormat
    sessions: list[ParsedSession]
    notes: list[str] = field(default_factory=list)

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
        return float(value)
    if isinstance(value, str):
        text = value.strip()
        try:
            return float(text)
        except ValueError:
            pass
        try:
            return datetime.fromisoformat(text).timestamp()
        except ValueError:
            raise ImportFormatError(f"{key} {value!r} is not a date", location) from None
    raise ImportFormatError(f"{key} must be a number or ISO 8601 date", location)


def optional_str(record: dict[str, Any], key: str, location: str) -> str | None:
    """``record[key]`` when it is a string (blank → None); any other type is refused."""
    value = record.get(key)
    if value is None:
        return None
    if not isinstance(value, str):
        raise ImportFormatError(f"{key} must be a string", location)
    return value if value.strip() else None


def content_hash_id(prefix: str, raw: bytes) -> str:
    """A stable session id for input that names none (same file → same id)."""
    return f"{prefix}_{hashlib.sha256(raw).hexdigest()[:12]}"


# --- detection ------------------------------------------------------------------------------

_SQLITE_MAGIC = b"SQLite format 3\x00"


def detect_format(path: Path) -> ImportFormat:
    """Guess a file's format from its first bytes and, for JSON, its first record."""
    with path.open("rb") as handle:
        head = handle.read(65536)
    if head.startswith(_SQLITE_MAGIC):
        return ImportFormat.HERMES_DB
    text = head.decode("utf-8", errors="replace").lstrip("\ufeff \t\r\n")
    if text.startswith("{"):
        return ImportFormat.JSONL
    if text.startswith("["):
        if '"mapping"' in text or '"current_node"' in text:
            return ImportFormat.CHATGPT
        if '"chat_messages"' in text or '"uuid"' in text:
            return ImportFormat.CLAUDE
        # A short head may not reach a distinguishing key: read the first record.
        try:
            data = json.loads(path.read_text(encoding="utf-8-sig"))
        except (ValueError, UnicodeDecodeError):
            data = None
        if isinstance(data, list) and data and isinstance(data[0], dict):
            if "mapping" in data[0]:
                return ImportFormat.CHATGPT
            if "chat_messages" in data[0]:
                return ImportFormat.CLAUDE
    raise ImportFormatError(
        "cannot tell the format; pass one of: " + ", ".join(f.value for f in ImportFormat),
        path.name,
    )


def load_json_document(path: Path) -> Any:
    """A whole-file JSON document, with the failing line named on a syntax error."""
    try:
        text = path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ImportFormatError(f"not UTF-8 text ({exc.reason})", path.name) from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise ImportFormatError(
            f"invalid JSON: {exc.msg} (column {exc.colno})", f"line {exc.lineno}"
        ) from None


# --- JSONL -----------------------------------------------------------------------------------


def _parse_tool_calls(value: Any, location: str) -> list[dict[str, Any]] | None:
    if value is None or value == []:
        return None
    if not isinstance(value, list) or not all(isinstance(c, dict) for c in value):
        raise ImportFormatError("tool_calls must be a list of objects", location)
    for call in value:
        function = call.get("function")
        if function is not None and not isinstance(function, dict):
            raise ImportFormatError("tool_calls[].function must be an object", location)
    return [dict(c) for c in value]


def parse_message_record(record: dict[str, Any], location: str) -> ParsedMessage:
    """An OpenAI-style message object → :class:`ParsedMessage` (validated)."""
    role = record.get("role")
    if not isinstance(role, str) or role not in ROLES:
        raise ImportFormatError(
            f"role must be one of {', '.join(sorted(ROLES))}, got {role!r}", location
        )
    content = record.get("content")
    if content is not None and not isinstance(content, str | list | dict):
        raise ImportFormatError("content must be a string, a list of parts, or null", location)
    tool_name = optional_str(record, "tool_name", location) or (
        optional_str(record, "name", location) if role == "tool" else None
    )
    return ParsedMessage(
        role=role,
        content=content,
        tool_calls=_parse_tool_calls(record.get("tool_calls"), location),
        tool_call_id=optional_str(record, "tool_call_id", location),
        tool_name=tool_name,
        timestamp=parse_timestamp(record.get("timestamp"), location, "timestamp"),
        reasoning=optional_str(record, "reasoning", location),
        finish_reason=optional_str(record, "finish_reason", location),
    )


def _session_from_header(record: dict[str, Any], location: str) -> ParsedSession:
    sid = record.get("id") or record.get("session_id")
    if not isinstance(sid, str) or not sid.strip():
        raise ImportFormatError("a session line needs a non-empty string id", location)
    return ParsedSession(
        id=sid.strip(),
        source=optional_str(record, "source", location) or "import",
        title=optional_str(record, "title", location),
        started_at=parse_timestamp(record.get("started_at"), location, "started_at"),
        ended_at=parse_timestamp(record.get("ended_at"), location, "ended_at"),
        end_reason=optional_str(record, "end_reason", location),
        model=optional_str(record, "model", location),
        parent_session_id=optional_str(record, "parent_session_id", location),
        model_config=_model_config(record.get("model_config"), location),
    )


def _model_config(value: Any, location: str) -> dict[str, Any] | None:
    """A session's model_config: an object, or JSON text of one (it carries lineage markers)."""
    if value is None or value == "":
        return None
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except json.JSONDecodeError:
            raise ImportFormatError("model_config is not valid JSON", location) from None
    if not isinstance(value, dict):
        raise ImportFormatError("model_config must be an object", location)
    return value


def parse_jsonl_lines(lines: Iterable[str], fallback_id: str) -> ParsedImport:
    """Parse JSONL text lines (1-based line numbers are used in errors)."""
    sessions: dict[str, ParsedSession] = {}
    headed: set[str] = set()
    current: ParsedSession | None = None
    for number, line in enumerate(lines, start=1):
        location = f"line {number}"
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as exc:
            raise ImportFormatError(f"invalid JSON: {exc.msg}", location) from None
        if not isinstance(record, dict):
            raise ImportFormatError("each line must be a JSON object", location)
        kind = record.get("type", "message")
        if kind == "session":
            header = _session_from_header(record, location)
            if header.id in headed:
                raise ImportFormatError(f"session {header.id!r} is declared twice", location)
            existing = sessions.get(header.id)
            if existing is not None:  # messages named it before its header: keep them
                header.messages = existing.messages
            sessions[header.id] = header
            headed.add(header.id)
            current = header
            continue
        if kind != "message":
            raise ImportFormatError(f"unknown line type {kind!r}", location)
        message = parse_message_record(record, location)
        target_id = optional_str(record, "session_id", location)
        if target_id is not None:
            target = sessions.setdefault(target_id, ParsedSession(id=target_id, source="import"))
        elif current is not None:
            target = current
        else:
            target = sessions.setdefault(
                fallback_id, ParsedSession(id=fallback_id, source="import")
            )
            current = target
        target.messages.append(message)
    if not sessions:
        raise ImportFormatError("the file holds no sessions or messages", "line 1")
    return ParsedImport(ImportFormat.JSONL, list(sessions.values()))


def parse_jsonl_file(path: Path) -> ParsedImport:
    """Read and validate a JSONL file (see the module docstring for the format)."""
    raw = path.read_bytes()
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise ImportFormatError(f"not UTF-8 text ({exc.reason})", f"line {line}") from None
    # split on "\n" only: str.splitlines would also break at U+2028 inside a JSON string
    return parse_jsonl_lines(text.split("\n"), content_hash_id("import", raw))
