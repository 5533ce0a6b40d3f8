"""The background review (curated-memory §18.4, §19.2; skills.md §7) on its own thread.

A review replays the conversation to a model that may call the ``memory`` tool and, when
skills are reviewed too, the skill tools (``review.skill_review`` sets their rules). Memory
writes go through the same ``MemoryStore`` with origin ``background_review``: adds land,
unattended replace/remove are staged as proposals. It never touches external
providers and never delays the user: the caller gets control back at once, one review runs
at a time, and a new turn cancels an in-flight review (waiting at most two seconds).
"""

from __future__ import annotations

import itertools
import json
import logging
import os
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any

from hermes_memory.compression.tokens import estimate_messages_tokens, rough_tokens
from hermes_memory.curated.store import MemoryStore
from hermes_memory.errors import HermesMemoryError
from hermes_memory.llm import ChatModel
from hermes_memory.review.prompt import digest, review_request
from hermes_memory.review.skill_review import SkillReviewTools
from hermes_memory.review.summary import (
    UNCHANGED,
    NotificationMode,
    ReviewAction,
    actions_from_call,
    summarize,
)
from hermes_memory.tools.memory import BACKGROUND_REVIEW, memory_schema_for, memory_tool
from hermes_memory.tools.result import tool_error

logger = logging.getLogger(__name__)

MAX_ITERATIONS = 16
MAX_INPUT_TOKENS = 600_000
CANCEL_WAIT_SECONDS = 2.0
_MEMORY_ARGS = ("action", "target", "content", "old_text", "new_text", "operations")
_ids = itertools.count(1)


class ReviewStatus(StrEnum):
    CHANGED = "changed"
    UNCHANGED = "unchanged"
    CANCELLED = "cancelled"
    FAILED = "failed"


@dataclass(frozen=True)
class ReviewReport:
    """How a review ended; ``message`` is the line to show the user (or ``None``)."""

    review_id: str
    status: ReviewStatus
    actions: list[ReviewAction] = field(default_factory=list)
    message: str | None = None
    error: str | None = None
    iterations: int = 0

    @property
    def summary(self) -> str:
        return self.message or UNCHANGED

    @property
    def staged(self) -> list[ReviewAction]:
        return [a for a in self.actions if a.staged]


class _Cancelled(Exception):
    pass


class BackgroundReviewer:
    """Runs memory reviews on a daemon thread, one at a time.

    ``same_model`` says the reviewer shares the parent's model (and so may reuse its
    system prompt verbatim for prefix-cache parity); otherwise it gets a digest.
    ``on_report`` is called on the review thread when a review ends (errors swallowed).
    ``skills_home`` lets a review ask for skills too (their tools act on that home).
    """

    def __init__(
        self,
        model: ChatModel,
        store: MemoryStore,
        *,
        on_report: Callable[[ReviewReport], None] | None = None,
        notifications: NotificationMode = NotificationMode.ON,
        same_model: bool = True,
        max_iterations: int = MAX_ITERATIONS,
        max_input_tokens: int = MAX_INPUT_TOKENS,
        skills_home: str | os.PathLike[str] | None = None,
    ) -> None:
        self.model = model
        self.store = store
        self.on_report = on_report
        self.notifications = notifications
        self.same_model = same_model
        self.max_iterations = max_iterations
        self.max_input_tokens = max_input_tokens
        self.skills_home = Path(skills_home) if skills_home is not None else None
        self.last_report: ReviewReport | None = None
        self._thread: threading.Thread | None = None
        self._cancel = threading.Event()
        self._lock = threading.Lock()
        self._done = threading.Event()
        self._done.set()

    # --- control --------------------------------------------------------------------------

    @property
    def running(self) -> bool:
        thread = self._thread
        return thread is not None and thread.is_alive()

    def start(
        self,
        messages: Sequence[Mapping[str, Any]],
        *,
        system_prompt: str | None = None,
        focus: str | None = None,
        attended: bool = False,
        memory: bool = True,
        skills: bool = False,
    ) -> str | None:
        """Start a review of ``messages`` for ``memory``, ``skills`` or both; returns its id,
        or ``None`` if one is running (or there is nothing to review)."""
        skills = skills and self.skills_home is not None
        if not memory and not skills:
            return None
        with self._lock:
            if self.running:
                logger.info("a memory review is still running; skipping this one")
                return None
            review_id = f"review-{next(_ids)}"
            self._cancel = threading.Event()
            self._done = threading.Event()
            request = self._request(messages, system_prompt, focus, memory, skills)
            tools = SkillReviewTools(self.skills_home) if skills and self.skills_home else None
            self._thread = threading.Thread(
                target=self._run,
                args=(review_id, request, attended, self._cancel, self._done, tools),
                name=review_id,
                daemon=True,
            )
            self._thread.start()
            return review_id

    def cancel(self, wait: float = CANCEL_WAIT_SECONDS) -> bool:
        """Ask a running review to stop; True when it stopped within ``wait`` seconds."""
        thread = self._thread
        if thread is None or not thread.is_alive():
            return True
        self._cancel.set()
        thread.join(max(0.0, wait))
        return not thread.is_alive()

    def wait(self, timeout: float | None = None) -> ReviewReport | None:
        """Block until the current review ends; its report (``None`` on timeout)."""
        if not self._done.wait(timeout):
            return None
        return self.last_report

    # --- the review -----------------------------------------------------------------------

    def _request(
        self,
        messages: Sequence[Mapping[str, Any]],
        system_prompt: str | None,
        focus: str | None,
        memory: bool = True,
        skills: bool = False,
    ) -> list[dict[str, Any]]:
        conversation = [dict(m) for m in messages if m.get("role") != "system"]
        prefix = rough_tokens(system_prompt or "")
        too_big = prefix + estimate_messages_tokens(conversation) > self.max_input_tokens
        if not self.same_model or too_big:
            conversation = digest(conversation)
        head = [{"role": "system", "content": system_prompt}] if system_prompt else []
        request = review_request(focus, memory=memory, skills=skills)
        return [*head, *conversation, {"role": "user", "content": request}]

    def _run(
        self,
        review_id: str,
        messages: list[dict[str, Any]],
        attended: bool,
        cancel: threading.Event,
        done: threading.Event,
        skills: SkillReviewTools | None = None,
    ) -> None:
        actions: list[ReviewAction] = []
        iterations = 0
        try:
            iterations = self._loop(messages, attended, cancel, actions, skills)
            status = ReviewStatus.CHANGED if actions else ReviewStatus.UNCHANGED
            report = ReviewReport(
                review_id,
                status,
                actions,
                summarize(actions, self.notifications),
                iterations=iterations,
            )
        except _Cancelled:
            report = ReviewReport(review_id, ReviewStatus.CANCELLED, actions, iterations=iterations)
        except Exception as exc:  # boundary: a background review must never take the agent down
            logger.warning("background memory review failed: %s", exc, exc_info=True)
            report = ReviewReport(review_id, ReviewStatus.FAILED, actions, error=str(exc))
        self.last_report = report
        done.set()
        if self.on_report is not None:
            try:
                self.on_report(report)
            except Exception as exc:  # boundary: the host's callback, on the review thread
                logger.warning("memory review callback failed: %s", exc, exc_info=True)

    def _tools(self) -> list[dict[str, Any]]:
        schema = memory_schema_for(self.store.memory_enabled, self.store.user_profile_enabled)
        return [schema] if schema else []

    def _loop(
        self,
        messages: list[dict[str, Any]],
        attended: bool,
        cancel: threading.Event,
        actions: list[ReviewAction],
        skills: SkillReviewTools | None = None,
    ) -> int:
        tools = self._tools() + (skills.schemas() if skills is not None else [])
        for iteration in range(1, self.max_iterations + 1):
            if cancel.is_set():
                raise _Cancelled
            result = self.model.chat(messages, tools=tools)
            if cancel.is_set():  # a reply that arrives after cancellation is discarded
                raise _Cancelled
            messages.append(result.to_message())
            if not result.tool_calls:
                return iteration
            for call in result.tool_calls:
                if cancel.is_set():
                    raise _Cancelled
                output = self._call_tool(call.name, call.arguments, attended, actions, skills)
                messages.append({"role": "tool", "tool_call_id": call.id, "content": output})
        return self.max_iterations

    def _call_tool(
        self,
        name: str,
        arguments: str,
        attended: bool,
        actions: list[ReviewAction],
        skills: SkillReviewTools | None = None,
    ) -> str:
        by_skills = skills is not None and skills.handles(name)
        if not by_skills and (name != "memory" or not self._tools()):
            offered = "memory and the skill tools are" if skills is not None else "memory is"
            return tool_error(f"Tool '{name}' is not available during this review; only {offered}.")
        try:
            parsed = json.loads(arguments) if arguments.strip() else {}
        except ValueError as exc:
            return tool_error(f"Invalid JSON arguments: {exc}")
        if not isinstance(parsed, dict):
            return tool_error(f"{name} arguments must be a JSON object.")
        if skills is not None and by_skills:
            before = len(skills.changed)
            output = skills.call(name, parsed)
            actions.extend(ReviewAction(a, "skill", n) for a, n in skills.changed[before:])
            return output
        args = {key: parsed[key] for key in _MEMORY_ARGS if key in parsed}
        try:
            output = memory_tool(
                **args, store=self.store, write_origin=BACKGROUND_REVIEW, attended=attended
            )
        except HermesMemoryError as exc:
            return tool_error(str(exc))
        actions.extend(actions_from_call(args, output))
        return output
