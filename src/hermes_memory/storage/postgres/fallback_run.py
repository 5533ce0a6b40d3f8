"""The any-words fallback over the PostgreSQL store: the ranked OR of a question's
meaningful terms, by state.db's rule (``SearchRun.fallback``: a term matching more than
``COUNT_CAP`` messages is left out while a rarer one is left), in as few statements as
that rule allows. Each statement reads the matches' rows again, so the order matters.
"""

from __future__ import annotations

from typing import Any

from hermes_memory.sessions.search.plan import COUNT_CAP
from hermes_memory.sessions.search.query import QueryTerm, contains_cjk
from hermes_memory.sessions.search.types import Filters, SearchResult, Sort
from hermes_memory.storage.postgres.query_sql import Compiled, compile_groups
from hermes_memory.storage.postgres.search_run import (
    counts,
    first_pass,
    ranked_page,
)

READ_ALL_BELOW = 2 * COUNT_CAP
"""Past the cap, a fallback whose terms match at most this many messages between them
(over every user's) reads them all and sorts the newest, in the statement that counts
them: ~2 µs a match, where walking the time index for them read ~10,000 rows for a
300-hit page at 100k messages (~3 µs each, each row's tsvector checked). With more
matches the walk is the cheaper way."""


def any_words(
    cur: Any,
    owner: str,
    result: SearchResult,
    terms: list[QueryTerm],
    filters: Filters,
    want: int,
    order: Sort | None,
    strict: list[int],
) -> tuple[list[int], list[QueryTerm]]:
    """The fallback's page (after the ``strict`` hits, which it leaves out) and the terms
    kept; fills the result's ``fallback_*`` and ``dropped_terms``.

    First a bound on each term's count that reads no row (:func:`_bounds`): when no term
    can pass the cap alone, none is dropped, and the page is the OR of them all, found
    in one more statement (ranked within the cap; past it, newest first, from all the
    matches when they are few, else from the time index). Otherwise the OR of every term
    is tried: within the cap, so is each term. Only past it are this user's terms
    counted one by one, as state.db counts them, and the OR of those kept searched."""
    every = compile_groups([[t] for t in terms])
    singles = [compile_groups([[t]]) for t in terms]
    phrase = every.loose is not None  # a phrase is checked by ``ranked_page``'s own route
    page = None
    kept, dropped = terms, list[str]()
    # a CJK term's condition reads the row: its bound would cost what its count does
    if not phrase and not any(contains_cjk(t.text) for t in terms):
        bounds = _bounds(cur, singles)
        if max(bounds) <= COUNT_CAP:
            total = sum(bounds)
            reach = total + 1 if total <= READ_ALL_BELOW else COUNT_CAP + 1
            page = first_pass(
                cur, owner, every, filters, want, order, strict, boost=True, reach=reach
            ) or ranked_page(cur, owner, every, filters, want, order, exclude=strict, over_cap=True)
    if page is None and not phrase:
        page = first_pass(cur, owner, every, filters, want, order, strict, boost=True)
    if page is None:
        counted = list(zip(counts(cur, owner, singles), terms, strict=True))
        if any(0 < n <= COUNT_CAP for n, _ in counted):
            kept = [t for n, t in counted if n <= COUNT_CAP]
            dropped = [t.text for n, t in counted if n > COUNT_CAP]
        query = every if kept == terms else compile_groups([[t] for t in kept])
        # every term kept: the first pass already found the OR of them past the cap
        over_cap = any(n > COUNT_CAP for n, t in counted if t in kept) or (
            kept == terms and not phrase
        )
        page = ranked_page(
            cur, owner, query, filters, want, order, exclude=strict, boost=True,
            over_cap=over_cap,
        )  # fmt: skip
    result.fallback_used = True
    result.fallback_terms = [t.text for t in kept]
    result.dropped_terms = dropped
    result.fallback_ranking, result.fallback_matches = page.ranking, page.matches
    result.fallback_exact, result.fallback_recency_reason = page.exact, page.reason
    result.fallback_rank_work, result.fallback_rank_work_limit = page.work, page.limit
    if not strict:
        result.ranking = page.ranking
    return page.ids, kept


def _bounds(cur: Any, singles: list[Compiled]) -> list[int]:
    """Each term's matches over every user's messages, counted up to the cap + 1: at
    least this user's. The count reads no column, so PostgreSQL takes it from the index
    for every page the visibility map marks all-visible (~1 ms for a term in 2,000
    messages, where reading the rows to check their owner took ~8)."""
    params: list[Any] = []
    columns: list[str] = []
    for k, single in enumerate(singles):
        columns.append(
            f"(SELECT count(*) FROM (SELECT FROM hm_messages m WHERE {single.where}"
            f" LIMIT %s) q) AS n{k}"
        )
        params += [*single.params, COUNT_CAP + 1]
    cur.execute(f"SELECT {', '.join(columns)}", params)
    row = cur.fetchone()
    return [int(row[f"n{k}"]) for k in range(len(singles))]
