"""Session search: :func:`search_messages` (Hermes's primitive, spec §6) and :func:`search`
(``SessionDB.search``: the project's best retrieval), both over :func:`search_detailed`,
which returns a :class:`SearchResult` that says how the hits were found and why a result
is empty.

Ranking (``plan``): exact BM25 (FTS5 ``bm25()``) over the FTS rowids only, filters
applied to the ranked stream by over-fetching, snippets and context computed for returned
rows alone — while the query matches at most ``COUNT_CAP`` messages (a bounded walk
decides). Past the cap no term separates the matches, so they come newest first, exactly,
and the result says ``ranking=recency``. ``sort="newest"/"oldest"`` and "newest first"
are message time order, ties by id (``time_order``). Queries with CJK text are answered
from the CJK bigram index (``cjk``).

Questions in plain words (:func:`search` only): when the query as typed finds almost
nothing (fewer than ``FALLBACK_BELOW`` hits, or fewer than asked for, or an FTS5 syntax
error such as ``a AND OR b``) and the OR of its meaningful terms is a different query
(several terms, or stop words left out), a ranked OR of its meaningful terms (stop words
dropped; porter stemming from the tokenizer; quoted phrases kept) fills the rest of the page
after the strict hits, ranked by BM25 with session and neighbour context
(``rerank``); each hit's ``match`` says which it is.
It does not run when the user wrote explicit operators that FTS5 accepted (``a NOT b``):
that query meant exactly what it said. :func:`search_messages` never falls back and never
lifts a message by its session: code written against Hermes gets the rows the query
matches.
"""

from __future__ import annotations

import contextlib
import sqlite3
from typing import Any

import hermes_memory.sessions.search.cjk as cjk
import hermes_memory.sessions.search.hybrid as hybrid
from hermes_memory.oddchars import clean_search_text
from hermes_memory.sessions.search.cjk_run import run_cjk
from hermes_memory.sessions.search.context import load_hits
from hermes_memory.sessions.search.engine import FALLBACK_BELOW, FTS_TABLE, SearchRun
from hermes_memory.sessions.search.explain import explain
from hermes_memory.sessions.search.query import (
    QueryDialect,
    contains_cjk,
    has_search_terms,
    sanitize_query,
)
from hermes_memory.sessions.search.time_order import TimeBound, ensure_time_index, to_epoch
from hermes_memory.sessions.search.types import (
    Explanation,
    Filters,
    SearchResult,
    Sort,
)
from hermes_memory.sessions.search.upkeep import target_of

__all__ = ["FALLBACK_BELOW", "search", "search_detailed", "search_messages"]


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
    carries ``match`` (``"exact"`` or ``"any_words"``). See :func:`search_detailed`.

    When the store has a vector index (``SessionDB.update_vectors``) and the model is here,
    relevance-ranked searches are hybrid (``hybrid``): hits found only by meaning say
    ``"semantic"``."""
    runtime = hybrid.vectors_of(db) if Sort.parse(sort) is None else None
    if runtime is not None:
        if isinstance(query, str):  # the model embeds while the words are searched:
            # the same text ``scores`` embeds below, or the prefetch is wasted
            runtime.prefetch(hybrid.vector_query(clean_search_text(query)))
        lexical = search_detailed(
            db,
            query,
            source_filter=source_filter,
            exclude_sources=exclude_sources,
            role_filter=role_filter,
            limit=max(_as_int(offset, 0) + _as_int(limit, 20), hybrid.LEXICAL_POOL),
            offset=0,
            after=after,
            before=before,
            include_inactive=include_inactive,
            context=False,
            snippets=False,
            load_rows=False,
        )
        semantic = None
        if lexical.explanation not in hybrid.KEEP_LEXICAL:
            semantic = runtime.scores(db, hybrid.vector_query(lexical.query))
        if semantic is not None and semantic.used:
            filters = Filters.of(
                source_filter,
                exclude_sources,
                role_filter,
                include_inactive,
                to_epoch(after, "after"),
                to_epoch(before, "before"),
            )
            return hybrid.combine(
                db,
                lexical,
                semantic,
                filters,
                limit=max(0, _as_int(limit, 20)),
                offset=max(0, _as_int(offset, 0)),
                context=context,
                snippets=snippets,
            )
        note = semantic.note if semantic is not None else ""
    else:
        note = ""
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
    result.mark_matches()
    result.semantic_note = note
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
    load_rows: bool = True,
) -> SearchResult:
    """Search every message; the result carries hits, ranking, fallback and explanation.

    ``after``/``before`` keep messages whose time is in ``[after, before)``: epoch
    seconds, a ``datetime`` (aware: exact; naive: local time), a ``date`` (local
    midnight) or an ISO-8601 string; anything else raises ``SearchArgumentError`` (a
    ``ValueError``). An empty window gives an explained empty result.
    ``context=False`` / ``snippets=False`` leave each hit's ``context`` empty and its
    ``snippet`` ``""``: a caller that asks for hundreds of hits and shows a few (the
    ``session_search`` tool asks for 300) fills those few with :func:`fill_details`.
    A snippet costs ~0.1 ms and context ~0.02 ms per hit. ``load_rows=False`` leaves each
    hit as ``{"id": id}`` (hybrid ranking reads the rows of the page it keeps itself).

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
    run = SearchRun(target_of(db), result, filters, Sort.parse(sort), offset + limit, fallback)
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
                ids, snippet = run_cjk(run)
            else:
                ids, snippet = run.fts()
            page = ids[offset : offset + limit]
            result.strict_hits = max(0, min(len(page), run.strict_count - offset))
            result.snippet_maker = snippet
            if load_rows:
                maker = snippet if snippets else None
                result.hits = load_hits(conn, page, maker, context=context)
            else:
                result.hits = [{"id": message_id} for message_id in page]
            if result.hits:
                return explain(result, Explanation.FOUND)
            return explain(result, run.why_empty(len(ids)), run.filtered_counts)
        finally:
            run.end_snapshot()


def _as_int(value: Any, default: int) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        return default
