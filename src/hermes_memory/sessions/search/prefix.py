"""What a prefix query matches, and the exact same set asked of each index.

``messages_fts`` stems what it stores and what it reads: "deployment" is indexed as
"deploy", "deployed" as "deploi", and FTS5 stems a typed prefix too, so its own
``deploym*`` finds nothing and ``deploy*`` (read as ``deploi*``) misses "deployment".
Here a prefix ``p`` (folded as the index folds text, never stemmed) matches the messages
that hold a term of the index which

* starts with ``p`` (FTS5's meaning when nothing is stemmed), or
* is the stem of a stored word that starts with ``p`` (``vocab``): "deploy" for
  ``deploym*``; "deploi" and "deploy" for ``deploy*``.

As for any word on a stemmed index, the other forms of such a stem match too ("deploys"
for ``deployed*``). The set is written twice, each exact for its index: for
``messages_fts``, which stems each piece it reads, a piece ``q*`` is used where porter
leaves ``q`` alone and split by its next character where not, and a whole stem is asked
for through a word that stems to it; for the prefix index, which holds the stems
unstemmed, as ``q*`` pieces and stems written out (``terms``).
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass

import hermes_memory.sessions.search.terms as terms
import hermes_memory.sessions.search.vocab as search_vocab
from hermes_memory.sessions.search.tokens import stable, tokens_many

MAX_EXPANSION = 4_000
"""Most pieces one prefix may expand to; past it the prefix index is not used, and where
``messages_fts`` would need more, it gets FTS5's own (stemmed) prefix: only a prefix
porter changes, with thousands of terms behind it, could get there."""

_ITEM = re.compile(r'\s*(?:([()])|"((?:[^"]|"")*)"(\*?)|([^\s"()*]+)(\*?))')
_OPERATORS = frozenset({"AND", "OR", "NOT", "NEAR"})
NOTHING = '""'
"""An FTS5 operand no message matches (an empty phrase)."""


def quote(term: str) -> str:
    return '"' + term.replace('"', '""') + '"'


def _either(parts: list[str]) -> str:
    if not parts:
        return NOTHING
    return parts[0] if len(parts) == 1 else "(" + " OR ".join(parts) + ")"


@dataclass(frozen=True)
class Expansion:
    """One prefix written for each index (OR-joined operands)."""

    fts: list[str]
    side: list[str] | None
    """None: more pieces than :data:`MAX_EXPANSION`."""
    docs: int
    """Doclist entries the prefix covers (term dictionary counts): FTS5's merge size."""


def expand(conn: sqlite3.Connection, prefix: str, *, lagging: bool = False) -> Expansion:
    """``prefix*`` for each index; the term dictionary must be current.

    ``lagging``: messages past the dictionary's mark exist; their words are unknown here,
    so ``messages_fts`` also gets FTS5's own prefix (which may miss some of them).
    """
    changed: dict[str, str] = {}  # stem -> the first stored word that stems to it
    for word, stem in sorted(search_vocab.changed_words(conn, prefix)):
        if not stem.startswith(prefix):
            changed.setdefault(stem, word)
    native = quote(prefix) + "*"
    cover = _fts_cover(conn, prefix)
    fts = [native] if cover is None else cover
    fts += [quote(word) for word in changed.values()]
    if lagging and native not in fts:
        fts.append(native)
    # the prefix index answers what messages_fts is asked, or nothing
    side = None if cover is None else _side_cover(conn, prefix)
    if side is not None:
        side += [quote(stem) for stem in changed]
    covered = terms.prefix_docs(conn, prefix) + sum(terms.docs(conn, s) for s in changed)
    return Expansion(fts, side, covered)


def _side_cover(conn: sqlite3.Connection, prefix: str) -> list[str] | None:
    """The terms starting with ``prefix`` on the prefix index, without a merge: a 3 or
    5-character prefix is one doclist, a shorter one the indexed prefixes that extend it
    (and the shorter terms whole), a longer one its terms."""
    n = len(prefix)
    if n in terms.PREFIX_LENGTHS:
        return [quote(prefix) + "*"]
    longer = [k for k in terms.PREFIX_LENGTHS if k > n]
    if longer:
        found = terms.extensions(conn, prefix, min(longer), MAX_EXPANSION)
        if found is None:
            return None
        return [quote(piece) + ("*" if is_prefix else "") for piece, is_prefix in found]
    words = terms.terms_with_prefix(conn, prefix, MAX_EXPANSION)
    return None if words is None else [quote(t) for t in words]


def _fts_cover(conn: sqlite3.Connection, prefix: str) -> list[str] | None:
    """The terms starting with ``prefix`` as ``messages_fts`` reads them back."""
    if stable(conn, [prefix])[0]:
        return [quote(prefix) + "*"]
    return _split(conn, prefix, MAX_EXPANSION)


def _split(conn: sqlite3.Connection, prefix: str, budget: int) -> list[str] | None:
    """``prefix`` (which porter would change) as the term itself, through a word that
    stems to it, and the pieces one character longer, each split again if need be."""
    found = terms.extensions(conn, prefix, len(prefix) + 1, budget)
    if found is None:
        return None
    pieces = [piece for piece, is_prefix in found if is_prefix]
    keeps = dict(zip(pieces, stable(conn, pieces), strict=True))
    out: list[str] = []
    for piece, is_prefix in found:
        if not is_prefix:  # the term `prefix` itself
            out.append(quote(terms.representative(conn, piece)))
        elif keeps[piece]:
            out.append(quote(piece) + "*")
        else:
            deeper = _split(conn, piece, budget - len(out))
            if deeper is None:
                return None
            out += deeper
        if len(out) > budget:
            return None
    return out


# --- whole queries ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Rewrite:
    """A query with its prefixes expanded: ``fts`` for ``messages_fts``; ``side`` for the
    prefix index (None when it cannot answer the query: a phrase needs positions)."""

    fts: str
    side: str | None
    docs: int


@dataclass(frozen=True)
class _Operand:
    text: str
    typed: str
    prefix: bool


def _items(match: str) -> list[str | _Operand] | None:
    """Operators, parentheses and operands of an FTS5 expression; None when unreadable."""
    out: list[str | _Operand] = []
    pos = 0
    while pos < len(match):
        m = _ITEM.match(match, pos)
        if m is None or m.end() == pos:
            return out if not match[pos:].strip() else None
        pos = m.end()
        paren, quoted_, quoted_star, word, word_star = m.groups()
        if paren is not None:
            out.append(paren)
        elif word is not None and word in _OPERATORS:
            out.append(word)
        elif quoted_ is not None:
            out.append(_Operand(quoted_.replace('""', '"'), m.group(0).strip(), bool(quoted_star)))
        else:
            out.append(_Operand(str(word), m.group(0).strip(), bool(word_star)))
    return out


def rewrite(conn: sqlite3.Connection, match: str, *, lagging: bool = False) -> Rewrite | None:
    """``match`` with each prefix expanded (ANDs made explicit: FTS5 reads ``a (b OR c)``
    as a syntax error); None when it holds no prefix to expand."""
    items = _items(match)
    if items is None:
        return None
    operands = [i for i in items if isinstance(i, _Operand)]
    texts = [o.text for o in operands]
    stems = dict(zip(texts, tokens_many(conn, texts), strict=True))
    words = dict(zip(texts, tokens_many(conn, texts, stemmed=False), strict=True))
    fts: list[str] = []
    side: list[str] | None = []
    docs = 0
    expanded = False
    joinable = False  # the last item ends an operand: a following operand needs an AND
    for item in items:
        here: str  # the item for messages_fts
        there: str | None  # the item for the prefix index; None: it cannot answer it
        if item in _OPERATORS or item == ")":
            here, there = str(item), None if item == "NEAR" else str(item)
            joinable = item == ")"
        else:
            if joinable:
                fts.append("AND")
                side = None if side is None else [*side, "AND"]
            joinable = item != "("
            if isinstance(item, str):
                here = there = item
            elif item.prefix and len(words[item.text]) == 1:
                found = expand(conn, words[item.text][0], lagging=lagging)
                docs += found.docs
                expanded = True
                here = _either(found.fts)
                there = None if found.side is None else _either(found.side)
            else:  # as typed: a prefix of several tokens needs positions, so does a phrase
                stemmed = stems[item.text]
                filtered = ":" in item.text and not item.typed.startswith('"')
                solo = not item.prefix and len(stemmed) <= 1 and not filtered
                here = item.typed
                there = _either([quote(t) for t in stemmed]) if solo else None
        fts.append(here)
        side = None if side is None or there is None else [*side, there]
    if not expanded:
        return None
    return Rewrite(" ".join(fts), None if side is None else " ".join(side), docs)
