"""The ``working_memory:`` block of config.yaml as a :class:`WorkingMemory`.

Keys: ``max_tokens``, ``tool_result_max_tokens`` and the five slot shares. A bad value is a
:class:`~hermes_memory.errors.WorkingMemoryConfigError` naming the file and line, never a
silent default: a typo must not quietly let huge tool output into the window.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

from hermes_memory.config import load_typed_section
from hermes_memory.errors import WorkingMemoryConfigError
from hermes_memory.working.budget import (
    CONFIG_SECTION,
    DEFAULT_MAX_TOKENS,
    DEFAULT_TOOL_RESULT_MAX_TOKENS,
    BudgetSlot,
    WorkingMemory,
    positive_int,
)

_SIZE_KEYS = ("max_tokens", "tool_result_max_tokens")


def working_memory_from_mapping(section: object) -> WorkingMemory:
    """The budget a ``working_memory:`` mapping describes; ``None`` means the defaults."""
    if section is None:
        return WorkingMemory()
    if not isinstance(section, Mapping):
        raise WorkingMemoryConfigError(
            f"{CONFIG_SECTION} must be a mapping of settings, not {section!r}", key=CONFIG_SECTION
        )
    slots = {slot.value for slot in BudgetSlot}
    unknown = [str(k) for k in section if str(k) not in slots and str(k) not in _SIZE_KEYS]
    if unknown:
        known = ", ".join([*_SIZE_KEYS, *sorted(slots)])
        raise WorkingMemoryConfigError(
            f"{CONFIG_SECTION}.{unknown[0]} is not a working-memory setting ({known})",
            key=f"{CONFIG_SECTION}.{unknown[0]}",
        )
    # an empty value (``max_tokens:``) means the default, as elsewhere in config.yaml
    max_tokens = section.get("max_tokens")
    max_tokens = DEFAULT_MAX_TOKENS if max_tokens is None else max_tokens
    per_result = section.get("tool_result_max_tokens")
    per_result = DEFAULT_TOOL_RESULT_MAX_TOKENS if per_result is None else per_result
    return WorkingMemory(
        positive_int(max_tokens, f"{CONFIG_SECTION}.max_tokens"),
        shares={str(k): v for k, v in section.items() if str(k) in slots},
        tool_result_max_tokens=positive_int(per_result, f"{CONFIG_SECTION}.tool_result_max_tokens"),
    )


def load_working_memory(home: str | os.PathLike[str] | None = None) -> WorkingMemory:
    """The configured budget (defaults when the file or block is missing).

    Raises :class:`~hermes_memory.errors.ConfigError` for a broken file and
    :class:`~hermes_memory.errors.WorkingMemoryConfigError` (file and line) for a bad value.
    """
    return load_typed_section(CONFIG_SECTION, working_memory_from_mapping, home)
