"""Compression as the runtime sees it: when a session is due, and compressing it.

:class:`SessionCompaction` is a collaborator owned by
:class:`~hermes_memory.runtime.core.MemoryRuntime`: it holds the compressor, restores a
stored cooldown and builds the continuation's frozen prompt. It never touches the runtime;
the runtime hands it the session's state and applies what comes back.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from typing import Any

from hermes_memory.compression import ContextCompressor
from hermes_memory.compression.session import (
    SessionCompression,
    compress_session,
    restore_cooldown,
)
from hermes_memory.compression.tokens import estimate_request_tokens
from hermes_memory.errors import CompressionError
from hermes_memory.prompt import PromptBuilder, SessionPrompt
from hermes_memory.providers.manager import MemoryManager
from hermes_memory.sessions.store import SessionDB

NOT_READY = "Compression needs a model and a session database."


class SessionCompaction:
    """The compressor of one runtime and the session split around it.

    ``compressor`` is ``None`` when there is no model to write summaries; then nothing is
    ever due and :meth:`ready` refuses.
    """

    def __init__(
        self,
        compressor: ContextCompressor | None,
        builder: PromptBuilder,
        manager: MemoryManager,
        *,
        platform: str,
        clock: Callable[[], datetime],
    ) -> None:
        self.compressor = compressor
        self._builder = builder
        self._manager = manager
        self._platform = platform
        self._clock = clock

    def restore(self, db: SessionDB, session_id: str) -> None:
        """Resume the stored cooldown of ``session_id``: a failed summary outlives the process."""
        if self.compressor is not None:
            restore_cooldown(db, self.compressor, session_id, self._clock)

    @staticmethod
    def estimate_tokens(
        system_prompt: str,
        history: Sequence[Mapping[str, Any]],
        tool_schemas: Sequence[Mapping[str, Any]],
        extra_text: str = "",
    ) -> int:
        """The request size if ``extra_text`` were sent as the next user message."""
        messages = [*history, {"role": "user", "content": extra_text}] if extra_text else history
        return estimate_request_tokens(system_prompt, messages, tool_schemas)

    def due(self, prompt_tokens: int) -> bool:
        return self.compressor is not None and self.compressor.should_compress(prompt_tokens)

    def ready(self, db: SessionDB | None) -> SessionDB:
        """The database to compress in; ``CompressionError`` without a model or a database."""
        if self.compressor is None or db is None:
            raise CompressionError(NOT_READY)
        return db

    def run(
        self,
        db: SessionDB,
        session_id: str,
        history: list[dict[str, Any]],
        *,
        model: str | None,
        focus_topic: str | None = None,
        force: bool = False,
    ) -> tuple[SessionCompression, SessionPrompt | None]:
        """Compress ``session_id`` now; raises ``CompressionError`` with nothing changed.

        Returns the outcome and, when the session moved on (a child session, or the same one
        rewritten in place), the frozen prompt to continue with; ``None`` otherwise.
        """
        if self.compressor is None:
            raise CompressionError(NOT_READY)
        candidate: dict[str, SessionPrompt] = {}

        def build(new_id: str) -> str:
            prompt = SessionPrompt(self._builder, new_id, model=model)
            prompt.rebuild(compacted=True)
            candidate["prompt"] = prompt
            return prompt.text

        outcome = compress_session(
            db=db,
            compressor=self.compressor,
            session_id=session_id,
            messages=history,
            build_prompt=build,
            manager=self._manager,
            source=self._platform,
            model=model,
            focus_topic=focus_topic,
            force=force,
            clock=self._clock,
        )
        moved = outcome.split or outcome.in_place
        return outcome, candidate["prompt"] if moved else None
