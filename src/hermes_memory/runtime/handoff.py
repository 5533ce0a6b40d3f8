"""What a stored turn is handed on to: the providers' sync and prefetch, and the review.

:class:`TurnHandoff` is a collaborator owned by
:class:`~hermes_memory.runtime.core.MemoryRuntime`, called once the turn is durable in
state.db. An interrupted or empty turn is handed to nobody; the review starts only when
the nudge counter asked for one at the start of the turn or the skill nudge at its end
(:class:`SkillLearning`, which also records skill uses), and a new turn or the end of the
session stops a review still running.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from hermes_memory.providers.base import is_trivial_prompt
from hermes_memory.providers.manager import MemoryManager
from hermes_memory.review import BackgroundReviewer
from hermes_memory.review.reviewer import CANCEL_WAIT_SECONDS
from hermes_memory.runtime.curation import start_curation
from hermes_memory.runtime.skill_learning import SkillLearning
from hermes_memory.runtime.turn import TurnState
from hermes_memory.sessions import SessionDB


class TurnHandoff:
    """Hands each finished turn to the providers and, when due, to the background review."""

    def __init__(
        self,
        manager: MemoryManager,
        reviewer: BackgroundReviewer | None,
        *,
        skills_home: Path | None = None,
    ) -> None:
        """``skills_home`` turns on the skill nudge and the record of skill uses."""
        self._manager = manager
        self._reviewer = reviewer
        self.skills = SkillLearning(skills_home) if skills_home is not None else None
        self.curation: threading.Thread | None = None

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
        completed = not interrupted and bool(final)
        skills_due = self.skills is not None and self.skills.turn_finished(
            rows, completed=completed
        )
        if not completed:
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
        if (turn.review_due or skills_due) and self._reviewer is not None:
            # The same model is given the frozen prompt first: its prompt cache is reused.
            same = self._reviewer.same_model
            review = self._reviewer.start(
                history,
                system_prompt=system_prompt if same else None,
                memory=turn.review_due,
                skills=skills_due,
            )
            started = review is not None
        return synced, started

    def session_started(self, db: SessionDB | None, session_id: str | None = None) -> None:
        """A session starts: the skills curator runs in the background when it is due."""
        if self.skills is not None:
            model = self._reviewer.model if self._reviewer is not None else None
            self.curation = start_curation(self.skills.home, db, model, session_id)

    def next_user_message(self, text: str) -> None:
        """A new user turn begins: stop a running review and settle the last skill uses."""
        self.cancel_review()
        if self.skills is not None:
            self.skills.next_user_message(text)

    def cancel_review(self) -> None:
        """Stop a review still running (briefly waiting for it to notice)."""
        if self._reviewer is not None and self._reviewer.running:
            self._reviewer.cancel(CANCEL_WAIT_SECONDS)

    def settle_review(self, timeout: float) -> None:
        """At the session's end: settle the skill uses, give a running review ``timeout``
        seconds to finish, then cancel it."""
        if self.skills is not None:
            self.skills.session_ended()
        if self._reviewer is not None and self._reviewer.running:
            if timeout > 0:
                self._reviewer.wait(timeout)
            self._reviewer.cancel(CANCEL_WAIT_SECONDS)
