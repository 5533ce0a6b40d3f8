"""Running a query that holds CJK text: catch the CJK index up, answer from it (ranked like
any FTS5 index), scan what it cannot cover, and fall back to a ranked OR of bigrams.

Semantics: whitespace-separated terms are ANDed and ``OR`` ORs them, as in FTS5 (Hermes's
LIKE path ORs every term; we keep OR only where the user wrote it); every term is an exact
substring match over ``content``/``tool_name``/``tool_calls`` as in Hermes's LIKE path.
The inactive filter applies here too (Hermes's LIKE path forgets it; spec §13 lets us
document the deviation).
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable
from typing import TYPE_CHECKING

import hermes_memory.sessions.search.cjk as cjk
from hermes_memory.sessions.search.explain import syntax_problem
from hermes_memory.sessions.search.plan import Extra, ranked_page
from hermes_memory.sessions.search.snippet import substring_snippet
from hermes_memory.sessions.search.time_order import by_time
from hermes_memory.sessions.search.types import Ranking, RecencyReason, SearchPath, Sort

if TYPE_CHECKING:
    from hermes_memory.sessions.search.engine import SearchRun


def run_cjk(run: SearchRun) -> tuple[list[int], Callable[[str], str]]:
    result, conn = run.result, run.target.conn
    plan = cjk.plan_cjk(result.sanitized)
    needles = list(plan.highlight)
    if plan.match is None and plan.fts_match is None:
        return [], _snippet(needles)
    mark = _sync_index(run)
    if mark is None:
        result.path = SearchPath.CJK_SCAN
        ids, result.total_matches = _scan(run, plan.scan, after=0)
        _set_order_ranking(run)
        run.strict_count = len(ids)
        return ids, _snippet(needles)
    result.path = SearchPath.CJK_INDEX
    top = cjk.max_message_id(conn)
    tail: list[int] = []
    tail_matches = 0
    if mark < top:
        row = conn.execute("SELECT count(*) FROM messages WHERE id > ?", (mark,)).fetchone()
        result.index_lag = int(row[0])
        tail, tail_matches = _scan(run, plan.scan, after=mark)
    if plan.fts_match is not None:
        ids = _union(run, plan)
        _set_order_ranking(run)
    else:
        assert plan.match is not None
        run.table, run.match, run.extra = cjk.CJK_TABLE, plan.match, plan.verify
        try:
            page = ranked_page(
                conn,
                cjk.CJK_TABLE,
                plan.match,
                run.filters,
                run.want,
                sort=run.sort,
                extra=plan.verify,
            )
        except sqlite3.OperationalError as exc:
            result.syntax_error = syntax_problem(exc)
            page = None
        ids = [] if page is None else page.ids
        if page is not None:
            result.ranking, result.total_matches = page.ranking, page.matches
            result.total_exact, result.recency_reason = page.exact, page.reason
            result.rank_work = page.work
    result.total_matches += tail_matches
    if run.sort is not None and tail:
        # the tail is newer by id, not necessarily by time: one sort by message time
        where, params = run.filters.sql()
        ids = by_time(conn, ids + tail, where, params, run.want, newest=run.sort is Sort.NEWEST)
    else:
        ids = tail + ids
    ids = list(dict.fromkeys(ids))[: run.want]
    run.strict_count = len(ids)
    if run.allow_fallback and len(ids) < run.want and plan.fallback and result.syntax_error is None:
        ids = ids + run.fallback(cjk.CJK_TABLE, plan.fallback, ids)
        needles.extend(t for t, _ in plan.fallback)
    return ids, _snippet(needles)


def _snippet(needles: list[str]) -> Callable[[str], str]:
    return lambda text: substring_snippet(text, needles)


def _set_order_ranking(run: SearchRun) -> None:
    """Id order: as asked with ``sort``, else newest first because nothing scored them."""
    if run.sort is Sort.OLDEST:
        run.result.ranking = Ranking.OLDEST
    elif run.sort is Sort.NEWEST:
        run.result.ranking = Ranking.NEWEST
    else:
        run.result.ranking, run.result.recency_reason = Ranking.RECENCY, RecencyReason.NO_SCORE


def _sync_index(run: SearchRun) -> int | None:
    """Catch the index up where we may write; the mark it now holds, or None without one."""
    conn = run.target.conn
    if run.target.can_index:
        # read-only or busy: the unindexed tail is scanned instead
        with contextlib.suppress(sqlite3.OperationalError):
            cjk.catch_up(conn, wait_ms=cjk.CATCH_UP_BUSY_MS)
    if not cjk.table_exists(conn):
        return None
    return cjk.high_water(conn)


def _scan(run: SearchRun, condition: Extra, *, after: int) -> tuple[list[int], int]:
    """Hermes's LIKE path over messages with ``id > after``, by message time, and how many
    messages past ``after`` match before filters."""
    where, params = run.filters.sql()
    direction = "ASC" if run.sort is Sort.OLDEST else "DESC"
    rows = run.target.conn.execute(
        "SELECT m.id FROM messages m JOIN sessions s ON s.id = m.session_id"
        f" WHERE m.id > ? AND {condition.sql} AND {where}"
        f" ORDER BY m.timestamp {direction}, m.id {direction} LIMIT ?",
        (after, *condition.params, *params, run.want),
    ).fetchall()
    row = run.target.conn.execute(
        f"SELECT count(*) FROM messages m WHERE m.id > ? AND {condition.sql}",
        (after, *condition.params),
    ).fetchone()
    return [int(r[0]) for r in rows], int(row[0])


def _union(run: SearchRun, plan: cjk.CjkPlan) -> list[int]:
    """OR groups split across both indexes (``docker OR 通信``): their union, by time."""
    where, params = run.filters.sql()
    direction = "ASC" if run.sort is Sort.OLDEST else "DESC"
    fts = plan.fts_match
    if fts is not None and "*" in fts:  # a prefix matches the stored words (search_prefix)
        run.begin_snapshot()
        fts = run.plan_for("messages_fts", fts).match
    parts = ["SELECT rowid AS rid, 0 AS k FROM messages_fts WHERE messages_fts MATCH ?"]
    args: list[object] = [fts]
    if plan.match is not None:
        parts.append(f"SELECT rowid, 1 FROM {cjk.CJK_TABLE} WHERE {cjk.CJK_TABLE} MATCH ?")
        args.append(plan.match)
    verify = plan.verify.sql or "1"
    sql = (
        f"WITH c AS ({' UNION ALL '.join(parts)})"
        " SELECT DISTINCT m.id FROM c JOIN messages m ON m.id = c.rid"
        " JOIN sessions s ON s.id = m.session_id"
        f" WHERE (c.k = 0 OR {verify}) AND {where}"
        f" ORDER BY m.timestamp {direction}, m.id {direction} LIMIT ?"
    )
    try:
        rows = run.target.conn.execute(
            sql, (*args, *plan.verify.params, *params, run.want)
        ).fetchall()
        count = run.target.conn.execute(
            f"SELECT count(DISTINCT rid) FROM ({' UNION ALL '.join(parts)})", args
        ).fetchone()
    except sqlite3.OperationalError as exc:
        run.result.syntax_error = syntax_problem(exc)
        return []
    run.result.total_matches = int(count[0])
    return [int(r[0]) for r in rows]
