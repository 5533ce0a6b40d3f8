"""Hybrid search on PostgreSQL: the lexical result and the user's nearest vectors, fused by
the one rule state.db uses (``sessions/search/hybrid``: ``fuse``, ``candidates``,
``word_share``, ``finish``); only the lookups (filters, texts, hits) are PostgreSQL's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import hermes_memory.sessions.search.hybrid as hybrid
from hermes_memory.sessions.search.time_order import TimeBound, to_epoch
from hermes_memory.sessions.search.types import Filters, SearchResult
from hermes_memory.storage.postgres import search_run


def allowed(cur: Any, owner: str, ids: list[int], filters: Filters) -> set[int]:
    """Those of ``ids`` the search's filters keep (the lexical side's conditions)."""
    parts = list(search_run.filter_sql(filters).values())
    keep = " AND ".join(sql for sql, _ in parts) or "TRUE"
    params = [p for _, ps in parts for p in ps]
    cur.execute(
        f"SELECT m.id {search_run.FROM} WHERE m.owner = %s AND m.id = ANY(%s) AND {keep}",
        [owner, ids, *params],
    )
    return {int(row["id"]) for row in cur.fetchall()}


def shares(cur: Any, owner: str, query: str, ids: list[int]) -> dict[int, float]:
    """For each lexical hit, the part of the query's words it holds (as on state.db)."""
    share = hybrid.word_share(query)
    if share is None or not ids:
        return {}
    cur.execute(
        "SELECT id, content FROM hm_messages WHERE owner = %s AND id = ANY(%s)", (owner, ids)
    )
    return {int(row["id"]): share(str(row["content"] or "")) for row in cur.fetchall()}


def hybrid_search(
    store: Any,
    query: str,
    *,
    limit: int,
    offset: int,
    role_filter: Sequence[str] | None,
    source_filter: Sequence[str] | None,
    exclude_sources: Sequence[str] | None,
    after: TimeBound | None,
    before: TimeBound | None,
    include_inactive: bool,
    context: bool,
    snippets: bool,
) -> tuple[SearchResult | None, str]:
    """The fused result, or ``(None, note)`` when vectors do not take part (the caller
    runs the lexical search; ``note`` says why when vectors were expected)."""
    model, note = store.vector_gate()
    if model is None:
        return None, note
    lexical = store.lexical_search(
        query,
        source_filter=source_filter,
        exclude_sources=exclude_sources,
        role_filter=role_filter,
        limit=max(offset + limit, hybrid.LEXICAL_POOL),
        offset=0,
        after=after,
        before=before,
        include_inactive=include_inactive,
        context=False,
        snippets=False,
    )
    if lexical.explanation in hybrid.KEEP_LEXICAL:
        return None, ""
    semantic = store.semantic_scores(lexical.query, model)
    if not semantic.used:
        return None, semantic.note
    filters = Filters.of(
        source_filter,
        exclude_sources,
        role_filter,
        include_inactive,
        to_epoch(after, "after"),
        to_epoch(before, "before"),
    )
    result = lexical
    result.vectors_pending = semantic.pending
    lexical_ids = [int(hit["id"]) for hit in result.hits]
    known = set(lexical_ids)
    near = hybrid.candidates(semantic, known, limit=limit, offset=offset)
    owner = store.owner
    with store.db.transaction() as cur:
        kept = allowed(cur, owner, near, filters) if near else set()
        cosines = {mid: c for mid, c in semantic.scores.items() if mid in kept or mid in known}
        weights = shares(cur, owner, result.query, lexical_ids)
        ranked = hybrid.fuse(lexical_ids, result.strict_hits, cosines, weights)
        page = ranked[offset : offset + limit]
        snippet = (result.snippet_maker or hybrid.plain_snippet) if snippets else None
        hits = search_run.load_hits(
            cur, owner, [mid for mid, _, _ in page], snippet, context=context
        )
    kinds = {mid: kind for mid, _, kind in page}
    return hybrid.finish(result, hits, kinds, bool(ranked)), ""
