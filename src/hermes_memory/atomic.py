"""Crash-safe file replacement shared by every writer of home files.

A write goes to a temp file in the same directory, is flushed and fsynced, replaces the
target with one rename, and the directory is fsynced so the rename itself is durable. A
reader (or a crash at any instant) therefore sees the old file or the new one, never a torn
one, and a failed write (a full disk) leaves no temp file behind. Locking is the caller's
business; this module only makes a single write atomic.
"""

from __future__ import annotations

import contextlib
import errno
import io
import os
import shutil
import stat
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import IO, TextIO

from hermes_memory.permissions import ensure_private_dir, kept_mode


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


def _final_mode(target: Path, mode: int | None, private: bool) -> int:
    """``mode`` when forced; else a private file's kept mode; else the file's own mode
    (a new one: the umask default)."""
    if mode is not None:
        return mode
    try:
        existing: int | None = target.stat().st_mode
    except FileNotFoundError:
        existing = None
    if private:
        return kept_mode(existing)
    if existing is None:
        return 0o666 & ~_current_umask()
    return stat.S_IMODE(existing)


@contextlib.contextmanager
def atomic_output(
    path: str | os.PathLike[str],
    *,
    tmp_prefix: str = ".tmp_",
    tmp_suffix: str = ".tmp",
    mode: int | None = None,
    private: bool = False,
) -> Iterator[IO[bytes]]:
    """``with atomic_output(path) as handle:`` — write bytes; ``path`` is replaced on success.

    A symlinked target is written through: its real path is replaced and the link kept.
    ``mode`` forces the file mode. Otherwise a ``private`` file is created 0600 and an
    existing one keeps its mode minus group/other bits; any other file keeps its mode (a
    new one gets the umask default). Missing folders are created 0700. If the block raises
    (or the disk fills up), the target is untouched and the temp file removed.
    """
    target = Path(path)
    if target.is_symlink():
        target = Path(os.path.realpath(target))
    directory = target.parent
    ensure_private_dir(directory)
    final_mode = _final_mode(target, mode, private)

    # mkstemp creates the temp file 0600, so the data is never readable by others.
    fd, tmp_name = tempfile.mkstemp(prefix=tmp_prefix, suffix=tmp_suffix, dir=directory)
    tmp_path = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as handle:
            os.fchmod(handle.fileno(), final_mode)
            yield handle
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


@contextlib.contextmanager
def atomic_text_output(
    path: str | os.PathLike[str],
    *,
    encoding: str = "utf-8",
    tmp_prefix: str = ".tmp_",
    tmp_suffix: str = ".tmp",
    mode: int | None = None,
    private: bool = False,
) -> Iterator[TextIO]:
    """Text version of :func:`atomic_output`."""
    with atomic_output(
        path, tmp_prefix=tmp_prefix, tmp_suffix=tmp_suffix, mode=mode, private=private
    ) as raw:
        text = io.TextIOWrapper(raw, encoding=encoding)
        try:
            yield text
            text.flush()
        finally:
            text.detach()  # the binary handle stays open for atomic_output's fsync


def atomic_write_bytes(
    path: str | os.PathLike[str],
    data: bytes,
    *,
    tmp_prefix: str = ".tmp_",
    tmp_suffix: str = ".tmp",
    mode: int | None = None,
    private: bool = False,
) -> None:
    """Replace ``path`` with ``data`` atomically and durably (modes: :func:`atomic_output`)."""
    with atomic_output(
        path, tmp_prefix=tmp_prefix, tmp_suffix=tmp_suffix, mode=mode, private=private
    ) as handle:
        handle.write(data)


def atomic_write_text(
    path: str | os.PathLike[str],
    text: str,
    *,
    tmp_prefix: str = ".tmp_",
    tmp_suffix: str = ".tmp",
    mode: int | None = None,
    private: bool = False,
) -> None:
    """UTF-8 (no BOM) text version of :func:`atomic_write_bytes`."""
    atomic_write_bytes(
        path,
        text.encode("utf-8"),
        tmp_prefix=tmp_prefix,
        tmp_suffix=tmp_suffix,
        mode=mode,
        private=private,
    )
