"""FTS layout of a state.db: detect it from ``sqlite_master``, build ours, repair, convert.

Detection reads the ``CREATE VIRTUAL TABLE`` text (``content=messages`` → v1–v10, no
``content=`` → v11–v22 inline, a multi-column ``*_src`` view → Hermes v23+, one column over
our view → ours, under its current ``hm_*`` name or the legacy one). Rebuilds use the FTS5
``'rebuild'`` command on external-content tables, never a delete-all-and-reinsert. Callers
run these inside a write transaction.
"""

from __future__ import annotations

import re
import sqlite3

import hermes_memory.sessions.storage.schema as schema
from hermes_memory.sessions.types import FtsLayout

_CONTENT_OPTION = re.compile(r"\bcontent\s*=\s*['\"]?([A-Za-z0-9_]*)", re.IGNORECASE)
_ARGS = re.compile(r"fts5\s*\((.*)\)\s*$", re.IGNORECASE | re.DOTALL)


def table_sql(conn: sqlite3.Connection, name: str) -> str | None:
    row = conn.execute(
        "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?", (name,)
    ).fetchone()
    return None if row is None else str(row[0])


def layout_of_sql(sql: str | None) -> FtsLayout:
    """Classify one FTS table from its ``CREATE VIRTUAL TABLE`` statement."""
    if sql is None:
        return FtsLayout.NONE
    match = _CONTENT_OPTION.search(sql)
    if match is None:
        return FtsLayout.INLINE
    target = match.group(1).lower()
    if target == "messages":
        return FtsLayout.EXTERNAL_V1
    args = _ARGS.search(sql)
    columns = [
        part for part in (args.group(1).split(",") if args else []) if "=" not in part.strip()
    ]
    return FtsLayout.COMPACT if len(columns) == 1 else FtsLayout.HERMES_EXTERNAL


def content_view(conn: sqlite3.Connection, table: str) -> str | None:
    """The ``content=`` table or view of an external-content FTS table, if any."""
    match = _CONTENT_OPTION.search(table_sql(conn, table) or "")
    return match.group(1) if match else None


def uses_legacy_views(conn: sqlite3.Connection) -> bool:
    """Our layout over the first view names (the ones Hermes v23+ also uses)."""
    legacy = {schema.LEGACY_FTS_VIEW, schema.LEGACY_TRIGRAM_VIEW}
    return any(content_view(conn, t) in legacy for t in (schema.FTS_TABLE, schema.TRIGRAM_TABLE))


def detect(conn: sqlite3.Connection) -> tuple[FtsLayout, FtsLayout]:
    """(layout of ``messages_fts``, layout of ``messages_fts_trigram``)."""
    return (
        layout_of_sql(table_sql(conn, schema.FTS_TABLE)),
        layout_of_sql(table_sql(conn, schema.TRIGRAM_TABLE)),
    )


def existing_triggers(conn: sqlite3.Connection) -> set[str]:
    names = ",".join("?" * len(schema.FTS_TRIGGERS))
    rows = conn.execute(
        f"SELECT name FROM sqlite_master WHERE type = 'trigger' AND name IN ({names})",
        schema.FTS_TRIGGERS,
    ).fetchall()
    return {str(r[0]) for r in rows}


def drop_triggers(conn: sqlite3.Connection, names: tuple[str, ...] = schema.FTS_TRIGGERS) -> None:
    for name in names:
        conn.execute(f"DROP TRIGGER IF EXISTS {name}")


def drop_index(conn: sqlite3.Connection, table: str) -> None:
    """Drop one FTS table, its triggers and (ours, either name) its source view."""
    view = content_view(conn, table)
    drop_triggers(conn, schema.table_triggers(table))
    conn.execute(f"DROP TABLE IF EXISTS {table}")
    if view in schema.OUR_VIEWS:
        conn.execute(f"DROP VIEW IF EXISTS {view}")


def rebuild_external(conn: sqlite3.Connection, table: str) -> None:
    """Re-read the whole content view into an external-content index."""
    conn.execute(f"INSERT INTO {table}({table}) VALUES ('rebuild')")


def rebuild_inline(conn: sqlite3.Connection, table: str) -> None:
    """Refill a standalone (inline) index from ``messages``; inline tables own their text."""
    conn.execute(f"DELETE FROM {table}")
    conn.execute(
        f"INSERT INTO {table}(rowid, content) SELECT id, {schema.indexed_text()} FROM messages"
    )


def build_compact(conn: sqlite3.Connection, *, trigram: bool) -> None:
    """Create our layout where it is missing and index every message into it."""
    ensure_compact(conn, trigram=trigram)


def refresh_compact(conn: sqlite3.Connection, *, trigram: bool) -> None:
    """Bring an existing compact layout's definitions up to date, without re-indexing.

    The trigram triggers are recreated (same rows indexed, a cheaper membership test) and
    the base index gets our ``automerge``. Dropping and recreating a trigger inside one
    transaction loses no row.
    """
    if layout_of_sql(table_sql(conn, schema.FTS_TABLE)) is FtsLayout.COMPACT:
        conn.execute(schema.SET_AUTOMERGE)
    if trigram and layout_of_sql(table_sql(conn, schema.TRIGRAM_TABLE)) is FtsLayout.COMPACT:
        view = content_view(conn, schema.TRIGRAM_TABLE) or schema.TRIGRAM_VIEW
        drop_triggers(conn, schema.table_triggers(schema.TRIGRAM_TABLE))
        for statement in schema.compact_trigram(view):
            conn.execute(statement)


def ensure_compact(conn: sqlite3.Connection, *, trigram: bool) -> bool:
    """Recreate missing pieces of our layout; rebuild an index whose triggers were missing.

    Returns True when something had to be repaired.
    """
    before = existing_triggers(conn)
    repaired = False
    base_missing = table_sql(conn, schema.FTS_TABLE) is None
    # an existing index keeps the view it reads (a legacy name until optimize_storage)
    view = content_view(conn, schema.FTS_TABLE) if not base_missing else None
    for statement in schema.compact_fts(view or schema.FTS_VIEW):
        conn.execute(statement)
    if base_missing or not set(schema.table_triggers(schema.FTS_TABLE)) <= before:
        rebuild_external(conn, schema.FTS_TABLE)
        repaired = True
    if trigram:
        tri_missing = table_sql(conn, schema.TRIGRAM_TABLE) is None
        view = content_view(conn, schema.TRIGRAM_TABLE) if not tri_missing else None
        for statement in schema.compact_trigram(view or schema.TRIGRAM_VIEW):
            conn.execute(statement)
        if tri_missing or not set(schema.table_triggers(schema.TRIGRAM_TABLE)) <= before:
            rebuild_external(conn, schema.TRIGRAM_TABLE)
            repaired = True
    return repaired


def ensure_inline(conn: sqlite3.Connection, *, trigram: bool) -> bool:
    """Keep Hermes's inline layout whole: missing table or triggers are recreated and refilled.

    Only an index that actually lost a trigger is refilled (the later-Hermes rule, §13), so
    a build without trigram does not rebuild on every open.
    """
    before = existing_triggers(conn)
    repaired = False
    targets: list[tuple[str, str | None]] = [(schema.FTS_TABLE, None)]
    if trigram:
        targets.append((schema.TRIGRAM_TABLE, "trigram"))
    for table, tokenize in targets:
        missing = table_sql(conn, table) is None
        for statement in schema.inline_fts(table, tokenize):
            conn.execute(statement)
        if missing or not set(schema.table_triggers(table)) <= before:
            rebuild_inline(conn, table)
            repaired = True
    return repaired


def convert_to_compact(conn: sqlite3.Connection, *, trigram: bool) -> None:
    """Replace whatever FTS layout the file has by ours (one transaction, caller's)."""
    drop_index(conn, schema.TRIGRAM_TABLE)
    drop_index(conn, schema.FTS_TABLE)
    build_compact(conn, trigram=trigram)


def fts_doc_count(conn: sqlite3.Connection, table: str) -> int:
    """Documents actually held by an FTS index (its ``_docsize`` shadow table)."""
    row = conn.execute(f"SELECT count(*) FROM {table}_docsize").fetchone()
    return int(row[0])


def integrity_check(conn: sqlite3.Connection, table: str) -> None:
    """FTS5 ``'integrity-check'``: raises ``sqlite3.DatabaseError`` when index and text differ.

    ``rank = 1`` makes FTS5 also compare an external-content index with the rows of its
    view; without it only the index's internal consistency is checked.
    """
    conn.execute(f"INSERT INTO {table}({table}, rank) VALUES ('integrity-check', 1)")
