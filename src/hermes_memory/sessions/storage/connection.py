"""Opening and closing the state.db connection (spec §3), and the "unavailable" message.

Owns creating the file private (0600, so its WAL and shm are too), the pragmas (WAL with
the DELETE fallback, foreign keys, durable commits, busy timeout), the read-only URI mode,
the process-wide "last init error" and the user-facing message built from it. Schema work
lives in ``migrations.py``; writes in ``writer.py``.
"""

from __future__ import annotations

import contextlib
import logging
import sqlite3
import sys
import threading
from pathlib import Path
from urllib.parse import quote

from hermes_memory.permissions import create_private_file
from hermes_memory.sessions.storage.writer import retry_on_lock

logger = logging.getLogger(__name__)

BUSY_TIMEOUT_S = 1.0
JOURNAL_SIZE_LIMIT = 64 * 1024 * 1024
"""After a checkpoint resets the WAL, SQLite truncates the file to this size."""
WAL_AUTOCHECKPOINT_PAGES = 4000
"""Checkpoint once the WAL holds this many pages (16 MB; SQLite's default is 1000). A turn
commits ~19 pages, many of them the same hot pages (FTS5 structure, index interiors, the
session row): checkpointing 4x less often copies each of them once instead of four times
(~30 µs less per turn here)."""

_WAL_INCOMPATIBLE = ("locking protocol", "not authorized")
_WAL_HINT = " (state.db may be on NFS/SMB/FUSE — see https://www.sqlite.org/wal.html)"
_DEFAULT_PREFIX = "Session database not available"

_state_lock = threading.Lock()
_last_init_error: str | None = None
_wal_warned: set[str] = set()


def record_init_error(exc: BaseException) -> None:
    """Remember why opening failed; a later success does not clear it (as in Hermes)."""
    global _last_init_error
    with _state_lock:
        _last_init_error = f"{type(exc).__name__}: {exc}"


def last_init_error() -> str | None:
    """``"<ExceptionType>: <message>"`` of the last failed open in this process, if any."""
    return _last_init_error


def unavailable_message(prefix: str | None = None, cause: str | None = None) -> str:
    """The sentence shown to a user when state.db cannot be used.

    ``cause`` defaults to the last init error; a WAL-incompatibility cause gets a hint about
    network filesystems. ``prefix`` replaces "Session database not available".
    """
    head = prefix or _DEFAULT_PREFIX
    cause = cause if cause is not None else _last_init_error
    if not cause:
        return f"{head}."
    cause = cause.rstrip(".")
    hint = _WAL_HINT if any(m in cause.lower() for m in _WAL_INCOMPATIBLE) else ""
    return f"{head}: {cause}{hint}."


def set_journal_mode(conn: sqlite3.Connection, label: str = "state.db") -> str:
    """Put the file in WAL mode, or DELETE mode where the filesystem cannot do WAL.

    A file already in WAL is left alone: issuing the setter again can unlink sidecar files
    that other connections hold. A WAL file is never downgraded.
    """
    try:
        row = conn.execute("PRAGMA journal_mode").fetchone()
        if row and str(row[0]).lower() == "wal":
            return "wal"
    except sqlite3.OperationalError:
        pass  # the probe failed; the setter below reports the real problem
    try:
        conn.execute("PRAGMA journal_mode=WAL")
    except sqlite3.OperationalError as exc:
        message = str(exc).lower()
        if not any(marker in message for marker in _WAL_INCOMPATIBLE):
            raise
        if _on_disk_mode_is_wal(conn):
            raise
        with _state_lock:
            first = label not in _wal_warned
            _wal_warned.add(label)
        if first:
            logger.warning(
                "%s: WAL is not supported on this filesystem (%s); falling back to"
                " journal_mode=DELETE",
                label,
                exc,
            )
        conn.execute("PRAGMA journal_mode=DELETE")
        return "delete"
    else:
        if sys.platform == "darwin":  # pragma: no cover - macOS only
            with contextlib.suppress(sqlite3.OperationalError):
                conn.execute("PRAGMA checkpoint_fullfsync=1")
        return "wal"


def _on_disk_mode_is_wal(conn: sqlite3.Connection) -> bool:
    try:
        row = conn.execute("PRAGMA journal_mode").fetchone()
    except sqlite3.OperationalError:
        return False
    return bool(row) and str(row[0]).lower() == "wal"


def is_memory_path(path: Path) -> bool:
    """True for SQLite's in-memory database name (no file to create or protect)."""
    return str(path) in ("", ":memory:")


def prepare_file(path: Path) -> bool:
    """Create ``path`` empty and 0600 (folders 0700) before SQLite opens it; True if new.

    SQLite gives the ``-wal``, ``-shm`` and ``-journal`` files it creates the main file's
    mode, so this one step keeps every file of the database private, whatever the umask.
    An existing file keeps its mode.
    """
    if is_memory_path(path):
        return False
    return create_private_file(path)


def connect_writable(path: Path, label: str = "state.db") -> tuple[sqlite3.Connection, str]:
    """Open ``path`` for reading and writing; returns the connection and its journal mode.

    Autocommit (transactions are explicit), rows as ``sqlite3.Row``, shareable across the
    threads that use one ``SessionDB`` (its lock serialises them). A missing file is
    created private first (:func:`prepare_file`).
    """
    prepare_file(path)
    conn = sqlite3.connect(
        str(path), timeout=BUSY_TIMEOUT_S, isolation_level=None, check_same_thread=False
    )
    try:
        conn.row_factory = sqlite3.Row
        # Switching a new file to WAL needs a moment of exclusive access: another process
        # opening it at the same time is a lock conflict worth retrying.
        mode = retry_on_lock(lambda: set_journal_mode(conn, label))
        conn.execute("PRAGMA foreign_keys=ON")
        # FULL: a commit has reached the disk when it returns (WAL's default, made explicit).
        conn.execute("PRAGMA synchronous=FULL")
        conn.execute(f"PRAGMA busy_timeout={int(BUSY_TIMEOUT_S * 1000)}")
        conn.execute(f"PRAGMA journal_size_limit={JOURNAL_SIZE_LIMIT}")
        conn.execute(f"PRAGMA wal_autocheckpoint={WAL_AUTOCHECKPOINT_PAGES}")
    except BaseException:
        conn.close()
        raise
    return conn, mode


def connect_read_only(path: Path) -> sqlite3.Connection:
    """Open an existing file with ``mode=ro``: no DDL, no probes, no writes.

    A WAL file in a folder nobody may write (a read-only mount) cannot get the ``-shm``
    file SQLite reads through; when no ``-wal`` holds unmerged changes, the file is then
    opened as immutable, which reads the same rows without any sidecar.
    """
    if not path.exists():
        raise sqlite3.OperationalError(f"unable to open database file: {path} does not exist")
    try:
        return _connect_uri(path, "mode=ro", probe=True)
    except sqlite3.OperationalError:
        if _has_unmerged_wal(path):
            raise
        return _connect_uri(path, "mode=ro&immutable=1", probe=True)


def _connect_uri(path: Path, query: str, *, probe: bool) -> sqlite3.Connection:
    uri = f"file:{quote(str(path))}?{query}"
    conn = sqlite3.connect(
        uri, uri=True, timeout=BUSY_TIMEOUT_S, isolation_level=None, check_same_thread=False
    )
    conn.row_factory = sqlite3.Row
    if probe:
        try:  # SQLite opens lazily: read the schema now so a refusal shows here
            conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
        except BaseException:
            conn.close()
            raise
    return conn


def _has_unmerged_wal(path: Path) -> bool:
    try:
        return Path(f"{path}-wal").stat().st_size > 0
    except OSError:
        return False


def probe_fts(conn: sqlite3.Connection) -> tuple[bool, bool]:
    """(FTS5 compiled in, trigram tokenizer available), by creating throwaway temp tables."""
    fts5 = _probe(conn, "fts5(x)")
    trigram = fts5 and _probe(conn, "fts5(x, tokenize='trigram')")
    if not fts5:
        logger.warning("SQLite has no FTS5 module: session search is disabled")
    elif not trigram:
        logger.info(
            "the trigram tokenizer requires SQLite >= 3.34; CJK/substring search will fall"
            " back to LIKE"
        )
    return fts5, trigram


def _probe(conn: sqlite3.Connection, module_args: str) -> bool:
    try:
        conn.execute(f"CREATE VIRTUAL TABLE temp._hm_fts_probe USING {module_args}")
    except sqlite3.OperationalError as exc:
        message = str(exc).lower()
        if "no such module" in message or "no such tokenizer" in message:
            return False
        raise
    conn.execute("DROP TABLE temp._hm_fts_probe")
    return True


def close_connection(conn: sqlite3.Connection, *, checkpoint: bool) -> None:
    """Checkpoint the WAL back into the file (best effort) and close."""
    if checkpoint:
        # Best effort: another connection may be reading; the WAL stays valid anyway.
        with contextlib.suppress(sqlite3.Error):
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
