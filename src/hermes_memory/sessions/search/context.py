"""Turning ranked message ids into Hermes's hit dicts (spec §6.2, §6.4).

One query loads the returned rows with their session columns; one more finds each hit's
previous and next message in its session by ``(timestamp, id)`` and loads them, so a page
of 300 hits costs three statements, not 600. :func:`fill_details` adds snippets and context
later, to the few hits a caller shows. Context entries are ``{role, content}`` with
multimodal content reduced to its text parts (or ``[multimodal content]``) and cut to 200
characters. The full ``content`` is never returned.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from typing import Any

from hermes_memory.sessions.search.rerank import neighbours as find_neighbours
from hermes_memory.sessions.search.types import SearchResult
from hermes_memory.sessions.search.upkeep import target_of

JSON_MARKER = "\x00json:"
CONTEXT_CHARS = 200
_CHUNK = 500  # bound on bound parameters per statement


def decode_content(raw: Any) -> Any:
    """Stored content → its value: the ``"\\x00json:"`` marker holds list/dict content."""
    if isinstance(raw, str) and raw.startswith(JSON_MARKER):
        try:
            return json.loads(raw[len(JSON_MARKER) :])
        except (json.JSONDecodeError, TypeError):
            return raw
    return raw


def preview_text(value: Any, limit: int = CONTEXT_CHARS) -> str:
    """Text of a decoded content value for context lines, at most ``limit`` characters."""
    if isinstance(value, list):
        parts = [
            str(part.get("text") or "")
            for part in value
            if isinstance(part, dict) and part.get("type") == "text"
        ]
        text = " ".join(p for p in parts if p).strip() or "[multimodal content]"
    elif isinstance(value, str):
        text = value
    else:
        text = ""
    return text[:limit]


def _chunks(ids: list[int]) -> list[list[int]]:
    return [ids[k : k + _CHUNK] for k in range(0, len(ids), _CHUNK)]


HIT_COLUMNS = (
    "m.id, m.session_id, m.role, m.content, m.tool_name, m.tool_calls,"
    " m.timestamp, s.source, s.model, s.started_at"
)
"""The columns a hit is built from, in :func:`hit_rows`' order (``m``: messages, ``s``:
sessions)."""


def hit_rows(conn: sqlite3.Connection, ids: list[int]) -> dict[int, sqlite3.Row | tuple[Any, ...]]:
    """The :data:`HIT_COLUMNS` rows of ``ids`` (those still present), by id."""
    rows: dict[int, sqlite3.Row | tuple[Any, ...]] = {}
    for chunk in _chunks(ids):
        marks = ",".join("?" * len(chunk))
        for row in conn.execute(
            f"SELECT {HIT_COLUMNS} FROM messages m JOIN sessions s ON s.id = m.session_id"
            f" WHERE m.id IN ({marks})",
            chunk,
        ):
            rows[int(row[0])] = row
    return rows


def indexed_text(row: sqlite3.Row | tuple[Any, ...]) -> str:
    """What the search index holds for a :func:`hit_rows` row: content, tool name, calls."""
    return f"{row[3] or ''} {row[4] or ''} {row[5] or ''}"


def load_hits(
    conn: sqlite3.Connection,
    ids: list[int],
    snippet: Callable[[str], str] | None,
    *,
    context: bool = True,
) -> list[dict[str, Any]]:
    """Hermes-shaped dicts for ``ids``, in that order (ids no longer present are skipped).

    ``snippet`` gets the message's indexed text (content, tool name, tool calls); None
    leaves ``""`` (see ``search.fill_details``).
    """
    rows = hit_rows(conn, ids)
    hits: list[dict[str, Any]] = []
    for message_id in ids:
        row = rows.get(message_id)
        if row is None:
            continue
        hits.append(
            {
                "id": row[0],
                "session_id": row[1],
                "role": row[2],
                "snippet": snippet(indexed_text(row)) if snippet is not None else "",
                "timestamp": row[6],
                "tool_name": row[4],
                "source": row[7],
                "model": row[8],
                "session_started": row[9],
                "context": [],
            }
        )
    if context and hits:
        try:
            add_context(conn, hits)
        except sqlite3.Error:
            for hit in hits:
                hit["context"] = []
    return hits


def add_context(conn: sqlite3.Connection, hits: list[dict[str, Any]]) -> None:
    neighbours = find_neighbours(conn, [int(h["id"]) for h in hits])
    wanted = sorted({i for pair in neighbours.values() for i in pair if i is not None})
    wanted.extend(int(h["id"]) for h in hits)
    lines: dict[int, dict[str, str]] = {}
    for chunk in _chunks(sorted(set(wanted))):
        marks = ",".join("?" * len(chunk))
        for mid, role, content in conn.execute(
            f"SELECT id, role, content FROM messages WHERE id IN ({marks})", chunk
        ):
            lines[int(mid)] = {"role": role, "content": preview_text(decode_content(content))}
    for hit in hits:
        prev_id, next_id = neighbours.get(int(hit["id"]), (None, None))
        order = (prev_id, int(hit["id"]), next_id)
        hit["context"] = [dict(lines[i]) for i in order if i is not None and i in lines]


def fill_details(
    db: Any, result: SearchResult, hits: list[dict[str, Any]], *, context: bool = True
) -> list[dict[str, Any]]:
    """Give ``hits`` (taken from ``result``) their snippet and, with ``context``, context.

    For callers that searched with ``snippets=False``/``context=False``; returns ``hits``.
    """
    own = getattr(db, "fill_hit_details", None)
    if own is not None:  # a store on another backend (PostgreSQL) loads the rows itself
        filled: list[dict[str, Any]] = own(result, hits, context=context)
        return filled
    target = target_of(db)
    maker = result.snippet_maker
    ids = [int(h["id"]) for h in hits]
    with target.lock:
        if maker is not None and ids:
            marks = ",".join("?" * len(ids))
            rows = target.conn.execute(
                f"SELECT id, content, tool_name, tool_calls FROM messages WHERE id IN ({marks})",
                ids,
            ).fetchall()
            texts = {int(r[0]): f"{r[1] or ''} {r[2] or ''} {r[3] or ''}" for r in rows}
            for hit in hits:
                if int(hit["id"]) in texts:
                    hit["snippet"] = maker(texts[int(hit["id"])])
        if context and hits:
            add_context(target.conn, hits)
    return hits
