"""One search over the PostgreSQL store: count, rank or order, filter, load the hits.

Mirrors ``sessions/search/engine.py`` and ``plan.py``: matches are counted up to
``COUNT_CAP``; at most that many are ranked by relevance (``ts_rank_cd``), more come newest
first (``RECENCY``); ``sort`` orders by message time, ties by id. Filters are
``Filters.parts()``, the same conditions state.db applies.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from hermes_memory.sessions.search.context import decode_content, preview_text
from hermes_memory.sessions.search.plan import COUNT_CAP
from hermes_memory.sessions.search.types import (
    FilteredCounts,
    Filters,
    Ranking,
    RecencyReason,
    Sort,
)
from hermes_memory.storage.postgres.query_sql import INDEXED_TEXT, Compiled
from hermes_memory.storage.postgres.rows import stored_content

FROM = "FROM hm_messages m JOIN hm_sessions s ON s.owner = m.owner AND s.id = m.session_id"


@dataclass(frozen=True)
class Page:
    ids: list[int]
    ranking: Ranking
    matches: int
    exact: bool
    reason: RecencyReason | None


def filter_sql(filters: Filters) -> dict[str, tuple[str, list[Any]]]:
    """``Filters.parts()`` with PostgreSQL placeholders."""
    return {k: (sql.replace("?", "%s"), ps) for k, (sql, ps) in filters.parts().items()}


def _count_sql(query: Compiled) -> str:
    """A bounded count of the matches before filters (no session join needed)."""
    return (
        f"(SELECT count(*) FROM (SELECT 1 FROM hm_messages m WHERE m.owner = %s"
        f" AND {query.where} LIMIT %s) q)"
    )


def count(cur: Any, owner: str, query: Compiled, cap: int = COUNT_CAP) -> int:
    """Matches of ``query`` before filters, counted up to ``cap + 1``."""
    cur.execute(f"SELECT {_count_sql(query)} AS n", [owner, *query.params, cap + 1])
    return int(cur.fetchone()["n"])


def counts(cur: Any, owner: str, queries: list[Compiled], cap: int = COUNT_CAP) -> list[int]:
    """:func:`count` of several queries in one round trip."""
    if not queries:
        return []
    params: list[Any] = []
    for query in queries:
        params += [owner, *query.params, cap + 1]
    columns = ", ".join(f"{_count_sql(q)} AS n{k}" for k, q in enumerate(queries))
    cur.execute(f"SELECT {columns}", params)
    row = cur.fetchone()
    return [int(row[f"n{k}"]) for k in range(len(queries))]


def ranked_page(
    cur: Any,
    owner: str,
    query: Compiled,
    filters: Filters,
    want: int,
    sort: Sort | None,
    exclude: list[int] | None = None,
    *,
    skip: bool = False,
) -> Page:
    """The first ``want`` ids of the filtered matches, in the order the result states;
    ``skip`` (a query state.db could not parse) gives an empty page without a query."""
    if skip:
        return Page([], Ranking.NONE, 0, True, None)
    matches = count(cur, owner, query)
    exact = matches <= COUNT_CAP
    parts = list(filter_sql(filters).values())
    where = " AND ".join([f"m.owner = %s AND {query.where}", *(c for c, _ in parts)])
    params: list[Any] = [owner, *query.params, *(p for _, ps in parts for p in ps)]
    if exclude:
        where += " AND NOT (m.id = ANY(%s))"
        params.append(exclude)
    reason = None
    select_params: list[Any] = []
    if sort is Sort.NEWEST or sort is Sort.OLDEST:
        way = "DESC" if sort is Sort.NEWEST else "ASC"
        order, ranking = f"m.timestamp {way}, m.id {way}", Ranking(sort.value)
        select = "m.id"
    elif not exact:
        order, ranking = "m.timestamp DESC, m.id DESC", Ranking.RECENCY
        reason = RecencyReason.TOO_MANY_MATCHES
        select = "m.id"
    else:
        order, ranking = "score DESC, m.timestamp DESC, m.id DESC", Ranking.BM25
        select, select_params = f"m.id, ({query.rank}) AS score", list(query.rank_params)
    cur.execute(
        f"SELECT {select} {FROM} WHERE {where} ORDER BY {order} LIMIT %s",
        [*select_params, *params, max(0, want)],
    )
    ids = [int(r["id"]) for r in cur.fetchall()]
    return Page(ids, ranking, matches if exact else COUNT_CAP, exact, reason)


def filtered_counts(cur: Any, owner: str, query: Compiled, filters: Filters) -> FilteredCounts:
    """How many matches each filter removed (a row counts under every filter it fails)."""
    matches = count(cur, owner, query)
    removed: dict[str, int] = {}
    for name, (sql, ps) in filter_sql(filters).items():
        cur.execute(
            f"SELECT count(*) AS n FROM (SELECT 1 {FROM} WHERE m.owner = %s AND {query.where}"
            f" AND NOT ({sql}) LIMIT %s) q",
            [owner, *query.params, *ps, COUNT_CAP + 1],
        )
        removed[name] = int(cur.fetchone()["n"])
    return FilteredCounts(matches=min(matches, COUNT_CAP), **removed)


def load_hits(
    cur: Any, owner: str, ids: list[int], snippet: Any, *, context: bool
) -> list[dict[str, Any]]:
    """Hermes-shaped hit dicts for ``ids``, in that order."""
    if not ids:
        return []
    cur.execute(
        "SELECT m.id, m.session_id, m.role, m.tool_name, m.timestamp, s.source, s.model,"
        f" s.started_at, {INDEXED_TEXT} AS indexed {FROM} WHERE m.owner = %s AND m.id = ANY(%s)",
        (owner, ids),
    )
    rows = {int(r["id"]): r for r in cur.fetchall()}
    hits = [
        {
            "id": r["id"],
            "session_id": r["session_id"],
            "role": r["role"],
            "snippet": snippet(r["indexed"]) if snippet is not None else "",
            "timestamp": r["timestamp"],
            "tool_name": r["tool_name"],
            "source": r["source"],
            "model": r["model"],
            "session_started": r["started_at"],
            "context": [],
        }
        for i in ids
        if (r := rows.get(i)) is not None
    ]
    if context:
        add_context(cur, owner, hits)
    return hits


def add_context(cur: Any, owner: str, hits: list[dict[str, Any]]) -> None:
    """Each hit's previous message, itself and its next, by ``(timestamp, id)``."""
    if not hits:
        return
    cur.execute(
        "SELECT h.id,"
        " (SELECT p.id FROM hm_messages p WHERE p.owner = h.owner AND p.session_id = h.session_id"
        "  AND (p.timestamp, p.id) < (h.timestamp, h.id) ORDER BY p.timestamp DESC, p.id DESC"
        "  LIMIT 1) AS prev,"
        " (SELECT n.id FROM hm_messages n WHERE n.owner = h.owner AND n.session_id = h.session_id"
        "  AND (n.timestamp, n.id) > (h.timestamp, h.id) ORDER BY n.timestamp, n.id LIMIT 1)"
        "  AS next FROM hm_messages h WHERE h.owner = %s AND h.id = ANY(%s)",
        (owner, [int(h["id"]) for h in hits]),
    )
    pairs = {int(r["id"]): (r["prev"], r["next"]) for r in cur.fetchall()}
    wanted = {i for pair in pairs.values() for i in pair if i is not None}
    wanted.update(int(h["id"]) for h in hits)
    cur.execute(
        "SELECT id, role, content, content_kind FROM hm_messages WHERE owner = %s AND id = ANY(%s)",
        (owner, sorted(wanted)),
    )
    lines = {
        int(r["id"]): {
            "role": r["role"],
            "content": preview_text(
                decode_content(stored_content(r["content"], r["content_kind"]))
            ),
        }
        for r in cur.fetchall()
    }
    for hit in hits:
        prev_id, next_id = pairs.get(int(hit["id"]), (None, None))
        order = (prev_id, int(hit["id"]), next_id)
        hit["context"] = [dict(lines[i]) for i in order if i is not None and i in lines]
