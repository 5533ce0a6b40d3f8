"""The write path: every mutation in ``BEGIN IMMEDIATE``, retried on locked/busy, group-committed.

Callers hand a function of the connection to :meth:`WriteCoordinator.run`. Threads writing at
the same time are folded into one transaction (one fsync) by whichever of them is the
leader; each call returns only once its rows are committed. A call that raises rolls the
shared transaction back and fails alone: the others run again without it (cheaper than a
savepoint per call, since failures are rare). :meth:`bulk` holds one transaction per N rows
for imports. No checkpoint storm: the WAL auto-checkpoints.
"""

from __future__ import annotations

import contextlib
import random
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, Generic, TypeVar

from hermes_memory.sessions.types import WriteStats

T = TypeVar("T")

MAX_ATTEMPTS = 15
RETRY_SLEEP_S = (0.020, 0.150)
DEFAULT_BULK_ROWS = 2000


def is_locked_error(exc: BaseException) -> bool:
    """A lock conflict with another connection: worth retrying after a short sleep."""
    if not isinstance(exc, sqlite3.OperationalError):
        return False
    message = str(exc).lower()
    return "locked" in message or "busy" in message


def retry_on_lock(attempt: Callable[[], T], on_retry: Callable[[], None] | None = None) -> T:
    """Run ``attempt`` up to 15 times, sleeping 20–150 ms (holding no lock) between tries."""
    for number in range(1, MAX_ATTEMPTS + 1):
        try:
            return attempt()
        except sqlite3.OperationalError as exc:
            if not is_locked_error(exc) or number == MAX_ATTEMPTS:
                raise
            if on_retry is not None:
                on_retry()
            time.sleep(random.uniform(*RETRY_SLEEP_S))
    raise AssertionError("unreachable")  # pragma: no cover


class StoreLock:
    """The re-entrant lock of one ``SessionDB`` that knows which thread holds it.

    Every statement on the shared connection runs under it. Knowing the owner lets a write
    made by a thread that already holds the lock run at once instead of waiting for a
    group-commit leader that is itself waiting for this lock.
    """

    def __init__(self) -> None:
        self._lock = threading.RLock()
        self._owner: int | None = None
        self._depth = 0

    def acquire(self, blocking: bool = True, timeout: float = -1) -> bool:
        if not self._lock.acquire(blocking, timeout):
            return False
        self._owner = threading.get_ident()
        self._depth += 1
        return True

    def release(self) -> None:
        self._depth -= 1
        if self._depth == 0:
            self._owner = None
        self._lock.release()

    def held_by_me(self) -> bool:
        return self._owner == threading.get_ident()

    def __enter__(self) -> bool:
        return self.acquire()

    def __exit__(self, *exc: object) -> None:
        self.release()


class _Job(Generic[T]):
    __slots__ = ("done", "error", "fn", "rows", "value")

    def __init__(self, fn: Callable[[sqlite3.Connection], T], rows: int) -> None:
        self.fn = fn
        self.rows = rows
        self.done = False
        self.value: T | None = None
        self.error: BaseException | None = None


class _ThreadState(threading.local):
    def __init__(self) -> None:
        self.inside = False  # this thread holds an open transaction (leader job or bulk)
        self.depth = 0
        self.bulk_limit = 0  # > 0 while this thread runs a bulk() block
        self.bulk_rows = 0


class WriteCoordinator:
    """Serialises, batches and retries the writes of one connection."""

    def __init__(self, conn: sqlite3.Connection, lock: StoreLock) -> None:
        self._conn = conn
        self._lock = lock  # the SessionDB lock: every statement on the connection holds it
        self._cond = threading.Condition(threading.Lock())
        self._queue: list[_Job[Any]] = []
        self._leader = False
        self._local = _ThreadState()
        self._write_calls = 0
        self._commits = 0
        self._largest_batch = 0
        self._retries = 0

    @property
    def stats(self) -> WriteStats:
        with self._cond:
            queued = len(self._queue)
        return WriteStats(
            self._write_calls, self._commits, self._largest_batch, self._retries, queued
        )

    @property
    def in_transaction(self) -> bool:
        """True on a thread that is running inside a write transaction of this coordinator."""
        return self._local.inside

    def run(self, fn: Callable[[sqlite3.Connection], T], rows: int = 1) -> T:
        """Run ``fn(conn)`` in a write transaction; return once it is durable.

        ``rows`` is how many rows the call writes (it paces :meth:`bulk`). A call made from
        inside another write (a nested call, or inside ``bulk()``) joins that transaction.
        """
        state = self._local
        if state.inside:
            return self._run_inline(fn, rows)
        if self._lock.held_by_me():
            return self._run_holding_lock(fn)
        job: _Job[T] = _Job(fn, rows)
        with self._cond:
            self._queue.append(job)
            while not job.done and self._leader:
                self._cond.wait()
            if job.done:
                return self._outcome(job)
            # No leader and our job is still queued: lead, taking everything queued so far.
            self._leader = True
            batch, self._queue = self._queue, []
        try:
            self._commit_batch(batch)
        finally:
            with self._cond:
                self._leader = False
                self._cond.notify_all()
        return self._outcome(job)

    @staticmethod
    def _outcome(job: _Job[T]) -> T:
        if job.error is not None:
            raise job.error
        return job.value  # type: ignore[return-value]

    def _run_inline(self, fn: Callable[[sqlite3.Connection], T], rows: int) -> T:
        state = self._local
        state.depth += 1
        try:
            with self._lock:
                value = fn(self._conn)
        finally:
            state.depth -= 1
        self._write_calls += 1
        if state.bulk_limit and state.depth == 0:
            state.bulk_rows += rows
            if state.bulk_rows >= state.bulk_limit:
                self._bulk_checkpoint()
        return value

    def _run_holding_lock(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        """A write from a thread that already holds the lock (``with db.lock: db.…``)."""
        if self._conn.in_transaction:
            value = fn(self._conn)  # the caller's own transaction: it commits
            self._write_calls += 1
            return value

        def attempt() -> T:
            self._conn.execute("BEGIN IMMEDIATE")
            self._local.inside = True
            try:
                value = fn(self._conn)
                self._conn.execute("COMMIT")
            except BaseException:
                self._rollback()
                raise
            finally:
                self._local.inside = False
            return value

        value = retry_on_lock(attempt, self._count_retry)
        self._write_calls += 1
        self._commits += 1
        return value

    def _commit_batch(self, batch: list[_Job[Any]]) -> None:
        pending = list(batch)
        while pending:
            try:
                failed = retry_on_lock(lambda: self._attempt(pending), self._count_retry)
            except BaseException as exc:  # boundary: BEGIN/COMMIT failed; each waiter re-raises
                for job in pending:
                    job.error = exc
                break
            if failed is None:
                self._commits += 1
                self._largest_batch = max(self._largest_batch, len(batch))
                break
            # One call raised: the transaction was rolled back; it fails alone, the others
            # run again without it (no savepoint per call: two statements saved per turn).
            pending.remove(failed)
        self._write_calls += len(batch)
        for job in batch:
            job.done = True

    def _attempt(self, jobs: list[_Job[Any]]) -> _Job[Any] | None:
        """Run ``jobs`` in one transaction and commit; the job whose error rolled it back."""
        with self._lock:
            self._conn.execute("BEGIN IMMEDIATE")
            self._local.inside = True
            try:
                for job in jobs:
                    job.error = None
                    try:
                        job.value = job.fn(self._conn)
                    except BaseException as exc:  # boundary: the job's caller re-raises it
                        if is_locked_error(exc):
                            raise  # the whole transaction is retried
                        job.error = exc
                        self._rollback()
                        return job
                self._conn.execute("COMMIT")
            except BaseException:
                self._rollback()
                raise
            finally:
                self._local.inside = False
        return None

    def _count_retry(self) -> None:
        self._retries += 1

    def _rollback(self) -> None:
        # SQLite may have rolled back already (e.g. after a disk error).
        with contextlib.suppress(sqlite3.OperationalError):
            self._conn.execute("ROLLBACK")

    # --- bulk ----------------------------------------------------------------------------

    @contextmanager
    def bulk(self, rows_per_commit: int = DEFAULT_BULK_ROWS) -> Iterator[None]:
        """Hold a write transaction across many calls, committing every ``rows_per_commit`` rows.

        On an exception the uncommitted tail is rolled back (earlier chunks stay committed).
        Other threads' writes and reads wait while a chunk is open and run between chunks.
        """
        state = self._local
        if state.inside:
            yield  # already inside a transaction of this thread: join it
            return
        with self._lock:
            self._begin()
            state.inside = True
            state.bulk_limit = max(1, rows_per_commit)
            state.bulk_rows = 0
            try:
                try:
                    yield
                except BaseException:
                    self._rollback()
                    raise
                self._conn.execute("COMMIT")
                if state.bulk_rows:
                    self._commits += 1  # an empty closing transaction is not counted
            finally:
                state.inside = False
                state.bulk_limit = 0

    def _begin(self) -> None:
        def attempt() -> None:
            self._conn.execute("BEGIN IMMEDIATE")

        # The lock is held across these sleeps: the conflict is with another process, and
        # this thread's transaction must start before anyone else uses the connection.
        retry_on_lock(attempt, self._count_retry)

    def _bulk_checkpoint(self) -> None:
        self._conn.execute("COMMIT")
        self._commits += 1
        self._local.bulk_rows = 0
        # Let other threads read and write between chunks (no transaction is open here).
        self._lock.release()
        try:
            time.sleep(0)
        finally:
            self._lock.acquire()
        self._begin()
