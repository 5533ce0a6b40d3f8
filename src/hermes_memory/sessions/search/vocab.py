"""``hm_messages_words``: the stored words the stemmer changes, each with its stem.

``messages_fts`` (porter) indexes "deployment" as "deploy" and "deployed" as "deploi", so
its terms alone cannot say which stems a typed prefix such as ``deploym*`` reaches. This
table keeps every stored word whose stem differs from it (a word porter leaves alone is its
own term, found in the term dictionary), keyed for the one question asked of it: which
words starting with a prefix ``p`` have a stem that does *not* start with ``p``. A word
qualifies once ``p`` runs past the common start of word and stem, so each row stores
``minlen`` (that common length + 1) and the stem's ``tail`` after it:
stem = ``word[:minlen - 1] + tail``. A prefix of ``n`` characters is ``n`` short seeks.
Built batch by batch with the prefix index (``terms``), from the same messages.
Like the term dictionary's counts, rows only come: a word whose messages were all deleted
stays, so its stem's other forms still answer the prefix until a rebuild.
"""

from __future__ import annotations

import sqlite3

import hermes_memory.sessions.storage.schema as schema
from hermes_memory.sessions.search.tokens import prefix_range, side_tokenizer, temp_table

WORDS_TABLE = "hm_messages_words"
WORDS_DDL = (
    f"CREATE TABLE {WORDS_TABLE} (minlen INTEGER NOT NULL, word TEXT NOT NULL,"
    " tail TEXT NOT NULL, PRIMARY KEY (minlen, word)) WITHOUT ROWID"
)
MAX_WORD = 64
"""FTS5's porter leaves longer tokens alone: no longer word is ever stored here."""

_SURFACE = "hm_words_batch"
_STEMMER = "hm_words_stemmer"
_NUMBERED = "hm_words_numbered"
_TEXT = schema.indexed_text()


def stems(tokenizer: str) -> bool:
    """Whether ``tokenizer`` changes words at all (else this table stays empty)."""
    return side_tokenizer(tokenizer) != tokenizer


def _common_length(word: str, stem: str) -> int:
    n = 0
    for a, b in zip(word, stem, strict=False):
        if a != b:
            break
        n += 1
    return n


def _stem_all(
    conn: sqlite3.Connection, tokenizer: str, words: str | list[str]
) -> list[tuple[str, str]]:
    """(word, stem) for each of ``words`` (a list, or a SELECT of one column yielding
    distinct words) that ``tokenizer`` changes; one token in, one token out."""
    conn.execute(f"DELETE FROM temp.{_NUMBERED}")
    if isinstance(words, str):
        conn.execute(f"INSERT INTO temp.{_NUMBERED}(word) {words}")
    else:
        conn.executemany(f"INSERT INTO temp.{_NUMBERED}(word) VALUES (?)", [(w,) for w in words])
    conn.execute(f"INSERT INTO temp.{_STEMMER}({_STEMMER}) VALUES ('delete-all')")
    conn.execute(
        f"INSERT INTO temp.{_STEMMER}(rowid, content) SELECT k, word FROM temp.{_NUMBERED}"
    )
    rows = conn.execute(
        f"SELECT w.word, v.term FROM temp.{_STEMMER}_vocab v"
        f" JOIN temp.{_NUMBERED} w ON w.k = v.doc WHERE v.term != w.word"
    ).fetchall()
    return [(str(r[0]), str(r[1])) for r in rows]


def add_batch(conn: sqlite3.Connection, tokenizer: str, low: int, high: int) -> dict[str, str]:
    """Record the changed words of messages ``low < id <= high`` (inside the caller's write
    transaction); returns, for each of their stems that the stemmer would change again, one
    word that stems to it: ``messages_fts`` can be asked for such a stem only through it."""
    temp_table(conn, _SURFACE, side_tokenizer(tokenizer), "detail=none, columnsize=0,", "row")
    temp_table(conn, _STEMMER, tokenizer, "detail=none, columnsize=0,")
    conn.execute(
        f"CREATE TEMP TABLE IF NOT EXISTS {_NUMBERED} (k INTEGER PRIMARY KEY, word TEXT NOT NULL)"
    )
    conn.execute(
        f"INSERT INTO temp.{_SURFACE}(rowid, content)"
        f" SELECT id, {_TEXT} FROM messages WHERE id > ? AND id <= ?",
        (low, high),
    )
    changed = _stem_all(conn, tokenizer, f"SELECT term FROM temp.{_SURFACE}_vocab")
    conn.execute(f"INSERT INTO temp.{_SURFACE}({_SURFACE}) VALUES ('delete-all')")
    rows = []
    for word, stem in changed:
        if len(word) <= MAX_WORD:
            n = _common_length(word, stem)
            rows.append((n + 1, word, stem[n:]))
    conn.executemany(
        f"INSERT OR IGNORE INTO {WORDS_TABLE}(minlen, word, tail) VALUES (?, ?, ?)", rows
    )
    by_stem: dict[str, str] = {}
    for word, stem in sorted(changed):
        by_stem.setdefault(stem, word)
    again = {stem for stem, _ in _stem_all(conn, tokenizer, list(by_stem))}
    return {stem: word for stem, word in by_stem.items() if stem in again}


def changed_words(conn: sqlite3.Connection, prefix: str) -> list[tuple[str, str]]:
    """(word, stem) of every stored word starting with ``prefix`` whose stem does not."""
    lengths = list(range(1, min(len(prefix), MAX_WORD) + 1))
    if not lengths:
        return []
    where, params = prefix_range("word", prefix)
    rows = conn.execute(
        f"SELECT word, substr(word, 1, minlen - 1) || tail FROM {WORDS_TABLE}"
        f" WHERE minlen IN ({','.join('?' * len(lengths))}) AND {where}",
        (*lengths, *params),
    ).fetchall()
    return [(str(r[0]), str(r[1])) for r in rows]
