"""Explicit maintenance of state.db: FTS optimise, VACUUM, integrity checks, and the
conversion of a Hermes inline FTS layout to ours (``optimize_storage``).

Nothing here runs on its own: opening never rewrites a large file; a CLI command calls
these. The conversion is one transaction, so an interrupted run leaves the old layout.
"""

from __future__ import annotations

import contextlib
import sqlite3

import hermes_memory.sessions.storage.layout as layout
import hermes_memory.sessions.storage.schema as schema
from hermes_memory.errors import SchemaError
from hermes_memory.sessions.core import StoreCore
from hermes_memory.sessions.search.upkeep import optimize_tables
from hermes_memory.sessions.storage.connection import probe_fts
from hermes_memory.sessions.storage.migrations import LAYOUT_VERSION, describe, record_layout
from hermes_memory.sessions.types import FtsLayout

_CONVERTIBLE = (FtsLayout.INLINE, FtsLayout.EXTERNAL_V1, FtsLayout.NONE, FtsLayout.COMPACT)
MAX_CONVERTIBLE_VERSION = 22
"""v23+ files carry Hermes's own external layout; converting them is Hermes's business."""


class MaintenanceMixin(StoreCore):
    def _fts_tables(self) -> list[str]:
        tables = []
        if self._info.fts_layout is not FtsLayout.NONE:
            tables.append(schema.FTS_TABLE)
        if self._info.trigram_layout is not FtsLayout.NONE:
            tables.append(schema.TRIGRAM_TABLE)
        return tables

    def optimize_fts(self) -> int:
        """Merge each FTS index into one b-tree (FTS5 ``'optimize'``): Hermes's two and the
        search indexes of ours (``sessions/search.py``); returns how many were optimised."""
        return self._write(optimize_tables)

    def vacuum(self) -> None:
        """Optimise the indexes, checkpoint the WAL and VACUUM (reclaims freed pages)."""
        self.optimize_fts()
        self._check_open()
        with self._lock:
            with contextlib.suppress(sqlite3.OperationalError):
                self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            self._conn.execute("VACUUM")

    def check_fts(self) -> dict[str, int]:
        """Verify every FTS index against its text (``'integrity-check'``).

        Returns ``{table: documents indexed}``; raises ``sqlite3.DatabaseError`` when an
        index disagrees with the rows it should hold.
        """
        tables = self._fts_tables()

        def read(conn: sqlite3.Connection) -> dict[str, int]:
            counts = {}
            for table in tables:
                layout.integrity_check(conn, table)
                counts[table] = layout.fts_doc_count(conn, table)
            return counts

        # 'integrity-check' is issued as an INSERT; it changes nothing but needs a write tx.
        return self._write(read)

    def optimize_storage(self) -> bool:
        """Convert the file's FTS indexes to our compact layout (text stored once).

        For files Hermes wrote (inline copy, v11–v22) this roughly halves the database; run
        :meth:`vacuum` afterwards to return the space to the filesystem. Returns False when
        the file already has our layout. Files from Hermes v23+ are refused (SchemaError).
        Our own first files, whose source views carry the names Hermes v23+ uses for its
        own layout, are rebuilt over the ``hm_*`` views.
        """
        if self._info.fts_layout is FtsLayout.COMPACT and not self.read(layout.uses_legacy_views):
            return False
        if self._info.schema_version > MAX_CONVERTIBLE_VERSION:
            raise SchemaError(
                f"schema v{self._info.schema_version} has Hermes's own FTS layout; not converted"
            )
        if self._info.fts_layout not in _CONVERTIBLE:
            raise SchemaError(f"cannot convert the {self._info.fts_layout.value} FTS layout")

        def write(conn: sqlite3.Connection) -> None:
            fts5, trigram = probe_fts(conn)
            if not fts5:
                raise SchemaError("SQLite has no FTS5 module; nothing to convert to")
            layout.convert_to_compact(conn, trigram=trigram)
            layout.refresh_compact(conn, trigram=trigram)
            record_layout(conn, LAYOUT_VERSION)

        self._write(write)
        fts5, trigram = self.read(probe_fts)
        self._info = self.read(lambda conn: describe(conn, fts5=fts5, trigram=trigram))
        return True
