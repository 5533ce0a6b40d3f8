"""Background memory review (curated-memory §18): when it is due, how it runs, what it says.

:class:`NudgeCounter` decides the cadence, :class:`BackgroundReviewer` runs a review on its
own thread with only the ``memory`` tool, and :func:`summarize` writes the 💾 line.
"""

from __future__ import annotations

from hermes_memory.review.counter import DEFAULT_NUDGE_INTERVAL, NudgeCounter
from hermes_memory.review.prompt import MEMORY_REVIEW_PROMPT, NOTHING_TO_SAVE, digest
from hermes_memory.review.reviewer import (
    CANCEL_WAIT_SECONDS,
    BackgroundReviewer,
    ReviewReport,
    ReviewStatus,
)
from hermes_memory.review.summary import (
    SUMMARY_PREFIX,
    NotificationMode,
    ReviewAction,
    summarize,
)

__all__ = [
    "CANCEL_WAIT_SECONDS",
    "DEFAULT_NUDGE_INTERVAL",
    "MEMORY_REVIEW_PROMPT",
    "NOTHING_TO_SAVE",
    "SUMMARY_PREFIX",
    "BackgroundReviewer",
    "NotificationMode",
    "NudgeCounter",
    "ReviewAction",
    "ReviewReport",
    "ReviewStatus",
    "digest",
    "summarize",
]
