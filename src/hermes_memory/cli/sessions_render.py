"""Text rendering for ``hermes-memory sessions``: the human view of what ``--json`` prints.

Pure formatting of dicts already read from the store; no database access here.
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

import click

from hermes_memory.sessions.search import ranking_caps

PREVIEW = 200


def when(value: Any) -> str:
    if isinstance(value, int | float):
        return datetime.fromtimestamp(value).strftime("%Y-%m-%d %H:%M")
    return "-" if value is None else str(value)


def _one_line(text: Any, limit: int = PREVIEW) -> str:
    if text is None:
        return ""
    raw = text if isinstance(text, str) else json.dumps(text, ensure_ascii=False)
    flat = " ".join(raw.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def render_list(rows: list[dict[str, Any]]) -> None:
    if not rows:
        click.echo("No sessions.")
        return
    for row in rows:
        title = row.get("title") or "(untitled)"
        click.echo(
            f"{row['id']}  {when(row.get('last_active'))}  {row.get('source') or '-':<10} "
            f"{row.get('message_count') or 0:>5} msgs  {title}"
        )
        if row.get("preview"):
            click.echo(f"    {_one_line(row['preview'], 100)}")


def render_messages(messages: list[dict[str, Any]], anchor: int | None = None) -> None:
    for message in messages:
        mark = "▶" if anchor is not None and message.get("id") == anchor else " "
        role = str(message.get("role") or "?")
        if role == "tool" and message.get("tool_name"):
            role = f"tool:{message['tool_name']}"
        click.echo(f"{mark}[{message.get('id')}] {when(message.get('timestamp'))} {role}")
        body = _one_line(message.get("content"), 2000)
        if body:
            click.echo(f"    {body}")
        for call in message.get("tool_calls") or []:
            function = call.get("function", {}) if isinstance(call, dict) else {}
            name = function.get("name", "?")
            click.echo(f"    → {name}({_one_line(function.get('arguments', ''), 160)})")


def _search_note(data: dict[str, Any]) -> list[str]:
    """Short notes on how the hits were found; each number is one the result holds."""
    notes: list[str] = []
    count, strict_hits = data.get("count", 0), data.get("strict_hits", 0)
    strict = strict_hits > 0 or not data.get("fallback_used")
    ranking = data.get("ranking") if strict else data.get("fallback_ranking") or data.get("ranking")
    if ranking == "recency":
        notes.append(_recency_note(data, strict))
    elif ranking in ("newest", "oldest"):
        notes.append(f"Sorted {ranking} first, as asked.")
    if data.get("semantic"):
        notes.append(
            f"Ranked by words and meaning together; {data.get('semantic_hits', 0)} hit(s)"
            " share no word with the query and were found by meaning (marked [meaning])."
        )
    elif data.get("fallback_used") and count > strict_hits:
        terms = ", ".join(data.get("fallback_terms") or [])
        if strict_hits:
            notes.append(
                f"Few exact matches: results after the first {strict_hits} match any of: {terms}."
            )
        else:
            notes.append(f"No exact match: these results match any of: {terms}.")
    if data.get("semantic_note"):
        notes.append(f"Words only: {data['semantic_note']}.")
    if data.get("index_lag"):
        notes.append(f"{data['index_lag']} recent message(s) were scanned outside the index.")
    return notes


def _recency_note(data: dict[str, Any], strict: bool) -> str:
    key = "" if strict else "fallback_"
    matches = int(data.get(f"{key}matches" if key else "total_matches") or 0)
    exact = data.get(f"{key}exact" if key else "total_exact", True)
    reason = data.get(f"{key}recency_reason")
    who = "the query matches" if strict else "those words match"
    more = "" if exact else "more than "
    n = f"{more}{matches:,} message{'' if matches == 1 and exact else 's'}"
    if reason == "too_many_matches":
        return (
            f"Ranked newest first: {who} {n}; relevance ranking takes"
            f" at most {ranking_caps()[0]:,}."
        )
    if reason == "too_much_work":
        work = int(data.get(f"{key}rank_work") or 0)
        return (
            f"Ranked newest first: ranking {more}{matches:,} matches by relevance would read"
            f" {work:,} index entries (limit {ranking_caps()[1]:,})."
        )
    return (
        f"Newest first: {who} {n}, found by a substring scan or in two"
        " indexes at once, which give no relevance score."
    )


def render_search(data: dict[str, Any]) -> None:
    for note in _search_note(data):
        click.echo(f"note: {note}")
    hits = data.get("hits") or []
    if not hits:
        click.echo(data.get("message") or "No matches.")
        return
    for hit in hits:
        role = hit.get("role")
        title = hit.get("session_title") or "(untitled)"
        click.echo(
            f"{hit.get('session_id')}  {when(hit.get('timestamp'))}  {role}  "
            f"[msg {hit.get('id')}]  {title}"
            + ("  [meaning]" if hit.get("match") == "semantic" else "")
        )
        click.echo(f"    {_one_line(hit.get('snippet'))}")
    click.echo(f"{len(hits)} hit(s).")


def render_import(data: dict[str, Any]) -> None:
    members = data.get("archive_members") or []
    member = ""
    if members:  # read out of an export zip: name the member(s)
        more = f" (+{len(members) - 1} more)" if len(members) > 1 else ""
        member = f":{members[0]}{more}"
    click.echo(
        f"Imported {data['sessions_imported']} session(s), {data['messages_imported']} "
        f"message(s) from {data['file']}{member} ({data['format']})."
    )
    if data["skipped_sessions"]:
        click.echo(f"Skipped {len(data['skipped_sessions'])} session(s) already present.")
    for warning in data["warnings"]:
        click.echo(f"warning: {warning}", err=True)


def render_stats(data: dict[str, Any]) -> None:
    if data.get("exists") is False:
        click.echo(f"Database:   {data['path']} (not created yet)")
        click.echo("Sessions:   0   Messages: 0")
        click.echo(data["hint"])
        return
    click.echo(f"Database:   {data['path']} ({data['database_bytes']:,} bytes)")
    click.echo(
        f"Schema:     v{data['schema_version']}  FTS: {data['fts_layout']}"
        f"  trigram: {data['trigram_layout']}"
    )
    click.echo(f"Sessions:   {data['sessions']:,}   Messages: {data['messages']:,}")
    for label, key in (("Roles", "roles"), ("Sources", "sources")):
        counts = ", ".join(f"{k} {v:,}" for k, v in data[key].items()) or "-"
        click.echo(f"{label + ':':<11} {counts}")
    exposed = data.get("readable_by_others") or []
    if exposed:
        click.echo(
            f"Privacy:    {len(exposed)} private file(s) readable by other users: "
            f"{', '.join(exposed)} (fixes: hermes-memory doctor)"
        )
    else:
        click.echo("Privacy:    no private file is readable by other users")
