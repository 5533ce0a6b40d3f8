"""The team server: one MCP endpoint over a PostgreSQL database, many users.

Every request was authenticated by the HTTP guard (a bearer token looked up on every
request, so revocation takes effect at once) and carries its user; each user gets their own
``MemoryService`` on first use, over their own sessions and curated memory in the database
and their own folder ``<home>/team/<user>/`` for what lives in files (skills, settings).
Nothing one user's tools or resources return can come from another user's rows.
"""

from __future__ import annotations

import logging
import os
import threading
from pathlib import Path
from typing import Any, cast

from hermes_memory.auth import UserDirectory, check_name
from hermes_memory.config import load_memory_config
from hermes_memory.curated.store import MemoryStore
from hermes_memory.errors import UnknownUserError
from hermes_memory.mcp_server.http_guard import USER_SCOPE_KEY
from hermes_memory.mcp_server.service import DEFAULT_IDLE_TIMEOUT, MemoryService, _reserved_names
from hermes_memory.mcp_server.wiring import open_manager
from hermes_memory.paths import resolve_home
from hermes_memory.permissions import ensure_private_dir
from hermes_memory.sessions import SessionDB
from hermes_memory.storage import Storage, open_storage
from hermes_memory.storage.postgres import PgMemoryStore, open_database

logger = logging.getLogger("hermes_memory.mcp_server")

TEAM_FOLDER = "team"


def user_home(home: Path, user: str) -> Path:
    """The folder of a user's file-backed parts (skills, config) under the server's home."""
    return ensure_private_dir(ensure_private_dir(home / TEAM_FOLDER) / check_name(user))


class TeamService:
    """Per-user services over one database, opened on a user's first request."""

    def __init__(
        self,
        url: str,
        home: str | os.PathLike[str] | None = None,
        *,
        idle_timeout: float | None = DEFAULT_IDLE_TIMEOUT,
    ) -> None:
        self.url = url
        self.home = ensure_private_dir(resolve_home(home))
        self.idle_timeout = idle_timeout
        self._auth_db = open_database(url)  # migrates the schema once, before any request
        self.users = UserDirectory(self._auth_db)
        self._lock = threading.Lock()
        self._services: dict[str, tuple[MemoryService, Storage]] = {}
        self._closed = False

    def authenticate(self, token: str) -> str | None:
        return self.users.authenticate(token)

    def service_for(self, user: str) -> MemoryService:
        """The user's service, opened (and its snapshot frozen) on first use."""
        with self._lock:
            if self._closed:
                raise UnknownUserError("the team server is shutting down")
            found = self._services.get(user)
            if found is None:
                found = self._open(user)
                self._services[user] = found
            return found[0]

    def for_request(self, ctx: Any) -> MemoryService:
        """The service of the user the guard authenticated for this request."""
        request = getattr(ctx, "request", None)
        scope = getattr(request, "scope", None) or {}
        user = scope.get(USER_SCOPE_KEY)
        if not user:  # the guard admits no unauthenticated request; never serve one
            raise UnknownUserError("request without an authenticated user")
        return self.service_for(str(user))

    def _open(self, user: str) -> tuple[MemoryService, Storage]:
        folder = user_home(self.home, user)
        config = load_memory_config(folder)
        storage = open_storage(self.url, home=folder, user=user)
        memory = cast(PgMemoryStore, storage.memory)

        def live() -> MemoryStore:
            fresh = PgMemoryStore(
                memory.db,
                user,
                memory.memory_char_limit,
                memory.user_char_limit,
                home=folder,
                memory_enabled=memory.memory_enabled,
                user_profile_enabled=memory.user_profile_enabled,
            )
            fresh.load_from_disk()
            return fresh

        try:
            manager = open_manager(folder, memory, config, reserved=_reserved_names())
            service = MemoryService(
                folder,
                store=memory,
                # duck-typed: PgSessionStore answers every call the service and tools make
                db=cast(SessionDB, storage.sessions),
                manager=manager,
                config=config,
                idle_timeout=self.idle_timeout,
                live_store=live,
                episodes=False,  # episodes are kept in state.db, not yet in PostgreSQL
            )
        except BaseException:
            storage.close()
            raise
        logger.info("serving user %s", user)
        return service, storage

    def close(self) -> None:
        with self._lock:
            if self._closed:
                return
            self._closed = True
            services = list(self._services.values())
            self._services.clear()
        for service, storage in services:
            try:
                service.close()
            finally:
                storage.close()
        self._auth_db.close()
