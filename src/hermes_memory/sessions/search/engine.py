"""The search engine: :class:`SearchRun`, one search in progress over one store.

It runs the strict pass over ``messages_fts``, the any-words fallback of a question typed
in plain words, and knows why a result is empty. The entry points that make one (and the
fallback rule they document) are in ``messages``; CJK queries go through ``cjk_run``.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable

import hermes_memory.sessions.search.plan as search_plan
import hermes_memory.sessions.search.terms as terms
from hermes_memory.sessions.search.explain import syntax_problem
from hermes_memory.sessions.search.plan import (
    Extra,
    Page,
    count_matches,
    filtered_counts,
    ranked_page,
)
from hermes_memory.sessions.search.query import (
    has_operators,
    meaningful_terms,
    operand_count,
    or_query,
    term_match,
)
from hermes_memory.sessions.search.snippet import Highlighter, fts_snippet
from hermes_memory.sessions.search.types import (
    Explanation,
    FilteredCounts,
    Filters,
    SearchPath,
    SearchResult,
    Sort,
)
from hermes_memory.sessions.search.upkeep import SearchTarget
from hermes_memory.sessions.search.walk import Plan, plan_walk

FTS_TABLE = "messages_fts"
FALLBACK_BELOW = 5
"""The fallback runs when the query as typed yields fewer hits than this (or than asked)."""


class SearchRun:
    """One search in progress: the strict pass, the fallback, and what the empty case needs.

    :func:`~hermes_memory.sessions.search.messages.search_detailed` makes one per search;
    ``cjk_run`` drives it for queries with CJK text.
    """

    def __init__(
        self,
        target: SearchTarget,
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

    # --- the empty case ---------------------------------------------------------------------

    def filtered_counts(self) -> FilteredCounts | None:
        """How many matches each filter removed (for a ``FILTERED`` explanation); ``None``
        when no query ran."""
        if self.match is None:
            return None
        walk = self.plan_for(self.table, self.match).walk
        return filtered_counts(self.target.conn, walk, self.filters, self.extra)

    def why_empty(self, survivors: int) -> Explanation:
        result = self.result
        if survivors > 0:
            return Explanation.PAST_END
        if result.total_matches or result.fallback_matches:
            return Explanation.FILTERED
        if result.syntax_error is not None and not result.fallback_used:
            return Explanation.SYNTAX_ERROR
        return Explanation.NO_MATCH
