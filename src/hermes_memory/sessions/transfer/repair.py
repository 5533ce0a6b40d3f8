"""Making parsed sessions storable: odd characters, impossible times, too-deep content.

Runs after parsing and before anything is written. Lone surrogates (from JSON ``\\ud800``
escapes; SQLite cannot encode them) and NUL (it would fake the stored-JSON marker) become
U+FFFD; times that are NaN, infinite or outside 1970–9999 are read as milliseconds when
that fits, else dropped; content nested deeper than :data:`MAX_NESTING` keeps its text
only. Every change becomes a notice on its session; tool calls or a model_config nested
too deeply are refused, naming the record.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

from hermes_memory.errors import ImportFormatError
from hermes_memory.sessions.transfer.formats import ImportFormat, ParsedImport, ParsedSession
from hermes_memory.sessions.transfer.notices import RepairAction, RepairedValue, ReplacedCharacters

MAX_NESTING = 100
"""Deepest list/dict nesting stored; deeper would overflow the stack of JSON readers."""
EARLIEST = 0.0
LATEST = 253402300799.0
"""9999-12-31T23:59:59Z, the last second a date can show."""
REPLACEMENT = "\ufffd"

_BAD_CHARACTER = re.compile("[\x00\ud800-\udfff]")


# --- nesting -------------------------------------------------------------------------------


def nesting_exceeds(value: Any, limit: int = MAX_NESTING) -> bool:
    """True when lists/dicts in ``value`` nest deeper than ``limit`` (no recursion)."""
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, list | tuple):
            children = item
        else:
            continue
        if depth + 1 > limit:
            return True
        stack.extend((child, depth + 1) for child in children)
    return False


def flatten_text(value: Any) -> str:
    """Every string inside ``value`` (keys left out), in order, one per line."""
    pieces: list[str] = []
    stack: list[Any] = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            pieces.append(item)
        elif isinstance(item, dict):
            stack.extend(reversed(list(item.values())))
        elif isinstance(item, list | tuple):
            stack.extend(reversed(item))
    return "\n".join(p for p in pieces if p.strip())


def plain_text(value: Any) -> str:
    """Text from a field that should hold a string; other values are read without recursion."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, int | float | bool):
        return str(value)
    return flatten_text(value)


def bounded_dumps(value: Any) -> str | None:
    """``value`` as JSON text, or None when it nests too deeply to encode safely."""
    if nesting_exceeds(value):
        return None
    return json.dumps(value, ensure_ascii=False)


def too_deep_text(limit: int = MAX_NESTING) -> str:
    return f"<nested more than {limit} levels>"


# --- characters ----------------------------------------------------------------------------


class _Tally:
    """Counts replacements in one session and where they were."""

    def __init__(self) -> None:
        self.surrogates = 0
        self.nul = 0
        self.locations: list[str] = []

    def text(self, value: str, where: str) -> str:
        if _BAD_CHARACTER.search(value) is None:
            return value
        nul = value.count("\x00")
        self.nul += nul
        self.surrogates += sum(1 for ch in value if "\ud800" <= ch <= "\udfff")
        self.locations.append(where)
        return _BAD_CHARACTER.sub(REPLACEMENT, value)

    def value(self, value: Any, where: str) -> Any:
        """Strings anywhere inside a (depth-checked) list/dict value, keys included."""
        if isinstance(value, str):
            return self.text(value, where)
        if isinstance(value, dict):
            return {self.text(str(k), where): self.value(v, where) for k, v in value.items()}
        if isinstance(value, list):
            return [self.value(v, where) for v in value]
        return value


def _replace_characters(session: ParsedSession) -> None:
    tally = _Tally()
    for name in ("id", "source", "title", "end_reason", "model", "parent_session_id"):
        current = getattr(session, name)
        if isinstance(current, str):
            setattr(session, name, tally.text(current, name))
    if session.model_config is not None:
        session.model_config = tally.value(session.model_config, "model_config")
    for index, message in enumerate(session.messages):
        where = f"message {index}"
        message.content = tally.value(message.content, f"{where} content")
        if message.tool_calls is not None:
            message.tool_calls = tally.value(message.tool_calls, f"{where} tool_calls")
        for name in ("tool_call_id", "tool_name", "reasoning", "finish_reason"):
            current = getattr(message, name)
            if isinstance(current, str):
                setattr(message, name, tally.text(current, f"{where} {name}"))
    if tally.locations:
        session.notices.append(
            ReplacedCharacters(
                record=session.record,
                session_id=session.id,
                title=session.title,
                lone_surrogates=tally.surrogates,
                nul_characters=tally.nul,
                locations=tuple(dict.fromkeys(tally.locations)),
            )
        )


# --- times ---------------------------------------------------------------------------------


def _good_time(value: float) -> bool:
    return EARLIEST <= value <= LATEST  # False for NaN too


def _repair_time(session: ParsedSession, value: float | None, field: str) -> float | None:
    """``value`` when it is a possible time; else its repair (recorded), or None."""
    if value is None or _good_time(value):
        return value
    if math.isfinite(value) and value > LATEST and _good_time(value / 1000):
        action, repaired = RepairAction.MILLISECONDS, value / 1000
    else:
        action, repaired = RepairAction.DROPPED, None
    session.notices.append(
        RepairedValue(
            record=session.record,
            session_id=session.id,
            title=session.title,
            field=field,
            value=repr(value),
            action=action,
        )
    )
    return repaired


def _repair_times(session: ParsedSession, import_time: float) -> None:
    session.started_at = _repair_time(session, session.started_at, "started_at")
    session.ended_at = _repair_time(session, session.ended_at, "ended_at")
    for index, message in enumerate(session.messages):
        message.timestamp = _repair_time(session, message.timestamp, f"message {index} timestamp")
    if session.row is None:
        return  # the writer fills missing times of parsed sessions
    # A state.db row is written as it is, and its times may not be NULL: fill them here.
    stamps = [m.timestamp for m in session.messages if m.timestamp is not None]
    if session.started_at is None:
        session.started_at = min(stamps) if stamps else import_time
    session.row["started_at"] = session.started_at
    session.row["ended_at"] = session.ended_at
    previous = session.started_at
    for message in session.messages:
        if message.timestamp is None:
            message.timestamp = previous
        previous = message.timestamp
        if message.row is not None:
            message.row["timestamp"] = message.timestamp


# --- nesting repair ------------------------------------------------------------------------


def _repair_nesting(session: ParsedSession) -> None:
    if session.model_config is not None and nesting_exceeds(session.model_config):
        raise ImportFormatError(
            f"model_config nested more than {MAX_NESTING} levels deep; refused", session.record
        )
    for index, message in enumerate(session.messages):
        if message.tool_calls is not None and nesting_exceeds(message.tool_calls):
            raise ImportFormatError(
                f"message {index}: tool_calls nested more than {MAX_NESTING} levels deep; refused",
                session.record,
            )
        if isinstance(message.content, list | dict) and nesting_exceeds(message.content):
            message.content = flatten_text(message.content)
            session.notices.append(
                RepairedValue(
                    record=session.record,
                    session_id=session.id,
                    title=session.title,
                    field=f"message {index} content",
                    value=too_deep_text(),
                    action=RepairAction.FLATTENED,
                )
            )


def repair_import(parsed: ParsedImport, import_time: float) -> None:
    """Repair every session of ``parsed`` in place (see the module docstring).

    ``import_time`` dates a state.db session left with no possible time at all.
    """
    for session in parsed.sessions:
        _repair_times(session, import_time)
        if parsed.format is ImportFormat.HERMES_DB:
            continue  # rows of another state.db are stored text already: kept byte for byte
        _repair_nesting(session)
        _replace_characters(session)
