"""The prefix index ``hm_messages_prefix`` and the term dictionary ``hm_messages_terms``.

FTS5 (SQLite 3.40) answers ``micr*`` on ``messages_fts`` by merging the doclists of every
term that starts with ``micr``, positions included, before it returns a first row: ~400 ms
for a prefix found in half of a million messages, however few rows are wanted. Two
structures beside it, built from the same text with the same tokenizer, answer exactly
what ``messages_fts`` would:

* ``hm_messages_prefix``: contentless FTS5, ``detail=none`` (rowids only, ~110 B/message)
  with prefix indexes of 3 and 5 characters (~55 B/message each): such a prefix is one
  doclist, read newest first and left as soon as enough rows came (``search_walk``).
  It is fed each message's *tokens* as ``messages_fts`` made them (porter stems included),
  through the same tokenizer without its stemmer: query pieces built from those tokens
  (``micro*``, ``"autos"``) are then matched as written, never stemmed a second time
  (porter would read ``autos*`` as ``auto*``).
* ``hm_messages_terms``: every token of the index with the number of messages that hold it
  (~15 B/message). A 1, 2 or 4-character prefix becomes the OR of the 3 or 5-character
  prefixes (and shorter terms) that extend it, a longer one the OR of its terms; the
  ranking's work bound reads document frequencies here. Counts only grow: a deleted
  message still counts.

Each indexed prefix length costs ~55 B/message; 2 and 4 are served through their
extensions (an OR of a few dozen doclists, merged lazily) to stay within ~1.7 KB/message.

No triggers: Hermes processes write the file without our code, and a turn append stays
cheap. A high-water mark in ``state_meta`` records the last message id indexed; searches
catch up (at most :data:`CATCH_UP_ROWS` per search), ``refresh_search_index`` all the
way. Rows of deleted messages stay in the prefix index and are dropped by joining
``messages``; a message whose text another program edits in place keeps its old entries
(Hermes never edits message text); :func:`rebuild` re-reads everything.
"""

from __future__ import annotations

import re
import sqlite3

from hermes_memory.sessions import layout, schema, state_meta
from hermes_memory.sessions.types import FtsLayout

PREFIX_TABLE = "hm_messages_prefix"
TERMS_TABLE = "hm_messages_terms"
HIGH_WATER_KEY = "hermes_memory_terms_high_water"
PREFIX_LENGTHS = (3, 5)
"""Prefix lengths (in characters) the prefix index answers directly."""
BATCH_ROWS = 10_000
CATCH_UP_ROWS = 5_000
"""Messages a search indexes before it runs (~0.15 ms each); a longer backlog is worked off
over the next searches, which meanwhile use ``messages_fts`` alone."""
CATCH_UP_BUSY_MS = 50

_BATCH = "hm_terms_batch"
_QUERY = "hm_query_tokens"
_TOKENIZE = re.compile(r"\btokenize\s*=\s*(?:'((?:[^']|'')*)'|\"((?:[^\"]|\"\")*)\")", re.I)
_TEXT = schema.indexed_text()


def _tokenize_option(sql: str | None) -> str | None:
    match = _TOKENIZE.search(sql or "")
    if match is None:
        return None
    return (match.group(1) or match.group(2) or "").replace("''", "'")


def main_tokenizer(conn: sqlite3.Connection) -> str | None:
    """The tokenizer of ``messages_fts`` when its text is Hermes's expression, else None.

    Our layout and Hermes's v11-v22 inline layout index ``content || tool_name ||
    tool_calls``; other layouts (v1-v10, v23+) index other text and get no side index.
    """
    sql = layout.table_sql(conn, schema.FTS_TABLE)
    if layout.layout_of_sql(sql) not in (FtsLayout.COMPACT, FtsLayout.INLINE):
        return None
    return _tokenize_option(sql) or "unicode61"


def side_tokenizer(tokenizer: str) -> str:
    """``tokenizer`` without the porter stemmer (the prefix index holds stems already).

    unicode61 and ascii give back each token they produced unchanged (lower case, no
    diacritics, token characters only), so the stems are indexed exactly as they are.
    """
    words = tokenizer.split()
    if words and words[0].lower() == "porter":
        return " ".join(words[1:]) or "unicode61"
    return tokenizer


def _quoted(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


def _prefix_ddl(tokenizer: str) -> str:
    lengths = " ".join(str(n) for n in PREFIX_LENGTHS)
    return (
        f"CREATE VIRTUAL TABLE {PREFIX_TABLE} USING fts5(content, content='', detail=none,"
        f" columnsize=0, prefix='{lengths}', tokenize={_quoted(tokenizer)})"
    )


TERMS_DDL = (
    f"CREATE TABLE IF NOT EXISTS {TERMS_TABLE}"
    " (term TEXT PRIMARY KEY, docs INTEGER NOT NULL) WITHOUT ROWID"
)


def _exists(conn: sqlite3.Connection, name: str, schema_name: str = "main") -> bool:
    master = "sqlite_temp_master" if schema_name == "temp" else "sqlite_master"
    row = conn.execute(f"SELECT 1 FROM {master} WHERE name = ?", (name,)).fetchone()
    return row is not None


def current(conn: sqlite3.Connection) -> bool:
    """Both structures exist, built with the tokenizer ``messages_fts`` uses now and with
    today's prefix lengths (else the next catch-up rebuilds them)."""
    tokenizer = main_tokenizer(conn)
    if tokenizer is None or not _exists(conn, TERMS_TABLE):
        return False
    sql = layout.table_sql(conn, PREFIX_TABLE)
    return sql == _prefix_ddl(side_tokenizer(tokenizer))


def _stored_mark(conn: sqlite3.Connection) -> int:
    return state_meta.read_mark(conn, HIGH_WATER_KEY)


def high_water(conn: sqlite3.Connection) -> int:
    """The last message id both structures have seen (0 without them)."""
    return _stored_mark(conn) if current(conn) else 0


def max_message_id(conn: sqlite3.Connection) -> int:
    return int(conn.execute("SELECT max(id) FROM messages").fetchone()[0] or 0)


def lag(conn: sqlite3.Connection) -> int:
    """Messages newer than the mark (an upper bound on what the structures miss)."""
    mark = high_water(conn)
    row = conn.execute("SELECT count(*) FROM messages WHERE id > ?", (mark,)).fetchone()
    return int(row[0])


# --- building -----------------------------------------------------------------------------


def catch_up(
    conn: sqlite3.Connection, *, limit: int | None = None, wait_ms: int | None = None
) -> int:
    """Index up to ``limit`` messages past the mark (all with None); how many were read.

    Creates the structures (or recreates them when the tokenizer changed). Raises
    ``sqlite3.OperationalError`` when it cannot write (read-only file, busy past
    ``wait_ms``); does nothing inside a transaction the caller holds open.
    """
    if conn.in_transaction:
        return 0
    tokenizer = main_tokenizer(conn)
    if tokenizer is None:
        return 0
    if current(conn) and high_water(conn) >= max_message_id(conn):
        return 0
    with state_meta.immediate_transaction(conn, wait_ms):
        if not current(conn):
            _reset(conn, tokenizer)
        return _index_past_mark(conn, tokenizer, limit)


def _reset(conn: sqlite3.Connection, tokenizer: str) -> None:
    conn.execute(f"DROP TABLE IF EXISTS {PREFIX_TABLE}")
    conn.execute(f"DROP TABLE IF EXISTS {TERMS_TABLE}")
    conn.execute("DELETE FROM state_meta WHERE key = ?", (HIGH_WATER_KEY,))
    conn.execute(_prefix_ddl(side_tokenizer(tokenizer)))
    conn.execute(TERMS_DDL)


def _temp_table(conn: sqlite3.Connection, name: str, tokenizer: str, detail: str) -> None:
    """A contentless temp FTS5 table with the index's tokenizer, and its vocabulary."""
    sql = conn.execute("SELECT sql FROM sqlite_temp_master WHERE name = ?", (name,)).fetchone()
    if sql is not None and _tokenize_option(str(sql[0])) == tokenizer:
        return
    conn.execute(f"DROP TABLE IF EXISTS temp.{name}_vocab")
    conn.execute(f"DROP TABLE IF EXISTS temp.{name}_terms")
    conn.execute(f"DROP TABLE IF EXISTS temp.{name}")
    conn.execute(
        f"CREATE VIRTUAL TABLE temp.{name} USING fts5(content, content='', {detail}"
        f" tokenize={_quoted(tokenizer)})"
    )
    conn.execute(f"CREATE VIRTUAL TABLE temp.{name}_vocab USING fts5vocab(temp, {name}, instance)")
    if name == _BATCH:
        conn.execute(f"CREATE VIRTUAL TABLE temp.{name}_terms USING fts5vocab(temp, {name}, row)")


def _index_past_mark(conn: sqlite3.Connection, tokenizer: str, limit: int | None) -> int:
    _temp_table(conn, _BATCH, tokenizer, "detail=none, columnsize=0,")
    mark = _stored_mark(conn)
    top = max_message_id(conn)
    if limit is not None:
        top = min(top, mark + limit)
    done = 0
    while mark < top:
        upper = min(top, mark + BATCH_ROWS)
        done += conn.execute(
            f"INSERT INTO temp.{_BATCH}(rowid, content)"
            f" SELECT id, {_TEXT} FROM messages WHERE id > ? AND id <= ?",
            (mark, upper),
        ).rowcount
        # tokenized once, here; the prefix index gets each message's distinct tokens
        conn.execute(
            f"INSERT INTO {PREFIX_TABLE}(rowid, content)"
            f" SELECT doc, group_concat(term, ' ') FROM temp.{_BATCH}_vocab GROUP BY doc"
        )
        conn.execute(
            f"INSERT INTO {TERMS_TABLE}(term, docs) SELECT term, doc FROM temp.{_BATCH}_terms"
            " WHERE true ON CONFLICT(term) DO UPDATE SET docs = docs + excluded.docs"
        )
        conn.execute(f"INSERT INTO temp.{_BATCH}({_BATCH}) VALUES ('delete-all')")
        mark = upper
    state_meta.write_mark(conn, HIGH_WATER_KEY, mark)
    return done


def rebuild(conn: sqlite3.Connection) -> int:
    """Drop both structures and index every message again; returns messages indexed."""
    if conn.in_transaction:
        raise sqlite3.OperationalError("cannot rebuild the prefix index inside a transaction")
    tokenizer = main_tokenizer(conn)
    if tokenizer is None:
        return 0
    with state_meta.immediate_transaction(conn):
        _reset(conn, tokenizer)
        return _index_past_mark(conn, tokenizer, None)


# --- reading --------------------------------------------------------------------------------


def tokens(conn: sqlite3.Connection, text: str) -> list[str]:
    """``text`` as ``messages_fts`` tokenizes it (stems with porter), in order."""
    tokenizer = main_tokenizer(conn) or "unicode61"
    _temp_table(conn, _QUERY, tokenizer, "")
    conn.execute(f"INSERT INTO temp.{_QUERY}({_QUERY}) VALUES ('delete-all')")
    conn.execute(f"INSERT INTO temp.{_QUERY}(rowid, content) VALUES (1, ?)", (text,))
    rows = conn.execute(f"SELECT term FROM temp.{_QUERY}_vocab ORDER BY offset").fetchall()
    return [str(r[0]) for r in rows]


def _upper_bound(prefix: str) -> str | None:
    """The least string above every string that starts with ``prefix`` (code point order,
    which is UTF-8 byte order, which is how SQLite's BINARY collation compares)."""
    last = ord(prefix[-1]) + 1
    if 0xD800 <= last <= 0xDFFF:
        last = 0xE000
    return None if last > 0x10FFFF else prefix[:-1] + chr(last)


def _range(prefix: str) -> tuple[str, tuple[str, ...]]:
    upper = _upper_bound(prefix)
    if upper is None:
        return "term >= ?", (prefix,)
    return "term >= ? AND term < ?", (prefix, upper)


def terms_with_prefix(conn: sqlite3.Connection, prefix: str, limit: int) -> list[str] | None:
    """The dictionary's terms starting with ``prefix``; None when there are over ``limit``."""
    where, params = _range(prefix)
    rows = conn.execute(
        f"SELECT term FROM {TERMS_TABLE} WHERE {where} LIMIT ?", (*params, limit + 1)
    ).fetchall()
    return None if len(rows) > limit else [str(r[0]) for r in rows]


def extensions(
    conn: sqlite3.Connection, prefix: str, length: int, limit: int
) -> list[tuple[str, bool]] | None:
    """What covers every term starting with ``prefix``: ``(piece, is_prefix)`` pairs, the
    distinct ``length``-character starts of the longer terms and the shorter terms whole;
    None when there are over ``limit``."""
    where, params = _range(prefix)
    rows = conn.execute(
        f"SELECT DISTINCT CASE WHEN length(term) >= ? THEN substr(term, 1, ?) ELSE term END,"
        f" length(term) >= ? FROM {TERMS_TABLE} WHERE {where} LIMIT ?",
        (length, length, length, *params, limit + 1),
    ).fetchall()
    return None if len(rows) > limit else [(str(r[0]), bool(r[1])) for r in rows]


def docs(conn: sqlite3.Connection, term: str) -> int:
    """Messages holding ``term`` (deleted ones included)."""
    row = conn.execute(f"SELECT docs FROM {TERMS_TABLE} WHERE term = ?", (term,)).fetchone()
    return int(row[0]) if row is not None else 0


def prefix_docs(conn: sqlite3.Connection, prefix: str) -> int:
    """Doclist entries of every term starting with ``prefix``: what FTS5 merges for it."""
    where, params = _range(prefix)
    row = conn.execute(f"SELECT sum(docs) FROM {TERMS_TABLE} WHERE {where}", params).fetchone()
    return int(row[0] or 0)
