"""The per-target exclusive lock: ``flock`` on a sidecar ``<file>.lock``, as Hermes does.

Locking a separate file (never the memory file itself) lets the memory file be replaced by
an atomic rename while the lock is held, and lets a Hermes process on the same home share
our locks. The lock file is created 0600, tightened with ``fchmod``, and never deleted.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator
from pathlib import Path

LOCK_SUFFIX = ".lock"


def lock_path_for(path: Path) -> Path:
    """``MEMORY.md`` → ``MEMORY.md.lock``."""
    return path.with_name(path.name + LOCK_SUFFIX)


def _open_lock_file(lock_path: Path) -> int:
    # O_NOFOLLOW: a symlink planted at the lock path makes open fail (ELOOP) instead of
    # letting us chmod or lock whatever it points at.
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
    fd = os.open(lock_path, flags, 0o600)
    try:
        if hasattr(os, "fchmod"):
            # The creation mode passes through the umask and does not repair a loose lock
            # left by an older program; tightening the open descriptor avoids a path swap.
            os.fchmod(fd, 0o600)
    except BaseException:
        os.close(fd)
        raise
    return fd


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
