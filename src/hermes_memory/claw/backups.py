"""Backups: the item-level copies taken before a destination's first change in a run, and
the pre-migration zip of the whole home (spec §5.7, §9.4).

Item backups land in ``<out>/backups/<absolute path without its root>``; one per
destination per run, the first wins (spec [H-4]). The zip snapshots SQLite files through
SQLite's online backup so a live ``state.db`` is copied consistently.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
import stat
import time
import zipfile
from pathlib import Path

from hermes_memory.errors import MigrationBackupError
from hermes_memory.permissions import ensure_private_dir

SKIP_DIRS = frozenset(
    {
        "hermes-agent",
        "__pycache__",
        ".git",
        "node_modules",
        "backups",
        "checkpoints",
        ".venv",
        "venv",
        "site-packages",
        ".cache",
        ".tox",
        ".nox",
        ".pytest_cache",
        ".mypy_cache",
        ".ruff_cache",
    }
)
SKIP_SUFFIXES = (".pyc", ".pyo", ".db-wal", ".db-shm", ".db-journal")
SKIP_NAMES = frozenset({"gateway.pid", "cron.pid"})
ZIP_PREFIX = "pre-migration-"
KEEP_ZIPS = 5


class ItemBackups:
    """First-change backups of the destinations one apply touches."""

    def __init__(self, out_dir: Path) -> None:
        self.root = out_dir / "backups"
        self._taken: dict[Path, str] = {}

    def backup(self, path: Path) -> str:
        """Copy ``path`` (file or folder, links kept as links) once; returns the copy's path,
        or ``""`` when there was nothing to back up."""
        key = Path(path).absolute()
        if key in self._taken:
            return self._taken[key]
        if not os.path.lexists(key):
            return ""
        target = self.root.joinpath(*key.parts[1:])
        ensure_private_dir(target.parent)
        if key.is_dir() and not key.is_symlink():
            shutil.copytree(key, target, symlinks=True, dirs_exist_ok=True)
        else:
            shutil.copy2(key, target, follow_symlinks=False)
        make_private(target)
        self._taken[key] = str(target)
        return str(target)


def make_private(path: Path) -> None:
    """Drop group/other bits from a backup copy: it may hold .env or the curated files."""
    paths = [path]
    if path.is_dir() and not path.is_symlink():
        paths += list(path.rglob("*"))
    for item in paths:
        if not item.is_symlink():
            item.chmod(stat.S_IMODE(item.stat().st_mode) & 0o700)


def _home_files(home: Path) -> list[Path]:
    found: list[Path] = []
    for folder, dirs, files in os.walk(home, followlinks=False):
        dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS)
        for name in sorted(files):
            path = Path(folder) / name
            if name in SKIP_NAMES or name.endswith(SKIP_SUFFIXES) or path.is_symlink():
                continue
            found.append(path)
    return found


def _sqlite_snapshot(path: Path, staging: Path) -> Path:
    copy = staging / (path.name + ".snapshot")
    source = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        target = sqlite3.connect(copy)
        try:
            source.backup(target)
        finally:
            target.close()
    finally:
        source.close()
    return copy


def write_home_zip(home: Path, *, now: float | None = None) -> Path | None:
    """Zip the home into ``<home>/backups/pre-migration-<stamp>.zip``; ``None`` when the home
    holds no file. Raises :class:`MigrationBackupError` when the zip cannot be written."""
    if not home.is_dir():
        return None
    files = _home_files(home)
    if not files:
        return None
    stamp = time.strftime("%Y-%m-%d-%H%M%S", time.localtime(now))
    backups = home / "backups"
    zip_path = backups / f"{ZIP_PREFIX}{stamp}.zip"
    counter = 2
    while zip_path.exists():
        zip_path = backups / f"{ZIP_PREFIX}{stamp}-{counter}.zip"
        counter += 1
    staging = backups / f".staging-{os.getpid()}"
    try:
        ensure_private_dir(staging)
        # Created 0600 from the first byte: the zip holds the curated files and .env.
        handle = os.fdopen(os.open(zip_path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600), "wb")
        with handle, zipfile.ZipFile(handle, "w", compression=zipfile.ZIP_DEFLATED) as archive:
            for path in files:
                name = path.relative_to(home).as_posix()
                try:
                    if path.suffix == ".db":
                        archive.write(_sqlite_snapshot(path, staging), name)
                    else:
                        archive.write(path, name)
                except (OSError, sqlite3.Error):
                    continue  # an unreadable file is left out, as Hermes does
    except OSError as exc:
        with contextlib.suppress(OSError):
            zip_path.unlink()
        raise MigrationBackupError(
            f"The pre-migration backup could not be written ({exc}). Free some disk space "
            "or run again with --no-backup. Nothing was migrated."
        ) from exc
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    _rotate(backups)
    return zip_path


def _rotate(backups: Path) -> None:
    zips = sorted(backups.glob(f"{ZIP_PREFIX}*.zip"))  # the stamp in the name sorts by time
    for old in zips[:-KEEP_ZIPS]:
        with contextlib.suppress(OSError):
            old.unlink()
