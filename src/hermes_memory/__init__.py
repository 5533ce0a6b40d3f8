"""hermes-memory: the Hermes agent's memory system as a library, CLI and MCP server.

The public names below are resolved lazily: importing the package reads no file, loads no
plugin and imports no optional dependency; each name imports its module on first use.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

# public name -> module that defines it
_EXPORTS: dict[str, str] = {
    # foundation
    "HermesMemoryError": "hermes_memory.errors",
    "MemoryConfig": "hermes_memory.config",
    "hermes_home": "hermes_memory.paths",
    "load_memory_config": "hermes_memory.config",
    "use_home": "hermes_memory.paths",
    # L1 curated memory
    "MEMORY_SCHEMA": "hermes_memory.tools.memory",
    "MemoryStore": "hermes_memory.curated.store",
    "Target": "hermes_memory.curated.entries",
    "memory_tool": "hermes_memory.tools.memory",
    # L2 session store
    "EndReason": "hermes_memory.sessions",
    "SESSION_SEARCH_SCHEMA": "hermes_memory.tools.session_search",
    "SearchResult": "hermes_memory.sessions",
    "SessionDB": "hermes_memory.sessions",
    "session_search": "hermes_memory.tools.session_search",
    # skills
    "SKILLS_LIST_SCHEMA": "hermes_memory.tools.skills",
    "SKILL_MANAGE_SCHEMA": "hermes_memory.tools.skills",
    "SKILL_VIEW_SCHEMA": "hermes_memory.tools.skills",
    "skill_manage": "hermes_memory.tools.skills",
    "skill_view": "hermes_memory.tools.skills",
    "skills_list": "hermes_memory.tools.skills",
    # L1 episodic memory
    "Episode": "hermes_memory.episodes",
    "EpisodicMemoryStore": "hermes_memory.episodes",
    # orchestration
    "ChatModel": "hermes_memory.llm",
    "MemoryRuntime": "hermes_memory.runtime",
    "OpenAICompatibleModel": "hermes_memory.llm",
    "run_turn": "hermes_memory.runtime",
    # working memory
    "WorkingMemory": "hermes_memory.working",
    "compress_tool_result": "hermes_memory.working",
    # context text
    "StreamingContextScrubber": "hermes_memory.context.scrubber",
    "build_memory_context_block": "hermes_memory.context.fencing",
    "sanitize_context": "hermes_memory.context.fencing",
    # providers
    "BuiltinMemoryProvider": "hermes_memory.providers.builtin",
    "MemoryManager": "hermes_memory.providers.manager",
    "MemoryProvider": "hermes_memory.providers.base",
    "RecallStatus": "hermes_memory.providers.base",
    "discover_memory_providers": "hermes_memory.providers.plugins",
    "discover_plugin_cli_commands": "hermes_memory.providers.plugins",
    "is_trivial_prompt": "hermes_memory.providers.base",
    "load_memory_provider": "hermes_memory.providers.plugins",
}

__all__ = sorted([*_EXPORTS, "__version__"])

if TYPE_CHECKING:
    from hermes_memory.config import MemoryConfig as MemoryConfig
    from hermes_memory.config import load_memory_config as load_memory_config
    from hermes_memory.context.fencing import (
        build_memory_context_block as build_memory_context_block,
    )
    from hermes_memory.context.fencing import sanitize_context as sanitize_context
    from hermes_memory.context.scrubber import StreamingContextScrubber as StreamingContextScrubber
    from hermes_memory.curated.entries import Target as Target
    from hermes_memory.curated.store import MemoryStore as MemoryStore
    from hermes_memory.episodes import Episode as Episode
    from hermes_memory.episodes import EpisodicMemoryStore as EpisodicMemoryStore
    from hermes_memory.errors import HermesMemoryError as HermesMemoryError
    from hermes_memory.llm import ChatModel as ChatModel
    from hermes_memory.llm import OpenAICompatibleModel as OpenAICompatibleModel
    from hermes_memory.paths import hermes_home as hermes_home
    from hermes_memory.paths import use_home as use_home
    from hermes_memory.providers.base import MemoryProvider as MemoryProvider
    from hermes_memory.providers.base import RecallStatus as RecallStatus
    from hermes_memory.providers.base import is_trivial_prompt as is_trivial_prompt
    from hermes_memory.providers.builtin import BuiltinMemoryProvider as BuiltinMemoryProvider
    from hermes_memory.providers.manager import MemoryManager as MemoryManager
    from hermes_memory.providers.plugins import (
        discover_memory_providers as discover_memory_providers,
    )
    from hermes_memory.providers.plugins import (
        discover_plugin_cli_commands as discover_plugin_cli_commands,
    )
    from hermes_memory.providers.plugins import load_memory_provider as load_memory_provider
    from hermes_memory.runtime import MemoryRuntime as MemoryRuntime
    from hermes_memory.runtime import run_turn as run_turn
    from hermes_memory.sessions import EndReason as EndReason
    from hermes_memory.sessions import SearchResult as SearchResult
    from hermes_memory.sessions import SessionDB as SessionDB
    from hermes_memory.tools.memory import MEMORY_SCHEMA as MEMORY_SCHEMA
    from hermes_memory.tools.memory import memory_tool as memory_tool
    from hermes_memory.tools.session_search import (
        SESSION_SEARCH_SCHEMA as SESSION_SEARCH_SCHEMA,
    )
    from hermes_memory.tools.session_search import session_search as session_search
    from hermes_memory.tools.skills import SKILL_MANAGE_SCHEMA as SKILL_MANAGE_SCHEMA
    from hermes_memory.tools.skills import SKILL_VIEW_SCHEMA as SKILL_VIEW_SCHEMA
    from hermes_memory.tools.skills import SKILLS_LIST_SCHEMA as SKILLS_LIST_SCHEMA
    from hermes_memory.tools.skills import skill_manage as skill_manage
    from hermes_memory.tools.skills import skill_view as skill_view
    from hermes_memory.tools.skills import skills_list as skills_list
    from hermes_memory.working import WorkingMemory as WorkingMemory
    from hermes_memory.working import compress_tool_result as compress_tool_result


def __getattr__(name: str) -> Any:
    module_name = _EXPORTS.get(name)
    if module_name is None:
        raise AttributeError(f"module 'hermes_memory' has no attribute {name!r}")
    value = getattr(importlib.import_module(module_name), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return __all__
