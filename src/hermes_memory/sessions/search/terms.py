"""The prefix index ``hm_messages_prefix``, the term dictionary ``hm_messages_terms`` and
their upkeep (with the stored words of ``vocab``, built from the same batches).

FTS5 (SQLite 3.40) answers ``micr*`` on ``messages_fts`` by merging the doclists of every
term that starts with ``micr``, positions included, before it returns a first row: ~400 ms
for a prefix found in half of a million messages, however few rows are wanted. Structures
beside it, built from the same text with the same tokenizer, answer exactly what
``messages_fts`` would for the terms a prefix stands for (``prefix``):

* ``hm_messages_prefix``: contentless FTS5, ``detail=none`` (rowids only, ~110 B/message)
  with prefix indexes of 3 and 5 characters (~55 B/message each): such a prefix is one
  doclist, read newest first and left as soon as enough rows came (``walk``).
  It is fed each message's *tokens* as ``messages_fts`` made them (porter stems included),
  through the same tokenizer without its stemmer: query pieces built from those tokens
  (``micro*``, ``"autos"``) are then matched as written, never stemmed a second time
  (porter would read ``autos*`` as ``auto*``).
* ``hm_messages_terms``: every token of the index with the number of messages that hold it
  (~15 B/message), and for the ~1% of stems porter would change again ("deploy" → "deploi")
  a stored word that stems to it ("deployment"). A 1, 2 or 4-character prefix becomes the
  OR of the 3 or 5-character prefixes (and shorter terms) that extend it, a longer one the
  OR of its terms; the ranking's work bound reads document frequencies here. Counts only
  grow: a deleted message still counts.
* ``hm_messages_words`` (``vocab``): the stored words the stemmer changes.

Each indexed prefix length costs ~55 B/message; 2 and 4 are served through their
extensions (an OR of a few dozen doclists, merged lazily) to stay within ~1.7 KB/message.

No triggers: Hermes processes write the file without our code, and a turn append stays
cheap. A high-water mark in ``state_meta`` records the last message id indexed; searches
catch up (at most :data:`CATCH_UP_ROWS` per search), ``refresh_search_index`` all the
way. Structures built by an older version (another shape) or for another tokenizer are
dropped and built again by the next catch-up. Rows of deleted messages stay in the prefix
index and are dropped by joining ``messages``; a message whose text another program edits
in place keeps its old entries (Hermes never edits message text); :func:`rebuild` re-reads
everything.
"""

from __future__ import annotations

import sqlite3

import hermes_memory.sessions.search.vocab as search_vocab
import hermes_memory.sessions.storage.layout as layout
import hermes_memory.sessions.storage.schema as schema
import hermes_memory.sessions.storage.state_meta as state_meta
from hermes_memory.sessions.search.tokens import (
    main_tokenizer,
    prefix_range,
    quoted,
    side_tokenizer,
    temp_table,
)

PREFIX_TABLE = "hm_messages_prefix"
TERMS_TABLE = "hm_messages_terms"
HIGH_WATER_KEY = "hermes_memory_terms_high_water"
PREFIX_LENGTHS = (3, 5)
"""Prefix lengths (in characters) the prefix index answers directly."""
BATCH_ROWS = 10_000
CATCH_UP_ROWS = 5_000
"""Messages a search indexes before it runs (~0.2 ms each); a longer backlog is worked off
over the next searches, which meanwhile use ``messages_fts`` alone."""
CATCH_UP_BUSY_MS = 50

_BATCH = "hm_terms_batch"
_TEXT = schema.indexed_text()


def _prefix_ddl(tokenizer: str) -> str:
    lengths = " ".join(str(n) for n in PREFIX_LENGTHS)
    return (
        f"CREATE VIRTUAL TABLE {PREFIX_TABLE} USING fts5(content, content='', detail=none,"
        f" columnsize=0, prefix='{lengths}', tokenize={quoted(tokenizer)})"
    )


TERMS_DDL = (
    f"CREATE TABLE {TERMS_TABLE} (term TEXT PRIMARY KEY, docs INTEGER NOT NULL, word TEXT)"
    " WITHOUT ROWID"
)
"""``word``: a stored word that stems to ``term``, kept when the stemmer would change the
term itself (``messages_fts`` can only be asked for such a term through that word)."""


def current(conn: sqlite3.Connection) -> bool:
    """The three structures exist as this version builds them, with the tokenizer
    ``messages_fts`` uses now (else the next catch-up rebuilds them)."""
    tokenizer = main_tokenizer(conn)
    if tokenizer is None:
        return False
    wanted = {
        PREFIX_TABLE: _prefix_ddl(side_tokenizer(tokenizer)),
        TERMS_TABLE: TERMS_DDL,
        search_vocab.WORDS_TABLE: search_vocab.WORDS_DDL,
    }
    names = ",".join("?" * len(wanted))
    found = conn.execute(
        f"SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name IN ({names})",
        tuple(wanted),
    ).fetchall()
    return len(found) == len(wanted) and all(wanted[str(n)] == sql for n, sql in found)


def _stored_mark(conn: sqlite3.Connection) -> int:
    return state_meta.read_mark(conn, HIGH_WATER_KEY)


def high_water(conn: sqlite3.Connection) -> int:
    """The last message id the structures have seen (0 without them)."""
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
    drop(conn)
    conn.execute(_prefix_ddl(side_tokenizer(tokenizer)))
    conn.execute(TERMS_DDL)
    conn.execute(search_vocab.WORDS_DDL)


def drop(conn: sqlite3.Connection) -> None:
    """Remove the structures and their mark (inside the caller's write transaction); the
    next catch-up builds them again from every message."""
    for table in (PREFIX_TABLE, TERMS_TABLE, search_vocab.WORDS_TABLE):
        conn.execute(f"DROP TABLE IF EXISTS {table}")
    if layout.table_sql(conn, "state_meta") is not None:
        conn.execute("DELETE FROM state_meta WHERE key = ?", (HIGH_WATER_KEY,))


def _index_past_mark(conn: sqlite3.Connection, tokenizer: str, limit: int | None) -> int:
    temp_table(conn, _BATCH, tokenizer, "detail=none, columnsize=0,", with_terms=True)
    stemming = search_vocab.stems(tokenizer)
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
        if stemming:  # the stored words, from a second pass without the stemmer
            again = search_vocab.add_batch(conn, tokenizer, mark, upper)
            conn.executemany(
                f"UPDATE {TERMS_TABLE} SET word = ? WHERE term = ? AND word IS NULL",
                [(word, stem) for stem, word in again.items()],
            )
        mark = upper
    state_meta.write_mark(conn, HIGH_WATER_KEY, mark)
    return done


def rebuild(conn: sqlite3.Connection) -> int:
    """Drop the structures and index every message again; returns messages indexed."""
    if conn.in_transaction:
        raise sqlite3.OperationalError("cannot rebuild the prefix index inside a transaction")
    tokenizer = main_tokenizer(conn)
    if tokenizer is None:
        return 0
    with state_meta.immediate_transaction(conn):
        _reset(conn, tokenizer)
        return _index_past_mark(conn, tokenizer, None)


# --- reading --------------------------------------------------------------------------------


def representative(conn: sqlite3.Connection, term: str) -> str:
    """A word ``messages_fts`` reads as exactly ``term``: the term itself, or for a term
    the stemmer would change again, a stored word that stems to it."""
    row = conn.execute(f"SELECT word FROM {TERMS_TABLE} WHERE term = ?", (term,)).fetchone()
    return str(row[0]) if row is not None and row[0] is not None else term


def terms_with_prefix(conn: sqlite3.Connection, prefix: str, limit: int) -> list[str] | None:
    """The dictionary's terms starting with ``prefix``; None when there are over ``limit``."""
    where, params = prefix_range("term", prefix)
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
    where, params = prefix_range("term", prefix)
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
    where, params = prefix_range("term", prefix)
    row = conn.execute(f"SELECT sum(docs) FROM {TERMS_TABLE} WHERE {where}", params).fetchone()
    return int(row[0] or 0)
