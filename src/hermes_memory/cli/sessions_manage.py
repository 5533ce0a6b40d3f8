"""``hermes-memory sessions delete | rename``: remove a conversation, or retitle a session.

A conversation is what ``sessions list`` shows as one row: a session with its compression
continuations. ``delete`` removes all of them, their messages and subagent runs (and Hermes's
transcript files for them under ``<home>/sessions/``); branches made from it stay. Titles
follow the store's rules (unique, at most 100 characters; an empty title clears it).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from hermes_memory.cli.common import (
    confirm,
    echo_json,
    fail,
    handle_errors,
    home_option,
    json_option,
    resolve_cli_home,
)
from hermes_memory.cli.sessions_fresh import fresh_message
from hermes_memory.paths import sessions_dir, state_db_path
from hermes_memory.sessions import ConversationDeletion, SessionDB, sanitize_title


def _open_existing(home: Path, session_id: str, as_json: bool) -> tuple[SessionDB, str]:
    """The database and the full id ``session_id`` (or a unique prefix of it) names."""
    path = state_db_path(home)
    if not path.exists():
        fail(f"session_id not found: {session_id}. {fresh_message(path)}", as_json=as_json)
    db = SessionDB(path)
    sid = db.resolve_session_id(session_id)
    if sid is None:
        db.close()
        fail(
            f"session_id not found: {session_id} (no session has this id, or the prefix "
            "matches several; `hermes-memory sessions list` shows them)",
            as_json=as_json,
        )
        raise AssertionError("unreachable")  # fail() exits
    return db, sid


def _conversation_title(db: SessionDB, plan: ConversationDeletion) -> str | None:
    for sid in reversed(plan.sessions):  # a title moves to the newest continuation
        title = db.get_session_title(sid)
        if title:
            return title
    return None


def _describe(plan: ConversationDeletion, title: str | None) -> list[str]:
    name = f"“{title}”" if title else "(untitled)"
    count = len(plan.sessions)
    parts = [f"{plan.messages} message(s)"]
    if count > 1:
        parts.insert(0, f"{count} sessions: it was compressed into continuations")
    if plan.delegates:
        parts.append(f"{len(plan.delegates)} subagent run(s)")
    lines = [f"This deletes the conversation {name} — {'; '.join(parts)}:"]
    lines += [f"  {sid}" for sid in plan.sessions]
    if plan.kept_children:
        lines.append(
            f"Kept: {len(plan.kept_children)} branch(es) or child session(s) made from it "
            f"({', '.join(plan.kept_children)}); each stays a conversation of its own."
        )
    return lines


@click.command("delete")
@click.argument("session_id")
@click.option("--yes", "-y", is_flag=True, help="Do not ask for confirmation.")
@json_option
@home_option
@handle_errors
def delete(session_id: str, yes: bool, as_json: bool, home: Path | None) -> None:
    """Delete the conversation SESSION_ID (an id or a unique prefix) belongs to.

    Removes the session, its compression continuations, their messages and subagent runs;
    branches made from it are kept. Asks first unless --yes. Cannot be undone (export it
    first with `hermes-memory sessions export SESSION_ID --lineage -o FILE`).
    """
    resolved = resolve_cli_home(home)
    db, sid = _open_existing(resolved, session_id, as_json)
    with db:
        plan = db.describe_conversation_deletion(sid)
        if plan is None:  # deleted by another program since the id was resolved
            fail(f"session_id not found: {session_id}", as_json=as_json)
            return
        title = _conversation_title(db, plan)
        # Under --json, stdout carries only the JSON document; the dialogue goes to stderr.
        for line in _describe(plan, title):
            click.echo(line, err=as_json)
        if not yes and not confirm("Delete it?", err=as_json):
            click.echo("Cancelled; nothing was deleted.", err=as_json)
            if as_json:
                echo_json({"success": True, "deleted": False, "cancelled": True})
            return
        done = db.delete_conversation(sid, sessions_dir=sessions_dir(resolved))
    if done is None:
        fail(f"session_id not found: {session_id}", as_json=as_json)
        return
    data: dict[str, Any] = {
        "success": True,
        "deleted": True,
        "session_id": sid,
        "title": title,
        "sessions": list(done.sessions),
        "delegates": list(done.delegates),
        "messages": done.messages,
        "kept_children": list(done.kept_children),
    }
    if as_json:
        echo_json(data)
        return
    extra = f" and {len(done.delegates)} subagent run(s)" if done.delegates else ""
    click.echo(f"Deleted {len(done.sessions)} session(s){extra}, {done.messages} message(s).")


@click.command("rename")
@click.argument("session_id")
@click.argument("title")
@json_option
@home_option
@handle_errors
def rename(session_id: str, title: str, as_json: bool, home: Path | None) -> None:
    """Set the title of SESSION_ID (an id or a unique prefix); an empty TITLE clears it.

    Titles are unique across sessions and at most 100 characters; a refused title exits 1
    with the reason (e.g. the session that already holds it).
    """
    if title.strip() and sanitize_title(title) is None:
        fail(
            "the title is empty once control and invisible characters are removed",
            as_json=as_json,
        )
    db, sid = _open_existing(resolve_cli_home(home), session_id, as_json)
    with db:
        previous = db.get_session_title(sid)
        db.set_session_title(sid, title)
        current = db.get_session_title(sid)
    data = {"success": True, "session_id": sid, "title": current, "previous_title": previous}
    if as_json:
        echo_json(data)
    elif current is None:
        was = f" (was “{previous}”)" if previous else ""
        click.echo(f"Cleared the title of {sid}{was}.")
    else:
        was = f"“{previous}”" if previous else "(untitled)"
        click.echo(f"Renamed {sid}: {was} → “{current}”.")
