"""``claw cleanup``: rename leftover OpenClaw folders to ``<name>.pre-migration`` so the old
agent stops finding them (spec §10). Folders are renamed, never deleted; undo by renaming
back.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from pathlib import Path

from hermes_memory.claw.discovery import legacy_dirs
from hermes_memory.errors import SourceNotFoundError

STATE_NAMES_ROOT = ("todo.json", "sessions", "logs")
STATE_NAMES_CHILD = ("todo.json", "sessions", "logs", "memory")
WORKSPACE_MARKERS = ("todo.json", "SOUL.md", "MEMORY.md", "USER.md")
SHOWN_MARKERS = ("todo.json", "sessions", "SOUL.md", "MEMORY.md")
MAX_WORKSPACES = 5
MAX_STATE = 8


@dataclass
class CleanupCandidate:
    path: Path
    new_path: Path
    workspaces: list[str] = field(default_factory=list)
    state_files: list[str] = field(default_factory=list)
    more_state: int = 0
    renamed: bool = False
    error: str | None = None

    def as_dict(self) -> dict[str, object]:
        return {
            "path": str(self.path),
            "new_path": str(self.new_path),
            "workspaces": self.workspaces,
            "state_files": self.state_files,
            "more_state_files": self.more_state,
            "renamed": self.renamed,
            "error": self.error,
        }


def archive_name(path: Path, *, now: float | None = None) -> Path:
    """``<name>.pre-migration``, then ``-<YYYYMMDD>``, then ``-<YYYYMMDD>-<n>``."""
    first = path.with_name(f"{path.name}.pre-migration")
    if not os.path.lexists(first):
        return first
    day = time.strftime("%Y%m%d", time.localtime(now))
    dated = path.with_name(f"{path.name}.pre-migration-{day}")
    counter = 2
    candidate = dated
    while os.path.lexists(candidate):
        candidate = path.with_name(f"{dated.name}-{counter}")
        counter += 1
    return candidate


def _children(path: Path) -> list[Path]:
    try:
        return sorted(p for p in path.iterdir() if not p.name.startswith(".") and p.is_dir())
    except OSError:
        return []


def describe(path: Path) -> CleanupCandidate:
    candidate = CleanupCandidate(path, archive_name(path))
    for child in _children(path):
        held = [m for m in WORKSPACE_MARKERS if (child / m).exists()]
        if held and len(candidate.workspaces) < MAX_WORKSPACES:
            shown = [m for m in SHOWN_MARKERS if (child / m).exists()]
            candidate.workspaces.append(f"{child.name} ({', '.join(shown)})")
    state = [name for name in STATE_NAMES_ROOT if (path / name).exists()]
    for child in _children(path):
        state += [f"{child.name}/{n}" for n in STATE_NAMES_CHILD if (child / n).exists()]
    candidate.state_files = state[:MAX_STATE]
    candidate.more_state = max(0, len(state) - MAX_STATE)
    return candidate


def find_candidates(source: Path | None, user_home: Path) -> list[CleanupCandidate]:
    """The folders cleanup would rename; ``--source`` must exist (else an error)."""
    if source is not None:
        path = Path(source).expanduser().absolute()
        if not path.is_dir():
            raise SourceNotFoundError(f"OpenClaw directory not found: {path}.", str(path))
        return [describe(path)]
    return [describe(path) for path in legacy_dirs(user_home)]


def rename(candidate: CleanupCandidate) -> bool:
    try:
        candidate.path.rename(candidate.new_path)
    except OSError as exc:
        candidate.error = (
            f"Could not rename {candidate.path}: {exc.strerror or exc}. Rename it by hand: "
            f"mv '{candidate.path}' '{candidate.new_path}'"
        )
        return False
    candidate.renamed = True
    return True
