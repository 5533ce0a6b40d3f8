"""Compression settings (``compression:`` in config.yaml) and the threshold arithmetic.

Implements sessions-and-search §9.1–9.2: when a context is "full enough" to compress, and
the derived tail and summary budgets. One deliberate change from Hermes: a failed summary
aborts by default (``abort_on_summary_failure: true``) instead of dropping turns behind a
lossy fallback; set it to ``false`` to get the deterministic fallback summary.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Any

from hermes_memory.config import get_section, parse_flag, parse_int

MINIMUM_CONTEXT_LENGTH = 64_000
"""No threshold is set below this many tokens unless the window itself is smaller."""
DEFAULT_CONTEXT_LENGTH = 128_000
SUMMARY_TOKEN_CEILING = 12_000
CONFIG_SECTION = "compression"


def compression_threshold(
    context_length: int, threshold: float = 0.50, max_tokens: int | None = None
) -> int:
    """Prompt tokens at which compression triggers (§9.2, every example holds).

    The output reservation ``max_tokens`` (when a positive int) is taken off the window;
    the percentage is floored at 64,000 tokens, and when that floor would reach the whole
    window the threshold falls back to 85 % of it.
    """
    effective = context_length
    if isinstance(max_tokens, int) and not isinstance(max_tokens, bool) and max_tokens > 0:
        effective = context_length - max_tokens
        if effective <= 0:
            effective = context_length
    floored = max(int(effective * threshold), MINIMUM_CONTEXT_LENGTH)
    if floored >= effective:
        return max(1, min(int(effective * 0.85), effective - 1))
    return floored


def _float(value: object, default: float) -> float:
    if isinstance(value, bool) or value is None:
        return default
    try:
        return float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return default


@dataclass(frozen=True)
class CompressionSettings:
    """The knobs of §9.1 plus the model window they apply to."""

    enabled: bool = True
    threshold: float = 0.50
    target_ratio: float = 0.20
    protect_last_n: int = 20
    protect_first_n: int = 3
    abort_on_summary_failure: bool = True
    context_length: int = DEFAULT_CONTEXT_LENGTH
    max_tokens: int | None = None
    in_place: bool = False
    """Compact inside the same session (old rows archived, still searchable) instead of
    continuing in a child session."""

    @classmethod
    def from_mapping(cls, section: object) -> CompressionSettings:
        data: Mapping[str, Any] = section if isinstance(section, Mapping) else {}
        base = cls()
        max_tokens = parse_int(data.get("max_tokens"), 0)
        return cls(
            enabled=parse_flag(data.get("enabled"), base.enabled),
            threshold=_float(data.get("threshold"), base.threshold),
            target_ratio=_float(data.get("target_ratio"), base.target_ratio),
            protect_last_n=max(0, parse_int(data.get("protect_last_n"), base.protect_last_n)),
            protect_first_n=max(0, parse_int(data.get("protect_first_n"), base.protect_first_n)),
            abort_on_summary_failure=parse_flag(
                data.get("abort_on_summary_failure"), base.abort_on_summary_failure
            ),
            context_length=max(1, parse_int(data.get("context_length"), base.context_length)),
            max_tokens=max_tokens if max_tokens > 0 else None,
            in_place=parse_flag(data.get("in_place"), base.in_place),
        )

    @classmethod
    def load(
        cls, home: str | os.PathLike[str] | None = None, **overrides: Any
    ) -> CompressionSettings:
        settings = cls.from_mapping(get_section(CONFIG_SECTION, home))
        return replace(settings, **overrides) if overrides else settings

    def with_model_window(
        self, context_length: int, max_tokens: int | None = None
    ) -> CompressionSettings:
        """The same settings for another model window (Hermes's ``update_model``)."""
        return replace(self, context_length=context_length, max_tokens=max_tokens)

    @property
    def threshold_tokens(self) -> int:
        return compression_threshold(self.context_length, self.threshold, self.max_tokens)

    @property
    def summary_ratio(self) -> float:
        return min(0.80, max(0.10, self.target_ratio))

    @property
    def tail_token_budget(self) -> int:
        return int(self.threshold_tokens * self.summary_ratio)

    @property
    def max_summary_tokens(self) -> int:
        return min(int(self.context_length * 0.05), SUMMARY_TOKEN_CEILING)

    def as_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}
