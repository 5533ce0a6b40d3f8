"""Building the runtime's helpers from config: the background reviewer and the compressor.

Keeps config lookups (``auxiliary.background_review.*``, ``display.memory_notifications``,
``compression.*``) out of the lifecycle code. Each returns ``None`` when the job cannot
run (no model, or switched off), and the runtime then simply skips it.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from hermes_memory.compression import CompressionSettings, ContextCompressor
from hermes_memory.config import get_value, parse_flag, parse_int
from hermes_memory.curated.store import MemoryStore
from hermes_memory.llm import ChatModel
from hermes_memory.review import BackgroundReviewer, NotificationMode, ReviewReport
from hermes_memory.review.reviewer import MAX_INPUT_TOKENS


def make_reviewer(
    home: Path,
    store: MemoryStore,
    model: ChatModel | None,
    review_model: ChatModel | None,
    *,
    enabled: bool | None = None,
    on_review: Callable[[ReviewReport], None] | None = None,
) -> BackgroundReviewer | None:
    """The reviewer, or ``None`` when reviews are off or there is no model to run them."""
    if enabled is None:
        enabled = parse_flag(get_value("auxiliary.background_review.enabled", True, home), True)
    reviewer_model = review_model or model
    if not enabled or reviewer_model is None:
        return None
    return BackgroundReviewer(
        reviewer_model,
        store,
        on_report=on_review,
        notifications=NotificationMode.load(home),
        same_model=reviewer_model is model,
        max_input_tokens=parse_int(
            get_value("auxiliary.background_review.max_input_tokens", None, home), MAX_INPUT_TOKENS
        ),
    )


def make_compressor(
    model: ChatModel | None,
    settings: CompressionSettings,
    clock: Callable[[], datetime],
    summary_model: ChatModel | None = None,
) -> ContextCompressor | None:
    """The compressor (``summary_model`` first, ``model`` as its one retry), or ``None``
    when there is no model to write summaries."""
    writer = summary_model or model
    if writer is None:
        return None
    return ContextCompressor(writer, settings, clock=clock, main_model=model)
