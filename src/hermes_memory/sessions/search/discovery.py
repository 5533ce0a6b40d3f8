"""DISCOVER: a query → the sessions it names, each with its best hit and the window around it.

Follows Hermes v17 (spec §8.4): a session whose title the query names comes first, then
message hits with cron sessions after the others, one per lineage, the caller's whole
lineage left out (the later §8.10 rule that lets compressed ancestors through is not
adopted). Returns a ``Discovery``; the search's own explanation rides along in ``outcome``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from hermes_memory.sessions.search.context import fill_details
from hermes_memory.sessions.search.filters import SearchFilters
from hermes_memory.sessions.search.session_records import (
    HIDDEN_SOURCES,
    SessionMessage,
    lineage_root,
    messages_of,
)
from hermes_memory.sessions.search.types import MatchKind, Ranking, SearchResult

DEFAULT_ROLES = ("user", "assistant")
SCAN_LIMIT = 300
"""FTS rows read before dedupe: enough that interactive hits buried under cron rows survive."""
DEMOTED_SOURCES = ("cron",)
WINDOW = 5
BOOKEND = 3


@dataclass(frozen=True)
class DiscoveredSession:
    """One session found by a query: its best hit (or its title) and the window around it.

    ``session_id`` is the session holding the hit; ``root_id`` the top of its lineage (the
    same id for a top-level session). ``by_title`` marks a title match, whose anchor is the
    session's first message and which has no ``matched_role`` or ``snippet``.
    """

    session_id: str
    root_id: str
    started_at: Any
    source: str | None
    model: str | None
    title: str | None
    by_title: bool
    matched_role: str | None
    match_message_id: int | None
    snippet: str
    bookend_start: tuple[SessionMessage, ...]
    messages: tuple[SessionMessage, ...]
    bookend_end: tuple[SessionMessage, ...]
    messages_before: int
    messages_after: int
    fallback_match: bool = False
    """The hit matches only some of the query's words (the engine's OR fallback)."""


@dataclass(frozen=True)
class Discovery:
    """What a query found, session by session, and how the search behind it went."""

    query: str
    roles: tuple[str, ...]
    sessions: tuple[DiscoveredSession, ...]
    outcome: SearchResult
    skipped_current: int
    """Hits left out because they sit in the caller's own lineage."""


@dataclass
class _Plan:
    """The lineages chosen so far, in result order (a title hit first)."""

    roots: dict[str, dict[str, Any] | None] = field(default_factory=dict)
    found: list[DiscoveredSession] = field(default_factory=list)
    skipped_current: int = 0


def _demote_cron(
    rows: list[dict[str, Any]], fused: bool = False
) -> list[tuple[dict[str, Any], bool]]:
    """Rows with whether they came from the OR fallback (or vectors), cron rows after the
    others.

    Hits of the query as typed stay ahead of fallback hits (unless ``fused``: the hybrid
    order already weighs how each matched); inside each of those groups cron sessions go
    last. sorted() is stable, so relevance (or recency) order survives.
    """
    tagged = [(row, row.get("match") != MatchKind.EXACT.value) for row in rows]
    return sorted(
        tagged,
        key=lambda t: (
            False if fused else t[1],
            1 if (t[0].get("source") or "") in DEMOTED_SOURCES else 0,
        ),
    )


def _title_match(db: Any, query: str, current_root: str | None) -> DiscoveredSession | None:
    """The session whose title the query names, or None (database errors raise)."""
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
    rows = db.get_messages(sid)
    if meta.get("source") in HIDDEN_SOURCES:
        return None
    anchor = rows[0].get("id") if rows else None
    view: dict[str, Any] = {}
    if anchor is not None:
        view = dict(db.get_anchored_view(sid, anchor, window=WINDOW, bookend=BOOKEND))
    return DiscoveredSession(
        session_id=sid,
        root_id=root,
        started_at=meta.get("started_at"),
        source=meta.get("source"),
        model=meta.get("model"),
        title=meta.get("title") or wanted,
        by_title=True,
        matched_role=None,
        match_message_id=anchor,
        snippet="",
        bookend_start=messages_of(view.get("bookend_start")),
        messages=messages_of(view.get("window")),
        bookend_end=messages_of(view.get("bookend_end")),
        messages_before=int(view.get("messages_before", 0)),
        messages_after=int(view.get("messages_after", 0)),
    )


def _hit_session(db: Any, root: str, row: dict[str, Any], loose: bool) -> DiscoveredSession:
    """The session of one FTS hit, with its anchored window (database errors raise)."""
    hit_sid = row.get("session_id") or root
    message_id = row.get("id")
    view = db.get_anchored_view(hit_sid, int(message_id or 0), window=WINDOW, bookend=BOOKEND)
    meta = db.get_session(root) or {}
    return DiscoveredSession(
        session_id=hit_sid,
        root_id=root,
        started_at=meta.get("started_at") or row.get("session_started"),
        source=meta.get("source") or row.get("source"),
        model=meta.get("model") or row.get("model"),
        title=meta.get("title") or None,
        by_title=False,
        matched_role=row.get("role"),
        match_message_id=message_id,
        snippet=row.get("snippet") or "",
        bookend_start=messages_of(view.get("bookend_start")),
        messages=messages_of(view.get("window")),
        bookend_end=messages_of(view.get("bookend_end")),
        messages_before=int(view.get("messages_before", 0)),
        messages_after=int(view.get("messages_after", 0)),
        fallback_match=loose,
    )


def _run_search(
    db: Any, query: str, roles: Sequence[str], sort: str | None, filters: SearchFilters
) -> SearchResult:
    """``SessionDB.search``'s full answer (hits plus how it ranked and why it is empty)."""
    result: SearchResult = db.search(
        query,
        role_filter=list(roles),
        source_filter=list(filters.sources) if filters.sources else None,
        after=filters.after,
        before=filters.before,
        exclude_sources=list(HIDDEN_SOURCES),
        limit=SCAN_LIMIT,
        offset=0,
        sort=sort,
        context=False,  # each session gets its own anchored window instead
        snippets=False,  # only the hits shown get one (fill_details), not all 300
    )
    return result


def discover_sessions(
    db: Any,
    query: str,
    *,
    roles: Sequence[str] | None = None,
    limit: int = 3,
    sort: str | None = None,
    current_session_id: str | None = None,
    filters: SearchFilters | None = None,
) -> Discovery:
    """Up to ``limit`` sessions matching ``query`` (roles default to user and assistant).

    ``sort`` is ``"newest"``/``"oldest"`` or None (relevance). ``filters`` keeps messages
    of some sources and inside a time window (a title match must fit them too). Database
    errors raise; a bound that is not a time raises ``SearchArgumentError``.
    """
    wanted = tuple(roles) if roles else DEFAULT_ROLES
    limits = filters or SearchFilters()
    current_root = lineage_root(db, current_session_id) if current_session_id else None
    plan = _Plan()
    title = _title_match(db, query, current_root)
    if title is not None and not limits.admits(title.source, title.started_at):
        title = None
    outcome = _run_search(db, query, wanted, sort, limits)
    if title is not None:
        plan.roots[title.root_id] = None
        plan.found.append(title)
    loose: set[str] = set()  # roots whose kept hit came from the OR fallback
    roots: dict[str, str] = {}  # session id -> lineage root, for this call
    for row, from_fallback in _demote_cron(outcome.hits, outcome.ranking is Ranking.HYBRID):
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
    if shown:
        fill_details(db, outcome, shown, context=False)
    for root, hit in plan.roots.items():
        if hit is not None:  # None is the title match, already built
            plan.found.append(_hit_session(db, root, hit, root in loose))
    return Discovery(
        query=query,
        roles=wanted,
        sessions=tuple(plan.found),
        outcome=outcome,
        skipped_current=plan.skipped_current,
    )
