"""Which tools the model is offered, and where each call goes.

``memory`` goes through the provider manager to the built-in provider (successful writes
are mirrored to an external provider there), ``session_search`` runs against the session
database with the current session excluded, the skill tools against the home's skills,
other names go to the provider that owns them, and anything else gets Hermes's error JSON.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Callable, Mapping
from typing import Any

from hermes_memory.providers.manager import DEFAULT_RESERVED_TOOL_NAMES, MemoryManager
from hermes_memory.providers.mirror import build_write_metadata
from hermes_memory.sessions import SessionDB
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

logger = logging.getLogger(__name__)

MEMORY_TOOL = "memory"
SESSION_SEARCH_TOOL = "session_search"
RESERVED_TOOL_NAMES = (
    DEFAULT_RESERVED_TOOL_NAMES | {MEMORY_TOOL, SESSION_SEARCH_TOOL} | SKILL_TOOL_NAMES
)
"""Host tools a provider may not take over (Hermes's reserved set, ours included)."""
_SEARCH_ARGS = (
    "query",
    "role_filter",
    "limit",
    "sort",
    "session_id",
    "around_message_id",
    "window",
    "profile",
)
_SKILL_SCHEMAS = (SKILLS_LIST_SCHEMA, SKILL_VIEW_SCHEMA, SKILL_MANAGE_SCHEMA)


def parse_arguments(name: str, arguments: Mapping[str, Any] | str | None) -> dict[str, Any]:
    """Tool arguments as a dict; raises ``ValueError`` with a model-readable reason."""
    if arguments is None:
        return {}
    if isinstance(arguments, Mapping):
        return dict(arguments)
    text = arguments.strip()
    if not text:
        return {}
    try:
        value = json.loads(text)
    except ValueError as exc:
        raise ValueError(f"Invalid JSON arguments for '{name}': {exc}") from exc
    if not isinstance(value, dict):
        raise ValueError(f"Arguments for '{name}' must be a JSON object.")
    return value


class ToolRouter:
    """Tool schemas and dispatch for one runtime."""

    def __init__(
        self,
        manager: MemoryManager,
        *,
        db: Callable[[], SessionDB | None],
        current_session: Callable[[], str | None],
        on_memory_call: Callable[[], None] | None = None,
        write_metadata: Callable[[str], Mapping[str, Any]] | None = None,
        platform: str | None = None,
        skills_home: str | os.PathLike[str] | None = None,
    ) -> None:
        """``write_metadata`` describes where a memory write came from (for the mirror to
        external providers); given only ``platform``, the current session and the tool call
        id describe it. ``skills_home`` offers the skill tools over that home's skills."""
        self.manager = manager
        self._db = db
        self._current = current_session
        self._on_memory_call = on_memory_call
        self._platform = platform
        self._skills_home = skills_home
        self._write_metadata = write_metadata or (self._origin if platform is not None else None)

    def _origin(self, tool_call_id: str) -> dict[str, str]:
        return build_write_metadata(
            session_id=self._current() or "",
            platform=self._platform or "",
            tool_call_id=tool_call_id,
        )

    def session_search_available(self) -> bool:
        return self._db() is not None

    def memory_available(self) -> bool:
        return MEMORY_TOOL in {s.get("name") for s in self.manager.get_all_tool_schemas()}

    def schemas(self) -> list[dict[str, Any]]:
        """Bare function schemas: memory, session_search, then provider tools."""
        provider = self.manager.get_all_tool_schemas()
        memory = [s for s in provider if s.get("name") == MEMORY_TOOL]
        others = [s for s in provider if s.get("name") not in (MEMORY_TOOL, SESSION_SEARCH_TOOL)]
        search = [dict(SESSION_SEARCH_SCHEMA)] if self.session_search_available() else []
        skills = [dict(s) for s in _SKILL_SCHEMAS] if self._skills_home is not None else []
        others = [s for s in others if s.get("name") not in SKILL_TOOL_NAMES]
        return [*memory, *search, *skills, *others]

    def names(self) -> list[str]:
        return [str(s.get("name")) for s in self.schemas()]

    def handle(
        self,
        name: str,
        arguments: Mapping[str, Any] | str | None,
        *,
        tool_call_id: str = "",
    ) -> str:
        try:
            args = parse_arguments(name, arguments)
        except ValueError as exc:
            return tool_error(str(exc))
        if name == SESSION_SEARCH_TOOL and self.session_search_available():
            return self._session_search(args)
        if name == MEMORY_TOOL and self.manager.has_tool(MEMORY_TOOL):
            if self._on_memory_call is not None:
                self._on_memory_call()  # the nudge cadence restarts whatever the outcome
            metadata = self._write_metadata
            return self.manager.handle_tool_call(
                MEMORY_TOOL,
                args,
                build_metadata=(lambda: metadata(tool_call_id)) if metadata else None,
            )
        if name in SKILL_TOOL_NAMES and self._skills_home is not None:
            return self._skill_tool(name, args)
        if self.manager.has_tool(name):
            return self.manager.handle_tool_call(name, args)
        return tool_error(f"Unknown tool: {name}")

    def _session_search(self, args: dict[str, Any]) -> str:
        call = {key: args[key] for key in _SEARCH_ARGS if key in args}
        # Defaults of the tool's registration (spec §8.1): missing keys, not None values.
        call["query"] = call.get("query") or ""
        return session_search(**call, db=self._db(), current_session_id=self._current())

    def _skill_tool(self, name: str, args: dict[str, Any]) -> str:
        # Only the declared parameters, as Hermes's registry handlers read them.
        home = self._skills_home
        if name == "skills_list":
            return skills_list(args.get("category"), home=home)
        if name == "skill_view":
            return skill_view(args.get("name", ""), args.get("file_path"), home=home)
        return skill_manage(
            args.get("action", ""),
            args.get("name", ""),
            content=args.get("content"),
            category=args.get("category"),
            file_path=args.get("file_path"),
            file_content=args.get("file_content"),
            old_string=args.get("old_string"),
            new_string=args.get("new_string"),
            replace_all=bool(args.get("replace_all", False)),
            absorbed_into=args.get("absorbed_into"),
            home=home,
        )
