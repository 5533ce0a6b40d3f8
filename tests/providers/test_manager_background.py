"""The background worker: FIFO, context variables, drain at shutdown (spec §3.8, §3.11)."""

from __future__ import annotations

import contextvars
import logging
import threading
from typing import Any

import pytest
from providers_testkit import Builtin, Recorder

from hermes_memory.providers.manager import MemoryManager
from hermes_memory.providers.worker import BackgroundWorker, DrainStatus, TaskKind

REQUEST_ID: contextvars.ContextVar[str] = contextvars.ContextVar("request_id", default="unset")


class Gate(Recorder):
    """sync_turn blocks until released (the first call only)."""

    def __init__(self, name: str = "gate") -> None:
        super().__init__(name)
        self.release = threading.Event()
        self.entered = threading.Event()

    def sync_turn(self, user_content: str, assistant_content: str, **kwargs: Any) -> None:  # type: ignore[override]
        self._rec("sync_turn", user_content, assistant_content, **kwargs)
        self.entered.set()
        self.release.wait(30)


def test_shutdown_order_is_reverse_of_registration_after_draining() -> None:
    order: list[str] = []

    class Tracked(Recorder):
        def sync_turn(self, *args: Any, **kwargs: Any) -> None:
            order.append(f"sync:{self.name}")

        def shutdown(self) -> None:
            order.append(f"shutdown:{self.name}")

    manager = MemoryManager()
    manager.add_provider(Tracked("builtin"))
    manager.add_provider(Tracked("ext"))
    manager.sync_all("u", "a")
    manager.shutdown_all()
    assert order == ["sync:builtin", "sync:ext", "shutdown:ext", "shutdown:builtin"]
    assert manager.shutdown_drain_state["status"] == "drained"


def test_shutdown_failure_is_isolated() -> None:
    class Broken(Recorder):
        def shutdown(self) -> None:
            raise RuntimeError("shutdown boom")

    builtin = Builtin()
    manager = MemoryManager()
    manager.add_provider(builtin)
    manager.add_provider(Broken("ext"))
    manager.shutdown_all()
    assert builtin.hooks("shutdown")


def test_drain_times_out_reports_abandoned_work_and_rejects_late_tasks(
    caplog: pytest.LogCaptureFixture,
) -> None:
    gate = Gate()
    manager = MemoryManager(drain_timeout=0.2)
    manager.add_provider(gate)
    manager.sync_all("turn 1", "a")  # blocks the worker
    assert gate.entered.wait(10)
    manager.sync_all("turn 2", "a")
    manager.queue_prefetch_all("turn 2")
    with caplog.at_level(logging.WARNING):
        manager.shutdown_all()
    assert manager.shutdown_drain_state == {
        "status": "timed_out",
        "abandoned_writes": 2,  # the running turn-1 sync and the queued turn-2 sync
        "abandoned_prefetches": 1,
        "active_tasks": 1,
    }
    assert "abandoned" in caplog.text
    caplog.clear()
    with caplog.at_level(logging.WARNING):
        manager.sync_all("late", "a")
    assert "rejected" in caplog.text
    assert manager.flush_pending(1) is True  # shut down: nothing to wait for
    gate.release.set()
    # the queued tasks were cancelled: only turn 1 ever reached the provider
    assert [a[0] for a, _ in gate.hooks("sync_turn")] == ["turn 1"]
    assert gate.hooks("shutdown")


def test_flush_pending_times_out_while_work_is_stuck() -> None:
    gate = Gate()
    manager = MemoryManager()
    manager.add_provider(gate)
    assert manager.flush_pending(0.01) is True  # nothing ever submitted
    manager.sync_all("u", "a")
    assert gate.entered.wait(10)
    assert manager.flush_pending(0.05) is False
    gate.release.set()
    assert manager.flush_pending(10) is True


def test_tasks_run_with_the_submitters_context_variables() -> None:
    seen: list[str] = []

    class Ctx(Recorder):
        def sync_turn(self, *args: Any, **kwargs: Any) -> None:
            seen.append(REQUEST_ID.get())

        def queue_prefetch(self, query: str, *, session_id: str = "") -> None:
            seen.append(REQUEST_ID.get())

    manager = MemoryManager()
    manager.add_provider(Ctx("ctx"))
    token = REQUEST_ID.set("req-1")
    manager.sync_all("u", "a")
    REQUEST_ID.reset(token)
    token = REQUEST_ID.set("req-2")
    manager.queue_prefetch_all("q")
    REQUEST_ID.reset(token)
    assert manager.flush_pending(10)
    assert seen == ["req-1", "req-2"]


def test_prefetch_thread_sees_context_variables() -> None:
    seen: list[str] = []

    class Ctx(Recorder):
        def prefetch(self, query: str, *, session_id: str = "") -> str:
            seen.append(REQUEST_ID.get())
            return ""

    manager = MemoryManager()
    manager.add_provider(Ctx("ext"))
    token = REQUEST_ID.set("req-9")
    manager.prefetch_all("q")
    REQUEST_ID.reset(token)
    assert seen == ["req-9"]


def test_commit_session_boundary_runs_end_then_switch_in_one_task() -> None:
    ext = Recorder("ext")
    manager = MemoryManager()
    MemoryManager().commit_session_boundary_async([], new_session_id="x")  # no providers: no-op
    manager.add_provider(ext)
    messages = [{"role": "user", "content": "bye"}]
    manager.commit_session_boundary_async(messages, new_session_id="s2", parent_session_id="s1")
    messages.append({"role": "user", "content": "added after the snapshot"})
    assert manager.flush_pending(10)
    hooks = [(h, a, k) for h, a, k in ext.calls]
    assert hooks == [
        ("on_session_end", ([{"role": "user", "content": "bye"}],), {}),
        (
            "on_session_switch",
            ("s2",),
            {"parent_session_id": "s1", "reset": True, "rewound": False, "reason": "new_session"},
        ),
    ]
    assert ext.threads == ["hermes-memory-sync"] * 2


def test_worker_runs_inline_when_no_thread_can_start(caplog: pytest.LogCaptureFixture) -> None:
    class NoThreads(BackgroundWorker):
        def _start(self, thread: threading.Thread) -> None:
            raise RuntimeError("can't start new thread")

    worker = NoThreads()
    ran: list[str] = []
    with caplog.at_level(logging.WARNING):
        assert worker.submit(lambda: ran.append(threading.current_thread().name))
    assert ran == [threading.current_thread().name]
    assert worker.flush(1) is True
    assert worker.shutdown(0.1).status is DrainStatus.DRAINED


def test_worker_fifo_with_a_failing_task() -> None:
    worker = BackgroundWorker()
    order: list[int] = []

    def failing() -> None:
        raise RuntimeError("task boom")

    for i in range(50):
        worker.submit(lambda i=i: order.append(i), kind=TaskKind.WRITE)
        if i == 10:
            worker.submit(failing)
    assert worker.flush(10)
    assert order == list(range(50))
    state = worker.shutdown()
    assert state.status is DrainStatus.DRAINED
    assert worker.shutdown() is state  # idempotent
    assert worker.submit(lambda: None) is False
