"""Schema initialisation and migrations of state.db, run once per writable open (spec §2.9).

Two numbered series, each recorded in the file: Hermes's schema versions (the
``schema_version`` row, which stays a Hermes number: 17) and our storage layout
(``state_meta.hermes_memory_layout``). Files from a newer Hermes (v18+) get no DDL beyond
columns we must write, and are never migrated, rebuilt or re-versioned (spec §14).
"""

from __future__ import annotations

import contextlib
import logging
import sqlite3
from collections.abc import Callable

import hermes_memory.sessions.search.terms as search_terms
import hermes_memory.sessions.storage.layout as layout
import hermes_memory.sessions.storage.schema as schema
from hermes_memory.sessions.storage.writer import retry_on_lock
from hermes_memory.sessions.types import FtsLayout, StoreInfo

logger = logging.getLogger(__name__)

LAYOUT_VERSION = 3
"""Our layout migrations: 1 = the compact FTS layout (external content over views);
2 = cheaper trigram trigger test and the base index's ``automerge`` (no re-indexing);
3 = the prefix side indexes also keep the stored words (rebuilt by the next catch-up)."""


def read_schema_version(conn: sqlite3.Connection) -> int | None:
    """The ``schema_version`` row; None for an empty file; 1 for an unversioned old file."""
    tables = {
        str(r[0]) for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
    }
    if "schema_version" in tables:
        row = conn.execute("SELECT MAX(version) FROM schema_version").fetchone()
        if row is not None and row[0] is not None:
            return int(row[0])
    return 1 if "sessions" in tables else None


def read_layout_version(conn: sqlite3.Connection) -> int:
    try:
        row = conn.execute(
            "SELECT value FROM state_meta WHERE key = ?", (schema.LAYOUT_META_KEY,)
        ).fetchone()
    except sqlite3.OperationalError:
        return 0  # no state_meta table (an old or read-only file)
    try:
        return int(row[0]) if row is not None else 0
    except (TypeError, ValueError):
        return 0


def describe(conn: sqlite3.Connection, *, fts5: bool, trigram: bool) -> StoreInfo:
    """What the file is, without changing it (used for read-only and newer files too)."""
    version = read_schema_version(conn) or schema.SCHEMA_VERSION
    fts_layout, trigram_layout = layout.detect(conn)
    return StoreInfo(
        schema_version=version,
        fts5=fts5 and fts_layout is not FtsLayout.NONE,
        trigram=trigram and trigram_layout is not FtsLayout.NONE,
        fts_layout=fts_layout,
        trigram_layout=trigram_layout,
        newer_hermes=version > schema.SCHEMA_VERSION,
        layout_version=read_layout_version(conn),
    )


def initialise(conn: sqlite3.Connection, *, fts5: bool, trigram: bool) -> StoreInfo:
    """Create or migrate the schema in one write transaction (retried on lock conflicts)."""

    def attempt() -> None:
        conn.execute("BEGIN IMMEDIATE")
        try:
            _initialise(conn, fts5=fts5, trigram=trigram)
            conn.execute("COMMIT")
        except BaseException:
            with contextlib.suppress(sqlite3.OperationalError):
                conn.execute("ROLLBACK")
            raise

    retry_on_lock(attempt)
    return describe(conn, fts5=fts5, trigram=trigram)


def _initialise(conn: sqlite3.Connection, *, fts5: bool, trigram: bool) -> None:
    version = read_schema_version(conn)
    if version is not None and version > schema.SCHEMA_VERSION:
        reconcile_columns(conn, tables=("sessions", "messages"))
        return
    fresh = version is None
    for statement in schema.BASE_SCHEMA:
        conn.execute(statement)
    reconcile_columns(conn)
    for statement in schema.DEFERRED_INDEXES:
        conn.execute(statement)
    if not fts5:
        layout.drop_triggers(conn)  # triggers naming a missing module would break inserts
    if fresh:
        conn.execute("INSERT INTO schema_version (version) VALUES (?)", (schema.SCHEMA_VERSION,))
    else:
        _migrate_hermes(conn, version or 1, fts5=fts5)
    conn.execute(schema.TITLE_INDEX)
    if fts5:
        _ensure_fts(conn, trigram=trigram)


def reconcile_columns(
    conn: sqlite3.Connection, tables: tuple[str, ...] = tuple(schema.DECLARED_COLUMNS)
) -> list[str]:
    """Add every declared column a live table lacks; returns ``table.column`` names added."""
    added: list[str] = []
    for table in tables:
        live = {str(r[1]) for r in conn.execute(f"PRAGMA table_info({table})")}
        if not live:
            continue
        for column, decl in schema.DECLARED_COLUMNS[table]:
            if column in live or "PRIMARY KEY" in decl:
                continue
            try:
                conn.execute(f"ALTER TABLE {table} ADD COLUMN {column} {decl}")
            except sqlite3.OperationalError as exc:
                if "duplicate column" not in str(exc).lower():
                    raise
            else:
                added.append(f"{table}.{column}")
    if added:
        logger.info("state.db: added columns %s", ", ".join(added))
    return added


# --- Hermes's version-gated data migrations ----------------------------------------------


def _v11_fts_rewrite(conn: sqlite3.Connection) -> None:
    """v1–v10 indexed ``messages.content`` only (tool names unsearchable) and their delete
    trigger broke deletes. Drop those indexes; ``_ensure_fts`` builds our layout in their place.
    """
    fts_layout, trigram_layout = layout.detect(conn)
    layout.drop_triggers(conn)
    if trigram_layout is not FtsLayout.NONE:
        layout.drop_index(conn, schema.TRIGRAM_TABLE)
    if fts_layout is not FtsLayout.NONE:
        layout.drop_index(conn, schema.FTS_TABLE)


def _v12_active_backfill(conn: sqlite3.Connection) -> None:
    conn.execute("UPDATE messages SET active = 1 WHERE active IS NULL")


def _marker(column: str, key: str) -> str:
    return f"(CASE WHEN json_valid({column}) THEN json_extract({column}, '$.{key}') END)"


def _v16_tag_delegates(conn: sqlite3.Connection) -> None:
    """Mark subagent runs with ``model_config._delegate_from`` so listings can hide them.

    Linked children that are neither branches nor compression continuations get their
    parent's id; parentless, unmarked, untitled, short, childless rows with tool output get
    ``'__orphaned__'`` (spec §7.1). Rows whose model_config is not JSON are left alone.
    """
    writable = "(c.model_config IS NULL OR json_valid(c.model_config))"
    conn.execute(
        f"""UPDATE sessions AS c
        SET model_config = json_set(COALESCE(c.model_config, '{{}}'), '$._delegate_from',
                                    c.parent_session_id)
        WHERE c.parent_session_id IS NOT NULL AND {writable}
          AND {_marker("c.model_config", "_delegate_from")} IS NULL
          AND {_marker("c.model_config", "_branched_from")} IS NULL
          AND EXISTS (SELECT 1 FROM sessions p WHERE p.id = c.parent_session_id
                      AND COALESCE(p.end_reason, '') != 'compression'
                      AND NOT (p.end_reason IS 'branched' AND p.ended_at IS NOT NULL
                               AND c.started_at >= p.ended_at))"""
    )
    conn.execute(
        f"""UPDATE sessions AS c
        SET model_config = json_set(COALESCE(c.model_config, '{{}}'), '$._delegate_from',
                                    '__orphaned__')
        WHERE c.parent_session_id IS NULL AND c.title IS NULL AND {writable}
          AND {_marker("c.model_config", "_delegate_from")} IS NULL
          AND {_marker("c.model_config", "_branched_from")} IS NULL
          AND COALESCE(c.message_count, 0) <= 25
          AND EXISTS (SELECT 1 FROM messages m WHERE m.session_id = c.id AND m.role = 'tool')
          AND NOT EXISTS (SELECT 1 FROM sessions k WHERE k.parent_session_id = c.id)"""
    )


_HERMES_MIGRATIONS: tuple[tuple[int, bool, Callable[[sqlite3.Connection], None]], ...] = (
    (11, True, _v11_fts_rewrite),
    (12, False, _v12_active_backfill),
    (16, False, _v16_tag_delegates),
)
"""(target version, needs FTS5, migration), applied in order when the file is older."""


def _migrate_hermes(conn: sqlite3.Connection, current: int, *, fts5: bool) -> None:
    complete = True
    for target, needs_fts, migrate in _HERMES_MIGRATIONS:
        if current >= target:
            continue
        if needs_fts and not fts5:
            complete = False  # a future FTS-capable runtime redoes it: keep the old version
            continue
        migrate(conn)
    if complete and current < schema.SCHEMA_VERSION:
        conn.execute("DELETE FROM schema_version")
        conn.execute("INSERT INTO schema_version (version) VALUES (?)", (schema.SCHEMA_VERSION,))


# --- our layout --------------------------------------------------------------------------


def _layout_1_compact(conn: sqlite3.Connection, *, trigram: bool) -> None:
    layout.build_compact(conn, trigram=trigram)


def _layout_2_fast_writes(conn: sqlite3.Connection, *, trigram: bool) -> None:
    layout.refresh_compact(conn, trigram=trigram)


def _layout_3_stored_words(conn: sqlite3.Connection, *, trigram: bool) -> None:
    # dropping is instant; the rebuild (~0.2 ms a message) is left to the catch-ups of
    # searches, ``refresh_search_index`` and ``sessions optimize``, never to an open
    search_terms.drop(conn)


_LAYOUT_MIGRATIONS: tuple[tuple[int, Callable[..., None]], ...] = (
    (1, _layout_1_compact),
    (2, _layout_2_fast_writes),
    (3, _layout_3_stored_words),
)


def record_layout(conn: sqlite3.Connection, version: int) -> None:
    conn.execute(
        "INSERT INTO state_meta (key, value) VALUES (?, ?)"
        " ON CONFLICT(key) DO UPDATE SET value = excluded.value",
        (schema.LAYOUT_META_KEY, str(version)),
    )


def apply_layout_migrations(conn: sqlite3.Connection, *, trigram: bool) -> None:
    """Bring a file with no FTS (fresh, or legacy after the v11 rewrite) to our layout."""
    current = read_layout_version(conn)
    for number, migrate in _LAYOUT_MIGRATIONS:
        if number > current:
            migrate(conn, trigram=trigram)
            record_layout(conn, number)


def _ensure_fts(conn: sqlite3.Connection, *, trigram: bool) -> None:
    fts_layout, _ = layout.detect(conn)
    if fts_layout is FtsLayout.NONE:
        apply_layout_migrations(conn, trigram=trigram)
    elif fts_layout is FtsLayout.COMPACT:
        if layout.ensure_compact(conn, trigram=trigram):
            logger.warning("state.db: FTS triggers were missing; the index was rebuilt")
        apply_layout_migrations(conn, trigram=trigram)
    # A file Hermes wrote keeps its inline layout (no silent rewrite of a large file);
    # ``SessionDB.optimize_storage()`` converts it on request.
    elif fts_layout is FtsLayout.INLINE and layout.ensure_inline(conn, trigram=trigram):
        logger.warning("state.db: FTS triggers were missing; the index was rebuilt")
