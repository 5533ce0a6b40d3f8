"""How ``search_similar`` ranks episodes: BM25 over ``episodes_fts``, cosine over stored
vectors when an embedder is configured, and reciprocal-rank fusion of the rankings present.

Pure ranking: each function takes a connection or vectors and returns session ids, best
first. The embedder is a small protocol so a backend can be plugged in without changes here.
"""

from __future__ import annotations

import math
import re
import sqlite3
from collections.abc import Iterable, Mapping, Sequence
from typing import Protocol, runtime_checkable

RRF_K = 60  # spec §3.4: score = Σ 1 / (60 + rank)
BM25_WEIGHTS = (3.0, 1.0, 2.0, 1.0, 1.0)  # task, category, result, error, resolution
_WORD = re.compile(r"\w+", re.UNICODE)
_MAX_TERMS = 32  # a pasted page of text must not become a 2,000-term OR
# words that match nearly every episode and so only add noise to an OR query
_STOPWORD_TEXT = """a an and are as at be but by can could do does for from had has have how i if
in into is it its me my no not of on or our please so that the their them then there these
this those to us was we were what when where which who why will with would you your"""
_STOPWORDS = frozenset(_STOPWORD_TEXT.split())


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into vectors (one per text, same length). Any backend fits."""

    def embed(self, texts: Sequence[str]) -> list[list[float]]: ...


def query_terms(query: str) -> list[str]:
    """The query's meaningful words, lower-cased, each once, in order (may be empty)."""
    seen: dict[str, None] = {}
    for word in _WORD.findall(query.lower()):
        if word.strip("_") and word not in _STOPWORDS and (len(word) > 1 or not word.isascii()):
            seen.setdefault(word, None)
    terms = list(seen)
    return terms[:_MAX_TERMS]


def fts_match(terms: Iterable[str]) -> str:
    """An FTS5 MATCH expression OR-ing the terms, each quoted so no word is an operator."""
    return " OR ".join('"' + term.replace('"', '""') + '"' for term in terms)


def bm25_ranking(conn: sqlite3.Connection, terms: Sequence[str], limit: int) -> list[str]:
    """Session ids by BM25 (best first); ``[]`` without terms."""
    if not terms:
        return []
    weights = ", ".join(str(w) for w in BM25_WEIGHTS)
    sql = (
        "SELECT e.session_id FROM episodes_fts f JOIN episodes e ON e.rowid = f.rowid"
        f" WHERE episodes_fts MATCH ? ORDER BY bm25(episodes_fts, {weights}), e.created_at DESC"
        " LIMIT ?"
    )
    return [str(sid) for (sid,) in conn.execute(sql, (fts_match(terms), limit))]


def cosine(a: Sequence[float], b: Sequence[float]) -> float:
    """Cosine similarity; 0.0 for a zero vector or a length mismatch."""
    if len(a) != len(b) or not a:
        return 0.0
    dot = sum(x * y for x, y in zip(a, b, strict=True))
    norm = math.sqrt(sum(x * x for x in a)) * math.sqrt(sum(y * y for y in b))
    return dot / norm if norm else 0.0


def vector_ranking(
    query_vector: Sequence[float], stored: Iterable[tuple[str, Sequence[float]]], limit: int
) -> list[str]:
    """Session ids by cosine similarity to the query vector (best first, positive only)."""
    scored = [(cosine(query_vector, vec), sid) for sid, vec in stored]
    scored = [pair for pair in scored if pair[0] > 0.0]
    scored.sort(key=lambda pair: -pair[0])
    return [sid for _, sid in scored[:limit]]


def reciprocal_rank_fusion(
    rankings: Sequence[Sequence[str]], *, created_at: Mapping[str, float] | None = None
) -> list[str]:
    """Fuse rankings: ``score(id) = Σ 1 / (60 + rank)`` (rank from 1) over the rankings that
    hold the id; equal scores go newer first (``created_at``, unix seconds), then by id."""
    scores: dict[str, float] = {}
    for ranking in rankings:
        for rank, sid in enumerate(ranking, start=1):
            scores[sid] = scores.get(sid, 0.0) + 1.0 / (RRF_K + rank)
    times = created_at or {}
    return sorted(scores, key=lambda sid: (-scores[sid], -times.get(sid, 0.0), sid))
