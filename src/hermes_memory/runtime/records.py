"""The runtime's session row in state.db: where a resume starts, the new row, token usage.

Functions over an explicit :class:`~hermes_memory.sessions.store.SessionDB`, called by
:class:`~hermes_memory.runtime.core.MemoryRuntime`; the runtime keeps the session's
in-memory state (id, history, frozen prompt) itself.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

from hermes_memory.compression.messages import strip_private_keys
from hermes_memory.errors import HermesMemoryError, RuntimeStateError
from hermes_memory.prompt import SessionPrompt
from hermes_memory.sessions.store import SessionDB

logger = logging.getLogger(__name__)


def resume_point(
    db: SessionDB | None, session_id: str | None
) -> tuple[str, list[dict[str, Any]], str | None]:
    """The session to resume (the newest compression continuation of ``session_id``), its
    history and its stored system prompt; ``RuntimeStateError`` when there is none."""
    if not session_id or db is None:
        raise RuntimeStateError("Resuming needs a session id and a session database.")
    tip = db.get_compression_tip(session_id)
    row = db.get_session(tip)
    if row is None:
        raise RuntimeStateError(f"No session {tip} to resume.")
    history = [strip_private_keys(m) for m in db.get_messages_as_conversation(tip)]
    prompt = row.get("system_prompt")
    return tip, history, prompt if isinstance(prompt, str) and prompt else None


def start_row(
    db: SessionDB,
    prompt: SessionPrompt,
    source: str,
    model_config: Mapping[str, Any] | None = None,
    title: str | None = None,
) -> None:
    """Create (or update) the row of ``prompt``'s session with its frozen text; a ``title``
    another session holds is numbered (``title #2``)."""
    db.create_session(
        prompt.session_id,
        source,
        model=prompt.model,
        model_config=dict(model_config) if model_config else None,
        system_prompt=prompt.text,
    )
    if title:
        db.set_title_numbered(prompt.session_id, title)


def record_usage(
    db: SessionDB,
    session_id: str,
    model: str | None,
    prompt_tokens: int,
    completion_tokens: int,
    api_calls: int,
) -> None:
    """Add a turn's token usage to the session row; a failure is logged, never raised."""
    try:
        db.update_token_counts(
            session_id,
            input_tokens=prompt_tokens,
            output_tokens=completion_tokens,
            model=model,
            api_call_count=api_calls,
        )
    except HermesMemoryError as exc:
        logger.warning("could not record token usage: %s", exc)
