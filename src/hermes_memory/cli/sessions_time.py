"""Time phrases in ``hermes-memory sessions search``: "deploy last week" searches "deploy"
inside last week; a query that is only a time phrase lists that window's sessions.

``--after``/``--before`` win over a phrase; the JSON says which window applied
(``time_window``), the text output says so on a ``note:`` line.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import click

from hermes_memory.sessions import SessionDB
from hermes_memory.sessions.search import SearchFilters, browse_window, split_time_phrase


@dataclass(frozen=True)
class TimedQuery:
    terms: str
    after: datetime | None
    before: datetime | None
    window: dict[str, Any] | None


def _iso(moment: datetime | None) -> str | None:
    return moment.isoformat(timespec="seconds") if moment is not None else None


def read_time_phrase(
    query: str,
    after: datetime | None,
    before: datetime | None,
    clock: Callable[[], datetime] = datetime.now,
) -> TimedQuery:
    """The search words and the window: explicit bounds first, else the query's phrase."""
    split = split_time_phrase(query, clock())
    found = split.window
    if found is None:
        return TimedQuery(query, after, before, None)
    if after is not None or before is not None:
        window = {"after": _iso(after), "before": _iso(before), "from": "arguments"}
        window["ignored_phrase"] = found.phrase
        return TimedQuery(split.terms, after, before, window)
    window = {"after": _iso(found.after), "before": _iso(found.before), "from": "query"}
    window["phrase"] = found.phrase
    return TimedQuery(split.terms, found.after, found.before, window)


def window_listing(
    db: SessionDB, timed: TimedQuery, limit: int, sources: list[str] | None
) -> dict[str, Any]:
    """The sessions active in the window (the answer to a query that is only a time)."""
    filters = SearchFilters.of(timed.after, timed.before, sources)
    found = browse_window(db, limit, filters)
    return {
        "mode": "browse",
        "query": "",
        "sessions": [
            {
                "session_id": s.session_id,
                "title": s.title,
                "source": s.source,
                "started_at": s.started_at,
                "last_active": s.last_active,
                "message_count": s.message_count,
                "preview": s.preview,
            }
            for s in found
        ],
    }


def echo_window_note(window: dict[str, Any] | None) -> None:
    if window is None:
        return
    span = f"{window['after'] or '…'} to {window['before'] or '…'}"
    if window["from"] == "query":
        click.echo(f"note: {window['phrase']!r} read as {span} and left out of the search words")
    else:
        click.echo(f"note: --after/--before used ({span}); {window['ignored_phrase']!r} ignored")


def render_listing(data: dict[str, Any]) -> None:
    for s in data["sessions"]:
        title = s.get("title") or "(untitled)"
        click.echo(f"{s['session_id']}  {s['source']}  {s['message_count']} msgs  {title}")
    click.echo(f"{len(data['sessions'])} session(s) in the window.")
