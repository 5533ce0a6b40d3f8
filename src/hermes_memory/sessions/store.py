"""``SessionDB``: the L2 session store over a Hermes-compatible state.db.

Opens (or creates and migrates) the file, then exposes one method per operation, each
defined in the mixin of its concept. Writes go through the group-committing write path;
``search_messages`` (Hermes's primitive) and ``search`` (our best retrieval) delegate to
``sessions/search/`` (owned by the search engine).
"""

from __future__ import annotations

import importlib
import logging
import os
import sqlite3
from collections.abc import Sequence
from contextlib import AbstractContextManager
from pathlib import Path
from types import TracebackType
from typing import Any

import hermes_memory.sessions.storage.connection as database
from hermes_memory.errors import DatabaseUnavailableError
from hermes_memory.paths import state_db_path
from hermes_memory.sessions.deletion import DeletionMixin
from hermes_memory.sessions.lineage import LineageMixin
from hermes_memory.sessions.listing import ListingMixin
from hermes_memory.sessions.locks import LocksMixin
from hermes_memory.sessions.maintenance import MaintenanceMixin
from hermes_memory.sessions.message_reads import MessageReadsMixin
from hermes_memory.sessions.message_writes import MessageWritesMixin
from hermes_memory.sessions.search.time_order import TimeBound
from hermes_memory.sessions.search.types import SearchResult, Sort
from hermes_memory.sessions.session_writes import SessionWritesMixin
from hermes_memory.sessions.storage.migrations import describe, initialise
from hermes_memory.sessions.storage.writer import DEFAULT_BULK_ROWS, StoreLock, WriteCoordinator
from hermes_memory.sessions.titles import TitlesMixin
from hermes_memory.sessions.types import WriteStats
from hermes_memory.sessions.vector_ops import VectorsMixin

logger = logging.getLogger(__name__)


class SessionDB(
    SessionWritesMixin,
    MessageWritesMixin,
    MessageReadsMixin,
    ListingMixin,
    LineageMixin,
    TitlesMixin,
    DeletionMixin,
    LocksMixin,
    MaintenanceMixin,
    VectorsMixin,
):
    """One state.db: a writer connection, one lock, and the write path.

    ``db_path`` defaults to ``$HERMES_HOME/state.db``, resolved when called. With
    ``read_only=True`` an existing, initialised file is opened with ``mode=ro`` and no
    schema work at all. Failures raise ``DatabaseUnavailableError`` and are remembered for
    :func:`hermes_memory.sessions.storage.connection.unavailable_message`.
    """

    def __init__(
        self, db_path: str | os.PathLike[str] | None = None, *, read_only: bool = False
    ) -> None:
        self.db_path = Path(db_path).expanduser() if db_path is not None else state_db_path()
        self.read_only = read_only
        self.read_only_reason: str | None = None
        self._lock = StoreLock()
        self._closed = False
        try:
            self._open()
        except (sqlite3.Error, OSError) as exc:
            database.record_init_error(exc)
            raise DatabaseUnavailableError(database.unavailable_message(cause=str(exc))) from exc

    def _open(self) -> None:
        if self.read_only:
            self._conn = database.connect_read_only(self.db_path)
            self.journal_mode = "ro"
            try:
                tables = self._conn.execute(
                    "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'messages'"
                ).fetchone()
                if tables is None:
                    raise sqlite3.OperationalError(f"{self.db_path} is not an initialised state.db")
                # No probe in read-only mode: the indexes that exist are the ones to use.
                self._info = describe(self._conn, fts5=True, trigram=True)
            except BaseException:
                self._conn.close()
                raise
        else:
            self._conn, self.journal_mode = database.connect_writable(self.db_path)
            try:
                fts5, trigram = database.probe_fts(self._conn)
                self._info = initialise(self._conn, fts5=fts5, trigram=trigram)
            except BaseException:
                self._conn.close()
                raise
        self._writer = WriteCoordinator(self._conn, self._lock)

    # --- lifecycle ---------------------------------------------------------------------

    def close(self) -> None:
        """Checkpoint the WAL into the main file (writable opens) and close. Idempotent."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            database.close_connection(self._conn, checkpoint=not self.read_only)

    @property
    def closed(self) -> bool:
        return self._closed

    def __enter__(self) -> SessionDB:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def __repr__(self) -> str:
        mode = "ro" if self.read_only else self.journal_mode
        return f"SessionDB({str(self.db_path)!r}, {mode})"

    # --- write path ----------------------------------------------------------------------

    def bulk(self, rows_per_commit: int = DEFAULT_BULK_ROWS) -> AbstractContextManager[None]:
        """``with db.bulk():`` — writes of this thread share one transaction per
        ``rows_per_commit`` rows (imports). Other threads' writes wait for the block."""
        self._check_open()
        self._refuse_if_read_only()
        return self._writer.bulk(rows_per_commit)

    @property
    def write_stats(self) -> WriteStats:
        """Write calls vs commits: group commit shows as fewer commits than calls."""
        return self._writer.stats

    # --- search (body owned by sessions/search.py) ---------------------------------------

    def search_messages(
        self,
        query: str,
        source_filter: Sequence[str] | None = None,
        exclude_sources: Sequence[str] | None = None,
        role_filter: Sequence[str] | None = None,
        limit: int = 20,
        offset: int = 0,
        sort: str | None = None,
        include_inactive: bool = False,
    ) -> list[dict[str, Any]]:
        """Hermes's full-text search (spec §6), with Hermes's semantics: the messages the
        query as typed matches (no any-words fallback, no session lifting), as Hermes's hit
        dicts. ``sort="newest"/"oldest"`` orders by message time, ties by id. For the best
        retrieval, with an explanation when nothing matches, use :meth:`search`."""
        module = importlib.import_module("hermes_memory.sessions.search.messages")
        result: list[dict[str, Any]] = module.search_messages(
            self,
            query,
            source_filter=source_filter,
            exclude_sources=exclude_sources,
            role_filter=role_filter,
            limit=limit,
            offset=offset,
            sort=sort,
            include_inactive=include_inactive,
        )
        return result

    def search(
        self,
        query: str,
        *,
        limit: int = 20,
        offset: int = 0,
        role_filter: Sequence[str] | None = None,
        source_filter: Sequence[str] | None = None,
        exclude_sources: Sequence[str] | None = None,
        sort: str | Sort | None = None,
        after: TimeBound | None = None,
        before: TimeBound | None = None,
        include_inactive: bool = False,
        context: bool = True,
        snippets: bool = True,
    ) -> SearchResult:
        """The best retrieval over every message: the query as typed, then, when that finds
        too little, the messages matching some of its words.

        ``.hits`` are :meth:`search_messages`'s dicts plus ``match`` (``"exact"`` or
        ``"any_words"``), ``.ranking`` says how they are ordered, and ``.explanation`` /
        ``.message`` say why the result is empty when it is (a malformed query is an
        explained empty result, never an error). ``sort="newest"/"oldest"`` orders by
        message time, ties by id. ``after``/``before`` keep messages timed in
        ``[after, before)``: epoch seconds, an aware ``datetime`` (exact), a naive
        ``datetime`` or a ``date`` (local time, as the tools display times) or an ISO-8601
        string; a value that is not a time raises ``SearchArgumentError`` (a
        ``ValueError``), an empty window is an explained empty result. ``context=False`` /
        ``snippets=False`` skip those for callers that show only a few hits (fill them
        with ``hermes_memory.sessions.search.fill_details``).
        """
        module = importlib.import_module("hermes_memory.sessions.search.messages")
        result: SearchResult = module.search(
            self,
            query,
            limit=limit,
            offset=offset,
            role_filter=role_filter,
            source_filter=source_filter,
            exclude_sources=exclude_sources,
            sort=sort,
            after=after,
            before=before,
            include_inactive=include_inactive,
            context=context,
            snippets=snippets,
        )
        return result
