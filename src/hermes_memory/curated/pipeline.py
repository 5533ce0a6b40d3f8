"""One locked read-check-decide-write cycle on a memory file.

Under the per-target lock: checked read (unreadable refuses), optional drift check (backup
then refusal), parse and dedupe, the caller's decision on a copy, and an atomic replace.
The store wraps this with its in-process lock, live lists and failure counting.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from hermes_memory.curated import messages
from hermes_memory.curated.entries import parse_entries
from hermes_memory.curated.files import (
    has_drift,
    read_checked,
    read_for_load,
    write_drift_backup,
    write_entries,
)
from hermes_memory.curated.locking import target_lock
from hermes_memory.errors import DriftDetectedError, MemoryLockError
from hermes_memory.permissions import ensure_private_dir


@dataclass
class Change:
    """What a mutation decided: ``entries`` to write (``None``: nothing to write)."""

    entries: list[str] | None
    message: str | None = None
    extras: dict[str, object] = field(default_factory=dict)


def locked_update(
    path: Path,
    limit: int,
    decide: Callable[[list[str], int], Change],
    *,
    check_drift: bool,
    on_loaded: Callable[[list[str]], None],
) -> Change:
    """Run ``decide`` on the file's current entries and persist its result.

    ``on_loaded`` receives the entries as read, before any refusal, so the caller's live
    view is fresh even when the write is refused (drift, no match, over budget).
    """
    with contextlib.ExitStack() as stack:
        try:
            ensure_private_dir(path.parent)
            stack.enter_context(target_lock(path))
        except OSError as exc:
            raise MemoryLockError(messages.lock_failed(path, exc)) from exc
        raw = read_checked(path)
        backup = write_drift_backup(path, raw) if check_drift and has_drift(raw, limit) else None
        entries = parse_entries(raw)
        on_loaded(entries)
        if backup is not None:
            raise DriftDetectedError(
                messages.drift(path.name, backup), backup, messages.DRIFT_REMEDIATION
            )
        change = decide(list(entries), limit)
        if change.entries is not None:
            write_entries(path, change.entries)
        return change


def load_text(path: Path) -> str:
    """The file's text for a load (unreadable → empty), its folder made private first."""
    with contextlib.suppress(OSError):
        ensure_private_dir(path.parent)
    return read_for_load(path)
