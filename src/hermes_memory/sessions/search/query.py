"""Search queries as structure: the boolean shape of a sanitized query, the meaningful
terms of a question typed in plain words, and the FTS5 / CJK-index query strings built from
them. Pure functions, no I/O, linear in the query length. The characters, stop words,
escaping and the sanitizer itself live in ``text``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from hermes_memory.sessions.search.text import (
    CJK_RUN,
    MAX_FTS5_QUERY_CHARS,
    OPERATORS,
    STOP_WORDS,
    QueryDialect,
    _set_aside_phrases,
    contains_cjk,
    count_cjk,
    fts_quote,
    is_cjk_char,
    sanitize_fts_query,
    sanitize_query,
)

__all__ = [
    "MAX_FTS5_QUERY_CHARS",
    "OPERATORS",
    "RUN_SEPARATOR",
    "STOP_WORDS",
    "QueryDialect",
    "QueryTerm",
    "cjk_index_columns",
    "cjk_run_match",
    "cjk_runs",
    "contains_cjk",
    "count_cjk",
    "fts_quote",
    "has_operators",
    "has_search_terms",
    "is_cjk_char",
    "meaningful_terms",
    "operand_count",
    "or_query",
    "sanitize_fts_query",
    "sanitize_query",
    "split_or_groups",
    "term_match",
]


# --- CJK ------------------------------------------------------------------------------------


def cjk_runs(text: str) -> list[str]:
    """The maximal runs of CJK characters, in order."""
    return CJK_RUN.findall(text)


def cjk_fallback_pieces(terms: list[QueryTerm]) -> list[str]:
    """What a CJK question's any-words fallback ORs: every bigram of each CJK run (a lone
    character as itself); a quoted CJK word stays whole, as the user asked for exactly it."""
    pieces: dict[str, None] = {}
    for term in terms:
        if term.negated:
            continue
        runs = cjk_runs(term.text)
        if term.phrase and runs == [term.text]:
            pieces.setdefault(term.text)
            continue
        for run in runs:
            if len(run) == 1:
                pieces.setdefault(run)
            for k in range(len(run) - 1):
                pieces.setdefault(run[k : k + 2])
    return list(pieces)


RUN_SEPARATOR = "0"
"""Token written between two runs in the bigram column, so a phrase never spans runs."""


def cjk_index_columns(text: str) -> tuple[str, str] | None:
    """The two columns of the CJK index for one message text, or None without CJK.

    ``bi``: each run as its overlapping bigrams (a one-character run as itself), runs
    separated by :data:`RUN_SEPARATOR`; ``uni``: the distinct characters. The index uses
    the FTS5 ``ascii`` tokenizer, so every non-ASCII character is part of a token and the
    space-separated pieces are indexed exactly as written.
    """
    runs = cjk_runs(text)
    if not runs:
        return None
    pieces: list[str] = []
    seen: dict[str, None] = {}
    for run in runs:
        if pieces:
            pieces.append(RUN_SEPARATOR)
        if len(run) == 1:
            pieces.append(run)
        else:
            pieces.extend(run[k : k + 2] for k in range(len(run) - 1))
        seen.update(dict.fromkeys(run))
    return " ".join(pieces), " ".join(seen)


def cjk_run_match(run: str) -> str:
    """FTS5 expression over the CJK index matching ``run`` as an exact substring."""
    if len(run) == 1:
        return f'uni : "{run}"'
    bigrams = " ".join(run[k : k + 2] for k in range(len(run) - 1))
    return f'bi : "{bigrams}"'


# --- the boolean shape of a query -------------------------------------------------------------


@dataclass(frozen=True)
class QueryTerm:
    """One operand of a query: a word, a quoted phrase (quotes removed) or a prefix."""

    text: str
    negated: bool = False
    phrase: bool = False


_OPERAND = re.compile(r'"[^"]*"|[^\s"]+|"')


def split_or_groups(sanitized: str, *, any_case: bool = True) -> list[list[QueryTerm]]:
    """Read a sanitized query as FTS5 does: OR-separated groups of ANDed terms.

    ``NOT x`` (binary in FTS5) marks ``x`` negated. With ``any_case`` operators are
    recognised in any case, as Hermes's CJK path does (``sp_new and 血管瘤`` is an AND);
    without it only upper case, as FTS5 itself reads them. A group left with no positive
    term is dropped.
    """
    groups: list[list[QueryTerm]] = [[]]
    negate = False
    for match in _OPERAND.finditer(sanitized):
        token = match.group(0)
        upper = token.upper() if any_case else token
        if upper == "OR":
            groups.append([])
            negate = False
        elif upper == "AND":
            continue
        elif upper == "NOT":
            negate = True
        elif token == '"':
            continue
        else:
            phrase = len(token) >= 2 and token[0] == '"' and token[-1] == '"'
            text = token[1:-1] if phrase else token
            if text.strip():
                groups[-1].append(QueryTerm(text, negated=negate, phrase=phrase))
            negate = False
    return [g for g in groups if any(not t.negated for t in g)]


def has_operators(sanitized: str, *, any_case: bool) -> bool:
    """True when the user wrote ``AND``, ``OR`` or ``NOT`` themselves: the query then means
    exactly what it says, and no looser search may be added to it. ``any_case`` as in
    :func:`split_or_groups` (the CJK path reads ``or`` as OR; FTS5 reads it as a word)."""
    for match in _OPERAND.finditer(sanitized):
        token = match.group(0)
        if (token.upper() if any_case else token) in OPERATORS:
            return True
    return False


def operand_count(sanitized: str) -> int:
    """How many words and phrases a sanitized query ANDs or ORs (operators not counted)."""
    return sum(len(group) for group in split_or_groups(sanitized, any_case=False))


def has_search_terms(sanitized: str) -> bool:
    """True when a sanitized query holds a term with a letter or digit to look for; ``""``,
    ``"?"``, ``___`` or a lone operator hold none (FTS5 would find nothing, or fail)."""
    return any(
        any(c.isalnum() for c in term.text)
        for group in split_or_groups(sanitized, any_case=False)
        for term in group
        if not term.negated
    )


# --- questions in plain words: the fallback's terms ---------------------------------------

_WORD_RUN = re.compile(r"\w+")
_TERM = re.compile("\x00(\\d+)\x00|(\\w+(?:[._-]\\w+)*)(\\*?)")


def meaningful_terms(query: str) -> list[QueryTerm]:
    """The terms worth searching for in a question typed in plain words.

    Quoted phrases are kept whole; other text is split into word tokens (identifiers such as
    ``chat-send`` or ``P2.2`` stay one token, ``deploy*`` stays a prefix); operators, stop
    words and single letters are dropped, and so is the operand of an upper-case ``NOT``;
    names and numbers are kept. First occurrence wins;
    case is ignored for de-duplication (FTS5 folds case anyway).
    """
    text, phrases = _set_aside_phrases(query[:MAX_FTS5_QUERY_CHARS].replace("\x00", " "))
    terms: list[QueryTerm] = []
    seen: set[str] = set()
    negate = False
    for match in _TERM.finditer(text):
        if negate:  # "NOT x": x is what the user does not want, never a term to OR in
            negate = False
            continue
        if match.group(2) == "NOT":
            negate = True
            continue
        if match.group(1) is not None:
            phrase = " ".join(phrases[int(match.group(1))][1:-1].split())
            key = phrase.lower()
            if _WORD_RUN.search(phrase) and key not in seen:
                seen.add(key)
                terms.append(QueryTerm(phrase, phrase=True))
            continue
        word, star = match.group(2), match.group(3)
        key = word.lower()
        if key in seen or word.upper() in OPERATORS or key in STOP_WORDS:
            continue
        if len(word) == 1 and not word.isdigit() and not is_cjk_char(word):
            continue
        seen.add(key)
        terms.append(QueryTerm(word + star))
    return terms


def term_match(term: QueryTerm) -> str:
    """One term as an FTS5 operand: a quoted string, with the prefix star kept outside."""
    if term.text.endswith("*") and not term.phrase:
        return fts_quote(term.text[:-1]) + "*"
    return fts_quote(term.text)


def or_query(terms: list[QueryTerm]) -> str:
    """``"a" OR "b" OR "c d"``: the ranked OR the fallback runs."""
    return " OR ".join(term_match(t) for t in terms)
