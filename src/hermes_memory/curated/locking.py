"""The per-target exclusive lock: ``flock`` on a sidecar ``<file>.lock``, as Hermes does.

Locking a separate file (never the memory file itself) lets the memory file be replaced by
an atomic rename while the lock is held, and lets a Hermes process on the same home share
our locks. The lock file is created 0600 (an existing one is tightened, never widened) and
never deleted.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator
from pathlib import Path

from hermes_memory.permissions import open_private

LOCK_SUFFIX = ".lock"


def lock_path_for(path: Path) -> Path:
    """``MEMORY.md`` → ``MEMORY.md.lock``."""
    return path.with_name(path.name + LOCK_SUFFIX)


def _open_lock_file(lock_path: Path) -> int:
    # Created 0600; a loose lock left by an older program is tightened through the open
    # descriptor (never a path another process could swap). A symlink planted at the lock
    # path makes the open fail (ELOOP) instead of letting us lock whatever it points at.
    return open_private(lock_path, os.O_RDWR)


if sys.platform == "win32":  # pragma: no cover - the suite runs on POSIX
    import msvcrt

    def _acquire(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_LOCK, 1)

    def _release(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _acquire(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX)

    def _release(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


@contextlib.contextmanager
def target_lock(path: Path) -> Iterator[None]:
    """Hold the exclusive lock of the memory file ``path`` (blocking until it is free).

    Raises ``OSError`` when the lock file cannot be opened, e.g. when it is a symlink.
    """
    fd = _open_lock_file(lock_path_for(path))
    try:
        _acquire(fd)
        try:
            yield
        finally:
            with contextlib.suppress(OSError):
                _release(fd)
    finally:
        os.close(fd)
