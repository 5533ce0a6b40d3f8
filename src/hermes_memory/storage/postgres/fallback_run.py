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
    Page,
    counts,
    first_pass,
    keep_sql,
    newest_page,
    newest_sql,
    ranked_page,
)


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

    The OR of every term goes first: within the cap, so is each term, none is left out
    and its page is the answer (one statement). Past it, a bound on each term's count
    that reads no row, with the newest matches of the OR in the same statement, settles
    the usual case (no term past the cap alone); only when a bound passes the cap are
    this user's counts taken, as state.db takes them."""
    every = compile_groups([[t] for t in terms])
    phrase = every.loose is not None  # a phrase is checked by ``ranked_page``'s own route
    page = None
    if not phrase:
        page = first_pass(cur, owner, every, filters, want, order, strict, boost=True)
    kept, dropped = terms, list[str]()
    if page is None:
        singles = [compile_groups([[t]]) for t in terms]
        newest = None
        if not phrase:
            newest = _newest_if_none_dropped(
                cur, owner, singles, every, filters, want, order, strict, terms
            )
        if newest is not None:
            page = newest
        else:
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


def _newest_if_none_dropped(
    cur: Any,
    owner: str,
    singles: list[Compiled],
    every: Compiled,
    filters: Filters,
    want: int,
    order: Sort | None,
    strict: list[int],
    terms: list[QueryTerm],
) -> Page | None:
    """The page past the cap of the OR of every term when no term can pass the cap
    alone, else None (the terms must then be counted for this user).

    Each term is counted over every user's messages, up to the cap + 1: a bound that
    needs no row read (the count reads no column, so PostgreSQL takes it from the index
    for every page the visibility map marks all-visible: ~1 ms for a term in 2,000
    messages where reading the rows to check the owner took ~8). Within the cap, no term
    is dropped, whatever this user's counts are, and the newest page of the OR of them
    all, read in the same statement, is the answer."""
    if any(contains_cjk(t.text) for t in terms):
        return None  # a CJK term's condition reads the row: the bound would cost as much
    params: list[Any] = []
    columns: list[str] = []
    for k, single in enumerate(singles):
        columns.append(
            f"(SELECT count(*) FROM (SELECT FROM hm_messages m WHERE {single.where}"
            f" LIMIT %s) q) AS n{k}"
        )
        params += [*single.params, COUNT_CAP + 1]
    walk, walk_params = newest_sql(owner, every, keep_sql(filters, strict), want, order)
    # ARRAY(subquery) keeps the subquery's order
    cur.execute(f"SELECT {', '.join(columns)}, ARRAY({walk}) AS ids", [*params, *walk_params])
    row = cur.fetchone()
    if any(int(row[f"n{k}"]) > COUNT_CAP for k in range(len(singles))):
        return None
    return newest_page([int(i) for i in row["ids"]], order)
