"""How message rows travel between the session store's dicts and PostgreSQL columns.

PostgreSQL text cannot hold NUL, which state.db's ``"\\x00json:"`` content marker starts
with: the marker becomes ``content_kind = 1`` and is put back on read, so the dicts the
store returns are exactly state.db's. A plain string holding NUL is kept as JSON
(``content_kind = 2``). The CJK search column is computed here, once, at insert.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from hermes_memory.sessions.encoding import (
    JSON_FIELDS,
    JSON_MARKER,
    coerce_timestamp,
    encode_content,
    encode_json,
    now,
    tool_call_increment,
)
from hermes_memory.sessions.search.query import cjk_index_columns

PLAIN, MARKED_JSON, ESCAPED = 0, 1, 2

MESSAGE_COLUMNS = (
    "owner",
    "session_id",
    "role",
    "content",
    "content_kind",
    "tool_name",
    "tool_calls",
    "tool_call_id",
    "token_count",
    "finish_reason",
    "timestamp",
    "reasoning",
    "reasoning_content",
    *JSON_FIELDS,
    "platform_message_id",
    "observed",
)
_ROW_VALUES = f"({', '.join(['%s'] * len(MESSAGE_COLUMNS))}, array_to_tsvector(%s::text[]))"
INSERT_MESSAGE = (
    f"INSERT INTO hm_messages ({', '.join(MESSAGE_COLUMNS)}, cjk) VALUES {_ROW_VALUES} RETURNING id"
)


def insert_turn_sql(count: int) -> str:
    """One statement writing a turn: its ``count`` messages and the session's counters.

    Sent in autocommit it is its own transaction: one round trip and one WAL flush per
    turn, where BEGIN, UPDATE, INSERT and COMMIT took four. The counters' parameters
    come first, then each row's. An unknown session makes the insert fail on its foreign
    key, so nothing is written.
    """
    rows = ", ".join([_ROW_VALUES] * count)
    return (
        "WITH bump AS (UPDATE hm_sessions SET message_count = COALESCE(message_count, 0) + %s,"
        " tool_call_count = COALESCE(tool_call_count, 0) + %s WHERE owner = %s AND id = %s"
        " RETURNING 1)"
        f" INSERT INTO hm_messages ({', '.join(MESSAGE_COLUMNS)}, cjk) VALUES {rows}"
        " RETURNING id"
    )


def store_content(content: Any) -> tuple[str | None, int]:
    """(column text, content_kind) for a message's content."""
    encoded = encode_content(content)
    if encoded is None:
        return None, PLAIN
    if isinstance(encoded, bytes):
        encoded = encoded.decode("utf-8", "replace")
    text = str(encoded)
    if text.startswith(JSON_MARKER):
        text, kind = text[len(JSON_MARKER) :], MARKED_JSON
    else:
        kind = PLAIN
    if "\x00" in text:
        return json.dumps(encoded, ensure_ascii=True), ESCAPED
    return text, kind


def stored_content(text: Any, kind: Any) -> Any:
    """Inverse of :func:`store_content`: the value state.db would hold."""
    if text is None:
        return None
    if kind == MARKED_JSON:
        return JSON_MARKER + str(text)
    if kind == ESCAPED:
        return json.loads(text)
    return text


def _clean(value: Any) -> Any:
    """JSON and text columns cannot carry NUL in PostgreSQL either: escape it visibly."""
    return value.replace("\x00", "\\u0000") if isinstance(value, str) else value


def cjk_lexemes(content: str | None, tool_name: str | None, tool_calls: str | None) -> list[str]:
    """The CJK index's terms for a message: bigrams of each CJK run and single characters."""
    text = f"{content or ''} {tool_name or ''} {tool_calls or ''}"
    columns = cjk_index_columns(text)
    if columns is None:
        return []
    bi, uni = columns
    return sorted({*bi.split(), *uni.split()})


def message_params(
    owner: str, session_id: str, fields: Mapping[str, Any], stamp: float
) -> tuple[tuple[Any, ...], int]:
    """(insert parameters, tool-call increment) for one message dict."""
    tool_calls = fields.get("tool_calls")
    platform_id = fields.get("platform_message_id")
    if platform_id is None:
        platform_id = fields.get("message_id")
    content, kind = store_content(fields.get("content"))
    tool_name = _clean(fields.get("tool_name") or fields.get("name"))
    calls = _clean(encode_json(tool_calls))
    row = (
        owner,
        session_id,
        str(fields["role"]),
        content,
        kind,
        tool_name,
        calls,
        _clean(fields.get("tool_call_id")),
        fields.get("token_count"),
        _clean(fields.get("finish_reason")),
        stamp,
        _clean(fields.get("reasoning")),
        _clean(fields.get("reasoning_content")),
        *(_clean(encode_json(fields.get(key))) for key in JSON_FIELDS),
        None if platform_id is None else _clean(str(platform_id)),
        1 if fields.get("observed") else 0,
        cjk_lexemes(content if kind != ESCAPED else None, tool_name, calls),
    )
    return row, tool_call_increment(tool_calls)


def prepare_messages(
    owner: str, session_id: str, messages: list[Mapping[str, Any]]
) -> tuple[list[tuple[Any, ...]], int]:
    """Insert parameters for a turn, default timestamps strictly increasing within it."""
    rows: list[tuple[Any, ...]] = []
    calls = 0
    previous = 0.0
    for message in messages:
        if "role" not in message:
            raise ValueError("every message needs a 'role'")
        given = coerce_timestamp(message.get("timestamp"))
        stamp = given if given is not None else max(now(), previous + 1e-6)
        previous = stamp
        row, increment = message_params(owner, session_id, message, stamp)
        rows.append(row)
        calls += increment
    return rows, calls


def to_state_row(row: Mapping[str, Any]) -> dict[str, Any]:
    """A fetched ``hm_messages`` row as state.db's ``messages`` row (same keys, same values)."""
    out = {k: v for k, v in row.items() if k not in ("owner", "content_kind", "tsv", "cjk")}
    out["content"] = stored_content(row.get("content"), row.get("content_kind"))
    return out
