"""Curated memory in PostgreSQL: each user's MEMORY and USER entries, one row per target.

Everything but where the text lives is ``MemoryStore``'s own (budgets, substring matching,
duplicate handling, injection scanning, the frozen snapshot, batches); this subclass swaps
the file read and the locked file update for a row read and a ``SELECT … FOR UPDATE``
transaction, so writers in any process on any machine serialise on the row and none is
lost. The text is stored as the file would hold it (entries joined by ``"\\n§\\n"``).
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable

from hermes_memory.curated.entries import Target, parse_entries, serialize
from hermes_memory.curated.pipeline import Change
from hermes_memory.curated.store import MemoryStore
from hermes_memory.storage.postgres.connection import Database


class PgMemoryStore(MemoryStore):
    """``MemoryStore`` whose entries live in ``hm_curated`` under ``owner``."""

    def __init__(
        self,
        db: Database,
        owner: str,
        memory_char_limit: int | str = 2200,
        user_char_limit: int | str = 1375,
        *,
        home: str | os.PathLike[str] | None = None,
        memory_enabled: bool = True,
        user_profile_enabled: bool = True,
    ) -> None:
        super().__init__(
            memory_char_limit,
            user_char_limit,
            home=home,
            memory_enabled=memory_enabled,
            user_profile_enabled=user_profile_enabled,
        )
        self.db = db
        self.owner = owner

    def _load_text(self, target: Target) -> str:
        with self.db.transaction() as cur:
            cur.execute(
                "SELECT body FROM hm_curated WHERE owner = %s AND target = %s",
                (self.owner, target.value),
            )
            row = cur.fetchone()
        return "" if row is None else str(row["body"])

    def _locked_change(
        self,
        target: Target,
        limit: int,
        decide: Callable[[list[str], int], Change],
        *,
        check_drift: bool,
        on_loaded: Callable[[list[str]], None],
    ) -> Change:
        # No drift check: nothing edits the row behind the store's back, as an editor can a file.
        with self.db.transaction() as cur:
            cur.execute(
                "INSERT INTO hm_curated (owner, target) VALUES (%s, %s) ON CONFLICT DO NOTHING",
                (self.owner, target.value),
            )
            cur.execute(
                "SELECT body FROM hm_curated WHERE owner = %s AND target = %s FOR UPDATE",
                (self.owner, target.value),
            )
            entries = parse_entries(str(cur.fetchone()["body"]))
            on_loaded(entries)
            change = decide(list(entries), limit)
            if change.entries is not None:
                cur.execute(
                    "UPDATE hm_curated SET body = %s, updated_at = %s"
                    " WHERE owner = %s AND target = %s",
                    (serialize(change.entries), time.time(), self.owner, target.value),
                )
            return change
