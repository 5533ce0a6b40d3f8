"""Importing conversations into state.db: read and check everything, then write in chunks.

A file (or the ``conversations.json`` of an export zip) is parsed, repaired and validated
completely first (``source``, the parsers, ``repair``, ``ids``); a
malformed file is refused before anything is written. Writing then runs in transactions of
whole sessions (:class:`ImportPacing`) with a pause between them, so an agent appending a
turn from another process waits at most about one chunk instead of timing out. A killed
import leaves whole sessions only; running it again skips them and writes the rest.

A session id the database already has is **skipped** and reported (its messages too);
``DuplicatePolicy.FAIL`` refuses the whole import instead. Per-session write rules (titles,
parents, message ids of another state.db) are in ``writes``.
"""

from __future__ import annotations

import enum
import sys
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from hermes_memory.errors import ImportConflictError, ImportFormatError
from hermes_memory.sessions.search.upkeep import refresh_search_index
from hermes_memory.sessions.store import SessionDB
from hermes_memory.sessions.transfer.archive import MAX_MEMBER_BYTES
from hermes_memory.sessions.transfer.chat_exports import parse_chatgpt_data
from hermes_memory.sessions.transfer.claude import parse_claude_data
from hermes_memory.sessions.transfer.formats import ImportFormat, ParsedImport, ParsedSession
from hermes_memory.sessions.transfer.hermes_db import read_hermes_db
from hermes_memory.sessions.transfer.ids import resolve_duplicate_ids
from hermes_memory.sessions.transfer.jsonl import parse_jsonl_bytes
from hermes_memory.sessions.transfer.repair import repair_import
from hermes_memory.sessions.transfer.report import ImportReport
from hermes_memory.sessions.transfer.source import ImportSource, detect_source_format, open_source
from hermes_memory.sessions.transfer.sql import existing_session_ids, table_columns
from hermes_memory.sessions.transfer.writes import IdShift, write_db_session, write_parsed_session

ProgressCallback = Callable[[int], None]
"""Called with how many more messages were written since the last call."""


class DuplicatePolicy(enum.StrEnum):
    """What to do with a session id the database already has."""

    SKIP = "skip"
    FAIL = "fail"


@dataclass(frozen=True)
class ImportPacing:
    """How a long import shares state.db with other writers.

    Sessions are written whole, in transactions of about ``chunk_rows`` messages or
    ``chunk_seconds`` of work, whichever comes first (one session larger than that is still
    one transaction). After each commit the import sleeps ``pause_seconds`` holding no lock:
    SQLite's write lock has no queue, and a writer in another process polls for it at most
    every 100 ms, so a shorter pause could be missed and that writer would time out.
    """

    chunk_rows: int = 5000
    chunk_seconds: float = 0.5
    pause_seconds: float = 0.12


DEFAULT_PACING = ImportPacing()


def _read_db(source: ImportSource) -> ParsedImport:
    if source.members:
        raise ImportFormatError("a state.db cannot be read from inside a zip", source.label)
    return read_hermes_db(source.path)


_PARSERS: dict[ImportFormat, Callable[[ImportSource], ParsedImport]] = {
    ImportFormat.JSONL: lambda source: parse_jsonl_bytes(source.raw()),
    ImportFormat.CHATGPT: lambda source: parse_chatgpt_data(source.document()),
    ImportFormat.CLAUDE: lambda source: parse_claude_data(source.document()),
    ImportFormat.HERMES_DB: _read_db,
}


def _format(fmt: ImportFormat | str) -> ImportFormat:
    try:
        return ImportFormat(fmt)
    except ValueError:
        names = ", ".join(f.value for f in ImportFormat)
        raise ImportFormatError(f"unknown format {fmt!r}; use one of: {names}") from None


def read_import(
    path: str | Path,
    fmt: ImportFormat | str | None = None,
    *,
    max_archive_bytes: int = MAX_MEMBER_BYTES,
) -> ParsedImport:
    """Parse, repair and validate a file (format detected when not given); writes nothing.

    ``max_archive_bytes`` caps the unpacked size of a zip's ``conversations.json``.
    """
    source = open_source(path, max_archive_bytes)
    chosen = _format(fmt) if fmt is not None else detect_source_format(source)
    parsed = _PARSERS[chosen](source)
    parsed.archive_members = source.member_names
    repair_import(parsed, time.time())
    if chosen is not ImportFormat.HERMES_DB:  # a state.db's primary key rules out repeats
        resolve_duplicate_ids(parsed)
    return parsed


def import_file(
    db: SessionDB,
    path: str | Path,
    fmt: ImportFormat | str | None = None,
    *,
    on_duplicate: DuplicatePolicy = DuplicatePolicy.SKIP,
    progress: ProgressCallback | None = None,
    pacing: ImportPacing = DEFAULT_PACING,
) -> ImportReport:
    """Read ``path`` and write it into ``db`` (see the module docstring)."""
    parsed = read_import(path, fmt)
    return write_import(db, parsed, on_duplicate=on_duplicate, progress=progress, pacing=pacing)


def write_import(
    db: SessionDB,
    parsed: ParsedImport,
    *,
    on_duplicate: DuplicatePolicy = DuplicatePolicy.SKIP,
    progress: ProgressCallback | None = None,
    pacing: ImportPacing = DEFAULT_PACING,
) -> ImportReport:
    """Write an already-parsed import in chunks of whole sessions.

    An exception rolls back the chunk being written; earlier chunks stay, and the same
    import run again skips them (their ids exist) and writes the rest.
    """
    report = ImportReport(
        parsed.format, warnings=list(parsed.notes), archive_members=list(parsed.archive_members)
    )
    for notice in parsed.file_notices:
        report.add_file_notice(notice)
    existing = existing_session_ids(db, [s.id for s in parsed.sessions])
    if existing and on_duplicate is DuplicatePolicy.FAIL:
        raise ImportConflictError(
            f"{len(existing)} session id(s) already in the database: "
            + ", ".join(sorted(existing)[:5])
        )
    report.skipped_sessions = [s.id for s in parsed.sessions if s.id in existing]
    writer = _ChunkWriter(db, parsed.format, report, progress, pacing)
    todo = deque(s for s in parsed.sessions if s.id not in existing)
    while todo:
        writer.write_chunk(todo)
        # Our search indexes catch up per chunk, each in its own short transaction,
        # rather than in one long one at the end.
        refresh_search_index(db)
        if todo and pacing.pause_seconds > 0:
            time.sleep(pacing.pause_seconds)  # no lock held: other writers get their turn
    shifted = writer.shift.warning()
    if shifted:
        report.warnings.append(shifted)
    return report


class _ChunkWriter:
    """Writes sessions from the front of a queue, one transaction per call."""

    def __init__(
        self,
        db: SessionDB,
        fmt: ImportFormat,
        report: ImportReport,
        progress: ProgressCallback | None,
        pacing: ImportPacing,
    ) -> None:
        self.db = db
        self.rows_format = fmt is ImportFormat.HERMES_DB
        self.report = report
        self.progress = progress
        self.pacing = pacing
        self.shift = IdShift()
        self.columns: tuple[set[str], set[str]] = (set(), set())
        if self.rows_format:
            self.columns = (
                set(table_columns(db, "sessions")),
                set(table_columns(db, "messages")) - {"id"},
            )

    def write_chunk(self, todo: deque[ParsedSession]) -> None:
        """Write sessions until the chunk is full; the report counts them once committed."""
        started = time.monotonic()
        rows = 0
        written: list[ParsedSession] = []
        late: list[str] = []
        # rows_per_commit never reached: this block is exactly one transaction
        with self.db.bulk(rows_per_commit=sys.maxsize):
            while todo and rows < self.pacing.chunk_rows:
                if written and time.monotonic() - started >= self.pacing.chunk_seconds:
                    break
                session = todo.popleft()
                if self.db.get_session(session.id) is not None:
                    late.append(session.id)  # created by someone else since the check
                    continue
                if self.rows_format:
                    write_db_session(self.db, session, self.report, self.shift, self.columns)
                else:
                    write_parsed_session(self.db, session, self.report)
                written.append(session)
                rows += 1 + len(session.messages)
                if self.progress is not None:
                    self.progress(len(session.messages))
        self.report.chunks += 1
        self.report.skipped_sessions += late
        self.report.sessions_imported += len(written)
        self.report.messages_imported += sum(len(s.messages) for s in written)
        for session in written:
            for notice in session.notices:
                self.report.add_session_notice(notice)
