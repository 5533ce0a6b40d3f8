"""The CJK bigram index ``messages_cjk`` and the plans that answer CJK queries from it.

One- and two-character CJK words have no usable token in ``messages_fts`` (unicode61 makes
a whole CJK run one token) nor in the trigram index (three characters minimum), so Hermes
LIKE-scans every row for them. This module owns a contentless FTS5 table (``ascii``
tokenizer: every non-ASCII character is a token character) whose rowid is the message id:
column ``bi`` holds each CJK run as overlapping bigrams, runs separated by a ``0`` token so
a phrase never crosses runs; column ``uni`` holds the distinct characters. A 1-character
word is one ``uni`` term, a 2-character word one bigram, a longer word the phrase of its
bigrams; all three are exact substring matches of the CJK text. Terms mixing CJK with
other text (``Agent通信``, ``100%完成``) are narrowed by their CJK runs, then checked with
Hermes's LIKE over ``content``/``tool_name``/``tool_calls``.

No triggers (Hermes processes must be able to write the file without our functions): a
high-water mark in ``state_meta`` (:data:`HIGH_WATER_KEY`) records the last message id
indexed; each CJK search first indexes newer messages whose text holds CJK (a GLOB
prefilter), and :func:`catch_up` is what importers and benchmarks call after bulk writes.
Where the index cannot be written (read-only file, another writer holding the lock) the
messages past the mark are searched by a LIKE scan instead, so nothing is left unsearched.
A message deleted by another program leaves its index row behind; the join with
``messages`` drops it at query time. A message whose text another program *updates* in
place keeps its old index row (Hermes itself never edits message text);
:func:`rebuild` re-reads everything.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field

import hermes_memory.sessions.storage.state_meta as state_meta
from hermes_memory.sessions.search.plan import Extra
from hermes_memory.sessions.search.query import (
    QueryTerm,
    cjk_fallback_pieces,
    cjk_index_columns,
    cjk_run_match,
    cjk_runs,
    contains_cjk,
    has_operators,
    split_or_groups,
    term_match,
)
from hermes_memory.sessions.search.text import CJK_GLOB

CJK_TABLE = "messages_cjk"
HIGH_WATER_KEY = "hermes_memory_cjk_high_water"
CJK_DDL = (
    f"CREATE VIRTUAL TABLE IF NOT EXISTS {CJK_TABLE} USING fts5("
    "bi, uni, content='', tokenize='ascii')"
)
INDEXED_TEXT = (
    "COALESCE(content,'') || ' ' || COALESCE(tool_name,'') || ' ' || COALESCE(tool_calls,'')"
)
BATCH_ROWS = 50_000
CATCH_UP_BUSY_MS = 50
"""How long a search waits for another writer before scanning the unindexed tail instead."""


# --- the index ------------------------------------------------------------------------------


def table_exists(conn: sqlite3.Connection, name: str = CJK_TABLE) -> bool:
    row = conn.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", (name,)
    ).fetchone()
    return row is not None


def high_water(conn: sqlite3.Connection) -> int:
    """The last message id the index has seen (0 when it has none)."""
    if not table_exists(conn) or not table_exists(conn, "state_meta"):
        return 0
    return state_meta.read_mark(conn, HIGH_WATER_KEY)


def max_message_id(conn: sqlite3.Connection) -> int:
    row = conn.execute("SELECT max(id) FROM messages").fetchone()
    return int(row[0] or 0)


def catch_up(conn: sqlite3.Connection, *, create: bool = True, wait_ms: int | None = None) -> int:
    """Index every message past the high-water mark; returns how many were indexed.

    Creates the table when ``create``. Raises ``sqlite3.OperationalError`` when it cannot
    write (read-only file, busy past ``wait_ms``) and does nothing inside a transaction
    the caller holds open (returns 0).
    """
    if conn.in_transaction:
        return 0
    exists = table_exists(conn)
    if not exists and not create:
        return 0
    if exists and high_water(conn) >= max_message_id(conn):
        return 0
    with state_meta.immediate_transaction(conn, wait_ms):
        return _index_past_mark(conn)


def _index_past_mark(conn: sqlite3.Connection) -> int:
    conn.execute(CJK_DDL)
    mark, top = high_water(conn), max_message_id(conn)
    indexed = 0
    while mark < top:
        upper = min(top, mark + BATCH_ROWS)
        rows = conn.execute(
            f"SELECT id, {INDEXED_TEXT} FROM messages WHERE id > ? AND id <= ?"
            f" AND ({INDEXED_TEXT}) GLOB ?",
            (mark, upper, CJK_GLOB),
        ).fetchall()
        batch = []
        for message_id, text in rows:
            columns = cjk_index_columns(text)
            if columns is not None:
                batch.append((message_id, *columns))
        conn.executemany(f"INSERT INTO {CJK_TABLE}(rowid, bi, uni) VALUES (?, ?, ?)", batch)
        indexed += len(batch)
        mark = upper
    state_meta.write_mark(conn, HIGH_WATER_KEY, mark)
    return indexed


def rebuild(conn: sqlite3.Connection) -> int:
    """Drop the index and build it again from every message; returns rows indexed."""
    if conn.in_transaction:
        raise sqlite3.OperationalError("cannot rebuild the CJK index inside a transaction")
    with state_meta.immediate_transaction(conn):
        conn.execute(f"DROP TABLE IF EXISTS {CJK_TABLE}")
        conn.execute("DELETE FROM state_meta WHERE key = ?", (HIGH_WATER_KEY,))
        return _index_past_mark(conn)


# --- planning a CJK query -------------------------------------------------------------------


@dataclass
class CjkPlan:
    """How one query that holds CJK text is answered.

    ``match`` is one FTS5 expression over ``messages_cjk`` when every OR group has a
    positive CJK term; ``verify`` narrows its candidates where the index is not exact by
    itself (mixed terms, negated non-CJK words). ``fts_match`` answers the OR groups that
    hold no CJK term from ``messages_fts``. ``scan`` is the whole query as LIKE conditions,
    for the unindexed tail and for files where the index cannot exist.
    """

    match: str | None = None
    verify: Extra = field(default_factory=Extra)
    fts_match: str | None = None
    scan: Extra = field(default_factory=Extra)
    highlight: list[str] = field(default_factory=list)
    fallback: list[tuple[str, str]] = field(default_factory=list)
    """(bigram, FTS5 operand) pairs of the ranked-OR fallback; empty when pointless or when
    the user wrote AND, OR or NOT (``记忆系统 OR 断裂连接`` means those whole words)."""


def like_pattern(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


_LIKE_ANY = (
    "(IFNULL(m.content,'') LIKE ? ESCAPE '\\' OR IFNULL(m.tool_name,'') LIKE ? ESCAPE '\\'"
    " OR IFNULL(m.tool_calls,'') LIKE ? ESCAPE '\\')"
)


def _like(term: QueryTerm) -> Extra:
    text = term.text[:-1] if term.text.endswith("*") and not term.phrase else term.text
    pattern = like_pattern(text)
    sql = f"NOT {_LIKE_ANY}" if term.negated else _LIKE_ANY
    return Extra(sql, (pattern, pattern, pattern))


def _all_of(parts: list[Extra]) -> Extra:
    out = Extra()
    for part in parts:
        out = out.joined(part)
    return out


def _any_of(parts: list[Extra]) -> Extra:
    parts = [p for p in parts if p.sql]
    if not parts:
        return Extra()
    sql = " OR ".join(f"({p.sql})" for p in parts)
    return Extra(f"({sql})", tuple(x for p in parts for x in p.params))


def _is_pure_cjk(term: QueryTerm) -> bool:
    runs = cjk_runs(term.text)
    return len(runs) == 1 and runs[0] == term.text


def _term_cjk_match(term: QueryTerm) -> str:
    return " AND ".join(cjk_run_match(run) for run in cjk_runs(term.text))


def plan_cjk(sanitized: str) -> CjkPlan:
    """Split a sanitized query holding CJK into index, verification and scan parts."""
    plan = CjkPlan()
    groups = split_or_groups(sanitized)
    cjk_exprs: list[str] = []
    fts_exprs: list[str] = []
    group_likes: list[Extra] = []
    cjk_group_likes: list[Extra] = []
    exact = True
    for group in groups:
        likes = _all_of([_like(t) for t in group])
        group_likes.append(likes)
        positive = [t for t in group if not t.negated]
        plan.highlight.extend(t.text.rstrip("*") for t in positive)
        if any(contains_cjk(t.text) for t in positive):
            expr = " AND ".join(f"({_term_cjk_match(t)})" for t in positive if contains_cjk(t.text))
            for t in group:
                if t.negated and _is_pure_cjk(t):
                    expr = f"({expr}) NOT ({_term_cjk_match(t)})"
            cjk_exprs.append(expr)
            cjk_group_likes.append(likes)
            if any(not _is_pure_cjk(t) for t in group):
                exact = False
        else:
            expr = " AND ".join(term_match(t) for t in positive)
            for t in group:
                if t.negated:
                    expr = f"({expr}) NOT {term_match(t)}"
            fts_exprs.append(expr)
    plan.scan = _any_of(group_likes)
    if cjk_exprs:
        plan.match = " OR ".join(f"({e})" for e in cjk_exprs)
        if not exact:
            plan.verify = _any_of(cjk_group_likes)
    if fts_exprs:
        plan.fts_match = " OR ".join(f"({e})" for e in fts_exprs)
    if not has_operators(sanitized, any_case=True):
        _plan_fallback(plan, groups)
    return plan


def _plan_fallback(plan: CjkPlan, groups: list[list[QueryTerm]]) -> None:
    """A ranked OR of every bigram (and lone character) of the query's CJK runs; a quoted
    CJK word stays whole (the user asked for exactly it)."""
    terms = [term for group in groups for term in group]
    pieces = {piece: cjk_run_match(piece) for piece in cjk_fallback_pieces(terms)}
    if len(pieces) > 1:
        plan.fallback = list(pieces.items())
