"""``ContextCompressor``: turns a long message list into head + summary + tail (§9.3–9.4).

Holds the state Hermes keeps per session: the previous summary (updated, not rewritten,
on the next compression), how often it compressed, consecutive ineffective runs and the
failure cooldown. A failed summary raises :class:`CompressionError` and changes nothing,
unless ``abort_on_summary_failure`` is off, in which case a mechanical summary is used.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import Any

from hermes_memory.compression.boundaries import head_end, tail_start
from hermes_memory.compression.fallback import fallback_summary
from hermes_memory.compression.messages import (
    COMPACTION_SYSTEM_NOTE,
    HANDOFF_NOTE,
    PRIOR_CONTEXT_CLOSE,
    PRIOR_CONTEXT_OPEN,
    SUMMARY_END_MARKER,
    SUMMARY_FLAG,
    SUMMARY_PREFIX,
    content_text,
    is_summary,
    role_of,
    split_summary,
)
from hermes_memory.compression.pairs import sanitize_tool_pairs, strip_old_images
from hermes_memory.compression.prune import prune_tool_outputs
from hermes_memory.compression.settings import CompressionSettings
from hermes_memory.compression.summary_prompt import (
    auto_focus,
    build_summary_prompt,
    summary_budget,
)
from hermes_memory.compression.tokens import estimate_messages_tokens, message_budget_tokens
from hermes_memory.errors import (
    CompressionError,
    LLMConfigError,
    LLMConnectionError,
    LLMError,
    LLMResponseError,
    LLMTimeoutError,
)
from hermes_memory.llm import ChatModel
from hermes_memory.providers.redaction import redact_text

logger = logging.getLogger(__name__)

INEFFECTIVE_SAVINGS = 0.10
MAX_INEFFECTIVE = 2
COOLDOWN_SECONDS = 60.0
TRANSIENT_COOLDOWN_SECONDS = 30.0
"""After a reply that was cut off or not JSON: likely to work again soon."""
NO_PROVIDER_COOLDOWN_SECONDS = 600.0
_AUTH_WORDS = ("invalid api key", "unauthorized", "authentication", "api key")


class SkipReason(StrEnum):
    """Why :meth:`ContextCompressor.compress` returned the input unchanged."""

    TOO_FEW_MESSAGES = "too_few_messages"
    NOTHING_TO_SUMMARISE = "nothing_to_summarise"


@dataclass(frozen=True)
class CompressionResult:
    """The outcome of one compression; ``messages`` is the input when nothing happened."""

    messages: list[dict[str, Any]]
    compressed: bool
    summary: str | None = None
    summarized_count: int = 0
    tokens_before: int = 0
    tokens_after: int = 0
    fallback_used: bool = False
    skipped: SkipReason | None = None
    pruned_count: int = 0
    notes: list[str] = field(default_factory=list)

    @property
    def savings(self) -> float:
        if self.tokens_before <= 0:
            return 0.0
        return (self.tokens_before - self.tokens_after) / self.tokens_before


def _cooldown_for(exc: BaseException) -> float:
    if isinstance(exc, LLMConfigError):
        return NO_PROVIDER_COOLDOWN_SECONDS
    text = str(exc).lower()
    if "not json" in text or ("json" in text and "decode" in text) or "stream" in text:
        return TRANSIENT_COOLDOWN_SECONDS
    return COOLDOWN_SECONDS


def _is_fatal(exc: BaseException) -> bool:
    """Failures after which a lossy fallback would be wrong: auth, network, no provider."""
    if isinstance(exc, LLMConfigError | LLMConnectionError | LLMTimeoutError):
        return True
    if isinstance(exc, LLMResponseError) and exc.status_code in (401, 403):
        return True
    text = str(exc).lower()
    return any(word in text for word in _AUTH_WORDS)


class ContextCompressor:
    """Summarises the middle of a conversation through a :class:`ChatModel`."""

    def __init__(
        self,
        model: ChatModel,
        settings: CompressionSettings | None = None,
        *,
        clock: Callable[[], datetime] | None = None,
        monotonic: Callable[[], float] = time.monotonic,
        main_model: ChatModel | None = None,
    ) -> None:
        """``main_model``: the agent's own model, tried once when a distinct summary model
        (``model``) fails, before any cooldown starts (spec §9.4)."""
        self.model = model
        self.main_model = main_model
        self.settings = settings or CompressionSettings()
        self._clock = clock or (lambda: datetime.now().astimezone())
        self._monotonic = monotonic
        self.previous_summary: str | None = None
        self.compression_count = 0
        self.ineffective_count = 0
        self.cooldown_until = 0.0
        self.last_error: str | None = None

    # --- when -----------------------------------------------------------------------------

    @property
    def threshold_tokens(self) -> int:
        return self.settings.threshold_tokens

    def in_cooldown(self) -> bool:
        return self._monotonic() < self.cooldown_until

    def cooldown_remaining(self) -> float:
        """Seconds left of the failure cooldown (0 when there is none)."""
        return max(0.0, self.cooldown_until - self._monotonic())

    def restore_cooldown(self, seconds: float, error: str | None = None) -> None:
        """Start a session's cooldown where a stored one left off (``seconds`` ≤ 0: none)."""
        self.cooldown_until = self._monotonic() + seconds if seconds > 0 else 0.0
        self.last_error = error if seconds > 0 else None

    def should_compress(self, prompt_tokens: int) -> bool:
        """At or past the threshold, not cooling down, not stuck on ineffective runs."""
        if not self.settings.enabled or prompt_tokens < self.threshold_tokens:
            return False
        return not self.in_cooldown() and self.ineffective_count < MAX_INEFFECTIVE

    # --- how ------------------------------------------------------------------------------

    def compress(
        self,
        messages: Sequence[Mapping[str, Any]],
        *,
        focus_topic: str | None = None,
        force: bool = False,
        provider_context: str | None = None,
    ) -> CompressionResult:
        """Compress ``messages`` (with or without a leading system message).

        Raises :class:`CompressionError` when the summary fails and the settings say to
        abort (the default); the caller's messages are never modified.
        """
        if force:
            self.cooldown_until = 0.0
        elif self.in_cooldown():
            raise CompressionError(
                f"Compression is cooling down after a failed summary: {self.last_error}"
            )
        original = [dict(m) for m in messages]
        before = estimate_messages_tokens(original)
        # Once a summary exists the opening turns live in it, so the head shrinks to nothing.
        decayed = bool(self.compression_count or self.previous_summary) or any(
            is_summary(m) for m in original
        )
        first_n = 0 if decayed else self.settings.protect_first_n
        start = head_end(original, first_n)
        if len(original) <= start + 3 + 1:
            return CompressionResult(
                original,
                False,
                tokens_before=before,
                tokens_after=before,
                skipped=SkipReason.TOO_FEW_MESSAGES,
            )

        pruned, pruned_count = prune_tool_outputs(
            original, self.settings.tail_token_budget, self.settings.protect_last_n
        )
        cut = tail_start(
            pruned, start, self.settings.tail_token_budget, self.settings.protect_last_n
        )
        if start >= cut:
            self.ineffective_count += 1
            return CompressionResult(
                original,
                False,
                tokens_before=before,
                tokens_after=before,
                skipped=SkipReason.NOTHING_TO_SUMMARISE,
            )

        head, middle, tail = pruned[:start], pruned[start:cut], pruned[cut:]
        previous, turns = self._rehydrate(middle)
        focus = focus_topic or auto_focus(pruned)
        summary, used_fallback = self._summarise(turns, previous, focus, provider_context)

        assembled = self._assemble(head, summary, tail)
        assembled = strip_old_images(sanitize_tool_pairs(assembled))
        after = estimate_messages_tokens(assembled)
        result = CompressionResult(
            messages=assembled,
            compressed=True,
            summary=summary,
            summarized_count=len(middle),
            tokens_before=before,
            tokens_after=after,
            fallback_used=used_fallback,
            pruned_count=pruned_count,
        )
        self.previous_summary = summary
        self.compression_count += 1
        self.ineffective_count = (
            self.ineffective_count + 1 if result.savings < INEFFECTIVE_SAVINGS else 0
        )
        return result

    def _rehydrate(self, middle: list[dict[str, Any]]) -> tuple[str | None, list[dict[str, Any]]]:
        """The previous summary found in the middle, and the turns after it to summarise."""
        for index in range(len(middle) - 1, -1, -1):
            if is_summary(middle[index]):
                previous, original = split_summary(content_text(middle[index]))
                turns = middle[index + 1 :]
                if original:
                    turns = [{**middle[index], "content": original}, *turns]
                return previous or self.previous_summary, turns
        if self.previous_summary is not None:
            logger.debug("dropping a held summary that is no longer in the conversation")
        return None, middle

    def _summarise(
        self,
        turns: list[dict[str, Any]],
        previous: str | None,
        focus: str | None,
        provider_context: str | None,
    ) -> tuple[str, bool]:
        turn_tokens = sum(message_budget_tokens(m) for m in turns)
        budget = summary_budget(turn_tokens, self.settings.max_summary_tokens)
        prompt = build_summary_prompt(
            turns,
            budget_tokens=budget,
            previous_summary=previous,
            focus_topic=focus,
            provider_context=provider_context,
            now=self._clock(),
        )
        try:
            text = self._ask(self.model, prompt, budget)
        except (LLMError, OSError, ValueError) as first:
            exc: BaseException = first
            if self.main_model is not None and self.main_model is not self.model:
                # a distinct summary model failed: one more try on the main model, no cooldown
                logger.warning("summary model failed (%s); retrying on the main model", first)
                try:
                    text = self._ask(self.main_model, prompt, budget)
                    self.last_error = None
                    return redact_text(text.strip()), False
                except (LLMError, OSError, ValueError) as second:
                    exc = second
            self.last_error = str(exc) or type(exc).__name__
            fatal = _is_fatal(exc)
            self.cooldown_until = self._monotonic() + _cooldown_for(exc)
            if self.settings.abort_on_summary_failure or fatal:
                raise CompressionError(
                    f"Context compression aborted, nothing was changed: the summary failed "
                    f"({self.last_error})."
                ) from exc
            logger.warning("summary failed (%s); using the mechanical fallback", self.last_error)
            return fallback_summary(turns, previous), True
        self.last_error = None
        return redact_text(text.strip()), False

    @staticmethod
    def _ask(model: ChatModel, prompt: str, budget: int) -> str:
        text = model.complete(prompt, max_tokens=int(budget * 1.3))
        if not text or not text.strip():
            raise LLMResponseError("The summariser returned an empty reply.")
        return text

    @staticmethod
    def _assemble(
        head: list[dict[str, Any]], summary: str, tail: list[dict[str, Any]]
    ) -> list[dict[str, Any]]:
        head = [dict(m) for m in head]
        if head and role_of(head[0]) == "system":
            text = content_text(head[0])
            if COMPACTION_SYSTEM_NOTE not in text:
                head[0]["content"] = f"{text.rstrip()}\n\n{COMPACTION_SYSTEM_NOTE}"
        body = f"{SUMMARY_PREFIX}\n{HANDOFF_NOTE}\n\n{summary}"
        non_system = [m for m in head if role_of(m) != "system"]
        last_head_role = role_of(non_system[-1]) if non_system else None
        pinned = last_head_role is None  # the first message after the system prompt
        role = "user" if last_head_role in (None, "assistant", "tool") else "assistant"
        if tail and role_of(tail[0]) == role:
            flipped = "assistant" if role == "user" else "user"
            if pinned or last_head_role == flipped:
                first = dict(tail[0])
                first["content"] = (
                    f"{PRIOR_CONTEXT_OPEN}\n{content_text(first)}\n\n{PRIOR_CONTEXT_CLOSE}\n\n"
                    f"{body}\n\n{SUMMARY_END_MARKER}"
                )
                first[SUMMARY_FLAG] = True
                return [*head, first, *tail[1:]]
            role = flipped
        message = {"role": role, "content": f"{body}\n\n{SUMMARY_END_MARKER}", SUMMARY_FLAG: True}
        return [*head, message, *tail]
