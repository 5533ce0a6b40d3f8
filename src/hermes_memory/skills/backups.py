"""Snapshots of ``skills/`` the curator takes before a real run, and the rollback.

Each snapshot is ``skills/.curator_backups/<utc-stamp>/skills.tar.gz`` (file 0600, folders
0700) holding every file under ``skills/`` except the backups themselves and lock files;
the newest ``keep`` are kept. Rolling back first snapshots the present state (under a
``rollback-`` name, so a rollback can itself be undone), then replaces ``skills/`` with the
newest snapshot's contents, extracted with the ``data`` filter (no links out, no devices).
"""

from __future__ import annotations

import os
import shutil
import tarfile
from datetime import UTC, datetime
from pathlib import Path

from hermes_memory.curated.locking import target_lock
from hermes_memory.errors import SkillNotFoundError
from hermes_memory.permissions import ensure_private_dir

BACKUPS_DIRNAME = ".curator_backups"
SNAPSHOT_FILE = "skills.tar.gz"
ROLLBACK_PREFIX = "rollback-"
LOCK_NAME = ".skills"  # the store's lock: a rollback never interleaves with a write


def _skipped(relative: Path) -> bool:
    return relative.parts[:1] == (BACKUPS_DIRNAME,) or relative.name.endswith(".lock")


def _stamp(now: datetime) -> str:
    return now.astimezone(UTC).strftime("%Y-%m-%dT%H%M%S.%fZ")


def snapshots(root: Path) -> list[Path]:
    """The curator's snapshots (not the rollback ones), oldest first."""
    base = root / BACKUPS_DIRNAME
    if not base.is_dir():
        return []
    found = [
        p / SNAPSHOT_FILE
        for p in base.iterdir()
        if not p.name.startswith(ROLLBACK_PREFIX) and (p / SNAPSHOT_FILE).is_file()
    ]
    return sorted(found, key=lambda p: p.parent.name)


def snapshot(root: Path, now: datetime, keep: int, *, prefix: str = "") -> Path:
    """Write a snapshot of ``root``; prune to the newest ``keep`` of the same kind."""
    folder = ensure_private_dir(root / BACKUPS_DIRNAME / f"{prefix}{_stamp(now)}")
    target = folder / SNAPSHOT_FILE
    fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "wb") as raw, tarfile.open(fileobj=raw, mode="w:gz") as tar:
        for path in sorted(root.rglob("*")):
            relative = path.relative_to(root)
            if _skipped(relative) or path.is_symlink() or not path.is_file():
                continue
            tar.add(path, arcname=relative.as_posix(), recursive=False)
        raw.flush()
        os.fsync(raw.fileno())
    _prune(root, keep, prefix)
    return target


def _prune(root: Path, keep: int, prefix: str) -> None:
    base = root / BACKUPS_DIRNAME
    kind = sorted(
        p
        for p in base.iterdir()
        if p.is_dir()
        and p.name.startswith(prefix)
        and (bool(prefix) or not p.name.startswith(ROLLBACK_PREFIX))
    )
    for old in kind[: max(0, len(kind) - max(1, keep))]:
        shutil.rmtree(old, ignore_errors=True)


def restore_latest(root: Path, now: datetime, keep: int) -> tuple[Path, Path]:
    """Replace ``skills/`` with the newest snapshot; returns (restored, safety snapshot)."""
    found = snapshots(root)
    if not found:
        raise SkillNotFoundError(
            f"No curator snapshot under {root / BACKUPS_DIRNAME}: nothing to roll back to."
        )
    latest = found[-1]
    safety = snapshot(root, now, keep, prefix=ROLLBACK_PREFIX)
    with target_lock(root / LOCK_NAME):
        for entry in root.iterdir():
            if entry.name == BACKUPS_DIRNAME or entry.name.endswith(".lock"):
                continue
            if entry.is_dir() and not entry.is_symlink():
                shutil.rmtree(entry)
            else:
                entry.unlink()
        with tarfile.open(latest, mode="r:gz") as tar:
            tar.extractall(root, filter="data")
    for path in root.rglob("*"):  # private data: the data filter keeps the archived modes
        if _skipped(path.relative_to(root)):
            continue
        path.chmod(0o700 if path.is_dir() else 0o600)
    return latest, safety
