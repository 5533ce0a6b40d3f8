"""Which storage a command uses, and opening it.

The database URL comes from, in order: the ``--database`` option, then
``$HERMES_MEMORY_DATABASE_URL``, then ``storage.url`` in the home's ``config.yaml``; with
none, the home's files (state.db and the Markdown files) are the storage, as always. Only
``postgresql://`` (or ``postgres://``) URLs name a database.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from enum import Enum
from typing import Any

from hermes_memory.config import get_value, load_memory_config
from hermes_memory.curated.store import MemoryStore
from hermes_memory.errors import StorageURLError
from hermes_memory.paths import state_db_path
from hermes_memory.sessions import SessionDB

DATABASE_URL_ENV = "HERMES_MEMORY_DATABASE_URL"
CONFIG_KEY = "storage.url"
SCHEMES = ("postgresql://", "postgres://")


class Backend(Enum):
    FILES = "files"
    POSTGRES = "postgres"


def resolve_database_url(
    option: str | None = None, home: str | os.PathLike[str] | None = None
) -> str | None:
    """The database URL in force (option > environment > config.yaml), or None for files."""
    for candidate in (option, os.environ.get(DATABASE_URL_ENV), get_value(CONFIG_KEY, None, home)):
        if isinstance(candidate, str) and candidate.strip():
            return candidate.strip()
        if candidate is not None and not isinstance(candidate, str):
            raise StorageURLError(f"{CONFIG_KEY} in config.yaml must be a string URL")
    return None


def backend_of(url: str | None) -> Backend:
    """The backend a URL names; anything but a PostgreSQL URL is refused, clearly."""
    if url is None:
        return Backend.FILES
    if url.lower().startswith(SCHEMES):
        return Backend.POSTGRES
    scheme = url.split("://", 1)[0] if "://" in url else url
    raise StorageURLError(
        f"unsupported database URL scheme {scheme!r}: use postgresql://user@host/dbname"
        " (or leave it unset to use the home's files)"
    )


@dataclass
class Storage:
    """An open session store and curated-memory store of one user, and how to close them."""

    backend: Backend
    sessions: Any
    memory: MemoryStore
    owner: str | None = None

    def close(self) -> None:
        self.sessions.close()
        database = getattr(self.memory, "db", None)
        if database is not None:
            database.close()


def open_storage(
    url: str | None = None,
    *,
    home: str | os.PathLike[str] | None = None,
    user: str | None = None,
    load: bool = True,
) -> Storage:
    """Open the storage ``url`` names (``None``: the home's files) for ``user``.

    On PostgreSQL both stores share one connection; curated limits and enable flags come
    from the home's ``config.yaml`` either way. ``load`` loads and freezes curated memory.
    """
    backend = backend_of(url)
    config = load_memory_config(home)
    if backend is Backend.FILES:
        memory = MemoryStore.from_config(home, load=load)
        return Storage(backend, SessionDB(state_db_path(home)), memory)
    from hermes_memory.storage.postgres import (
        DEFAULT_OWNER,
        PgMemoryStore,
        PgSessionStore,
        open_database,
    )

    owner = user or DEFAULT_OWNER
    database = open_database(str(url))
    sessions = PgSessionStore(database, owner, home=home)
    pg_memory = PgMemoryStore(
        database,
        owner,
        config.memory_char_limit,
        config.user_char_limit,
        home=home,
        memory_enabled=config.memory_enabled,
        user_profile_enabled=config.user_profile_enabled,
    )
    if load:
        pg_memory.load_from_disk()
    return Storage(backend, sessions, pg_memory, owner)
