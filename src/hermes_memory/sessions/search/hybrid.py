"""Hybrid ranking for ``SessionDB.search``: the lexical result (strict, then any-words) and
the vector index's nearest messages, fused into one order.

The rule, tuned on LoCoMo (README): a message scores ``1 / (1 + lexical_rank / 5)`` if the
words found it, plus ``0.3`` times its cosine min-max scaled over the query's 50 nearest
(so a vector's weight does not depend on how similar the corpus is overall). Words lead;
meaning reorders close calls and adds messages the words missed. A vector-only hit below
``MIN_COSINE`` is noise and is left out. Time-ordered searches stay lexical.
"""

from __future__ import annotations

import sqlite3
from typing import Any

from hermes_memory.sessions.search.context import load_hits
from hermes_memory.sessions.search.explain import explain
from hermes_memory.sessions.search.types import (
    Explanation,
    Filters,
    MatchKind,
    Ranking,
    SearchResult,
)
from hermes_memory.sessions.vectors import SemanticScores, index_exists

LEXICAL_POOL = 100
"""Lexical candidates asked for (at least): the fallback's ranking needs a deep pool."""
LEXICAL_TAU = 5.0
SEMANTIC_WEIGHT = 0.3
SCALE_RANK = 50
"""The cosine of the query's 50th-nearest message is the zero of the scaled cosine."""
MIN_COSINE = 0.3
"""Below this a vector-only hit is not shown (MiniLM: unrelated short texts sit at 0-0.2)."""
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


def fuse(
    lexical: list[int], strict: int, cosines: dict[int, float]
) -> list[tuple[int, float, MatchKind]]:
    """Message ids with fused scores and how each matched, best first."""
    scaled: dict[int, float] = {}
    if cosines:
        ordered = sorted(cosines.values(), reverse=True)
        top, zero = ordered[0], ordered[min(len(ordered) - 1, SCALE_RANK)]
        span = (top - zero) or 1.0
        scaled = {mid: max(0.0, (c - zero) / span) for mid, c in cosines.items()}
    out: dict[int, tuple[float, MatchKind]] = {}
    for rank, mid in enumerate(lexical):
        kind = MatchKind.EXACT if rank < strict else MatchKind.ANY_WORDS
        score = 1.0 / (1.0 + rank / LEXICAL_TAU) + SEMANTIC_WEIGHT * scaled.get(mid, 0.0)
        out[mid] = (score, kind)
    for mid, cosine in cosines.items():
        if mid not in out and cosine >= MIN_COSINE:
            out[mid] = (SEMANTIC_WEIGHT * scaled[mid], MatchKind.SEMANTIC)
    ranked = sorted(out.items(), key=lambda item: (-item[1][0], item[0]))
    return [(mid, score, kind) for mid, (score, kind) in ranked]


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
    candidates = [mid for mid in semantic.scores if mid not in set(lexical_ids)]
    with db.lock:
        kept = allowed(db.conn, candidates, filters) if candidates else set()
    cosines = {mid: c for mid, c in semantic.scores.items() if mid in kept or mid in lexical_ids}
    ranked = fuse(lexical_ids, result.strict_hits, cosines)
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
