"""Reset: delete the selected memory files, keeping a copy of each first.

Only ``MEMORY.md`` / ``USER.md`` are touched; ``.lock`` and ``.bak.*`` files stay. Each file
is copied into ``memories/reset-backup-<unix seconds>/`` (0700, copies 0600) under its lock
before it is deleted, so a reset can always be undone by copying the files back.
"""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from hermes_memory.curated.entries import Target
from hermes_memory.curated.files import memory_path
from hermes_memory.curated.locking import target_lock
from hermes_memory.errors import MemoryWriteError
from hermes_memory.paths import memories_dir
from hermes_memory.permissions import create_private_file, ensure_private_dir, kept_mode

DESCRIPTIONS = {Target.MEMORY: "agent notes", Target.USER: "user profile"}
BACKUP_PREFIX = "reset-backup-"


@dataclass(frozen=True)
class MemoryFile:
    target: Target
    path: Path
    size: int

    @property
    def description(self) -> str:
        return DESCRIPTIONS[self.target]


def existing_files(
    home: str | os.PathLike[str] | None, targets: Iterable[Target]
) -> list[MemoryFile]:
    """The selected memory files that exist, with their sizes in bytes."""
    found = []
    for target in targets:
        path = memory_path(home, target)
        if path.is_file():
            found.append(MemoryFile(target, path, path.stat().st_size))
    return found


def _backup_dir(home: str | os.PathLike[str] | None) -> Path:
    base = memories_dir(home)
    stamp = int(time.time())
    candidate = base / f"{BACKUP_PREFIX}{stamp}"
    suffix = 1
    while candidate.exists():  # two resets in one second keep both copies
        candidate = base / f"{BACKUP_PREFIX}{stamp}-{suffix}"
        suffix += 1
    return candidate


def _private_copy(source: Path, copy: Path) -> None:
    """Copy content and times into a new 0600 file (the copy is as private as the memory)."""
    info = source.stat()
    create_private_file(copy)
    shutil.copyfile(source, copy)
    copy.chmod(kept_mode(info.st_mode))
    os.utime(copy, ns=(info.st_atime_ns, info.st_mtime_ns))


def reset_files(home: str | os.PathLike[str] | None, files: list[MemoryFile]) -> Path:
    """Copy each file into a fresh backup folder, then delete it; returns the folder."""
    backup = _backup_dir(home)
    try:
        ensure_private_dir(backup)
        for item in files:
            with target_lock(item.path):
                if item.path.exists():
                    _private_copy(item.path, backup / item.path.name)
                    item.path.unlink()
    except OSError as exc:
        # A file is deleted only after its copy succeeded, so what remains is intact.
        raise MemoryWriteError(f"Reset stopped: {exc}. Backup folder: {backup}") from exc
    return backup
