"""The manager's lifecycle fan-outs: turn start, session boundaries, compression, writes.

Every hook is called on each provider in registration order with per-provider isolation:
one provider raising is logged and never stops the others or reaches the caller (except the
pre-compress checkpoint, which may be required on purpose). Mixed into ``MemoryManager``.
"""

from __future__ import annotations

import logging
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from typing import Any

from hermes_memory.providers.base import PRE_COMPRESS_CHECKPOINT_API_VERSION
from hermes_memory.providers.mirror import call_on_memory_write, mirrored_writes
from hermes_memory.providers.redaction import redact_values
from hermes_memory.providers.signatures import accepts_keyword, filter_kwargs
from hermes_memory.providers.worker import TaskKind

logger = logging.getLogger("hermes_memory.providers.manager")

BUILTIN_NAME = "builtin"


def _checkpoint_version(provider: Any) -> int:
    try:
        return int(getattr(provider, "pre_compress_checkpoint_api_version", 1))
    except (TypeError, ValueError):
        return 1  # unparsable: the historical best-effort contract


class LifecycleHooks(ABC):
    """Fan-out of the ``on_*`` hooks; needs the provider list, ``_each`` and ``_submit``."""

    _providers: list[Any]
    _pending_switch: dict[int, tuple[Any, str, dict[str, Any]]]

    @abstractmethod
    def _each(
        self,
        label: str,
        call: Callable[[Any], Any],
        *,
        level: int = logging.WARNING,
        providers: list[Any] | None = None,
    ) -> list[Any]: ...

    def _egress(self, *values: Any) -> tuple[Any, ...]:
        """Redacted copies for an external provider; as they are when only builtin listens.

        Redaction walks whole transcripts, so it is skipped when nothing leaves the process.
        """
        if any(getattr(p, "name", None) != BUILTIN_NAME for p in self._providers):
            return redact_values(*values)
        return values

    @abstractmethod
    def _submit(self, fn: Callable[[], object], *, kind: TaskKind = TaskKind.WRITE) -> bool: ...

    # --- turns ----------------------------------------------------------------------------

    def on_turn_start(self, turn_number: int, message: str, **kwargs: Any) -> None:
        """Start of a user turn (before prefetch); kwargs filtered per provider signature."""
        (message,) = self._egress(message)
        self._each(
            "on_turn_start failed",
            lambda p: p.on_turn_start(
                turn_number, message, **filter_kwargs(p.on_turn_start, kwargs)
            ),
        )

    def on_delegation(
        self, task: str, result: str, *, child_session_id: str = "", **kwargs: Any
    ) -> None:
        """A subagent finished; tell every provider on the parent."""
        task, result = self._egress(task, result)
        extra = {"child_session_id": child_session_id, **kwargs}
        self._each(
            "on_delegation failed",
            lambda p: p.on_delegation(task, result, **filter_kwargs(p.on_delegation, extra)),
        )

    # --- session boundaries ---------------------------------------------------------------

    def on_session_end(self, messages: list[dict[str, Any]] | None) -> None:
        """A real session boundary; ``None`` means an empty transcript."""
        (snapshot,) = self._egress(list(messages or []))
        self._each(
            "on_session_end failed",
            lambda p: p.on_session_end(snapshot),
            level=logging.WARNING,
        )

    def on_session_switch(
        self,
        new_session_id: str,
        *,
        parent_session_id: str = "",
        reset: bool = False,
        rewound: bool = False,
        **kwargs: Any,
    ) -> bool:
        """Tell providers the session id rotated; False if any provider failed.

        Failed providers are kept for :meth:`retry_pending_session_switch`. ``rewound`` is
        only forwarded when true so it never pollutes other providers' ``**kwargs``.
        """
        if not new_session_id:
            return True
        extra = dict(kwargs)
        if rewound:
            extra["rewound"] = True
        self._pending_switch = {}
        ok = True
        for provider in list(self._providers):
            if not self._switch_one(provider, new_session_id, parent_session_id, reset, extra):
                ok = False
        return ok

    def retry_pending_session_switch(self) -> bool:
        """Retry the last switch on the providers that failed it; True when none remain."""
        pending = self._pending_switch
        self._pending_switch = {}
        for provider, new_id, call in pending.values():
            if provider in self._providers:
                extra = {k: v for k, v in call.items() if k not in ("parent_session_id", "reset")}
                self._switch_one(provider, new_id, call["parent_session_id"], call["reset"], extra)
        return not self._pending_switch

    def _switch_one(
        self, provider: Any, new_id: str, parent: str, reset: bool, extra: dict[str, Any]
    ) -> bool:
        hook = provider.on_session_switch
        try:
            outcome = hook(
                new_id, parent_session_id=parent, reset=reset, **filter_kwargs(hook, extra)
            )
        except Exception as exc:  # boundary: provider isolation; the switch is retried later
            logger.warning("Memory provider '%s' on_session_switch failed: %s", provider.name, exc)
            outcome = False
        if outcome is False:
            call = {"parent_session_id": parent, "reset": reset, **extra}
            self._pending_switch[id(provider)] = (provider, new_id, call)
            return False
        return True

    def commit_session_boundary_async(
        self,
        messages: list[dict[str, Any]] | None,
        *,
        new_session_id: str,
        parent_session_id: str = "",
        reason: str = "new_session",
    ) -> None:
        """End the old session then switch, as ONE background task (extraction first)."""
        if not self._providers:
            return
        snapshot = list(messages or [])

        def boundary() -> None:
            self.on_session_end(snapshot)
            self.on_session_switch(
                new_session_id, parent_session_id=parent_session_id, reset=True, reason=reason
            )

        self._submit(boundary, kind=TaskKind.WRITE)

    # --- compression ----------------------------------------------------------------------

    def supports_pre_compress_checkpoint(
        self, version: int = PRE_COMPRESS_CHECKPOINT_API_VERSION
    ) -> bool:
        return any(_checkpoint_version(p) >= version for p in self._providers)

    def on_pre_compress(
        self,
        messages: list[dict[str, Any]],
        *,
        evidence_messages: list[dict[str, Any]] | None = None,
        require_checkpoint: bool = False,
        checkpoint_api_version: int = PRE_COMPRESS_CHECKPOINT_API_VERSION,
    ) -> str:
        """Collect providers' notes before messages are compressed away.

        Providers advertising ``checkpoint_api_version`` get ``evidence_messages`` (when
        given) and ``require_checkpoint``. When a checkpoint is required, a failing
        checkpoint provider's error propagates and ``RuntimeError`` is raised if none
        succeeded: the host then keeps the uncompressed transcript.
        """
        plain, evidence = self._egress(list(messages or []), evidence_messages)
        notes: list[str] = []
        checkpointed = False
        for provider in list(self._providers):
            hook = provider.on_pre_compress
            is_checkpoint = _checkpoint_version(provider) >= checkpoint_api_version
            try:
                if is_checkpoint:
                    payload = evidence if evidence is not None else plain
                    kwargs: dict[str, Any] = {}
                    if accepts_keyword(hook, "require_checkpoint", when_unknown=False):
                        kwargs["require_checkpoint"] = require_checkpoint
                    note = hook(list(payload), **kwargs)
                    checkpointed = True
                else:
                    note = hook(list(plain))
            except Exception as exc:  # boundary: provider isolation (unless it must checkpoint)
                if is_checkpoint and require_checkpoint:
                    raise
                logger.warning(
                    "Memory provider '%s' on_pre_compress failed: %s", provider.name, exc
                )
                continue
            if isinstance(note, str) and note.strip():
                notes.append(note)
        if require_checkpoint and not checkpointed:
            raise RuntimeError(
                f"No memory provider completed a v{checkpoint_api_version} pre-compress checkpoint"
            )
        return "\n\n".join(notes)

    # --- built-in memory writes -----------------------------------------------------------

    def on_memory_write(
        self,
        action: str,
        target: str,
        content: str,
        metadata: Mapping[str, Any] | None = None,
    ) -> None:
        """Mirror a committed built-in write to every external provider."""
        content, meta = self._egress(content, dict(metadata or {}))
        externals = [p for p in self._providers if p.name != BUILTIN_NAME]
        self._each(
            "on_memory_write failed",
            lambda p: call_on_memory_write(p.on_memory_write, action, target, content, meta),
            providers=externals,
        )

    def notify_memory_tool_write(
        self,
        tool_result: object,
        tool_args: Mapping[str, Any] | None,
        *,
        build_metadata: Callable[[], Mapping[str, Any]] | None = None,
    ) -> int:
        """Mirror a built-in ``memory`` tool call if it committed; returns writes mirrored."""
        base: Mapping[str, Any] = {}
        if build_metadata is not None:
            try:
                base = build_metadata() or {}
            except Exception as exc:  # boundary: the host's callback; mirror without its fields
                logger.warning("Memory write metadata builder failed: %s", exc)
        count = 0
        for write in mirrored_writes(tool_result, tool_args, base_metadata=base):
            # on_memory_write isolates each provider itself
            self.on_memory_write(write.action, write.target, write.content, write.metadata)
            count += 1
        return count
