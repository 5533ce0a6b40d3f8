"""Opening the parts a server process needs: ``state.db`` and the provider manager.

The manager gets the built-in provider first, then the provider named by ``memory.provider``
when it loads and is available (a broken or unavailable one is logged and skipped: the
server still serves curated memory and search), then every provider is initialised once for
the server process with platform ``mcp``.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Iterable
from pathlib import Path

from hermes_memory.config import MemoryConfig
from hermes_memory.curated.store import MemoryStore
from hermes_memory.mcp_server.schemas import SOURCE_TAG
from hermes_memory.mcp_server.turns import new_session_id
from hermes_memory.paths import state_db_path
from hermes_memory.providers.builtin import BuiltinMemoryProvider
from hermes_memory.providers.discovery import load_configured_provider
from hermes_memory.providers.manager import MemoryManager
from hermes_memory.sessions.store import SessionDB

logger = logging.getLogger("hermes_memory.mcp_server")


def open_session_db(home: str | os.PathLike[str]) -> SessionDB:
    return SessionDB(state_db_path(home))


def open_manager(
    home: Path,
    store: MemoryStore,
    config: MemoryConfig,
    *,
    reserved: Iterable[str] | None = None,
) -> MemoryManager:
    """The manager for this server process, initialised and ready for tool calls.

    ``reserved``: tool names no provider may take (the manager's default set when None).
    """
    manager = MemoryManager(reserved_tool_names=None if reserved is None else frozenset(reserved))
    manager.add_provider(BuiltinMemoryProvider(store))
    if config.provider:
        try:
            external = load_configured_provider(home)
        except Exception:  # discovery reports its own failures; never stop the server
            logger.warning("loading memory provider '%s' failed", config.provider, exc_info=True)
            external = None
        if external is not None:
            try:
                manager.add_provider(external)
            except Exception:
                logger.warning("memory provider '%s' refused", config.provider, exc_info=True)
    # Providers bind to a session at start; the server has many, so it gives them its own id
    # and names each real session in every later call (sync_all, prefetch, session end).
    manager.initialize_all(
        session_id=f"mcp_{new_session_id()}", platform=SOURCE_TAG, hermes_home=str(home)
    )
    return manager
