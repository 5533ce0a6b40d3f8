"""One PostgreSQL connection shared by a store's threads: lazy driver import, transactions,
and driver errors turned into the storage branch of the exception tree.

psycopg is imported only when a connection is opened, so importing hermes_memory never
needs the ``[postgres]`` extra. Every statement runs inside :meth:`Database.transaction`,
which holds a lock (one connection serves one statement at a time) and commits on return,
so a write is durable when the call that made it returns.
"""

from __future__ import annotations

import contextlib
import importlib
import threading
from collections.abc import Iterator
from types import ModuleType
from typing import Any

from hermes_memory.distribution import install_command
from hermes_memory.errors import StorageDriverMissingError, StorageUnavailableError

CONNECT_TIMEOUT_S = 10
NEVER_BY_REPETITION = 2**62
"""psycopg prepares a statement after this many runs; ``None`` would also refuse the
explicit ``prepare=True`` of the writes."""


def driver() -> ModuleType:
    """The psycopg module, imported now; a clear error naming the extra when missing."""
    try:
        return importlib.import_module("psycopg")
    except ImportError as exc:
        raise StorageDriverMissingError(
            f"PostgreSQL storage needs the psycopg driver: {install_command('postgres')}"
        ) from exc


def redact(url: str) -> str:
    """The URL without its password, for messages and logs."""
    head, sep, tail = url.partition("@")
    if not sep or "://" not in head:
        return url
    scheme, _, creds = head.partition("://")
    user = creds.split(":", 1)[0]
    return f"{scheme}://{user}{':***' if ':' in creds else ''}@{tail}"


class Database:
    """A connection to one PostgreSQL database, used under a re-entrant lock."""

    def __init__(self, url: str) -> None:
        self.url = url
        self._psycopg = driver()
        rows = importlib.import_module("psycopg.rows")
        self._dict_row = rows.dict_row
        self._lock = threading.RLock()
        self._depth = 0
        self._closed = False
        self._conn: Any = self._connect()

    def _connect(self) -> Any:
        try:
            return self._psycopg.connect(
                self.url,
                connect_timeout=CONNECT_TIMEOUT_S,
                row_factory=self._dict_row,
                autocommit=True,  # transactions are explicit: transaction()
                # nothing is prepared by repetition: a generic plan cannot see how selective
                # a search's tsquery is, and picks a plan that reads every message; the
                # writes ask for it (``prepare=True``), their plans do not depend on values
                prepare_threshold=NEVER_BY_REPETITION,
                # a search is short: compiling it (JIT starts above a plan cost a ranked
                # common term reaches) took longer than running it
                options="-c jit=off",
            )
        except self._psycopg.Error as exc:
            raise StorageUnavailableError(
                f"cannot connect to {redact(self.url)}: {str(exc).strip()}"
            ) from exc

    @property
    def errors(self) -> Any:
        """The driver's ``errors`` module (for callers that must tell errors apart)."""
        return self._psycopg.errors

    @property
    def error_type(self) -> type[Exception]:
        base: type[Exception] = self._psycopg.Error
        return base

    @contextlib.contextmanager
    def transaction(self) -> Iterator[Any]:
        """A cursor inside one transaction: committed when the block ends, rolled back when
        it raises. Nested use joins the outer transaction."""
        with self._lock:
            if self._closed:
                raise StorageUnavailableError("the PostgreSQL store is closed")
            if self._depth:
                self._depth += 1
                try:
                    with self._conn.cursor() as cur:
                        yield cur
                finally:
                    self._depth -= 1
                return
            if self._conn.broken or self._conn.closed:
                # the server restarted or the network dropped: the failed call has already
                # raised; this one starts on a new connection
                self._conn = self._connect()
            self._depth = 1
            try:
                with self._conn.transaction(), self._conn.cursor() as cur:
                    yield cur
            except self._psycopg.OperationalError as exc:
                raise StorageUnavailableError(
                    f"PostgreSQL at {redact(self.url)} failed: {str(exc).strip()}"
                ) from exc
            finally:
                self._depth = 0

    @contextlib.contextmanager
    def statement(self) -> Iterator[Any]:
        """A cursor for one statement that is its own transaction (autocommit): committed
        when it returns, without the BEGIN and COMMIT round trips. Inside
        :meth:`transaction` it joins that transaction."""
        with self._lock:
            if self._depth:
                with self.transaction() as cur:
                    yield cur
                return
            if self._closed:
                raise StorageUnavailableError("the PostgreSQL store is closed")
            if self._conn.broken or self._conn.closed:
                self._conn = self._connect()
            self._depth = 1
            try:
                with self._conn.cursor() as cur:
                    yield cur
            except self._psycopg.OperationalError as exc:
                raise StorageUnavailableError(
                    f"PostgreSQL at {redact(self.url)} failed: {str(exc).strip()}"
                ) from exc
            finally:
                self._depth = 0

    def close(self) -> None:
        with self._lock:
            if not self._closed:
                self._closed = True
                self._conn.close()

    @property
    def closed(self) -> bool:
        return self._closed
