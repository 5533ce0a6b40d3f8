"""Writing one parsed session into state.db, inside the transaction the importer holds.

* A title another session holds is **renumbered** (``"proj"`` → ``"proj #2"``) with a
  warning; a title that cannot be stored (too long) is cut to 100 characters.
* JSONL / ChatGPT / Claude sessions go through the store's own write methods; a message
  without a time takes the previous one's, a session without one starts at its first
  message (or at the import).
* From another state.db, session ids, message ids and every column are kept; when one of a
  session's message ids is already taken here, it and every later session's messages are
  moved past this database's last id (order kept) and the report says by how much. Parent
  links are kept; a parent found in neither the file nor the database is cleared.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from hermes_memory.errors import TitleError
from hermes_memory.sessions.encoding import encode_content, encode_json
from hermes_memory.sessions.store import SessionDB
from hermes_memory.sessions.titles import sanitize_title
from hermes_memory.sessions.transfer.formats import ParsedMessage, ParsedSession
from hermes_memory.sessions.transfer.report import ImportReport
from hermes_memory.sessions.transfer.sql import finish_session, insert_row, message_id_shift

MAX_TITLE = 100


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


def write_parsed_session(db: SessionDB, session: ParsedSession, report: ImportReport) -> None:
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


@dataclass
class IdShift:
    """How far the message ids of another state.db are moved (0: kept as they were)."""

    offset: int = 0

    def warning(self) -> str | None:
        if not self.offset:
            return None
        return (
            "message ids already used here; the imported messages were renumbered"
            f" (+{self.offset}, order kept)"
        )


def write_db_session(
    db: SessionDB,
    session: ParsedSession,
    report: ImportReport,
    shift: IdShift,
    columns: tuple[set[str], set[str]],
) -> None:
    """A session of another state.db: whole rows, ids kept or moved past ours.

    ``columns`` are this database's session and message columns (a newer file's extra
    columns are left out).
    """
    session_columns, message_columns = columns
    # Checked inside the transaction: another process may have appended since the last one.
    extra = message_id_shift(
        db, [int(m.row["id"]) + shift.offset for m in session.messages if m.row is not None]
    )
    shift.offset += extra
    row = dict(session.row or {})
    row["parent_session_id"] = _parent_or_none(db, session, report)
    row["title"] = _free_title(db, session, report)
    insert_row(db, "sessions", {k: v for k, v in row.items() if k in session_columns})
    for message in session.messages:
        source = dict(message.row or {})
        values = {k: v for k, v in source.items() if k in message_columns}
        values["id"] = int(source["id"]) + shift.offset
        values["content"] = encode_content(message.content)
        if message.tool_calls is not None:
            values["tool_calls"] = encode_json(message.tool_calls)
        insert_row(db, "messages", values)
