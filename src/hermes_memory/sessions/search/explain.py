"""The sentence a search result carries: what was searched, how it was ranked, and why it is
empty when it is. The tool and the CLI print it; tests read the enum, people read this.
Every number in it is one the result holds; FTS5's own error text never appears.
"""

from __future__ import annotations

import logging
import re
import sqlite3
from collections.abc import Callable

import hermes_memory.sessions.search.plan as search_plan
import hermes_memory.sessions.search.walk as search_walk
from hermes_memory.sessions.search.types import (
    Explanation,
    FilteredCounts,
    Ranking,
    RecencyReason,
    SearchPath,
    SearchResult,
)

logger = logging.getLogger(__name__)

_RANKING_WORDS = {
    Ranking.BM25: "ranked by relevance (BM25)",
    Ranking.BM25_SESSION: "ranked by relevance (BM25 with session and neighbour context)",
    Ranking.RECENCY: "newest first",
    Ranking.NEWEST: "newest first (message time)",
    Ranking.OLDEST: "oldest first (message time)",
    Ranking.HYBRID: "ranked by relevance (words and meaning combined)",
    Ranking.NONE: "unranked",
}


_NEAR = re.compile(r'near "(.+)"\s*$', re.DOTALL)


def syntax_problem(exc: Exception) -> str:
    """What FTS5 objected to, in words a person or a model can act on (never its raw text)."""
    text = str(exc)
    if text.startswith("no such column"):
        word = text.partition(":")[2].strip()
        return f'"{word}" was read as a column name'
    near = _NEAR.search(text)
    if near is not None:
        return f'an operator or character is out of place near "{near.group(1)}"'
    return "an operator (AND, OR, NOT) or a quote is out of place"


def explain(
    result: SearchResult,
    why: Explanation,
    count_filtered: Callable[[], FilteredCounts | None] | None = None,
) -> SearchResult:
    """Set ``explanation`` (and the filter counts it needs, from ``count_filtered``: the
    run's :meth:`~hermes_memory.sessions.search.engine.SearchRun.filtered_counts`) and write
    ``message``."""
    result.explanation = why
    if why is Explanation.FILTERED and count_filtered is not None:
        try:
            result.filtered = count_filtered()
        except sqlite3.Error as exc:  # the search itself succeeded: explain it less precisely
            logger.warning("counting filtered search matches failed: %s", exc)
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
                    ("time", counts.time),
                )
                if n
            ]
            detail = f" (removed {', '.join(parts)})" if parts else ""
        more = "" if _exact(result) else "more than "
        return f"{more}{total} message(s) match, but the filters removed all of them{detail}."
    if why is Explanation.PAST_END:
        return "The query has hits, but the offset is past the last one."
    if why is Explanation.EMPTY_QUERY:
        return "Nothing to search for: the query is empty once operators and punctuation go."
    if why is Explanation.SYNTAX_ERROR:
        return (
            f"The query could not be read as a search: {result.syntax_error}. Write plain"
            ' words or "quoted phrases"; AND, OR and NOT go between two words.'
        )
    if why is Explanation.NO_SOURCES:
        return "source_filter is an empty list, which matches no session."
    if why is Explanation.EMPTY_WINDOW:
        return "The time window is empty: 'after' is not earlier than 'before'."
    return "Full-text search is not available in this database."


def _exact(result: SearchResult) -> bool:
    return result.total_exact if result.total_matches else result.fallback_exact


def _semantic(result: SearchResult) -> str:
    words = len(result.hits) - result.semantic_hits
    text = f" {words} match words of the query" if words else " None matches a word of the query"
    if result.semantic_hits:
        text += f"; {result.semantic_hits} are near it in meaning only (vectors)"
    if result.vectors_pending:
        text += f"; {result.vectors_pending} newer message(s) are still being embedded"
    return text + "."


def _found(result: SearchResult) -> str:
    n = len(result.hits)
    strict = result.strict_hits > 0 or not result.fallback_used
    ranking = result.ranking if strict else (result.fallback_ranking or result.ranking)
    if result.semantic:
        ranking = Ranking.HYBRID
    text = f"{n} hit(s), {_RANKING_WORDS[ranking]}"
    if ranking is Ranking.RECENCY:
        text += _why_recency(result, strict)
    text += "."
    if result.semantic:
        return text + _semantic(result)
    if result.fallback_used and n > result.strict_hits:
        if result.strict_hits:
            text += f" The first {result.strict_hits} match the query as typed; the rest"
        else:
            text += " No message matches the query as typed; these"
        text += f" match some of: {_terms(result)}."
        if result.dropped_terms:
            text += (
                f" Left out, each matching more than {search_plan.COUNT_CAP:,} messages (too"
                f" common to rank by): {', '.join(result.dropped_terms)}."
            )
    if result.index_lag and result.path is SearchPath.CJK_INDEX:
        text += f" {result.index_lag} message(s) newer than the CJK index were scanned."
    return text


def _why_recency(result: SearchResult, strict: bool) -> str:
    """Why the hits are newest first, with the numbers of the pass that ordered them."""
    if strict:
        reason, work = result.recency_reason, result.rank_work
        limit = result.rank_work_limit
        matches, exact, subject = result.total_matches, result.total_exact, "the query matches"
    else:
        reason, work = result.fallback_recency_reason, result.fallback_rank_work
        limit = result.fallback_rank_work_limit
        matches, exact = result.fallback_matches, result.fallback_exact
        subject = "its terms match"
    more = "" if exact else "more than "
    n = f"{more}{matches:,} message{'' if matches == 1 and exact else 's'}"
    if reason is RecencyReason.TOO_MANY_MATCHES:
        return f": {subject} {n}, and relevance ranking takes at most {search_plan.COUNT_CAP:,}"
    if reason is RecencyReason.TOO_MUCH_WORK:
        return (
            f": ranking its {more}{matches:,} matches by relevance would read {work or 0:,}"
            f" index entries, over the limit of {limit or search_walk.RANK_WORK_CAP:,}"
        )
    if reason is RecencyReason.NO_SCORE:
        return (
            f": {subject} {n}, found by a substring scan or in two"
            " indexes at once, which give no relevance score"
        )
    return ""
