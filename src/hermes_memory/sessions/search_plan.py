"""The ranked stream: one FTS5 MATCH over one index turned into a filtered, ordered page of
message ids, fast at a million messages.

1. Walk the rowids of the newest ``COUNT_CAP + 1`` matches (``ORDER BY rowid DESC``, no
   ``bm25()``: ~0.05 µs a row). That is the bounded count, and past the cap it already
   holds the recency page's candidates: no term separates the matches, so they come newest
   first, exactly (filters applied in order; the walk continues below the last rowid if
   too few survive), and the count is reported as "more than the cap".
2. At most ``COUNT_CAP`` matches: exact BM25 over all of them (``bm25()`` costs ~1-3 µs a
   row plus its IDF counts; sorting in Python beats FTS5's ``ORDER BY``), then the filters
   applied to the ranked ids chunk by chunk (over-fetching until enough survive), so the
   filtered top-k is exact. Snippets and context come later, for returned rows only.

A phrase or an AND of very common words can make either pass check positions over a huge
doclist intersection; each pass has a time budget (``RANK_BUDGET_S``), past which what was
read is given newest first and the result says the ranking ran out of time.
"""

from __future__ import annotations

import re
import sqlite3
import time
from dataclasses import dataclass, field
from operator import itemgetter
from typing import Any

from hermes_memory.sessions.search_rerank import POOL, boost_order
from hermes_memory.sessions.search_types import FilteredCounts, Filters, Ranking, Sort

COUNT_CAP = 5_000
"""Most matches BM25 is computed over: ~2.7 µs each at 1M messages here (≈15 ms at the
cap, plus the sort and the filter join); more matches are ordered newest first."""

PROGRESS_STEPS = 5_000  # VM steps between two looks at the clock
RANK_BUDGET_S = 0.020
"""Time the ranking pass of a phrase / multi-term query may take before recency takes over."""

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
    timed_out: bool = False
    """The ranking pass ran out of :data:`RANK_BUDGET_S`; the page is newest first."""


def bounded_count(conn: sqlite3.Connection, table: str, match: str, cap: int) -> int:
    """Matches of ``match``, counting no further than ``cap + 1``."""
    row = conn.execute(
        f"SELECT count(*) FROM (SELECT 1 FROM {table} WHERE {table} MATCH ? LIMIT ?)",
        (match, cap + 1),
    ).fetchone()
    return int(row[0])


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
) -> Page:
    """The first ``want`` surviving ids of ``match`` over ``table`` (an FTS5 table).

    A walk of rowids (newest first, ``LIMIT cap+1``, ~0.05 µs a row) counts the matches
    and, past the cap, already holds the recency page's candidates; only at most ``cap``
    matches get ``bm25()`` (~1-3 µs a row, plus its IDF counts). Raises
    ``sqlite3.OperationalError`` when FTS5 rejects ``match``.
    """
    extra = extra or Extra()
    cap = COUNT_CAP if cap is None else cap
    where, params = filters.sql()
    if extra.sql:
        where = f"{where} AND {extra.sql}"
        params = [*params, *extra.params]
    if want <= 0:
        return Page([], Ranking.BM25, 0)
    if sort is not None:
        matches = bounded_count(conn, table, match, cap)
        ids = _in_id_order(conn, table, match, where, params, want, sort is Sort.OLDEST)
        return Page(ids, _sort_ranking(sort), min(matches, cap), matches <= cap)
    # 1. the newest cap+1 matches, rowids only: the count, and the recency page's candidates
    #    (bm25 would first count every row of every phrase for its IDF: not before we know)
    budget = "*" not in match
    walk_started = time.perf_counter()
    newest, complete = _newest_stream(conn, table, match, cap + 1, budget=budget)
    # bm25() first counts every match of every phrase for its IDF, inside one step that
    # cannot be interrupted: about this walk again. A walk past the budget keeps its order.
    slow = budget and complete and time.perf_counter() - walk_started > RANK_BUDGET_S
    slow = slow and len(newest) <= cap
    if len(newest) > cap or not complete or slow:
        recent = [mid for mid, _ in filtered_in_order(conn, newest, where, params, want)]
        if len(recent) < want and (len(newest) > cap or not complete):
            below = newest[-1] if newest else None
            recent += _in_id_order(
                conn, table, match, where, params, want - len(recent), False, below
            )
        matches, exact = min(len(newest), cap), complete and len(newest) <= cap
        if complete and not exact and is_single_term(match):
            # one term: its exact count is a doclist walk (~0.05 µs a row, ~30 ms at 600k)
            matches, exact = full_count(conn, table, match), True
        return Page(recent, Ranking.RECENCY, matches, exact, timed_out=not complete or slow)
    if not newest:
        return Page([], Ranking.BM25, 0)
    # 2. at most `cap` matches: exact BM25 over all of them, sorted here (cheaper than FTS5's
    #    ORDER BY); rows arrive newest first, so the stable sort breaks ties newest first
    scored, finished = _budgeted(
        conn,
        f"SELECT rowid, bm25({table}) FROM {table} WHERE {table} MATCH ? ORDER BY rowid DESC",
        (match,),
        budget,
    )
    if not finished:  # every match is in `newest` already: give them newest first
        recent = [mid for mid, _ in filtered_in_order(conn, newest, where, params, want)]
        return Page(recent, Ranking.RECENCY, len(newest), True, timed_out=True)
    scored.sort(key=itemgetter(1))
    ranked = [int(r[0]) for r in scored]
    if boost:
        score = {int(r[0]): -float(r[1]) for r in scored}
        pool = filtered_in_order(conn, ranked, where, params, max(POOL, want))
        return Page(boost_order(conn, pool, score, want), Ranking.BM25_SESSION, len(scored))
    top = filtered_in_order(conn, ranked, where, params, want)
    return Page([mid for mid, _ in top], Ranking.BM25, len(scored))


def _newest_stream(
    conn: sqlite3.Connection, table: str, match: str, limit: int, *, budget: bool
) -> tuple[list[int], bool]:
    """Rowids of the newest ``limit`` matches, and whether the walk finished in budget."""
    rows, finished = _budgeted(
        conn,
        f"SELECT rowid FROM {table} WHERE {table} MATCH ? ORDER BY rowid DESC LIMIT ?",
        (match, limit),
        budget,
    )
    return [int(r[0]) for r in rows], finished


def _budgeted(
    conn: sqlite3.Connection, sql: str, params: tuple[Any, ...], budget: bool
) -> tuple[list[Any], bool]:
    """All rows of ``sql``, or those read before :data:`RANK_BUDGET_S` ran out (and False).

    A phrase or an AND of common words can make FTS5 check positions over a huge doclist
    intersection (and ``bm25()`` first counts every match of every phrase for its IDF); past
    the budget the statement is interrupted and the caller orders what it has newest first
    (and says so). The clock starts at the first step after FTS5 set the query up: a prefix
    is expanded over the whole index before that and cannot be interrupted, so prefix
    queries get no budget (an interrupt would only make the next pass expand it again).
    """
    started: list[float] = []

    def over_budget() -> int:
        now = time.perf_counter()
        if not started:
            started.append(now)
        return int(now - started[0] > RANK_BUDGET_S)

    if budget:
        conn.set_progress_handler(over_budget, PROGRESS_STEPS)
    rows: list[Any] = []
    try:
        cursor = conn.execute(sql, params)
        while batch := cursor.fetchmany(256):  # small batches: an interrupt keeps most rows
            rows.extend(batch)
    except sqlite3.OperationalError as exc:
        if "interrupt" not in str(exc).lower():
            raise
        return rows, False
    finally:
        if budget:
            conn.set_progress_handler(None, 0)
    return rows, True


def _in_id_order(
    conn: sqlite3.Connection,
    table: str,
    match: str,
    where: str,
    params: list[Any],
    want: int,
    ascending: bool,
    below: int | None = None,
) -> list[int]:
    """Matches newest (or oldest) first; FTS5 consumes ORDER BY rowid, so this stops early.

    ``below`` continues a newest-first walk past the smallest rowid already seen.
    """
    direction = "ASC" if ascending else "DESC"
    bound = "" if below is None else " AND f.rowid < ?"
    rows = conn.execute(
        f"SELECT m.id FROM {table} f JOIN messages m ON m.id = f.rowid"
        f" JOIN sessions s ON s.id = m.session_id WHERE {table} MATCH ?{bound} AND {where}"
        f" ORDER BY f.rowid {direction} LIMIT ?",
        (match, *([] if below is None else [below]), *params, want),
    ).fetchall()
    return [int(r[0]) for r in rows]


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
