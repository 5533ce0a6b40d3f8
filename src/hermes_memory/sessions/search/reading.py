"""Reading one session: all of its messages (READ) or the window around one (SCROLL).

Returns ``SessionTranscript`` and ``MessageWindow``; a missing session or anchor raises
``SessionNotFoundError`` / ``MessageNotFoundError``, and database errors pass through (a
damaged file is never reported as a session that does not exist).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from hermes_memory.errors import MessageNotFoundError, SessionNotFoundError
from hermes_memory.sessions.search.session_records import (
    SessionInfo,
    SessionMessage,
    lineage_root,
    messages_of,
)


@dataclass(frozen=True)
class SessionTranscript:
    """A session's details and its active messages in id order."""

    session: SessionInfo
    messages: tuple[SessionMessage, ...]

    def excerpt(self, head: int, tail: int) -> tuple[SessionMessage, ...]:
        """The first ``head`` and last ``tail`` messages; all of them when that is no fewer."""
        if len(self.messages) <= head + tail:
            return self.messages
        return self.messages[:head] + self.messages[len(self.messages) - tail :]


@dataclass(frozen=True)
class MessageWindow:
    """Up to ``window`` messages either side of an anchor, in one session.

    ``rebound_from`` is the session asked for when the anchor was found in a child of it in
    the same lineage (then ``session`` is that child).
    """

    session: SessionInfo
    around_message_id: int
    window: int
    messages: tuple[SessionMessage, ...]
    messages_before: int
    messages_after: int
    rebound_from: str | None = None


def read_session(db: Any, session_id: str) -> SessionTranscript:
    """The session ``session_id`` with all its active messages."""
    row = db.get_session(session_id)
    if not row:
        raise SessionNotFoundError(f"session_id not found: {session_id}")
    return SessionTranscript(SessionInfo.from_row(row), messages_of(db.get_messages(session_id)))


def _message_owner(db: Any, message_id: int) -> str | None:
    """The session holding a message id, whichever session that is."""
    own = getattr(db, "message_session", None)
    if own is not None:  # a store on another backend (PostgreSQL) answers itself
        found: str | None = own(message_id)
        return found
    row = db.read(
        lambda c: c.execute(
            "SELECT session_id FROM messages WHERE id = ?", (message_id,)
        ).fetchone()
    )
    return None if row is None else str(row[0])


def scroll_session(
    db: Any, session_id: str, around_message_id: int, window: int, *, follow_lineage: bool = True
) -> MessageWindow:
    """The messages around ``around_message_id`` in ``session_id``.

    With ``follow_lineage`` an anchor that lives in another session of the same lineage (a
    compression child) is served from there, and the record says so in ``rebound_from``.
    """
    row = db.get_session(session_id)
    if not row:
        raise SessionNotFoundError(f"session_id not found: {session_id}")
    anchor = int(around_message_id)
    view = dict(db.get_messages_around(session_id, anchor, window=window))
    rebound_from = None
    if not view.get("window") and follow_lineage:
        owner = _message_owner(db, anchor)
        if (
            owner
            and owner != session_id
            and lineage_root(db, owner) == lineage_root(db, session_id)
        ):
            rebound = dict(db.get_messages_around(owner, anchor, window=window))
            if rebound.get("window"):
                view = rebound
                rebound_from = session_id
                row = db.get_session(owner) or row
                session_id = owner
    if not view.get("window"):
        raise MessageNotFoundError(f"around_message_id {anchor} not in session_id {session_id}")
    return MessageWindow(
        session=SessionInfo.from_row(row),
        around_message_id=anchor,
        window=window,
        messages=messages_of(view["window"]),
        messages_before=int(view.get("messages_before", 0)),
        messages_after=int(view.get("messages_after", 0)),
        rebound_from=rebound_from,
    )
