"""/sessions/<id>: one conversation with its roles, folded tool calls, times and lineage.

Lineage is shown both ways: the chain of parents up to the root, and the children, each
named by kind (a compression continuation, a branch, a subagent run, a third-party tool's
session). Long sessions are cut at :data:`MAX_SHOWN` messages, and say so.
"""

from __future__ import annotations

import json
import sqlite3
from typing import Any

from hermes_memory.sessions import SessionDB
from hermes_memory.sessions.encoding import text_of
from hermes_memory.web.timefmt import iso, when

MAX_SHOWN = 2000


def _pretty(arguments: Any) -> str:
    """Tool-call arguments as indented JSON when they are JSON, else as stored."""
    if isinstance(arguments, str):
        try:
            arguments = json.loads(arguments)
        except ValueError:
            return str(arguments)
    return json.dumps(arguments, ensure_ascii=False, indent=2)


def _tool_calls(raw: Any) -> list[dict[str, str]]:
    calls = []
    for call in raw if isinstance(raw, list) else []:
        if not isinstance(call, dict):
            continue
        function: dict[str, Any] = (
            call["function"] if isinstance(call.get("function"), dict) else {}
        )
        name = function.get("name") or call.get("name") or "tool"
        arguments = function.get("arguments", call.get("arguments", ""))
        calls.append(
            {"id": str(call.get("id") or ""), "name": str(name), "arguments": _pretty(arguments)}
        )
    return calls


def _message(row: dict[str, Any]) -> dict[str, Any]:
    return {
        "id": row.get("id"),
        "role": str(row.get("role") or ""),
        "text": text_of(row.get("content")),
        "tool_name": row.get("tool_name"),
        "tool_call_id": row.get("tool_call_id"),
        "tool_calls": _tool_calls(row.get("tool_calls")),
        "timestamp": iso(row.get("timestamp")),
        "when": when(row.get("timestamp"), seconds=True),
    }


def _kind(child: sqlite3.Row, parent_end: str | None) -> str:
    config: Any = None
    try:
        config = json.loads(child["model_config"] or "null")
    except (TypeError, ValueError):
        config = None
    markers = config if isinstance(config, dict) else {}
    if child["source"] == "tool":
        return "third-party tool session"
    if markers.get("_delegate_from"):
        return "subagent run"
    if markers.get("_branched_from") or parent_end == "branched":
        return "branch"
    if parent_end == "compression":
        return "compression continuation"
    return "child session"


def _lineage(db: SessionDB, session: dict[str, Any]) -> dict[str, Any]:
    session_id = str(session["id"])

    def read(conn: sqlite3.Connection) -> list[dict[str, Any]]:
        rows = conn.execute(
            "SELECT id, title, source, started_at, model_config FROM sessions"
            " WHERE parent_session_id = ? ORDER BY started_at, id",
            (session_id,),
        ).fetchall()
        return [
            {
                "id": r["id"],
                "title": r["title"] or "",
                "kind": _kind(r, session.get("end_reason")),
                "when": when(r["started_at"]),
            }
            for r in rows
        ]

    children = db.read(read)
    chain = db.get_ancestor_chain(session_id)[:-1]  # [root, …, parent]
    titles = {}
    for ancestor in chain:
        found = db.get_session(ancestor)
        titles[ancestor] = str((found or {}).get("title") or "")
    parent_id = session.get("parent_session_id")
    tip = db.get_compression_tip(session_id) if session.get("end_reason") == "compression" else ""
    return {
        "parent": (
            {
                "id": parent_id,
                "title": titles.get(str(parent_id), ""),
                "stored": parent_id in titles,
            }
            if parent_id
            else None
        ),
        "ancestors": [{"id": a, "title": titles[a]} for a in chain],
        "children": children,
        "compression_tip": tip if tip and tip != session_id else None,
    }


def session_page(db: SessionDB, session_id: str) -> dict[str, Any] | None:
    """The session, its messages and its lineage; None when no session has this id."""
    session = db.get_session(session_id)
    if session is None:
        return None
    rows = db.get_messages(session_id)
    shown = [_message(r) for r in rows[:MAX_SHOWN]]
    return {
        "session": {
            "id": session["id"],
            "title": session.get("title") or "",
            "source": session.get("source"),
            "model": session.get("model"),
            "started_at": iso(session.get("started_at")),
            "ended_at": iso(session.get("ended_at")),
            "started": when(session.get("started_at")),
            "ended": when(session.get("ended_at")),
            "end_reason": session.get("end_reason"),
            "message_count": len(rows),
        },
        "messages": shown,
        "truncated": len(rows) > MAX_SHOWN,
        "lineage": _lineage(db, session),
        "empty_reason": (
            ""
            if rows
            else "This session has no messages: it was started but nothing was said, or its "
            "messages were moved to a continuation when the session was compressed."
        ),
    }
