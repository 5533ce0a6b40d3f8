"""Disk access for one memory file: checked reads, drift detection, backups, atomic writes.

A missing file is an empty store. A file that exists but cannot be read (I/O error, a
directory in its place, invalid UTF-8) is empty only for loading; every write path refuses,
because saving over an unread file would wipe it. Locking is the caller's (``locking.py``).
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import stat
import time
from pathlib import Path

from hermes_memory.atomic import atomic_write_text
from hermes_memory.curated import messages
from hermes_memory.curated.entries import ENTRY_DELIMITER, Target, decode, serialize, split_entries
from hermes_memory.errors import MemoryFileUnreadableError, MemoryWriteError
from hermes_memory.paths import memories_dir

logger = logging.getLogger("hermes_memory.curated")

TMP_PREFIX = ".mem_"
TMP_SUFFIX = ".tmp"
BACKUP_INFIX = ".bak."
STALE_TMP_SECONDS = 60.0
"""A temp file this old belongs to a writer that died: a live write renames its temp file
within milliseconds (Hermes's writers and the other target's share the folder and prefix)."""
_TMP_NAME = re.compile(re.escape(TMP_PREFIX) + r"[A-Za-z0-9_]+" + re.escape(TMP_SUFFIX) + r"\Z")


def memory_path(home: str | os.PathLike[str] | None, target: Target) -> Path:
    """``<home>/memories/MEMORY.md`` or ``USER.md``."""
    return memories_dir(home) / target.filename


def read_checked(path: Path) -> str:
    """The file's decoded text; ``""`` when missing.

    Raises :class:`MemoryFileUnreadableError` when it exists but cannot be read or decoded.
    """
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return ""
    except OSError as exc:
        raise MemoryFileUnreadableError(messages.unreadable(path.name)) from exc
    try:
        return decode(data)
    except UnicodeDecodeError as exc:
        raise MemoryFileUnreadableError(messages.unreadable(path.name)) from exc


def read_for_load(path: Path) -> str:
    """Like :func:`read_checked`, but an unreadable file loads as empty."""
    try:
        return read_checked(path)
    except MemoryFileUnreadableError:
        return ""


def has_drift(raw: str, char_limit: int) -> bool:
    """True when ``raw`` holds text our serializer would not have written.

    Signal 1: it does not round-trip (padding around entries, blank lines by a delimiter,
    empty segments). Signal 2: one entry alone is longer than the whole store may be, which
    no tool write can produce. Duplicates are not drift (no dedupe here).
    """
    if not raw.strip():
        return False
    pieces = split_entries(raw)
    if raw.strip() != ENTRY_DELIMITER.join(pieces):
        return True
    return any(len(piece) > char_limit for piece in pieces)


def write_drift_backup(path: Path, raw: str, *, now: float | None = None) -> str:
    """Save ``raw`` as ``<file>.bak.<unix seconds>`` (private, 0600); returns the path to report.

    A failed backup is reported in the returned text instead of raising: the refusal that
    follows leaves the original untouched either way.
    """
    stamp = int(time.time() if now is None else now)
    backup = path.with_name(f"{path.name}{BACKUP_INFIX}{stamp}")
    try:
        atomic_write_text(backup, raw, tmp_prefix=TMP_PREFIX, tmp_suffix=TMP_SUFFIX, private=True)
    except OSError:
        return messages.backup_failed(str(backup))
    return str(backup)


def remove_stale_temps(
    directory: Path, *, now: float | None = None, max_age: float = STALE_TMP_SECONDS
) -> list[str]:
    """Delete ``.mem_*.tmp`` files left in ``directory`` by writers killed mid-write.

    Only regular files named like our temp files and not modified for ``max_age`` seconds;
    anything else (a live writer's temp, a symlink, another program's file) is left alone.
    Best effort: returns the names removed and never raises.
    """
    cutoff = (time.time() if now is None else now) - max_age
    removed: list[str] = []
    try:
        candidates = [p for p in directory.iterdir() if _TMP_NAME.match(p.name)]
    except OSError:
        return removed
    for candidate in candidates:
        with contextlib.suppress(OSError):
            info = candidate.lstat()
            if stat.S_ISREG(info.st_mode) and info.st_mtime < cutoff:
                candidate.unlink()
                removed.append(candidate.name)
    if removed:
        logger.info("removed %d stale temp file(s) in %s", len(removed), directory)
    return removed


def write_entries(path: Path, entries: list[str]) -> None:
    """Replace the file with ``entries`` atomically (a new file is 0600, an existing one is
    never made wider); raises :class:`MemoryWriteError`.

    Temp files that writers killed mid-write left behind are cleaned up first.
    """
    remove_stale_temps(path.parent)
    try:
        atomic_write_text(
            path, serialize(entries), tmp_prefix=TMP_PREFIX, tmp_suffix=TMP_SUFFIX, private=True
        )
    except OSError as exc:
        raise MemoryWriteError(messages.write_failed(path, exc)) from exc
