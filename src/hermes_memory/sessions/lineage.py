"""Session lineage through ``parent_session_id`` (spec §7.1–7.3, §8.3).

Kinds of child: compression continuation (parent ended ``compression``, no branch/delegate
marker, source not ``tool``), branch (``_branched_from`` or the legacy timestamp rule),
delegate (``_delegate_from``), third-party (source ``tool``). Every walk is bounded and
cycle-safe. Titles and deletion, which also walk lineage, live in their own modules.
"""

from __future__ import annotations

import logging
import sqlite3

from hermes_memory.sessions.core import StoreCore, not_forked

logger = logging.getLogger(__name__)

MAX_TIP_HOPS = 100
MAX_RESUME_HOPS = 32
MAX_ANCESTOR_HOPS = 100
MAX_ROOT_HOPS = 10_000

_LAST_ACTIVE = (
    "COALESCE((SELECT MAX(m.timestamp) FROM messages m WHERE m.session_id = c.id), c.started_at)"
)

_CONTINUATIONS = f"""SELECT c.id FROM sessions c
WHERE c.parent_session_id = ? AND {not_forked("c")} AND c.source != 'tool'"""

_NEXT_TIP = f"""{_CONTINUATIONS}
ORDER BY CASE WHEN c.end_reason = 'compression' THEN 0 WHEN c.ended_at IS NULL THEN 1 ELSE 2 END,
         {_LAST_ACTIVE} DESC, c.started_at DESC, c.id DESC
LIMIT 1"""


def _parent(conn: sqlite3.Connection, session_id: str) -> tuple[bool, str | None]:
    """(session exists, its parent id)."""
    row = conn.execute(
        "SELECT parent_session_id FROM sessions WHERE id = ?", (session_id,)
    ).fetchone()
    if row is None:
        return False, None
    return True, row[0]


def _end_reason(conn: sqlite3.Connection, session_id: str) -> str | None:
    row = conn.execute("SELECT end_reason FROM sessions WHERE id = ?", (session_id,)).fetchone()
    return None if row is None else row[0]


def compression_tip(conn: sqlite3.Connection, session_id: str) -> str:
    """The live end of a compression chain (the v17 marker rule).

    At each hop, among continuations of a session that ended ``compression``, prefer one
    that itself ended ``compression``, then a live one, then any other; within a class the
    most recent activity, then the later start, then the larger id. At most 100 hops.
    """
    current = session_id
    visited = {current}
    for _ in range(MAX_TIP_HOPS):
        if _end_reason(conn, current) != "compression":
            break
        row = conn.execute(_NEXT_TIP, (current,)).fetchone()
        if row is None or row[0] in visited:
            break
        current = str(row[0])
        visited.add(current)
    return current


def _has_messages(conn: sqlite3.Connection, session_id: str) -> bool:
    row = conn.execute("SELECT 1 FROM messages WHERE session_id = ? LIMIT 1", (session_id,))
    return row.fetchone() is not None


def resolve_resume(conn: sqlite3.Connection, session_id: str) -> str:
    """The session a ``/resume`` of ``session_id`` should continue (spec §7.3)."""
    if not session_id:
        return session_id
    exists, _ = _parent(conn, session_id)
    if not exists:
        return session_id
    tip = compression_tip(conn, session_id)
    best = tip if _has_messages(conn, tip) else None
    current, visited = tip, {tip}
    for _ in range(MAX_RESUME_HOPS):
        row = conn.execute(
            f"{_CONTINUATIONS} ORDER BY c.started_at DESC, c.id DESC LIMIT 1", (current,)
        ).fetchone()
        if row is None or row[0] in visited:
            break
        current = str(row[0])
        visited.add(current)
        if _has_messages(conn, current):
            best = current
    return best or tip


def lineage_root(conn: sqlite3.Connection, session_id: str) -> str:
    """Follow parents of any kind to the top; stops at a missing parent or a cycle."""
    current = session_id
    visited = {current}
    for _ in range(MAX_ROOT_HOPS):
        exists, parent = _parent(conn, current)
        if not exists or parent is None or parent in visited:
            break
        if not _parent(conn, parent)[0]:
            break  # a dangling pointer: the last existing session is the root
        visited.add(parent)
        current = parent
    return current


def ancestor_chain(conn: sqlite3.Connection, session_id: str) -> list[str]:
    """``[root, …, session_id]`` along parent links (≤ 100 hops, cycle-safe)."""
    chain = [session_id]
    seen = {session_id}
    current = session_id
    for _ in range(MAX_ANCESTOR_HOPS):
        _, parent = _parent(conn, current)
        if parent is None or parent in seen or not _parent(conn, parent)[0]:
            break
        chain.append(parent)
        seen.add(parent)
        current = parent
    chain.reverse()
    return chain


def compression_ancestors(conn: sqlite3.Connection, session_id: str) -> list[str]:
    """Parents reachable while each parent ended ``compression`` (nearest first)."""
    found: list[str] = []
    seen = {session_id}
    current = session_id
    for _ in range(MAX_ANCESTOR_HOPS):
        _, parent = _parent(conn, current)
        if parent is None or parent in seen or _end_reason(conn, parent) != "compression":
            break
        found.append(parent)
        seen.add(parent)
        current = parent
    return found


def compression_lineage(conn: sqlite3.Connection, session_id: str) -> set[str]:
    """The session, its compression ancestors, and every continuation below it."""
    members = {session_id, *compression_ancestors(conn, session_id)}
    frontier = list(members)
    while frontier:
        current = frontier.pop()
        if _end_reason(conn, current) != "compression":
            continue
        for (child,) in conn.execute(_CONTINUATIONS, (current,)).fetchall():
            if child not in members:
                members.add(child)
                frontier.append(child)
    return members


class LineageMixin(StoreCore):
    def get_compression_tip(self, session_id: str) -> str:
        """The newest continuation of a compressed session (itself when none; spec §7.2)."""
        return self._read(lambda conn: compression_tip(conn, session_id))

    def resolve_resume_session_id(self, session_id: str) -> str:
        """Where resuming ``session_id`` lands: the compression tip, then the newest plain
        continuation that has messages (spec §7.3). Unknown ids come back unchanged."""
        return self._read(lambda conn: resolve_resume(conn, session_id))

    def lineage_root(self, session_id: str) -> str:
        """The top of the session's lineage through parents of any kind (spec §8.3)."""
        try:
            return self._read(lambda conn: lineage_root(conn, session_id))
        except sqlite3.Error as exc:  # spec §8.3: the input; said, so a damaged file shows
            logger.warning("lineage walk from %s failed: %s", session_id, exc)
            return session_id

    def get_ancestor_chain(self, session_id: str) -> list[str]:
        return self._read(lambda conn: ancestor_chain(conn, session_id))
