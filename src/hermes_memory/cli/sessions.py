"""``hermes-memory sessions``: list, show, search, scroll, import, export, stats, optimize
(``import`` and ``export`` live in ``sessions_transfer.py``, ``delete`` and ``rename`` in
``sessions_manage.py``).

Every command opens ``<home>/state.db``; only ``import`` creates it. In a fresh home ``list``,
``search`` and ``stats`` print an empty result with a hint (``sessions_fresh.py``) and the
others refuse (exit 1). ``--json`` prints the data the text view is drawn from; text
rendering lives in ``sessions_render.py``.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any

import click

from hermes_memory.cli import sessions_manage, sessions_transfer, sessions_vectors
from hermes_memory.cli.common import (
    cli_database_url,
    echo_json,
    fail,
    handle_errors,
    home_option,
    json_option,
    resolve_cli_home,
)
from hermes_memory.cli.sessions_fresh import (
    echo_fresh,
    empty_list,
    empty_search,
    empty_stats,
    open_store,
)
from hermes_memory.cli.sessions_render import (
    render_list,
    render_messages,
    render_search,
    render_stats,
)
from hermes_memory.cli.sessions_time import (
    echo_window_note,
    read_time_phrase,
    render_listing,
    window_listing,
)
from hermes_memory.errors import MessageNotFoundError, SessionNotFoundError
from hermes_memory.home_audit import readable_by_others
from hermes_memory.paths import state_db_path
from hermes_memory.sessions import SessionDB, store_stats
from hermes_memory.sessions.search import read_session, refresh_search_index, scroll_session


def _iso_time(ctx: click.Context, param: click.Parameter, value: str | None) -> datetime | None:
    """An ISO-8601 date or date-time (naive = local time); a usage error otherwise."""
    if value is None:
        return None
    try:
        return datetime.fromisoformat(value.strip())
    except ValueError:
        raise click.BadParameter(
            f"{value!r} is not an ISO-8601 date or time (e.g. 2024-05-01 or 2024-05-01T14:30)"
        ) from None


def _split(value: str | None) -> list[str] | None:
    if not value:
        return None
    return [p.strip() for p in value.split(",") if p.strip()] or None


def _fresh(home: Path | None) -> Path | None:
    """The state.db path when it does not exist yet (a fresh home), else None (also with a
    PostgreSQL database in force: the database is never "fresh")."""
    if cli_database_url(home) is not None:
        return None
    path = state_db_path(resolve_cli_home(home))
    return None if path.exists() else path


def _print_fresh(data: dict[str, Any], as_json: bool) -> None:
    if as_json:
        echo_json(data)
    else:
        echo_fresh(data)


@click.group("sessions")
def sessions() -> None:
    """Past conversations in state.db: browse, search, import and export them."""


@sessions.command("list")
@click.option("--limit", default=20, show_default=True, type=click.IntRange(1, 10_000))
@click.option("--offset", default=0, type=click.IntRange(0))
@click.option("--source", default=None, help="Only sessions from this source.")
@click.option("--children", is_flag=True, help="Also list continuations and subagent runs.")
@json_option
@home_option
@handle_errors
def list_cmd(
    limit: int, offset: int, source: str | None, children: bool, as_json: bool, home: Path | None
) -> None:
    """Recent sessions, most recently active first."""
    fresh = _fresh(home)
    if fresh is not None:
        _print_fresh(empty_list(fresh), as_json)
        return
    with open_store(home, as_json) as db:
        rows = db.list_sessions_rich(
            source=source,
            limit=limit,
            offset=offset,
            include_children=children,
            order_by_last_active=True,
        )
    keys = ("id", "title", "source", "model", "started_at", "last_active", "message_count")
    shaped = [{**{k: r.get(k) for k in keys}, "preview": r.get("preview", "")} for r in rows]
    if as_json:
        echo_json({"sessions": shaped, "count": len(shaped)})
    else:
        render_list(shaped)


@sessions.command("show")
@click.argument("session_id")
@click.option("--limit", default=50, show_default=True, type=click.IntRange(1), help="Page size.")
@click.option("--offset", default=0, type=click.IntRange(0), help="Messages to skip.")
@click.option("--tail", default=None, type=click.IntRange(1), help="Only the last N messages.")
@json_option
@home_option
@handle_errors
def show(
    session_id: str, limit: int, offset: int, tail: int | None, as_json: bool, home: Path | None
) -> None:
    """A session's details and one page of its messages."""
    with open_store(home, as_json, session_id=session_id) as db:
        sid = db.resolve_session_id(session_id) or session_id
        try:
            transcript = read_session(db, sid)
        except SessionNotFoundError:
            fail(f"session_id not found: {session_id}", as_json=as_json)
            return
    meta = transcript.session.columns
    messages = transcript.messages
    total = len(messages)
    start = max(0, total - tail) if tail is not None else offset
    page = [dict(m.columns) for m in messages[start : start + (tail or limit)]]
    keep = ("id", "title", "source", "model", "parent_session_id", "started_at", "ended_at")
    data = {
        "session": {k: meta.get(k) for k in (*keep, "end_reason", "message_count")},
        "total_messages": total,
        "offset": start,
        "messages": page,
        "has_more": start + len(page) < total,
    }
    if as_json:
        echo_json(data)
        return
    click.echo(f"{meta.get('title') or sid}  [{meta.get('source')}]  {total} messages")
    render_messages(page)
    if data["has_more"]:
        click.echo(f"… {total - start - len(page)} more (use --offset {start + len(page)})")


_TIME_HELP = (
    "an ISO-8601 date or time (2024-05-01, 2024-05-01T14:30, 2024-05-01T14:30+02:00);"
    " without a zone it is local time"
)


@sessions.command("search")
@click.argument("query")
@click.option("--limit", default=10, show_default=True, type=click.IntRange(1, 1000))
@click.option("--offset", default=0, type=click.IntRange(0), help="Hits to skip.")
@click.option("--role", "roles", default=None, help="Comma-separated roles, e.g. user,assistant.")
@click.option("--source", "sources", default=None, help="Comma-separated sources to keep.")
@click.option(
    "--sort",
    type=click.Choice(["newest", "oldest"]),
    default=None,
    help="Order by message time instead of relevance.",
)
@click.option(
    "--after", callback=_iso_time, default=None, help=f"Only messages at or after: {_TIME_HELP}."
)
@click.option(
    "--before", callback=_iso_time, default=None, help=f"Only messages before: {_TIME_HELP}."
)
@json_option
@home_option
@handle_errors
def search(
    query: str,
    limit: int,
    offset: int,
    roles: str | None,
    sources: str | None,
    sort: str | None,
    after: datetime | None,
    before: datetime | None,
    as_json: bool,
    home: Path | None,
) -> None:
    """Search every message (the query as typed, then any of its words when that finds
    little); says how it ranked and why nothing matched. A time phrase in the query
    ("last week", "yesterday", 上周) becomes the window; a query of only a time lists it.

    Each hit names its session by id and title (``session_title`` under --json)."""
    fresh = _fresh(home)
    if fresh is not None:
        _print_fresh(empty_search(query, fresh), as_json)
        return
    timed = read_time_phrase(query, after, before)
    with open_store(home, as_json) as db:
        if timed.terms.strip() or timed.window is None:
            data = db.search(
                timed.terms if timed.window is not None else query,
                role_filter=_split(roles),
                source_filter=_split(sources),
                limit=limit,
                offset=offset,
                sort=sort,
                after=timed.after,
                before=timed.before,
            ).as_dict()
            _add_titles(db, data["hits"])
        else:  # only a time phrase: the sessions of that window
            data = window_listing(db, timed, limit, _split(sources))
    if timed.window is not None:
        data["time_window"] = timed.window
    if as_json:
        echo_json(data)
        return
    echo_window_note(timed.window)
    if "hits" in data:
        render_search(data)
    else:
        render_listing(data)


def _add_titles(db: SessionDB, hits: list[dict[str, Any]]) -> None:
    """Each hit's ``session_title``: people recognise a conversation by name, not by id."""
    titles: dict[str, str | None] = {}
    for hit in hits:
        sid = str(hit.get("session_id"))
        if sid not in titles:
            titles[sid] = db.get_session_title(sid)
        hit["session_title"] = titles[sid]


@sessions.command("scroll")
@click.argument("session_id")
@click.argument("message_id", type=int)
@click.option("--window", default=5, show_default=True, type=click.IntRange(0, 200))
@json_option
@home_option
@handle_errors
def scroll(session_id: str, message_id: int, window: int, as_json: bool, home: Path | None) -> None:
    """The messages around MESSAGE_ID in SESSION_ID."""
    with open_store(home, as_json, session_id=session_id) as db:
        try:
            # the CLI shows the session asked for; only the tool follows an anchor to a child
            view = scroll_session(db, session_id, message_id, window, follow_lineage=False)
        except SessionNotFoundError:
            fail(f"session_id not found: {session_id}", as_json=as_json)
            return
        except MessageNotFoundError:
            fail(f"message {message_id} is not in session {session_id}", as_json=as_json)
            return
    rows = [dict(m.columns) for m in view.messages]
    data = {
        "session_id": session_id,
        "around_message_id": message_id,
        "window": rows,
        "messages_before": view.messages_before,
        "messages_after": view.messages_after,
    }
    if as_json:
        echo_json(data)
        return
    render_messages(rows, anchor=message_id)
    click.echo(f"({view.messages_before} before, {view.messages_after} after)")


@sessions.command("stats")
@json_option
@home_option
@handle_errors
def stats(as_json: bool, home: Path | None) -> None:
    """Counts by role and source, file sizes, FTS layout and schema version, and the home's
    private files that other users can read."""
    fresh = _fresh(home)
    if fresh is not None:
        data = empty_stats(fresh)
    else:
        with open_store(home, as_json, files_only="sessions stats") as db:
            data = {**store_stats(db), "exists": True}
    data["readable_by_others"] = readable_by_others(Path(data["path"]).parent)
    if as_json:
        echo_json(data)
    else:
        render_stats(data)


@sessions.command("optimize")
@click.option(
    "--compact",
    is_flag=True,
    help="Convert a Hermes-written file's FTS indexes to the compact layout (then VACUUM).",
)
@click.option("--vacuum", is_flag=True, help="Also VACUUM the file (rewrites it; slower).")
@json_option
@home_option
@handle_errors
def optimize(compact: bool, vacuum: bool, as_json: bool, home: Path | None) -> None:
    """Bring the search indexes up to date, merge the FTS index segments; optionally
    convert the layout and VACUUM."""
    with open_store(home, as_json, files_only="sessions optimize") as db:
        before = store_stats(db)["database_bytes"]
        converted = db.optimize_storage() if compact else False
        caught_up = refresh_search_index(db)
        optimized = db.optimize_fts()
        if vacuum or converted:
            db.vacuum()
        after = store_stats(db)
    data = {
        "success": True,
        "converted": converted,
        "fts_layout": after["fts_layout"],
        "fts_tables_optimized": optimized,
        "search_index_caught_up": caught_up,
        "vacuumed": vacuum or converted,
        "bytes_before": before,
        "bytes_after": after["database_bytes"],
    }
    if as_json:
        echo_json(data)
    else:
        note = f"converted to the {after['fts_layout']} layout; " if converted else ""
        size = f"{before:,} → {after['database_bytes']:,} bytes"
        indexed = f"indexed {caught_up:,} new message(s); " if caught_up else ""
        click.echo(f"Optimized {optimized} FTS table(s); {indexed}{note}{size}")


sessions.add_command(sessions_transfer.import_cmd)
sessions.add_command(sessions_transfer.export)
sessions.add_command(sessions_manage.delete)
sessions.add_command(sessions_manage.rename)
sessions.add_command(sessions_vectors.embed)
