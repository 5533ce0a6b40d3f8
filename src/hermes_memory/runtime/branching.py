"""Branching a conversation (sessions-and-search §9.6, Hermes's ``/branch``).

:class:`SessionBrancher` is a collaborator owned by
:class:`~hermes_memory.runtime.core.MemoryRuntime`. The current session ends with reason
``branched``; a new session, a child of it marked ``_branched_from`` in its
``model_config``, receives a copy of every message so far and carries on. The frozen
system prompt stays as it is (the prompt cache survives). Listings leave branches out
as Hermes does; session_search treats the branch as part of the same lineage.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from typing import Any

from hermes_memory.compression.messages import strip_private_keys
from hermes_memory.compression.session import new_session_id
from hermes_memory.errors import RuntimeStateError, TitleError
from hermes_memory.providers.manager import MemoryManager
from hermes_memory.sessions import EndReason, SessionDB, sanitize_title

logger = logging.getLogger(__name__)

BRANCH_MARKER = "_branched_from"
DEFAULT_BRANCH_TITLE = "branch"
SWITCH_REASON = "branch"


class SessionBrancher:
    """Copies a runtime's session into a new branch and tells the providers."""

    def __init__(
        self, manager: MemoryManager, *, platform: str, clock: Callable[[], datetime]
    ) -> None:
        self._manager = manager
        self._platform = platform
        self._clock = clock

    def branch(
        self,
        db: SessionDB | None,
        session_id: str,
        history: Sequence[Mapping[str, Any]],
        system_prompt: str,
        model: str | None,
        name: str | None = None,
    ) -> str:
        """End ``session_id`` and continue in a copy of it; returns the new session's id.

        Raises ``RuntimeStateError`` without a database or before any message, and
        ``TitleError`` when ``name`` is taken; nothing has changed then.
        """
        if db is None:
            raise RuntimeStateError("Branching needs a session database.")
        if not history:
            raise RuntimeStateError("Nothing to branch yet: the session has no messages.")
        wanted = sanitize_title(name)
        if wanted is not None and db.title_holder(wanted) is not None:
            raise TitleError(f"Title '{wanted}' is already in use")
        title = wanted or db.get_next_title_in_lineage(
            db.get_session_title(session_id) or DEFAULT_BRANCH_TITLE
        )
        new = new_session_id(self._clock())
        db.end_session(session_id, EndReason.BRANCHED)
        db.create_session(
            new,
            self._platform,
            model=model,
            model_config={BRANCH_MARKER: session_id},
            system_prompt=system_prompt,
            parent_session_id=session_id,
        )
        db.append_messages(new, [strip_private_keys(m) for m in history])
        try:
            db.set_session_title(new, title)
        except TitleError as exc:  # taken between the check and now: the branch stands
            logger.warning("could not title the branch of %s: %s", session_id, exc)
        # The manager isolates each provider's failure, so the switch cannot undo the branch.
        self._manager.on_session_switch(
            new, parent_session_id=session_id, reset=False, reason=SWITCH_REASON
        )
        return new
