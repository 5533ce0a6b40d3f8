"""Importing conversations into state.db, all or nothing.

A file is parsed and validated completely first (``import_formats``, ``import_chat_exports``,
``import_hermes_db``); only then is anything written, inside one transaction of the store's
bulk context, so an error at any point leaves the database as it was. Decisions:

* A session id the database already has is **skipped** and reported (its messages too);
  ``DuplicatePolicy.FAIL`` refuses the whole import instead.
* A title another session holds is **renumbered** (``"proj"`` → ``"proj #2"``) with a
  warning; a title that cannot be stored (too long) is cut to 100 characters.
* From another state.db, session ids, message ids and every column are kept; when a
  message id is already taken here, the file's messages are shifted past this database's
  last id (order kept) with a warning. Parent links are kept; a parent found in neither
  the file nor the database is cleared with a warning.
"""

from __future__ import annotations

import enum
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hermes_memory.errors import ImportConflictError, TitleError
from hermes_memory.sessions.encoding import encode_content, encode_json
from hermes_memory.sessions.import_chat_exports import parse_chatgpt_file, parse_claude_file
from hermes_memory.sessions.import_formats import (
    ImportFormat,
    ParsedImport,
    ParsedMessage,
    ParsedSession,
    detect_format,
    parse_jsonl_file,
)
from hermes_memory.sessions.import_hermes_db import read_hermes_db
from hermes_memory.sessions.import_sql import (
    existing_session_ids,
    finish_session,
    insert_row,
    message_id_shift,
    table_columns,
)
from hermes_memory.sessions.search import refresh_search_index
from hermes_memory.sessions.store import SessionDB
from hermes_memory.sessions.titles import sanitize_title

ProgressCallback = Callable[[int], None]
"""Called with how many more messages were written since the last call."""

MAX_TITLE = 100
_READERS: dict[ImportFormat, Callable[[Path], ParsedImport]] = {
    ImportFormat.JSONL: parse_jsonl_file,
    ImportFormat.CHATGPT: parse_chatgpt_file,
    ImportFormat.CLAUDE: parse_claude_file,
    ImportFormat.HERMES_DB: read_hermes_db,
}


class DuplicatePolicy(enum.StrEnum):
    """What to do with a session id the database already has."""

    SKIP = "skip"
    FAIL = "fail"


@dataclass
class ImportReport:
    """What an import did; ``as_dict`` is the CLI's ``--json`` shape."""

    format: ImportFormat
    sessions_imported: int = 0
    messages_imported: int = 0
    skipped_sessions: list[str] = field(default_factory=list)
    renamed_titles: list[dict[str, str]] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return {
            "format": self.format.value,
            "sessions_imported": self.sessions_imported,
            "messages_imported": self.messages_imported,
            "skipped_sessions": list(self.skipped_sessions),
            "renamed_titles": list(self.renamed_titles),
            "warnings": list(self.warnings),
        }


def read_import(path: str | Path, fmt: ImportFormat | str | None = None) -> ParsedImport:
    """Parse and validate a file (format detected when not given); writes nothing."""
    path = Path(path)
    chosen = ImportFormat(fmt) if fmt is not None else detect_format(path)
    return _READERS[chosen](path)


def import_file(
    db: SessionDB,
    path: str | Path,
    fmt: ImportFormat | str | None = None,
    *,
    on_duplicate: DuplicatePolicy = DuplicatePolicy.SKIP,
    progress: ProgressCallback | None = None,
) -> ImportReport:
    """Read ``path`` and write it into ``db`` in one transaction (see the module docstring)."""
    return write_import(db, read_import(path, fmt), on_duplicate=on_duplicate, progress=progress)


def write_import(
    db: SessionDB,
    parsed: ParsedImport,
    *,
    on_duplicate: DuplicatePolicy = DuplicatePolicy.SKIP,
    progress: ProgressCallback | None = None,
) -> ImportReport:
    """Write an already-parsed import; nothing is kept if any step fails."""
    report = ImportReport(parsed.format, warnings=list(parsed.notes))
    existing = existing_session_ids(db, [s.id for s in parsed.sessions])
    if existing and on_duplicate is DuplicatePolicy.FAIL:
        raise ImportConflictError(
            f"{len(existing)} session id(s) already in the database: "
            + ", ".join(sorted(existing)[:5])
        )
    todo = [s for s in parsed.sessions if s.id not in existing]
    report.skipped_sessions = [s.id for s in parsed.sessions if s.id in existing]
    # One transaction for the whole file: the bulk context never commits part-way when
    # its row budget cannot be reached, so nothing is kept unless everything is.
    with db.bulk(rows_per_commit=sys.maxsize):
        if parsed.format is ImportFormat.HERMES_DB:
            _write_rows(db, todo, report, progress)
        else:
            for session in todo:
                _write_parsed(db, session, report)
                if progress is not None:
                    progress(len(session.messages))
    report.sessions_imported = len(todo)
    report.messages_imported = sum(len(s.messages) for s in todo)
    _refresh_search(db)
    return report


def _refresh_search(db: SessionDB) -> None:
    """Bring the CJK index up to date now rather than on the first search."""
    refresh_search_index(db)


# --- shared steps ----------------------------------------------------------------------------


def _parent_or_none(db: SessionDB, session: ParsedSession, report: ImportReport) -> str | None:
    parent = session.parent_session_id
    if parent and db.get_session(parent) is None:
        report.warnings.append(f"session {session.id}: parent {parent} not found; link cleared")
        return None
    return parent


def _free_title(db: SessionDB, session: ParsedSession, report: ImportReport) -> str | None:
    """The title to store: cleaned, cut to the limit, renumbered when another holds it."""
    raw = session.title
    if not raw:
        return None
    try:
        title = sanitize_title(raw)
    except TitleError:
        title = sanitize_title(raw[:MAX_TITLE])
        report.warnings.append(f"session {session.id}: title cut to {MAX_TITLE} characters")
    if not title:
        return None
    holder = db.title_holder(title)
    if holder is None or holder == session.id:
        return title
    renamed = db.get_next_title_in_lineage(title)
    if len(renamed) > MAX_TITLE:  # the suffix pushed it past the limit: drop the title
        report.warnings.append(f"session {session.id}: title {title!r} taken; cleared")
        return None
    report.renamed_titles.append({"session_id": session.id, "from": title, "to": renamed})
    report.warnings.append(
        f"session {session.id}: title {title!r} is used by {holder}; stored as {renamed!r}"
    )
    return renamed


def _message_dict(message: ParsedMessage) -> dict[str, Any]:
    fields: dict[str, Any] = {
        "role": message.role,
        "content": message.content,
        "tool_name": message.tool_name,
        "tool_calls": message.tool_calls,
        "tool_call_id": message.tool_call_id,
        "finish_reason": message.finish_reason,
        "timestamp": message.timestamp,
    }
    if message.reasoning:
        fields["reasoning"] = message.reasoning
    return fields


def _write_parsed(db: SessionDB, session: ParsedSession, report: ImportReport) -> None:
    """A session from JSONL / ChatGPT / Claude through the store's own write methods."""
    stamps = [m.timestamp for m in session.messages if m.timestamp is not None]
    started = session.started_at if session.started_at is not None else min(stamps, default=None)
    if started is None:  # a file without times: the import is when the session started
        started = time.time()
    db.create_session(
        session.id,
        session.source,
        model=session.model,
        model_config=session.model_config,
        parent_session_id=_parent_or_none(db, session, report),
        started_at=started,
    )
    if session.messages:
        previous = started
        batch = []
        for message in session.messages:
            fields = _message_dict(message)
            # messages without a time follow the previous one, so id and time order agree
            if fields["timestamp"] is None:
                fields["timestamp"] = previous
            previous = fields["timestamp"]
            batch.append(fields)
        db.append_messages(session.id, batch)
    title = _free_title(db, session, report)
    if title:
        db.set_session_title(session.id, title)
    if session.ended_at is not None or session.end_reason:
        finish_session(db, session.id, session.ended_at, session.end_reason)


# --- another state.db -------------------------------------------------------------------------


def _write_rows(
    db: SessionDB,
    sessions: list[ParsedSession],
    report: ImportReport,
    progress: ProgressCallback | None,
) -> None:
    """Sessions and messages of another state.db, whole rows, ids kept (or shifted)."""
    wanted = [m.row["id"] for s in sessions for m in s.messages if m.row is not None]
    shift = message_id_shift(db, wanted)
    if shift:
        report.warnings.append(
            f"message ids already used here; the imported messages were renumbered "
            f"(+{shift}, order kept)"
        )
    session_columns = set(table_columns(db, "sessions"))
    message_columns = set(table_columns(db, "messages")) - {"id"}
    for session in sessions:
        row = dict(session.row or {})
        row["parent_session_id"] = _parent_or_none(db, session, report)
        row["title"] = _free_title(db, session, report)
        insert_row(db, "sessions", {k: v for k, v in row.items() if k in session_columns})
        for message in session.messages:
            source = dict(message.row or {})
            values = {k: v for k, v in source.items() if k in message_columns}
            values["id"] = int(source["id"]) + shift
            values["content"] = encode_content(message.content)
            if message.tool_calls is not None:
                values["tool_calls"] = encode_json(message.tool_calls)
            insert_row(db, "messages", values)
        if progress is not None:
            progress(len(session.messages))
