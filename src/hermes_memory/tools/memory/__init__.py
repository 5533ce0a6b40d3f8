"""The ``memory`` tool: schema, handler, write gates, staged writes and people-facing wording.

``tool`` validates and applies a call, ``gates`` turns a write into a proposal when approval
or the review's delete gate asks for one, ``pending`` lists and settles staged writes,
``render`` and ``human`` word the results for the model and for a person. Import from here.
"""

from __future__ import annotations

from hermes_memory.tools.memory.gates import BACKGROUND_REVIEW, WriteRequest
from hermes_memory.tools.memory.human import (
    MODEL_ONLY_MARKERS,
    for_people,
    human_failure,
    human_summary,
)
from hermes_memory.tools.memory.pending import (
    PendingWrite,
    approve_pending,
    list_pending,
    load_pending,
    reject_pending,
)
from hermes_memory.tools.memory.tool import (
    MEMORY_SCHEMA,
    apply_memory_pending,
    memory_schema_for,
    memory_tool,
)

__all__ = [
    "BACKGROUND_REVIEW",
    "MEMORY_SCHEMA",
    "MODEL_ONLY_MARKERS",
    "PendingWrite",
    "WriteRequest",
    "apply_memory_pending",
    "approve_pending",
    "for_people",
    "human_failure",
    "human_summary",
    "list_pending",
    "load_pending",
    "memory_schema_for",
    "memory_tool",
    "reject_pending",
]
