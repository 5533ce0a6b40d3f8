"""``episodes_search(query, top_k)``: arguments checked here, hits rendered as JSON.

Bad arguments get the standard error envelope; a query with no searchable word gets an
empty result that says why. Library errors become JSON here and are never raised.
"""

from __future__ import annotations

import os
from typing import Any

from hermes_memory.episodes import Episode, EpisodicMemoryStore
from hermes_memory.episodes.ranking import query_terms
from hermes_memory.errors import HermesMemoryError
from hermes_memory.paths import state_db_path
from hermes_memory.sessions import SessionDB
from hermes_memory.tools.episodes_search.schema import DEFAULT_TOP_K, MAX_TOP_K
from hermes_memory.tools.result import to_json, tool_error

NO_TERMS = "The query has no searchable words; describe the task in plain words."


def _outcome(episode: Episode) -> str:
    if episode.success:
        return "successful"
    return "failed but resolved" if episode.error_resolution else "failed"


def render_hit(episode: Episode) -> dict[str, Any]:
    """One episode as the model sees it (no embedding, dates as ISO text)."""
    return {
        "session_id": episode.session_id,
        "when": episode.created_at.isoformat(),
        "task": episode.task_description,
        "category": episode.task_category,
        "outcome": _outcome(episode),
        "key_result": episode.key_result,
        "error_encountered": episode.error_encountered,
        "error_resolution": episode.error_resolution,
        "tools_used": episode.tools_used,
        "steps_taken": episode.steps_taken,
        "skills_applied": episode.skills_applied,
    }


def _top_k(value: object) -> int | str:
    """The number, or the error text for the model."""
    if value is None:
        return DEFAULT_TOP_K
    if isinstance(value, bool) or not isinstance(value, int | float) or value != int(value):
        return f"top_k must be a whole number from 1 to {MAX_TOP_K}"
    number = int(value)
    if not 1 <= number <= MAX_TOP_K:
        return f"top_k must be a whole number from 1 to {MAX_TOP_K}"
    return number


def episodes_search(
    query: object = None,
    top_k: object = None,
    *,
    db: SessionDB | None = None,
    home: str | os.PathLike[str] | None = None,
) -> str:
    """Search the episode store of ``db`` (or of ``home``'s state.db) and answer JSON."""
    if not isinstance(query, str) or not query.strip():
        return tool_error("query is required: describe the task in a few words")
    k = _top_k(top_k)
    if isinstance(k, str):
        return tool_error(k)
    if not query_terms(query):
        return to_json(
            {"success": True, "query": query, "count": 0, "results": [], "message": NO_TERMS}
        )
    try:
        if db is None:
            path = state_db_path(home)
            if not path.exists():
                return to_json({"success": True, "query": query, "count": 0, "results": []})
            with EpisodicMemoryStore(path) as store:
                found = store.search_similar(query, top_k=k)
        else:
            found = EpisodicMemoryStore(db=db).search_similar(query, top_k=k)
    except HermesMemoryError as exc:
        return tool_error(str(exc))
    hits = [render_hit(e) for e in found]
    return to_json({"success": True, "query": query, "count": len(hits), "results": hits})
