"""Working memory: the token budget of one context window and tool-result compression.

Pure functions and small value objects (level 4, beside ``compression/``); the runtime uses
them on the tool-result path. One token estimator is shared with compression.
"""

from __future__ import annotations

from hermes_memory.working.budget import (
    DEFAULT_MAX_TOKENS,
    DEFAULT_SHARES,
    DEFAULT_TOOL_RESULT_MAX_TOKENS,
    BudgetSlot,
    WorkingMemory,
)
from hermes_memory.working.detection import ResultKind, classify
from hermes_memory.working.settings import load_working_memory, working_memory_from_mapping
from hermes_memory.working.tool_results import compress_tool_result
from hermes_memory.working.window import fit_tool_results

__all__ = [
    "DEFAULT_MAX_TOKENS",
    "DEFAULT_SHARES",
    "DEFAULT_TOOL_RESULT_MAX_TOKENS",
    "BudgetSlot",
    "ResultKind",
    "WorkingMemory",
    "classify",
    "compress_tool_result",
    "fit_tool_results",
    "load_working_memory",
    "working_memory_from_mapping",
]
