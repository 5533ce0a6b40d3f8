"""The any-words fallback over the PostgreSQL store: the ranked OR of a question's
meaningful terms, by state.db's rule (``SearchRun.fallback``: a term matching more than
``COUNT_CAP`` messages is left out while a rarer one is left), in as few statements as
that rule allows. Each statement reads the matches' rows again, so the order matters.
"""

from __future__ import annotations

from typing import Any

from hermes_memory.sessions.search.plan import COUNT_CAP
from hermes_memory.sessions.search.query import QueryTerm
from hermes_memory.sessions.search.types import Filters, SearchResult, Sort
from hermes_memory.storage.postgres.query_sql import Compiled, compile_groups
from hermes_memory.storage.postgres.search_run import (
    Page,
    count_sql,
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
    and its page is the answer (one statement). Past it, the terms are counted one by one
    in the statement that also reads the newest matches of the OR of them all, the page
    whenever no term is left out."""
    every = compile_groups([[t] for t in terms])
    phrase = every.loose is not None  # a phrase is checked by ``ranked_page``'s own route
    page = None
    if not phrase:
        page = first_pass(cur, owner, every, filters, want, order, strict, boost=True)
    kept, dropped = terms, list[str]()
    if page is None:
        singles = [compile_groups([[t]]) for t in terms]
        if phrase:
            alone, newest = counts(cur, owner, singles), None
        else:
            alone, newest = _counts_and_newest(
                cur, owner, singles, every, filters, want, order, strict
            )
        counted = list(zip(alone, terms, strict=True))
        if any(0 < n <= COUNT_CAP for n, _ in counted):
            kept = [t for n, t in counted if n <= COUNT_CAP]
            dropped = [t.text for n, t in counted if n > COUNT_CAP]
        if newest is not None and kept == terms:
            page = newest
        else:
            query = every if kept == terms else compile_groups([[t] for t in kept])
            over_cap = any(n > COUNT_CAP for n, t in counted if t in kept)
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


def _counts_and_newest(
    cur: Any,
    owner: str,
    singles: list[Compiled],
    every: Compiled,
    filters: Filters,
    want: int,
    order: Sort | None,
    strict: list[int],
) -> tuple[list[int], Page]:
    """Each term's matches (counted up to the cap + 1) and the page past the cap of the
    OR of them all, in one statement: the page is wasted only when a term is dropped."""
    params: list[Any] = []
    columns: list[str] = []
    for k, single in enumerate(singles):
        columns.append(f"{count_sql(single)} AS n{k}")
        params += [owner, *single.params, COUNT_CAP + 1]
    walk, walk_params = newest_sql(owner, every, keep_sql(filters, strict), want, order)
    # ARRAY(subquery) keeps the subquery's order
    cur.execute(f"SELECT {', '.join(columns)}, ARRAY({walk}) AS ids", [*params, *walk_params])
    row = cur.fetchone()
    alone = [int(row[f"n{k}"]) for k in range(len(singles))]
    return alone, newest_page([int(i) for i in row["ids"]], order)
