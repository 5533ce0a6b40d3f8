"""Message time in session search: the ``after``/``before`` window, and matches in
``(timestamp, id)`` order for ``sort`` and the recency ranking (an import gives old messages
new ids, so ids are not a clock). Few matches are sorted directly (:func:`by_time`); many are
read in time order from our index ``hm_messages_timestamp``, made on first use
(:func:`walk_by_time`).
"""

from __future__ import annotations

import math
import sqlite3
from collections.abc import Sequence
from datetime import date, datetime, time
from typing import Any

import hermes_memory.sessions.storage.state_meta as state_meta
from hermes_memory.errors import SearchArgumentError

TIME_INDEX = "hm_messages_timestamp"
TIME_INDEX_DDL = f"CREATE INDEX IF NOT EXISTS {TIME_INDEX} ON messages(timestamp)"
"""Ours (named ``hm_*``): Hermes's own indexes lead with ``session_id``. The rowid rides
in every index entry, so it also orders ties by id."""

FIRST_CHUNK = 1024
MAX_CHUNK = 16_384
SPAN_GAP = 1024
"""Ids of one chunk closer than this share one rowid-range read of the FTS index."""
MAX_SPANS = 16
"""More clusters than this in one chunk: read every match once instead (scattered ids)."""
SORT_ALL_CHECKS = 8_000
MIN_SAMPLE = 256
"""Once ``MIN_SAMPLE`` matches were checked against the filters, a walk that would check
more than ``SORT_ALL_CHECKS`` at the rate seen sorts every match instead."""
_PARAMS = 8_000  # bound parameters per statement stay far below SQLite's limit

TimeBound = datetime | date | int | float | str


# --- the window ------------------------------------------------------------------------------


def to_epoch(value: TimeBound | None, name: str) -> float | None:
    """``value`` as Unix epoch seconds; None stays None.

    Accepts epoch seconds (int or float), an aware ``datetime`` (converted exactly), a
    naive ``datetime`` or a ``date`` (read as *local* time, as the rest of the tool shows
    times; a date means its midnight) and an ISO-8601 string of either. Anything else —
    a bool, NaN, an unparsable string — raises :class:`SearchArgumentError` naming ``name``.
    """
    if value is None:
        return None
    if isinstance(value, bool):
        raise SearchArgumentError(f"{name} must be a time, not a bool")
    if isinstance(value, int | float):
        seconds = float(value)
        if not math.isfinite(seconds):
            raise SearchArgumentError(f"{name} must be a finite number of seconds: {value!r}")
        return seconds
    if isinstance(value, str):
        return _parse_iso(value, name)
    if isinstance(value, datetime):
        return value.timestamp()  # naive: local time (datetime's own rule)
    if isinstance(value, date):
        return datetime.combine(value, time()).timestamp()
    raise SearchArgumentError(
        f"{name} must be a datetime, a date, epoch seconds or an ISO-8601 string,"
        f" not {type(value).__name__}"
    )


def _parse_iso(text: str, name: str) -> float:
    try:
        parsed = datetime.fromisoformat(text.strip())
    except ValueError:
        raise SearchArgumentError(
            f"{name} is not an ISO-8601 date or time: {text!r} (e.g. 2024-05-01 or"
            " 2024-05-01T14:30)"
        ) from None
    return parsed.timestamp()


# --- ordering matches by time ----------------------------------------------------------------


def has_time_index(conn: sqlite3.Connection) -> bool:
    row = conn.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = ?", (TIME_INDEX,)
    ).fetchone()
    return row is not None


def ensure_time_index(conn: sqlite3.Connection, *, wait_ms: int | None = None) -> bool:
    """Create the time index if it is missing; True when it exists afterwards.

    Like our other side indexes it is made on first use (a search) or by
    ``refresh_search_index``, never when a file is opened: opening a Hermes file changes
    nothing. Raises ``sqlite3.OperationalError`` when it cannot write (read-only file,
    busy past ``wait_ms``); does nothing inside a transaction the caller holds open.
    """
    if has_time_index(conn):
        return True
    if conn.in_transaction:
        return False
    with state_meta.immediate_transaction(conn, wait_ms):
        conn.execute(TIME_INDEX_DDL)
    return True


def _key(row: Sequence[Any]) -> tuple[float, int]:
    stamp = row[1]
    return (float(stamp) if isinstance(stamp, int | float) else -math.inf, int(row[0]))


def by_time(
    conn: sqlite3.Connection,
    ids: Sequence[int],
    where: str,
    params: Sequence[Any],
    want: int,
    *,
    newest: bool,
) -> list[int]:
    """The first ``want`` of ``ids`` that pass ``where`` (over ``m``/``s``), by time."""
    direction = "DESC" if newest else "ASC"
    rows: list[Sequence[Any]] = []
    unique = list(dict.fromkeys(ids))
    step = max(1, _PARAMS - len(params))
    for k in range(0, len(unique), step):
        chunk = unique[k : k + step]
        rows.extend(
            _tuples(
                conn,
                "SELECT m.id, m.timestamp FROM messages m JOIN sessions s ON s.id = m.session_id"
                f" WHERE m.id IN ({','.join('?' * len(chunk))}) AND {where}"
                f" ORDER BY m.timestamp {direction}, m.id {direction} LIMIT ?",
                (*chunk, *params, want),
            )
        )
    if len(unique) > step:  # several chunks: merge their pages
        rows.sort(key=_key, reverse=newest)
    return [int(r[0]) for r in rows[:want]]


def walk_by_time(
    conn: sqlite3.Connection,
    table: str,
    match: str,
    where: str,
    params: Sequence[Any],
    want: int,
    *,
    newest: bool,
    after: float | None = None,
    before: float | None = None,
) -> list[int]:
    """The first ``want`` messages matching ``match`` on FTS table ``table`` (rowid =
    message id) that pass ``where``, newest or oldest first. ``after``/``before`` bound the
    walk (they must also be part of ``where``). Raises ``sqlite3.OperationalError`` when
    FTS5 rejects ``match``.

    Walks the time index in chunks sized by the hit rate seen so far and asks the FTS index
    which ids of each chunk match: one rowid-range read per cluster of nearby ids, or, once
    a chunk's ids are scattered over the table (interleaved imports), one read of every
    match. It stops as soon as the page is full. When the filters keep too few matches for
    that to come soon, or where the index does not exist (a read-only or newer-Hermes
    file), every match is sorted in SQL instead: slower, same rows.
    """
    if want <= 0:
        return []
    if not has_time_index(conn):
        return _sort_every_match(conn, table, match, where, params, want, newest)
    found: list[int] = []
    every: set[int] | None = None
    position: tuple[float, int] | None = None
    size, scanned, checked = FIRST_CHUNK, 0, 0
    while len(found) < want:
        if checked >= MIN_SAMPLE and checked * want > SORT_ALL_CHECKS * max(1, len(found)):
            # the filters keep too few matches for the walk to end soon: sorting every
            # match in SQL (~1.5 µs each) beats checking them here one by one (~2 µs)
            return _sort_every_match(conn, table, match, where, params, want, newest)
        ids = _chunk(conn, position, size, newest, after, before)
        if not ids:
            break
        position = _position(conn, ids[-1])
        scanned += len(ids)
        if every is None:
            spans = _spans(ids)
            if len(spans) > MAX_SPANS:
                every = _every_match(conn, table, match)
        matched = every if every is not None else _matches_in(conn, table, match, spans)
        hits = [i for i in ids if i in matched]
        checked += len(hits)
        found.extend(_passing(conn, hits, where, params, want - len(found)))
        if len(ids) < size:
            break  # the end of the index (or of the window)
        size = _next_size(want - len(found), len(found), scanned, size)
    return found[:want]


def _next_size(missing: int, found: int, scanned: int, size: int) -> int:
    """Enough index entries for the missing hits at the rate seen so far (plus a margin),
    doubling while nothing survived; within ``[FIRST_CHUNK, MAX_CHUNK]``."""
    if found == 0:
        return min(size * 2, MAX_CHUNK)
    estimate = int(missing * scanned / found * 1.25) + 64
    return max(FIRST_CHUNK, min(estimate, MAX_CHUNK))


def _tuples(conn: sqlite3.Connection, sql: str, args: Sequence[Any]) -> list[tuple[Any, ...]]:
    """Plain tuples: the connection's ``sqlite3.Row`` objects cost ~0.3 µs a row here."""
    cursor = conn.cursor()
    cursor.row_factory = None
    return cursor.execute(sql, args).fetchall()


def _chunk(
    conn: sqlite3.Connection,
    position: tuple[float, int] | None,
    size: int,
    newest: bool,
    after: float | None,
    before: float | None,
) -> list[int]:
    """The ids of the next ``size`` entries of the time index past ``position``."""
    direction, past = ("DESC", "<") if newest else ("ASC", ">")
    conds: list[str] = []
    args: list[Any] = []
    if position is not None:
        conds.append(f"(timestamp, id) {past} (?, ?)")
        args.extend(position)
    if after is not None:
        conds.append("timestamp >= ?")
        args.append(after)
    if before is not None:
        conds.append("timestamp < ?")
        args.append(before)
    where = f" WHERE {' AND '.join(conds)}" if conds else ""
    rows = _tuples(
        conn,
        f"SELECT id FROM messages INDEXED BY {TIME_INDEX}{where}"
        f" ORDER BY timestamp {direction}, id {direction} LIMIT ?",
        (*args, size),
    )
    return [r[0] for r in rows]


def _position(conn: sqlite3.Connection, message_id: int) -> tuple[float, int]:
    row = conn.execute("SELECT timestamp FROM messages WHERE id = ?", (message_id,)).fetchone()
    return (row[0], message_id)


def _spans(ids: list[int]) -> list[tuple[int, int]]:
    """Clusters of nearby ids as (low, high) rowid ranges."""
    ordered = sorted(ids)
    spans: list[tuple[int, int]] = []
    low = previous = ordered[0]
    for mid in ordered[1:]:
        if mid - previous > SPAN_GAP:
            spans.append((low, previous))
            low = mid
        previous = mid
    spans.append((low, previous))
    return spans


def _matches_in(
    conn: sqlite3.Connection, table: str, match: str, spans: list[tuple[int, int]]
) -> set[int]:
    out: set[int] = set()
    sql = f"SELECT rowid FROM {table} WHERE {table} MATCH ? AND rowid BETWEEN ? AND ?"
    for low, high in spans:
        out.update(r[0] for r in _tuples(conn, sql, (match, low, high)))
    return out


def _every_match(conn: sqlite3.Connection, table: str, match: str) -> set[int]:
    rows = _tuples(conn, f"SELECT rowid FROM {table} WHERE {table} MATCH ?", (match,))
    return {r[0] for r in rows}


def _passing(
    conn: sqlite3.Connection, hits: list[int], where: str, params: Sequence[Any], want: int
) -> list[int]:
    """The first ``want`` of ``hits`` (in order) that pass ``where``: checked a slice at a
    time (twice what is missing, then four times larger), not all at once."""
    out: list[int] = []
    start = 0
    step = max(64, 2 * want)
    limit = max(1, _PARAMS - len(params))
    while start < len(hits) and len(out) < want:
        chunk = hits[start : start + min(step, limit)]
        alive = {
            r[0]
            for r in _tuples(
                conn,
                "SELECT m.id FROM messages m JOIN sessions s ON s.id = m.session_id"
                f" WHERE m.id IN ({','.join('?' * len(chunk))}) AND {where}",
                (*chunk, *params),
            )
        }
        out.extend(i for i in chunk if i in alive)
        start += len(chunk)
        step *= 4
    return out[:want]


def _sort_every_match(
    conn: sqlite3.Connection,
    table: str,
    match: str,
    where: str,
    params: Sequence[Any],
    want: int,
    newest: bool,
) -> list[int]:
    """Without the time index: every match joined and sorted (SQLite keeps the top rows)."""
    direction = "DESC" if newest else "ASC"
    rows = conn.execute(
        f"SELECT m.id FROM {table} f JOIN messages m ON m.id = f.rowid"
        f" JOIN sessions s ON s.id = m.session_id WHERE {table} MATCH ? AND {where}"
        f" ORDER BY m.timestamp {direction}, m.id {direction} LIMIT ?",
        (match, *params, want),
    ).fetchall()
    return [int(r[0]) for r in rows]
