"""The per-session compression lock (spec §9.5 step 1): a TTL lease in ``compression_locks``.

Only one process or thread compresses a session at a time. Acquiring deletes an expired
lease, inserts-or-ignores ours and reads the holder back, all in one write transaction;
refresh extends and release deletes only a lease this holder owns.
"""

from __future__ import annotations

import os
import secrets
import sqlite3
import threading
import time

from hermes_memory.sessions.core import StoreCore

DEFAULT_LOCK_TTL_S = 300.0


def compression_lock_holder(agent_id: str | None = None) -> str:
    """A holder string unique to this process, thread and call:
    ``pid=<pid>:tid=<tid>:agent=<hex>:nonce=<8 hex>``."""
    agent = agent_id or secrets.token_hex(6)
    return (
        f"pid={os.getpid()}:tid={threading.get_ident()}:agent={agent}:nonce={secrets.token_hex(4)}"
    )


def refresh_interval(ttl: float = DEFAULT_LOCK_TTL_S) -> float:
    """How often a holder should refresh its lease: half the TTL, within [1, 60] s."""
    return min(max(ttl / 2, 1.0), 60.0)


class LocksMixin(StoreCore):
    def acquire_compression_lock(
        self, session_id: str, holder: str, ttl: float = DEFAULT_LOCK_TTL_S
    ) -> bool:
        """Take the lease for ``session_id``; True iff ``holder`` owns it afterwards.

        A lease already held by the same holder is extended (re-entrant acquire).
        """

        def write(conn: sqlite3.Connection) -> bool:
            now = time.time()
            conn.execute(
                "DELETE FROM compression_locks WHERE session_id = ? AND expires_at <= ?",
                (session_id, now),
            )
            conn.execute(
                "INSERT OR IGNORE INTO compression_locks"
                " (session_id, holder, acquired_at, expires_at) VALUES (?, ?, ?, ?)",
                (session_id, holder, now, now + ttl),
            )
            row = conn.execute(
                "SELECT holder FROM compression_locks WHERE session_id = ?", (session_id,)
            ).fetchone()
            if row is None or row[0] != holder:
                return False
            conn.execute(
                "UPDATE compression_locks SET expires_at = ? WHERE session_id = ?",
                (now + ttl, session_id),
            )
            return True

        return self._write(write)

    def refresh_compression_lock(
        self, session_id: str, holder: str, ttl: float = DEFAULT_LOCK_TTL_S
    ) -> bool:
        """Extend our lease; False when it is no longer ours (expired and taken)."""

        def write(conn: sqlite3.Connection) -> bool:
            cur = conn.execute(
                "UPDATE compression_locks SET expires_at = ? WHERE session_id = ? AND holder = ?",
                (time.time() + ttl, session_id, holder),
            )
            return cur.rowcount > 0

        return self._write(write)

    def release_compression_lock(self, session_id: str, holder: str) -> bool:
        """Drop the lease if ``holder`` owns it; True iff a row was deleted."""

        def write(conn: sqlite3.Connection) -> bool:
            cur = conn.execute(
                "DELETE FROM compression_locks WHERE session_id = ? AND holder = ?",
                (session_id, holder),
            )
            return cur.rowcount > 0

        return self._write(write)

    def compression_lock_holder_of(self, session_id: str) -> str | None:
        """The current unexpired holder of the session's lease, if any."""

        def read(conn: sqlite3.Connection) -> str | None:
            row = conn.execute(
                "SELECT holder FROM compression_locks WHERE session_id = ? AND expires_at > ?",
                (session_id, time.time()),
            ).fetchone()
            return None if row is None else str(row[0])

        return self._read(read)
