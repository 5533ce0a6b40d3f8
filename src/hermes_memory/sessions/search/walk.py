"""Which index lists a query's matches newest first, and how much work ranking them is.

**The walk.** ``plan`` reads the rowids of a query's matches newest first (to count
them, to page by recency, for ``sort=newest``). On ``messages_fts`` that is cheap except
for a prefix (``micr*``), which FTS5 expands by merging the doclists of every matching
term before the first row. A prefix first becomes the terms it stands for
(``prefix``: the terms starting with it and the stems of the stored words starting
with it), written once for ``messages_fts`` (which ranks and counts) and once for the prefix
index (``terms``), where a 3 or 5-character prefix is one doclist; a 1, 2 or
4-character one becomes the OR of the indexed prefixes that extend it (``de*`` → ``dea* OR
deb* OR …``, plus shorter terms whole), a longer one the OR of the dictionary's terms that
start with it. FTS5 merges OR children lazily, so the walk stops after the rows it needs.
Same text, same tokenizer: the same rows. A query the prefix index cannot run
(a phrase of several tokens: ``detail=none`` keeps no positions) stays on ``messages_fts``,
and so does one whose prefixes cover at most :data:`SIDE_WALK_ABOVE` doclist entries: that
merge is cheaper than dropping deleted messages from the prefix index's rows (a join with
``messages``, ~2 µs a row).

**The work bound.** Before it scores one row, ``bm25()`` counts every match of every
phrase of the query (its IDF): a full pass over their doclists, whatever the page size.
So the work of ranking is known from the data before anything runs:

    work = sum over the query's phrases of weight * (document frequency of each token)

with a prefix token counting every term it covers, weight 1 for a one-token phrase,
:data:`PHRASE_WEIGHT` for a longer phrase (FTS5 checks positions: ~4x the time per entry)
and :data:`PREFIX_WEIGHT` for a prefix (FTS5 merges its terms' doclists, positions
included, before the first row: ~0.2 µs an entry against ~0.05 µs for one term, measured
at 1M messages). Frequencies come from the term dictionary when it is current (plus the
messages it has not seen yet, each counted as holding every token), otherwise from
``messages_fts`` (counting stops at the cap). Past :data:`RANK_WORK_CAP` the matches come
newest first: the same query on the same data always ranks the same, on an idle or a busy
machine.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass

import hermes_memory.sessions.search.prefix as search_prefix
import hermes_memory.sessions.search.terms as terms
from hermes_memory.sessions.search.prefix import quote
from hermes_memory.sessions.search.tokens import tokens_many

FTS_TABLE = "messages_fts"
PHRASE_WEIGHT = 4
PREFIX_WEIGHT = 4
RANK_WORK_CAP = 1_000_000
"""Most doclist entries (weighted) a ranking pass may read. Calibrated on the 1M-message
benchmark: ≤ ~50 ms of IDF counting for single words; phrases within the bound (~250k
entries) took ≤ 35 ms to walk and rank, against up to 160 ms for the heaviest ones."""
SIDE_WALK_ABOVE = 50_000
"""Doclist entries a query's prefixes must cover (term dictionary) before the walk moves
to the prefix index: FTS5 merges ~50k entries in ~10 ms, as long as the prefix index's
join takes for 5,000 rows (1M-message benchmark)."""

# a column filter (skipped), a quoted string or a bare word, either with an optional "*"
_OPERAND = re.compile(r'[A-Za-z_]\w*\s*:|"((?:[^"]|"")*)"(\*?)|([^\s"():*^+{}]+)(\*?)')
_OPERATORS = frozenset({"AND", "OR", "NOT", "NEAR"})


@dataclass(frozen=True)
class Walk:
    """The FTS5 table and expression whose rowids, newest first, are the query's matches.

    ``side``: the prefix index, which still lists deleted messages (join ``messages``).
    """

    table: str
    match: str
    side: bool = False


def _operands(match: str) -> list[tuple[re.Match[str], str, bool]]:
    """(regex match, operand text, is prefix) for each operand of an FTS5 expression."""
    out = []
    for m in _OPERAND.finditer(match):
        if m.group(1) is not None:
            out.append((m, m.group(1).replace('""', '"'), bool(m.group(2))))
        elif m.group(3) is not None and m.group(3) not in _OPERATORS:
            out.append((m, m.group(3), bool(m.group(4))))
    return out


@dataclass(frozen=True)
class Plan:
    """A query ready to run: ``match`` is what ``table`` itself is asked (ranking,
    counting), with prefixes expanded; ``walk`` lists the same matches newest first."""

    match: str
    walk: Walk


def plan_walk(
    conn: sqlite3.Connection,
    table: str,
    match: str,
    *,
    dictionary: bool = True,
    side_ready: bool = True,
) -> Plan:
    """The plan for ``match`` over ``table``: prefixes expanded (``prefix``) when
    the term dictionary is current (``dictionary``), walked on the prefix index when it
    is caught up (``side_ready``: its mark at the newest message, read in the same
    transaction as the walk) and can answer exactly.
    """
    if table != FTS_TABLE or "*" not in match or not dictionary:
        return Plan(match, Walk(table, match))
    found = search_prefix.rewrite(conn, match, lagging=not side_ready)
    if found is None:
        return Plan(match, Walk(table, match))
    if side_ready and found.side is not None and found.docs > SIDE_WALK_ABOVE:
        return Plan(found.fts, Walk(terms.PREFIX_TABLE, found.side, side=True))
    # a small merge: cheaper than the prefix index's join
    return Plan(found.fts, Walk(table, found.fts))


def is_unsupported(exc: sqlite3.OperationalError) -> bool:
    """The prefix index refused a construct it cannot answer without positions."""
    return "not supported" in str(exc)


def work(conn: sqlite3.Connection, table: str, match: str, *, dictionary: bool) -> int:
    """The ranking work of ``match`` over ``table`` (see the module docstring).

    ``dictionary``: the term dictionary is current and may be read. Counting stops once
    the total passes :data:`RANK_WORK_CAP`.
    """
    total = 0
    behind = terms.lag(conn) if dictionary else 0
    operands = _operands(match)
    texts = [text for _, text, _ in operands]
    if table == FTS_TABLE:
        split = tokens_many(conn, texts)
    else:
        split = [[t for t in text.split() if t] for text in texts]
    for (_, _, prefix), found in zip(operands, split, strict=True):
        weight = 1 if len(found) <= 1 else PHRASE_WEIGHT
        for k, token in enumerate(found):
            is_prefix = prefix and k == len(found) - 1
            if is_prefix:
                weight = max(weight, PREFIX_WEIGHT)
            if dictionary and table == FTS_TABLE:
                n = (terms.prefix_docs if is_prefix else terms.docs)(conn, token) + behind
            else:
                n = _count(conn, table, quote(token) + ("*" if is_prefix else ""))
            total += weight * n
            if total > RANK_WORK_CAP:  # enough to decide
                return total
    return total


def _count(conn: sqlite3.Connection, table: str, operand: str) -> int:
    row = conn.execute(
        f"SELECT count(*) FROM (SELECT 1 FROM {table} WHERE {table} MATCH ? LIMIT ?)",
        (operand, RANK_WORK_CAP + 1),
    ).fetchone()
    return int(row[0])
