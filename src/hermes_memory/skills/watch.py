"""Change notification for the skills listing: Linux inotify through ctypes, else none.

Statting every SKILL.md on every call is what verifying a thousand skills costs; with a
watch on ``skills/``, each category folder and each skill folder, the kernel reports any
write, rename, attribute change or removal there (an in-place edit by Hermes or an editor
included), so an unchanged tree costs one non-blocking read. Where inotify is missing
(not Linux, no watches left) :func:`open_watch` returns ``None`` and the listing stats.
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import logging
import os
import struct
import sys

logger = logging.getLogger(__name__)

_IN_MODIFY = 0x2
_IN_ATTRIB = 0x4
_IN_CLOSE_WRITE = 0x8
_IN_MOVED_FROM = 0x40
_IN_MOVED_TO = 0x80
_IN_CREATE = 0x100
_IN_DELETE = 0x200
_IN_DELETE_SELF = 0x400
_IN_MOVE_SELF = 0x800
_IN_Q_OVERFLOW = 0x4000
_IN_IGNORED = 0x8000
_IN_ONLYDIR = 0x1000000
_IN_NONBLOCK = os.O_NONBLOCK
_IN_CLOEXEC = 0o2000000
_MASK = (
    _IN_MODIFY
    | _IN_ATTRIB
    | _IN_CLOSE_WRITE
    | _IN_MOVED_FROM
    | _IN_MOVED_TO
    | _IN_CREATE
    | _IN_DELETE
    | _IN_DELETE_SELF
    | _IN_MOVE_SELF
    | _IN_ONLYDIR
)
_EVENT = struct.Struct("iIII")  # wd, mask, cookie, len (then len bytes of name)


class FolderWatch:
    """An inotify instance watching folders under one root; :meth:`changed` drains it."""

    def __init__(self, libc: ctypes.CDLL, fd: int, root: str) -> None:
        self._libc = libc
        self._fd = fd
        self._root_wd: int | None = None
        self.root = root
        self.pid = os.getpid()  # a forked child shares the queue: it must open its own
        self.paths: dict[int, str] = {}
        self.watched: set[str] = set()

    def add(self, path: str) -> bool:
        """Watch ``path`` (a folder); False when the kernel refused (no watches left)."""
        if path in self.watched:
            return True
        wd = self._libc.inotify_add_watch(self._fd, os.fsencode(path), _MASK)
        if wd < 0:
            return False
        self.paths[wd] = path
        self.watched.add(path)
        if path == self.root:
            self._root_wd = wd
        return True

    def changed(self) -> bool:
        """True when anything that can change the listing happened since the last call.

        Dot files straight under the root (``.usage.json``, ``.index.json``, locks, the
        curator's state) are not skills and do not count."""
        changed = False
        while True:
            try:
                data = os.read(self._fd, 65536)
            except BlockingIOError:
                return changed
            except OSError:
                return True
            offset = 0
            while offset + _EVENT.size <= len(data):
                wd, mask, _cookie, length = _EVENT.unpack_from(data, offset)
                raw = data[offset + _EVENT.size : offset + _EVENT.size + length]
                offset += _EVENT.size + length
                name = raw.rstrip(b"\0")
                if mask & _IN_IGNORED:  # the folder is gone: a new one there needs a new watch
                    self.watched.discard(self.paths.pop(wd, ""))
                if mask & _IN_Q_OVERFLOW or not (wd == self._root_wd and name.startswith(b".")):
                    changed = True

    def close(self) -> None:
        with contextlib.suppress(OSError):
            os.close(self._fd)


def _libc() -> ctypes.CDLL | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
        libc.inotify_init1.argtypes = [ctypes.c_int]
        libc.inotify_add_watch.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_uint32]
    except (OSError, AttributeError):
        return None
    return libc


def open_watch(root: str) -> FolderWatch | None:
    """A watch over ``root`` itself (sub-folders are added by the caller), or ``None``."""
    libc = _libc()
    if libc is None:
        return None
    fd = libc.inotify_init1(_IN_NONBLOCK | _IN_CLOEXEC)
    if fd < 0:
        return None
    watch = FolderWatch(libc, fd, root)
    if not watch.add(root):
        watch.close()
        return None
    return watch
