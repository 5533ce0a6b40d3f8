"""Tool-schema normalisation and the tool-surface gate for provider tools.

Providers should return bare function dicts (``{name, description, parameters}``) but some
return the wrapped OpenAI form; wrapping twice produces a nameless tool that strict model
APIs reject for the whole request, so both shapes are accepted and unwrapped here.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from typing import Any

logger = logging.getLogger(__name__)

MEMORY_TOOLSET = "memory"


def normalize_tool_schema(schema: Any) -> dict[str, Any] | None:
    """A bare function dict with a non-empty string ``name``, else ``None``."""
    if not isinstance(schema, dict):
        return None
    bare: dict[str, Any] = schema
    inner = schema.get("function")
    if schema.get("type") == "function" and isinstance(inner, dict):
        bare = inner
    name = bare.get("name")
    if not isinstance(name, str) or not name:
        return None
    return bare


def wrap_tool_schema(schema: dict[str, Any]) -> dict[str, Any]:
    """The OpenAI tools-list form of a bare schema."""
    return {"type": "function", "function": schema}


def memory_provider_tools_enabled(
    enabled_toolsets: Iterable[str] | None,
    disabled_toolsets: Iterable[str] | None = None,
    *,
    memory_tool_present: bool = False,
    resolve_toolset: Callable[[str], Iterable[str]] | None = None,
) -> bool:
    """Whether a host should expose provider tools (and the provider's prompt block).

    ``"memory"`` disabled closes the gate; the built-in ``memory`` tool already present, or
    no toolset restriction at all, opens it; otherwise a toolset named ``memory`` (or one
    that ``resolve_toolset`` expands to include it) must be enabled.
    """
    if disabled_toolsets is not None and MEMORY_TOOLSET in set(disabled_toolsets):
        return False
    if memory_tool_present or enabled_toolsets is None:
        return True
    enabled = list(enabled_toolsets)
    if not enabled:
        return False
    if MEMORY_TOOLSET in enabled:
        return True
    if resolve_toolset is None:
        return False
    try:
        return any(MEMORY_TOOLSET in set(resolve_toolset(name)) for name in enabled)
    except Exception as exc:  # boundary: a host resolver failing closes the gate, no crash
        logger.warning("toolset resolver failed; provider tools stay hidden: %s", exc)
        return False
