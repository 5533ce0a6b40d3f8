"""Deleting, pruning and archiving sessions (spec §7.5).

Deletion takes a session's delegate descendants (subagent runs) with it and orphans every
other child (branches and continuations keep their rows with ``parent_session_id`` NULL).
Transcript files beside the database are removed only when a sessions directory is given.
A *conversation* is a compression lineage (what search and listings show as one): deleting
it removes every member and their delegate runs, and orphans its branches.
"""

from __future__ import annotations

import logging
import sqlite3
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hermes_memory.errors import HermesMemoryError
from hermes_memory.sessions.core import StoreCore, marker
from hermes_memory.sessions.lineage import compression_lineage

logger = logging.getLogger(__name__)

ORPHAN_FINALIZE_AGE_S = 7 * 24 * 3600
_DAY = 24 * 3600


def _delegate_descendants(conn: sqlite3.Connection, session_id: str) -> list[str]:
    found: list[str] = []
    frontier = [session_id]
    seen = {session_id}
    while frontier:
        current = frontier.pop()
        rows = conn.execute(
            f"SELECT id FROM sessions WHERE {marker('model_config', '_delegate_from')} = ?",
            (current,),
        ).fetchall()
        for (child,) in rows:
            if child not in seen:
                seen.add(child)
                found.append(child)
                frontier.append(child)
    return found


def delete_in_tx(conn: sqlite3.Connection, session_id: str) -> bool:
    """Delete one session (and its delegate runs) inside the caller's transaction."""
    if conn.execute("SELECT 1 FROM sessions WHERE id = ?", (session_id,)).fetchone() is None:
        return False
    doomed = [*_delegate_descendants(conn, session_id), session_id]
    marks = ", ".join("?" * len(doomed))
    conn.execute(
        f"UPDATE sessions SET parent_session_id = NULL WHERE parent_session_id IN ({marks})",
        doomed,
    )
    conn.execute(f"DELETE FROM messages WHERE session_id IN ({marks})", doomed)
    conn.execute(f"DELETE FROM compression_locks WHERE session_id IN ({marks})", doomed)
    conn.execute(f"DELETE FROM sessions WHERE id IN ({marks})", doomed)
    return True


@dataclass(frozen=True)
class ConversationDeletion:
    """What deleting a conversation removes, and the children it leaves in place."""

    sessions: tuple[str, ...]
    """The compression lineage, oldest first (the id asked for is one of them)."""
    delegates: tuple[str, ...]
    """Subagent runs of those sessions; they go with them."""
    messages: int
    """Messages of ``sessions`` and ``delegates`` together."""
    kept_children: tuple[str, ...]
    """Branches and other children that stay, with ``parent_session_id`` set to NULL."""


def plan_conversation_deletion(
    conn: sqlite3.Connection, session_id: str
) -> ConversationDeletion | None:
    """What :func:`delete_conversation_in_tx` would do; None when the session is unknown."""
    if conn.execute("SELECT 1 FROM sessions WHERE id = ?", (session_id,)).fetchone() is None:
        return None
    members = sorted(compression_lineage(conn, session_id))
    ordered = [
        str(row[0])
        for row in conn.execute(
            f"SELECT id FROM sessions WHERE id IN ({', '.join('?' * len(members))})"
            " ORDER BY COALESCE(started_at, 0), id",
            members,
        )
    ]
    delegates = [d for sid in ordered for d in _delegate_descendants(conn, sid)]
    doomed = [*ordered, *delegates]
    marks = ", ".join("?" * len(doomed))
    messages = conn.execute(
        f"SELECT count(*) FROM messages WHERE session_id IN ({marks})", doomed
    ).fetchone()[0]
    kept = conn.execute(
        f"SELECT id FROM sessions WHERE parent_session_id IN ({marks})"
        f" AND id NOT IN ({marks}) ORDER BY started_at, id",
        [*doomed, *doomed],
    ).fetchall()
    return ConversationDeletion(
        tuple(ordered), tuple(dict.fromkeys(delegates)), int(messages), tuple(r[0] for r in kept)
    )


def delete_conversation_in_tx(
    conn: sqlite3.Connection, session_id: str
) -> ConversationDeletion | None:
    """Delete the compression lineage of ``session_id`` inside the caller's transaction."""
    plan = plan_conversation_deletion(conn, session_id)
    if plan is not None:
        for sid in plan.sessions:
            delete_in_tx(conn, sid)
    return plan


def remove_transcript_files(sessions_dir: str | Path | None, session_id: str) -> None:
    if sessions_dir is None:
        return
    folder = Path(sessions_dir)
    candidates = [folder / f"{session_id}.json", folder / f"{session_id}.jsonl"]
    candidates += list(folder.glob(f"request_dump_{session_id}_*.json"))
    for path in candidates:
        try:
            path.unlink(missing_ok=True)
        except OSError as exc:
            logger.warning("could not remove %s: %s", path, exc)


class DeletionMixin(StoreCore):
    def delete_session(self, session_id: str, sessions_dir: str | Path | None = None) -> bool:
        """Delete a session, its messages and its delegate runs; orphan its other children.
        False when it did not exist."""
        existed = self._write(lambda conn: delete_in_tx(conn, session_id))
        if existed:
            remove_transcript_files(sessions_dir, session_id)
        return existed

    def describe_conversation_deletion(self, session_id: str) -> ConversationDeletion | None:
        """What :meth:`delete_conversation` would remove; None when the session is unknown."""
        return self._read(lambda conn: plan_conversation_deletion(conn, session_id))

    def delete_conversation(
        self, session_id: str, sessions_dir: str | Path | None = None
    ) -> ConversationDeletion | None:
        """Delete the whole conversation ``session_id`` belongs to (its compression lineage
        and their delegate runs) in one transaction; branches stay, orphaned. None when the
        session is unknown."""
        done = self._write(lambda conn: delete_conversation_in_tx(conn, session_id))
        if done is not None:
            for sid in (*done.sessions, *done.delegates):
                remove_transcript_files(sessions_dir, sid)
        return done

    def delete_sessions(
        self, session_ids: Iterable[Any], sessions_dir: str | Path | None = None
    ) -> int:
        """Delete several sessions in one transaction; returns how many existed."""
        ids = list(dict.fromkeys(s for s in session_ids if isinstance(s, str)))

        def write(conn: sqlite3.Connection) -> list[str]:
            return [sid for sid in ids if delete_in_tx(conn, sid)]

        deleted = self._write(write, rows=max(1, len(ids)))
        for sid in deleted:
            remove_transcript_files(sessions_dir, sid)
        return len(deleted)

    def delete_session_if_empty(self, session_id: str) -> bool:
        """Delete only an untitled session with no messages and no children."""

        def write(conn: sqlite3.Connection) -> bool:
            row = conn.execute(
                "SELECT 1 FROM sessions s WHERE s.id = ? AND s.title IS NULL"
                " AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.session_id = s.id)"
                " AND NOT EXISTS (SELECT 1 FROM sessions c WHERE c.parent_session_id = s.id)",
                (session_id,),
            ).fetchone()
            return row is not None and delete_in_tx(conn, session_id)

        return self._write(write)

    def prune_sessions(
        self,
        older_than_days: float = 90,
        source: str | None = None,
        sessions_dir: str | Path | None = None,
    ) -> int:
        """Delete ended sessions started before the cutoff; returns how many."""
        cutoff = time.time() - older_than_days * _DAY
        where = "ended_at IS NOT NULL AND started_at < ?"
        params: list[Any] = [cutoff]
        if source is not None:
            where += " AND source = ?"
            params.append(source)

        def write(conn: sqlite3.Connection) -> list[str]:
            ids = [r[0] for r in conn.execute(f"SELECT id FROM sessions WHERE {where}", params)]
            return [sid for sid in ids if delete_in_tx(conn, sid)]

        deleted = self._write(write)
        for sid in deleted:
            remove_transcript_files(sessions_dir, sid)
        return len(deleted)

    def count_empty_sessions(self) -> int:
        def read(conn: sqlite3.Connection) -> int:
            row = conn.execute(
                "SELECT count(*) FROM sessions WHERE COALESCE(message_count, 0) = 0"
                " AND ended_at IS NOT NULL AND archived = 0"
            ).fetchone()
            return int(row[0])

        return self._read(read)

    def delete_empty_sessions(self) -> int:
        """Delete ended, unarchived sessions with no messages; returns how many."""

        def write(conn: sqlite3.Connection) -> int:
            ids = [
                r[0]
                for r in conn.execute(
                    "SELECT id FROM sessions WHERE COALESCE(message_count, 0) = 0"
                    " AND ended_at IS NOT NULL AND archived = 0"
                )
            ]
            return sum(1 for sid in ids if delete_in_tx(conn, sid))

        return self._write(write)

    def set_session_archived(self, session_id: str, archived: bool = True) -> bool:
        """Archive (or unarchive) the whole compression lineage; True iff a row changed."""

        def write(conn: sqlite3.Connection) -> bool:
            members = sorted(compression_lineage(conn, session_id))
            marks = ", ".join("?" * len(members))
            cur = conn.execute(
                f"UPDATE sessions SET archived = ? WHERE id IN ({marks}) AND archived != ?",
                [int(archived), *members, int(archived)],
            )
            return cur.rowcount > 0

        return self._write(write)

    def finalize_orphaned_compression_sessions(self, now: float | None = None) -> int:
        """End stale continuations nobody resumed (older than 7 days, messages but no API
        call, never ended, parent ended ``compression``) with ``orphaned_compression``."""
        current = time.time() if now is None else now

        def write(conn: sqlite3.Connection) -> int:
            return conn.execute(
                "UPDATE sessions SET ended_at = ?, end_reason = 'orphaned_compression'"
                " WHERE ended_at IS NULL AND started_at < ? AND COALESCE(api_call_count, 0) = 0"
                " AND COALESCE(message_count, 0) > 0 AND EXISTS (SELECT 1 FROM sessions p"
                " WHERE p.id = sessions.parent_session_id AND p.end_reason = 'compression')",
                (current, current - ORPHAN_FINALIZE_AGE_S),
            ).rowcount

        return self._write(write)

    def maybe_auto_prune_and_vacuum(
        self,
        retention_days: float = 90,
        min_interval_hours: float = 24,
        vacuum: bool = True,
        sessions_dir: str | Path | None = None,
    ) -> dict[str, Any]:
        """Prune old ended sessions at most once per interval; VACUUM only after a prune.
        Never raises: an error is reported under ``"error"``."""
        result: dict[str, Any] = {"skipped": False, "pruned": 0, "vacuumed": False}
        try:
            last = self.read(
                lambda c: c.execute(
                    "SELECT value FROM state_meta WHERE key = 'last_auto_prune'"
                ).fetchone()
            )
            try:
                previous = float(last[0]) if last is not None else None
            except (TypeError, ValueError):
                previous = None
            if previous is not None and time.time() - previous < min_interval_hours * 3600:
                result["skipped"] = True
                return result
            result["pruned"] = self.prune_sessions(retention_days, sessions_dir=sessions_dir)
            self._write(
                lambda c: c.execute(
                    "INSERT INTO state_meta (key, value) VALUES ('last_auto_prune', ?)"
                    " ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                    (str(time.time()),),
                )
            )
            if vacuum and result["pruned"]:
                vacuum_fn = getattr(self, "vacuum", None)
                if callable(vacuum_fn):
                    vacuum_fn()
                    result["vacuumed"] = True
        except (sqlite3.Error, OSError, HermesMemoryError) as exc:  # Hermes: report, not raise
            logger.warning("automatic prune failed: %s", exc)
            result["error"] = f"{type(exc).__name__}: {exc}"
        return result
