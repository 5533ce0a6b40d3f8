"""Hybrid ranking for ``SessionDB.search``: the lexical result (strict, then any-words) and
the vector index's nearest messages, gathered into one :class:`~.fusion.Evidence` and ordered
by the fitted rule in ``fusion`` (README "Hybrid ranking").

This module is the plumbing: which candidates, what the store tells about them (their words,
sessions and neighbours), the filters, and the page. Time-ordered searches stay lexical.
"""

from __future__ import annotations

import sqlite3
from typing import Any

from hermes_memory.sessions.search.context import load_hits
from hermes_memory.sessions.search.explain import explain
from hermes_memory.sessions.search.fusion import VECTOR_POOL, Evidence, fuse
from hermes_memory.sessions.search.query import meaningful_terms, or_query
from hermes_memory.sessions.search.rerank import neighbours
from hermes_memory.sessions.search.snippet import Highlighter, light_stem
from hermes_memory.sessions.search.types import (
    Explanation,
    Filters,
    MatchKind,
    Ranking,
    SearchResult,
)
from hermes_memory.sessions.search.vector_query import vector_query
from hermes_memory.sessions.vectors import SemanticScores, index_exists

__all__ = ["KEEP_LEXICAL", "LEXICAL_POOL", "combine", "fuse", "vector_query", "vectors_of"]

LEXICAL_POOL = 100
"""Lexical candidates asked for (at least): the fallback's ranking needs a deep pool."""
KEEP_LEXICAL = (
    Explanation.EMPTY_QUERY,
    Explanation.NO_SOURCES,
    Explanation.EMPTY_WINDOW,
    Explanation.UNAVAILABLE,
)
_SNIPPET_CHARS = 200


def vectors_of(db: Any) -> Any:
    """The store's vector runtime when it has a vector index, else None (lexical only)."""
    runtime = getattr(db, "vectors", None)
    if runtime is None or not hasattr(db, "read"):
        return None
    return runtime if db.read(index_exists) else None


def describe(
    conn: sqlite3.Connection, query: str, ids: list[int]
) -> tuple[dict[int, float], dict[int, str]]:
    """For each message: the part of the query's meaningful words (stemmed) it holds, and
    its session."""
    terms = meaningful_terms(query)
    highlighter = Highlighter.from_query(or_query(terms)) if terms else None
    wanted = {light_stem(word) for word in highlighter.exact} if highlighter else set()
    shares: dict[int, float] = {}
    sessions: dict[int, str] = {}
    for start in range(0, len(ids), 500):
        part = ids[start : start + 500]
        marks = ",".join("?" * len(part))
        for mid, session, content in conn.execute(
            f"SELECT id, session_id, content FROM messages WHERE id IN ({marks})", part
        ):
            sessions[int(mid)] = str(session)
            if highlighter is not None and wanted:
                found = {light_stem(key) for _, _, key in highlighter.hits(str(content or ""))}
                shares[int(mid)] = len(found & wanted) / len(wanted)
    return shares, sessions


def allowed(conn: sqlite3.Connection, ids: list[int], filters: Filters) -> set[int]:
    """Those of ``ids`` the search's filters keep (the same rules as the lexical side)."""
    where, params = filters.sql()
    kept: set[int] = set()
    for start in range(0, len(ids), 500):
        part = ids[start : start + 500]
        marks = ",".join("?" * len(part))
        rows = conn.execute(
            "SELECT m.id FROM messages m JOIN sessions s ON s.id = m.session_id"
            f" WHERE m.id IN ({marks}) AND {where}",
            [*part, *params],
        )
        kept.update(int(row[0]) for row in rows)
    return kept


def _plain_snippet(text: str) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= _SNIPPET_CHARS else flat[:_SNIPPET_CHARS].rstrip() + "…"


def combine(
    db: Any,
    lexical: SearchResult,
    semantic: SemanticScores,
    filters: Filters,
    *,
    limit: int,
    offset: int,
    context: bool,
    snippets: bool,
) -> SearchResult:
    """``lexical`` (asked for a deep pool, no offset) fused with ``semantic`` into the page
    ``[offset, offset + limit)``; the lexical result carries the fused hits back."""
    result = lexical
    result.vectors_pending = semantic.pending
    if result.explanation in KEEP_LEXICAL:
        return result
    lexical_ids = [int(hit["id"]) for hit in result.hits]
    known = set(lexical_ids)
    depth = max(VECTOR_POOL, 2 * (offset + limit))
    nearest = sorted(semantic.scores, key=lambda mid: (-semantic.scores[mid], mid))[:depth]
    unseen = [mid for mid in nearest if mid not in known]
    with db.lock:
        kept = allowed(db.conn, unseen, filters) if unseen else set()
        evidence = Evidence(
            lexical_ids, result.strict_hits, semantic.scores, kept | known, depth=depth
        )
        wanted = evidence.candidates()
        evidence.neighbours = neighbours(db.conn, wanted)
        checked = known | set(unseen)
        around = {m for pair in evidence.neighbours.values() for m in pair if m is not None}
        around = {m for m in around - checked if m in semantic.scores}
        if around:
            evidence.allowed |= allowed(db.conn, sorted(around), filters)
        evidence.shares, evidence.sessions = describe(
            db.conn, result.query, list(dict.fromkeys(nearest + wanted))
        )
    ranked = fuse(evidence)
    page = ranked[offset : offset + limit]
    kinds = {mid: kind for mid, _, kind in page}
    snippet = (result.snippet_maker or _plain_snippet) if snippets else None
    with db.lock:
        hits = load_hits(db.conn, [mid for mid, _, _ in page], snippet, context=context)
    for hit in hits:
        hit["match"] = kinds[int(hit["id"])].value
    result.hits = hits
    result.semantic = True
    result.ranking = Ranking.HYBRID
    result.semantic_hits = sum(1 for hit in hits if hit["match"] == MatchKind.SEMANTIC.value)
    result.strict_hits = sum(1 for hit in hits if hit["match"] == MatchKind.EXACT.value)
    if hits:
        return explain(result, Explanation.FOUND)
    if ranked:
        return explain(result, Explanation.PAST_END)
    return (
        result
        if result.explanation is not Explanation.FOUND
        else explain(result, Explanation.NO_MATCH)
    )
