"""Ranking a question's OR fallback with its conversation around it.

BM25 scores one message alone; a question's words are usually spread over a few turns of
the session that answers it (the question names a person in one turn, the answer is the
reply). So the fallback's top BM25 candidates are re-scored:

    score(m) = bm25(m) + SESSION_WEIGHT * (sum of the 2 best scores in m's session)
                       + NEIGHBOUR_WEIGHT * (best score of m's previous or next message)

(scores are ``-bm25()``, higher is better; only candidates carry a score, others count 0).
The weights were chosen on LoCoMo and are flat around their values (0.3-0.7 / 0.3-0.5 give
the same recall within a point); nothing in them is specific to that data.
"""

from __future__ import annotations

import sqlite3
from collections import defaultdict
from typing import Any

from hermes_memory.sessions.search_types import Filters

SESSION_WEIGHT = 0.5
NEIGHBOUR_WEIGHT = 0.3
SESSION_TOP = 2
POOL = 200
"""BM25 candidates re-scored (at least twice the page asked for)."""


def boosted_ids(
    conn: sqlite3.Connection,
    table: str,
    match: str,
    filters: Filters,
    want: int,
    matches: int,
    extra_sql: str = "",
    extra_params: tuple[Any, ...] = (),
) -> list[int]:
    """The first ``want`` ids of ``match`` by boosted score (see the module docstring)."""
    pool = max(POOL, 2 * want)
    where, params = filters.sql()
    if extra_sql:
        where = f"{where} AND {extra_sql}"
        params = [*params, *extra_params]
    fetch = pool
    while True:
        rows = conn.execute(
            f"SELECT m.id, -f.r, m.session_id FROM (SELECT rowid AS rid, bm25({table}) AS r"
            f" FROM {table} WHERE {table} MATCH ? ORDER BY r LIMIT ?) f"
            " JOIN messages m ON m.id = f.rid JOIN sessions s ON s.id = m.session_id"
            f" WHERE {where} ORDER BY f.r, m.id DESC LIMIT ?",
            (match, fetch, *params, pool),
        ).fetchall()
        if len(rows) >= pool or fetch >= matches:
            break
        fetch *= 4
    if not rows:
        return []
    score = {int(r[0]): float(r[1]) for r in rows}
    session = {int(r[0]): str(r[2]) for r in rows}
    per_session: dict[str, list[float]] = defaultdict(list)
    for mid, s in score.items():
        per_session[session[mid]].append(s)
    best = {k: sum(sorted(v, reverse=True)[:SESSION_TOP]) for k, v in per_session.items()}
    near_ids = neighbours(conn, list(score))
    boosted = {}
    for mid, s in score.items():
        prev_id, next_id = near_ids.get(mid, (None, None))
        near = max(score.get(prev_id or 0, 0.0), score.get(next_id or 0, 0.0))
        boosted[mid] = s + SESSION_WEIGHT * best[session[mid]] + NEIGHBOUR_WEIGHT * near
    ordered = sorted(boosted, key=lambda m: (-boosted[m], -m))
    return ordered[:want]


def neighbours(
    conn: sqlite3.Connection, ids: list[int]
) -> dict[int, tuple[int | None, int | None]]:
    """Previous and next message of each id in its session, by ``(timestamp, id)``."""
    out: dict[int, tuple[int | None, int | None]] = {}
    for k in range(0, len(ids), 500):
        chunk = ids[k : k + 500]
        for hid, prev_id, next_id in conn.execute(
            "SELECT h.id,"
            " (SELECT p.id FROM messages p WHERE p.session_id = h.session_id"
            "  AND (p.timestamp, p.id) < (h.timestamp, h.id)"
            "  ORDER BY p.timestamp DESC, p.id DESC LIMIT 1),"
            " (SELECT n.id FROM messages n WHERE n.session_id = h.session_id"
            "  AND (n.timestamp, n.id) > (h.timestamp, h.id)"
            "  ORDER BY n.timestamp, n.id LIMIT 1)"
            f" FROM messages h WHERE h.id IN ({','.join('?' * len(chunk))})",
            chunk,
        ):
            out[int(hid)] = (prev_id, next_id)
    return out
