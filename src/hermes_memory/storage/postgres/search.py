"""``search`` / ``search_messages`` of the PostgreSQL session store: the same arguments,
the same ``SearchResult`` (hits, ranking, fallback, explanation) as state.db's
(``sessions/search/messages.py``), with the same query reading (sanitiser, operators,
plain-words fallback, stop words) reused from ``sessions/search``; only the index differs.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from hermes_memory.oddchars import clean_search_text
from hermes_memory.sessions.search import FALLBACK_BELOW, Explanation, SearchResult
from hermes_memory.sessions.search.explain import explain
from hermes_memory.sessions.search.query import (
    QueryDialect,
    QueryTerm,
    cjk_fallback_pieces,
    cjk_runs,
    contains_cjk,
    has_operators,
    has_search_terms,
    meaningful_terms,
    operand_count,
    or_query,
    sanitize_query,
)
from hermes_memory.sessions.search.snippet import Highlighter, fts_snippet, substring_snippet
from hermes_memory.sessions.search.time_order import TimeBound, to_epoch
from hermes_memory.sessions.search.types import Filters, SearchPath, Sort
from hermes_memory.storage.postgres import search_run
from hermes_memory.storage.postgres.core import PgStoreCore
from hermes_memory.storage.postgres.fallback_run import any_words
from hermes_memory.storage.postgres.filter_counts import filtered_counts
from hermes_memory.storage.postgres.fts5_syntax import fts5_problem
from hermes_memory.storage.postgres.hybrid_run import hybrid_search
from hermes_memory.storage.postgres.query_sql import (
    INDEXED_TEXT,
    compile_groups,
    compile_query,
)


def _as_int(value: Any, default: int) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        return default


def _snippet_maker(highlight: str) -> Callable[[str], str]:
    if contains_cjk(highlight):
        needles = cjk_runs(highlight) + [w for w in highlight.split() if not contains_cjk(w)]
        return lambda text: substring_snippet(text, needles)
    highlighter = Highlighter.from_query(highlight)
    return lambda text: fts_snippet(text, highlighter)


class PgSearch(PgStoreCore):
    def search_messages(
        self,
        query: str,
        source_filter: Sequence[str] | None = None,
        exclude_sources: Sequence[str] | None = None,
        role_filter: Sequence[str] | None = None,
        limit: int = 20,
        offset: int = 0,
        sort: str | None = None,
        include_inactive: bool = False,
    ) -> list[dict[str, Any]]:
        """Hermes's primitive: the messages the query as typed matches; no fallback."""
        return self._search(
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
        self,
        query: str,
        *,
        limit: int = 20,
        offset: int = 0,
        role_filter: Sequence[str] | None = None,
        source_filter: Sequence[str] | None = None,
        exclude_sources: Sequence[str] | None = None,
        sort: str | Sort | None = None,
        after: TimeBound | None = None,
        before: TimeBound | None = None,
        include_inactive: bool = False,
        context: bool = True,
        snippets: bool = True,
    ) -> SearchResult:
        """The best retrieval: the query as typed, then the any-words fallback, fused with
        the user's vectors when they are on (``hybrid_run``); each hit says how it matched
        (``match``). See ``SessionDB.search``."""
        note = ""
        if Sort.parse(sort) is None:
            fused, note = hybrid_search(
                self, query, limit=max(0, _as_int(limit, 20)), offset=max(0, _as_int(offset, 0)),
                role_filter=role_filter, source_filter=source_filter,
                exclude_sources=exclude_sources, after=after, before=before,
                include_inactive=include_inactive, context=context, snippets=snippets,
            )  # fmt: skip
            if fused is not None:
                return fused
        result = self._search(
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
        result.mark_matches()
        result.semantic_note = note
        return result

    def lexical_search(self, query: str, **options: Any) -> SearchResult:
        """The words-only search without match marks (the lexical side of a hybrid one)."""
        return self._search(query, **options)

    def _search(
        self,
        query: str,
        *,
        source_filter: Sequence[str] | None = None,
        exclude_sources: Sequence[str] | None = None,
        role_filter: Sequence[str] | None = None,
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
        start, end = to_epoch(after, "after"), to_epoch(before, "before")
        result = SearchResult(query=clean_search_text(query) if isinstance(query, str) else "")
        filters = Filters.of(
            source_filter, exclude_sources, role_filter, include_inactive, start, end
        )
        result.sanitized = sanitize_query(result.query, dialect) if result.query.strip() else ""
        if filters.source_filter is not None and not filters.source_filter:
            return explain(result, Explanation.NO_SOURCES)
        if not has_search_terms(result.sanitized):
            return explain(result, Explanation.EMPTY_QUERY)
        if start is not None and end is not None and start >= end:
            return explain(result, Explanation.EMPTY_WINDOW)
        limit, offset = max(0, _as_int(limit, 20)), max(0, _as_int(offset, 0))
        want, order = offset + limit, Sort.parse(sort)
        strict = compile_query(result.sanitized)
        cjk = contains_cjk(result.sanitized)
        result.path = SearchPath.CJK_INDEX if cjk else SearchPath.FTS
        if not cjk:
            result.syntax_error = fts5_problem(result.sanitized)
        with self.db.transaction() as cur:
            search_run.plan_for_search(cur)
            page = search_run.ranked_page(
                cur, self.owner, strict, filters, want, order, skip=result.syntax_error is not None
            )
            ids = page.ids
            result.ranking, result.total_matches = page.ranking, page.matches
            result.total_exact, result.recency_reason = page.exact, page.reason
            result.rank_work, result.rank_work_limit = page.work, page.limit
            terms = meaningful_terms(result.query)
            if cjk:
                # as on state.db: a CJK question falls back to an OR of its bigrams
                pieces = cjk_fallback_pieces(terms)
                if len(pieces) > 1:
                    terms = [QueryTerm(piece) for piece in pieces]
            highlight, matched = result.sanitized, strict
            if fallback and self._fallback_wanted(result, ids, want, len(terms), cjk):
                loose, kept = any_words(
                    cur, self.owner, result, terms, filters, want - len(ids), order, ids
                )
                highlight = f"{highlight} OR {or_query(kept)}" if ids else or_query(kept)
                if result.syntax_error is not None:  # state.db counts the query that ran
                    matched = compile_groups([[t] for t in kept])
                ids = ids + loose
            result.strict_hits = max(0, min(len(ids[offset:want]), len(page.ids) - offset))
            maker = _snippet_maker(highlight)
            result.snippet_maker = maker
            result.hits = search_run.load_hits(
                cur, self.owner, ids[offset:want], maker if snippets else None, context=context
            )
            if result.hits:
                return explain(result, Explanation.FOUND)
            why = self._why_empty(result, len(ids))
            # the strict page knows whether its phrase was checked in the newest messages
            newest = page.newest_only if matched is strict else None
            return explain(
                result, why, lambda: filtered_counts(cur, self.owner, matched, filters, newest)
            )

    @staticmethod
    def _fallback_wanted(
        result: SearchResult, ids: list[int], want: int, n_terms: int, cjk: bool
    ) -> bool:
        if len(ids) >= min(want, FALLBACK_BELOW) or not n_terms:
            return False
        if result.syntax_error is not None:
            return True
        sanitized = result.sanitized
        if has_operators(sanitized, any_case=cjk):
            return False
        return n_terms > 1 or operand_count(sanitized) > n_terms

    @staticmethod
    def _why_empty(result: SearchResult, survivors: int) -> Explanation:
        if survivors > 0:
            return Explanation.PAST_END
        if result.total_matches or result.fallback_matches:
            return Explanation.FILTERED
        if result.syntax_error is not None and not result.fallback_used:
            return Explanation.SYNTAX_ERROR
        return Explanation.NO_MATCH

    def fill_hit_details(
        self, result: SearchResult, hits: list[dict[str, Any]], *, context: bool = True
    ) -> list[dict[str, Any]]:
        """Snippets (and context) for hits of a search run with them left out."""
        maker = result.snippet_maker
        with self.db.transaction() as cur:
            if maker is not None and hits:
                cur.execute(
                    f"SELECT m.id, {INDEXED_TEXT} AS indexed FROM hm_messages m"
                    " WHERE m.owner = %s AND m.id = ANY(%s)",
                    (self.owner, [int(h["id"]) for h in hits]),
                )
                texts = {int(r["id"]): r["indexed"] for r in cur.fetchall()}
                for hit in hits:
                    if int(hit["id"]) in texts:
                        hit["snippet"] = maker(texts[int(hit["id"])])
            if context:
                search_run.add_context(cur, self.owner, hits)
        return hits
