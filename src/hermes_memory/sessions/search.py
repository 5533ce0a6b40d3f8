"""Session search: :func:`search_messages` (Hermes's primitive, spec §6) and :func:`search`
(``SessionDB.search``: the project's best retrieval), both over :func:`search_detailed`,
which returns a :class:`SearchResult` that says how the hits were found and why a result
is empty.

Ranking (``search_plan``): exact BM25 (FTS5 ``bm25()``) over the FTS rowids only, filters
applied to the ranked stream by over-fetching, snippets and context computed for returned
rows alone — while the query matches at most ``COUNT_CAP`` messages (a bounded walk
decides). Past the cap no term separates the matches, so they come newest first, exactly,
and the result says ``ranking=recency``. ``sort="newest"/"oldest"`` and "newest first"
are message time order, ties by id (``search_time``). Queries with CJK text are answered
from the CJK bigram index (``search_cjk``).

Questions in plain words (:func:`search` only): when the query as typed finds almost
nothing (fewer than ``FALLBACK_BELOW`` hits, or fewer than asked for, or an FTS5 syntax
error such as ``a AND OR b``) and the OR of its meaningful terms is a different query
(several terms, or stop words left out), a ranked OR of its meaningful terms (stop words
dropped; porter stemming from the tokenizer; quoted phrases kept) fills the rest of the page
after the strict hits, ranked by BM25 with session and neighbour context
(``search_rerank``); each hit's ``match`` says which it is.
It does not run when the user wrote explicit operators that FTS5 accepted (``a NOT b``):
that query meant exactly what it said. :func:`search_messages` never falls back and never
lifts a message by its session: code written against Hermes gets the rows the query
matches.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable
from typing import Any

from hermes_memory.oddchars import clean_search_text
from hermes_memory.sessions import search_cjk as cjk
from hermes_memory.sessions import search_plan
from hermes_memory.sessions import search_terms as terms
from hermes_memory.sessions.query import (
    QueryDialect,
    contains_cjk,
    has_operators,
    has_search_terms,
    meaningful_terms,
    operand_count,
    or_query,
    sanitize_query,
    term_match,
)
from hermes_memory.sessions.search_cjk_run import run_cjk
from hermes_memory.sessions.search_context import fill_details, load_hits
from hermes_memory.sessions.search_explain import explain, syntax_problem
from hermes_memory.sessions.search_plan import Extra, Page, count_matches, ranked_page
from hermes_memory.sessions.search_snippet import Highlighter, fts_snippet
from hermes_memory.sessions.search_time import TimeBound, ensure_time_index, to_epoch
from hermes_memory.sessions.search_types import (
    Explanation,
    Filters,
    MatchKind,
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
    "search",
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
    """Hermes's ``search_messages``: the messages the query as typed matches, in Hermes's
    hit shape. No any-words fallback, no session lifting.

    Punctuation is read as Hermes reads it (:attr:`QueryDialect.HERMES`): ``deploy?`` is an
    FTS5 syntax error, as in Hermes; no FTS5 error ever reaches the caller.
    """
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
        dialect=QueryDialect.HERMES,
        fallback=False,
    ).hits


def search(
    db: Any,
    query: str,
    *,
    limit: int = 20,
    offset: int = 0,
    role_filter: list[str] | None = None,
    source_filter: list[str] | None = None,
    exclude_sources: list[str] | None = None,
    sort: str | Sort | None = None,
    after: TimeBound | None = None,
    before: TimeBound | None = None,
    include_inactive: bool = False,
    context: bool = True,
    snippets: bool = True,
) -> SearchResult:
    """``SessionDB.search``: the query as typed, then the any-words fallback; every hit
    carries ``match`` (``"exact"`` or ``"any_words"``). See :func:`search_detailed`."""
    result = search_detailed(
        db,
        query,
        source_filter=source_filter,
        exclude_sources=exclude_sources,
        role_filter=role_filter,
        limit=limit,
        offset=offset,
        sort=sort,
        after=after,
        before=before,
        include_inactive=include_inactive,
        context=context,
        snippets=snippets,
    )
    for index, hit in enumerate(result.hits):
        kind = MatchKind.EXACT if index < result.strict_hits else MatchKind.ANY_WORDS
        hit["match"] = kind.value
    return result


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
    dialect: QueryDialect = QueryDialect.PLAIN,
    after: TimeBound | None = None,
    before: TimeBound | None = None,
) -> SearchResult:
    """Search every message; the result carries hits, ranking, fallback and explanation.

    ``after``/``before`` keep messages whose time is in ``[after, before)``: epoch
    seconds, a ``datetime`` (aware: exact; naive: local time), a ``date`` (local
    midnight) or an ISO-8601 string; anything else raises ``SearchArgumentError`` (a
    ``ValueError``). An empty window gives an explained empty result.
    ``context=False`` / ``snippets=False`` leave each hit's ``context`` empty and its
    ``snippet`` ``""``: a caller that asks for hundreds of hits and shows a few (the
    ``session_search`` tool asks for 300) fills those few with :func:`fill_details`.
    A snippet costs ~0.1 ms and context ~0.02 ms per hit.

    ``dialect``: ``PLAIN`` reads punctuation FTS5 cannot parse (``?``, ``'``, ``#``) as a
    space; ``HERMES`` keeps Hermes's sanitizer, where it is a syntax error (an explained
    empty result). In both, punctuation around CJK words goes before the CJK path is chosen,
    and a query left with no letter or digit is ``EMPTY_QUERY``.
    """
    start, end = to_epoch(after, "after"), to_epoch(before, "before")
    # NUL and lone surrogates (JSON "\ud800" escapes, undecodable argv bytes) cannot be bound
    # into SQLite: they separate words like spaces, so a query never fails on them.
    result = SearchResult(query=clean_search_text(query) if isinstance(query, str) else "")
    filters = Filters.of(source_filter, exclude_sources, role_filter, include_inactive, start, end)
    result.sanitized = sanitize_query(result.query, dialect) if result.query.strip() else ""
    if filters.source_filter is not None and not filters.source_filter:
        return explain(result, Explanation.NO_SOURCES)
    if not has_search_terms(result.sanitized):
        return explain(result, Explanation.EMPTY_QUERY)
    if start is not None and end is not None and start >= end:
        return explain(result, Explanation.EMPTY_WINDOW)
    limit, offset = max(0, _as_int(limit, 20)), max(0, _as_int(offset, 0))
    run = _Run(target_of(db), result, filters, Sort.parse(sort), offset + limit, fallback)
    with run.target.lock:
        conn = run.target.conn
        if not cjk.table_exists(conn, FTS_TABLE):
            return explain(result, Explanation.UNAVAILABLE)
        if run.target.can_index:
            # read-only or busy: time order sorts every match instead of walking the index
            with contextlib.suppress(sqlite3.OperationalError):
                ensure_time_index(conn, wait_ms=cjk.CATCH_UP_BUSY_MS)
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
            result.syntax_error = syntax_problem(exc)
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
        # the query as typed ran: the OR adds something when it differs from it (several
        # terms, or words such as "where" left out: "where does Caroline live" -> "Caroline"
        # OR "live"), and never when the user chose the operators themselves
        sanitized = self.result.sanitized
        if has_operators(sanitized, any_case=False):
            return False
        return n_terms > 1 or operand_count(sanitized) > n_terms

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
        result.fallback_exact, result.fallback_recency_reason = page.exact, page.reason
        result.fallback_rank_work = page.work
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
