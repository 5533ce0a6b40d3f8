"""Hybrid search on PostgreSQL: the lexical result and the user's nearest vectors, fused by
the one rule state.db uses (``sessions/search/hybrid``: ``gather``, ``fuse``,
``finish``); only the lookups (filters, neighbours, texts, times, hits) are PostgreSQL's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import hermes_memory.sessions.search.hybrid as hybrid
from hermes_memory.sessions.search.time_order import TimeBound, to_epoch
from hermes_memory.sessions.search.types import Filters, SearchResult
from hermes_memory.storage.postgres import search_run


class PgLookups:
    """:class:`~hermes_memory.sessions.search.hybrid.Lookups` over one user's rows."""

    def __init__(self, cur: Any, owner: str, filters: Filters) -> None:
        self.cur, self.owner, self.filters = cur, owner, filters

    def allowed(self, ids: list[int]) -> set[int]:
        parts = list(search_run.filter_sql(self.filters).values())
        keep = " AND ".join(sql for sql, _ in parts) or "TRUE"
        params = [p for _, ps in parts for p in ps]
        self.cur.execute(
            f"SELECT m.id {search_run.FROM} WHERE m.owner = %s AND m.id = ANY(%s) AND {keep}",
            [self.owner, ids, *params],
        )
        return {int(row["id"]) for row in self.cur.fetchall()}

    def neighbours(self, ids: list[int]) -> dict[int, tuple[int | None, int | None]]:
        # the same order as state.db's: (timestamp, id) within the session
        self.cur.execute(
            "SELECT h.id,"
            " (SELECT p.id FROM hm_messages p WHERE p.owner = h.owner"
            "  AND p.session_id = h.session_id AND (p.timestamp, p.id) < (h.timestamp, h.id)"
            "  ORDER BY p.timestamp DESC, p.id DESC LIMIT 1) AS prev_id,"
            " (SELECT n.id FROM hm_messages n WHERE n.owner = h.owner"
            "  AND n.session_id = h.session_id AND (n.timestamp, n.id) > (h.timestamp, h.id)"
            "  ORDER BY n.timestamp, n.id LIMIT 1) AS next_id"
            " FROM hm_messages h WHERE h.owner = %s AND h.id = ANY(%s)",
            (self.owner, ids),
        )
        return {int(row["id"]): (row["prev_id"], row["next_id"]) for row in self.cur.fetchall()}

    def times(self, ids: list[int]) -> dict[int, float]:
        self.cur.execute(
            "SELECT id, timestamp FROM hm_messages WHERE owner = %s AND id = ANY(%s)",
            (self.owner, ids),
        )
        return {int(row["id"]): float(row["timestamp"] or 0.0) for row in self.cur.fetchall()}

    def texts(self, ids: list[int]) -> dict[int, tuple[str, str]]:
        self.cur.execute(
            "SELECT id, session_id, content FROM hm_messages WHERE owner = %s AND id = ANY(%s)",
            (self.owner, ids),
        )
        return {
            int(row["id"]): (str(row["session_id"]), str(row["content"] or ""))
            for row in self.cur.fetchall()
        }


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
    semantic = store.semantic_scores(hybrid.vector_query(lexical.query), model)
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
    owner = store.owner
    with store.db.transaction() as cur:
        evidence = hybrid.gather(
            PgLookups(cur, owner, filters),
            result.query,
            lexical_ids,
            result.strict_hits,
            semantic,
            limit=limit,
            offset=offset,
        )
        ranked = hybrid.fuse(evidence)
        page = ranked[offset : offset + limit]
        snippet = (result.snippet_maker or hybrid.plain_snippet) if snippets else None
        hits = search_run.load_hits(
            cur, owner, [mid for mid, _, _ in page], snippet, context=context
        )
    kinds = {mid: kind for mid, _, kind in page}
    return hybrid.finish(result, hits, kinds, bool(ranked)), ""
