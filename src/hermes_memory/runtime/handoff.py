"""What a stored turn is handed on to: the providers' sync and prefetch, and the review.

:class:`TurnHandoff` is a collaborator owned by
:class:`~hermes_memory.runtime.core.MemoryRuntime`, called once the turn is durable in
state.db. An interrupted or empty turn is handed to nobody; the review starts only when
the nudge counter asked for one at the start of the turn, and a new turn or the end of
the session stops a review still running.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from hermes_memory.providers.base import is_trivial_prompt
from hermes_memory.providers.manager import MemoryManager
from hermes_memory.review import BackgroundReviewer
from hermes_memory.review.reviewer import CANCEL_WAIT_SECONDS
from hermes_memory.runtime.turn import TurnState


class TurnHandoff:
    """Hands each finished turn to the providers and, when due, to the background review."""

    def __init__(self, manager: MemoryManager, reviewer: BackgroundReviewer | None) -> None:
        self._manager = manager
        self._reviewer = reviewer

    def hand_off(
        self,
        turn: TurnState,
        rows: list[dict[str, Any]],
        final: str,
        session_id: str,
        history: Sequence[Mapping[str, Any]],
        system_prompt: str,
        *,
        interrupted: bool,
    ) -> tuple[bool, bool]:
        """Sync the turn and queue the next prefetch, start a due review; returns whether
        the providers were synced and whether a review started."""
        if interrupted or not final:
            return False, False
        synced = False
        if turn.user_text:
            # This turn's messages only: bounded work per turn (the whole transcript goes
            # to providers at on_session_end), and redaction copies whatever is handed over.
            self._manager.sync_all(
                turn.user_text, final, session_id=session_id, messages=list(rows)
            )
            synced = True
            if not is_trivial_prompt(turn.user_text):
                self._manager.queue_prefetch_all(turn.user_text, session_id=session_id)
        started = False
        if turn.review_due and self._reviewer is not None:
            # The same model is given the frozen prompt first: its prompt cache is reused.
            same = self._reviewer.same_model
            review = self._reviewer.start(history, system_prompt=system_prompt if same else None)
            started = review is not None
        return synced, started

    def cancel_review(self) -> None:
        """Stop a review still running (briefly waiting for it to notice)."""
        if self._reviewer is not None and self._reviewer.running:
            self._reviewer.cancel(CANCEL_WAIT_SECONDS)

    def settle_review(self, timeout: float) -> None:
        """Give a running review ``timeout`` seconds to finish, then cancel it."""
        if self._reviewer is not None and self._reviewer.running:
            if timeout > 0:
                self._reviewer.wait(timeout)
            self._reviewer.cancel(CANCEL_WAIT_SECONDS)
