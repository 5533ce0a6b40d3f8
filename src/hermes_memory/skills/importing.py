"""Importing a whole skill folder from elsewhere (an OpenClaw skill, a download) into skills/.

Owns reading a foreign folder as the store would take it (every regular file, text guarded,
binaries copied as-is up to a cap, links kept only when they stay inside the folder, nothing
followed) and placing it atomically: staged in a dot folder inside skills/, then renamed in
under the store's lock. It does not decide conflicts beyond the :class:`ImportPolicy` given.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import stat
import uuid
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path

from hermes_memory.errors import SkillBlockedError, SkillError
from hermes_memory.permissions import ensure_private_dir
from hermes_memory.scanning import ScanPolicy
from hermes_memory.skills.catalog import SkillLocation, locate
from hermes_memory.skills.format import (
    SKILL_FILE,
    parse_skill,
    validate_category,
    validate_name,
)
from hermes_memory.skills.guard import block_message, scan_skill_text
from hermes_memory.skills.listing import record_write
from hermes_memory.skills.usage import UsageLog, now_iso

MAX_IMPORT_FILE_BYTES = 16 * 1024 * 1024  # a binary asset this large is not a skill's
STAGING_PREFIX = ".import-"


class ImportPolicy(StrEnum):
    """What an import does when a skill of that name is installed already."""

    CREATE = "create"  # refuse: the existing skill is left alone
    REPLACE = "replace"  # the existing folder is swapped for the new one
    RENAME = "rename"  # the new one goes in as <name>-imported, -imported-2, …


@dataclass
class FolderContents:
    """A foreign skill folder as the store would import it."""

    files: dict[str, bytes] = field(default_factory=dict)
    links: dict[str, str] = field(default_factory=dict)  # rel -> relative link target
    binaries: list[str] = field(default_factory=list)
    skipped_links: list[str] = field(default_factory=list)
    skipped_files: list[str] = field(default_factory=list)  # too large, or not a file
    cautions: list[str] = field(default_factory=list)

    def tree(self) -> dict[str, bytes | str]:
        """What identity of two folders means: the same names, bytes and link targets."""
        return {**self.files, **{rel: f"-> {target}" for rel, target in self.links.items()}}


@dataclass(frozen=True)
class ImportOutcome:
    """Where the folder went and what was copied, kept as a link, or left out."""

    location: SkillLocation
    contents: FolderContents
    replaced: bool = False
    renamed_from: str | None = None


def _inside(folder: str, path: str) -> bool:
    real, base = os.path.realpath(path), os.path.realpath(folder)
    return real == base or real.startswith(base + os.sep)


def _link(folder: Path, path: Path, contents: FolderContents, rel: str) -> None:
    """A link is kept (as a relative link) only when it resolves inside the folder."""
    if _inside(str(folder), str(path)) and os.path.exists(path):  # noqa: PTH110 - no follow rule
        target = os.path.relpath(os.path.realpath(path), os.path.realpath(path.parent))
        contents.links[rel] = target
    else:
        contents.skipped_links.append(rel)


def read_folder(folder: Path, *, policy: ScanPolicy | None = None) -> FolderContents:
    """Read and guard ``folder``; raises :class:`SkillError` when SKILL.md is missing or
    malformed and :class:`SkillBlockedError` when any text file carries an injection."""
    skill_md = folder / SKILL_FILE
    if skill_md.is_symlink() or not skill_md.is_file():
        raise SkillError(f"{folder} holds no regular {SKILL_FILE}; it is not a skill folder.")
    contents = FolderContents()
    for current, dirs, names in os.walk(folder, followlinks=False):
        base = Path(current)
        for name in sorted([*dirs, *names]):
            path = base / name
            rel = path.relative_to(folder).as_posix()
            info = path.lstat()
            if stat.S_ISLNK(info.st_mode):
                _link(folder, path, contents, rel)
            elif stat.S_ISREG(info.st_mode):
                if info.st_size > MAX_IMPORT_FILE_BYTES and rel != SKILL_FILE:
                    contents.skipped_files.append(rel)
                else:
                    contents.files[rel] = path.read_bytes()
            elif not stat.S_ISDIR(info.st_mode):
                contents.skipped_files.append(rel)  # a fifo or a device is never copied
        dirs[:] = sorted(d for d in dirs if not (base / d).is_symlink())
    if SKILL_FILE in contents.files:  # a BOM would make the installed skill unreadable
        contents.files[SKILL_FILE] = contents.files[SKILL_FILE].removeprefix(b"\xef\xbb\xbf")
    for rel, data in contents.files.items():
        text = _text(data)
        if text is None:
            contents.binaries.append(rel)
            continue
        if rel == SKILL_FILE:
            parse_skill(text)
        report = scan_skill_text(text, policy=policy)
        if report.blocked:
            raise SkillBlockedError(block_message(report.blocked[0], rel), findings=report.blocked)
        contents.cautions.extend(c for c in report.cautions if c not in contents.cautions)
    if SKILL_FILE in contents.binaries:
        raise SkillError(f"{SKILL_FILE} in {folder} is not UTF-8 text.")
    return contents


def _text(data: bytes) -> str | None:
    if b"\0" in data:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def read_installed(folder: Path) -> FolderContents:
    """An installed skill folder read the same way, unguarded (for identity checks)."""
    contents = FolderContents()
    if not folder.is_dir():
        return contents
    for current, dirs, names in os.walk(folder, followlinks=False):
        base = Path(current)
        for name in names:
            path = base / name
            rel = path.relative_to(folder).as_posix()
            if path.is_symlink():
                contents.links[rel] = str(path.readlink())
            elif path.is_file():
                with contextlib.suppress(OSError):
                    contents.files[rel] = path.read_bytes()
        for name in dirs:
            if (base / name).is_symlink():
                rel = (base / name).relative_to(folder).as_posix()
                contents.links[rel] = str((base / name).readlink())
        dirs[:] = [d for d in dirs if not (base / d).is_symlink()]
    return contents


def free_name(root: Path, name: str, taken: set[str] | frozenset[str] = frozenset()) -> str:
    """``<name>-imported``, then ``-imported-2``, ``-3``… : the first not installed."""
    candidate, counter = f"{name}-imported", 2
    while candidate in taken or locate(root, candidate) is not None:
        candidate = f"{name}-imported-{counter}"
        counter += 1
    return candidate


def stage(root: Path, contents: FolderContents) -> Path:
    """Write ``contents`` into a fresh dot folder of ``root`` (files 0600, folders 0700)."""
    staging = root / f"{STAGING_PREFIX}{uuid.uuid4().hex}"
    staging.mkdir(0o700)
    try:
        for rel, data in contents.files.items():
            target = staging.joinpath(*rel.split("/"))
            ensure_private_dir(target.parent)
            fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
        for rel, link_target in contents.links.items():
            target = staging.joinpath(*rel.split("/"))
            ensure_private_dir(target.parent)
            target.symlink_to(link_target)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    return staging


def place(
    root: Path,
    staging: Path,
    name: str,
    category: str | None,
    existing: SkillLocation | None,
) -> SkillLocation:
    """Move ``staging`` into place (the caller holds the store's lock). An existing folder
    is renamed aside first, then removed, so readers see the old skill or the new one."""
    if existing is not None:
        aside = root / f"{STAGING_PREFIX}old-{uuid.uuid4().hex}"
        existing.folder.rename(aside)
        try:
            staging.rename(existing.folder)
        except OSError:
            aside.rename(existing.folder)  # put the old skill back: nothing is lost
            raise
        shutil.rmtree(aside, ignore_errors=True)
        return existing
    parent = root / category if category else root
    ensure_private_dir(parent)
    folder = parent / name
    if os.path.lexists(folder):  # rename() would silently take an empty folder's place
        raise SkillError(
            f"skills/{folder.relative_to(root).as_posix()} exists but holds no {SKILL_FILE}; "
            "move it away before importing a skill there."
        )
    staging.rename(folder)
    return SkillLocation(name, category, folder)


def fsync_dir(path: Path) -> None:
    """Make renames in ``path`` durable (one call per batch, not per skill)."""
    with contextlib.suppress(OSError):
        fd = os.open(path, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


class ImportBatch:
    """Imports under one hold of the store's lock; the usage file is written once, at
    :meth:`finish`, and the renamed-into folders synced once (400 skills in seconds)."""

    def __init__(self, root: Path, usage: UsageLog, policy: ScanPolicy | None) -> None:
        self.root = root
        self.usage = usage
        self.policy = policy
        self._records: dict[str, dict[str, object]] = {}
        self._parents: set[Path] = set()
        self._read: dict[Path, FolderContents] = {}

    def read(self, source: Path) -> FolderContents:
        """:func:`read_folder` with this batch's policy; the import of the same folder in
        this batch reuses the result instead of reading and guarding it twice."""
        contents = read_folder(Path(source), policy=self.policy)
        self._read[Path(source)] = contents
        return contents

    def import_folder(
        self,
        source: Path,
        name: str | None = None,
        category: str | None = None,
        policy: ImportPolicy = ImportPolicy.CREATE,
    ) -> ImportOutcome:
        """Copy the whole folder ``source`` in as skill ``name`` (default: its folder name)."""
        name = validate_name(source.name if name is None else name)
        category = validate_category(category)
        contents = self._read.pop(Path(source), None) or read_folder(source, policy=self.policy)
        existing = locate(self.root, name)
        renamed_from: str | None = None
        if existing is not None and policy is ImportPolicy.CREATE:
            raise SkillError(
                f"A skill named '{name}' already exists at skills/{existing.relative}/; "
                "it was left alone."
            )
        if existing is not None and policy is ImportPolicy.RENAME:
            renamed_from, name, existing = existing.relative, free_name(self.root, name), None
        staging = stage(self.root, contents)
        try:
            location = place(self.root, staging, name, category, existing)
        finally:
            shutil.rmtree(staging, ignore_errors=True)  # gone already when placed
        skill_md = contents.files[SKILL_FILE].decode("utf-8")
        record_write(self.root, location, skill_md)
        now = now_iso()
        record: dict[str, object] = {"state": "active", "archived_at": None}
        if existing is None:
            record["created_at"] = now
        else:
            record["last_patched_at"] = now
        self._records[location.name] = record
        self._parents.add(location.folder.parent)
        return ImportOutcome(location, contents, existing is not None, renamed_from)

    def __enter__(self) -> ImportBatch:
        # Staging happens only under the lock we hold, so any staging folder left now is
        # from an import that crashed half-way: it is removed, never half-installed.
        with contextlib.suppress(OSError):
            for leftover in self.root.glob(f"{STAGING_PREFIX}*"):
                shutil.rmtree(leftover, ignore_errors=True)
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.finish()

    def finish(self) -> None:
        self.usage.update_many(self._records)
        for parent in sorted(self._parents):
            fsync_dir(parent)
        self._records, self._parents = {}, set()
