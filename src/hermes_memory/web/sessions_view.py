"""/sessions: the list of stored sessions, or with ``?q=`` a search through ``SessionDB.search``.

Filters are the source and a time window (``after``/``before``: dates or ISO times, local
time); paging is by page number. A bad filter is an explained empty result, never an error
page; an empty result always says why.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping
from dataclasses import asdict, dataclass
from typing import Any

from hermes_memory.errors import SearchArgumentError
from hermes_memory.sessions import SessionDB
from hermes_memory.sessions.encoding import listing_preview
from hermes_memory.sessions.search import Explanation, MatchKind, Ranking
from hermes_memory.sessions.search.time_order import to_epoch
from hermes_memory.web.timefmt import iso, when

PAGE_SIZE = 20
MAX_PAGE = 1000
MAX_QUERY_CHARS = 1000
OPEN, CLOSE = ">>>", "<<<"

RANKING_TEXT = {
    Ranking.BM25: "best matches first (BM25 relevance)",
    Ranking.BM25_SESSION: "best matches first, helped by how well their session matches",
    Ranking.RECENCY: "newest first: too many messages match for relevance to separate them",
    Ranking.NEWEST: "newest first",
    Ranking.OLDEST: "oldest first",
    Ranking.NONE: "",
}
NO_SESSIONS = (
    "No sessions are stored yet. Each conversation an agent has with this home is saved "
    "as a session; `hermes-memory sessions import` brings in history from a file."
)


@dataclass(frozen=True)
class SessionQuery:
    """The page's parameters, checked."""

    q: str = ""
    source: str = ""
    after: str = ""
    before: str = ""
    page: int = 1

    @property
    def offset(self) -> int:
        return (self.page - 1) * PAGE_SIZE


def parse_query(params: Mapping[str, str]) -> tuple[SessionQuery, list[str]]:
    """The query string as a :class:`SessionQuery` and what was wrong with it, if anything."""
    problems: list[str] = []
    q = params.get("q", "").strip()
    if len(q) > MAX_QUERY_CHARS:
        problems.append(f"The query is {len(q):,} characters long; at most {MAX_QUERY_CHARS:,}.")
    raw_page = params.get("page", "1").strip() or "1"
    page = int(raw_page) if raw_page.isdigit() else 0
    if not 1 <= page <= MAX_PAGE:
        problems.append(f"page must be a whole number from 1 to {MAX_PAGE}, not {raw_page!r}.")
        page = 1
    bounds = {name: params.get(name, "").strip() for name in ("after", "before")}
    for name, value in bounds.items():
        if value:
            try:
                to_epoch(value, name)
            except SearchArgumentError as exc:
                problems.append(f"{exc} Use a date like 2026-03-01 or an ISO time.")
                bounds[name] = ""
    query = SessionQuery(q, params.get("source", "").strip(), page=page, **bounds)
    return query, problems


def highlight_parts(snippet: str) -> list[dict[str, Any]]:
    """A snippet cut at its ``>>>``/``<<<`` marks: ``[{"text", "match"}]`` in order."""
    parts: list[dict[str, Any]] = []
    rest = snippet
    while rest:
        start = rest.find(OPEN)
        end = rest.find(CLOSE, start + len(OPEN)) if start >= 0 else -1
        if start < 0 or end < 0:
            parts.append({"text": rest, "match": False})
            break
        if start:
            parts.append({"text": rest[:start], "match": False})
        parts.append({"text": rest[start + len(OPEN) : end], "match": True})
        rest = rest[end + len(CLOSE) :]
    return parts


def match_text(kind: object, fallback_terms: list[str]) -> str:
    """How one hit matched, in words."""
    if kind == MatchKind.EXACT:
        return "matched the query as typed"
    if kind == MatchKind.ANY_WORDS:
        return "matched some of its words: " + ", ".join(fallback_terms)
    if kind == "semantic":
        return "matched by meaning (vector search), not by its words"
    return f"matched ({kind})" if kind else "matched"


def _sources(conn: sqlite3.Connection) -> list[str]:
    return [str(r[0]) for r in conn.execute("SELECT DISTINCT source FROM sessions ORDER BY 1")]


def _titles(db: SessionDB, ids: list[str]) -> dict[str, str]:
    marks = ",".join("?" * len(ids))

    def read(conn: sqlite3.Connection) -> dict[str, str]:
        sql = f"SELECT id, title FROM sessions WHERE id IN ({marks})"
        return {str(r[0]): str(r[1] or "") for r in conn.execute(sql, ids)}

    return db.read(read) if ids else {}


def _search(db: SessionDB, query: SessionQuery) -> dict[str, Any]:
    result = db.search(
        query.q,
        limit=PAGE_SIZE,
        offset=query.offset,
        source_filter=[query.source] if query.source else None,
        after=query.after or None,
        before=query.before or None,
        context=False,
    )
    titles = _titles(db, list(dict.fromkeys(str(h["session_id"]) for h in result.hits)))
    hits = []
    for hit in result.hits:
        snippet = str(hit.get("snippet") or "")
        hits.append(
            {
                "id": hit.get("id"),
                "session_id": hit.get("session_id"),
                "session_title": titles.get(str(hit.get("session_id")), ""),
                "role": hit.get("role"),
                "tool_name": hit.get("tool_name"),
                "source": hit.get("source"),
                "timestamp": iso(hit.get("timestamp")),
                "when": when(hit.get("timestamp")),
                "match": str(hit.get("match") or ""),
                "how": match_text(hit.get("match"), result.fallback_terms),
                "snippet": snippet,
                "snippet_parts": highlight_parts(snippet),
            }
        )
    found = result.explanation is Explanation.FOUND
    return {
        "mode": "search",
        "hits": hits,
        "total_matches": result.total_matches,
        "total_exact": result.total_exact,
        "fallback_matches": result.fallback_matches,
        "ranking": result.ranking.value,
        "ranking_text": RANKING_TEXT.get(result.ranking, ""),
        "fallback_used": result.fallback_used,
        "fallback_terms": list(result.fallback_terms),
        "explanation": result.explanation.value,
        "empty_reason": "" if found and hits else (result.message or "Nothing matched."),
        "has_next": len(hits) == PAGE_SIZE,
    }


def _list(db: SessionDB, query: SessionQuery) -> dict[str, Any]:
    where: list[str] = []
    params: list[Any] = []
    if query.source:
        where.append("s.source = ?")
        params.append(query.source)
    if query.after:
        where.append("s.started_at >= ?")
        params.append(to_epoch(query.after, "after"))
    if query.before:
        where.append("s.started_at < ?")
        params.append(to_epoch(query.before, "before"))
    clause = f" WHERE {' AND '.join(where)}" if where else ""

    def read(conn: sqlite3.Connection) -> tuple[int, int, list[dict[str, Any]]]:
        everything = int(conn.execute("SELECT count(*) FROM sessions").fetchone()[0])
        total = int(conn.execute(f"SELECT count(*) FROM sessions s{clause}", params).fetchone()[0])
        rows = conn.execute(
            "SELECT s.id, s.title, s.source, s.started_at, s.ended_at, s.end_reason,"
            f" s.message_count, s.parent_session_id FROM sessions s{clause}"
            " ORDER BY s.started_at DESC, s.id DESC LIMIT ? OFFSET ?",
            [*params, PAGE_SIZE, query.offset],
        ).fetchall()
        out = []
        for row in rows:
            first = conn.execute(
                "SELECT content FROM messages WHERE session_id = ? AND role = 'user'"
                " AND content IS NOT NULL ORDER BY id LIMIT 1",
                (row["id"],),
            ).fetchone()
            item = dict(row)
            item["preview"] = listing_preview(first[0] if first else None)
            item["when"] = when(row["started_at"])
            item["started_at"] = iso(row["started_at"])
            item["ended_at"] = iso(row["ended_at"])
            out.append(item)
        return everything, total, out

    everything, total, sessions = db.read(read)
    reason = ""
    if not everything:
        reason = NO_SESSIONS
    elif not total:
        reason = (
            f"None of the {everything:,} stored sessions matches these filters "
            "(source, and start time within the window); clear them to see every session."
        )
    elif not sessions:
        last = (total + PAGE_SIZE - 1) // PAGE_SIZE
        reason = f"Page {query.page} is past the last page ({last})."
    return {
        "mode": "list",
        "sessions": sessions,
        "total": total,
        "pages": max(1, (total + PAGE_SIZE - 1) // PAGE_SIZE),
        "has_next": query.offset + len(sessions) < total,
        "empty_reason": reason,
    }


def sessions_page(
    db: SessionDB | None, query: SessionQuery, problems: list[str], no_db: str
) -> dict[str, Any]:
    """The list or the search, with the filters echoed back and the sources to pick from."""
    base: dict[str, Any] = {
        "query": asdict(query),
        "problems": problems,
        "page_size": PAGE_SIZE,
        "sources": [],
    }
    if db is None:
        return {**base, "mode": "list", "sessions": [], "has_next": False, "empty_reason": no_db}
    base["sources"] = db.read(_sources)
    if problems:
        reason = "Nothing was searched: " + " ".join(problems)
        return {
            **base,
            "mode": "search" if query.q else "list",
            "hits": [],
            "sessions": [],
            "has_next": False,
            "empty_reason": reason,
        }
    found = _search(db, query) if query.q else _list(db, query)
    return {**base, **found}
