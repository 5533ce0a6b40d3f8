"""Hybrid fact retrieval: FTS5 (+ CJK substrings, + the entity bridge) reranked by Jaccard
overlap and HRR similarity, weighted by trust and optional temporal decay.

Owns ranking only; the store owns rows. Entity queries (probe / related / reason) and
contradiction detection live in :mod:`.entity_queries` and are exposed here as methods.
"""

from __future__ import annotations

import logging
import math
import sqlite3
from datetime import UTC, datetime
from typing import Any

from . import entity_queries as queries
from . import hrr, vectors
from .store import FACT_COLUMNS, FactStore, fact_dict
from .text import cjk_like_terms, escape_like, fts_terms, jaccard, tokenize

logger = logging.getLogger(__name__)

BRIDGE_RANK = 1.0  # an entity named by the query counts as a best lexical hit
_COLUMNS = ", ".join(f"f.{column}" for column in FACT_COLUMNS.split(", ")) + ", f.hrr_vector"


def temporal_decay(timestamp: object, half_life_days: float, now: datetime | None = None) -> float:
    """0.5 ** (age in days / half-life); 1.0 for future, missing or unparsable times."""
    if half_life_days <= 0 or not timestamp:
        return 1.0
    try:
        when = datetime.fromisoformat(str(timestamp))
    except ValueError:
        return 1.0
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)  # SQLite's CURRENT_TIMESTAMP is UTC without a zone
    age_days = ((now or datetime.now(UTC)) - when).total_seconds() / 86400.0
    if age_days <= 0:
        return 1.0
    return float(0.5 ** (age_days / half_life_days))


class FactRetriever:
    """Ranks facts of one :class:`FactStore`.

    Without numpy a positive ``hrr_weight`` is redistributed: FTS 0.6, Jaccard 0.4, HRR 0.
    """

    def __init__(
        self,
        store: FactStore,
        temporal_decay_half_life: float = 0,
        fts_weight: float = 0.4,
        jaccard_weight: float = 0.3,
        hrr_weight: float = 0.3,
        hrr_dim: int = 1024,
    ) -> None:
        self.store = store
        self.half_life = float(temporal_decay_half_life or 0)
        self.hrr_dim = int(hrr_dim)
        if hrr_weight > 0 and not hrr.numpy_available():
            fts_weight, jaccard_weight, hrr_weight = 0.6, 0.4, 0.0
        self.fts_weight = float(fts_weight)
        self.jaccard_weight = float(jaccard_weight)
        self.hrr_weight = float(hrr_weight)

    # -- hybrid search ----------------------------------------------------------------------

    def search(
        self, query: str, category: str | None = None, min_trust: float = 0.3, limit: int = 10
    ) -> list[dict[str, Any]]:
        """The ``limit`` best facts for ``query``; each dict is the fact plus ``fts_rank`` and
        ``score``. Empty, stopword-only and unmatched queries give ``[]``; never raises on
        query syntax."""
        if not query or not query.strip() or limit <= 0:
            return []
        terms = fts_terms(query)
        like_terms = cjk_like_terms(query)
        if not terms and not like_terms:
            return []
        pool = int(limit) * 3
        with self.store.locked() as conn:
            candidates = self._lexical(conn, " OR ".join(terms), category, min_trust, pool)
            for fact_id, (row, rank) in self._like(
                conn, like_terms, category, min_trust, pool
            ).items():
                if fact_id not in candidates or candidates[fact_id][1] < rank:
                    candidates[fact_id] = (row, rank)
            for fact_id, row in self._bridge(conn, query, category, min_trust, pool).items():
                candidates[fact_id] = (candidates.get(fact_id, (row, 0.0))[0], BRIDGE_RANK)
        if not candidates:
            return []
        scored = self._score(query, candidates)
        scored.sort(key=lambda fact: (-fact["score"], -fact["trust_score"], fact["fact_id"]))
        results = scored[: int(limit)]
        self.store.record_retrieval(fact["fact_id"] for fact in results)
        return results

    def _filters(self, category: str | None, min_trust: float) -> tuple[str, list[Any]]:
        sql = " AND f.trust_score >= ?"
        params: list[Any] = [float(min_trust)]
        if category:
            sql += " AND f.category = ?"
            params.append(str(category))
        return sql, params

    def _lexical(
        self, conn: sqlite3.Connection, match: str, category: str | None, min_trust: float, n: int
    ) -> dict[int, tuple[sqlite3.Row, float]]:
        """FTS5 candidates with rank normalised so the best hit is 1.0; {} on any MATCH error."""
        if not match:
            return {}
        where, params = self._filters(category, min_trust)
        sql = (
            f"SELECT {_COLUMNS}, facts_fts.rank AS fts_raw FROM facts_fts "
            f"JOIN facts f ON f.fact_id = facts_fts.rowid WHERE facts_fts MATCH ?{where} "
            "ORDER BY facts_fts.rank LIMIT ?"
        )
        try:
            rows = conn.execute(sql, [match, *params, n]).fetchall()
        except sqlite3.Error as exc:
            logger.debug("fact search MATCH %r failed: %s", match, exc)
            return {}
        if not rows:
            return {}
        best = max(max(abs(float(row["fts_raw"] or 0.0)) for row in rows), 1e-6)
        return {
            int(row["fact_id"]): (row, abs(float(row["fts_raw"] or 0.0)) / best) for row in rows
        }

    def _like(
        self,
        conn: sqlite3.Connection,
        terms: list[str],
        category: str | None,
        min_trust: float,
        n: int,
    ) -> dict[int, tuple[sqlite3.Row, float]]:
        """Substring candidates for CJK terms; rank = share of the terms a fact contains."""
        if not terms:
            return {}
        where, params = self._filters(category, min_trust)
        hits = " + ".join("(f.content LIKE ? ESCAPE '\\')" for _ in terms)
        patterns = [f"%{escape_like(term)}%" for term in terms]
        sql = (
            f"SELECT {_COLUMNS}, ({hits}) AS like_hits FROM facts f "
            f"WHERE ({hits}) > 0{where} ORDER BY like_hits DESC, f.trust_score DESC LIMIT ?"
        )
        rows = conn.execute(sql, [*patterns, *patterns, *params, n]).fetchall()
        return {int(row["fact_id"]): (row, row["like_hits"] / len(terms)) for row in rows}

    def _bridge(
        self, conn: sqlite3.Connection, query: str, category: str | None, min_trust: float, n: int
    ) -> dict[int, sqlite3.Row]:
        """Facts linked to an entity the query names (by name or alias); {} if the index fails."""
        try:
            entity_ids = self.store.entity_index.mentioned_in(query)
            if not entity_ids:
                return {}
            where, params = self._filters(category, min_trust)
            marks = ",".join("?" * len(entity_ids))
            rows = conn.execute(
                f"SELECT DISTINCT {_COLUMNS} FROM fact_entities fe "
                f"JOIN facts f ON f.fact_id = fe.fact_id WHERE fe.entity_id IN ({marks}){where} "
                "ORDER BY f.trust_score DESC, f.fact_id LIMIT ?",
                [*entity_ids, *params, n],
            ).fetchall()
        except (sqlite3.Error, ValueError) as exc:
            logger.warning("entity bridge skipped: %s", exc)
            return {}
        return {int(row["fact_id"]): row for row in rows}

    def _score(
        self, query: str, candidates: dict[int, tuple[sqlite3.Row, float]]
    ) -> list[dict[str, Any]]:
        query_tokens = tokenize(query)
        query_vector: hrr.Vector | None = None
        scored = []
        for row, fts_rank in candidates.values():
            fact = fact_dict(row)
            fact.pop("fts_raw", None)
            fact.pop("like_hits", None)
            overlap = jaccard(query_tokens, tokenize(fact["content"]) | tokenize(fact["tags"]))
            hrr_sim = 0.5  # neutral when there is no vector to compare
            if self.hrr_weight > 0:
                fact_vector = vectors.decode(row["hrr_vector"], self.hrr_dim)
                if fact_vector is not None:
                    if query_vector is None:  # encoded once, and only if some fact needs it
                        query_vector = hrr.encode_text(query, self.hrr_dim)
                    hrr_sim = (hrr.similarity(query_vector, fact_vector) + 1.0) / 2.0
            relevance = (
                self.fts_weight * fts_rank
                + self.jaccard_weight * overlap
                + self.hrr_weight * hrr_sim
            )
            score = relevance * float(fact["trust_score"] or 0.0)
            if self.half_life > 0:
                when = fact.get("updated_at") or fact.get("created_at")
                score *= temporal_decay(when, self.half_life)
            fact["fts_rank"] = fts_rank
            fact["score"] = score if math.isfinite(score) else 0.0
            scored.append(fact)
        return scored

    # -- entity queries and hygiene ----------------------------------------------------------

    def probe(
        self, entity: str, category: str | None = None, limit: int = 10
    ) -> list[dict[str, Any]]:
        """Every fact linked to ``entity`` (by name or alias), most trusted first."""
        return queries.probe(self, entity, category, limit)

    def related(
        self, entity: str, category: str | None = None, limit: int = 10
    ) -> list[dict[str, Any]]:
        """Facts about entities that share a fact with ``entity``, minus its own facts."""
        return queries.related(self, entity, category, limit)

    def reason(
        self, entities: list[str], category: str | None = None, limit: int = 10
    ) -> list[dict[str, Any]]:
        """Facts linked to every one of ``entities``."""
        return queries.reason(self, entities, category, limit)

    def contradict(
        self, category: str | None = None, threshold: float = 0.3, limit: int = 10
    ) -> list[dict[str, Any]]:
        """Pairs of facts about the same entities whose content diverges (needs numpy)."""
        return queries.contradict(self, category, threshold, limit)
