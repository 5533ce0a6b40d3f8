"""Session reads and listings (spec §5.1, §5.4): one row, id resolution, counts, the rich
picker/browse projection with compression-tip projection, and search by id.

Reads tolerate files from newer Hermes: extra columns pass through, and a system prompt
moved to the ``system_prompts`` table (v25 dedup) is joined back in.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from typing import Any

from hermes_memory.sessions.core import StoreCore, marker, not_forked
from hermes_memory.sessions.encoding import listing_preview
from hermes_memory.sessions.lineage import compression_tip
from hermes_memory.sessions.search.text import escape_like as like_escape

# Encoded (multimodal) content starts with a NUL byte, which SQLite's text functions treat as
# the end of the string: test the first byte as a BLOB and hand such content to Python whole.
_PREVIEW_SQL = """(SELECT CASE WHEN substr(CAST(m.content AS BLOB), 1, 1) = x'00'
        THEN m.content
        ELSE substr(replace(replace(m.content, char(10), ' '), char(13), ' '), 1, 63) END
    FROM messages m WHERE m.session_id = s.id AND m.role = 'user' AND m.content IS NOT NULL
    ORDER BY m.timestamp, m.id LIMIT 1)"""
_LAST_ACTIVE_SQL = (
    "COALESCE((SELECT MAX(m.timestamp) FROM messages m WHERE m.session_id = s.id), s.started_at)"
)
_RICH_COLUMNS = f"s.*, {_PREVIEW_SQL} AS _preview_raw, {_LAST_ACTIVE_SQL} AS last_active"

TIP_FIELDS = (
    "id",
    "ended_at",
    "end_reason",
    "message_count",
    "tool_call_count",
    "title",
    "last_active",
    "preview",
    "model",
    "system_prompt",
    "cwd",
    "git_branch",
    "git_repo_root",
)
"""What a compressed session shows of its live tip in a listing (both backends)."""

_LISTABLE = f"""(
    (s.parent_session_id IS NULL
     OR {marker("s.model_config", "_branched_from")} IS NOT NULL
     OR EXISTS (SELECT 1 FROM sessions p WHERE p.id = s.parent_session_id
                AND p.end_reason = 'branched' AND s.started_at >= p.ended_at))
    AND {marker("s.model_config", "_delegate_from")} IS NULL)"""


def _has_prompt_table(conn: sqlite3.Connection) -> bool:
    row = conn.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'system_prompts'"
    ).fetchone()
    return row is not None


def _fill_system_prompt(conn: sqlite3.Connection, row: dict[str, Any]) -> dict[str, Any]:
    """Newer Hermes stores prompts once, by hash; read them back into ``system_prompt``."""
    digest = row.get("system_prompt_hash")
    if row.get("system_prompt") is None and digest and _has_prompt_table(conn):
        found = conn.execute("SELECT prompt FROM system_prompts WHERE hash = ?", (digest,))
        prompt = found.fetchone()
        if prompt is not None:
            row["system_prompt"] = prompt[0]
    return row


def _rich_row(conn: sqlite3.Connection, row: sqlite3.Row) -> dict[str, Any]:
    data = dict(row)
    data["preview"] = listing_preview(data.pop("_preview_raw", None))
    return _fill_system_prompt(conn, data)


def session_filters(
    *,
    source: str | None = None,
    exclude_sources: Sequence[str] | None = None,
    cwd_prefix: str | None = None,
    include_children: bool = False,
    min_message_count: int = 0,
    include_archived: bool = False,
    archived_only: bool = False,
) -> tuple[list[str], list[Any]]:
    """WHERE clauses (over alias ``s``) and their parameters, shared by list and count."""
    where: list[str] = []
    params: list[Any] = []
    if not include_children:
        where.append(_LISTABLE)
    if source is not None:
        where.append("s.source = ?")
        params.append(source)
    if exclude_sources:
        where.append(f"s.source NOT IN ({', '.join('?' * len(exclude_sources))})")
        params.extend(exclude_sources)
    if cwd_prefix:
        prefix = cwd_prefix.rstrip("/\\")
        where.append("(s.cwd = ? OR s.cwd LIKE ? OR s.cwd LIKE ?)")
        params.extend([prefix, prefix + "/%", prefix + "\\%"])
    if min_message_count > 0:
        where.append("s.message_count >= ?")
        params.append(int(min_message_count))
    if archived_only:
        where.append("s.archived = 1")
    elif not include_archived:
        where.append("s.archived = 0")
    return where, params


def _where(clauses: list[str]) -> str:
    return f" WHERE {' AND '.join(clauses)}" if clauses else ""


def _by_last_active(
    conn: sqlite3.Connection,
    where: list[str],
    params: list[Any],
    limit: int,
    offset: int,
    id_query: str | None,
) -> list[sqlite3.Row]:
    """Order roots by the latest activity anywhere in their forward compression chain."""
    chain_step = f"""SELECT chain.root_id, c.id FROM chain
        JOIN sessions p ON p.id = chain.sid AND p.end_reason = 'compression'
        JOIN sessions c ON c.parent_session_id = p.id
        WHERE {not_forked("c")} AND c.source != 'tool'"""
    query_sql, query_params = "", []
    if id_query:
        query_sql = (
            " AND EXISTS (SELECT 1 FROM chain q WHERE q.root_id = s.id"
            " AND q.sid LIKE ? ESCAPE '\\')"
        )
        query_params = [f"%{like_escape(id_query)}%"]
    sql = f"""WITH RECURSIVE
    admitted(id) AS (SELECT s.id FROM sessions s{_where(where)}),
    chain(root_id, sid) AS (SELECT id, id FROM admitted UNION {chain_step}),
    activity(root_id, effective) AS (
        SELECT chain.root_id, MAX(COALESCE(
            (SELECT MAX(m.timestamp) FROM messages m WHERE m.session_id = chain.sid),
            (SELECT x.started_at FROM sessions x WHERE x.id = chain.sid)))
        FROM chain GROUP BY chain.root_id)
    SELECT {_RICH_COLUMNS}, activity.effective AS effective_last_active
    FROM sessions s JOIN activity ON activity.root_id = s.id
    WHERE 1 = 1{query_sql}
    ORDER BY activity.effective DESC, s.started_at DESC, s.id DESC
    LIMIT ? OFFSET ?"""
    return conn.execute(sql, [*params, *query_params, limit, offset]).fetchall()


def _project_tip(conn: sqlite3.Connection, row: dict[str, Any]) -> dict[str, Any]:
    if row.get("end_reason") != "compression":
        return row
    tip_id = compression_tip(conn, row["id"])
    if tip_id == row["id"]:
        return row
    tip = conn.execute(f"SELECT {_RICH_COLUMNS} FROM sessions s WHERE s.id = ?", (tip_id,))
    found = tip.fetchone()
    if found is None:
        return row
    tip_row = _rich_row(conn, found)
    projected = dict(row)
    for key in TIP_FIELDS:
        projected[key] = tip_row.get(key)
    projected["_lineage_root_id"] = row["id"]
    return projected


class ListingMixin(StoreCore):
    def get_session(self, session_id: str) -> dict[str, Any] | None:
        """The session row as a dict, or None."""

        def read(conn: sqlite3.Connection) -> dict[str, Any] | None:
            row = conn.execute("SELECT * FROM sessions WHERE id = ?", (session_id,)).fetchone()
            return None if row is None else _fill_system_prompt(conn, dict(row))

        return self._read(read)

    def resolve_session_id(self, session_id_or_prefix: str) -> str | None:
        """An exact id, else the one session whose id starts with the prefix, else None."""
        text = session_id_or_prefix

        def read(conn: sqlite3.Connection) -> str | None:
            if conn.execute("SELECT 1 FROM sessions WHERE id = ?", (text,)).fetchone():
                return text
            rows = conn.execute(
                "SELECT id FROM sessions WHERE id LIKE ? ESCAPE '\\'"
                " ORDER BY started_at DESC LIMIT 2",
                (like_escape(text) + "%",),
            ).fetchall()
            return str(rows[0][0]) if len(rows) == 1 else None

        return self._read(read) if text else None

    def search_sessions(
        self, source: str | None = None, limit: int = 20, offset: int = 0
    ) -> list[dict[str, Any]]:
        """Every session (of ``source``) with ``last_active``, most recently active first."""
        where = " WHERE s.source = ?" if source is not None else ""
        params: list[Any] = [source] if source is not None else []

        def read(conn: sqlite3.Connection) -> list[dict[str, Any]]:
            rows = conn.execute(
                f"SELECT s.*, {_LAST_ACTIVE_SQL} AS last_active FROM sessions s{where}"
                " ORDER BY last_active DESC, s.started_at DESC, s.id DESC LIMIT ? OFFSET ?",
                [*params, int(limit), int(offset)],
            )
            return [_fill_system_prompt(conn, dict(r)) for r in rows]

        return self._read(read)

    def session_count(
        self,
        source: str | None = None,
        cwd_prefix: str | None = None,
        min_message_count: int = 0,
        include_archived: bool = False,
        archived_only: bool = False,
        exclude_children: bool = False,
        exclude_sources: Sequence[str] | None = None,
    ) -> int:
        """Sessions matching the filters of :meth:`list_sessions_rich`."""
        where, params = session_filters(
            source=source,
            exclude_sources=exclude_sources,
            cwd_prefix=cwd_prefix,
            include_children=not exclude_children,
            min_message_count=min_message_count,
            include_archived=include_archived,
            archived_only=archived_only,
        )

        def read(conn: sqlite3.Connection) -> int:
            row = conn.execute(f"SELECT count(*) FROM sessions s{_where(where)}", params)
            return int(row.fetchone()[0])

        return self._read(read)

    def list_sessions_rich(
        self,
        source: str | None = None,
        exclude_sources: Sequence[str] | None = None,
        cwd_prefix: str | None = None,
        limit: int = 20,
        offset: int = 0,
        include_children: bool = False,
        min_message_count: int = 0,
        project_compression_tips: bool = True,
        order_by_last_active: bool = False,
        include_archived: bool = False,
        archived_only: bool = False,
        id_query: str | None = None,
    ) -> list[dict[str, Any]]:
        """Sessions for a picker: ``preview`` and ``last_active`` added, continuations and
        subagent runs hidden unless ``include_children``, compressed roots shown as their
        tip (``_lineage_root_id`` names the root). ``id_query`` needs ``order_by_last_active``.
        """
        where, params = session_filters(
            source=source,
            exclude_sources=exclude_sources,
            cwd_prefix=cwd_prefix,
            include_children=include_children,
            min_message_count=min_message_count,
            include_archived=include_archived,
            archived_only=archived_only,
        )
        limit, offset = int(limit), int(offset)

        def read(conn: sqlite3.Connection) -> list[dict[str, Any]]:
            if order_by_last_active:
                rows = _by_last_active(conn, where, params, limit, offset, id_query)
            else:
                rows = conn.execute(
                    f"SELECT {_RICH_COLUMNS} FROM sessions s{_where(where)}"
                    " ORDER BY s.started_at DESC LIMIT ? OFFSET ?",
                    [*params, limit, offset],
                ).fetchall()
            result = [_rich_row(conn, r) for r in rows]
            if project_compression_tips and not include_children:
                result = [_project_tip(conn, r) for r in result]
            return result

        return self._read(read)

    def search_sessions_by_id(
        self, query: str, limit: int = 20, include_archived: bool = True
    ) -> list[dict[str, Any]]:
        """Sessions whose lineage holds an id containing ``query``: exact, then prefix,
        then substring matches (each group most recently active first)."""
        needle = query.strip().lower()
        if not needle:
            return []
        rows = self.list_sessions_rich(
            order_by_last_active=True,
            id_query=needle,
            limit=max(4 * limit, limit),
            include_archived=include_archived,
        )

        def rank(row: dict[str, Any]) -> int:
            ids = [str(row.get("id", "")).lower(), str(row.get("_lineage_root_id") or "").lower()]
            if needle in ids:
                return 0
            if any(i.startswith(needle) for i in ids if i):
                return 1
            return 2

        return sorted(rows, key=rank)[: max(0, int(limit))]
