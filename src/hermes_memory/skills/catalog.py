"""Finding skills on disk: the folder walk, name lookup and close-match suggestions.

Skills live at ``skills/<name>/SKILL.md`` or ``skills/<category>/<name>/SKILL.md``. Dot
folders (``.archive``, ``.curator_backups``) are never skills, and a symlinked folder that
leads outside ``skills/`` is ignored, so a planted link cannot pull foreign files in.
"""

from __future__ import annotations

import difflib
import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from hermes_memory.errors import SkillNotFoundError
from hermes_memory.skills.format import SKILL_FILE


@dataclass(frozen=True)
class SkillLocation:
    """Where one skill lives: its name, its category (or None) and its folder; a skill a
    memory provider registered names that ``provider`` and is read-only."""

    name: str
    category: str | None
    folder: Path
    provider: str | None = None

    @property
    def skill_md(self) -> Path:
        return self.folder / SKILL_FILE

    @property
    def relative(self) -> str:
        """``[category/]name`` — the path relative to skills/."""
        return f"{self.category}/{self.name}" if self.category else self.name


def _inside(root: Path, path: Path) -> bool:
    try:
        Path(os.path.realpath(path)).relative_to(os.path.realpath(root))
    except ValueError:
        return False
    return True


def _subdirs(folder: Path) -> list[Path]:
    try:
        return sorted(p for p in folder.iterdir() if not p.name.startswith(".") and p.is_dir())
    except OSError:
        return []


def _child_dirs(folder: Path) -> list[tuple[Path, bool]]:
    """Visible sub-folders of ``folder``, sorted, each with whether it is a symlink."""
    try:
        with os.scandir(folder) as entries:
            found = [
                (e.name, e.path, e.is_symlink())
                for e in entries
                if not e.name.startswith(".") and e.is_dir()
            ]
    except OSError:
        return []
    found.sort()  # by name, as the path sort did (same folder): strings sort faster
    return [(Path(path), linked) for _, path, linked in found]


def walk(root: Path) -> Iterator[SkillLocation]:
    """Every skill folder under ``root`` (sorted; category folders one level deep).

    Only a symlinked folder can lead outside ``root``, so only those pay for the realpath
    check (it is most of the cost of a walk over a thousand skills)."""
    for entry, linked in _child_dirs(root):
        if linked and not _inside(root, entry):
            continue
        if (entry / SKILL_FILE).is_file():
            yield SkillLocation(entry.name, None, entry)
            continue
        for sub, sub_linked in _child_dirs(entry):
            if (linked or sub_linked) and not (_inside(root, entry) and _inside(root, sub)):
                continue
            if (sub / SKILL_FILE).is_file():
                yield SkillLocation(sub.name, entry.name, sub)


def locate(root: Path, name: str) -> SkillLocation | None:
    """The skill named ``name`` (or ``category/name``), or None.

    Same answer as scanning :func:`walk` for the first match, but it probes one path per
    category instead of listing every skill: ``skill_view`` runs this on every call.
    """
    category, _, bare = name.rpartition("/")
    if not bare or bare.startswith("."):
        return None
    for entry in _subdirs(root):
        if category and entry.name != category:
            continue
        if (entry / SKILL_FILE).is_file():  # a skill without a category, not a folder of them
            if not category and entry.name == bare and _inside(root, entry):
                return SkillLocation(bare, None, entry)
            continue
        sub = entry / bare
        if (sub / SKILL_FILE).is_file() and _inside(root, entry) and _inside(root, sub):
            return SkillLocation(bare, entry.name, sub)
    return None


def not_found(root: Path, name: str, what: str = "Skill") -> SkillNotFoundError:
    """The not-found error, naming up to three close matches."""
    names = [loc.name for loc in walk(root)]
    close = difflib.get_close_matches(name.rpartition("/")[2], names, n=3, cutoff=0.5)
    hint = f" Did you mean: {', '.join(close)}?" if close else " Use skills_list to see them."
    return SkillNotFoundError(f"{what} '{name}' not found.{hint}", similar=close)
