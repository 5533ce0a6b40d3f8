"""/: how full each curated store is, how much history there is, the provider, index health.

One read of each store; the session counts are two ``count(*)`` queries and the recent list
one indexed query, so the page stays fast at hundreds of thousands of messages.
"""

from __future__ import annotations

import sqlite3
from typing import Any

from hermes_memory.sessions.encoding import listing_preview
from hermes_memory.web.health import index_health
from hermes_memory.web.home import HomeReader
from hermes_memory.web.memory_view import store_usage
from hermes_memory.web.provider_view import provider_summary
from hermes_memory.web.timefmt import iso, when

RECENT = 8


def _counts_and_recent(conn: sqlite3.Connection) -> dict[str, Any]:
    sessions = int(conn.execute("SELECT count(*) FROM sessions").fetchone()[0])
    messages = int(conn.execute("SELECT count(*) FROM messages").fetchone()[0])
    rows = conn.execute(
        "SELECT id, title, source, started_at, message_count FROM sessions"
        " ORDER BY started_at DESC, id DESC LIMIT ?",
        (RECENT,),
    ).fetchall()
    recent = []
    for row in rows:
        first = conn.execute(
            "SELECT content FROM messages WHERE session_id = ? AND role = 'user'"
            " AND content IS NOT NULL ORDER BY id LIMIT 1",
            (row["id"],),
        ).fetchone()
        recent.append(
            {
                "id": row["id"],
                "title": row["title"] or "",
                "source": row["source"],
                "started_at": iso(row["started_at"]),
                "when": when(row["started_at"]),
                "message_count": row["message_count"],
                "preview": listing_preview(first[0] if first else None),
            }
        )
    first, last = conn.execute("SELECT min(started_at), max(started_at) FROM sessions").fetchone()
    return {
        "sessions": sessions,
        "messages": messages,
        "recent": recent,
        "first": when(first),
        "last": when(last),
        "sources": {
            str(source): int(count)
            for source, count in conn.execute(
                "SELECT source, count(*) FROM sessions GROUP BY source ORDER BY 2 DESC LIMIT 6"
            )
        },
    }


def overview_page(reader: HomeReader) -> dict[str, Any]:
    db, no_db = reader.session_db()
    history: dict[str, Any] = {"sessions": 0, "messages": 0, "recent": []}
    health: dict[str, Any] | None = None
    if db is not None:
        history = db.read(_counts_and_recent)
        health = index_health(db)
    return {
        "home": str(reader.home),
        "memory": store_usage(reader.home),
        "history": {
            **history,
            "available": db is not None,
            "empty_reason": no_db or ("" if history["sessions"] else "No sessions stored yet."),
        },
        "provider": provider_summary(reader.home, reader.secrets()),
        "index_health": health,
    }
