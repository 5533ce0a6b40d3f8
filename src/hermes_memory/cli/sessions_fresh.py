"""What the session commands answer in a home that has no ``state.db`` yet.

Reading a fresh home creates nothing: ``list``, ``search`` and ``stats`` print an empty
result of their usual shape with a ``hint`` saying how conversations get recorded, and exit
0; commands that name a session say it is not found (exit 1) with the same hint.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from hermes_memory.sessions.search_types import Explanation, SearchResult

NO_SESSIONS_HINT = (
    "Conversations are recorded by `hermes-memory chat`, by an MCP client calling "
    "record_turn (`hermes-memory mcp`), or imported with `hermes-memory sessions import FILE`."
)


def fresh_message(path: Path) -> str:
    return f"No sessions yet: {path} does not exist."


def empty_list(path: Path) -> dict[str, Any]:
    return {"sessions": [], "count": 0, "message": fresh_message(path), "hint": NO_SESSIONS_HINT}


def empty_search(query: str, path: Path) -> dict[str, Any]:
    result = SearchResult(query=query, explanation=Explanation.NO_MATCH)
    result.message = f"{fresh_message(path)} Nothing to search."
    return {**result.as_dict(), "hint": NO_SESSIONS_HINT}


def empty_stats(path: Path) -> dict[str, Any]:
    """The keys of ``store_stats`` with zero counts; the file's properties are unknown."""
    return {
        "path": str(path),
        "exists": False,
        "sessions": 0,
        "messages": 0,
        "roles": {},
        "sources": {},
        "titled_sessions": 0,
        "live_sessions": 0,
        "database_bytes": 0,
        "schema_version": None,
        "fts5": None,
        "trigram": None,
        "fts_layout": None,
        "trigram_layout": None,
        "newer_hermes": False,
        "layout_version": None,
        "journal_mode": None,
        "message": fresh_message(path),
        "hint": NO_SESSIONS_HINT,
    }


def echo_fresh(data: dict[str, Any]) -> None:
    """The text view of any of the empty results above."""
    click.echo(data["message"])
    click.echo(data["hint"])
