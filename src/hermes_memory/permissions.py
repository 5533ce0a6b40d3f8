"""Owner-only modes for the private files and folders a home holds, whatever the umask.

Conversation history, memory, backups, staged writes, locks and exports are created 0600
and the folders made for them 0700. A file that already exists keeps its mode, except that
a rewrite may drop group and other bits: no helper here ever widens a mode. Reporting
modes that are already too loose is ``home_audit.py``'s job.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

PRIVATE_FILE_MODE = 0o600
PRIVATE_DIR_MODE = 0o700

_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)


def ensure_private_dir(path: str | os.PathLike[str]) -> Path:
    """Create ``path`` and its missing parents as 0700 folders; returns it as a Path.

    Folders that already exist are left exactly as they are. Raises ``FileExistsError``
    when something other than a folder is in the way, and ``OSError`` when a level cannot
    be created (read-only file system, no permission).
    """
    target = Path(path)
    missing: list[Path] = []
    probe = target
    while not os.path.lexists(probe):
        missing.append(probe)
        if probe.parent == probe:
            break
        probe = probe.parent
    for folder in reversed(missing):
        try:
            folder.mkdir(PRIVATE_DIR_MODE)
        except FileExistsError:
            continue  # another process made it first: its mode is not ours to change
        # mkdir's mode passes through the umask, which may also strip owner bits.
        folder.chmod(PRIVATE_DIR_MODE)
    if not target.is_dir():
        raise FileExistsError(errno.EEXIST, "Not a folder", str(target))
    return target


def create_private_file(path: str | os.PathLike[str]) -> bool:
    """Create an empty 0600 file at ``path`` (and 0700 parents) unless one exists.

    Returns True when this call created it. An existing file, or whatever a symlink there
    points at, is not touched, so its mode is never changed.
    """
    target = Path(path)
    ensure_private_dir(target.parent)
    try:
        fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _CLOEXEC, PRIVATE_FILE_MODE)
    except FileExistsError:
        return False
    try:
        os.fchmod(fd, PRIVATE_FILE_MODE)  # the umask may have removed owner bits
    finally:
        os.close(fd)
    return True


def kept_mode(existing_mode: int | None) -> int:
    """The mode a private file gets when it is replaced.

    A new file (``None``) gets 0600; an existing one keeps its own permission bits minus
    anything beyond 0600, so a rewrite never widens it and never leaves it open to others.
    """
    if existing_mode is None:
        return PRIVATE_FILE_MODE
    return stat.S_IMODE(existing_mode) & PRIVATE_FILE_MODE


def open_private(path: str | os.PathLike[str], flags: int = os.O_RDWR) -> int:
    """Open ``path`` with ``flags``, creating it 0600; returns the descriptor.

    An existing file is tightened through the open descriptor (not the path, which another
    process could swap) to :func:`kept_mode`. A symlink at ``path`` makes the open fail
    (``ELOOP``) rather than reach whatever it points at.
    """
    target = Path(path)
    base = flags | _NOFOLLOW | _CLOEXEC
    while True:
        try:
            fd = os.open(target, base | os.O_CREAT | os.O_EXCL, PRIVATE_FILE_MODE)
            created = True
            break
        except FileExistsError:
            pass
        try:
            fd = os.open(target, base)
        except FileNotFoundError:
            continue  # deleted between the two opens: try creating it again
        created = False
        break
    try:
        current = stat.S_IMODE(os.fstat(fd).st_mode)
        wanted = PRIVATE_FILE_MODE if created else kept_mode(current)
        if current != wanted:
            os.fchmod(fd, wanted)
    except BaseException:
        os.close(fd)
        raise
    return fd
