"""``MemoryService``: what the MCP server serves, as plain Python (no MCP types).

Built once per server process from an explicit home: the curated store (its prompt snapshot
frozen at that moment), ``state.db``, and a ``MemoryManager`` holding the built-in provider
and the one named by ``memory.provider``. Tool calls return the library's JSON strings;
the ``mcp`` wiring in ``server.py`` only translates. Every call is safe from any thread.
"""

from __future__ import annotations

import json
import logging
import os
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hermes_memory.config import MemoryConfig, load_memory_config
from hermes_memory.curated.entries import Target, store_size, usage_short
from hermes_memory.curated.snapshot import sanitize_entries
from hermes_memory.curated.store import MemoryStore
from hermes_memory.disk_faults import classify, describe
from hermes_memory.errors import HermesMemoryError
from hermes_memory.mcp_server import session_tools
from hermes_memory.mcp_server.arguments import repaired, surrogate_problem
from hermes_memory.mcp_server.read_only import WRITING_TOOLS, read_only_cause, refusal
from hermes_memory.mcp_server.schemas import SESSION_TOOL_NAMES, SESSION_TOOL_SCHEMAS, SOURCE_TAG
from hermes_memory.mcp_server.turns import ClientSessions, ToolArgumentError
from hermes_memory.mcp_server.wiring import (
    open_manager,
    open_session_db,
    read_only_reason,
    summary_model_for,
)
from hermes_memory.paths import resolve_home
from hermes_memory.permissions import ensure_private_dir
from hermes_memory.providers.manager import DEFAULT_RESERVED_TOOL_NAMES, MemoryManager
from hermes_memory.providers.mirror import build_write_metadata
from hermes_memory.sessions import SessionDB
from hermes_memory.tools.episodes_search import EPISODES_SEARCH_SCHEMA, episodes_search
from hermes_memory.tools.result import tool_error
from hermes_memory.tools.session_search import SESSION_SEARCH_SCHEMA, session_search
from hermes_memory.tools.skills import (
    SKILL_MANAGE_SCHEMA,
    SKILL_TOOL_NAMES,
    SKILL_VIEW_SCHEMA,
    SKILLS_LIST_SCHEMA,
    skill_manage,
    skill_view,
    skills_list,
)

logger = logging.getLogger("hermes_memory.mcp_server")

MEMORY_TOOL = "memory"
SESSION_SEARCH_TOOL = "session_search"
EPISODES_SEARCH_TOOL = "episodes_search"

SNAPSHOT_MEMORY_URI = "memory://snapshot/memory"
SNAPSHOT_USER_URI = "memory://snapshot/user"
SNAPSHOT_PROMPT_URI = "memory://snapshot/system-prompt"
LIVE_MEMORY_URI = "memory://live/memory"
LIVE_USER_URI = "memory://live/user"

DEFAULT_IDLE_TIMEOUT = 30 * 60.0


@dataclass(frozen=True)
class ToolReply:
    """A tool's JSON text and whether the client should see it as an error."""

    text: str
    is_error: bool


@dataclass(frozen=True)
class ResourceInfo:
    uri: str
    name: str
    title: str
    description: str
    mime_type: str


RESOURCES: tuple[ResourceInfo, ...] = (
    ResourceInfo(
        SNAPSHOT_PROMPT_URI,
        "system-prompt",
        "Memory block for the system prompt",
        "MEMORY and USER PROFILE blocks plus the memory provider's block, frozen when the "
        "server started. Put it in the system prompt at the start of a conversation.",
        "text/plain",
    ),
    ResourceInfo(
        SNAPSHOT_MEMORY_URI,
        "memory-snapshot",
        "MEMORY snapshot",
        "The agent's notes (MEMORY.md) as frozen when the server started; empty when none.",
        "text/plain",
    ),
    ResourceInfo(
        SNAPSHOT_USER_URI,
        "user-snapshot",
        "USER PROFILE snapshot",
        "The user profile (USER.md) as frozen when the server started; empty when none.",
        "text/plain",
    ),
    ResourceInfo(
        LIVE_MEMORY_URI,
        "memory-live",
        "MEMORY entries now",
        "The current MEMORY.md entries and usage, read from disk on every request (JSON).",
        "application/json",
    ),
    ResourceInfo(
        LIVE_USER_URI,
        "user-live",
        "USER PROFILE entries now",
        "The current USER.md entries and usage, read from disk on every request (JSON).",
        "application/json",
    ),
)


def is_error_result(text: str) -> bool:
    """True when a tool's JSON says it failed (``success: false`` or an ``error`` key)."""
    try:
        payload = json.loads(text)
    except ValueError:
        return False
    if not isinstance(payload, dict):
        return False
    if payload.get("success") is False:
        return True
    return "error" in payload and payload.get("success") is not True


def _known_arguments(schema: dict[str, Any], args: dict[str, Any]) -> dict[str, Any]:
    """Only the declared parameters: Hermes's handlers ignore keys they do not know."""
    properties = schema.get("parameters", {}).get("properties")
    if not isinstance(properties, dict):
        return dict(args)
    return {key: value for key, value in args.items() if key in properties}


class MemoryService:
    """The store, the session database and the providers behind one MCP server."""

    def __init__(
        self,
        home: str | os.PathLike[str],
        *,
        store: MemoryStore,
        db: SessionDB,
        manager: MemoryManager,
        config: MemoryConfig,
        idle_timeout: float | None = DEFAULT_IDLE_TIMEOUT,
        read_only_reason: str | None = None,
        live_store: Callable[[], MemoryStore] | None = None,
        episodes: bool = True,
    ) -> None:
        self.home = Path(home)
        # a fresh, loaded store for the live resources (default: the home's files, re-read)
        self._live_store = live_store or (lambda: MemoryStore.from_config(self.home))
        self.episodes = episodes  # the episode store lives in state.db: off on PostgreSQL
        # Why this server cannot write (None: it can); writing tools are then refused.
        self.read_only_reason = read_only_reason
        self.store = store
        self.db = db
        self.manager = manager
        self.config = config
        self.sessions = ClientSessions(
            create=self._create_session,
            exists=self._live_session,
            idle_timeout=idle_timeout if idle_timeout and idle_timeout > 0 else None,
        )
        self._snapshot = self._render_snapshot()
        self._closed = False

    @classmethod
    def open(
        cls,
        home: str | os.PathLike[str] | None = None,
        *,
        idle_timeout: float | None = DEFAULT_IDLE_TIMEOUT,
    ) -> MemoryService:
        """Load everything for ``home``: the snapshot is frozen now, for the process lifetime.

        ``idle_timeout`` (seconds; ``None`` or 0: never) starts a new session for a client
        whose current one has had no turn for that long.
        """
        path = ensure_private_dir(resolve_home(home))
        config = load_memory_config(path)
        store = MemoryStore.from_config(path)  # loads and freezes the snapshot
        db = open_session_db(path)
        reason = read_only_reason(path) or db.read_only_reason
        if reason:
            logger.warning("%s cannot be written (%s): serving reads only", path, reason)
        try:
            manager = open_manager(path, store, config, reserved=_reserved_names())
        except BaseException:
            db.close()
            raise
        return cls(
            path,
            store=store,
            db=db,
            manager=manager,
            config=config,
            idle_timeout=idle_timeout,
            read_only_reason=reason,
        )

    # -- snapshot -------------------------------------------------------------------------

    def _render_snapshot(self) -> dict[str, str]:
        memory = self.store.format_for_system_prompt(Target.MEMORY) or ""
        user = self.store.format_for_system_prompt(Target.USER) or ""
        parts = [
            memory if self.config.memory_enabled else "",
            user if self.config.user_profile_enabled else "",
            self.manager.build_system_prompt(),
        ]
        return {
            SNAPSHOT_MEMORY_URI: memory,
            SNAPSHOT_USER_URI: user,
            SNAPSHOT_PROMPT_URI: "\n\n".join(p.strip() for p in parts if p and p.strip()),
        }

    def read_resource(self, uri: str) -> str:
        """A resource's text; raises ``KeyError`` for an unknown URI."""
        if uri in self._snapshot:
            return self._snapshot[uri]
        if uri in (LIVE_MEMORY_URI, LIVE_USER_URI):
            target = Target.MEMORY if uri == LIVE_MEMORY_URI else Target.USER
            return json.dumps(self._live(target), ensure_ascii=False, indent=2)
        raise KeyError(uri)

    def _live(self, target: Target) -> dict[str, Any]:
        fresh = self._live_store()  # never touches the frozen snapshot
        entries = fresh.entries(target)
        limit = fresh.char_limit(target)
        size = store_size(entries)
        return {
            "target": target.value,
            "enabled": fresh.target_enabled(target),
            "entries": sanitize_entries(entries, target),
            "entry_count": len(entries),
            "usage": usage_short(size, limit),
        }

    # -- tools ----------------------------------------------------------------------------

    def tool_schemas(self) -> list[dict[str, Any]]:
        """Function schemas (``name``, ``description``, ``parameters``) in display order."""
        provided = self.manager.get_all_tool_schemas()
        memory = [s for s in provided if s["name"] == MEMORY_TOOL]
        others = [s for s in provided if s["name"] != MEMORY_TOOL]
        skills = [SKILLS_LIST_SCHEMA, SKILL_VIEW_SCHEMA, SKILL_MANAGE_SCHEMA]
        ours = [SESSION_SEARCH_SCHEMA, *skills, *SESSION_TOOL_SCHEMAS]
        if self.episodes:
            ours.append(EPISODES_SEARCH_SCHEMA)
        return [*memory, *ours, *others]

    def call_tool(
        self,
        name: str,
        args: dict[str, Any] | None,
        *,
        connection_key: str = "default",
        client_name: str | None = None,
    ) -> ToolReply:
        """Run one tool; failures come back as JSON (never raised)."""
        args = dict(args or {})
        try:
            if self.read_only_reason and name in WRITING_TOOLS:
                raise refusal(self.read_only_reason)
            text = self._dispatch(name, args, connection_key, client_name)
        except ToolArgumentError as exc:
            text = tool_error(str(exc))
        except HermesMemoryError as exc:
            self._note_read_only(exc)
            text = tool_error(str(exc))
        except Exception as exc:  # boundary: a bug must cost one call, never the server
            fault = classify(exc)
            if fault is None:
                logger.exception("MCP tool %s failed", name)
                text = tool_error(f"Tool '{name}' failed: {exc}")
            else:  # the disk refused (full, read-only, permission): say so plainly
                self._note_read_only(exc)
                text = tool_error(describe(exc), fault=fault.value)
        return ToolReply(text, is_error_result(text))

    def _note_read_only(self, exc: BaseException) -> None:
        """After a write met a read-only file system, refuse later writes up front."""
        cause = read_only_cause(exc)
        if cause and not self.read_only_reason:
            logger.warning("a write met a read-only file system (%s): serving reads only", cause)
            self.read_only_reason = cause

    def _dispatch(
        self, name: str, args: dict[str, Any], connection_key: str, client_name: str | None
    ) -> str:
        current = self.sessions.current(connection_key)
        if name == SESSION_SEARCH_TOOL:
            known = _known_arguments(SESSION_SEARCH_SCHEMA, args)
            return session_search(
                **known,
                db=self.db,
                current_session_id=current,
                home=self.home,
                summary_model=summary_model_for(self.home),
            )
        if name in SKILL_TOOL_NAMES:
            return self._skill_tool(name, args)
        if name == EPISODES_SEARCH_TOOL:
            if not self.episodes:
                return tool_error("episodes_search is not available on this server.")
            return episodes_search(**_known_arguments(EPISODES_SEARCH_SCHEMA, args), db=self.db)
        if name in SESSION_TOOL_NAMES:
            args = repaired(args)  # a transcript is kept, with U+FFFD for a lone surrogate
            return session_tools.dispatch(self, name, args, connection_key, client_name)
        if name == MEMORY_TOOL and self.manager.has_tool(MEMORY_TOOL):
            schema = next(
                (s for s in self.manager.get_all_tool_schemas() if s["name"] == MEMORY_TOOL), {}
            )

            def metadata() -> dict[str, str]:
                return build_write_metadata(session_id=current or "", platform=SOURCE_TAG)

            return self.manager.handle_tool_call(
                MEMORY_TOOL, _known_arguments(schema, args), build_metadata=metadata
            )
        # provider tools (and the manager's own error JSON for unknown names)
        if (problem := surrogate_problem(args)) is not None:
            return tool_error(problem)
        return self.manager.handle_tool_call(name, args)

    def _skill_tool(self, name: str, args: dict[str, Any]) -> str:
        if name == "skills_list":
            return skills_list(**_known_arguments(SKILLS_LIST_SCHEMA, args), home=self.home)
        if name == "skill_view":
            known = _known_arguments(SKILL_VIEW_SCHEMA, args)
            return skill_view(known.pop("name", ""), **known, home=self.home)
        known = _known_arguments(SKILL_MANAGE_SCHEMA, args)
        action, skill = known.pop("action", ""), known.pop("name", "")
        return skill_manage(action, skill, **known, home=self.home)

    # -- sessions -------------------------------------------------------------------------

    def _create_session(self, session_key: str | None, client_name: str | None) -> str:
        return session_tools.create_session(self, session_key, client_name)

    def _live_session(self, session_id: str) -> str | None:
        return session_tools.live_session(self, session_id)

    # -- shutdown -------------------------------------------------------------------------

    def close(self) -> None:
        """End the sessions this process opened, shut providers down, close the database."""
        if self._closed:
            return
        self._closed = True
        # boundary: shutdown goes on past a failing step (each is logged with its cause)
        for session_id in self.sessions.release_all():
            try:
                session_tools.finish_session(self, session_id, session_tools.SHUTDOWN_REASON)
            except Exception as exc:  # boundary: the other sessions still get their end
                logger.warning("ending session %s at shutdown failed: %s", session_id, exc)
        try:
            self.manager.shutdown_all()
        except Exception as exc:  # boundary: the database must still be closed
            logger.warning("shutting the memory providers down failed: %s", exc)
        try:
            self.db.close()
        except sqlite3.Error as exc:
            logger.warning("closing state.db failed: %s", exc)

    def __enter__(self) -> MemoryService:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _reserved_names() -> frozenset[str]:
    """Names a provider tool may not take: the host tools Hermes reserves, and this server's
    own tools."""
    return DEFAULT_RESERVED_TOOL_NAMES | {
        SESSION_SEARCH_TOOL,
        EPISODES_SEARCH_TOOL,
        *SESSION_TOOL_NAMES,
        *SKILL_TOOL_NAMES,
    }
