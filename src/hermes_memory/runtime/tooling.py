"""Which tools the model is offered, and where each call goes.

``memory`` goes through the provider manager to the built-in provider (successful writes
are mirrored to an external provider there), ``session_search`` runs against the session
database with the current session excluded, the skill tools against the home's skills,
tools the embedding agent registered go to their handlers, other names go to the provider
that owns them, and anything else gets Hermes's error JSON. Every result is a string.
"""

from __future__ import annotations

import json
import logging
import os
import re
from collections.abc import Callable, Mapping
from typing import Any

from hermes_memory.errors import ToolRegistrationError
from hermes_memory.llm import ChatModel
from hermes_memory.llm.adapters import text_model
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
ToolHandler = Callable[[dict[str, Any]], object]
"""A caller's tool: takes the parsed arguments, returns text (anything else is sent as JSON)."""
_TOOL_NAME = re.compile(r"^[A-Za-z0-9_-]{1,64}$")  # what OpenAI-compatible endpoints accept
_SEARCH_ARGS = (
    "query",
    "role_filter",
    "limit",
    "sort",
    "session_id",
    "around_message_id",
    "window",
    "profile",
    "after",
    "before",
    "source",
    "summarize",
)
_SKILL_SCHEMAS = (SKILLS_LIST_SCHEMA, SKILL_VIEW_SCHEMA, SKILL_MANAGE_SCHEMA)


def _bare_schema(schema: Mapping[str, Any]) -> dict[str, Any]:
    """A function schema without the ``{"type": "function", "function": ...}`` wrapper."""
    if not isinstance(schema, Mapping):
        raise ToolRegistrationError(
            f"A tool schema must be a mapping, not {type(schema).__name__}."
        )
    inner = schema.get("function") if schema.get("type") == "function" else schema
    if not isinstance(inner, Mapping):
        raise ToolRegistrationError("A wrapped tool schema needs a 'function' mapping.")
    name = inner.get("name")
    if not isinstance(name, str) or not _TOOL_NAME.match(name):
        raise ToolRegistrationError(
            f"A tool name must be 1-64 letters, digits, '_' or '-', not {name!r}."
        )
    parameters = inner.get("parameters", {"type": "object", "properties": {}})
    if not isinstance(parameters, Mapping):
        raise ToolRegistrationError(f"Tool '{name}': 'parameters' must be a JSON schema object.")
    return {**inner, "parameters": dict(parameters)}


def _as_text(value: object) -> str:
    if isinstance(value, str):
        return value
    try:
        return json.dumps(value, ensure_ascii=False, default=str)
    except (TypeError, ValueError):  # a circular structure: its text form is all we can send
        return str(value)


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
        summary_model: ChatModel | None = None,
    ) -> None:
        """``write_metadata`` describes where a memory write came from (for the mirror to
        external providers); given only ``platform``, the current session and the tool call
        id describe it. ``skills_home`` offers the skill tools over that home's skills.
        ``summary_model`` writes session_search's optional summaries and query expansions."""
        self._summary_model = text_model(summary_model) if summary_model is not None else None
        self.manager = manager
        self._db = db
        self._current = current_session
        self._on_memory_call = on_memory_call
        self._platform = platform
        self._skills_home = skills_home
        self._write_metadata = write_metadata or (self._origin if platform is not None else None)
        self._custom: dict[str, tuple[dict[str, Any], ToolHandler]] = {}

    def register(self, schema: Mapping[str, Any], handler: ToolHandler) -> str:
        """Offer the model a tool of the caller's own; returns its name.

        Raises :class:`ToolRegistrationError` for a bad schema, a handler that is not
        callable, or a name the memory tools, a provider or an earlier registration holds.
        """
        bare = _bare_schema(schema)
        name = str(bare["name"])
        if not callable(handler):
            raise ToolRegistrationError(f"Tool '{name}': the handler is not callable.")
        if name in RESERVED_TOOL_NAMES or self.manager.has_tool(name):
            raise ToolRegistrationError(f"Tool '{name}' is a memory or provider tool's name.")
        if name in self._custom:
            raise ToolRegistrationError(f"Tool '{name}' is already registered.")
        self._custom[name] = (bare, handler)
        return name

    def unregister(self, name: str) -> bool:
        """Withdraw a tool registered with :meth:`register`; False if there was none."""
        return self._custom.pop(name, None) is not None

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
        custom = [dict(schema) for schema, _ in self._custom.values()]
        return [*memory, *search, *skills, *others, *custom]

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
        if name in self._custom:
            return self._run_custom(name, args)
        if self.manager.has_tool(name):
            return self.manager.handle_tool_call(name, args)
        return tool_error(f"Unknown tool: {name}")

    def _session_search(self, args: dict[str, Any]) -> str:
        call = {key: args[key] for key in _SEARCH_ARGS if key in args}
        # Defaults of the tool's registration (spec §8.1): missing keys, not None values.
        call["query"] = call.get("query") or ""
        return session_search(
            **call,
            db=self._db(),
            current_session_id=self._current(),
            summary_model=self._summary_model,
        )

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

    def _run_custom(self, name: str, args: dict[str, Any]) -> str:
        _, handler = self._custom[name]
        try:
            return _as_text(handler(args))
        except Exception as exc:  # boundary: a caller's tool failing is the model's to hear
            logger.warning("tool %s failed: %s", name, exc, exc_info=True)
            return tool_error(f"Tool '{name}' failed: {type(exc).__name__}: {exc}")
