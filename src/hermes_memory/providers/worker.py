"""The manager's single background worker: strict FIFO, daemon, drained at shutdown.

End-of-turn work (sync, queued prefetch, session boundaries) must never hold up the reply,
and turn N's sync must finish before turn N+1's. One daemon thread consuming one queue gives
both, and a wedged provider can never block interpreter exit. Tasks run under the context
variables of the thread that submitted them.
"""

from __future__ import annotations

import contextvars
import logging
import queue
import threading
from collections.abc import Callable
from concurrent.futures import Future
from concurrent.futures import TimeoutError as FutureTimeout
from concurrent.futures import wait as wait_futures
from dataclasses import dataclass
from enum import Enum
from typing import Any

logger = logging.getLogger(__name__)

DEFAULT_DRAIN_TIMEOUT = 5.0


class TaskKind(Enum):
    """Durability class of a background task, reported when shutdown abandons it."""

    WRITE = "write"
    PREFETCH = "prefetch"


class DrainStatus(Enum):
    NOT_STARTED = "not_started"
    DRAINED = "drained"
    TIMED_OUT = "timed_out"


@dataclass(frozen=True)
class DrainState:
    """What the shutdown drain achieved."""

    status: DrainStatus = DrainStatus.NOT_STARTED
    abandoned_writes: int = 0
    abandoned_prefetches: int = 0
    active_tasks: int = 0

    def as_dict(self) -> dict[str, Any]:
        return {
            "status": self.status.value,
            "abandoned_writes": self.abandoned_writes,
            "abandoned_prefetches": self.abandoned_prefetches,
            "active_tasks": self.active_tasks,
        }


_Job = tuple[Future[None], contextvars.Context, Callable[[], object]]


class BackgroundWorker:
    """A lazily started single daemon thread running submitted callables in FIFO order."""

    def __init__(self, *, name: str = "hermes-memory-sync") -> None:
        self._name = name
        self._queue: queue.SimpleQueue[_Job | None] = queue.SimpleQueue()
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._pending: dict[Future[None], TaskKind] = {}
        self._running: Future[None] | None = None
        self._closing = False
        self.drain_state = DrainState()

    @property
    def closing(self) -> bool:
        return self._closing

    def submit(self, fn: Callable[[], object], *, kind: TaskKind = TaskKind.WRITE) -> bool:
        """Queue ``fn``; returns False when rejected because shutdown has started.

        If no thread can be started the task runs inline, as a fail-safe.
        """
        context = contextvars.copy_context()
        with self._lock:
            if self._closing:
                logger.warning(
                    "Memory manager is shutting down; rejected a late %s task", kind.value
                )
                return False
            if not self._ensure_thread():
                inline = True
            else:
                inline = False
                future: Future[None] = Future()
                self._pending[future] = kind
                self._queue.put((future, context, fn))
        if inline:
            try:
                context.run(fn)
            except Exception as exc:  # boundary: a provider task must not break the caller
                logger.warning("Inline memory task failed: %s", exc, exc_info=True)
        return True

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until everything submitted so far has run; False on timeout."""
        with self._lock:
            if self._closing or self._thread is None:
                return True
            sentinel: Future[None] = Future()
            self._queue.put((sentinel, contextvars.copy_context(), _noop))
        try:
            sentinel.result(timeout=timeout)
        except FutureTimeout:
            return False
        return True

    def shutdown(self, timeout: float = DEFAULT_DRAIN_TIMEOUT) -> DrainState:
        """Stop accepting work, drain FIFO for up to ``timeout`` s, cancel what never started."""
        with self._lock:
            if self._closing:
                return self.drain_state
            self._closing = True
            pending = dict(self._pending)
        wait_futures(list(pending), timeout=timeout)
        abandoned = {TaskKind.WRITE: 0, TaskKind.PREFETCH: 0}
        active = 0
        for future, kind in pending.items():
            if future.done():
                continue
            if not future.cancel():
                active += 1  # running right now; the daemon thread is left to finish it
            abandoned[kind] += 1
        self._queue.put(None)
        status = DrainStatus.DRAINED if not any(abandoned.values()) else DrainStatus.TIMED_OUT
        self.drain_state = DrainState(
            status=status,
            abandoned_writes=abandoned[TaskKind.WRITE],
            abandoned_prefetches=abandoned[TaskKind.PREFETCH],
            active_tasks=active,
        )
        if status is DrainStatus.TIMED_OUT:
            logger.warning(
                "Memory shutdown drain timed out after %.1fs: abandoned %d write(s) and"
                " %d prefetch(es); %d task(s) still running",
                timeout,
                abandoned[TaskKind.WRITE],
                abandoned[TaskKind.PREFETCH],
                active,
            )
        return self.drain_state

    # --- internals -----------------------------------------------------------------------

    def _ensure_thread(self) -> bool:
        if self._thread is not None:
            return True
        thread = threading.Thread(target=self._run, name=self._name, daemon=True)
        try:
            self._start(thread)
        except RuntimeError as exc:  # cannot start a thread (resource exhaustion)
            logger.warning("Could not start the memory background worker: %s", exc)
            return False
        self._thread = thread
        return True

    def _start(self, thread: threading.Thread) -> None:
        thread.start()

    def _run(self) -> None:
        while True:
            job = self._queue.get()
            if job is None:
                return
            future, context, fn = job
            if not future.set_running_or_notify_cancel():
                continue  # cancelled by the shutdown drain
            try:
                context.run(fn)
            except BaseException as exc:  # boundary: the worker thread must not die
                logger.warning("Background memory task failed: %s", exc, exc_info=True)
                future.set_exception(exc)
            else:
                future.set_result(None)
            finally:
                with self._lock:
                    self._pending.pop(future, None)


def _noop() -> None:
    return None
