"""A sanitized search query (FTS5 syntax, as ``sessions/search`` produces it) as a
PostgreSQL condition over ``hm_messages m`` and a rank expression. Pure; no I/O.

Words match the stemmed ``tsv`` column, split as FTS5's unicode61 splits them
(``text_schema``: ``hm_tsquery``); a term of several tokens is a phrase of them, ``word*``
a ``:*`` prefix query, and a term with CJK text
matches the ``cjk`` column (bigrams of each run, single characters) confirmed by an exact
substring test, so one- and two-character words are found and longer ones exactly.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from hermes_memory.sessions.search.query import (
    QueryTerm,
    cjk_runs,
    contains_cjk,
    split_or_groups,
)
from hermes_memory.storage.postgres.text_schema import ALL, PHRASE
from hermes_memory.storage.postgres.unicode61 import lexeme_tokens

INDEXED_TEXT = (
    "(coalesce(m.content, '') || ' ' || coalesce(m.tool_name, '') || ' '"
    " || coalesce(m.tool_calls, ''))"
)
_TSQUERY = "hm_tsquery(%s, '{op}', %s)"
"""A term's words as a tsquery (``text_schema``): the text and whether it ends in a prefix."""


@dataclass
class Compiled:
    """``WHERE`` text and its parameters, and the rank expression and its parameters."""

    where: str
    params: list[Any] = field(default_factory=list)
    rank: str = "0"
    rank_params: list[Any] = field(default_factory=list)
    loose: str | None = None
    """For a query with a phrase: the same query with each phrase read as the AND of its
    words. The GIN index answers it exactly, without reading a row's tsvector; its
    matches are the only rows the phrase check needs to read (``search_run``)."""
    loose_params: list[Any] = field(default_factory=list)


def _lexeme(text: str) -> str:
    return "'" + text.replace("\\", "\\\\").replace("'", "''") + "'"


def cjk_tsquery(run: str) -> str:
    """A run as a tsquery over the CJK column: its bigrams (or the character) ANDed."""
    if len(run) == 1:
        return _lexeme(run)
    return " & ".join(_lexeme(run[k : k + 2]) for k in range(len(run) - 1))


def _word_query(term: QueryTerm) -> tuple[str, list[Any]] | None:
    """The tsquery expression of a term without CJK (None when it holds no word)."""
    found = _word_queries(term)
    return None if found is None else (found[0], found[1])


def _word_queries(term: QueryTerm) -> tuple[str, list[Any], str, list[Any]] | None:
    """The tsquery of a term without CJK and its loose form (word order dropped: what
    the GIN index can answer by itself); None when it holds no word.

    As in FTS5, a term whose text splits into several tokens (``foo_bar``, ``v1.2.3``,
    a quoted phrase) is a phrase of them; ``word*`` makes the last token a prefix."""
    text, prefix = term.text, False
    if not term.phrase and text.endswith("*"):
        text, prefix = text[:-1], True
    tokens = lexeme_tokens(text)
    if not tokens:
        return None
    query, loose = _TSQUERY.format(op=PHRASE), _TSQUERY.format(op=ALL)
    if len(tokens) == 1:
        return query, [text, prefix], query, [text, prefix]
    return query, [text, prefix], loose, [text, prefix]


def _term(term: QueryTerm, out: Compiled) -> tuple[str, list[Any]] | None:
    """One term's condition; positive terms also feed the rank."""
    if contains_cjk(term.text):
        parts: list[str] = []
        params: list[Any] = []
        for run in cjk_runs(term.text):
            parts.append(f"(m.cjk @@ %s::tsquery AND strpos({INDEXED_TEXT}, %s) > 0)")
            params += [cjk_tsquery(run), run]
            if not term.negated:
                out.rank += " + ts_rank(m.cjk, %s::tsquery)"
                out.rank_params.append(cjk_tsquery(run))
        rest = lexeme_tokens("".join(" " if contains_cjk(c) else c for c in term.text))
        for word in rest:
            parts.append(f"m.tsv @@ {_TSQUERY.format(op=ALL)}")
            params += [word, False]
        if not parts:
            return None
        sql = "(" + " AND ".join(parts) + ")"
    else:
        found = _word_query(term)
        if found is None:
            return None
        query, params = found
        sql = f"m.tsv @@ {query}"
        if not term.negated:
            out.rank += f" + ts_rank(m.tsv, {query})"
            out.rank_params += params
    return (f"NOT ({sql})" if term.negated else sql), params


def _one_tsquery(groups: list[list[QueryTerm]]) -> Compiled | None:
    """A query without CJK as one tsquery (``&&``, ``||``, ``!!``): the row's tsvector is
    read once for the match and once for the rank, however many terms there are."""
    ors: list[str] = []
    params: list[Any] = []
    positive: list[str] = []
    positive_params: list[Any] = []
    loose_ors: list[str] | None = []
    loose_params: list[Any] = []
    ordered = False  # a phrase or a prefix of several words: rows must be read to check
    for group in groups:
        ands: list[str] = []
        loose_ands: list[str] = []
        for term in group:
            found = _word_queries(term)
            if found is None:
                continue
            query, term_params, loose, term_loose_params = found
            ands.append(f"!!{query}" if term.negated else query)
            params += term_params
            if not term.negated:
                positive.append(query)
                positive_params += term_params
                # a negated term only removes rows: the loose query may ignore it
                loose_ands.append(loose)
                loose_params += term_loose_params
                ordered = ordered or term_params != term_loose_params or loose != query
        if ands:
            ors.append("(" + " && ".join(ands) + ")")
            if loose_ors is not None and loose_ands:
                loose_ors.append("(" + " && ".join(loose_ands) + ")")
            else:  # a group of negations alone: nothing bounds its matches
                loose_ors = None
    if not ors:
        return None
    rank = f"ts_rank(m.tsv, ({' || '.join(positive)}))" if positive else "0"
    out = Compiled(f"m.tsv @@ ({' || '.join(ors)})", params, rank, positive_params)
    if ordered and loose_ors:
        out.loose, out.loose_params = f"m.tsv @@ ({' || '.join(loose_ors)})", loose_params
    return out


def _joined_prefixes(group: list[QueryTerm]) -> list[QueryTerm]:
    """``"docs.exam"*`` comes as a phrase then a lone ``*``: FTS5 reads it as the phrase
    with its last token a prefix, so the two become one ``docs.exam*`` term."""
    out: list[QueryTerm] = []
    for term in group:
        if term.text == "*" and out and out[-1].phrase and not term.phrase:
            last = out.pop()
            out.append(replace(last, text=last.text + "*", phrase=False))
        else:
            out.append(term)
    return out


def compile_groups(groups: list[list[QueryTerm]]) -> Compiled:
    """OR of groups, each the AND of its terms."""
    groups = [_joined_prefixes(group) for group in groups]
    if not any(contains_cjk(t.text) for g in groups for t in g):
        single = _one_tsquery(groups)
        if single is not None:
            return single
    out = Compiled(where="FALSE")
    ors: list[str] = []
    for group in groups:
        ands: list[str] = []
        for term in group:
            found = _term(term, out)
            if found is not None:
                ands.append(found[0])
                out.params += found[1]
        if ands:
            ors.append("(" + " AND ".join(ands) + ")")
    if ors:
        out.where = "(" + " OR ".join(ors) + ")"
    return out


def compile_query(sanitized: str) -> Compiled:
    """The sanitized query as FTS5 reads it (CJK queries read operators in any case)."""
    return compile_groups(split_or_groups(sanitized, any_case=contains_cjk(sanitized)))
