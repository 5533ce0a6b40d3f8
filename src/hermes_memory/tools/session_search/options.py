"""The optional, model-assisted parts of ``session_search``: summaries and query expansion.

Both are off by default and both need a *summary model*, handed in by the caller as a plain
callable ``(system, prompt) -> text`` (the tool layer never imports a language-model
client). ``config.yaml``'s ``session_search:`` section switches them on and tunes them; an
explicit argument wins over the file.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from hermes_memory.config import get_section, parse_flag
from hermes_memory.errors import ConfigError

logger = logging.getLogger(__name__)

SummaryModel = Callable[[str, str], str]
"""``model(system, prompt) -> reply text``; raises on failure (any exception)."""

CONFIG_SECTION = "session_search"
DEFAULT_CONCURRENCY = 3
MAX_CONCURRENCY = 5
DEFAULT_SUMMARY_TIMEOUT = 90.0
"""Seconds for all summaries of one call together."""
DEFAULT_EXPAND_TIMEOUT = 2.0


def _seconds(value: Any, default: float) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        return default
    try:
        seconds = float(value)
    except ValueError:
        return default
    return seconds if 0 < seconds < 3600 else default


def _count(value: Any, default: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int | str):
        return default
    try:
        return max(1, min(int(value), MAX_CONCURRENCY))
    except ValueError:
        return default


@dataclass(frozen=True)
class RecallOptions:
    """How one ``session_search`` call may use the summary model."""

    summarize: bool = False
    expand: bool = False
    model: SummaryModel | None = None
    concurrency: int = DEFAULT_CONCURRENCY
    summary_timeout: float = DEFAULT_SUMMARY_TIMEOUT
    expand_timeout: float = DEFAULT_EXPAND_TIMEOUT
    clock: Callable[[], datetime] | None = None
    config_note: str | None = None
    """Why config.yaml could not be read (its defaults were used)."""

    @classmethod
    def from_config(cls, home: str | os.PathLike[str] | None) -> RecallOptions:
        """The ``session_search:`` section of config.yaml; a broken file gives the defaults
        and a note (a search must not fail because an optional setting is unreadable)."""
        try:
            section = get_section(CONFIG_SECTION, home)
        except ConfigError as exc:
            logger.warning("session_search settings unreadable: %s", exc)
            return cls(config_note=f"config.yaml not used: {exc}")
        return cls(
            summarize=parse_flag(section.get("summarize"), False),
            expand=parse_flag(section.get("expand"), False),
            concurrency=_count(section.get("summary_concurrency"), DEFAULT_CONCURRENCY),
            summary_timeout=_seconds(section.get("summary_timeout"), DEFAULT_SUMMARY_TIMEOUT),
            expand_timeout=_seconds(section.get("expand_timeout"), DEFAULT_EXPAND_TIMEOUT),
        )

    def with_call(
        self,
        *,
        summarize: Any = None,
        expand: Any = None,
        model: SummaryModel | None = None,
        clock: Callable[[], datetime] | None = None,
    ) -> RecallOptions:
        """These options with one call's explicit values (None keeps the configured one)."""
        return replace(
            self,
            summarize=self.summarize if summarize is None else parse_flag(summarize, False),
            expand=self.expand if expand is None else parse_flag(expand, False),
            model=model if model is not None else self.model,
            clock=clock if clock is not None else self.clock,
        )
