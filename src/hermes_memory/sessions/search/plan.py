"""The ranked stream: one FTS5 MATCH over one index turned into a filtered, ordered page of
message ids, fast at a million messages, ranked by a rule that depends on the data only.

The ranking rule, in order:

1. ``sort="newest"/"oldest"``: message time order, ties by id (``time_order``: an import
   gives old messages new ids, so ids are not a clock).
2. More than ``COUNT_CAP`` matches: newest first over every match (``ranking=recency``,
   ``recency_reason=too_many_matches``): no term separates that many.
3. Ranking would read more than ``RANK_WORK_CAP`` index entries (``walk.work``:
   ``bm25()`` first counts every match of every phrase): newest first over every match
   (``recency_reason=too_much_work``, ``rank_work`` says how much).
4. Otherwise exact BM25 (FTS5 ``bm25()``) over every match, ties newest first.

No clock is read: the same query over the same database ranks the same on any machine.

How: the rowids of the last ``COUNT_CAP + 1`` matches are walked first (``ORDER BY rowid
DESC``, no ``bm25()``: ~0.05 µs a row; on the prefix index for a prefix query, see
``walk``). That is the count; at most ``COUNT_CAP`` of them are sorted by time
directly, more are read in time order from the time index (``time_order``), so "newest"
means the newest messages whatever their ids. At most ``COUNT_CAP`` matches: the work is
computed (from the term dictionary when it is current: a few lookups), and within the
bound BM25 is computed for all of them (~1-3 µs a row plus the IDF counting), sorted here,
then the filters are applied to the ranked ids chunk by chunk (over-fetching until enough
survive), so the filtered top-k is exact. Snippets and context come later, for returned
rows only.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass, field
from typing import Any

import hermes_memory.sessions.search.walk as search_walk
from hermes_memory.sessions.search.rerank import POOL, boost_order
from hermes_memory.sessions.search.time_order import by_time, walk_by_time
from hermes_memory.sessions.search.types import (
    FilteredCounts,
    Filters,
    Ranking,
    RecencyReason,
    Sort,
)
from hermes_memory.sessions.search.walk import Walk, is_unsupported, work

COUNT_CAP = 5_000
"""Most matches BM25 is computed over: ~2.7 µs each at 1M messages here (≈15 ms at the
cap, plus the sort and the filter join); more matches are ordered newest first."""

FIRST_FETCH = 64
"""Smallest number of ranked rowids fetched before the filters are applied."""

JOIN = "JOIN messages m ON m.id = f.rid JOIN sessions s ON s.id = m.session_id"
_CHUNK_CAP = 8_000  # bound parameters per statement stay far below SQLite's limit


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
    """Index matches before filters; when ``exact`` is False, "more than" this (the cap)."""
    exact: bool = True
    reason: RecencyReason | None = None
    """Why the page is newest first (``ranking`` is ``RECENCY``)."""
    work: int | None = None
    """The ranking work the rule was applied to, when it was computed."""


def bounded_count(conn: sqlite3.Connection, table: str, match: str, cap: int) -> int:
    """Matches of ``match``, counting no further than ``cap + 1``."""
    row = conn.execute(
        f"SELECT count(*) FROM (SELECT 1 FROM {table} WHERE {table} MATCH ? LIMIT ?)",
        (match, cap + 1),
    ).fetchone()
    return int(row[0])


def count_matches(conn: sqlite3.Connection, walk: Walk, cap: int) -> int:
    """Live messages matching the walk, counting no further than ``cap + 1``."""
    if not walk.side:
        return bounded_count(conn, walk.table, walk.match, cap)
    return len(_newest(conn, walk, cap + 1))


_SINGLE_TERM = re.compile(r'(?:\w+ : )?"[^"\s]+"|[^\s"*():^+{}]+')
_OPERATORS = {"AND", "OR", "NOT", "NEAR"}


def is_single_term(match: str) -> bool:
    """One bare or quoted token (optionally column-filtered): counting it is a doclist walk."""
    return _SINGLE_TERM.fullmatch(match) is not None and match.upper() not in _OPERATORS


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
    walk: Walk | None = None,
    dictionary: bool = False,
) -> Page:
    """The first ``want`` surviving ids of ``match`` over ``table`` (an FTS5 table).

    ``walk`` lists the same matches newest first (the prefix index for a prefix query);
    ``dictionary``: the term dictionary is current, so the ranking work is known before
    any walk. Raises ``sqlite3.OperationalError`` when FTS5 rejects ``match``.
    """
    extra = extra or Extra()
    cap = COUNT_CAP if cap is None else cap
    walk = walk or Walk(table, match)
    where, params = filters.sql()
    if extra.sql:
        where = f"{where} AND {extra.sql}"
        params = [*params, *extra.params]
    if want <= 0:
        return Page([], Ranking.BM25, 0)
    order = _Order(conn, walk, where, params, want, filters)
    try:
        return _ranked(conn, table, match, order, cap, sort, boost, walk, dictionary)
    except sqlite3.OperationalError as exc:
        if not (walk.side and is_unsupported(exc)):
            raise
    # the prefix index keeps no positions: a phrase in the query needs messages_fts
    plain = Walk(table, match)
    order = _Order(conn, plain, where, params, want, filters)
    return _ranked(conn, table, match, order, cap, sort, boost, plain, dictionary)


@dataclass(frozen=True)
class _Order:
    """Everything needed to list a query's surviving matches by message time."""

    conn: sqlite3.Connection
    walk: Walk
    where: str
    params: list[Any]
    want: int
    filters: Filters

    def known(self, ids: list[int], newest: bool) -> list[int]:
        """``ids`` are every match: sort them."""
        return by_time(self.conn, ids, self.where, self.params, self.want, newest=newest)

    def walked(self, newest: bool) -> list[int]:
        """Too many matches to sort: read them in time order from the time index."""
        return walk_by_time(
            self.conn,
            self.walk.table,
            self.walk.match,
            self.where,
            self.params,
            self.want,
            newest=newest,
            after=self.filters.after,
            before=self.filters.before,
        )


def _ranked(
    conn: sqlite3.Connection,
    table: str,
    match: str,
    order: _Order,
    cap: int,
    sort: Sort | None,
    boost: bool,
    walk: Walk,
    dictionary: bool,
) -> Page:
    where, params, want = order.where, order.params, order.want
    # 1. the last cap+1 matches, rowids only: the count, and every match when within the cap
    newest = _newest(conn, walk, cap + 1)
    if sort is not None:
        first = sort is Sort.NEWEST
        ids = order.known(newest, first) if len(newest) <= cap else order.walked(first)
        return Page(ids, _sort_ranking(sort), min(len(newest), cap), len(newest) <= cap)
    if len(newest) > cap:
        recent = order.walked(True)
        matches, exact = cap, False
        if is_single_term(match):
            # one term: its exact count is a doclist walk (~0.05 µs a row, ~30 ms at 600k)
            matches, exact = full_count(conn, table, match), True
        return Page(recent, Ranking.RECENCY, matches, exact, RecencyReason.TOO_MANY_MATCHES)
    if not newest:
        return Page([], Ranking.BM25, 0)
    # 2. at most `cap` matches: the work rule, then exact BM25 over all of them
    cost = work(conn, table, match, dictionary=dictionary)
    if cost > search_walk.RANK_WORK_CAP:
        recent = order.known(newest, True)
        return Page(recent, Ranking.RECENCY, len(newest), True, RecencyReason.TOO_MUCH_WORK, cost)
    scored = conn.execute(
        f"SELECT rowid, bm25({table}) FROM {table} WHERE {table} MATCH ?", (match,)
    ).fetchall()
    # best first, ties newest first (sorting here beats FTS5's ORDER BY rank)
    scored.sort(key=lambda r: (r[1], -r[0]))
    ranked = [int(r[0]) for r in scored]
    if boost:
        score = {int(r[0]): -float(r[1]) for r in scored}
        pool = filtered_in_order(conn, ranked, where, params, max(POOL, want))
        ids = boost_order(conn, pool, score, want)
        return Page(ids, Ranking.BM25_SESSION, len(scored), work=cost)
    top = filtered_in_order(conn, ranked, where, params, want)
    return Page([mid for mid, _ in top], Ranking.BM25, len(scored), work=cost)


def _newest(conn: sqlite3.Connection, walk: Walk, limit: int) -> list[int]:
    """Rowids of the newest ``limit`` live matches of the walk."""
    if walk.side:  # the prefix index still lists deleted messages: keep live ones
        sql = (
            f"SELECT f.rowid FROM {walk.table} f JOIN messages m ON m.id = f.rowid"
            f" WHERE {walk.table} MATCH ? ORDER BY f.rowid DESC LIMIT ?"
        )
    else:
        sql = (
            f"SELECT rowid FROM {walk.table} WHERE {walk.table} MATCH ? ORDER BY rowid DESC LIMIT ?"
        )
    cursor = conn.cursor()
    cursor.row_factory = None  # plain tuples: thousands of rows, sqlite3.Row costs ~0.3 µs each
    return [r[0] for r in cursor.execute(sql, (walk.match, limit))]


def filtered_in_order(
    conn: sqlite3.Connection, ranked: list[int], where: str, params: list[Any], want: int
) -> list[tuple[int, str]]:
    """The first ``want`` of ``ranked`` that pass the filters, as ``(id, session_id)``.

    Over-fetches: checks a chunk of the ranking, and a four times larger one while too few
    survive, so the filtered top-k is exact.
    """
    out: list[tuple[int, str]] = []
    start, chunk = 0, max(FIRST_FETCH, 2 * want)
    while start < len(ranked) and len(out) < want:
        ids = ranked[start : start + chunk]
        marks = ",".join("?" * len(ids))
        alive = {
            int(r[0]): str(r[1])
            for r in conn.execute(
                "SELECT m.id, m.session_id FROM messages m JOIN sessions s ON s.id = m.session_id"
                f" WHERE m.id IN ({marks}) AND {where}",
                (*ids, *params),
            )
        }
        out.extend((mid, alive[mid]) for mid in ids if mid in alive)
        start += chunk
        chunk = min(chunk * 4, 4 * _CHUNK_CAP)
    return out[:want]


def _sort_ranking(sort: Sort) -> Ranking:
    return Ranking.NEWEST if sort is Sort.NEWEST else Ranking.OLDEST


def filtered_counts(
    conn: sqlite3.Connection,
    walk: Walk,
    filters: Filters,
    extra: Extra | None = None,
    cap: int | None = None,
) -> FilteredCounts:
    """How many of (at most ``cap``) matches each filter removes: the empty-result story."""
    cap = COUNT_CAP if cap is None else cap
    parts = filters.parts()
    cols: list[str] = []
    col_params: list[Any] = []
    for name in ("role", "source", "inactive", "time"):
        if name in parts:
            cond, ps = parts[name]
            cols.append(f"COALESCE(sum(NOT ({cond})), 0)")
            col_params.extend(ps)
        else:
            cols.append("0")
    extra = extra or Extra()
    where = f" WHERE {extra.sql}" if extra.sql else ""
    table = walk.table
    row = conn.execute(
        f"SELECT count(*), {', '.join(cols)} FROM (SELECT rowid AS rid FROM {table}"
        f" WHERE {table} MATCH ? LIMIT ?) f {JOIN}{where}",
        (*col_params, walk.match, cap, *extra.params),
    ).fetchone()
    return FilteredCounts(
        matches=int(row[0]),
        role=int(row[1]),
        source=int(row[2]),
        inactive=int(row[3]),
        time=int(row[4]),
    )


def ranking_caps() -> tuple[int, int]:
    """``(COUNT_CAP, RANK_WORK_CAP)`` as they stand now: what a note about a recency
    ranking quotes (read at call time, so a lowered cap is the one quoted)."""
    return COUNT_CAP, search_walk.RANK_WORK_CAP
