"""Writes of ``messages`` rows (spec §4, message half): append, turn append, replace, compact,
rewind and restore, each in one transaction with the session counters kept in step.

An unknown session id raises ``SessionNotFoundError`` (Hermes lets the foreign key fail with
``sqlite3.IntegrityError``; ours names the session). Rows land in the FTS indexes through
the database's own triggers, whatever layout the file has.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Mapping
from typing import Any

from hermes_memory.errors import RewindTargetError, SessionNotFoundError
from hermes_memory.sessions.core import StoreCore, require_session
from hermes_memory.sessions.encoding import (
    JSON_FIELDS,
    MESSAGE_EXTRA_FIELDS,
    coerce_timestamp,
    decode_content,
    encode_content,
    encode_json,
    now,
    tool_call_increment,
)
from hermes_memory.sessions.types import RewindResult

_COLUMNS = (
    "session_id",
    "role",
    "content",
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
_INSERT = f"INSERT INTO messages ({', '.join(_COLUMNS)}) VALUES ({', '.join('?' * len(_COLUMNS))})"
_REASONING_KEYS = ("reasoning", "reasoning_content", *JSON_FIELDS)


def _row(
    session_id: str, fields: Mapping[str, Any], timestamp: float
) -> tuple[tuple[Any, ...], int]:
    """(insert parameters, tool-call increment) for one message."""
    tool_calls = fields.get("tool_calls")
    platform_id = fields.get("platform_message_id")
    if platform_id is None:
        platform_id = fields.get("message_id")
    row = (
        session_id,
        str(fields["role"]),
        encode_content(fields.get("content")),
        fields.get("tool_name") or fields.get("name"),
        encode_json(tool_calls),
        fields.get("tool_call_id"),
        fields.get("token_count"),
        fields.get("finish_reason"),
        timestamp,
        fields.get("reasoning"),
        fields.get("reasoning_content"),
        *(encode_json(fields.get(key)) for key in JSON_FIELDS),
        None if platform_id is None else str(platform_id),
        1 if fields.get("observed") else 0,
    )
    return row, tool_call_increment(tool_calls)


def prepare_rows(
    session_id: str,
    messages: Iterable[Mapping[str, Any]],
    *,
    assistant_reasoning_only: bool = False,
) -> tuple[list[tuple[Any, ...]], int]:
    """Insert parameters for dict messages, with strictly increasing default timestamps.

    Returns (rows, tool-call increment). Pure: built before the write transaction opens.
    """
    rows: list[tuple[Any, ...]] = []
    tool_calls = 0
    previous = 0.0
    for message in messages:
        if "role" not in message:
            raise ValueError("every message needs a 'role'")
        fields: Mapping[str, Any] = message
        if assistant_reasoning_only and message.get("role") != "assistant":
            fields = {k: v for k, v in message.items() if k not in _REASONING_KEYS}
        given = coerce_timestamp(fields.get("timestamp"))
        stamp = given if given is not None else max(now(), previous + 1e-6)
        previous = stamp
        row, increment = _row(session_id, fields, stamp)
        rows.append(row)
        tool_calls += increment
    return rows, tool_calls


def insert_rows(conn: sqlite3.Connection, rows: list[tuple[Any, ...]]) -> list[int]:
    """Insert prepared rows in one statement; returns their ids, in order.

    Inside one write transaction ``AUTOINCREMENT`` hands out consecutive ids (nothing else
    inserts into ``messages`` meanwhile; triggers write other tables), so the ids are the
    ``len(rows)`` ending at the last one.
    """
    if not rows:
        return []
    conn.executemany(_INSERT, rows)
    last = int(conn.execute("SELECT last_insert_rowid()").fetchone()[0])
    return list(range(last - len(rows) + 1, last + 1))


def insert_messages(
    conn: sqlite3.Connection,
    session_id: str,
    messages: Iterable[Mapping[str, Any]],
    *,
    assistant_reasoning_only: bool = False,
) -> tuple[list[int], int]:
    """Insert dict messages (see :func:`prepare_rows`); returns (new ids, tool-call increment).

    Counters are the caller's business.
    """
    rows, tool_calls = prepare_rows(
        session_id, messages, assistant_reasoning_only=assistant_reasoning_only
    )
    return insert_rows(conn, rows), tool_calls


def _bump_counters(conn: sqlite3.Connection, session_id: str, messages: int, calls: int) -> None:
    """Grow the session's counters; raises ``SessionNotFoundError`` when it does not exist.

    Run before the inserts: the row count of this one statement is the existence check.
    """
    changed = conn.execute(
        "UPDATE sessions SET message_count = COALESCE(message_count, 0) + ?,"
        " tool_call_count = COALESCE(tool_call_count, 0) + ? WHERE id = ?",
        (messages, calls, session_id),
    ).rowcount
    if changed == 0:
        raise SessionNotFoundError(f"no session with id {session_id!r}")


def _set_counters(conn: sqlite3.Connection, session_id: str, messages: int, calls: int) -> None:
    conn.execute(
        "UPDATE sessions SET message_count = ?, tool_call_count = ? WHERE id = ?",
        (messages, calls, session_id),
    )


class MessageWritesMixin(StoreCore):
    def append_message(
        self,
        session_id: str,
        role: str,
        content: Any = None,
        tool_name: str | None = None,
        tool_calls: Any = None,
        tool_call_id: str | None = None,
        token_count: int | None = None,
        finish_reason: str | None = None,
        timestamp: Any = None,
        **more: Any,
    ) -> int:
        """Append one message and return its id (durable when this returns).

        ``more``: ``reasoning, reasoning_content, reasoning_details, codex_reasoning_items,
        codex_message_items, platform_message_id, observed``. List/dict content is stored
        with the ``"\\x00json:"`` marker. ``message_count`` grows by one; ``tool_call_count``
        by the number of tool calls (tool-result rows add nothing).
        """
        unknown = set(more) - MESSAGE_EXTRA_FIELDS
        if unknown:
            raise TypeError(f"append_message() got unexpected arguments: {sorted(unknown)}")
        stamp = coerce_timestamp(timestamp)
        fields = {
            "role": role,
            "content": content,
            "tool_name": tool_name,
            "tool_calls": tool_calls,
            "tool_call_id": tool_call_id,
            "token_count": token_count,
            "finish_reason": finish_reason,
            **more,
        }

        row, calls = _row(session_id, fields, stamp if stamp is not None else now())

        def write(conn: sqlite3.Connection) -> int:
            _bump_counters(conn, session_id, 1, calls)
            return int(conn.execute(_INSERT, row).lastrowid or 0)

        return self._write(write)

    def append_messages(self, session_id: str, messages: Iterable[Mapping[str, Any]]) -> list[int]:
        """Append a whole turn in one transaction; returns the new ids, in order.

        Each message is a dict with the keys of :meth:`append_message` (``name`` is accepted
        for ``tool_name``, ``message_id`` for ``platform_message_id``). Concurrent callers
        sharing this ``SessionDB`` are group-committed; each call returns once its rows are
        durable. Missing timestamps are now, kept strictly increasing within the turn.
        """
        rows, calls = prepare_rows(session_id, messages)

        def write(conn: sqlite3.Connection) -> list[int]:
            _bump_counters(conn, session_id, len(rows), calls)
            return insert_rows(conn, rows)

        return self._write(write, rows=max(1, len(rows)))

    def replace_messages(
        self,
        session_id: str,
        messages: Iterable[Mapping[str, Any]],
        active_only: bool = False,
    ) -> int:
        """Replace the session's rows (only its active rows with ``active_only``) by
        ``messages``; counters are set to what was inserted. Returns that count."""
        batch = [dict(m) for m in messages]

        def write(conn: sqlite3.Connection) -> int:
            require_session(conn, session_id)
            where = " AND active = 1" if active_only else ""
            conn.execute(f"DELETE FROM messages WHERE session_id = ?{where}", (session_id,))
            ids, calls = insert_messages(conn, session_id, batch, assistant_reasoning_only=True)
            _set_counters(conn, session_id, len(ids), calls)
            return len(ids)

        return self._write(write, rows=max(1, len(batch)))

    def archive_and_compact(
        self, session_id: str, compacted_messages: Iterable[Mapping[str, Any]]
    ) -> int:
        """In-place compaction: archive the active rows (``active=0, compacted=1``, still
        searchable) and insert the compacted list as the new active rows. Returns their
        count."""
        batch = [dict(m) for m in compacted_messages]

        def write(conn: sqlite3.Connection) -> int:
            require_session(conn, session_id)
            conn.execute(
                "UPDATE messages SET active = 0, compacted = 1 WHERE session_id = ? AND active = 1",
                (session_id,),
            )
            ids, calls = insert_messages(conn, session_id, batch, assistant_reasoning_only=True)
            _set_counters(conn, session_id, len(ids), calls)
            return len(ids)

        return self._write(write, rows=max(1, len(batch)))

    def rewind_to_message(self, session_id: str, target_id: int) -> RewindResult:
        """Soft-delete the user message ``target_id`` and every active row after it.

        ``rewind_count`` grows even when nothing changed; ``message_count`` is not lowered.
        Raises ``RewindTargetError`` (a ``ValueError``) when the target is not a user
        message of this session.
        """

        def write(conn: sqlite3.Connection) -> RewindResult:
            target = conn.execute(
                "SELECT id, role, content, timestamp FROM messages WHERE id = ? AND session_id = ?",
                (int(target_id), session_id),
            ).fetchone()
            if target is None:
                raise RewindTargetError(f"message {target_id} is not in session {session_id}")
            if target["role"] != "user":
                raise RewindTargetError(
                    f"message {target_id} is a {target['role']} message, not a user message"
                )
            changed = conn.execute(
                "UPDATE messages SET active = 0 WHERE session_id = ? AND id >= ? AND active = 1",
                (session_id, int(target_id)),
            ).rowcount
            conn.execute(
                "UPDATE sessions SET rewind_count = COALESCE(rewind_count, 0) + 1 WHERE id = ?",
                (session_id,),
            )
            head = conn.execute(
                "SELECT MAX(id) FROM messages WHERE session_id = ? AND id < ? AND active = 1",
                (session_id, int(target_id)),
            ).fetchone()[0]
            message = dict(target)
            message["content"] = decode_content(message["content"])
            return RewindResult(
                rewound_count=changed,
                target_message=message,
                new_head_id=None if head is None else int(head),
            )

        return self._write(write)

    def restore_rewound(self, session_id: str, since_id: int) -> int:
        """Undo a rewind: rows soft-deleted from ``since_id`` on become active again.

        Archived (compacted) rows stay archived. Returns how many rows came back.
        """

        def write(conn: sqlite3.Connection) -> int:
            return conn.execute(
                "UPDATE messages SET active = 1 WHERE session_id = ? AND id >= ?"
                " AND active = 0 AND compacted = 0",
                (session_id, int(since_id)),
            ).rowcount

        return self._write(write)

    def clear_messages(self, session_id: str) -> int:
        """Delete every message of the session and zero its counters; returns the count."""

        def write(conn: sqlite3.Connection) -> int:
            count = conn.execute(
                "DELETE FROM messages WHERE session_id = ?", (session_id,)
            ).rowcount
            _set_counters(conn, session_id, 0, 0)
            return count

        return self._write(write)
