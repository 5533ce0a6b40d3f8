"""The JSONL import format (also what ``export.py`` writes): one JSON object per line.

* ``{"type": "session", "id": ..., "source": ..., "title": ..., "started_at": ...,
  "ended_at": ..., "end_reason": ..., "model": ..., "model_config": {...},
  "parent_session_id": ...}`` starts a session; every message line after it belongs to it
  (``model_config`` carries Hermes's branch/delegate markers). A header without ``id`` gets
  one derived from its content (reported).
* A message line (``"type": "message"`` optional) has ``role`` (system / user / assistant /
  tool), ``content`` (string, list of parts, or null), and optionally ``tool_calls``,
  ``tool_call_id``, ``name`` or ``tool_name``, ``timestamp`` (unix seconds or ISO 8601),
  ``reasoning``, ``finish_reason``. A ``session_id`` key sends the line to that session
  instead (a header for it is implied when none was given).
* Blank lines are ignored. Lines before any header without ``session_id`` form one session
  whose id is made from the file's content hash.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from hermes_memory.errors import ImportFormatError
from hermes_memory.sessions.transfer.formats import (
    ROLES,
    ImportFormat,
    ParsedImport,
    ParsedMessage,
    ParsedSession,
    content_hash_id,
    optional_str,
    parse_timestamp,
    shown,
)
from hermes_memory.sessions.transfer.ids import derived_id
from hermes_memory.sessions.transfer.notices import DerivedId

TOO_DEEP = "JSON nested too deeply to read"


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
            f"role must be one of {', '.join(sorted(ROLES))}, got {shown(role)}", location
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


def _session_from_header(record: dict[str, Any], location: str) -> tuple[ParsedSession, bool]:
    """The session a header line starts, and whether it named no id (one is derived later)."""
    sid = record.get("id") or record.get("session_id")
    if sid is not None and not isinstance(sid, str):
        raise ImportFormatError("a session id must be a string", location)
    anonymous = sid is None or not sid.strip()
    session = ParsedSession(
        # a placeholder no real id can equal (NUL is replaced in real ids before writing)
        id=f"\x00{location}" if anonymous else str(sid).strip(),
        source=optional_str(record, "source", location) or "import",
        title=optional_str(record, "title", location),
        started_at=parse_timestamp(record.get("started_at"), location, "started_at"),
        ended_at=parse_timestamp(record.get("ended_at"), location, "ended_at"),
        end_reason=optional_str(record, "end_reason", location),
        model=optional_str(record, "model", location),
        parent_session_id=optional_str(record, "parent_session_id", location),
        model_config=_model_config(record.get("model_config"), location),
        record=location,
    )
    return session, anonymous


def _model_config(value: Any, location: str) -> dict[str, Any] | None:
    """A session's model_config: an object, or JSON text of one (it carries lineage markers)."""
    if value is None or value == "":
        return None
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except (ValueError, RecursionError):
            raise ImportFormatError("model_config is not readable JSON", location) from None
    if not isinstance(value, dict):
        raise ImportFormatError("model_config must be an object", location)
    return value


def _read_line(line: str, location: str) -> dict[str, Any]:
    try:
        record = json.loads(line)
    except json.JSONDecodeError as exc:
        raise ImportFormatError(f"invalid JSON: {exc.msg}", location) from None
    except RecursionError:
        raise ImportFormatError(f"{TOO_DEEP}; refused", location) from None
    except ValueError:  # an integer of more digits than Python reads
        raise ImportFormatError("a number too long to read; refused", location) from None
    if not isinstance(record, dict):
        raise ImportFormatError("each line must be a JSON object", location)
    return record


def parse_jsonl_lines(lines: Iterable[str], fallback_id: str) -> ParsedImport:
    """Parse JSONL text lines (1-based line numbers are used in errors)."""
    sessions: dict[str, ParsedSession] = {}
    headed: set[str] = set()
    anonymous: list[ParsedSession] = []
    current: ParsedSession | None = None
    for number, line in enumerate(lines, start=1):
        location = f"line {number}"
        if not line.strip():
            continue
        record = _read_line(line, location)
        kind = record.get("type", "message")
        if kind == "session":
            header, nameless = _session_from_header(record, location)
            if nameless:
                anonymous.append(header)
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
            raise ImportFormatError(f"unknown line type {shown(kind)}", location)
        message = parse_message_record(record, location)
        target_id = optional_str(record, "session_id", location)
        if target_id is not None:
            target = sessions.setdefault(
                target_id, ParsedSession(id=target_id, source="import", record=location)
            )
        elif current is not None:
            target = current
        else:
            target = sessions.setdefault(
                fallback_id, ParsedSession(id=fallback_id, source="import", record=location)
            )
            current = target
        target.messages.append(message)
    if not sessions:
        raise ImportFormatError("the file holds no sessions or messages", "line 1")
    parsed = ParsedImport(ImportFormat.JSONL, list(sessions.values()))
    for session in anonymous:  # now that its messages are known, its id can be derived
        session.id = derived_id("import", session)
        parsed.file_notices.append(DerivedId(session.record, session.id, session.title))
    return parsed


def parse_jsonl_bytes(raw: bytes) -> ParsedImport:
    """Decode and parse JSONL bytes (a bad byte is reported with its line number)."""
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise ImportFormatError(f"not UTF-8 text ({exc.reason})", f"line {line}") from None
    # split on "\n" only: str.splitlines would also break at U+2028 inside a JSON string
    return parse_jsonl_lines(text.split("\n"), content_hash_id("import", raw))


def parse_jsonl_file(path: Path) -> ParsedImport:
    """Read and validate a JSONL file (see the module docstring for the format)."""
    return parse_jsonl_bytes(path.read_bytes())
