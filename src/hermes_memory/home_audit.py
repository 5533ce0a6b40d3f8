"""Which files of a home hold private data, and which of them other users can reach.

Private: ``state.db`` and its ``-wal``/``-shm``/``-journal``, the holographic provider's
``memory_store.db*``, ``.env``, everything under ``memories/`` (memory files, locks,
``.bak.*`` and reset backups), ``pending/`` and ``exports/``, and exports written at the
top of the home (``*.jsonl``, ``*.md`` other than ``SOUL.md``). This module only reports,
each finding with the command that fixes it; it changes nothing.
"""

from __future__ import annotations

import os
import shlex
import stat
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from hermes_memory.paths import ENV_FILENAME, MEMORIES_DIRNAME, SOUL_FILENAME, STATE_DB_FILENAME

PRIVATE_FOLDERS = (MEMORIES_DIRNAME, "pending", "exports")
_DATABASES = (STATE_DB_FILENAME, "memory_store.db")
_SIDECARS = ("", "-wal", "-shm", "-journal")
_EXPORT_SUFFIXES = (".jsonl", ".md")
_GROUP_OTHER_RW = 0o066
_GROUP_OTHER_W = 0o022
_WALK_LIMIT = 10_000  # a home is small; never crawl something huge mounted inside it


@dataclass(frozen=True)
class Exposure:
    """One private file or folder that group or other users can read or write."""

    path: Path
    mode: int
    is_dir: bool

    @property
    def readable_by_others(self) -> bool:
        return bool(self.mode & 0o044)

    @property
    def writable_by_others(self) -> bool:
        return bool(self.mode & _GROUP_OTHER_W)

    @property
    def who(self) -> str:
        """``"group"``, ``"others"`` or ``"group and others"``."""
        group, other = self.mode & 0o060, self.mode & 0o006
        return "group and others" if group and other else "group" if group else "others"

    @property
    def fix(self) -> str:
        """The shell command that makes it private again."""
        return f"chmod {'700' if self.is_dir else '600'} {shlex.quote(str(self.path))}"

    def describe(self) -> str:
        flags = (("readable", self.readable_by_others), ("writable", self.writable_by_others))
        access = " and ".join(word for word, on in flags if on)
        kind = "folder" if self.is_dir else "file"
        return f"{kind} is {access} by {self.who} (mode {self.mode:04o})"

    def as_dict(self) -> dict[str, object]:
        return {
            "path": str(self.path),
            "mode": f"{self.mode:04o}",
            "kind": "folder" if self.is_dir else "file",
            "readable_by_others": self.readable_by_others,
            "writable_by_others": self.writable_by_others,
            "fix": self.fix,
        }


def _mode_of(path: Path) -> tuple[int, bool] | None:
    """(permission bits, is a folder) of what ``path`` names, links followed; None if gone."""
    try:
        info = path.stat()
    except OSError:
        return None
    return stat.S_IMODE(info.st_mode), stat.S_ISDIR(info.st_mode)


def _walk(folder: Path) -> Iterator[Path]:
    """``folder`` and everything under it (symlinked folders are not entered)."""
    yield folder
    seen = 0
    for root, dirs, files in os.walk(folder):
        for name in sorted(dirs) + sorted(files):
            seen += 1
            if seen > _WALK_LIMIT:
                return
            yield Path(root) / name


def private_paths(home: str | os.PathLike[str]) -> Iterator[Path]:
    """Every existing private file and folder of ``home`` (see the module docstring)."""
    base = Path(home)
    for name in _DATABASES:
        for suffix in _SIDECARS:
            candidate = base / f"{name}{suffix}"
            if os.path.lexists(candidate):
                yield candidate
    if os.path.lexists(base / ENV_FILENAME):
        yield base / ENV_FILENAME
    for folder in PRIVATE_FOLDERS:
        if (base / folder).is_dir():
            yield from _walk(base / folder)
    try:
        top = sorted(base.iterdir())
    except OSError:
        return
    for entry in top:
        if entry.suffix in _EXPORT_SUFFIXES and entry.name != SOUL_FILENAME and entry.is_file():
            yield entry


def find_exposed(home: str | os.PathLike[str]) -> list[Exposure]:
    """The private files and folders that group or others can read or write, and the home
    itself when others can write into it (they could replace any file there)."""
    base = Path(home)
    found: list[Exposure] = []
    own = _mode_of(base)
    if own is not None and own[0] & _GROUP_OTHER_W:
        found.append(Exposure(base, own[0], True))
    for path in private_paths(base):
        info = _mode_of(path)
        if info is not None and info[0] & _GROUP_OTHER_RW:
            found.append(Exposure(path, info[0], info[1]))
    return found


def readable_by_others(home: str | os.PathLike[str]) -> list[str]:
    """Paths of the private files (not folders) that group or other users can read."""
    return [str(e.path) for e in find_exposed(home) if e.readable_by_others and not e.is_dir]
