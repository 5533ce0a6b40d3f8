"""``PgSessionStore``: the session store over PostgreSQL, one owner's sessions at a time.

Assembled like ``SessionDB`` from one part per concept (writes, reads, search); it answers
the calls the runtime, the tools, the CLI and the MCP server make of a session store,
with state.db's shapes, so nothing above the storage interface knows which it has.
"""

from __future__ import annotations

from types import TracebackType
from typing import Any

from hermes_memory.storage.postgres.connection import Database, redact
from hermes_memory.storage.postgres.schema import migrate
from hermes_memory.storage.postgres.search import PgSearch
from hermes_memory.storage.postgres.session_reads import PgSessionReads
from hermes_memory.storage.postgres.session_writes import PgSessionWrites
from hermes_memory.storage.postgres.vectors import PgVectors

DEFAULT_OWNER = "default"
"""Whose data a store opened without a user sees (the CLI run by hand, a single user)."""


def open_database(url: str) -> Database:
    """Connect and bring the schema up to date (every store does this once on open)."""
    db = Database(url)
    try:
        with db.transaction() as cur:
            migrate(cur)
    except BaseException:
        db.close()
        raise
    return db


class PgSessionStore(PgSessionWrites, PgSessionReads, PgSearch, PgVectors):
    """One owner's sessions in a PostgreSQL database.

    ``database`` is a URL (the store opens, migrates and owns the connection) or an open
    :class:`Database` to share (the caller keeps owning it). ``home``: whose config.yaml
    names the embedder (``embeddings:``), as beside state.db.
    """

    read_only = False

    def __init__(
        self, database: str | Database, owner: str = DEFAULT_OWNER, *, home: Any = None
    ) -> None:
        self._owns = isinstance(database, str)
        self.db = open_database(database) if isinstance(database, str) else database
        self.owner = owner
        self.home = home

    @property
    def closed(self) -> bool:
        return self.db.closed

    def close(self) -> None:
        """Close the connection if this store opened it. Idempotent."""
        if self._owns:
            self.db.close()

    def __enter__(self) -> PgSessionStore:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"PgSessionStore({redact(self.db.url)!r}, owner={self.owner!r})"
