"""Compression as the runtime sees it: when to compress, and moving to the child session.

A mixin of :class:`~hermes_memory.runtime.core.MemoryRuntime` so the lifecycle module stays
readable. Automatic compression (:meth:`maybe_compress`) never raises: a failed summary is
logged and kept in ``last_compression_error``, and the session goes on uncompressed.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from hermes_memory.compression import ContextCompressor
from hermes_memory.compression.messages import strip_private_keys
from hermes_memory.compression.session import SessionCompression, compress_session
from hermes_memory.compression.tokens import estimate_request_tokens
from hermes_memory.errors import CompressionError, RuntimeStateError
from hermes_memory.prompt import PromptBuilder, SessionPrompt
from hermes_memory.runtime.host import RuntimeHost

logger = logging.getLogger(__name__)


class CompressionMixin(RuntimeHost):
    """Needs, besides :class:`RuntimeHost`, the attributes declared below."""

    compressor: ContextCompressor | None
    builder: PromptBuilder
    last_prompt_tokens: int | None
    last_compression: SessionCompression | None
    last_compression_error: str | None
    _prompt: SessionPrompt | None

    if TYPE_CHECKING:  # provided by MemoryRuntime

        def tool_schemas(self) -> list[dict[str, Any]]: ...

    def estimate_prompt_tokens(self, extra_text: str = "") -> int:
        messages = (
            [*self.history, {"role": "user", "content": extra_text}] if extra_text else self.history
        )
        return estimate_request_tokens(self.system_prompt, messages, self.tool_schemas())

    def maybe_compress(
        self, prompt_tokens: int | None = None, *, preflight_text: str = ""
    ) -> SessionCompression | None:
        """Compress when the context passed the threshold; failures are logged, not raised."""
        if self.compressor is None or self._turn is not None or not self.history:
            return None
        tokens = prompt_tokens or self.last_prompt_tokens
        if tokens is None:
            tokens = self.estimate_prompt_tokens(preflight_text)
        if not self.compressor.should_compress(tokens):
            return None
        try:
            return self.compress()
        except CompressionError as exc:
            self.last_compression_error = str(exc)
            logger.warning("%s", exc)
            return None

    def compress(
        self, *, focus_topic: str | None = None, force: bool = False
    ) -> SessionCompression:
        """Compress now and continue in a child session (or in place, with
        ``compression.in_place``); raises ``CompressionError``."""
        sid = self._require_session()
        if self.compressor is None or self.db is None:
            raise CompressionError("Compression needs a model and a session database.")
        if self._turn is not None:
            raise RuntimeStateError("Compress between turns, not during one.")
        candidate: dict[str, SessionPrompt] = {}

        def build(new_id: str) -> str:
            prompt = SessionPrompt(self.builder, new_id, model=self.model_name)
            prompt.rebuild(compacted=True)
            candidate["prompt"] = prompt
            return prompt.text

        outcome = compress_session(
            db=self.db,
            compressor=self.compressor,
            session_id=sid,
            messages=self.history,
            build_prompt=build,
            manager=self.manager,
            source=self.platform,
            model=self.model_name,
            focus_topic=focus_topic,
            force=force,
            clock=self.clock,
        )
        self.last_compression = outcome
        self.last_compression_error = None
        if outcome.split or outcome.in_place:
            self.session_id = outcome.session_id
            self._prompt = candidate["prompt"]
            self.history = [
                strip_private_keys(m) for m in outcome.messages if m.get("role") != "system"
            ]
            self.last_prompt_tokens = None  # wait for the provider's next real count
        return outcome
