"""Storage backends: one interface for the session store and curated memory, two
implementations (the home's state.db and Markdown files, the default; PostgreSQL for a
team, in ``storage.postgres``), and the factory that picks one from a database URL.
"""

from hermes_memory.storage.factory import (
    DATABASE_URL_ENV,
    Backend,
    Storage,
    backend_of,
    open_storage,
    resolve_database_url,
)
from hermes_memory.storage.interface import CuratedMemory, SessionStore

__all__ = [
    "DATABASE_URL_ENV",
    "Backend",
    "CuratedMemory",
    "SessionStore",
    "Storage",
    "backend_of",
    "open_storage",
    "resolve_database_url",
]
