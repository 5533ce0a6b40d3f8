"""What the session commands answer in a home that has no ``state.db`` yet.

Reading a fresh home creates nothing: ``list``, ``search`` and ``stats`` print an empty
result of their usual shape with a ``hint`` saying how conversations get recorded, and exit
0; commands that name a session say it is not found (exit 1) with the same hint.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import click

from hermes_memory.cli.common import cli_database_url, fail, resolve_cli_home
from hermes_memory.paths import state_db_path
from hermes_memory.sessions import SessionDB, open_session_store
from hermes_memory.sessions.search import Explanation, SearchResult
from hermes_memory.storage import open_storage

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


@contextmanager
def open_store(
    home: Path | None,
    as_json: bool,
    *,
    create: bool = False,
    session_id: str | None = None,
    files_only: str | None = None,
) -> Iterator[SessionDB]:
    """The home's session store; a fresh home is refused (exit 1) unless ``create``.

    With a PostgreSQL database in force, its store (default space) instead; ``files_only``
    names a command that works on state.db alone, refused there (exit 1)."""
    url = cli_database_url(home)
    if url is not None:
        if files_only:
            fail(f"'{files_only}' works on the home's state.db only, not on a PostgreSQL"
                 " database", as_json=as_json)  # fmt: skip
        storage = open_storage(url, home=resolve_cli_home(home), load=False)
        try:
            yield storage.sessions
        finally:
            storage.close()
        return
    path = state_db_path(resolve_cli_home(home))
    if not create and not path.exists():
        missing = f"session_id not found: {session_id}. " if session_id is not None else ""
        fail(f"{missing}{fresh_message(path)} {NO_SESSIONS_HINT}", as_json=as_json)
    db = open_session_store(path, allow_read_only=not create)  # reads work on a read-only home
    try:
        yield db
    finally:
        db.close()
