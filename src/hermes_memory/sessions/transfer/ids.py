"""Session ids an import decides: ids derived from content, and ids used twice in one file.

A conversation that names no id gets one made from a digest of its title, start time and
messages, so importing the same file again finds the same ids (and skips them). When two
records of one file carry the same id, an exact copy is stored once and a different one is
kept under ``<id>-dup<n>``; both are reported, never merged silently.
"""

from __future__ import annotations

import dataclasses
import hashlib
from collections import Counter
from typing import Any

from hermes_memory.sessions.transfer.formats import ParsedImport, ParsedMessage, ParsedSession
from hermes_memory.sessions.transfer.notices import DuplicateAction, DuplicateId

DERIVED_MARK = "derived"
DUPLICATE_MARK = "dup"


def _feed(hasher: Any, value: Any) -> None:
    """Hash ``value`` canonically (sorted keys, typed, length-prefixed) without recursion,
    so content nested thousands of levels deep cannot overflow the stack here."""
    stack: list[Any] = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            data = item.encode("utf-8", "surrogatepass")  # lone surrogates hash too
            hasher.update(b"s%d:" % len(data))
            hasher.update(data)
        elif item is None or isinstance(item, bool):
            hasher.update(repr(item).encode())
        elif isinstance(item, int | float):
            hasher.update(b"#" + repr(item).encode() + b";")
        elif isinstance(item, dict):
            keys = sorted(item, key=str)
            hasher.update(b"{%d:" % len(keys))
            for key in reversed(keys):  # popped in sorted order: key, then its value
                stack.append(item[key])
                stack.append(str(key))
        elif isinstance(item, list | tuple):
            hasher.update(b"[%d:" % len(item))
            stack.extend(reversed(item))
        else:
            stack.append(str(item))


def _message_fields(message: ParsedMessage) -> list[Any]:
    return [
        message.role,
        message.content,
        message.tool_calls,
        message.tool_call_id,
        message.tool_name,
        message.timestamp,
        message.reasoning,
        message.finish_reason,
    ]


def session_digest(session: ParsedSession, *, whole: bool = False) -> str:
    """Hex digest of a session's title, start and messages (``whole``: every field)."""
    parts: list[Any] = [session.title, session.started_at]
    parts.append([_message_fields(m) for m in session.messages])
    if whole:
        parts += [
            session.source,
            session.ended_at,
            session.end_reason,
            session.model,
            session.parent_session_id,
            session.model_config,
        ]
    hasher = hashlib.sha256()
    _feed(hasher, parts)
    return hasher.hexdigest()


def derived_id(prefix: str, session: ParsedSession) -> str:
    """A stable id for a conversation without one: same content, same id on every run."""
    return f"{prefix}_{DERIVED_MARK}_{session_digest(session)[:16]}"


def resolve_duplicate_ids(parsed: ParsedImport) -> None:
    """Give every session of ``parsed`` its own id, in file order, recording each decision.

    The first record keeps the id. A later one that is an exact copy of a kept record with
    that id is dropped; a different one is renamed ``<id>-dup<n>`` (the lowest n no other
    session of the file uses), so the same file always gets the same ids.
    """
    used = {s.id for s in parsed.sessions}
    counts = Counter(s.id for s in parsed.sessions)
    # digests only for ids that repeat: hashing every session would slow large imports
    kept_by_id: dict[str, list[tuple[str, ParsedSession]]] = {}
    kept: list[ParsedSession] = []
    for session in parsed.sessions:
        original = session.id
        if counts[original] == 1:
            kept.append(session)
            continue
        digest = session_digest(session, whole=True)
        earlier = kept_by_id.get(original)
        if earlier is None:
            kept_by_id[original] = [(digest, session)]
            kept.append(session)
            continue
        twin = next((s for d, s in earlier if d == digest), None)
        if twin is not None:
            action, stored_as = DuplicateAction.DROPPED, twin.id
        else:
            action, stored_as = DuplicateAction.RENAMED, _free_id(original, used)
            used.add(stored_as)
            set_session_id(session, stored_as)
            earlier.append((digest, session))
            kept.append(session)
        parsed.file_notices.append(
            DuplicateId(
                record=session.record,
                first_record=earlier[0][1].record,
                original_id=original,
                action=action,
                session_id=stored_as,
                title=session.title,
            )
        )
    parsed.sessions = kept


def _free_id(original: str, used: set[str]) -> str:
    number = 2
    while f"{original}-{DUPLICATE_MARK}{number}" in used:
        number += 1
    return f"{original}-{DUPLICATE_MARK}{number}"


def set_session_id(session: ParsedSession, new_id: str) -> None:
    """Change a parsed session's id, and the id its notices name."""
    session.id = new_id
    session.notices = [dataclasses.replace(n, session_id=new_id) for n in session.notices]
