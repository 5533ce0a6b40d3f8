"""Query text for the fact store: the OR-of-terms FTS5 query, the Jaccard tokeniser and CJK
helpers.

Pure functions, no SQL. :func:`fts_or_query` turns any user text into an FTS5 expression
that can never be a syntax error; the tokeniser gives the token sets the retriever compares.
The CJK ranges, stop words and LIKE escaping are the session store's search text
(``hermes_memory.sessions.search``), so both stores read text the same way.
"""

from __future__ import annotations

import re

from hermes_memory.sessions.search import CJK_CLASS, STOP_WORDS, escape_like

EDGE_PUNCTUATION = ".,;:!?\"'()[]{}#@<>"
# Characters with a meaning in FTS5 query syntax, deleted from inside a token.
_FTS_SPECIALS = re.compile(r"[\"()*^:\-+]")
_SPLIT_INNER = re.compile(r"[/=]")
CJK_RUN = re.compile(f"[{CJK_CLASS}]+")
_CJK_OR_OTHER = re.compile(f"[{CJK_CLASS}]+|[^{CJK_CLASS}]+")
MAX_QUERY_TERMS = 64
MAX_LIKE_TERMS = 12

STOPWORDS = STOP_WORDS


def _quote(term: str) -> str:
    return '"' + term.replace('"', "") + '"'


def fts_terms(query: str) -> list[str]:
    """The quoted FTS5 terms of ``query`` (possibly none), deduplicated, in query order.

    Each whitespace token is lowercased and edge-stripped; FTS5 specials inside it are
    deleted (``length-probe`` -> ``lengthprobe``). A token that had specials also yields its
    parts as one phrase (``"length probe"``), which is what unicode61 indexed for the text
    ``length-probe``. Stopwords and tokens shorter than two characters are dropped.
    """
    terms: list[str] = []
    seen: set[str] = set()

    def _add(term: str) -> None:
        if term and term not in seen and len(terms) < MAX_QUERY_TERMS:
            seen.add(term)
            terms.append(_quote(term))

    for raw in (query or "").lower().split():
        token = raw.strip(EDGE_PUNCTUATION)
        joined = _FTS_SPECIALS.sub("", token)
        if len(joined) < 2 or joined in STOPWORDS:
            continue
        _add(joined)
        if joined != token:
            parts = [p for p in re.split(r"[\"()*^:\-+]+", token) if p]
            if len(parts) > 1:
                _add(" ".join(parts))
    return terms


def fts_or_query(query: str) -> str:
    """An FTS5 MATCH expression for ``query``: surviving terms OR-joined.

    Empty input gives ``""``. When no term survives (``"the and of"``) the raw query is
    returned: it may match nothing, and callers treat a MATCH error as no hits.
    """
    if not query or not query.strip():
        return ""
    terms = fts_terms(query)
    return " OR ".join(terms) if terms else query


def cjk_like_terms(query: str) -> list[str]:
    """Substrings to look for with LIKE, for CJK runs that unicode61 cannot split.

    unicode61 indexes a whole CJK run as one token, so a word inside a sentence is only
    reachable by substring: a short run (up to 3 characters) is used as is, a longer run
    contributes its character bigrams.
    """
    terms: list[str] = []
    for run in CJK_RUN.findall(query or ""):
        pieces = [run] if len(run) <= 3 else [run[i : i + 2] for i in range(len(run) - 1)]
        for piece in pieces:
            if piece not in terms:
                terms.append(piece)
    return terms[:MAX_LIKE_TERMS]


def tokenize(text: str) -> set[str]:
    """The Jaccard token set: lowercased words, edge punctuation stripped, latin runs split
    on ``/`` and ``=``, CJK runs as character bigrams (a lone character as itself)."""
    tokens: set[str] = set()
    for raw in (text or "").lower().split():
        token = raw.strip(EDGE_PUNCTUATION)
        for segment in _CJK_OR_OTHER.findall(token):
            if CJK_RUN.fullmatch(segment):
                if len(segment) == 1:
                    tokens.add(segment)
                else:
                    tokens.update(segment[i : i + 2] for i in range(len(segment) - 1))
            else:
                tokens.update(part for part in _SPLIT_INNER.split(segment) if part)
    return tokens


def jaccard(a: set[str], b: set[str]) -> float:
    """|A ∩ B| / |A ∪ B|, 0.0 when either side is empty."""
    if not a or not b:
        return 0.0
    return len(a & b) / len(a | b)


__all__ = [
    "CJK_RUN",
    "EDGE_PUNCTUATION",
    "MAX_LIKE_TERMS",
    "MAX_QUERY_TERMS",
    "STOPWORDS",
    "cjk_like_terms",
    "escape_like",
    "fts_or_query",
    "fts_terms",
    "jaccard",
    "tokenize",
]
