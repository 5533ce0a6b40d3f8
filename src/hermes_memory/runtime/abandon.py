"""Dropping a turn the model never answered: nothing stored, nothing in the history.

A model call can fail before it produces anything (endpoint down, bad key, timeout). Kept,
such a turn would leave a user message without an answer in state.db and in the history
every later call replays; dropped, the conversation reads as if it had not been sent, and
the front-end can offer to send it again.
"""

from __future__ import annotations

from hermes_memory.runtime.host import RuntimeHost


class AbandonMixin(RuntimeHost):
    def abandon_turn(self) -> bool:
        """Forget the turn begun by ``before_turn`` without storing it; True if one was open.

        Use it only when the model produced nothing for the turn (no text, no tool call):
        whatever a tool call did must be stored with ``after_turn(..., interrupted=True)``.
        The nudge counter keeps the tick, so a review may come one turn early.
        """
        if self._turn is None:
            return False
        self._turn = None
        return True
