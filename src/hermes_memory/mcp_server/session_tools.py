"""Handlers of ``record_turn``, ``start_session`` and ``end_session`` over the service.

Recording a turn writes its rows in one durable transaction, then hands the turn to the
memory providers the way an agent loop would (turn start, sync, next-turn prefetch). Ending a
session records the reason and lets providers extract from the whole conversation.
"""

from __future__ import annotations

import logging
import sqlite3
from typing import Any, Protocol

from hermes_memory.curated.store import MemoryStore
from hermes_memory.errors import TitleError
from hermes_memory.mcp_server.schemas import END_SESSION, RECORD_TURN, SOURCE_TAG, START_SESSION
from hermes_memory.mcp_server.turns import (
    IDLE_REASON,
    RESUMED_OTHER_REASON,
    ClientSessions,
    Resolution,
    ToolArgumentError,
    new_session_id,
    optional_text,
    turn_messages,
)
from hermes_memory.providers.base import is_trivial_prompt
from hermes_memory.providers.manager import MemoryManager
from hermes_memory.sessions import EndReason, SessionDB
from hermes_memory.tools.result import to_json, tool_error


class SessionToolHost(Protocol):
    """What these tools use of the MCP server's ``service.MemoryService``: a protocol, so
    this module does not import the service that imports it."""

    db: SessionDB
    manager: MemoryManager
    sessions: ClientSessions
    store: MemoryStore


logger = logging.getLogger("hermes_memory.mcp_server")

END_TOOL_REASON = EndReason.USER_EXIT
SHUTDOWN_REASON = EndReason.AGENT_CLOSE
_REASONS = {IDLE_REASON: EndReason.IDLE, RESUMED_OTHER_REASON: EndReason.RESUMED_OTHER}


def dispatch(
    service: SessionToolHost,
    name: str,
    args: dict[str, Any],
    connection_key: str,
    client_name: str | None,
) -> str:
    if name == RECORD_TURN:
        return record_turn(service, args, connection_key, client_name)
    if name == START_SESSION:
        return start_session(service, args, connection_key, client_name)
    if name == END_SESSION:
        return end_session(service, args, connection_key)
    raise ToolArgumentError(f"Unknown session tool '{name}'")  # pragma: no cover


# -- session rows ---------------------------------------------------------------------------


def create_session(service: SessionToolHost, session_key: str | None, client: str | None) -> str:
    """A new ``mcp`` session row; the client's name goes in ``model`` when known."""
    session_id = new_session_id()
    extra: dict[str, Any] = {"session_key": session_key} if session_key else {}
    service.db.create_session(session_id, SOURCE_TAG, model=client or None, **extra)
    return session_id


def live_session(service: SessionToolHost, session_id: str) -> str | None:
    """The id to write to for a client-supplied id: the live tip of a compressed session."""
    if service.db.get_session(session_id) is None:
        return None
    tip = service.db.get_compression_tip(session_id)
    return tip or session_id


def _reopen_if_ended(service: SessionToolHost, session_id: str) -> None:
    row = service.db.get_session(session_id) or {}
    if row.get("ended_at") is not None:
        service.db.reopen_session(session_id)


def finish_session(service: SessionToolHost, session_id: str, reason: str) -> None:
    """Record the end (first reason wins) and give providers the whole conversation."""
    service.db.end_session(session_id, reason)
    try:
        messages = service.db.get_messages_as_conversation(session_id)
    except sqlite3.Error as exc:  # the end is recorded; only the providers miss the transcript
        logger.warning("could not read session %s for providers: %s", session_id, exc)
        return
    service.manager.on_session_end(messages)


def _finish_replaced(service: SessionToolHost, resolution: Resolution) -> None:
    if resolution.replaced:
        reason = _REASONS.get(resolution.replaced_reason or "", EndReason.NEW_SESSION)
        finish_session(service, resolution.replaced, reason)


def _apply_title(service: SessionToolHost, session_id: str, title: str | None) -> str | None:
    """Set ``title`` when the session has none; returns a warning instead of failing."""
    if not title:
        return None
    row = service.db.get_session(session_id) or {}
    if row.get("title"):
        return None if row.get("title") == title else "session already has a title; kept it"
    try:
        service.db.set_session_title(session_id, title)
    except TitleError as exc:
        return f"title not set: {exc}"
    return None


def _resolve(
    service: SessionToolHost,
    args: dict[str, Any],
    connection_key: str,
    client_name: str | None,
    *,
    fresh: bool = False,
) -> Resolution:
    session_id = optional_text(args, "session_id")
    resolution = service.sessions.resolve(
        connection_key,
        session_key=optional_text(args, "session_key"),
        session_id=session_id,
        fresh=fresh and not session_id,
        client_name=client_name,
    )
    _finish_replaced(service, resolution)
    if session_id:
        _reopen_if_ended(service, resolution.bound.session_id)
    return resolution


# -- tools ----------------------------------------------------------------------------------


def record_turn(
    service: SessionToolHost, args: dict[str, Any], connection_key: str, client_name: str | None
) -> str:
    rows = turn_messages(args)  # validate before any session is created
    resolution = _resolve(service, args, connection_key, client_name)
    session_id = resolution.bound.session_id
    message_ids = service.db.append_messages(session_id, rows)
    turn = service.sessions.count_turn(resolution.bound)
    warning = _apply_title(service, session_id, optional_text(args, "title"))

    user = str(args.get("user") or "")
    assistant = str(args.get("assistant") or "")
    service.store.reset_consolidation_failures()  # a new user turn for the memory tool's cap
    manager = service.manager
    manager.on_turn_start(turn, user)
    if user.strip() and assistant.strip():
        manager.sync_all(user, assistant, session_id=session_id, messages=rows)
    if user.strip() and not is_trivial_prompt(user):
        manager.queue_prefetch_all(user, session_id=session_id)

    result: dict[str, Any] = {
        "success": True,
        "session_id": session_id,
        "new_session": resolution.created,
        "turn": turn,
        "message_ids": list(message_ids),
    }
    if resolution.replaced:
        result["ended_session_id"] = resolution.replaced
    if warning:
        result["warning"] = warning
    return to_json(result)


def start_session(
    service: SessionToolHost, args: dict[str, Any], connection_key: str, client_name: str | None
) -> str:
    resolution = _resolve(service, args, connection_key, client_name, fresh=True)
    session_id = resolution.bound.session_id
    result: dict[str, Any] = {
        "success": True,
        "session_id": session_id,
        "resumed": not resolution.created,
    }
    if resolution.replaced:
        result["ended_session_id"] = resolution.replaced
    if warning := _apply_title(service, session_id, optional_text(args, "title")):
        result["warning"] = warning
    return to_json(result)


def end_session(service: SessionToolHost, args: dict[str, Any], connection_key: str) -> str:
    target = service.sessions.release(
        connection_key,
        session_key=optional_text(args, "session_key"),
        session_id=optional_text(args, "session_id"),
    )
    if target is None:
        return tool_error("No session is open here; record_turn opens one on first use.")
    finish_session(service, target, END_TOOL_REASON)
    return to_json({"success": True, "session_id": target, "ended": True})
