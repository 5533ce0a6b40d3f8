"""Session search over state.db: message-level search (Hermes's ``search_messages`` and
the project's ``SessionDB.search``), its indexes' upkeep, the typed result that says how
hits were found and why a result is empty, and the session-level views (browse, discover,
scroll, read) as typed records that the tool, the CLI and the MCP server render.

Other packages import from here; the modules inside are this package's own.
"""

from hermes_memory.sessions.search.browse import SessionSummary, browse_sessions, browse_window
from hermes_memory.sessions.search.context import fill_details
from hermes_memory.sessions.search.discovery import (
    DiscoveredSession,
    Discovery,
    discover_sessions,
)
from hermes_memory.sessions.search.engine import FALLBACK_BELOW, SearchRun
from hermes_memory.sessions.search.filters import SearchFilters
from hermes_memory.sessions.search.messages import search, search_detailed, search_messages
from hermes_memory.sessions.search.plan import ranking_caps
from hermes_memory.sessions.search.query import QueryDialect
from hermes_memory.sessions.search.reading import (
    MessageWindow,
    SessionTranscript,
    read_session,
    scroll_session,
)
from hermes_memory.sessions.search.session_records import (
    HIDDEN_SOURCES,
    SessionInfo,
    SessionMessage,
    same_lineage,
)
from hermes_memory.sessions.search.text import (
    CJK_CLASS,
    STOP_WORDS,
    escape_like,
    fts_quote,
    sanitize_fts_query,
)
from hermes_memory.sessions.search.time_order import TimeBound
from hermes_memory.sessions.search.time_phrases import PhraseSplit, TimeWindow, split_time_phrase
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
    "HIDDEN_SOURCES",
    "STOP_WORDS",
    "DiscoveredSession",
    "Discovery",
    "Explanation",
    "MatchKind",
    "MessageWindow",
    "PhraseSplit",
    "QueryDialect",
    "Ranking",
    "SearchFilters",
    "SearchResult",
    "SearchRun",
    "SearchTarget",
    "SessionInfo",
    "SessionMessage",
    "SessionSummary",
    "SessionTranscript",
    "Sort",
    "TimeBound",
    "TimeWindow",
    "browse_sessions",
    "browse_window",
    "discover_sessions",
    "escape_like",
    "fill_details",
    "fts_quote",
    "optimize_fts",
    "optimize_tables",
    "ranking_caps",
    "read_session",
    "refresh_search_index",
    "same_lineage",
    "sanitize_fts_query",
    "scroll_session",
    "search",
    "search_detailed",
    "search_messages",
    "split_time_phrase",
]
