"""Hybrid ranking for ``SessionDB.search``: the lexical result (strict, then any-words) and
the vector index's nearest messages, gathered into one :class:`~.fusion.Evidence` and ordered
by the fitted rule in ``fusion`` (README "Hybrid ranking").

This module is the plumbing both backends share: which candidates, what the store tells
about them (their words, sessions and neighbours, through :class:`Lookups`), the filters,
and the page. Time-ordered searches stay lexical.
"""

from __future__ import annotations

import sqlite3
from datetime import datetime
from typing import Any, Protocol

from hermes_memory.sessions.search.candidate_text import TextReader
from hermes_memory.sessions.search.context import load_hits
from hermes_memory.sessions.search.explain import explain
from hermes_memory.sessions.search.fusion import VECTOR_POOL, Evidence, fuse
from hermes_memory.sessions.search.query_dates import named_window
from hermes_memory.sessions.search.rerank import neighbours
from hermes_memory.sessions.search.types import (
    Explanation,
    Filters,
    MatchKind,
    Ranking,
    SearchResult,
)
from hermes_memory.sessions.search.vector_query import vector_query
from hermes_memory.sessions.vectors import SemanticScores, index_exists

__all__ = [
    "KEEP_LEXICAL",
    "LEXICAL_POOL",
    "Lookups",
    "StateLookups",
    "combine",
    "finish",
    "fuse",
    "gather",
    "nearest_first",
    "plain_snippet",
    "vector_query",
    "vectors_of",
]

LEXICAL_POOL = 100
"""Lexical candidates asked for (at least): the fallback's ranking needs a deep pool."""
KEEP_LEXICAL = (
    Explanation.EMPTY_QUERY,
    Explanation.NO_SOURCES,
    Explanation.EMPTY_WINDOW,
    Explanation.UNAVAILABLE,
)
_SNIPPET_CHARS = 200

Neighbours = dict[int, tuple[int | None, int | None]]


class Lookups(Protocol):
    """What the ranking asks of a store about a query's candidates (state.db and
    PostgreSQL answer the same questions with their own SQL)."""

    def allowed(self, ids: list[int]) -> set[int]:
        """Those of ``ids`` the search's filters keep."""

    def neighbours(self, ids: list[int]) -> Neighbours:
        """Previous and next message of each id in its session."""

    def texts(self, ids: list[int]) -> dict[int, tuple[str, str]]:
        """Each id's ``(session id, text)``."""

    def times(self, ids: list[int]) -> dict[int, float]:
        """Each id's timestamp (asked only when the query names a date)."""


def vectors_of(db: Any) -> Any:
    """The store's vector runtime when it has a vector index, else None (lexical only)."""
    runtime = getattr(db, "vectors", None)
    if runtime is None or not hasattr(db, "read"):
        return None
    return runtime if db.read(index_exists) else None


def gather(
    lookups: Lookups,
    query: str,
    lexical_ids: list[int],
    strict: int,
    semantic: SemanticScores,
    *,
    limit: int,
    offset: int,
) -> Evidence:
    """Everything the rule needs about one query's candidates: the nearest messages the
    filters keep, their neighbours (checked against the filters too), sessions, what their
    texts hold of the query and, when the query names a date, when they were written."""
    known = set(lexical_ids)
    depth = max(VECTOR_POOL, offset + limit)
    order = nearest_first(semantic.scores)
    nearest = order[:depth]
    unseen = [mid for mid in nearest if mid not in known]
    kept = lookups.allowed(unseen) if unseen else set()
    evidence = Evidence(lexical_ids, strict, semantic.scores, kept | known, depth=depth)
    evidence.nearest_order = order
    wanted = evidence.candidates()
    evidence.neighbours = lookups.neighbours(wanted) if wanted else {}
    checked = known | set(unseen)
    around = {m for pair in evidence.neighbours.values() for m in pair if m is not None}
    # every nearest message up to ``depth`` is checked already, so the neighbours added
    # here never change the candidates
    around = {m for m in around - checked if m in semantic.scores}
    if around:
        evidence.allowed |= lookups.allowed(sorted(around))
    reader = TextReader(query)
    evidence.query_words = len(reader.wanted)
    # the candidates alone: every allowed nearest message up to VECTOR_POOL is one, and the
    # rule reads nothing about the others
    found = lookups.texts(wanted) if wanted else {}
    facts = reader.read_all([text for _, text in found.values()])
    for (mid, (session, _)), fact in zip(found.items(), facts, strict=True):
        evidence.read(mid, session, fact if reader.wanted else None)
    evidence.window = named_window(query, datetime.now())
    if evidence.window is not None and wanted:
        evidence.times = lookups.times(wanted)
    return evidence


def nearest_first(scores: dict[int, float]) -> list[int]:
    """Ids by cosine, best first, ties by id (two C-level sorts: the second is stable, so
    equal cosines keep the first's id order)."""
    return sorted(sorted(scores), key=scores.__getitem__, reverse=True)


class StateLookups:
    """:class:`Lookups` over state.db (the caller holds the store's lock)."""

    def __init__(self, conn: sqlite3.Connection, filters: Filters) -> None:
        self.conn, self.filters = conn, filters

    def allowed(self, ids: list[int]) -> set[int]:
        where, params = self.filters.sql()
        kept: set[int] = set()
        for start in range(0, len(ids), 500):
            part = ids[start : start + 500]
            marks = ",".join("?" * len(part))
            rows = self.conn.execute(
                "SELECT m.id FROM messages m JOIN sessions s ON s.id = m.session_id"
                f" WHERE m.id IN ({marks}) AND {where}",
                [*part, *params],
            )
            kept.update(int(row[0]) for row in rows)
        return kept

    def neighbours(self, ids: list[int]) -> Neighbours:
        return neighbours(self.conn, ids)

    def times(self, ids: list[int]) -> dict[int, float]:
        out: dict[int, float] = {}
        for start in range(0, len(ids), 500):
            part = ids[start : start + 500]
            marks = ",".join("?" * len(part))
            for mid, stamp in self.conn.execute(
                f"SELECT id, timestamp FROM messages WHERE id IN ({marks})", part
            ):
                out[int(mid)] = float(stamp or 0.0)
        return out

    def texts(self, ids: list[int]) -> dict[int, tuple[str, str]]:
        out: dict[int, tuple[str, str]] = {}
        for start in range(0, len(ids), 500):
            part = ids[start : start + 500]
            marks = ",".join("?" * len(part))
            for mid, session, content in self.conn.execute(
                f"SELECT id, session_id, content FROM messages WHERE id IN ({marks})", part
            ):
                out[int(mid)] = (str(session), str(content or ""))
        return out


def plain_snippet(text: str) -> str:
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
    with db.lock:
        evidence = gather(
            StateLookups(db.conn, filters),
            result.query,
            lexical_ids,
            result.strict_hits,
            semantic,
            limit=limit,
            offset=offset,
        )
    ranked = fuse(evidence)
    page = ranked[offset : offset + limit]
    snippet = (result.snippet_maker or plain_snippet) if snippets else None
    with db.lock:
        hits = load_hits(db.conn, [mid for mid, _, _ in page], snippet, context=context)
    return finish(result, hits, {mid: kind for mid, _, kind in page}, bool(ranked))


def finish(
    result: SearchResult,
    hits: list[dict[str, Any]],
    kinds: dict[int, MatchKind],
    ranked: bool,
) -> SearchResult:
    """The fused page as the result: each hit's ``match``, the counts and explanation."""
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
