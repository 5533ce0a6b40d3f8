"""Forgetting by value (spec §3.6): over ``max_episodes``, the least useful episodes go.

Order: failed episodes with no resolution (oldest first), then successful ones tied to no
skill (oldest first). If the store is still over the limit, the oldest of the rest go too:
the limit is a bound on the table's size, and keeping it matters more than which row stays.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from enum import StrEnum


class PruneReason(StrEnum):
    FAILED_UNRESOLVED = "failed_unresolved"
    SUCCESS_WITHOUT_SKILL = "success_without_skill"
    OVER_LIMIT = "over_limit"


@dataclass(frozen=True)
class PrunedEpisode:
    session_id: str
    reason: PruneReason


# each tier's candidates, oldest first
_TIERS: tuple[tuple[PruneReason, str], ...] = (
    (
        PruneReason.FAILED_UNRESOLVED,
        "SELECT session_id FROM episodes WHERE success = 0"
        " AND COALESCE(error_resolution, '') = '' ORDER BY created_at, session_id LIMIT ?",
    ),
    (
        PruneReason.SUCCESS_WITHOUT_SKILL,
        "SELECT session_id FROM episodes WHERE success = 1"
        " AND skills_applied IN ('', '[]') AND COALESCE(new_skill_created, '') = ''"
        " ORDER BY created_at, session_id LIMIT ?",
    ),
    (PruneReason.OVER_LIMIT, "SELECT session_id FROM episodes ORDER BY created_at LIMIT ?"),
)


def prune(conn: sqlite3.Connection, max_episodes: int) -> list[PrunedEpisode]:
    """Delete episodes until at most ``max_episodes`` remain; what went, in order.
    Runs inside the caller's write transaction."""
    removed: list[PrunedEpisode] = []
    for reason, sql in _TIERS:
        excess = int(conn.execute("SELECT COUNT(*) FROM episodes").fetchone()[0]) - max_episodes
        if excess <= 0:
            break
        for (sid,) in conn.execute(sql, (excess,)).fetchall():
            conn.execute("DELETE FROM episodes WHERE session_id = ?", (sid,))
            removed.append(PrunedEpisode(str(sid), reason))
    return removed
