"""The typed records of session-level search: a stored message and a session's details.

Browse, discover, scroll and read (``browse``, ``discovery``, ``reading``) build these from
the store's rows; front-ends render them (the ``session_search`` tool as Hermes's JSON, the
CLI as text or ``--json``). No JSON and no model-facing text here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

# ``db`` below is a ``SessionDB``; it is typed Any because the store imports this package.

HIDDEN_SOURCES = ("subagent", "tool")
"""Sources that never show in browse or discovery (delegates and third-party tools)."""


@dataclass(frozen=True)
class SessionMessage:
    """One stored message: the fields every view shows, plus the whole decoded row.

    ``columns`` is the row as ``SessionDB.get_messages`` returns it (read-only), for views
    that show every column; ``content`` is decoded, ``tool_calls`` parsed.
    """

    id: int
    role: str
    content: Any
    timestamp: float | None
    tool_name: str | None
    tool_calls: Any
    tool_call_id: str | None
    columns: Mapping[str, Any]

    @classmethod
    def from_row(cls, row: Mapping[str, Any]) -> SessionMessage:
        return cls(
            id=row["id"],
            role=row["role"],
            content=row.get("content"),
            timestamp=row.get("timestamp"),
            tool_name=row.get("tool_name"),
            tool_calls=row.get("tool_calls"),
            tool_call_id=row.get("tool_call_id"),
            columns=MappingProxyType(dict(row)),
        )


@dataclass(frozen=True)
class SessionInfo:
    """A session's row: the details views show, plus the whole row in ``columns``."""

    id: str
    title: str | None
    source: str | None
    model: str | None
    started_at: float | None
    ended_at: float | None
    end_reason: str | None
    parent_session_id: str | None
    message_count: int | None
    columns: Mapping[str, Any]

    @classmethod
    def from_row(cls, row: Mapping[str, Any]) -> SessionInfo:
        return cls(
            id=row["id"],
            title=row.get("title"),
            source=row.get("source"),
            model=row.get("model"),
            started_at=row.get("started_at"),
            ended_at=row.get("ended_at"),
            end_reason=row.get("end_reason"),
            parent_session_id=row.get("parent_session_id"),
            message_count=row.get("message_count"),
            columns=MappingProxyType(dict(row)),
        )


def messages_of(rows: list[dict[str, Any]] | None) -> tuple[SessionMessage, ...]:
    return tuple(SessionMessage.from_row(r) for r in rows or [])


def lineage_root(db: Any, session_id: str, memo: dict[str, str] | None = None) -> str:
    """The top of ``session_id``'s lineage through any kind of parent (spec §8.3).

    ``memo`` caches answers for the length of one view (discovery resolves the root of up
    to 300 hits, most of them in the same few sessions). A failed walk answers the input.
    """
    if not session_id:
        return session_id
    if memo is not None and session_id in memo:
        return memo[session_id]
    root = str(db.lineage_root(session_id))
    if memo is not None:
        memo[session_id] = root
    return root


def same_lineage(db: Any, session_id: str, other_id: str | None) -> bool:
    """Whether two sessions share a lineage root (``other_id`` None: never)."""
    if not other_id:
        return False
    return lineage_root(db, session_id) == lineage_root(db, other_id)
