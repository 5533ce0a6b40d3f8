"""Exporting sessions: JSONL that the JSONL importer reads back, and readable Markdown.

Which sessions: one, a whole lineage (root and every descendant), or all; parents are
always written before their children so a re-import can keep ``parent_session_id``.
Output goes to any text stream the caller owns, or to a private file replaced atomically
(:func:`export_to_file`).
"""

from __future__ import annotations

import enum
import json
import os
import re
import sqlite3
from collections.abc import Callable, Iterable
from datetime import datetime
from typing import Any, TextIO

from hermes_memory.atomic import atomic_text_output
from hermes_memory.errors import SessionNotFoundError
from hermes_memory.sessions.store import SessionDB

ProgressCallback = Callable[[int], None]
"""Called with how many more messages were written since the last call."""

_HEADER_KEYS = (
    "source",
    "title",
    "started_at",
    "ended_at",
    "end_reason",
    "model",
    "model_config",
    "parent_session_id",
)
_ROW_COLUMNS = "id, " + ", ".join(_HEADER_KEYS)
_MESSAGE_KEYS = ("tool_calls", "tool_call_id", "tool_name", "reasoning", "finish_reason")


class ExportFormat(enum.StrEnum):
    JSONL = "jsonl"
    MARKDOWN = "md"


def _parent_first(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Sessions ordered by start time, moved so each parent precedes its children."""
    by_id = {r["id"]: r for r in rows}
    ordered: list[dict[str, Any]] = []
    placed: set[str] = set()

    def place(row: dict[str, Any], trail: set[str]) -> None:
        if row["id"] in placed or row["id"] in trail:
            return
        parent = row.get("parent_session_id")
        if parent in by_id:
            place(by_id[parent], trail | {row["id"]})
        placed.add(row["id"])
        ordered.append(row)

    for row in sorted(rows, key=lambda r: (r.get("started_at") or 0, r["id"])):
        place(row, set())
    return ordered


def select_sessions(
    db: SessionDB,
    session_id: str | None = None,
    *,
    all_sessions: bool = False,
    lineage: bool = False,
) -> list[dict[str, Any]]:
    """The session rows to export, parents first.

    ``lineage`` widens ``session_id`` to its lineage root and every descendant.
    """
    if all_sessions:
        return _parent_first(db.read(_all_rows))
    if not session_id:
        raise SessionNotFoundError("name a session to export, or export all sessions")
    row = db.get_session(session_id)
    if row is None:
        raise SessionNotFoundError(f"session_id not found: {session_id}")
    if not lineage:
        return [row]
    root = db.lineage_root(session_id)
    return _parent_first(db.read(lambda conn: _lineage_rows(conn, root)))


def _all_rows(conn: sqlite3.Connection) -> list[dict[str, Any]]:
    return [dict(r) for r in conn.execute(f"SELECT {_ROW_COLUMNS} FROM sessions")]


def _lineage_rows(conn: sqlite3.Connection, root: str) -> list[dict[str, Any]]:
    """``root`` and every session below it through any kind of parent link."""
    sql = (
        "WITH RECURSIVE tree(id) AS (SELECT ? UNION"
        " SELECT s.id FROM sessions s JOIN tree t ON s.parent_session_id = t.id)"
        f" SELECT {_ROW_COLUMNS} FROM sessions WHERE id IN (SELECT id FROM tree)"
    )
    return [dict(r) for r in conn.execute(sql, (root,))]


def _clean(value: Any) -> Any:
    return value if value not in (None, "", []) else None


def export_jsonl(
    db: SessionDB,
    sessions: Iterable[dict[str, Any]],
    out: TextIO,
    progress: ProgressCallback | None = None,
) -> int:
    """Write sessions as JSONL (a header line, then one line per message); returns messages."""
    written = 0
    for row in sessions:
        header: dict[str, Any] = {"type": "session", "id": row["id"]}
        header.update({k: row.get(k) for k in _HEADER_KEYS if row.get(k) is not None})
        if isinstance(header.get("model_config"), str):  # stored as JSON text
            try:
                header["model_config"] = json.loads(header["model_config"])
            except ValueError:
                header.pop("model_config")
        out.write(json.dumps(header, ensure_ascii=False) + "\n")
        messages = db.get_messages(row["id"])
        for message in messages:
            line: dict[str, Any] = {
                "type": "message",
                "id": message.get("id"),
                "role": message.get("role"),
                "content": message.get("content"),
                "timestamp": message.get("timestamp"),
            }
            line.update({k: message[k] for k in _MESSAGE_KEYS if _clean(message.get(k))})
            out.write(json.dumps(line, ensure_ascii=False) + "\n")
        written += len(messages)
        if progress is not None:
            progress(len(messages))
    return written


# --- Markdown ------------------------------------------------------------------------------


def _stamp(value: Any) -> str:
    if isinstance(value, int | float):
        return datetime.fromtimestamp(value).strftime("%Y-%m-%d %H:%M")
    return "unknown" if value is None else str(value)


def _text(content: Any) -> str:
    """Content as readable text: strings as-is, part lists joined, images noted."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        pieces = []
        for part in content:
            if isinstance(part, dict) and part.get("type") == "text":
                pieces.append(str(part.get("text", "")))
            elif isinstance(part, dict):
                pieces.append(f"[{part.get('type', 'attachment')}]")
            else:
                pieces.append(str(part))
        return "\n".join(pieces)
    return json.dumps(content, ensure_ascii=False)


def _fence(body: str, info: str = "") -> str:
    # a fence longer than any backtick run inside keeps the block intact
    longest = max((len(run) for run in re.findall(r"`+", body)), default=0)
    ticks = "`" * max(3, longest + 1)
    return f"{ticks}{info}\n{body}\n{ticks}"


def _tool_calls_md(calls: Any) -> list[str]:
    lines: list[str] = []
    for call in calls if isinstance(calls, list) else []:
        function = call.get("function") if isinstance(call, dict) else None
        name = (function or {}).get("name") or (
            call.get("name") if isinstance(call, dict) else None
        )
        arguments = (function or {}).get("arguments", "")
        info = "json"
        try:
            arguments = json.dumps(json.loads(arguments), ensure_ascii=False, indent=2)
        except (TypeError, ValueError):
            arguments, info = str(arguments), ""
        call_id = call.get("id") if isinstance(call, dict) else None
        lines.append(f"**Tool call** `{name or 'tool'}`" + (f" ({call_id})" if call_id else ""))
        lines.append(_fence(arguments, info))
    return lines


def _message_md(message: dict[str, Any]) -> str:
    role = str(message.get("role") or "message")
    heading = f"### {role.capitalize()}"
    if role == "tool":
        name = message.get("tool_name") or "tool"
        call = message.get("tool_call_id")
        heading = f"### Tool result · {name}" + (f" ({call})" if call else "")
    heading += f" · {_stamp(message.get('timestamp'))}"
    parts = [heading, ""]
    body = _text(message.get("content"))
    if message.get("reasoning"):
        parts += [
            "<details><summary>Reasoning</summary>",
            "",
            str(message["reasoning"]),
            "",
            "</details>",
            "",
        ]
    if body.strip():
        parts += [_fence(body) if role == "tool" else body, ""]
    parts += _tool_calls_md(message.get("tool_calls"))
    return "\n".join(parts).rstrip() + "\n"


def export_markdown(
    db: SessionDB,
    sessions: Iterable[dict[str, Any]],
    out: TextIO,
    progress: ProgressCallback | None = None,
) -> int:
    """Write sessions as a Markdown transcript; returns how many messages were written."""
    written = 0
    for index, row in enumerate(sessions):
        if index:
            out.write("\n---\n\n")
        out.write(f"# {row.get('title') or row['id']}\n\n")
        facts = [
            f"- **Session:** `{row['id']}`",
            f"- **Started:** {_stamp(row.get('started_at'))}",
            f"- **Source:** {row.get('source') or 'unknown'}",
        ]
        if row.get("model"):
            facts.append(f"- **Model:** {row['model']}")
        if row.get("parent_session_id"):
            facts.append(f"- **Continues:** `{row['parent_session_id']}`")
        if row.get("ended_at") is not None:
            reason = f" ({row['end_reason']})" if row.get("end_reason") else ""
            facts.append(f"- **Ended:** {_stamp(row.get('ended_at'))}{reason}")
        messages = db.get_messages(row["id"])
        facts.append(f"- **Messages:** {len(messages)}")
        out.write("\n".join(facts) + "\n")
        for message in messages:
            out.write("\n" + _message_md(message))
        written += len(messages)
        if progress is not None:
            progress(len(messages))
    return written


def export_sessions(
    db: SessionDB,
    sessions: list[dict[str, Any]],
    fmt: ExportFormat,
    out: TextIO,
    progress: ProgressCallback | None = None,
) -> int:
    """Write ``sessions`` in ``fmt``; returns how many messages were written."""
    writer = export_jsonl if fmt is ExportFormat.JSONL else export_markdown
    return writer(db, sessions, out, progress)


def export_to_file(
    db: SessionDB,
    sessions: list[dict[str, Any]],
    fmt: ExportFormat,
    path: str | os.PathLike[str],
    progress: ProgressCallback | None = None,
) -> int:
    """Write ``sessions`` to the file ``path``; returns how many messages were written.

    The file is private (a new one 0600, an existing one never made wider) and replaced in
    one step: a failure part way (a full disk) leaves any earlier file as it was.
    """
    with atomic_text_output(path, tmp_prefix=".export_", private=True) as out:
        return export_sessions(db, sessions, fmt, out, progress)
