"""Building the runtime's helpers from config: the provider manager, the background
reviewer and the compressor.

Keeps config lookups (``memory.provider``, ``auxiliary.background_review.*``,
``display.memory_notifications``, ``compression.*``) out of the lifecycle code. The reviewer
and the compressor are ``None`` when the job cannot run (no model, or switched off), and
the runtime then simply skips it.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

from hermes_memory.compression import CompressionSettings, ContextCompressor
from hermes_memory.config import get_value, load_memory_config, parse_flag, parse_int
from hermes_memory.curated.store import MemoryStore
from hermes_memory.llm import ChatModel
from hermes_memory.providers.builtin import BuiltinMemoryProvider
from hermes_memory.providers.manager import MemoryManager
from hermes_memory.providers.plugins import load_configured_provider
from hermes_memory.review import BackgroundReviewer, NotificationMode, NudgeCounter, ReviewReport
from hermes_memory.review.reviewer import MAX_INPUT_TOKENS
from hermes_memory.runtime.tooling import RESERVED_TOOL_NAMES
from hermes_memory.scanning import load_scan_policy


def local_now() -> datetime:
    """The runtime's default clock: aware local time (titles and summaries show local dates)."""
    return datetime.now().astimezone()


def make_counter(home: Path, interval: int | None = None) -> NudgeCounter:
    """The nudge counter; ``interval`` overrides ``memory.nudge_interval``."""
    return NudgeCounter(load_memory_config(home).nudge_interval if interval is None else interval)


def make_manager(
    home: Path,
    store: MemoryStore,
    manager: MemoryManager | None,
    external_provider: Any | None,
    *,
    load_provider: bool = True,
) -> MemoryManager:
    """``manager`` (or a new one) with the built-in provider first, then at most one external:
    ``external_provider``, else the one ``memory.provider`` names when ``load_provider``."""
    manager = manager or MemoryManager(reserved_tool_names=RESERVED_TOOL_NAMES)
    if manager.scan_policy is None:
        manager.scan_policy = load_scan_policy(home)
    if manager.get_provider("builtin") is None:
        manager.add_provider(BuiltinMemoryProvider(store))
    if external_provider is None and load_provider:
        external_provider = load_configured_provider(home)
    if external_provider is not None:
        manager.add_provider(external_provider)
    return manager


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
        skills_home=home,
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
