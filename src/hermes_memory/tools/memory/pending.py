"""Staged memory writes awaiting approval: list them, approve (apply) or reject them.

The gates of ``gates.py`` write one record per staged write to
``<home>/pending/memory/<8 hex>.json``. Approving replays the write through
:func:`~hermes_memory.tools.memory.apply_memory_pending` (the gates are bypassed: a person
approved it) and deletes the record only when the write succeeded, so a refused replay (the
entry changed since it was staged, the store is full) leaves the record for a later try.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hermes_memory.curated.store import MemoryStore
from hermes_memory.errors import PendingWriteNotFoundError
from hermes_memory.tools.memory.gates import pending_dir
from hermes_memory.tools.memory.tool import apply_memory_pending

_ID = re.compile(r"^[0-9a-f]{8}$")


@dataclass(frozen=True)
class PendingWrite:
    """One staged write as recorded on disk."""

    id: str
    action: str
    summary: str
    origin: str
    created_at: float
    payload: dict[str, Any]
    path: Path

    def as_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "action": self.action,
            "summary": self.summary,
            "origin": self.origin,
            "created_at": self.created_at,
            "payload": self.payload,
        }


def _read(path: Path) -> PendingWrite | None:
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(record, dict) or not isinstance(record.get("payload"), dict):
        return None
    return PendingWrite(
        id=path.stem,
        action=str(record.get("action") or record["payload"].get("action") or ""),
        summary=str(record.get("summary") or ""),
        origin=str(record.get("origin") or ""),
        created_at=float(record.get("created_at") or 0.0),
        payload=dict(record["payload"]),
        path=path,
    )


def list_pending(home: str | os.PathLike[str]) -> list[PendingWrite]:
    """Every readable staged write, oldest first (unreadable records are skipped)."""
    directory = pending_dir(home)
    if not directory.is_dir():
        return []
    records = [_read(p) for p in directory.glob("*.json") if _ID.match(p.stem)]
    return sorted((r for r in records if r is not None), key=lambda r: (r.created_at, r.id))


def load_pending(home: str | os.PathLike[str], pending_id: str) -> PendingWrite:
    """The staged write ``pending_id``; :class:`PendingWriteNotFoundError` when absent."""
    wanted = pending_id.strip().lower()
    if _ID.match(wanted):
        record = _read(pending_dir(home) / f"{wanted}.json")
        if record is not None:
            return record
    raise PendingWriteNotFoundError(f"No pending memory write with id '{pending_id}'.")


def approve_pending(
    home: str | os.PathLike[str], pending_id: str, store: MemoryStore
) -> dict[str, Any]:
    """Apply the staged write; returns the tool result (the record goes only on success)."""
    record = load_pending(home, pending_id)
    result: dict[str, Any] = json.loads(apply_memory_pending(record.payload, store))
    if result.get("success") is True:
        record.path.unlink(missing_ok=True)
    return result


def reject_pending(home: str | os.PathLike[str], pending_id: str) -> PendingWrite:
    """Discard the staged write without applying it; returns what was discarded."""
    record = load_pending(home, pending_id)
    record.path.unlink(missing_ok=True)
    return record
