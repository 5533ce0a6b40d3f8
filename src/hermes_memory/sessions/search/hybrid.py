"""Hybrid ranking for ``SessionDB.search``: the lexical result (strict, then any-words) and
the vector index's nearest messages, fused into one order.

The rule, tuned on LoCoMo and checked on the paraphrase set (README): a message the words
found scores ``1 / (1 + rank / 10)`` times ``0.6 + 0.4 * share`` (``share``: the part of
the query's words it holds), and every message adds ``0.2`` times its cosine min-max
scaled over the query's 50 nearest plus ``1.0 * max(0, cosine - 0.3)``. Words lead;
meaning reorders close calls, and a close paraphrase beats a message sharing one common
word. A vector-only hit below ``MIN_COSINE`` is noise and is left out. Time-ordered
searches stay lexical.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping
from typing import Any

from hermes_memory.sessions.search.context import hit_rows, load_hits
from hermes_memory.sessions.search.explain import explain
from hermes_memory.sessions.search.query import meaningful_terms, or_query
from hermes_memory.sessions.search.snippet import Highlighter, light_stem
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
LEXICAL_TAU = 10.0
SHARE_FLOOR = 0.6
"""A lexical hit holding none of the query's words (a stem or prefix match) keeps 60%."""
SEMANTIC_WEIGHT = 0.2
SCALE_RANK = 50
"""The cosine of the query's 50th-nearest message is the zero of the scaled cosine."""
ABSOLUTE_WEIGHT = 1.0
ABSOLUTE_FROM = 0.3
"""Cosine above this counts on its own: a close paraphrase is evidence in any corpus."""
MIN_COSINE = 0.2
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
    lexical: list[int], strict: int, cosines: dict[int, float], shares: dict[int, float]
) -> list[tuple[int, float, MatchKind]]:
    """Message ids with fused scores and how each matched, best first. ``shares``: the
    part of the query's words each lexical hit holds (1.0 when unknown)."""
    scaled: dict[int, float] = {}
    if cosines:
        ordered = sorted(cosines.values(), reverse=True)
        top, zero = ordered[0], ordered[min(len(ordered) - 1, SCALE_RANK)]
        span = (top - zero) or 1.0
        scaled = {mid: max(0.0, (c - zero) / span) for mid, c in cosines.items()}

    def meaning(mid: int) -> float:
        cosine = cosines.get(mid)
        if cosine is None:
            return 0.0
        return SEMANTIC_WEIGHT * scaled[mid] + ABSOLUTE_WEIGHT * max(0.0, cosine - ABSOLUTE_FROM)

    out: dict[int, tuple[float, MatchKind]] = {}
    for rank, mid in enumerate(lexical):
        kind = MatchKind.EXACT if rank < strict else MatchKind.ANY_WORDS
        weight = SHARE_FLOOR + (1.0 - SHARE_FLOOR) * shares.get(mid, 1.0)
        out[mid] = (weight / (1.0 + rank / LEXICAL_TAU) + meaning(mid), kind)
    for mid, cosine in cosines.items():
        if mid not in out and cosine >= MIN_COSINE:
            out[mid] = (meaning(mid), MatchKind.SEMANTIC)
    ranked = sorted(out.items(), key=lambda item: (-item[1][0], item[0]))
    return [(mid, score, kind) for mid, (score, kind) in ranked]


def word_shares(
    conn: sqlite3.Connection,
    query: str,
    ids: list[int],
    texts: Mapping[int, str] | None = None,
) -> dict[int, float]:
    """For each message, the part of the query's meaningful words (stemmed) it holds.
    ``texts``: the messages' content when already read (else it is read here)."""
    terms = meaningful_terms(query)
    if not terms or not ids:
        return {}
    highlighter = Highlighter.from_query(or_query(terms))
    wanted = {light_stem(word) for word in highlighter.exact}
    if not wanted:
        return {}
    if texts is None:
        texts = {mid: str(row[3] or "") for mid, row in hit_rows(conn, ids).items()}
    shares: dict[int, float] = {}
    for mid in ids:
        content = texts.get(mid)
        if content is not None:
            found = {light_stem(key) for _, _, key in highlighter.hits(content)}
            shares[mid] = len(found & wanted) / len(wanted)
    return shares


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
    # only the nearest that could reach the page are checked against the filters
    nearest = sorted(semantic.scores, key=lambda mid: -semantic.scores[mid])
    wanted = max(2 * (offset + limit), SCALE_RANK + 1)
    candidates = [mid for mid in nearest if mid not in known][:wanted]
    # each row is read once: the lexical hits whole (their content gives the word shares,
    # and most of the page is theirs), the candidates as ids the filters keep (the same
    # rules as the lexical side), and then only the page's rows not read yet
    with db.lock:
        rows = hit_rows(db.conn, lexical_ids)
        kept = allowed(db.conn, candidates, filters) if candidates else set()
    cosines = {mid: c for mid, c in semantic.scores.items() if mid in kept or mid in known}
    texts = {mid: str(row[3] or "") for mid, row in rows.items()}
    shares = word_shares(db.conn, result.query, lexical_ids, texts)
    ranked = fuse(lexical_ids, result.strict_hits, cosines, shares)
    page = ranked[offset : offset + limit]
    kinds = {mid: kind for mid, _, kind in page}
    snippet = (result.snippet_maker or _plain_snippet) if snippets else None
    page_ids = [mid for mid, _, _ in page]
    with db.lock:
        rows.update(hit_rows(db.conn, [mid for mid in page_ids if mid not in rows]))
        hits = load_hits(db.conn, page_ids, snippet, context=context, rows=rows)
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
