"""Moving a home in and out of the PostgreSQL store: ``import_home`` copies a Hermes home
(state.db's sessions and messages, MEMORY.md and USER.md) into one user's space;
``export_home`` writes a user's space out as a Hermes-compatible home.

Both are idempotent: a session already present at the destination is skipped whole, and
each session is copied in one transaction, so an interrupted run leaves whole sessions
only and the next run completes it. Curated entries go through the destination store
(budgets, duplicates, injection scanning), one entry at a time; entries it refuses are
counted, never half-written. ``progress(done, total)`` is called after each session.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from hermes_memory.curated.entries import Target
from hermes_memory.curated.store import MemoryStore
from hermes_memory.errors import CuratedMemoryError
from hermes_memory.paths import state_db_path
from hermes_memory.sessions import SessionDB
from hermes_memory.storage.postgres import PgMemoryStore, PgSessionStore
from hermes_memory.storage.postgres.core import SESSION_COLUMNS
from hermes_memory.storage.postgres.rows import INSERT_MESSAGE, message_params

Progress = Callable[[int, int], None]
_SESSION_KEYS = tuple(c.strip() for c in SESSION_COLUMNS.split(","))
_MESSAGE_KEYS = (
    "role", "content", "tool_name", "tool_calls", "tool_call_id", "token_count",
    "finish_reason", "reasoning", "reasoning_content", "reasoning_details",
    "codex_reasoning_items", "codex_message_items", "platform_message_id", "observed",
)  # fmt: skip


@dataclass
class TransferReport:
    sessions_copied: int = 0
    sessions_skipped: int = 0
    messages_copied: int = 0
    entries_added: dict[str, int] = field(default_factory=dict)
    entries_refused: dict[str, int] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def _copy_entries(source: MemoryStore, destination: MemoryStore, report: TransferReport) -> None:
    for target in Target:
        added = refused = 0
        for entry in source.entries(target):
            if entry in destination.entries(target):
                continue
            try:
                outcome = destination.add(target, entry)
            except CuratedMemoryError:
                refused += 1
                continue
            added += 1 if outcome.written else 0
        report.entries_added[target.value] = added
        report.entries_refused[target.value] = refused


def _parents_first(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Sessions ordered so a parent comes before its children (cycles: start order)."""
    by_id = {r["id"]: r for r in rows}
    done: set[str] = set()
    ordered: list[dict[str, Any]] = []

    def visit(row: dict[str, Any], path: set[str]) -> None:
        if row["id"] in done or row["id"] in path:
            return
        parent = by_id.get(row.get("parent_session_id") or "")
        if parent is not None:
            visit(parent, path | {row["id"]})
        done.add(row["id"])
        ordered.append(row)

    for row in sorted(rows, key=lambda r: (r.get("started_at") or 0, r["id"])):
        visit(row, set())
    return ordered


def import_home(
    home: str | os.PathLike[str], store: PgSessionStore, memory: PgMemoryStore,
    progress: Progress | None = None,
) -> TransferReport:  # fmt: skip
    """Copy ``home`` (state.db and the curated files) into the stores' owner's space."""
    report = TransferReport()
    path = state_db_path(home)
    if path.exists():
        source = SessionDB(path, read_only=True)
        try:
            rows = source.read(lambda c: [dict(r) for r in c.execute("SELECT * FROM sessions")])
            ordered = _parents_first(rows)
            for done, row in enumerate(ordered, start=1):
                if store.get_session(row["id"]) is not None:
                    report.sessions_skipped += 1
                else:
                    messages = source.get_messages(row["id"], include_inactive=True)
                    _import_session(store, row, messages)
                    report.sessions_copied += 1
                    report.messages_copied += len(messages)
                if progress is not None:
                    progress(done, len(ordered))
        finally:
            source.close()
    memory.load_from_disk()
    _copy_entries(MemoryStore.from_config(home), memory, report)
    return report


def _import_session(
    store: PgSessionStore, row: dict[str, Any], messages: list[dict[str, Any]]
) -> None:
    keys = [k for k in _SESSION_KEYS if k in row]
    if row.get("parent_session_id") and store.get_session(row["parent_session_id"]) is None:
        row = {**row, "parent_session_id": None}  # a dangling pointer stays dangling: drop it
    with store.db.transaction() as cur:
        if row.get("title"):
            cur.execute(
                "SELECT 1 FROM hm_sessions WHERE owner = %s AND title = %s",
                (store.owner, row["title"]),
            )
            if cur.fetchone() is not None:  # titles are unique: the one already here keeps it
                row = {**row, "title": None}
        cur.execute(
            f"INSERT INTO hm_sessions (owner, {', '.join(keys)})"
            f" VALUES (%s, {', '.join(['%s'] * len(keys))})",
            [store.owner, *(row[k] for k in keys)],
        )
        for message in messages:
            fields = {k: message.get(k) for k in _MESSAGE_KEYS}
            params, _ = message_params(store.owner, row["id"], fields, message["timestamp"])
            cur.execute(INSERT_MESSAGE, params)
            new_id = cur.fetchone()["id"]
            if message.get("active", 1) != 1 or message.get("compacted", 0) != 0:
                cur.execute(
                    "UPDATE hm_messages SET active = %s, compacted = %s WHERE id = %s",
                    (message.get("active", 1), message.get("compacted", 0), new_id),
                )


def export_home(
    store: PgSessionStore, memory: PgMemoryStore, home: str | os.PathLike[str],
    progress: Progress | None = None,
) -> TransferReport:  # fmt: skip
    """Write the owner's sessions and curated memory out as a Hermes home at ``home``."""
    report = TransferReport()
    Path(home).mkdir(parents=True, exist_ok=True, mode=0o700)
    target_db = SessionDB(state_db_path(home))
    try:
        rows = store.list_sessions_rich(limit=1_000_000, include_children=True)
        ordered = _parents_first(rows)
        for done, row in enumerate(ordered, start=1):
            if target_db.get_session(row["id"]) is not None:
                report.sessions_skipped += 1
            else:
                messages = store.get_messages(row["id"], include_inactive=True)
                _export_session(target_db, row, messages)
                report.sessions_copied += 1
                report.messages_copied += len(messages)
            if progress is not None:
                progress(done, len(ordered))
    finally:
        target_db.close()
    memory.load_from_disk()
    _copy_entries(memory, MemoryStore.from_config(home), report)
    return report


def _export_session(db: SessionDB, row: dict[str, Any], messages: list[dict[str, Any]]) -> None:
    if row.get("parent_session_id") and db.get_session(row["parent_session_id"]) is None:
        row = {**row, "parent_session_id": None}
    keys = [k for k in _SESSION_KEYS if k in row]
    marks = ", ".join("?" * len(keys))

    def write(conn: Any) -> None:
        conn.execute(
            f"INSERT INTO sessions ({', '.join(keys)}) VALUES ({marks})", [row[k] for k in keys]
        )

    db.write(write)
    ids = db.append_messages(
        row["id"], [{k: m.get(k) for k in (*_MESSAGE_KEYS, "timestamp")} for m in messages]
    )
    flags = [
        (m.get("active", 1), m.get("compacted", 0), new)
        for m, new in zip(messages, ids, strict=True)
        if m.get("active", 1) != 1 or m.get("compacted", 0) != 0
    ]
    counts = (row.get("message_count"), row.get("tool_call_count"), row["id"])

    def finish(conn: Any) -> None:
        conn.executemany("UPDATE messages SET active = ?, compacted = ? WHERE id = ?", flags)
        conn.execute(
            "UPDATE sessions SET message_count = ?, tool_call_count = ? WHERE id = ?", counts
        )

    db.write(finish)
