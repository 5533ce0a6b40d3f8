"""The ``session_search`` tool handler: argument handling, dispatch and profile routing.

Dispatch follows spec §8.2: open the default database when none is given; a ``profile/id``
session id or a ``profile`` argument switches to that profile's state.db opened read-only
(and forgets the current session); an anchor means SCROLL, a bare session id READ (found in
any profile when missing here), a blank query BROWSE, anything else DISCOVER. Every answer
is a JSON string; failures use ``{"error": ..., "success": false}``.
"""

from __future__ import annotations

import logging
import os
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from hermes_memory.errors import DatabaseUnavailableError, HermesMemoryError
from hermes_memory.oddchars import clean_search_text, repair_surrogates
from hermes_memory.paths import resolve_home, state_db_path
from hermes_memory.sessions import SessionDB
from hermes_memory.tools.result import to_json, tool_error
from hermes_memory.tools.session_search.options import RecallOptions, SummaryModel
from hermes_memory.tools.session_search.profiles import (
    ProfileLookupError,
    find_session_profile,
    open_profile_db,
)
from hermes_memory.tools.session_search.schema import SESSION_SEARCH_SCHEMA
from hermes_memory.tools.session_search.searching import search_sessions
from hermes_memory.tools.session_search.views import (
    browse,
    clamp_int,
    database_error,
    read_session,
    scroll,
)

__all__ = ["SESSION_SEARCH_SCHEMA", "session_search"]

logger = logging.getLogger(__name__)


def _blank(value: Any) -> bool:
    return not isinstance(value, str) or not value.strip()


UNSEARCHABLE_QUERY = (
    "No matching sessions found. The query holds no searchable text: NUL characters and lone "
    "UTF-16 surrogates (half of an emoji or a broken escape) are not words. Resend it as "
    "plain text."
)


def _cleaned(value: Any) -> Any:
    """A query without NUL or lone surrogates (SQLite cannot bind them; they split words)."""
    return clean_search_text(value) if isinstance(value, str) else value


def _repaired(value: Any) -> Any:
    """An id or name that stays one token: lone surrogates become U+FFFD (so it is unknown)."""
    return repair_surrogates(value) if isinstance(value, str) else value


def _unsearchable(query: Any) -> bool:
    """A query that had text, all of it characters nobody can search for."""
    return not _blank(query) and _blank(clean_search_text(query))


def _db_home(db: SessionDB, home: str | os.PathLike[str] | None) -> Path:
    """The home whose profiles the tool may visit: explicit, else the db's folder."""
    if home is not None:
        return Path(home).expanduser()
    path = getattr(db, "db_path", None)
    return Path(path).parent if path else resolve_home(None)


def session_search(
    query: str | None = None,
    role_filter: str | None = None,
    limit: Any = 3,
    sort: str | None = None,
    session_id: str | None = None,
    around_message_id: Any = None,
    window: Any = 5,
    db: SessionDB | None = None,
    current_session_id: str | None = None,
    profile: str | None = None,
    *,
    home: str | os.PathLike[str] | None = None,
    after: str | None = None,
    before: str | None = None,
    source: str | None = None,
    summarize: bool | None = None,
    expand: bool | None = None,
    summary_model: SummaryModel | None = None,
    clock: Callable[[], datetime] | None = None,
) -> str:
    """Search, browse, read or scroll past sessions; returns the JSON the model receives.

    ``db`` and ``current_session_id`` come from the calling agent, not the model. ``home``
    (ours, keyword-only) names the Hermes home whose ``profiles/`` the ``profile`` argument
    refers to; by default the folder holding ``db``. ``after``/``before`` (ISO dates,
    ``before`` exclusive) and ``source`` limit a discovery; time phrases in the query do too.
    ``summarize`` and ``expand`` default to config.yaml's ``session_search:`` section and
    need ``summary_model`` (``(system, prompt) -> text``); ``clock`` reads time phrases.
    """
    owned: list[SessionDB] = []
    try:
        if db is None:
            try:
                db = SessionDB(state_db_path(home))
            except DatabaseUnavailableError as exc:  # already the user-facing sentence
                return tool_error(str(exc))
            owned.append(db)
        return _dispatch(
            db,
            owned,
            _db_home(db, home),
            query=_cleaned(query),
            role_filter=_cleaned(role_filter),
            limit=limit,
            sort=_cleaned(sort),
            session_id=_repaired(session_id),
            around_message_id=_repaired(around_message_id),
            window=window,
            current_session_id=current_session_id,
            profile=_repaired(profile),
            unsearchable=_unsearchable(query),
            extras=_Extras(
                after, before, _cleaned(source), summarize, expand, summary_model, clock
            ),
        )
    except sqlite3.Error as exc:  # the database failed, not the request: say so
        # the last database opened is the one in use (a profile's, else the default)
        return database_error(owned[-1] if owned else db, exc)
    except HermesMemoryError as exc:
        return tool_error(str(exc))
    except Exception as exc:  # boundary: the model must always get JSON, never a traceback
        logger.error("session_search failed: %s", exc, exc_info=True)
        return tool_error(f"session_search failed: {exc}")
    finally:
        for handle in reversed(owned):
            try:
                handle.close()
            except sqlite3.Error as exc:
                logger.warning("closing a session_search database failed: %s", exc)


def _dispatch(
    db: SessionDB,
    owned: list[SessionDB],
    home: Path,
    *,
    query: Any,
    role_filter: Any,
    limit: Any,
    sort: Any,
    session_id: Any,
    around_message_id: Any,
    window: Any,
    current_session_id: str | None,
    profile: Any,
    unsearchable: bool = False,
    extras: _Extras | None = None,
) -> str:
    if isinstance(session_id, str) and "/" in session_id:
        embedded, _, bare = session_id.partition("/")
        if bare:
            session_id = bare
            if embedded and _blank(profile):
                profile = embedded
    if profile is not None and str(profile).strip():
        try:
            profile_db = open_profile_db(home, str(profile))
        except ProfileLookupError as exc:
            return tool_error(f"profile '{profile}': {exc}")
        owned.append(profile_db)
        db = profile_db
        current_session_id = None

    if not _blank(session_id) and around_message_id is not None:
        return scroll(db, session_id, around_message_id, window, current_session_id)

    if not _blank(session_id):
        sid = session_id.strip()
        found = read_session(db, sid)
        if found.get("success"):
            return to_json(found)
        located = find_session_profile(home, sid)
        if located is not None:
            name, other = located
            try:
                elsewhere = read_session(other, sid)
            finally:
                other.close()
            if elsewhere.get("success"):
                elsewhere["profile"] = name
                return to_json(elsewhere)
        return to_json(found)

    size = clamp_int(limit, 3, 1, 10)
    if unsearchable:  # a query of odd characters only: say so rather than browse
        return to_json(
            {
                "success": True,
                "mode": "discover",
                "query": "",
                "results": [],
                "count": 0,
                "message": UNSEARCHABLE_QUERY,
                "reason": "empty_query",
            }
        )
    more = extras or _Extras()
    if _blank(query) and not more.filtered:
        return browse(db, size, current_session_id)

    roles: list[str] | None = None
    if isinstance(role_filter, str) and role_filter.strip():
        roles = [r.strip() for r in role_filter.split(",") if r.strip()] or None
    sort_key = sort.strip().lower() if isinstance(sort, str) else None
    if sort_key not in ("newest", "oldest"):
        sort_key = None
    options = RecallOptions.from_config(home).with_call(
        summarize=more.summarize, expand=more.expand, model=more.model, clock=more.clock
    )
    return search_sessions(
        db,
        query.strip() if isinstance(query, str) else "",
        roles,
        size,
        sort_key,
        current_session_id,
        after=more.after,
        before=more.before,
        source=more.source,
        options=options,
    )


@dataclass(frozen=True)
class _Extras:
    """The project's own arguments (filters, summaries, expansion) for one call."""

    after: Any = None
    before: Any = None
    source: Any = None
    summarize: Any = None
    expand: Any = None
    model: SummaryModel | None = None
    clock: Callable[[], datetime] | None = None

    @property
    def filtered(self) -> bool:
        return any(not _blank(v) for v in (self.after, self.before, self.source))
