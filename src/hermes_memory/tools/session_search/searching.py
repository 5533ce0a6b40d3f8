"""DISCOVER with the project's extras: time and source filters, expansion, summaries.

Resolves the window (explicit ``after``/``before`` win over a time phrase in the query), lists
the window's sessions when the query was only a time phrase, runs the discovery, fuses the
discoveries of expanded queries with it when expansion is on, and adds query-focused
summaries when asked. Each extra explains itself in the answer.
"""

from __future__ import annotations

from typing import Any

from hermes_memory.errors import SearchArgumentError
from hermes_memory.sessions import SessionDB
from hermes_memory.sessions.search import SearchFilters
from hermes_memory.tools.result import to_json, tool_error
from hermes_memory.tools.session_search.discover import discover
from hermes_memory.tools.session_search.expansion import expand_question, fuse_ranked
from hermes_memory.tools.session_search.options import RecallOptions
from hermes_memory.tools.session_search.summaries import add_summaries
from hermes_memory.tools.session_search.time_filters import annotate, resolve_query
from hermes_memory.tools.session_search.views import browse_payload

ONLY_TIME = (
    "The query named only a time ({phrase!r}), so this lists the sessions active in that "
    "window; add words to search inside it."
)


def search_sessions(
    db: SessionDB,
    query: str,
    roles: list[str] | None,
    size: int,
    sort: str | None,
    current_session_id: str | None,
    *,
    after: Any = None,
    before: Any = None,
    source: Any = None,
    options: RecallOptions | None = None,
) -> str:
    """The JSON answer for a discovery call (a blank query with filters browses them)."""
    opts = options or RecallOptions()
    try:
        resolved = resolve_query(query, after, before, source, opts.clock)
    except SearchArgumentError as exc:
        return tool_error(str(exc))
    terms = resolved.terms.strip()
    if not terms:
        payload = browse_payload(db, size, current_session_id, resolved.filters)
        if payload.get("success") and query.strip() and resolved.window:
            phrase = resolved.window.get("phrase") or resolved.window.get("ignored_phrase")
            payload["query"] = query
            payload["message"] = ONLY_TIME.format(phrase=phrase) + " " + payload["message"]
        return to_json(annotate(payload, resolved))
    payload = discover(db, terms, roles, size, sort, current_session_id, resolved.filters)
    if payload.get("success") and opts.expand:
        payload = _with_expansions(
            db, payload, terms, (roles, size, sort, current_session_id), resolved.filters, opts
        )
    if payload.get("success") and opts.summarize:
        payload = add_summaries(db, payload, terms, opts)
    if payload.get("success") and terms != query.strip():
        payload["query"] = query
        payload["search_terms"] = terms
    if opts.config_note and payload.get("success"):
        payload["config_note"] = opts.config_note
    return to_json(annotate(payload, resolved))


def _key(entry: dict[str, Any]) -> str:
    return str(entry.get("parent_session_id") or entry.get("session_id"))


def _with_expansions(
    db: SessionDB,
    payload: dict[str, Any],
    terms: str,
    call: tuple[list[str] | None, int, str | None, str | None],
    filters: SearchFilters,
    opts: RecallOptions,
) -> dict[str, Any]:
    """Fuse the discoveries of the expanded queries with the original's."""
    roles, size, sort, current = call
    if sort is not None:  # a time order has nothing to fuse: the newest stay the newest
        payload["expansion"] = {"queries": [], "note": "not used with sort"}
        return payload
    expansion = expand_question(terms, opts.model, timeout=opts.expand_timeout)
    info: dict[str, Any] = {"queries": list(expansion.queries), "cached": expansion.cached}
    if expansion.note:
        info["note"] = expansion.note
    payload["expansion"] = info
    if not expansion.queries:
        return payload
    entries: dict[str, dict[str, Any]] = {_key(e): e for e in payload.get("results", [])}
    others: list[list[str]] = []
    for extra in expansion.queries:
        found = discover(db, extra, roles, size, None, current, filters)
        ranking: list[str] = []
        for entry in found.get("results", []) if found.get("success") else []:
            key = _key(entry)
            ranking.append(key)
            if key not in entries:
                entries[key] = {**entry, "found_by": "expansion", "expansion_query": extra}
        others.append(ranking)
    original = [_key(e) for e in payload.get("results", [])]
    fused = fuse_ranked(original, others)[:size]
    results = [entries[k] for k in fused]
    info["added"] = sum(1 for e in results if e.get("found_by") == "expansion")
    if results and not original:  # only the expansions found something
        payload.pop("reason", None)
        payload.pop("message", None)
    payload.update(results=results, count=len(results), sessions_searched=len(results))
    return payload
