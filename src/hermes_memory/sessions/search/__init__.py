"""Session search over state.db: message-level search (Hermes's ``search_messages`` and
the project's ``SessionDB.search``), its indexes' upkeep, and the typed result that says
how hits were found and why a result is empty.

Other packages import from here; the modules inside are this package's own.
"""

from hermes_memory.sessions.search.context import fill_details
from hermes_memory.sessions.search.engine import FALLBACK_BELOW, SearchRun
from hermes_memory.sessions.search.messages import search, search_detailed, search_messages
from hermes_memory.sessions.search.plan import ranking_caps
from hermes_memory.sessions.search.query import QueryDialect
from hermes_memory.sessions.search.text import (
    CJK_CLASS,
    STOP_WORDS,
    escape_like,
    fts_quote,
    sanitize_fts_query,
)
from hermes_memory.sessions.search.time_order import TimeBound
from hermes_memory.sessions.search.types import (
    Explanation,
    MatchKind,
    Ranking,
    SearchResult,
    Sort,
)
from hermes_memory.sessions.search.upkeep import (
    SearchTarget,
    optimize_fts,
    optimize_tables,
    refresh_search_index,
)

__all__ = [
    "CJK_CLASS",
    "FALLBACK_BELOW",
    "STOP_WORDS",
    "Explanation",
    "MatchKind",
    "QueryDialect",
    "Ranking",
    "SearchResult",
    "SearchRun",
    "SearchTarget",
    "Sort",
    "TimeBound",
    "escape_like",
    "fill_details",
    "fts_quote",
    "optimize_fts",
    "optimize_tables",
    "ranking_caps",
    "refresh_search_index",
    "sanitize_fts_query",
    "search",
    "search_detailed",
    "search_messages",
]
