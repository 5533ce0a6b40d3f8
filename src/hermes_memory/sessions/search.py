"""``search_messages`` (Hermes's shape, spec §6) and :func:`search_detailed`, which returns a
:class:`SearchResult` that says how the hits were found and why a result is empty.

Ranking (``search_plan``): exact BM25 (FTS5 ``bm25()``) over the FTS rowids only, filters
applied to the ranked stream by over-fetching, snippets and context computed for returned
rows alone — while the query matches at most ``COUNT_CAP`` messages (a bounded walk
decides). Past the cap no term separates the matches, so they come newest first, exactly,
and the result says ``ranking=recency``. ``sort="newest"/"oldest"`` is message id
order (ids follow insertion time). Queries with CJK text are answered from the CJK bigram
index (``search_cjk``).

Questions in plain words: when the query as typed finds almost nothing (fewer than
``FALLBACK_BELOW`` hits, or fewer than asked for, or an FTS5 syntax error such as a ``?`` or
an apostrophe) and it holds more than one meaningful term, a ranked OR of its meaningful
terms (stop words dropped; porter stemming from the tokenizer; quoted phrases kept) fills
the rest of the page after the strict hits, ranked by BM25 with session and neighbour
context (``search_rerank``).
It does not run when the user wrote explicit operators that FTS5 accepted (``a NOT b``):
that query meant exactly what it said. The result is marked with the terms used.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable
from typing import Any

from hermes_memory.sessions import search_cjk as cjk
from hermes_memory.sessions import search_plan
from hermes_memory.sessions import search_terms as terms
from hermes_memory.sessions.query import (
    contains_cjk,
    meaningful_terms,
    or_query,
    sanitize_fts_query,
    split_or_groups,
    term_match,
)
from hermes_memory.sessions.search_cjk_run import run_cjk
from hermes_memory.sessions.search_context import add_context, load_hits
from hermes_memory.sessions.search_explain import explain
from hermes_memory.sessions.search_plan import Extra, Page, count_matches, ranked_page
from hermes_memory.sessions.search_snippet import Highlighter, fts_snippet
from hermes_memory.sessions.search_types import (
    Explanation,
    Filters,
    SearchPath,
    SearchResult,
    Sort,
)
from hermes_memory.sessions.search_upkeep import (
    Target,
    optimize_fts,
    optimize_tables,
    refresh_search_index,
    target_of,
)
from hermes_memory.sessions.search_walk import Plan, plan_walk

FTS_TABLE = "messages_fts"
FALLBACK_BELOW = 5
"""The fallback runs when the query as typed yields fewer hits than this (or than asked)."""

__all__ = [
    "fill_details",
    "optimize_fts",
    "optimize_tables",
    "refresh_search_index",
    "search_detailed",
    "search_messages",
]


def search_messages(
    db: Any,
    query: str,
    source_filter: list[str] | None = None,
    exclude_sources: list[str] | None = None,
    role_filter: list[str] | None = None,
    limit: int = 20,
    offset: int = 0,
    sort: str | None = None,
    include_inactive: bool = False,
) -> list[dict[str, Any]]:
    """Hermes's ``search_messages``: the hits of :func:`search_detailed`, nothing else."""
    return search_detailed(
        db,
        query,
        source_filter=source_filter,
        exclude_sources=exclude_sources,
        role_filter=role_filter,
        limit=limit,
        offset=offset,
        sort=sort,
        include_inactive=include_inactive,
    ).hits


def search_detailed(
    db: Any,
    query: str,
    *,
    source_filter: list[str] | None = None,
    exclude_sources: list[str] | None = None,
    role_filter: list[str] | None = None,
    limit: int = 20,
    offset: int = 0,
    sort: str | Sort | None = None,
    include_inactive: bool = False,
    fallback: bool = True,
    context: bool = True,
    snippets: bool = True,
) -> SearchResult:
    """Search every message; the result carries hits, ranking, fallback and explanation.

    ``context=False`` / ``snippets=False`` leave each hit's ``context`` empty and its
    ``snippet`` ``""``: a caller that asks for hundreds of hits and shows a few (the
    ``session_search`` tool asks for 300) fills those few with :func:`fill_details`.
    A snippet costs ~0.1 ms and context ~0.02 ms per hit.
    """
    result = SearchResult(query=query if isinstance(query, str) else "")
    filters = Filters(
        source_filter=None if source_filter is None else tuple(source_filter),
        exclude_sources=tuple(exclude_sources) if exclude_sources else None,
        role_filter=tuple(role_filter) if role_filter else None,
        include_inactive=bool(include_inactive),
    )
    result.sanitized = sanitize_fts_query(result.query) if result.query.strip() else ""
    if filters.source_filter is not None and not filters.source_filter:
        return explain(result, Explanation.NO_SOURCES)
    if not result.sanitized:
        return explain(result, Explanation.EMPTY_QUERY)
    limit, offset = max(0, _as_int(limit, 20)), max(0, _as_int(offset, 0))
    run = _Run(target_of(db), result, filters, Sort.parse(sort), offset + limit, fallback)
    with run.target.lock:
        conn = run.target.conn
        if not cjk.table_exists(conn, FTS_TABLE):
            return explain(result, Explanation.UNAVAILABLE)
        try:
            if contains_cjk(result.sanitized):
                ids, snippet = run.cjk()
            else:
                ids, snippet = run.fts()
            page = ids[offset : offset + limit]
            result.strict_hits = max(0, min(len(page), run.strict_count - offset))
            result.snippet_maker = snippet
            result.hits = load_hits(conn, page, snippet if snippets else None, context=context)
            if result.hits:
                return explain(result, Explanation.FOUND)
            return explain(result, run.why_empty(len(ids)), run)
        finally:
            run.end_snapshot()


def _as_int(value: Any, default: int) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        return default


class _Run:
    """One search in progress: the strict pass, the fallback, and what the empty case needs."""

    def __init__(
        self,
        target: Target,
        result: SearchResult,
        filters: Filters,
        sort: Sort | None,
        want: int,
        fallback: bool,
    ) -> None:
        self.target = target
        self.result = result
        self.filters = filters
        self.sort = sort
        self.want = want
        self.allow_fallback = fallback
        self.fallback_below = FALLBACK_BELOW
        self.strict_count = 0
        self.table = FTS_TABLE
        self.match: str | None = None
        self.extra = Extra()
        self.snapshot = False
        self.dictionary = False
        self.side_ready = False

    # --- the term dictionary and the prefix index ----------------------------------------

    def begin_snapshot(self) -> None:
        """Catch the prefix index up, then read everything in one transaction: the index's
        mark and the rows it is compared with come from the same snapshot."""
        conn = self.target.conn
        if self.target.can_index:
            with contextlib.suppress(sqlite3.OperationalError):  # read-only or busy
                terms.catch_up(conn, limit=terms.CATCH_UP_ROWS, wait_ms=terms.CATCH_UP_BUSY_MS)
        if not conn.in_transaction:
            conn.execute("BEGIN")
            self.snapshot = True
        self.dictionary = terms.current(conn)
        behind = terms.lag(conn) if self.dictionary else 0
        self.side_ready = self.dictionary and behind == 0

    def end_snapshot(self) -> None:
        if self.snapshot:
            self.snapshot = False
            with contextlib.suppress(sqlite3.OperationalError):
                self.target.conn.execute("COMMIT")

    def plan_for(self, table: str, match: str) -> Plan:
        """``match`` with its prefixes expanded, and the index that walks it."""
        conn = self.target.conn
        return plan_walk(conn, table, match, dictionary=self.dictionary, side_ready=self.side_ready)

    # --- the word index ------------------------------------------------------------------

    def fts(self) -> tuple[list[int], Callable[[str], str]]:
        result, conn = self.result, self.target.conn
        result.path = SearchPath.FTS
        self.begin_snapshot()
        ids: list[int] = []
        try:
            plan = self.plan_for(FTS_TABLE, result.sanitized)
            page = ranked_page(
                conn,
                FTS_TABLE,
                plan.match,
                self.filters,
                self.want,
                sort=self.sort,
                walk=plan.walk,
                dictionary=self.dictionary,
            )
            ids, result.ranking, result.total_matches = page.ids, page.ranking, page.matches
            result.total_exact, result.recency_reason = page.exact, page.reason
            result.rank_work = page.work
            self.match = result.sanitized
        except sqlite3.OperationalError as exc:
            result.syntax_error = str(exc)
        self.strict_count = len(ids)
        terms = meaningful_terms(result.query)
        highlight = result.sanitized
        if self._fallback_wanted(ids, len(terms)):
            matches = [(t.text, term_match(t)) for t in terms]
            strict = bool(ids)
            ids = ids + self.fallback(FTS_TABLE, matches, ids)
            # stop words of a question that found nothing as typed are not what matched
            highlight = f"{highlight} OR {or_query(terms)}" if strict else or_query(terms)
        highlighter = Highlighter.from_query(highlight)
        return ids, lambda text: fts_snippet(text, highlighter)

    def _fallback_wanted(self, ids: list[int], n_terms: int) -> bool:
        if not self.allow_fallback or len(ids) >= min(self.want, FALLBACK_BELOW) or not n_terms:
            return False
        if self.result.syntax_error is not None:
            return True
        # the query as typed ran: an OR adds something only for several terms, and never
        # when the user chose the operators themselves
        return n_terms > 1 and not _has_operators(self.result.sanitized)

    def fallback(self, table: str, matches: list[tuple[str, str]], strict: list[int]) -> list[int]:
        """Ranked OR of ``matches`` (label, FTS5 operand), excluding the strict hits.

        Terms that alone match more than the cap cannot rank anything: while a rarer term
        is left they are dropped (and reported); if none is rarer, the OR of all of them is
        ordered newest first.
        """
        conn, result = self.target.conn, self.result
        counted = sorted(
            (count_matches(conn, self.plan_for(table, op).walk, search_plan.COUNT_CAP), label, op)
            for label, op in matches
        )
        cap = search_plan.COUNT_CAP
        kept = [(label, op) for n, label, op in counted if n <= cap]
        dropped = [label for n, label, _ in counted if n > cap]
        if not any(0 < n <= cap for n, _, _ in counted):
            # no term is rare enough to rank by (a term that matches nothing does not
            # count): OR them all, newest first
            kept, dropped = [(label, op) for _, label, op in counted], []
        by_label = dict(kept)
        labels = [label for label, _ in matches if label in by_label]
        expr = " OR ".join(by_label[label] for label in labels)
        extra = self.extra
        if strict:
            extra = extra.joined(
                Extra(f"m.id NOT IN ({','.join('?' * len(strict))})", tuple(strict))
            )
        result.fallback_used = True
        result.fallback_terms = labels
        result.dropped_terms = dropped
        try:
            plan = self.plan_for(table, expr)
            page: Page = ranked_page(
                conn,
                table,
                plan.match,
                self.filters,
                self.want - len(strict),
                sort=self.sort,
                extra=extra,
                boost=True,
                walk=plan.walk,
                dictionary=self.dictionary and table == FTS_TABLE,
            )
        except sqlite3.OperationalError:
            return []
        result.fallback_ranking, result.fallback_matches = page.ranking, page.matches
        if not strict:
            result.ranking = page.ranking
        if self.match is None:
            self.table, self.match = table, expr
        return page.ids

    # --- CJK -------------------------------------------------------------------------------

    def cjk(self) -> tuple[list[int], Callable[[str], str]]:
        return run_cjk(self)

    # --- the empty case ---------------------------------------------------------------------

    def why_empty(self, survivors: int) -> Explanation:
        result = self.result
        if survivors > 0:
            return Explanation.PAST_END
        if result.total_matches or result.fallback_matches:
            return Explanation.FILTERED
        if result.syntax_error is not None and not result.fallback_used:
            return Explanation.SYNTAX_ERROR
        return Explanation.NO_MATCH


def _has_operators(sanitized: str) -> bool:
    groups = split_or_groups(sanitized)
    if len(groups) > 1 or any(t.negated for g in groups for t in g):
        return True
    return any(w == "AND" for w in sanitized.split())


def fill_details(
    db: Any, result: SearchResult, hits: list[dict[str, Any]], *, context: bool = True
) -> list[dict[str, Any]]:
    """Give ``hits`` (taken from ``result``) their snippet and, with ``context``, context.

    For callers that searched with ``snippets=False``/``context=False``; returns ``hits``.
    """
    target = target_of(db)
    maker = result.snippet_maker
    ids = [int(h["id"]) for h in hits]
    with target.lock:
        if maker is not None and ids:
            marks = ",".join("?" * len(ids))
            rows = target.conn.execute(
                f"SELECT id, content, tool_name, tool_calls FROM messages WHERE id IN ({marks})",
                ids,
            ).fetchall()
            texts = {int(r[0]): f"{r[1] or ''} {r[2] or ''} {r[3] or ''}" for r in rows}
            for hit in hits:
                if int(hit["id"]) in texts:
                    hit["snippet"] = maker(texts[int(hit["id"])])
        if context and hits:
            add_context(target.conn, hits)
    return hits
