"""Crash-safe file replacement shared by every writer of home files.

A write goes to a temp file in the same directory, is flushed and fsynced, replaces the
target with one rename, and the directory is fsynced so the rename itself is durable. A
reader (or a crash at any instant) therefore sees the old file or the new one, never a torn
one. Locking is the caller's business; this module only makes a single write atomic.
"""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
import tempfile
from pathlib import Path


def _current_umask() -> int:
    # os.umask can only be read by setting it; restore at once.
    mask = os.umask(0)
    os.umask(mask)
    return mask


def fsync_directory(directory: Path) -> None:
    """Make a rename inside ``directory`` durable (best effort where unsupported)."""
    try:
        fd = os.open(directory, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def atomic_write_bytes(
    path: str | os.PathLike[str],
    data: bytes,
    *,
    tmp_prefix: str = ".tmp_",
    tmp_suffix: str = ".tmp",
    mode: int | None = None,
) -> None:
    """Replace ``path`` with ``data`` atomically and durably.

    A symlinked target is written through: its real path is replaced and the link kept.
    ``mode`` forces the file mode; otherwise a new file gets the umask default and an
    existing file keeps the temp file's 0600.
    """
    target = Path(path)
    if target.is_symlink():
        target = Path(os.path.realpath(target))
    directory = target.parent
    directory.mkdir(parents=True, exist_ok=True)
    existed = target.exists()

    fd, tmp_name = tempfile.mkstemp(prefix=tmp_prefix, suffix=tmp_suffix, dir=directory)
    tmp_path = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as handle:
            if mode is not None:
                os.fchmod(handle.fileno(), mode)
            elif not existed:
                os.fchmod(handle.fileno(), 0o666 & ~_current_umask())
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        try:
            tmp_path.replace(target)
        except OSError as exc:
            if exc.errno not in (errno.EXDEV, errno.EBUSY):
                raise
            # Some mounts refuse rename over a busy or foreign file: copy, then drop the temp.
            shutil.copyfile(tmp_path, target)
            with open(target, "rb+") as copied:
                os.fsync(copied.fileno())
            tmp_path.unlink()
        fsync_directory(directory)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp_path.unlink()
        raise


def atomic_write_text(
    path: str | os.PathLike[str],
    text: str,
    *,
    tmp_prefix: str = ".tmp_",
    tmp_suffix: str = ".tmp",
    mode: int | None = None,
) -> None:
    """UTF-8 (no BOM) text version of :func:`atomic_write_bytes`."""
    atomic_write_bytes(
        path, text.encode("utf-8"), tmp_prefix=tmp_prefix, tmp_suffix=tmp_suffix, mode=mode
    )
