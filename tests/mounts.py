"""Real disk faults for tests: a home nobody can write, and a disk that is full.

The suite runs as root, and root ignores permission bits, so ``chmod 0500`` would prove
nothing. A home is made read-only with a read-only bind mount (the kernel refuses every
write with EROFS, root included) and a full disk is a small tmpfs. Where mounting is not
permitted (an ordinary user, a container without CAP_SYS_ADMIN) write permission is taken
off the tree instead, which binds anyone without CAP_DAC_OVERRIDE; the full-disk case then
has no substitute and is skipped. Every fixture first proves its fault is real.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import os
import stat
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest


def _run(*args: str) -> None:
    subprocess.run(list(args), check=True, capture_output=True, text=True)


def _unmount(mountpoint: Path) -> None:
    try:
        _run("umount", str(mountpoint))
    except (OSError, subprocess.CalledProcessError):
        with contextlib.suppress(OSError, subprocess.CalledProcessError):
            _run("umount", "-l", str(mountpoint))  # still busy: detach it lazily


def _mount(*args: str, what: str) -> None:
    try:
        _run("mount", *args)
    except FileNotFoundError:
        pytest.skip(f"{what}: no mount command here")
    except subprocess.CalledProcessError as exc:
        pytest.skip(f"{what} is not permitted here: {exc.stderr.strip()}")


def _assert_unwritable(folder: Path) -> None:
    probe = folder / "probe-write"
    with pytest.raises(OSError) as info:
        probe.write_text("x")
    assert info.value.errno in (errno.EROFS, errno.EACCES, errno.EPERM)


@contextlib.contextmanager
def read_only_view(source: Path, mountpoint: Path) -> Iterator[Path]:
    """``source`` seen at a path where nothing can be written; yields that path.

    A read-only bind mount when the kernel permits it; otherwise the tree loses its write
    permission, which binds anyone without CAP_DAC_OVERRIDE (skipped when it does not).
    """
    mountpoint.mkdir(parents=True, exist_ok=True)
    mounted = _try_run("mount", "--bind", str(source), str(mountpoint))
    if mounted and not _try_run("mount", "-o", "remount,bind,ro", str(mountpoint)):
        _unmount(mountpoint)
        mounted = False
    if mounted:
        try:
            _assert_unwritable(mountpoint)
            yield mountpoint
        finally:
            _unmount(mountpoint)
        return
    with _without_write_permission(source):
        if _writable(source):
            pytest.skip("no read-only mount permitted, and this user ignores permission bits")
        yield source


def _try_run(*args: str) -> bool:
    try:
        _run(*args)
    except (OSError, subprocess.CalledProcessError):
        return False
    return True


def _writable(folder: Path) -> bool:
    probe = folder / "probe-write"
    try:
        probe.write_text("x")
    except OSError:
        return False
    probe.unlink()
    return True


@contextlib.contextmanager
def _without_write_permission(root: Path) -> Iterator[None]:
    saved: list[tuple[Path, int]] = []
    for path in [root, *root.rglob("*")]:
        mode = stat.S_IMODE(path.lstat().st_mode)
        if not path.is_symlink():
            saved.append((path, mode))
            path.chmod(mode & ~0o222)
    try:
        yield
    finally:
        for path, mode in reversed(saved):
            path.chmod(mode)


@contextlib.contextmanager
def small_disk(mountpoint: Path, size_kb: int) -> Iterator[Path]:
    """A fresh tmpfs of ``size_kb`` KiB at ``mountpoint`` (skipped where mounting is not
    permitted, e.g. as an ordinary user); yields it."""
    mountpoint.mkdir(parents=True, exist_ok=True)
    _mount("-t", "tmpfs", "-o", f"size={size_kb}k,mode=0700", "tmpfs", str(mountpoint),
           what="mounting a small tmpfs")  # fmt: skip
    try:
        yield mountpoint
    finally:
        _unmount(mountpoint)


def fill(disk: Path, *, leave_kb: int = 0) -> Path:
    """Write a filler file until only about ``leave_kb`` KiB remain free; returns it."""
    filler = disk / "filler.bin"
    chunk = b"\0" * 4096
    with filler.open("wb", buffering=0) as handle:
        try:
            while os.statvfs(disk).f_bavail * os.statvfs(disk).f_frsize > leave_kb * 1024:
                handle.write(chunk)
        except OSError as exc:
            assert exc.errno == errno.ENOSPC
    return filler


def tree_digest(root: Path) -> dict[str, str]:
    """Relative path -> sha256 of every file under ``root`` (to prove nothing changed)."""
    return {
        str(path.relative_to(root)): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(root.rglob("*"))
        if path.is_file()
    }
