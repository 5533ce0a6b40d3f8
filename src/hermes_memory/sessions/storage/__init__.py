"""How state.db is kept on disk: the connection, the schema and its migrations, the FTS
layout, the write path and the side indexes' bookkeeping in ``state_meta``.

The store's operations (``sessions/``) and search (``sessions/search/``) sit on top of it.
"""

from hermes_memory.sessions.storage.connection import connect_read_only, unavailable_message
from hermes_memory.sessions.storage.migrations import LAYOUT_VERSION, initialise
from hermes_memory.sessions.storage.schema import SCHEMA_VERSION
from hermes_memory.sessions.storage.writer import StoreLock, WriteCoordinator, retry_on_lock

__all__ = [
    "LAYOUT_VERSION",
    "SCHEMA_VERSION",
    "StoreLock",
    "WriteCoordinator",
    "connect_read_only",
    "initialise",
    "retry_on_lock",
    "unavailable_message",
]
