"""Opening the parts a server process needs: ``state.db``, the provider manager, and
whether the home can be written at all (a read-only home is served read-only).

The manager gets the built-in provider first, then the provider named by ``memory.provider``
when it loads and is available (a broken or unavailable one is logged and skipped: the
server still serves curated memory and search), then every provider is initialised once for
the server process with platform ``mcp``.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable, Iterable
from pathlib import Path

from hermes_memory.config import MemoryConfig
from hermes_memory.curated.store import MemoryStore
from hermes_memory.disk_faults import write_problem
from hermes_memory.errors import ConfigError, LLMConfigError
from hermes_memory.llm import OpenAICompatibleModel, resolve_settings
from hermes_memory.llm.adapters import text_model
from hermes_memory.mcp_server.schemas import SOURCE_TAG
from hermes_memory.mcp_server.turns import new_session_id
from hermes_memory.paths import memories_dir, state_db_path
from hermes_memory.providers.builtin import BuiltinMemoryProvider
from hermes_memory.providers.manager import MemoryManager
from hermes_memory.providers.plugins import load_configured_provider
from hermes_memory.scanning import load_scan_policy
from hermes_memory.sessions import SessionDB, open_session_store

logger = logging.getLogger("hermes_memory.mcp_server")


def read_only_reason(home: Path) -> str | None:
    """Why this server cannot write to ``home`` (checked without writing); ``None`` if it can.

    The home, its memory folder and state.db are checked: any of them refusing writes
    makes the whole server read-only, so no tool half-succeeds.
    """
    for path in (home, memories_dir(home), state_db_path(home)):
        if path == home or path.exists():
            problem = write_problem(path)
            if problem is not None:
                return str(problem)
    return None


def open_session_db(home: str | os.PathLike[str]) -> SessionDB:
    """The home's state.db: writable when it can be, else read-only; on a home that cannot
    be written and has no state.db yet, an empty in-memory one (search finds nothing)."""
    path = state_db_path(home)
    if not path.exists() and write_problem(path) is not None:
        return SessionDB(":memory:")
    return open_session_store(path)


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
    manager.scan_policy = load_scan_policy(home)
    manager.add_provider(BuiltinMemoryProvider(store))
    if config.provider:
        try:
            external = load_configured_provider(home)
        except Exception as exc:  # boundary: a broken provider must not stop the server
            logger.warning(
                "loading memory provider '%s' failed: %s", config.provider, exc, exc_info=True
            )
            external = None
        if external is not None:
            try:
                manager.add_provider(external)
            except Exception as exc:  # boundary: provider isolation; serve the built-in alone
                logger.warning(
                    "memory provider '%s' refused: %s", config.provider, exc, exc_info=True
                )
    # Providers bind to a session at start; the server has many, so it gives them its own id
    # and names each real session in every later call (sync_all, prefetch, session end).
    manager.initialize_all(
        session_id=f"mcp_{new_session_id()}", platform=SOURCE_TAG, hermes_home=str(home)
    )
    return manager


def summary_model_for(home: Path) -> Callable[[str, str], str] | None:
    """The ``llm:`` section's model as ``session_search``'s summary callable (summaries and
    query expansion), or None when no model is configured (the tool then says so)."""
    try:
        settings = resolve_settings(home=home)
    except (LLMConfigError, ConfigError) as exc:
        logger.info("no summary model for session_search: %s", exc)
        return None
    return text_model(OpenAICompatibleModel(settings=settings))
