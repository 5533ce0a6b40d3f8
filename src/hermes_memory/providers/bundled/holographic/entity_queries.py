"""Entity questions answered from the entity index, and contradiction detection.

probe / related / reason follow the entity-index contract: membership comes from
``fact_entities`` (so a fact linked to an entity is found even when its text never names
it), order is trust first with HRR similarity as a tie-breaker when numpy is present.
contradict pairs facts that share entities but whose vectors diverge (numpy required).
"""

from __future__ import annotations

import itertools
import sqlite3
from collections.abc import Iterable, Sequence
from typing import Any, Protocol

from . import hrr, vectors
from .store import FACT_COLUMNS, FactStore, fact_dict


class FactSource(Protocol):
    """What these queries use of ``retrieval.FactRetriever`` (which calls them): the store
    and the HRR dimension. A protocol, so this module does not import its caller."""

    store: FactStore
    hrr_dim: int


MAX_CONTRADICT_FACTS = 500
MIN_ENTITY_OVERLAP = 0.3
_COLUMNS = FACT_COLUMNS + ", hrr_vector"


def _marks(values: Sequence[object]) -> str:
    return ",".join("?" * len(values))


def _rows(
    conn: sqlite3.Connection, fact_ids: Iterable[int], category: str | None
) -> list[sqlite3.Row]:
    ids = sorted(set(fact_ids))
    rows: list[sqlite3.Row] = []
    for start in range(0, len(ids), 500):
        chunk = ids[start : start + 500]
        sql = f"SELECT {_COLUMNS} FROM facts WHERE fact_id IN ({_marks(chunk)})"
        params: list[Any] = list(chunk)
        if category:
            sql += " AND category = ?"
            params.append(str(category))
        rows.extend(conn.execute(sql, params).fetchall())
    return rows


def _names(conn: sqlite3.Connection, entity_ids: Sequence[int]) -> list[str]:
    if not entity_ids:
        return []
    rows = conn.execute(
        f"SELECT name FROM entities WHERE entity_id IN ({_marks(entity_ids)})", list(entity_ids)
    )
    return [str(row["name"]) for row in rows]


def _affinity(
    retriever: FactSource, row: sqlite3.Row, keys: Sequence[hrr.Vector], combine: str
) -> float:
    """How strongly the fact's vector carries the entity keys (0.0 without numpy/vector)."""
    if not keys:
        return 0.0
    vector = vectors.decode(row["hrr_vector"], retriever.hrr_dim)
    if vector is None:
        return 0.0
    sims = [hrr.similarity(vector, key) for key in keys]
    return min(sims) if combine == "min" else max(sims)


def _rank(
    retriever: FactSource,
    rows: Sequence[sqlite3.Row],
    names: Sequence[str],
    limit: int,
    *,
    combine: str = "max",
    links: dict[int, int] | None = None,
) -> list[dict[str, Any]]:
    keys = (
        [hrr.entity_key(name, retriever.hrr_dim) for name in names] if hrr.numpy_available() else []
    )
    ranked = []
    for row in rows:
        fact = fact_dict(row)
        fact["score"] = float(fact["trust_score"] or 0.0)
        tie = (links or {}).get(fact["fact_id"], 0), _affinity(retriever, row, keys, combine)
        ranked.append((tie, fact))
    ranked.sort(key=lambda item: (-item[1]["score"], -item[0][0], -item[0][1], item[1]["fact_id"]))
    results = [fact for _, fact in ranked[: max(0, int(limit))]]
    retriever.store.record_retrieval(fact["fact_id"] for fact in results)
    return results


def probe(
    retriever: FactSource, entity: str, category: str | None, limit: int
) -> list[dict[str, Any]]:
    index = retriever.store.entity_index
    with retriever.store.locked() as conn:
        entity_ids = index.lookup(entity or "")
        if not entity_ids:
            return []
        rows = _rows(conn, index.fact_ids_for(entity_ids), category)
        names = _names(conn, entity_ids)
    return _rank(retriever, rows, names, limit)


def related(
    retriever: FactSource, entity: str, category: str | None, limit: int
) -> list[dict[str, Any]]:
    index = retriever.store.entity_index
    with retriever.store.locked() as conn:
        entity_ids = index.lookup(entity or "")
        if not entity_ids:
            return []
        own = index.fact_ids_for(entity_ids)
        neighbours = sorted(index.entity_ids_for(own) - set(entity_ids))
        if not neighbours:
            return []
        rows = _rows(conn, index.fact_ids_for(neighbours) - own, category)
        links = {
            int(row[0]): int(row[1])
            for row in conn.execute(
                "SELECT fact_id, COUNT(*) FROM fact_entities "
                f"WHERE entity_id IN ({_marks(neighbours)}) GROUP BY fact_id",
                neighbours,
            )
        }
        names = _names(conn, neighbours)
    return _rank(retriever, rows, names, limit, links=links)


def reason(
    retriever: FactSource, entities: Sequence[str], category: str | None, limit: int
) -> list[dict[str, Any]]:
    wanted = [name for name in entities or [] if isinstance(name, str) and name.strip()]
    if not wanted:
        return []
    index = retriever.store.entity_index
    with retriever.store.locked() as conn:
        common: set[int] | None = None
        canonical: list[str] = []
        for name in wanted:
            entity_ids = index.lookup(name)
            facts = index.fact_ids_for(entity_ids)
            common = facts if common is None else common & facts
            if not common:
                return []
            canonical.extend(_names(conn, entity_ids))
        rows = _rows(conn, common or set(), category)
    return _rank(retriever, rows, canonical, limit, combine="min")


def _claim_vector(content: str, shared: frozenset[str], dim: int) -> hrr.Vector:
    """What a fact says about its shared subject: its words minus the shared entity names.

    Whole fact vectors are bundles that already contain the shared entities, which pins the
    similarity of any two facts about one subject near 0.5 and the score below the default
    threshold; comparing only the remaining words lets unrelated claims score near 0.
    """
    subject = {token for name in shared for token in hrr.text_tokens(name)}
    words = [token for token in hrr.text_tokens(content) if token not in subject]
    return hrr.encode_text(" ".join(words), dim)


def contradict(
    retriever: FactSource, category: str | None, threshold: float, limit: int
) -> list[dict[str, Any]]:
    """Pairs sharing entities (Jaccard >= 0.3) scored overlap x (1 - (similarity + 1) / 2),
    where similarity compares the two claims (see :func:`_claim_vector`)."""
    if not hrr.numpy_available():
        return []
    sql = f"SELECT {_COLUMNS} FROM facts WHERE hrr_vector IS NOT NULL"
    params: list[Any] = []
    if category:
        sql += " AND category = ?"
        params.append(str(category))
    with retriever.store.locked() as conn:
        rows = conn.execute(sql, params).fetchall()
        decoded = [(row, vectors.decode(row["hrr_vector"], retriever.hrr_dim)) for row in rows]
        facts = [(row, vector) for row, vector in decoded if vector is not None]
        if len(facts) < 2:
            return []
        if len(facts) > MAX_CONTRADICT_FACTS:
            # Pairs grow quadratically; check only the most recently touched facts.
            facts.sort(key=lambda item: str(item[0]["updated_at"] or item[0]["created_at"] or ""))
            facts = facts[-MAX_CONTRADICT_FACTS:]
        entity_sets = retriever.store.entity_index.names_by_fact(
            [int(row["fact_id"]) for row, _ in facts]
        )
    by_entity: dict[str, list[int]] = {}
    for position, (row, _) in enumerate(facts):
        for name in entity_sets.get(int(row["fact_id"]), ()):
            by_entity.setdefault(name, []).append(position)
    pairs = {pair for members in by_entity.values() for pair in itertools.combinations(members, 2)}
    candidates: list[tuple[int, int, float, frozenset[str]]] = []
    for i, j in sorted(pairs):
        ents_a = entity_sets[int(facts[i][0]["fact_id"])]
        ents_b = entity_sets[int(facts[j][0]["fact_id"])]
        overlap = len(ents_a & ents_b) / len(ents_a | ents_b)
        if overlap >= MIN_ENTITY_OVERLAP:
            candidates.append((i, j, overlap, frozenset(ents_a & ents_b)))
    # One claim vector per (fact, shared subject); all pair similarities in one batch.
    slots: dict[tuple[int, frozenset[str]], int] = {}
    claims: list[hrr.Vector] = []

    def slot(position: int, shared: frozenset[str]) -> int:
        key = (position, shared)
        if key not in slots:
            slots[key] = len(claims)
            content = str(facts[position][0]["content"])
            claims.append(_claim_vector(content, shared, retriever.hrr_dim))
        return slots[key]

    index_pairs = [(slot(i, shared), slot(j, shared)) for i, j, _, shared in candidates]
    similarities = hrr.pair_similarities(claims, index_pairs)
    found: list[dict[str, Any]] = []
    for (i, j, overlap, shared), content_sim in zip(candidates, similarities, strict=True):
        score = overlap * (1.0 - (content_sim + 1.0) / 2.0)
        if score < threshold:
            continue
        found.append(
            {
                "fact_a": fact_dict(facts[i][0]),
                "fact_b": fact_dict(facts[j][0]),
                "entity_overlap": round(overlap, 3),
                "content_similarity": round(content_sim, 3),
                "contradiction_score": round(score, 3),
                "shared_entities": sorted(shared),
            }
        )
    found.sort(
        key=lambda item: (
            -item["contradiction_score"],
            item["fact_a"]["fact_id"],
            item["fact_b"]["fact_id"],
        )
    )
    return found[: max(0, int(limit))]
