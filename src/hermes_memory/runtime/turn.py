"""Per-turn state of a runtime and what a turn hands back.

Kept apart from the runtime class so the lifecycle reads top to bottom: the user's clean
text, the recall fetched once for the turn, the API copy with the fence in it, and whether
the nudge counter asked for a review. Plain data, no behaviour beyond small accessors.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class TurnState:
    """The turn between :meth:`before_turn` and :meth:`after_turn`."""

    number: int
    user_text: str
    user_message: dict[str, Any]
    recall: str = ""
    recall_status: str = ""
    review_due: bool = False
    api_messages: list[dict[str, Any]] = field(default_factory=list)


@dataclass(frozen=True)
class TurnRecord:
    """What :meth:`MemoryRuntime.after_turn` did with a finished turn."""

    session_id: str
    message_ids: list[int]
    synced: bool
    review_started: bool
    interrupted: bool = False
