"""The DISCOVER shape of ``session_search``: Hermes's JSON for a ``Discovery``.

``hermes_memory.sessions.search.discover_sessions`` finds the sessions (title match, FTS,
cron demotion, lineage dedupe; spec §8.4); this module renders them. Beyond Hermes, as extra
keys only: ``search`` says when the engine ranked by recency or fell back to an OR query, and
an empty answer carries ``reason`` and a ``message`` that says why it is empty.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Sequence
from typing import Any

from hermes_memory.errors import SearchArgumentError
from hermes_memory.sessions import SessionDB
from hermes_memory.sessions.search import (
    DiscoveredSession,
    Explanation,
    Ranking,
    SearchFilters,
    SearchResult,
    discover_sessions,
)
from hermes_memory.tools.session_search.views import database_problem, format_when, shape_message

logger = logging.getLogger(__name__)

NO_MATCH = "No matching sessions found."
TITLE_ROLE = "session_title"
"""``matched_role`` of a session found by its title rather than by a message."""


def _entry(found: DiscoveredSession) -> dict[str, Any]:
    """One result of the DISCOVER shape."""
    anchor = found.match_message_id
    entry: dict[str, Any] = {
        "session_id": found.session_id,
        "when": format_when(found.started_at),
        "source": found.source or "unknown",
        "model": found.model or "unknown",
        "title": found.title,
        "matched_role": TITLE_ROLE if found.by_title else found.matched_role,
        "match_message_id": anchor,
        "snippet": f"Session title matched: {found.title}" if found.by_title else found.snippet,
        "bookend_start": [shape_message(m) for m in found.bookend_start],
        "messages": [shape_message(m, anchor) for m in found.messages],
        "bookend_end": [shape_message(m) for m in found.bookend_end],
        "messages_before": found.messages_before,
        "messages_after": found.messages_after,
    }
    if found.root_id != found.session_id:
        entry["parent_session_id"] = found.root_id
    if found.fallback_match:
        entry["fallback_match"] = True  # matches only some of the words (ours, not Hermes)
    return entry


def _empty_explanation(
    query: str, result: SearchResult, roles: Sequence[str], skipped_current: int
) -> tuple[str, str]:
    """(reason, sentence) for a discovery that returns nothing."""
    if result.explanation is Explanation.EMPTY_QUERY:
        return (
            "empty_query",
            f"The query {query!r} has no searchable words once FTS5 operators and punctuation "
            "are removed; try plain keywords.",
        )
    if skipped_current:
        return (
            "current_lineage",
            f"{skipped_current} matching message(s) found, all in the current "
            "conversation's lineage (already in your context); no other session matches.",
        )
    if result.explanation is Explanation.FILTERED:
        counts = result.filtered
        detail = ""
        if counts is not None:
            parts = [
                f"{counts.role} only in roles other than {', '.join(roles)}" if counts.role else "",
                f"{counts.source} only in hidden subagent/tool sessions" if counts.source else "",
                f"{counts.inactive} only in rewound messages" if counts.inactive else "",
            ]
            parts.append(f"{counts.time} only outside the time window" if counts.time else "")
            detail = " (" + "; ".join(p for p in parts if p) + ")" if any(parts) else ""
        return (
            "filtered",
            f"Messages match, but the role/source/time filters removed all of them{detail}; "
            "widen role_filter (e.g. 'user,assistant,tool') to include tool output, or widen "
            "or drop the time window and source.",
        )
    if result.explanation is Explanation.EMPTY_WINDOW:
        return "empty_window", "after is not earlier than before: no time is inside the window."
    if result.explanation is Explanation.SYNTAX_ERROR:
        return "syntax_error", result.message
    if result.explanation is Explanation.UNAVAILABLE:
        return "unavailable", "Full-text search is not available for this database."
    return "no_hits", "No message in the history contains these words."


def discover(
    db: SessionDB,
    query: str,
    role_filter: list[str] | None,
    limit: int,
    sort: str | None,
    current_session_id: str | None,
    filters: SearchFilters | None = None,
) -> dict[str, Any]:
    """DISCOVER: the answer for a query (spec §8.4 plus our explanation keys)."""
    try:
        found = discover_sessions(
            db,
            query,
            roles=role_filter,
            limit=limit,
            sort=sort,
            current_session_id=current_session_id,
            filters=filters,
        )
    except sqlite3.Error as exc:
        return database_problem(db, exc, "Search failed")
    except SearchArgumentError as exc:  # a bad bound: the caller's mistake, said plainly
        return {"error": str(exc), "success": False}
    except Exception as exc:  # boundary: Hermes's own error text for a failed search
        logger.warning("session search failed: %s", exc, exc_info=True)
        return {"error": f"Search failed: {exc}", "success": False}
    outcome = found.outcome
    payload: dict[str, Any] = {"success": True, "mode": "discover", "query": query}
    if not outcome.hits and not found.sessions:
        reason, why = _empty_explanation(query, outcome, found.roles, found.skipped_current)
        message = NO_MATCH if reason == "no_hits" else f"{NO_MATCH} {why}"
        payload.update(results=[], count=0, message=message, reason=reason)
        return _with_note(payload, outcome)
    results = [_entry(s) for s in found.sessions]
    payload.update(results=results, count=len(results), sessions_searched=len(results))
    if not results:
        reason, why = _empty_explanation(query, outcome, found.roles, found.skipped_current)
        payload.update(message=why, reason=reason)
    return _with_note(payload, outcome)


def _with_note(payload: dict[str, Any], outcome: SearchResult) -> dict[str, Any]:
    """Add ``search`` when the engine ranked by recency on its own or fell back to OR."""
    filled = outcome.fallback_used and len(outcome.hits) > outcome.strict_hits
    if filled or outcome.ranking is Ranking.RECENCY:
        note: dict[str, Any] = {
            "ranking": outcome.ranking.value,
            "fallback": filled,
            "total_matches": outcome.total_matches,
        }
        if filled:
            note["terms"] = list(outcome.fallback_terms)
            note["fallback_matches"] = outcome.fallback_matches
            if outcome.fallback_ranking is not None:
                note["fallback_ranking"] = outcome.fallback_ranking.value
            note["strict_hits"] = outcome.strict_hits
        if outcome.message:
            note["note"] = outcome.message
        payload["search"] = note
    return payload
