"""The DISCOVER shape of ``session_search``: title match, FTS, cron demotion, lineage dedupe.

Follows Hermes v17 (spec §8.4): the whole current lineage is excluded (the later rule of
§8.10 that lets compressed ancestors through is not adopted). Beyond Hermes, as extra keys
only: ``search`` says when the engine ranked by recency or fell back to an OR query, and an
empty answer carries ``reason`` and a ``message`` that says why it is empty.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from hermes_memory.sessions import SessionDB
from hermes_memory.sessions.search import (
    Explanation,
    MatchKind,
    Ranking,
    SearchResult,
    fill_details,
)
from hermes_memory.tools.result import to_json, tool_error
from hermes_memory.tools.session_search.views import (
    HIDDEN_SOURCES,
    database_error,
    format_when,
    lineage_root,
    shape_message,
)

logger = logging.getLogger(__name__)

DEFAULT_ROLES = ("user", "assistant")
SCAN_LIMIT = 300
"""FTS rows read before dedupe: enough that interactive hits buried under cron rows survive."""
DEMOTED_SOURCES = ("cron",)
NO_MATCH = "No matching sessions found."


@dataclass
class _Plan:
    """The lineages chosen so far, in result order (a title hit first)."""

    roots: dict[str, dict[str, Any] | None] = field(default_factory=dict)
    results: list[dict[str, Any]] = field(default_factory=list)
    skipped_current: int = 0


def _demote_cron(rows: list[dict[str, Any]]) -> list[tuple[dict[str, Any], bool]]:
    """Rows with whether they came from the OR fallback, cron rows after the others.

    Hits of the query as typed stay ahead of fallback hits; inside each of those groups cron
    sessions go last. sorted() is stable, so relevance (or recency) order survives.
    """
    tagged = [(row, row.get("match") != MatchKind.EXACT.value) for row in rows]
    return sorted(
        tagged,
        key=lambda t: (t[1], 1 if (t[0].get("source") or "") in DEMOTED_SOURCES else 0),
    )


def _title_entry(
    db: SessionDB, query: str, current_root: str | None
) -> tuple[str, dict[str, Any]] | None:
    """A result for a session whose title the query names, or None (database errors raise)."""
    wanted = query.strip().strip("`'\"")
    if not wanted:
        return None
    sid = db.resolve_session_by_title(wanted)
    if not sid:
        return None
    root = lineage_root(db, sid) or sid
    if current_root and root == current_root:
        return None
    meta = db.get_session(root) or db.get_session(sid) or {}
    messages = db.get_messages(sid)
    if meta.get("source") in HIDDEN_SOURCES:
        return None
    anchor = messages[0].get("id") if messages else None
    view: dict[str, Any] = {}
    if anchor is not None:
        view = dict(db.get_anchored_view(sid, anchor, window=5, bookend=3))
    title = meta.get("title") or wanted
    entry: dict[str, Any] = {
        "session_id": sid,
        "when": format_when(meta.get("started_at")),
        "source": meta.get("source") or "unknown",
        "model": meta.get("model") or "unknown",
        "title": title,
        "matched_role": "session_title",
        "match_message_id": anchor,
        "snippet": f"Session title matched: {title}",
        "bookend_start": [shape_message(m) for m in view.get("bookend_start") or []],
        "messages": [shape_message(m, anchor) for m in view.get("window") or []],
        "bookend_end": [shape_message(m) for m in view.get("bookend_end") or []],
        "messages_before": view.get("messages_before", 0),
        "messages_after": view.get("messages_after", 0),
    }
    if root != sid:
        entry["parent_session_id"] = root
    return root, entry


def _hit_entry(db: SessionDB, root: str, row: dict[str, Any]) -> dict[str, Any]:
    """The result for one FTS hit, with its anchored window (database errors raise)."""
    hit_sid = row.get("session_id") or root
    message_id = row.get("id")
    view = db.get_anchored_view(hit_sid, int(message_id or 0), window=5, bookend=3)
    meta = db.get_session(root) or {}
    entry: dict[str, Any] = {
        "session_id": hit_sid,
        "when": format_when(meta.get("started_at") or row.get("session_started")),
        "source": meta.get("source") or row.get("source") or "unknown",
        "model": meta.get("model") or row.get("model") or "unknown",
        "title": meta.get("title") or None,
        "matched_role": row.get("role"),
        "match_message_id": message_id,
        "snippet": row.get("snippet") or "",
        "bookend_start": [shape_message(m) for m in view.get("bookend_start") or []],
        "messages": [shape_message(m, message_id) for m in view.get("window") or []],
        "bookend_end": [shape_message(m) for m in view.get("bookend_end") or []],
        "messages_before": view.get("messages_before", 0),
        "messages_after": view.get("messages_after", 0),
    }
    if root != hit_sid:
        entry["parent_session_id"] = root
    return entry


def run_search(db: SessionDB, query: str, roles: Sequence[str], sort: str | None) -> SearchResult:
    """``SessionDB.search``'s full answer (hits plus how it ranked and why it is empty)."""
    return db.search(
        query,
        role_filter=list(roles),
        exclude_sources=list(HIDDEN_SOURCES),
        limit=SCAN_LIMIT,
        offset=0,
        sort=sort,
        context=False,  # each result gets its own anchored window instead
        snippets=False,  # only the hits shown get one (fill_details), not all 300
    )


def _empty_explanation(
    query: str, result: SearchResult, roles: list[str], plan: _Plan
) -> tuple[str, str]:
    """(reason, sentence) for a discovery that returns nothing."""
    if result.explanation is Explanation.EMPTY_QUERY:
        return (
            "empty_query",
            f"The query {query!r} has no searchable words once FTS5 operators and punctuation "
            "are removed; try plain keywords.",
        )
    if plan.skipped_current:
        return (
            "current_lineage",
            f"{plan.skipped_current} matching message(s) found, all in the current "
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
            detail = " (" + "; ".join(p for p in parts if p) + ")" if any(parts) else ""
        return (
            "filtered",
            f"Messages match, but the role/source filters removed all of them{detail}; widen "
            "role_filter (e.g. 'user,assistant,tool') to include tool output.",
        )
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
) -> str:
    """DISCOVER: the JSON string for a query (spec §8.4 plus our explanation keys)."""
    roles = list(role_filter) if role_filter else list(DEFAULT_ROLES)
    current_root = lineage_root(db, current_session_id) if current_session_id else None
    plan = _Plan()
    try:
        title = _title_entry(db, query, current_root)
        outcome = run_search(db, query, roles, sort)
    except sqlite3.Error as exc:
        return database_error(db, exc, "Search failed")
    except Exception as exc:  # boundary: Hermes's own error text for a failed search
        logger.warning("session search failed: %s", exc, exc_info=True)
        return tool_error(f"Search failed: {exc}")
    if title is not None:
        plan.roots[title[0]] = None
        plan.results.append(title[1])
    rows = _demote_cron(outcome.hits)
    payload: dict[str, Any] = {"success": True, "mode": "discover", "query": query}
    if not rows and not plan.results:
        reason, why = _empty_explanation(query, outcome, roles, plan)
        message = NO_MATCH if reason == "no_hits" else f"{NO_MATCH} {why}"
        payload.update(results=[], count=0, message=message, reason=reason)
        return to_json(_with_note(payload, outcome))
    loose: set[str] = set()  # roots whose kept hit came from the OR fallback
    roots: dict[str, str] = {}  # session id -> lineage root, for this call
    for row, from_fallback in rows:
        if len(plan.roots) >= limit:
            break
        sid = row.get("session_id") or ""
        root = lineage_root(db, sid, roots) or sid
        if (current_root and root == current_root) or (
            current_session_id and sid == current_session_id
        ):
            plan.skipped_current += 1
            continue
        if root not in plan.roots:
            plan.roots[root] = row
            if from_fallback:
                loose.add(root)
    shown = [hit for hit in plan.roots.values() if hit is not None]
    fill_details(db, outcome, shown, context=False)
    for root, hit in plan.roots.items():
        if hit is None:
            continue  # the title hit, already built
        entry = _hit_entry(db, root, hit)
        if root in loose:
            entry["fallback_match"] = True  # matches only some of the words (ours, not Hermes)
        plan.results.append(entry)
    payload.update(results=plan.results, count=len(plan.results), sessions_searched=len(plan.roots))
    if not plan.results:
        reason, why = _empty_explanation(query, outcome, roles, plan)
        payload.update(message=why, reason=reason)
    return to_json(_with_note(payload, outcome))


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
