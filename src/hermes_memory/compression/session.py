"""The session split around a compression (sessions-and-search §9.5), and in-place mode.

Under the old session's compression lock: providers add their pre-compress notes, the
compressor summarises, and only if that worked is the old session ended with reason
``compression`` and a child created (``parent_session_id``, numbered title, rebuilt system
prompt) holding the compressed list. With ``compression.in_place`` the same session keeps
going instead: its rows are archived (still searchable) and the compressed list becomes its
active history. A failed summary leaves the session untouched; its cooldown is stored on
the session row, so a resumed session or another process waits it out too.
"""

from __future__ import annotations

import logging
import secrets
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from hermes_memory.compression.compressor import CompressionResult, ContextCompressor
from hermes_memory.compression.messages import role_of, strip_private_keys
from hermes_memory.errors import CompressionBusyError, CompressionError, HermesMemoryError
from hermes_memory.providers.manager import MemoryManager
from hermes_memory.sessions import EndReason, SessionDB, compression_lock_holder, refresh_interval

logger = logging.getLogger(__name__)

LOCK_TTL_SECONDS = 300.0
SWITCH_REASON = "compression"


def new_session_id(now: datetime | None = None) -> str:
    """``YYYYMMDD_HHMMSS_<6 hex>`` in local time, Hermes's id format."""
    moment = now or datetime.now().astimezone()
    return f"{moment:%Y%m%d_%H%M%S}_{secrets.token_hex(3)}"


@dataclass(frozen=True)
class SessionCompression:
    """What :func:`compress_session` did; ``session_id`` is the child when it split."""

    result: CompressionResult
    old_session_id: str
    session_id: str
    title: str | None = None
    system_prompt: str | None = None
    in_place: bool = False
    """Compacted inside the same session (``session_id == old_session_id``)."""

    @property
    def split(self) -> bool:
        return self.session_id != self.old_session_id

    @property
    def messages(self) -> list[dict[str, Any]]:
        return self.result.messages


class _LeaseKeeper:
    """Refreshes the compression lease on a daemon thread while the summary runs."""

    def __init__(self, db: SessionDB, session_id: str, holder: str, ttl: float) -> None:
        self._stop = threading.Event()
        self._thread = threading.Thread(
            target=self._run,
            args=(db, session_id, holder, ttl),
            daemon=True,
            name=f"compression-lease-{session_id}",
        )

    def _run(self, db: SessionDB, session_id: str, holder: str, ttl: float) -> None:
        while not self._stop.wait(refresh_interval(ttl)):
            try:
                db.refresh_compression_lock(session_id, holder, ttl)
            except HermesMemoryError as exc:  # the next refresh may work; the TTL is long
                logger.debug("compression lease refresh failed: %s", exc)

    def __enter__(self) -> _LeaseKeeper:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join(timeout=2.0)


def compress_session(
    *,
    db: SessionDB,
    compressor: ContextCompressor,
    session_id: str,
    messages: Sequence[Mapping[str, Any]],
    build_prompt: Callable[[str], str],
    manager: MemoryManager | None = None,
    source: str = "cli",
    model: str | None = None,
    model_config: dict[str, Any] | None = None,
    focus_topic: str | None = None,
    force: bool = False,
    child_session_id: str | None = None,
    clock: Callable[[], datetime] | None = None,
    lock_ttl: float = LOCK_TTL_SECONDS,
) -> SessionCompression:
    """Compress ``messages`` of ``session_id`` and move the conversation to a child session.

    ``build_prompt(new_session_id)`` returns the rebuilt system prompt. Raises
    :class:`CompressionBusyError` when another holder compresses this session and
    :class:`CompressionError` when the summary fails; in both cases nothing changed.
    """
    holder = compression_lock_holder()
    if not db.acquire_compression_lock(session_id, holder, lock_ttl):
        raise CompressionBusyError(
            f"Session {session_id} is being compressed by another process; skipped."
        )
    try:
        with _LeaseKeeper(db, session_id, holder, lock_ttl):
            provider_context = ""
            if manager is not None:
                provider_context = manager.on_pre_compress([dict(m) for m in messages])
            try:
                result = compressor.compress(
                    messages,
                    focus_topic=focus_topic,
                    force=force,
                    provider_context=provider_context,
                )
            finally:
                _store_cooldown(db, session_id, compressor, clock)
        if not result.compressed:
            return SessionCompression(result, session_id, session_id)
        if manager is not None:  # extraction for the history being folded away
            manager.on_session_end([dict(m) for m in messages])
        if compressor.settings.in_place:
            return _compact_in_place(db, result, session_id, build_prompt, manager)
        return _rotate(
            db=db,
            result=result,
            old=session_id,
            build_prompt=build_prompt,
            manager=manager,
            source=source,
            model=model,
            model_config=model_config,
            new=child_session_id or new_session_id(clock() if clock else None),
        )
    finally:
        try:
            db.release_compression_lock(session_id, holder)
        except HermesMemoryError as exc:
            logger.warning("could not release the compression lock of %s: %s", session_id, exc)


def _wall_clock(clock: Callable[[], datetime] | None) -> float:
    return (clock() if clock else datetime.now().astimezone()).timestamp()


def _store_cooldown(
    db: SessionDB,
    session_id: str,
    compressor: ContextCompressor,
    clock: Callable[[], datetime] | None,
) -> None:
    """Write the compressor's failure cooldown to the session row, or clear a stale one."""
    remaining = compressor.cooldown_remaining()
    try:
        if remaining > 0:
            until = _wall_clock(clock) + remaining
            db.set_compression_failure(session_id, until, compressor.last_error)
        elif (db.get_session(session_id) or {}).get("compression_failure_cooldown_until"):
            db.set_compression_failure(session_id, None)
    except HermesMemoryError as exc:  # the in-memory cooldown still holds for this process
        logger.warning("could not store the compression cooldown of %s: %s", session_id, exc)


def restore_cooldown(
    db: SessionDB,
    compressor: ContextCompressor,
    session_id: str,
    clock: Callable[[], datetime] | None = None,
) -> float:
    """Give ``compressor`` the cooldown stored for ``session_id``; seconds left (0: none)."""
    row = db.get_session(session_id) or {}
    until = row.get("compression_failure_cooldown_until")
    left = float(until) - _wall_clock(clock) if isinstance(until, (int, float)) else 0.0
    error = row.get("compression_failure_error")
    compressor.restore_cooldown(left, error if isinstance(error, str) else None)
    return max(0.0, left)


def _stored_rows(result: CompressionResult) -> list[dict[str, Any]]:
    """The compressed list as ``state.db`` rows (the system prompt is stored apart)."""
    return [strip_private_keys(m) for m in result.messages if role_of(m) != "system"]


def _compact_in_place(
    db: SessionDB,
    result: CompressionResult,
    session_id: str,
    build_prompt: Callable[[str], str],
    manager: MemoryManager | None,
) -> SessionCompression:
    db.archive_and_compact(session_id, _stored_rows(result))
    prompt = build_prompt(session_id)
    db.update_system_prompt(session_id, prompt)
    if manager is not None:
        manager.on_session_switch(
            session_id, parent_session_id=session_id, reset=False, reason=SWITCH_REASON
        )
    return SessionCompression(result, session_id, session_id, system_prompt=prompt, in_place=True)


def _rotate(
    *,
    db: SessionDB,
    result: CompressionResult,
    old: str,
    build_prompt: Callable[[str], str],
    manager: MemoryManager | None,
    source: str,
    model: str | None,
    model_config: dict[str, Any] | None,
    new: str,
) -> SessionCompression:
    row = db.get_session(old) or {}
    old_title = row.get("title")
    db.end_session(old, EndReason.COMPRESSION)
    prompt = build_prompt(new)
    try:
        db.create_session(
            new,
            source,
            model=model,
            model_config=model_config or None,
            system_prompt=prompt,
            parent_session_id=old,
        )
        title = None
        if isinstance(old_title, str) and old_title:
            try:
                title = db.get_next_title_in_lineage(old_title)
                db.set_session_title(new, title)
            except (HermesMemoryError, ValueError) as exc:  # a title clash must not lose a turn
                logger.warning("could not title the continuation of %s: %s", old, exc)
                title = None
        db.append_messages(new, _stored_rows(result))
    except HermesMemoryError as exc:
        db.reopen_session(old)
        raise CompressionError(
            f"Could not create the continuation session; staying on {old}: {exc}"
        ) from exc
    if manager is not None:
        manager.on_session_switch(new, parent_session_id=old, reset=False, reason=SWITCH_REASON)
    return SessionCompression(result, old, new, title=title, system_prompt=prompt)
