"""Opening a home's state.db for a front end: writable when it can be, read-only when not.

A home on a read-only mount, a state.db this user may not write, or a disk too full for
SQLite's WAL index still serves reads: the file is opened with ``mode=ro``,
``read_only_reason`` says why, and every write raises ``DatabaseUnavailableError`` naming
that reason. Whether it can be written is first checked without writing anything.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

import hermes_memory.sessions.storage.connection as database
from hermes_memory.disk_faults import DiskFault, classify, describe, write_problem
from hermes_memory.errors import DatabaseUnavailableError
from hermes_memory.sessions.store import SessionDB

logger = logging.getLogger(__name__)

# Faults after which reading may still work; a busy or damaged file gets no second try.
_READABLE_AFTER = frozenset(
    {DiskFault.FULL, DiskFault.READ_ONLY, DiskFault.PERMISSION, DiskFault.IO}
)


def open_session_store(
    db_path: str | os.PathLike[str], *, allow_read_only: bool = True
) -> SessionDB:
    """``SessionDB(db_path)``, or a read-only one when the file cannot be written.

    With ``allow_read_only=False`` (a command that must write), an unwritable file raises
    ``DatabaseUnavailableError`` saying why, before anything is attempted. A missing file on
    an unwritable path raises too: there is nothing to read.
    """
    path = Path(db_path).expanduser()
    problem = write_problem(path)
    if problem is None:
        try:
            return SessionDB(path)
        except DatabaseUnavailableError as exc:
            cause = exc.__cause__
            if cause is None or classify(cause) not in _READABLE_AFTER:
                raise
            reason = describe(cause, path=path)
            if not allow_read_only or not path.exists():
                message = database.unavailable_message(cause=reason)
                raise DatabaseUnavailableError(message) from cause
    else:
        reason = problem.reason if problem.path == path else str(problem)
        if not allow_read_only or not path.exists():
            cause_text = f"cannot write {path} ({reason})"
            raise DatabaseUnavailableError(database.unavailable_message(cause=cause_text))
    db = SessionDB(path, read_only=True)
    db.read_only_reason = reason
    logger.info("%s opened read-only: %s", path, reason)
    return db
