"""Recognising a disk-level failure and saying it in one plain sentence.

An ``OSError`` or a SQLite error is classified as a :class:`DiskFault` (full, read-only,
permission, I/O, busy, damaged); :func:`describe` phrases it for a person or a model, and
:func:`write_problem` says, without writing anything, why a path cannot be written. Front
ends use these at their boundary; library code keeps raising what it raises.
"""

from __future__ import annotations

import enum
import errno
import os
import sqlite3
from dataclasses import dataclass
from pathlib import Path


class DiskFault(enum.StrEnum):
    """What kind of disk-level failure an exception is."""

    FULL = "disk_full"
    READ_ONLY = "read_only"
    PERMISSION = "permission_denied"
    IO = "io_error"
    BUSY = "busy"
    DAMAGED = "damaged"
    OTHER = "other"


_ERRNO_FAULTS = {
    errno.ENOSPC: DiskFault.FULL,
    errno.EDQUOT: DiskFault.FULL,
    errno.EFBIG: DiskFault.FULL,
    errno.EROFS: DiskFault.READ_ONLY,
    errno.EACCES: DiskFault.PERMISSION,
    errno.EPERM: DiskFault.PERMISSION,
    errno.EIO: DiskFault.IO,
}

# SQLite primary result codes (the low byte of an extended code).
_SQLITE_FAULTS = {
    3: DiskFault.PERMISSION,  # SQLITE_PERM
    5: DiskFault.BUSY,  # SQLITE_BUSY
    6: DiskFault.BUSY,  # SQLITE_LOCKED
    8: DiskFault.READ_ONLY,  # SQLITE_READONLY
    10: DiskFault.IO,  # SQLITE_IOERR
    11: DiskFault.DAMAGED,  # SQLITE_CORRUPT
    13: DiskFault.FULL,  # SQLITE_FULL
    14: DiskFault.PERMISSION,  # SQLITE_CANTOPEN (refined by the path when known)
    23: DiskFault.PERMISSION,  # SQLITE_AUTH
    26: DiskFault.DAMAGED,  # SQLITE_NOTADB
}

_HINTS = {
    DiskFault.FULL: "free some space and try again",
    DiskFault.READ_ONLY: "nothing could be saved there",
    DiskFault.PERMISSION: "check the owner and mode of the home (hermes-memory doctor)",
    DiskFault.IO: "the disk reported an error; check it before trying again",
    DiskFault.BUSY: "another process holds the database; try again",
    DiskFault.DAMAGED: "the database file is damaged or not a SQLite database "
    "(hermes-memory doctor)",
}
_TEMP_PREFIXES = (".tmp_", ".mem_", ".config_", ".env_", ".export_", ".pending_")


def classify(exc: BaseException) -> DiskFault | None:
    """The fault ``exc`` stands for; ``None`` when it is not a disk-level error.

    SQLite's programming errors (a bad statement, a constraint) are not disk faults.
    """
    if isinstance(exc, OSError):
        return _ERRNO_FAULTS.get(exc.errno or 0, DiskFault.OTHER)
    if isinstance(exc, sqlite3.OperationalError) or type(exc) is sqlite3.DatabaseError:
        code = getattr(exc, "sqlite_errorcode", None)
        if isinstance(code, int):
            return _SQLITE_FAULTS.get(code & 0xFF, DiskFault.OTHER)
        return _fault_from_text(str(exc))
    return None


def _fault_from_text(message: str) -> DiskFault:
    text = message.lower()
    for marker, fault in (
        ("disk is full", DiskFault.FULL),
        ("readonly", DiskFault.READ_ONLY),
        ("read-only", DiskFault.READ_ONLY),
        ("locked", DiskFault.BUSY),
        ("disk i/o", DiskFault.IO),
        ("malformed", DiskFault.DAMAGED),
        ("not a database", DiskFault.DAMAGED),
        ("unable to open", DiskFault.PERMISSION),
    ):
        if marker in text:
            return fault
    return DiskFault.OTHER


def _shown_path(filename: object) -> str:
    """The path to name: a temp file of an atomic write is named by its folder."""
    path = Path(str(filename))
    if path.name.startswith(_TEMP_PREFIXES) and path.name.endswith(".tmp"):
        return str(path.parent)
    return str(path)


def _detail(exc: BaseException) -> str:
    if isinstance(exc, OSError):
        text = exc.strerror or str(exc) or type(exc).__name__
        return f"{text}: {_shown_path(exc.filename)}" if exc.filename else text
    return str(exc) or type(exc).__name__


def describe(exc: BaseException, *, path: str | os.PathLike[str] | None = None) -> str:
    """One line: what failed, where, and what to do, e.g. ``"database or disk is full
    (/h/state.db); free some space and try again"``.

    ``path`` names the file when the error itself does not (SQLite's errors never do); a
    SQLite "unable to open" is then told apart as read-only or permission by the path.
    """
    fault = classify(exc) or DiskFault.OTHER
    detail = _detail(exc)
    if path is not None:
        if str(path) not in detail:
            detail = f"{detail} ({path})"
        if fault is DiskFault.PERMISSION and not isinstance(exc, OSError):
            problem = write_problem(path)
            if problem is not None and problem.fault is DiskFault.READ_ONLY:
                fault = DiskFault.READ_ONLY
        elif fault is DiskFault.IO and _out_of_space(Path(path)):
            fault = DiskFault.FULL  # SQLite reports a WAL index it cannot grow as I/O
    hint = _HINTS.get(fault)
    return f"{detail}; {hint}" if hint else detail


@dataclass(frozen=True)
class WriteProblem:
    """Why a path cannot be written: the fault, the path that refuses, a short reason."""

    fault: DiskFault
    path: Path
    reason: str

    def __str__(self) -> str:
        return f"{self.path}: {self.reason}"


def _out_of_space(path: Path) -> bool:
    try:
        return os.statvfs(_nearest_existing(path)).f_bavail == 0
    except OSError:
        return False


def _nearest_existing(path: Path) -> Path:
    probe = path
    while not os.path.lexists(probe) and probe.parent != probe:
        probe = probe.parent
    return probe


def write_problem(path: str | os.PathLike[str]) -> WriteProblem | None:
    """Why ``path`` (a file or folder, existing or not) cannot be written; ``None`` if it can.

    Nothing is written: the file system's read-only flag and the access rights of the path
    (or of the nearest folder that exists, where it would be created) are checked. For a
    file, its folder must be writable too (SQLite and atomic writes create files beside it).
    """
    target = Path(path)
    existing = _nearest_existing(target)
    try:
        if os.statvfs(existing).f_flag & os.ST_RDONLY:
            return WriteProblem(DiskFault.READ_ONLY, existing, "read-only file system")
    except OSError:
        pass  # statvfs unsupported here: the access checks below still answer
    checks = [existing]
    if existing.is_file():
        checks.append(existing.parent)
    for candidate in checks:
        if not os.access(candidate, os.W_OK):
            return WriteProblem(DiskFault.PERMISSION, candidate, "permission denied")
    return None
