"""The PostgreSQL backend: schema and migrations, the session store, curated memory and
search, each scoped to one owner. Imports no driver until a connection is opened."""

from hermes_memory.storage.postgres.connection import Database, redact
from hermes_memory.storage.postgres.curated import PgMemoryStore
from hermes_memory.storage.postgres.store import DEFAULT_OWNER, PgSessionStore, open_database

__all__ = [
    "DEFAULT_OWNER",
    "Database",
    "PgMemoryStore",
    "PgSessionStore",
    "open_database",
    "redact",
]
