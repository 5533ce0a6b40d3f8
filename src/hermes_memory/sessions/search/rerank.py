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

SESSION_WEIGHT = 0.5
NEIGHBOUR_WEIGHT = 0.3
SESSION_TOP = 2
POOL = 200
"""BM25 candidates re-scored (at least the page asked for)."""


def boost_order(
    conn: sqlite3.Connection,
    pool: list[tuple[int, str]],
    score: dict[int, float],
    want: int,
) -> list[int]:
    """The first ``want`` of ``pool`` (``(id, session_id)`` in BM25 order) by boosted score."""
    if not pool:
        return []
    return boosted_order(pool, score, neighbours(conn, [mid for mid, _ in pool]), want)


def boosted_order(
    pool: list[tuple[int, str]],
    score: dict[int, float],
    near_ids: dict[int, tuple[int | None, int | None]],
    want: int,
) -> list[int]:
    """:func:`boost_order` given each candidate's neighbours (any store can list them)."""
    session = dict(pool)
    per_session: dict[str, list[float]] = defaultdict(list)
    for mid, sid in pool:
        per_session[sid].append(score[mid])
    best = {k: sum(sorted(v, reverse=True)[:SESSION_TOP]) for k, v in per_session.items()}
    boosted = {}
    for mid, sid in pool:
        prev_id, next_id = near_ids.get(mid, (None, None))
        near = max(_score(session, score, prev_id), _score(session, score, next_id))
        boosted[mid] = score[mid] + SESSION_WEIGHT * best[sid] + NEIGHBOUR_WEIGHT * near
    return sorted(boosted, key=lambda m: (-boosted[m], -m))[:want]


def _score(pool: dict[int, str], score: dict[int, float], mid: int | None) -> float:
    """A neighbour's score when it is a candidate that passed the filters, else 0."""
    return score[mid] if mid is not None and mid in pool else 0.0


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
