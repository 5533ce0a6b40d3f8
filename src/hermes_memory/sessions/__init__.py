"""L2 session store: state.db (Hermes schema v17), its FTS indexes and search.

This package's facade: other packages import the store and its records from here, search
from ``hermes_memory.sessions.search`` and import/export from ``hermes_memory.sessions.transfer``.
Inside, ``storage/`` keeps the file, the modules here are the store's operations.
"""

from hermes_memory.sessions.deletion import ConversationDeletion
from hermes_memory.sessions.locks import compression_lock_holder, refresh_interval
from hermes_memory.sessions.opening import open_session_store
from hermes_memory.sessions.search import SearchResult
from hermes_memory.sessions.stats import store_stats
from hermes_memory.sessions.storage import connect_read_only, unavailable_message
from hermes_memory.sessions.store import SessionDB
from hermes_memory.sessions.titles import sanitize_title
from hermes_memory.sessions.types import EndReason

__all__ = [
    "ConversationDeletion",
    "EndReason",
    "SearchResult",
    "SessionDB",
    "compression_lock_holder",
    "connect_read_only",
    "open_session_store",
    "refresh_interval",
    "sanitize_title",
    "store_stats",
    "unavailable_message",
]
