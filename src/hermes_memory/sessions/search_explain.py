"""The sentence a search result carries: what was searched, how it was ranked, and why it is
empty when it is. The tool and the CLI print it; tests read the enum, people read this.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from hermes_memory.sessions import search_walk
from hermes_memory.sessions.search_plan import filtered_counts
from hermes_memory.sessions.search_types import (
    Explanation,
    Ranking,
    RecencyReason,
    SearchPath,
    SearchResult,
)

if TYPE_CHECKING:
    from hermes_memory.sessions.search import _Run

_RANKING_WORDS = {
    Ranking.BM25: "ranked by relevance (BM25)",
    Ranking.BM25_SESSION: "ranked by relevance (BM25 with session and neighbour context)",
    Ranking.RECENCY: "newest first",
    Ranking.NEWEST: "newest first",
    Ranking.OLDEST: "oldest first",
    Ranking.NONE: "unranked",
}


def explain(result: SearchResult, why: Explanation, run: _Run | None = None) -> SearchResult:
    """Set ``explanation`` (and the filter counts it needs) and write ``message``."""
    result.explanation = why
    if why is Explanation.FILTERED and run is not None and run.match is not None:
        try:
            walk = run.plan_for(run.table, run.match).walk
            result.filtered = filtered_counts(run.target.conn, walk, run.filters, run.extra)
        except Exception:  # the explanation must never turn a search into an error
            result.filtered = None
        if result.filtered is not None and result.filtered.matches == 0:
            # the index still lists messages another program deleted: nothing matches
            result.explanation = why = Explanation.NO_MATCH
    result.message = _message(result)
    return result


def _terms(result: SearchResult) -> str:
    return ", ".join(result.fallback_terms)


def _message(result: SearchResult) -> str:
    why = result.explanation
    if why is Explanation.FOUND:
        return _found(result)
    if why is Explanation.NO_MATCH:
        tail = f", nor any of: {_terms(result)}" if result.fallback_used else ""
        return f"No message matches the query{tail}."
    if why is Explanation.FILTERED:
        counts = result.filtered
        total = result.total_matches or result.fallback_matches
        detail = ""
        if counts is not None:
            parts = [
                f"{n} by {name}"
                for name, n in (
                    ("role", counts.role),
                    ("source", counts.source),
                    ("inactive", counts.inactive),
                )
                if n
            ]
            detail = f" (removed {', '.join(parts)})" if parts else ""
        return f"{total} message(s) match, but the filters removed all of them{detail}."
    if why is Explanation.PAST_END:
        return "The query has hits, but the offset is past the last one."
    if why is Explanation.EMPTY_QUERY:
        return "Nothing to search for: the query is empty once operators and punctuation go."
    if why is Explanation.SYNTAX_ERROR:
        return f"The query could not be read as a search ({result.syntax_error})."
    if why is Explanation.NO_SOURCES:
        return "source_filter is an empty list, which matches no session."
    return "Full-text search is not available in this database."


def _found(result: SearchResult) -> str:
    n = len(result.hits)
    how = _RANKING_WORDS[
        result.ranking if result.strict_hits else (result.fallback_ranking or result.ranking)
    ]
    text = f"{n} hit(s), {how}"
    if result.ranking is Ranking.RECENCY and result.recency_reason is RecencyReason.TOO_MUCH_WORK:
        text += (
            f": ranking its {result.total_matches} matches by relevance would read"
            f" {result.rank_work} index entries, over the limit of {search_walk.RANK_WORK_CAP}"
        )
    elif result.ranking is Ranking.RECENCY and result.strict_hits:
        more = "" if result.total_exact else "more than "
        text += f": the query matches {more}{result.total_matches} messages, too many to rank"
    text += "."
    if result.fallback_used and n > result.strict_hits:
        if result.strict_hits:
            text += f" The first {result.strict_hits} match the query as typed; the rest"
        else:
            text += " No message matches the query as typed; these"
        text += f" match some of: {_terms(result)}."
        if result.dropped_terms:
            text += f" Too common to rank by, left out: {', '.join(result.dropped_terms)}."
    if result.index_lag and result.path is SearchPath.CJK_INDEX:
        text += f" {result.index_lag} message(s) newer than the CJK index were scanned."
    return text
