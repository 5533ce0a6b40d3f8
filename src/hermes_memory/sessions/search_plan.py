"""The ranked stream: one FTS5 MATCH over one index turned into a filtered, ordered page of
message ids, fast at a million messages.

BM25 is exact but costs ~1.1-1.5 µs per *matching* row, so it runs only when a bounded
count (``LIMIT COUNT_CAP+1``) says the query matches at most ``COUNT_CAP`` rows; it ranks
FTS rowids alone (no join, no snippet), and the filters are applied to that ranked stream
by over-fetching (top ``n`` rowids, join and filter, fetch ``4n`` if too few survive), so
the filtered top-k is exact. Past the cap no term separates the matches: they are ordered
newest first, exactly, by walking ``rowid DESC`` with the filters joined in (early exit).
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field
from typing import Any

from hermes_memory.sessions.search_rerank import boosted_ids
from hermes_memory.sessions.search_types import FilteredCounts, Filters, Ranking, Sort

COUNT_CAP = 20_000
"""Most matches BM25 is computed over (≈25 ms here); more are ordered newest first."""

FIRST_FETCH = 64
"""Smallest number of ranked rowids fetched before the filters are applied."""

JOIN = "JOIN messages m ON m.id = f.rid JOIN sessions s ON s.id = m.session_id"


@dataclass(frozen=True)
class Extra:
    """More conditions over ``m``/``s`` (CJK substring checks, excluded ids) and params."""

    sql: str = ""
    params: tuple[Any, ...] = ()

    def joined(self, other: Extra) -> Extra:
        if not other.sql:
            return self
        if not self.sql:
            return other
        return Extra(f"{self.sql} AND {other.sql}", self.params + other.params)


@dataclass
class Page:
    """Message ids in their final order (at most ``want``), and how they were ordered."""

    ids: list[int] = field(default_factory=list)
    ranking: Ranking = Ranking.NONE
    matches: int = 0
    """Index matches before filters (exact: counted in full when past the cap)."""


def bounded_count(conn: sqlite3.Connection, table: str, match: str, cap: int) -> int:
    """Matches of ``match``, counting no further than ``cap + 1``."""
    row = conn.execute(
        f"SELECT count(*) FROM (SELECT 1 FROM {table} WHERE {table} MATCH ? LIMIT ?)",
        (match, cap + 1),
    ).fetchone()
    return int(row[0])


def full_count(conn: sqlite3.Connection, table: str, match: str) -> int:
    row = conn.execute(f"SELECT count(*) FROM {table} WHERE {table} MATCH ?", (match,)).fetchone()
    return int(row[0])


def ranked_page(
    conn: sqlite3.Connection,
    table: str,
    match: str,
    filters: Filters,
    want: int,
    *,
    sort: Sort | None = None,
    extra: Extra | None = None,
    cap: int | None = None,
    boost: bool = False,
) -> Page:
    """The first ``want`` surviving ids of ``match`` over ``table`` (an FTS5 table).

    Raises ``sqlite3.OperationalError`` when FTS5 rejects ``match`` (the caller decides
    what a syntax error means).
    """
    extra = extra or Extra()
    cap = COUNT_CAP if cap is None else cap
    where, params = filters.sql()
    if extra.sql:
        where = f"{where} AND {extra.sql}"
        params = [*params, *extra.params]
    matches = bounded_count(conn, table, match, cap)
    if matches == 0 or want <= 0:
        return Page([], Ranking.BM25 if sort is None else _sort_ranking(sort), matches)
    if sort is not None or matches > cap:
        ranking = _sort_ranking(sort) if sort is not None else Ranking.RECENCY
        direction = "ASC" if sort is Sort.OLDEST else "DESC"
        # FTS5 consumes ORDER BY rowid: the join runs in index order and stops at `want`.
        rows = conn.execute(
            f"SELECT m.id FROM {table} f JOIN messages m ON m.id = f.rowid"
            f" JOIN sessions s ON s.id = m.session_id WHERE {table} MATCH ? AND {where}"
            f" ORDER BY f.rowid {direction} LIMIT ?",
            (match, *params, want),
        ).fetchall()
        if matches > cap:
            matches = full_count(conn, table, match)
        return Page([int(r[0]) for r in rows], ranking, matches)
    if boost:
        ids = boosted_ids(conn, table, match, filters, want, matches, extra.sql, extra.params)
        return Page(ids, Ranking.BM25_SESSION, matches)
    fetch = max(FIRST_FETCH, 2 * want)
    while True:
        rows = conn.execute(
            f"SELECT m.id FROM (SELECT rowid AS rid, bm25({table}) AS r FROM {table}"
            f" WHERE {table} MATCH ? ORDER BY r LIMIT ?) f {JOIN}"
            f" WHERE {where} ORDER BY f.r, m.id DESC LIMIT ?",
            (match, fetch, *params, want),
        ).fetchall()
        if len(rows) >= want or fetch >= matches:
            return Page([int(r[0]) for r in rows], Ranking.BM25, matches)
        fetch *= 4


def _sort_ranking(sort: Sort) -> Ranking:
    return Ranking.NEWEST if sort is Sort.NEWEST else Ranking.OLDEST


def filtered_counts(
    conn: sqlite3.Connection,
    table: str,
    match: str,
    filters: Filters,
    extra: Extra | None = None,
    cap: int | None = None,
) -> FilteredCounts:
    """How many of (at most ``cap``) matches each filter removes: the empty-result story."""
    cap = COUNT_CAP if cap is None else cap
    parts = filters.parts()
    cols: list[str] = []
    col_params: list[Any] = []
    for name in ("role", "source", "inactive"):
        if name in parts:
            cond, ps = parts[name]
            cols.append(f"COALESCE(sum(NOT ({cond})), 0)")
            col_params.extend(ps)
        else:
            cols.append("0")
    extra = extra or Extra()
    where = f" WHERE {extra.sql}" if extra.sql else ""
    row = conn.execute(
        f"SELECT count(*), {', '.join(cols)} FROM (SELECT rowid AS rid FROM {table}"
        f" WHERE {table} MATCH ? LIMIT ?) f {JOIN}{where}",
        (*col_params, match, cap, *extra.params),
    ).fetchone()
    return FilteredCounts(
        matches=int(row[0]), role=int(row[1]), source=int(row[2]), inactive=int(row[3])
    )
