"""Reads of ``messages`` (spec §5.2–5.3): rows, the OpenAI-style conversation, the rewind
picker list and the anchored windows the ``session_search`` tool scrolls with.

Everything orders by ``id`` (insertion order), never by timestamp. Recalled-memory fences
are scrubbed with ``context.fencing.sanitize_context`` when a conversation is rebuilt.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from hermes_memory.context.fencing import sanitize_context
from hermes_memory.sessions.core import StoreCore
from hermes_memory.sessions.encoding import (
    JSON_FIELDS,
    decode_content,
    decode_json,
    short_preview,
    text_of,
)
from hermes_memory.sessions.lineage import ancestor_chain
from hermes_memory.sessions.types import AnchoredView, AroundWindow

REVIEW_HARNESS_PREFIXES = (
    "Review the conversation above and update the skill library",
    "Review the conversation above and consider saving to memory",
)
"""Background-review prompts that may have been persisted; never part of a conversation."""

DEFAULT_KEEP_ROLES = ("user", "assistant")


def decode_row(row: sqlite3.Row) -> dict[str, Any]:
    """A stored row as a dict: content decoded, ``tool_calls`` parsed (bad JSON → ``[]``)."""
    message = dict(row)
    message["content"] = decode_content(message.get("content"))
    if message.get("tool_calls") is not None:
        message["tool_calls"] = decode_json(message["tool_calls"], default=[])
    return message


def _conversation_entry(row: Mapping[str, Any] | sqlite3.Row) -> dict[str, Any]:
    role = row["role"]
    content = decode_content(row["content"])
    if role in ("user", "assistant") and isinstance(content, str):
        content = sanitize_context(content).strip()
    entry: dict[str, Any] = {"role": role, "content": content}
    if row["timestamp"]:
        entry["timestamp"] = row["timestamp"]
    for key in ("tool_call_id", "tool_name"):
        if row[key]:
            entry[key] = row[key]
    if row["tool_calls"] is not None:
        entry["tool_calls"] = decode_json(row["tool_calls"], default=[])
    if row["platform_message_id"]:
        entry["message_id"] = row["platform_message_id"]
    if row["observed"]:
        entry["observed"] = True
    if role == "assistant":
        for key in ("finish_reason", "reasoning"):
            if row[key]:
                entry[key] = row[key]
        if row["reasoning_content"] is not None:
            entry["reasoning_content"] = row["reasoning_content"]
        for key in JSON_FIELDS:
            if row[key] is not None:
                entry[key] = decode_json(row[key], default=None)
    return entry


def conversation_from_rows(
    rows: Iterable[Mapping[str, Any] | sqlite3.Row], *, include_ancestors: bool
) -> list[dict[str, Any]]:
    """Stored message rows (state.db's columns and encodings, in chain then id order) as
    the conversation to resume from; shared with the PostgreSQL store so both read alike."""
    messages = [_conversation_entry(r) for r in rows]
    if include_ancestors:
        messages = _dedupe_resume_prompts(messages)
    return _drop_review_harness(messages)


def _dedupe_resume_prompts(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Drop a user message repeating the previous user message with no assistant output
    between them (a resumed session re-sends the last prompt)."""
    kept: list[dict[str, Any]] = []
    last_user: Any = None
    for message in messages:
        role = message["role"]
        if role == "assistant" and (message.get("content") or message.get("tool_calls")):
            last_user = None
        elif role == "user":
            if last_user is not None and message.get("content") == last_user:
                continue
            last_user = message.get("content")
        kept.append(message)
    return kept


def _is_harness(message: dict[str, Any]) -> bool:
    content = message.get("content")
    return (
        message["role"] in ("user", "system")
        and isinstance(content, str)
        and content.lstrip().startswith(REVIEW_HARNESS_PREFIXES)
    )


def _drop_review_harness(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    kept: list[dict[str, Any]] = []
    skip_reply = False
    for message in messages:
        if _is_harness(message):
            skip_reply = True
            continue
        if skip_reply and message["role"] == "assistant":
            skip_reply = False
            continue
        skip_reply = False
        kept.append(message)
    return kept


class MessageReadsMixin(StoreCore):
    def get_messages(self, session_id: str, include_inactive: bool = False) -> list[dict[str, Any]]:
        """The session's rows in id order (only active ones unless ``include_inactive``)."""
        where = "" if include_inactive else " AND active = 1"

        def read(conn: sqlite3.Connection) -> list[dict[str, Any]]:
            rows = conn.execute(
                f"SELECT * FROM messages WHERE session_id = ?{where} ORDER BY id", (session_id,)
            )
            return [decode_row(r) for r in rows]

        return self._read(read)

    def get_messages_as_conversation(
        self,
        session_id: str,
        include_ancestors: bool = False,
        include_inactive: bool = False,
    ) -> list[dict[str, Any]]:
        """OpenAI-style message dicts to resume from, in id order.

        User/assistant text is scrubbed of recalled-memory fences; with
        ``include_ancestors`` the parent chain (root first) is prepended and repeated resume
        prompts are dropped; persisted background-review turns are always removed.
        """
        where = "" if include_inactive else " AND active = 1"

        def read(conn: sqlite3.Connection) -> list[dict[str, Any]]:
            chain = ancestor_chain(conn, session_id) if include_ancestors else [session_id]
            rows: list[sqlite3.Row] = []
            for sid in chain:
                rows += conn.execute(
                    f"SELECT * FROM messages WHERE session_id = ?{where} ORDER BY id", (sid,)
                )
            return conversation_from_rows(rows, include_ancestors=include_ancestors)

        return self._read(read)

    def list_recent_user_messages(self, session_id: str, limit: int = 20) -> list[dict[str, Any]]:
        """Newest first: ``{id, timestamp, preview}`` of active user messages (rewind picker)."""

        def read(conn: sqlite3.Connection) -> list[dict[str, Any]]:
            rows = conn.execute(
                "SELECT id, timestamp, content FROM messages WHERE session_id = ?"
                " AND role = 'user' AND active = 1 ORDER BY id DESC LIMIT ?",
                (session_id, max(0, int(limit))),
            )
            return [
                {
                    "id": r["id"],
                    "timestamp": r["timestamp"],
                    "preview": short_preview(text_of(decode_content(r["content"]))),
                }
                for r in rows
            ]

        return self._read(read)

    def message_count(self, session_id: str | None = None) -> int:
        """Rows in ``messages`` (of one session when given), active or not."""

        def read(conn: sqlite3.Connection) -> int:
            if session_id is None:
                row = conn.execute("SELECT count(*) FROM messages").fetchone()
            else:
                row = conn.execute(
                    "SELECT count(*) FROM messages WHERE session_id = ?", (session_id,)
                ).fetchone()
            return int(row[0])

        return self._read(read)

    def get_messages_around(
        self, session_id: str, around_message_id: int, window: int = 5
    ) -> AroundWindow:
        """Up to ``window`` rows either side of the anchor, same session, any active state.

        ``messages_before``/``messages_after`` below ``window`` mean the session edge was
        reached. An anchor not in this session gives an empty window.
        """
        window = max(0, int(window))
        anchor = int(around_message_id)

        def read(conn: sqlite3.Connection) -> AroundWindow:
            found = conn.execute(
                "SELECT * FROM messages WHERE id = ? AND session_id = ?", (anchor, session_id)
            ).fetchone()
            if found is None:
                return AroundWindow(window=[], messages_before=0, messages_after=0)
            before = conn.execute(
                "SELECT * FROM messages WHERE session_id = ? AND id < ? ORDER BY id DESC LIMIT ?",
                (session_id, anchor, window),
            ).fetchall()
            after = conn.execute(
                "SELECT * FROM messages WHERE session_id = ? AND id > ? ORDER BY id LIMIT ?",
                (session_id, anchor, window),
            ).fetchall()
            rows = [*reversed(before), found, *after]
            return AroundWindow(
                window=[decode_row(r) for r in rows],
                messages_before=len(before),
                messages_after=len(after),
            )

        return self._read(read)

    def get_anchored_view(
        self,
        session_id: str,
        around_message_id: int,
        window: int = 5,
        bookend: int = 3,
        keep_roles: Sequence[str] | None = DEFAULT_KEEP_ROLES,
    ) -> AnchoredView:
        """The window around an anchor plus the session's first and last few turns.

        The window is filtered to ``keep_roles`` (the anchor is always kept); bookends are
        non-empty ``keep_roles`` rows strictly outside the unfiltered window, so they never
        repeat window rows and are empty when the window touches the session edge.
        """
        around = self.get_messages_around(session_id, around_message_id, window)
        rows = around["window"]
        if not rows:
            return AnchoredView(
                bookend_start=[], window=[], bookend_end=[], messages_before=0, messages_after=0
            )
        anchor = int(around_message_id)
        roles = None if keep_roles is None else tuple(keep_roles)
        kept = [r for r in rows if roles is None or r["role"] in roles or r["id"] == anchor]
        first_id, last_id = rows[0]["id"], rows[-1]["id"]
        count = max(0, int(bookend))
        role_sql = ""
        role_params: tuple[str, ...] = ()
        if roles is not None:
            role_sql = f" AND role IN ({', '.join('?' * len(roles))})"
            role_params = roles
        filters = f" AND length(content) > 0{role_sql}"

        def read(conn: sqlite3.Connection) -> tuple[list[sqlite3.Row], list[sqlite3.Row]]:
            start = conn.execute(
                f"SELECT * FROM messages WHERE session_id = ? AND id < ?{filters}"
                " ORDER BY id LIMIT ?",
                (session_id, first_id, *role_params, count),
            ).fetchall()
            end = conn.execute(
                f"SELECT * FROM messages WHERE session_id = ? AND id > ?{filters}"
                " ORDER BY id DESC LIMIT ?",
                (session_id, last_id, *role_params, count),
            ).fetchall()
            return start, end

        start, end = self._read(read) if count else ([], [])
        return AnchoredView(
            bookend_start=[decode_row(r) for r in start],
            window=kept,
            bookend_end=[decode_row(r) for r in reversed(end)],
            messages_before=around["messages_before"],
            messages_after=around["messages_after"],
        )
