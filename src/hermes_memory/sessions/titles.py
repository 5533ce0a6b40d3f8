"""Session titles (spec §7.4): sanitising, uniqueness with compression-ancestor transfer,
lineage numbering (``proj``, ``proj #2``, …) and lookup by title.

Titles are unique when set (a partial unique index); ``%`` and ``_`` in titles are literal
in every LIKE here.
"""

from __future__ import annotations

import re
import sqlite3

from hermes_memory.errors import TitleError
from hermes_memory.sessions.core import StoreCore
from hermes_memory.sessions.lineage import compression_ancestors
from hermes_memory.sessions.search.text import escape_like as like_escape

MAX_TITLE_CHARS = 100
_TITLE_ATTEMPTS = 5  # numbered retries when concurrent writers race for one title

_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_INVISIBLE = re.compile("[\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\ufffc\ufff9-\ufffb]")
_WHITESPACE = re.compile(r"\s+")
_NUMBERED = re.compile(r"^(?P<base>.*) #(?P<n>\d+)$", re.DOTALL)


def sanitize_title(title: str | None) -> str | None:
    """Cleaned title, or None when nothing is left; over 100 characters raises TitleError."""
    if not title:
        return None
    text = _CONTROL.sub("", title)
    text = _INVISIBLE.sub("", text)
    text = _WHITESPACE.sub(" ", text).strip()
    if not text:
        return None
    if len(text) > MAX_TITLE_CHARS:
        raise TitleError(f"Title too long ({len(text)} chars, max {MAX_TITLE_CHARS})")
    return text


def next_title(conn: sqlite3.Connection, base_title: str) -> str:
    match = _NUMBERED.match(base_title)
    base = (match.group("base") if match else base_title).strip()
    rows = conn.execute(
        "SELECT title FROM sessions WHERE title = ? OR title LIKE ? ESCAPE '\\'",
        (base, like_escape(base) + " #%"),
    ).fetchall()
    if not rows:
        return base
    highest = 1  # the unnumbered original counts as #1
    for (title,) in rows:
        numbered = _NUMBERED.match(title)
        if numbered and numbered.group("base") == base:
            highest = max(highest, int(numbered.group("n")))
    return f"{base} #{highest + 1}"


class TitlesMixin(StoreCore):
    def set_session_title(self, session_id: str, title: str | None) -> bool:
        """Set (or with an empty title, clear) the title; True iff the session exists.

        A title held by a compression ancestor moves to this session; one held by any
        other session raises ``TitleError`` (a ``ValueError``).
        """
        clean = sanitize_title(title)

        def write(conn: sqlite3.Connection) -> bool:
            if clean is not None:
                holder = conn.execute(
                    "SELECT id FROM sessions WHERE title = ? AND id != ?", (clean, session_id)
                ).fetchone()
                if holder is not None:
                    if holder[0] not in compression_ancestors(conn, session_id):
                        raise TitleError(
                            f"Title '{clean}' is already in use by session {holder[0]}"
                        )
                    conn.execute("UPDATE sessions SET title = NULL WHERE id = ?", (holder[0],))
            cur = conn.execute("UPDATE sessions SET title = ? WHERE id = ?", (clean, session_id))
            return cur.rowcount > 0

        return self._write(write)

    def set_title_numbered(self, session_id: str, title: str) -> str | None:
        """Title ``session_id`` with ``title``, or with the next free number of its lineage
        (``title #2``, ``#3`` …) when another session holds it; returns the title set.

        For a new session named by a program (the same script run twice): numbering is how
        Hermes tells related sessions apart, and ``resolve_session_by_title`` finds the
        newest. An over-long title still raises ``TitleError``.
        """
        clean = sanitize_title(title)
        if clean is None:
            return None
        wanted = clean
        for _ in range(_TITLE_ATTEMPTS):
            try:
                self.set_session_title(session_id, wanted)
                return wanted
            except TitleError:
                # held by another session (perhaps taken between the look and the write)
                wanted = self.get_next_title_in_lineage(clean)
                sanitize_title(wanted)  # raises when the number makes it too long
        raise TitleError(f"Title '{clean}' and its numbered variants are all taken")

    def get_session_title(self, session_id: str) -> str | None:
        def read(conn: sqlite3.Connection) -> str | None:
            row = conn.execute("SELECT title FROM sessions WHERE id = ?", (session_id,))
            found = row.fetchone()
            return None if found is None else found[0]

        return self._read(read)

    def title_holder(self, title: str) -> str | None:
        """The session holding exactly ``title``, if any."""
        row = self._read(
            lambda c: c.execute("SELECT id FROM sessions WHERE title = ?", (title,)).fetchone()
        )
        return None if row is None else str(row[0])

    def get_next_title_in_lineage(self, base_title: str) -> str:
        """The next free title of a lineage: ``"proj"`` → ``"proj #2"`` → ``"proj #3"``."""
        return self._read(lambda conn: next_title(conn, base_title))

    def resolve_session_by_title(self, title: str) -> str | None:
        """The newest numbered variant ``"<title> #…"`` if any, else the exact title."""

        def read(conn: sqlite3.Connection) -> str | None:
            numbered = conn.execute(
                "SELECT id FROM sessions WHERE title LIKE ? ESCAPE '\\'"
                " ORDER BY started_at DESC LIMIT 1",
                (like_escape(title) + " #%",),
            ).fetchone()
            if numbered is not None:
                return str(numbered[0])
            exact = conn.execute("SELECT id FROM sessions WHERE title = ?", (title,)).fetchone()
            return None if exact is None else str(exact[0])

        return self._read(read)
