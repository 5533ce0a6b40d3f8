"""Text as ``messages_fts`` tokenizes it, with its stemmer and without: the stored words.

The tokenizer comes from ``messages_fts``'s own definition and runs in scratch contentless
FTS5 tables in ``temp`` (``fts5vocab`` reads the tokens back), so every stem, folded word
and prefix here is the one SQLite itself makes. Also the order of terms in an index
(code points), which the range scans over stored words and terms rely on. Nothing here
writes the main database.
"""

from __future__ import annotations

import re
import sqlite3

import hermes_memory.sessions.storage.layout as layout
import hermes_memory.sessions.storage.schema as schema
from hermes_memory.sessions.types import FtsLayout

_TOKENIZE = re.compile(r"\btokenize\s*=\s*(?:'((?:[^']|'')*)'|\"((?:[^\"]|\"\")*)\")", re.I)
_STEMMED = "hm_query_tokens"
_UNSTEMMED = "hm_query_words"


def tokenize_option(sql: str | None) -> str | None:
    """The ``tokenize=`` argument of a ``CREATE VIRTUAL TABLE … fts5`` statement."""
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
    return tokenize_option(sql) or "unicode61"


def side_tokenizer(tokenizer: str) -> str:
    """``tokenizer`` without the porter stemmer: it yields the stored words.

    unicode61 and ascii give back each token they produced unchanged (lower case, no
    diacritics, token characters only), so a stem or a word fed to it again stays whole.
    """
    words = tokenizer.split()
    if words and words[0].lower() == "porter":
        return " ".join(words[1:]) or "unicode61"
    return tokenizer


def quoted(text: str) -> str:
    """An SQL string literal."""
    return "'" + text.replace("'", "''") + "'"


def temp_table(
    conn: sqlite3.Connection,
    name: str,
    tokenizer: str,
    detail: str,
    vocab: str = "instance",
    *,
    with_terms: bool = False,
) -> None:
    """A contentless temp FTS5 table ``name`` with ``tokenizer``, its ``name_vocab`` (an
    ``fts5vocab`` of type ``vocab``) and with ``with_terms`` its ``name_terms`` (type
    ``row``); kept across calls while the tokenizer is the same."""
    sql = conn.execute("SELECT sql FROM sqlite_temp_master WHERE name = ?", (name,)).fetchone()
    if sql is not None and tokenize_option(str(sql[0])) == tokenizer:
        return
    conn.execute(f"DROP TABLE IF EXISTS temp.{name}_vocab")
    conn.execute(f"DROP TABLE IF EXISTS temp.{name}_terms")
    conn.execute(f"DROP TABLE IF EXISTS temp.{name}")
    conn.execute(
        f"CREATE VIRTUAL TABLE temp.{name} USING fts5(content, content='', {detail}"
        f" tokenize={quoted(tokenizer)})"
    )
    conn.execute(f"CREATE VIRTUAL TABLE temp.{name}_vocab USING fts5vocab(temp, {name}, {vocab})")
    if with_terms:
        conn.execute(f"CREATE VIRTUAL TABLE temp.{name}_terms USING fts5vocab(temp, {name}, row)")


def tokens(conn: sqlite3.Connection, text: str, *, stemmed: bool = True) -> list[str]:
    """``text`` as ``messages_fts`` tokenizes it (stems with porter), in order; with
    ``stemmed=False`` the stored words (folded, never stemmed)."""
    return tokens_many(conn, [text], stemmed=stemmed)[0]


def tokens_many(
    conn: sqlite3.Connection, texts: list[str], *, stemmed: bool = True
) -> list[list[str]]:
    """:func:`tokens` of each of ``texts``, in one pass through the tokenizer."""
    if not texts:
        return []
    tokenizer = main_tokenizer(conn) or "unicode61"
    name = _STEMMED if stemmed else _UNSTEMMED
    temp_table(conn, name, tokenizer if stemmed else side_tokenizer(tokenizer), "")
    conn.execute(f"INSERT INTO temp.{name}({name}) VALUES ('delete-all')")
    conn.executemany(
        f"INSERT INTO temp.{name}(rowid, content) VALUES (?, ?)", list(enumerate(texts, 1))
    )
    out: list[list[str]] = [[] for _ in texts]
    rows = conn.execute(f"SELECT doc, term FROM temp.{name}_vocab ORDER BY doc, offset")
    for doc, term in rows:
        out[int(doc) - 1].append(str(term))
    return out


def stable(conn: sqlite3.Connection, pieces: list[str]) -> list[bool]:
    """For each piece: the word index's tokenizer reads it back as itself (porter leaves it
    alone), so FTS5 takes ``"piece"`` and ``"piece"*`` as written."""
    return [found == [p] for p, found in zip(pieces, tokens_many(conn, pieces), strict=True)]


def upper_bound(prefix: str) -> str | None:
    """The least string above every string that starts with ``prefix`` (code point order,
    which is UTF-8 byte order, which is how SQLite's BINARY collation compares)."""
    last = ord(prefix[-1]) + 1
    if 0xD800 <= last <= 0xDFFF:
        last = 0xE000
    return None if last > 0x10FFFF else prefix[:-1] + chr(last)


def prefix_range(column: str, prefix: str) -> tuple[str, tuple[str, ...]]:
    """An SQL condition (and its parameters) for ``column`` starting with ``prefix``."""
    upper = upper_bound(prefix)
    if upper is None:
        return f"{column} >= ?", (prefix,)
    return f"{column} >= ? AND {column} < ?", (prefix, upper)
