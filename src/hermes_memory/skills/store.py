"""``SkillStore``: every read and write of the skills under ``$HERMES_HOME/skills/``.

Each write validates and scans the new text before anything touches disk, then replaces
files atomically under one flock (``skills/.skills.lock``), so concurrent writers — two
agents, a CLI, Hermes itself — never lose an update or see a half-written skill. Deleting
archives to ``skills/.archive/`` (recoverable). Skills a memory provider registered
(``provider:name``) are listed and read like the others but never written. Results are
typed; the tools render JSON.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from pathlib import Path

from hermes_memory.atomic import atomic_write_bytes
from hermes_memory.curated.locking import target_lock
from hermes_memory.errors import (
    SkillError,
    SkillNotFoundError,
)
from hermes_memory.paths import resolve_home
from hermes_memory.permissions import ensure_private_dir
from hermes_memory.scanning import ScanPolicy, SecondOpinion, load_scan_policy
from hermes_memory.scanning import write_second_opinion as shared_second_opinion
from hermes_memory.skills.catalog import SkillLocation, locate, not_found, walk
from hermes_memory.skills.format import (
    MAX_FILE_BYTES,
    SKILL_FILE,
    SUPPORT_DIRS,
    parse_skill,
    validate_category,
    validate_name,
    validate_support_path,
)
from hermes_memory.skills.guard import ensure_safe
from hermes_memory.skills.importing import ImportBatch, ImportOutcome, ImportPolicy
from hermes_memory.skills.listing import ListedSkill, record_write, scan
from hermes_memory.skills.patching import apply_patch
from hermes_memory.skills.provider_skills import (
    is_provider_name,
    provider_entry,
    provider_locations,
)
from hermes_memory.skills.results import LoadedSkill, SkillSummary, WriteOutcome
from hermes_memory.skills.usage import UsageLog, now_iso

SKILLS_DIRNAME = "skills"
ARCHIVE_DIRNAME = ".archive"
LOCK_NAME = ".skills"


class SkillStore:
    """The skills of one Hermes home."""

    def __init__(self, home: str | os.PathLike[str] | None = None) -> None:
        self.home = resolve_home(home)
        self.root = self.home / SKILLS_DIRNAME
        self.usage = UsageLog(self.root)

    def scan_policy(self) -> ScanPolicy:
        """The ``scanning:`` block of this home's config.yaml, read now (a bad block is a
        :class:`ConfigError` naming the key, never a silent default)."""
        return load_scan_policy(self.home)

    def second_opinion(self) -> SecondOpinion | None:
        """The classifier asked about writes the rules pass (``None`` when off or absent)."""
        return shared_second_opinion(self.home)

    # -- reading ---------------------------------------------------------------------------

    def locations(self) -> list[SkillLocation]:
        """Installed skills (walk order), then the active provider's registered ones."""
        if not self.root.is_dir():
            return []
        return [*walk(self.root), *provider_locations(self.root)]

    def find(self, name: str) -> SkillLocation:
        if not isinstance(name, str) or not name.strip():
            raise SkillError("A skill name is required.")
        name = name.strip()
        if is_provider_name(name):
            for location in provider_locations(self.root) if self.root.is_dir() else []:
                if location.name == name:
                    return location
            raise SkillNotFoundError(
                f"Skill '{name}' not found: no active memory provider registered it. "
                "Use skills_list to see the skills there are."
            )
        found = locate(self.root, name) if self.root.is_dir() else None
        if found is None:
            raise not_found(self.root, name)
        return found

    def load(self, location: SkillLocation) -> LoadedSkill:
        """Read, parse and guard one skill (SKILL.md and its supporting files)."""
        text = _read_text(location.skill_md)
        document = parse_skill(text)
        ensure_safe(text, f"skill '{location.name}' (SKILL.md)", policy=self.scan_policy())
        linked = self._linked_files(location)
        for paths in linked.values():
            for rel in paths:
                support = location.folder / rel
                with contextlib.suppress(OSError, UnicodeDecodeError):
                    if support.stat().st_size <= MAX_FILE_BYTES:
                        ensure_safe(
                            _read_text(support),
                            f"skill '{location.name}' ({rel})",
                            policy=self.scan_policy(),
                        )
        return LoadedSkill(location, document, linked)

    def listing(self) -> list[ListedSkill]:
        """Every skill as the maintained listing reads it (installed, then provider skills);
        broken or guard-refused ones carry no description."""
        if not self.root.is_dir():
            return []
        provided = [provider_entry(location) for location in provider_locations(self.root)]
        return [*scan(self.root, self.scan_policy()), *(p for p in provided if p is not None)]

    def summaries(self, category: str | None = None) -> list[SkillSummary]:
        """Valid, guard-clean skills sorted by category then name; broken ones left out."""
        found = [
            SkillSummary(skill.name, skill.description, skill.category)
            for skill in self.listing()
            if skill.description is not None and (not category or skill.category == category)
        ]
        return sorted(found, key=lambda s: (s.category or "", s.name))

    def read_support(self, location: SkillLocation, file_path: str) -> str:
        rel = validate_support_path(file_path) if file_path != SKILL_FILE else None
        target = location.skill_md if rel is None else location.folder / rel
        self._check_inside(location, target)
        if not target.is_file():
            raise SkillNotFoundError(
                f"File '{file_path}' not found in skill '{location.name}'. Files: "
                + (", ".join(self._all_files(location)) or "none")
            )
        text = _read_text(target)
        ensure_safe(text, f"skill '{location.name}' ({file_path})", policy=self.scan_policy())
        return text

    def _all_files(self, location: SkillLocation) -> list[str]:
        return [rel for files in self._linked_files(location).values() for rel in files]

    def _linked_files(self, location: SkillLocation) -> dict[str, list[str]]:
        linked: dict[str, list[str]] = {}
        for folder in SUPPORT_DIRS:
            base = location.folder / folder
            if not base.is_dir() or not _inside(location.folder, base):
                continue
            files = sorted(
                p.relative_to(location.folder).as_posix()
                for p in base.rglob("*")
                if p.is_file() and _inside(location.folder, p)
            )
            if files:
                linked[folder] = files
        return linked

    # -- writing ---------------------------------------------------------------------------

    @contextlib.contextmanager
    def _locked(self) -> Iterator[None]:
        ensure_private_dir(self.root)
        with target_lock(self.root / LOCK_NAME):
            yield

    @contextlib.contextmanager
    def import_batch(self) -> Iterator[ImportBatch]:
        """Whole-folder imports under one hold of the lock (``skills/importing.py``)."""
        with self._locked(), ImportBatch(self.root, self.usage, self.scan_policy()) as batch:
            yield batch

    def import_folder(
        self,
        source: Path,
        name: str | None = None,
        category: str | None = None,
        policy: ImportPolicy = ImportPolicy.CREATE,
    ) -> ImportOutcome:
        """Copy a whole skill folder in, atomically; see :meth:`ImportBatch.import_folder`."""
        with self.import_batch() as batch:
            return batch.import_folder(source, name, category, policy)

    def create(self, name: str, content: str, category: str | None = None) -> WriteOutcome:
        _refuse_provider_skill(name)
        validate_name(name)
        cat = validate_category(category)
        parse_skill(content)
        cautions = ensure_safe(
            content, policy=self.scan_policy(), second_opinion=self.second_opinion()
        )
        with self._locked():
            existing = locate(self.root, name)
            if existing is not None:
                raise SkillError(
                    f"A skill named '{name}' already exists at skills/{existing.relative}/. "
                    "Choose another name, or use edit/patch to change that skill."
                )
            folder = self.root / cat / name if cat else self.root / name
            ensure_private_dir(folder)
            location = SkillLocation(name, cat, folder)
            _write(location.skill_md, content)
            record_write(self.root, location, content, self.scan_policy())
        self.usage.update(name, created_at=now_iso(), state="active")
        return WriteOutcome(location, cautions=cautions)

    def edit(self, name: str, content: str) -> WriteOutcome:
        _refuse_provider_skill(name)
        parse_skill(content)
        location = self.find(name)
        cautions = ensure_safe(
            content, policy=self.scan_policy(), second_opinion=self.second_opinion()
        )
        with self._locked():
            location = self.find(name)
            _write(location.skill_md, content)
            record_write(self.root, location, content, self.scan_policy())
        self.usage.bump_patch(location.name)
        return WriteOutcome(location, cautions=cautions)

    def patch(
        self,
        name: str,
        old: str,
        new: str,
        *,
        file_path: str | None = None,
        replace_all: bool = False,
    ) -> WriteOutcome:
        _refuse_provider_skill(name)
        with self._locked():
            location = self.find(name)
            label = file_path or SKILL_FILE
            if file_path and file_path != SKILL_FILE:
                target = location.folder / validate_support_path(file_path)
                self._check_inside(location, target)
            else:
                target = location.skill_md
            if not target.is_file():
                raise SkillNotFoundError(f"File '{label}' not found in skill '{location.name}'.")
            patched, count = apply_patch(
                _read_text(target), old, new, replace_all=replace_all, label=label
            )
            if target == location.skill_md:
                try:
                    parse_skill(patched)
                except SkillError as exc:
                    raise SkillError(f"Patch would break SKILL.md structure: {exc}") from None
            cautions = ensure_safe(
                patched,
                f"skill '{location.name}' ({label})",
                policy=self.scan_policy(),
                second_opinion=self.second_opinion(),
            )
            _write(target, patched)
            if target == location.skill_md:
                record_write(self.root, location, patched, self.scan_policy())
        self.usage.bump_patch(location.name)
        return WriteOutcome(location, replacements=count, cautions=cautions)

    def write_file(self, name: str, file_path: str, file_content: str) -> WriteOutcome:
        _refuse_provider_skill(name)
        rel = validate_support_path(file_path)
        if not isinstance(file_content, str):
            raise SkillError("file_content must be text.")
        size = len(file_content.encode("utf-8"))
        if size > MAX_FILE_BYTES:
            raise SkillError(
                f"file_content is {size:,} bytes; a supporting file may hold at most "
                f"{MAX_FILE_BYTES:,} bytes (1 MiB). Split it into several files."
            )
        cautions = ensure_safe(
            file_content,
            file_path,
            policy=self.scan_policy(),
            second_opinion=self.second_opinion(),
        )
        with self._locked():
            location = self.find(name)
            target = location.folder / rel
            self._check_inside(location, target)
            ensure_private_dir(target.parent)
            self._check_inside(location, target)
            _write(target, file_content)
        self.usage.bump_patch(location.name)
        return WriteOutcome(location, cautions=cautions)

    def remove_file(self, name: str, file_path: str) -> WriteOutcome:
        _refuse_provider_skill(name)
        rel = validate_support_path(file_path)
        with self._locked():
            location = self.find(name)
            target = location.folder / rel
            self._check_inside(location, target)
            if not target.is_file():
                files = self._all_files(location)
                raise SkillNotFoundError(
                    f"File '{file_path}' not found in skill '{location.name}'. Files: "
                    + (", ".join(files) or "none")
                )
            target.unlink()
        self.usage.bump_patch(location.name)
        return WriteOutcome(location)

    def delete(self, name: str, absorbed_into: str | None = None) -> WriteOutcome:
        """Archive the skill to ``.archive/<name>/`` (``restore`` brings it back)."""
        _refuse_provider_skill(name)
        location = self.find(name)
        if absorbed_into:
            if absorbed_into.rpartition("/")[2] == location.name:
                raise SkillError(
                    f"absorbed_into names '{name}' itself; name the umbrella skill that now "
                    "holds its content, or pass an empty string when pruning."
                )
            target = locate(self.root, absorbed_into)
            if target is None:
                raise not_found(self.root, absorbed_into, "absorbed_into skill")
        if self.usage.record(location.name).get("pinned"):
            raise SkillError(
                f"Skill '{location.name}' is pinned and cannot be deleted. Ask the user to "
                f"run `hermes-memory skills unpin {location.name}` first. Patches and edits "
                "are still allowed."
            )
        with self._locked():
            location = self.find(name)
            archive = self.root / ARCHIVE_DIRNAME
            ensure_private_dir(archive)
            destination = archive / location.name
            if destination.exists():  # an older archive of the same name is kept beside it
                stamp = now_iso().replace(":", "")
                destination.rename(archive / f"{location.name}.{stamp}")
            location.folder.replace(destination)
            _write(destination / ".category", location.category or "")
        self.usage.update(location.name, state="archived", archived_at=now_iso())
        return WriteOutcome(SkillLocation(location.name, location.category, destination))

    def restore(self, name: str) -> WriteOutcome:
        """Bring an archived skill back to its old place."""
        validate_name(name)
        with self._locked():
            source = self.root / ARCHIVE_DIRNAME / name
            if not (source / SKILL_FILE).is_file():
                raise SkillNotFoundError(f"No archived skill named '{name}'.")
            if locate(self.root, name) is not None:
                raise SkillError(f"A skill named '{name}' exists again; not restored.")
            marker = source / ".category"
            category = marker.read_text(encoding="utf-8").strip() if marker.exists() else ""
            marker.unlink(missing_ok=True)
            folder = self.root / category / name if category else self.root / name
            ensure_private_dir(folder.parent)
            source.replace(folder)
        self.usage.update(name, state="active", archived_at=None)
        return WriteOutcome(SkillLocation(name, category or None, folder))

    def _check_inside(self, location: SkillLocation, target: Path) -> None:
        if not _inside(location.folder, target):
            raise SkillError("That path leaves the skill's folder (a symlink?); it is not allowed.")


def _refuse_provider_skill(name: object) -> None:
    if isinstance(name, str) and is_provider_name(name):
        provider = name.partition(":")[0]
        raise SkillError(
            f"Skill '{name}' comes from the memory provider '{provider}' and is read-only: "
            "it cannot be created, edited, patched or deleted here. Create a skill of your "
            "own under another name instead."
        )


def _inside(folder: Path, path: Path) -> bool:
    try:
        Path(os.path.realpath(path)).relative_to(os.path.realpath(folder))
    except ValueError:
        return False
    return True


def _read_text(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def _write(path: Path, text: str) -> None:
    atomic_write_bytes(path, text.encode("utf-8"), private=True)
