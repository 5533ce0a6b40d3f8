"""Usage statistics in ``skills/.usage.json``: one record per skill name, as Hermes keeps it.

The counters are best-effort: a missing, unreadable or corrupted file never fails a tool
call; it is read as empty and rebuilt on the next write. Writes are atomic under a flock on
``.usage.json.lock`` so two processes never lose each other's bumps.
"""

from __future__ import annotations

import json
import logging
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from hermes_memory.atomic import atomic_write_bytes
from hermes_memory.curated.locking import target_lock
from hermes_memory.permissions import ensure_private_dir

logger = logging.getLogger(__name__)

USAGE_FILE = ".usage.json"
_SHARED: dict[str, tuple[tuple[int, int, int, int], dict[str, dict[str, Any]]]] = {}


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _blank(name: str) -> dict[str, Any]:
    return {
        "created_by": None,
        "use_count": 0,
        "view_count": 0,
        "patch_count": 0,
        "last_used_at": None,
        "last_viewed_at": None,
        "last_patched_at": None,
        "created_at": now_iso(),
        "state": "active",
        "pinned": False,
        "archived_at": None,
    }


class UsageLog:
    """The usage records of one skills folder."""

    def __init__(self, skills_dir: Path) -> None:
        self.path = skills_dir / USAGE_FILE

    def load(self) -> dict[str, dict[str, Any]]:
        """Every record; ``{}`` when the file is missing or unreadable."""
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        except (OSError, ValueError) as exc:
            logger.warning("%s is unreadable (%s): read as empty", self.path, exc)
            return {}
        if not isinstance(data, dict):
            return {}
        return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, dict)}

    def load_shared(self) -> dict[str, dict[str, Any]]:
        """:meth:`load` remembered by the file's stat signature, for readers that never
        mutate the result (ranking reads it per query; every write replaces the file, so a
        new signature). A missing or unreadable file is read again each time."""
        try:
            info = self.path.stat()
        except OSError:
            return {}
        signature = (info.st_mtime_ns, info.st_size, info.st_ctime_ns, info.st_ino)
        key = str(self.path)
        hit = _SHARED.get(key)
        if hit is not None and hit[0] == signature:
            return hit[1]
        data = self.load()
        _SHARED[key] = (signature, data)
        return data

    def record(self, name: str) -> dict[str, Any]:
        """One skill's record (a blank one when there is none)."""
        return {**_blank(name), **self.load().get(name, {})}

    def update(self, name: str, **changes: Any) -> None:
        """Apply ``changes`` (``+N`` for counters given as ``("inc", N)``) to a record."""
        try:
            ensure_private_dir(self.path.parent)
            with target_lock(self.path):
                data = self.load()
                entry = {**_blank(name), **data.get(name, {})}
                for key, value in changes.items():
                    if isinstance(value, tuple) and value and value[0] == "inc":
                        entry[key] = int(entry.get(key) or 0) + int(value[1])
                    else:
                        entry[key] = value
                data[name] = entry
                payload = json.dumps(data, ensure_ascii=False, indent=2, sort_keys=True)
                atomic_write_bytes(self.path, payload.encode("utf-8"), private=True)
        except OSError as exc:  # best-effort: statistics never fail the caller
            logger.warning("could not update %s for %s: %s", self.path, name, exc)

    def update_many(self, changes: dict[str, dict[str, Any]]) -> None:
        """:meth:`update` for many records in one locked read and one write (imports)."""
        if not changes:
            return
        try:
            ensure_private_dir(self.path.parent)
            with target_lock(self.path):
                data = self.load()
                for name, values in changes.items():
                    data[name] = {**_blank(name), **data.get(name, {}), **values}
                payload = json.dumps(data, ensure_ascii=False, indent=2, sort_keys=True)
                atomic_write_bytes(self.path, payload.encode("utf-8"), private=True)
        except OSError as exc:  # best-effort, as every statistics write
            logger.warning("could not update %s for %d skills: %s", self.path, len(changes), exc)

    def forget(self, name: str) -> None:
        try:
            with target_lock(self.path):
                data = self.load()
                if data.pop(name, None) is not None:
                    payload = json.dumps(data, ensure_ascii=False, indent=2, sort_keys=True)
                    atomic_write_bytes(self.path, payload.encode("utf-8"), private=True)
        except OSError as exc:
            logger.warning("could not update %s for %s: %s", self.path, name, exc)

    def bump_view(self, name: str) -> None:
        self.update(name, view_count=("inc", 1), last_viewed_at=now_iso())

    def bump_patch(self, name: str) -> None:
        self.update(name, patch_count=("inc", 1), last_patched_at=now_iso())
