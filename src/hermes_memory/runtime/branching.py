"""Branching a conversation (sessions-and-search §9.6, Hermes's ``/branch``).

A mixin of :class:`~hermes_memory.runtime.core.MemoryRuntime`. The current session ends
with reason ``branched``; a new session, a child of it marked ``_branched_from`` in its
``model_config``, receives a copy of every message so far and carries on. The frozen
system prompt stays as it is (the prompt cache survives). Listings leave branches out
as Hermes does; session_search treats the branch as part of the same lineage.
"""

from __future__ import annotations

import logging

from hermes_memory.compression.messages import strip_private_keys
from hermes_memory.compression.session import new_session_id
from hermes_memory.errors import RuntimeStateError, TitleError
from hermes_memory.runtime.host import RuntimeHost
from hermes_memory.sessions import EndReason, sanitize_title

logger = logging.getLogger(__name__)

BRANCH_MARKER = "_branched_from"
DEFAULT_BRANCH_TITLE = "branch"
SWITCH_REASON = "branch"


class BranchMixin(RuntimeHost):
    def branch(self, name: str | None = None) -> str:
        """Continue in a new session holding a copy of this one; returns its id.

        Its title is ``name``, else the next of this session's title (``"proj"`` →
        ``"proj #2"``), else of ``"branch"``. Raises ``RuntimeStateError`` during a turn,
        without a session database or before any message, and ``TitleError`` when
        ``name`` is taken; nothing has changed then.
        """
        old = self._require_session()
        if self._turn is not None:
            raise RuntimeStateError("Branch between turns, not during one.")
        if self.db is None:
            raise RuntimeStateError("Branching needs a session database.")
        if not self.history:
            raise RuntimeStateError("Nothing to branch yet: the session has no messages.")
        wanted = sanitize_title(name)
        if wanted is not None and self.db.title_holder(wanted) is not None:
            raise TitleError(f"Title '{wanted}' is already in use")
        title = wanted or self.db.get_next_title_in_lineage(
            self.db.get_session_title(old) or DEFAULT_BRANCH_TITLE
        )
        new = new_session_id(self.clock())
        self.db.end_session(old, EndReason.BRANCHED)
        self.db.create_session(
            new,
            self.platform,
            model=self.model_name,
            model_config={BRANCH_MARKER: old},
            system_prompt=self.system_prompt,
            parent_session_id=old,
        )
        self.db.append_messages(new, [strip_private_keys(m) for m in self.history])
        try:
            self.db.set_session_title(new, title)
        except TitleError as exc:  # taken between the check and now: the branch stands
            logger.warning("could not title the branch of %s: %s", old, exc)
        self.session_id = new
        self.manager.on_session_switch(
            new, parent_session_id=old, reset=False, reason=SWITCH_REASON
        )
        return new
