"""The ``skills`` and ``shared-skills`` kinds: OpenClaw skill folders into
``skills/openclaw-imports/<name>/`` through :class:`SkillStore` (spec §4.3).

Every write goes through the store, so its name rules, format check, guard and lock apply.
Links are never followed (spec [H-11]): they are listed in ``details.skipped_links``. Files
the store cannot hold (outside references/ templates/ scripts/ assets/, binary, too big)
are listed in ``details.skipped_files``. An identical tree is "already matches" ([H-5]).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from hermes_memory.atomic import atomic_write_text
from hermes_memory.claw.context import RunContext
from hermes_memory.claw.options import Item, SkillConflict, Status
from hermes_memory.errors import SkillError
from hermes_memory.skills import (
    MAX_FILE_BYTES,
    SKILL_FILE,
    SUPPORT_DIRS,
    SkillLocation,
    SkillStore,
    parse_skill,
    scan_skill_text,
)
from hermes_memory.skills.format import validate_name

CATEGORY = "openclaw-imports"
CATEGORY_NOTE = "Skills migrated from OpenClaw by hermes-memory claw migrate.\n"


@dataclass
class SkillFiles:
    """What one source skill folder holds, as the store can take it."""

    skill_md: str
    support: dict[str, str] = field(default_factory=dict)
    skipped_links: list[str] = field(default_factory=list)
    skipped_files: list[str] = field(default_factory=list)

    def tree(self) -> dict[str, str]:
        return {SKILL_FILE: self.skill_md, **self.support}


def skill_folders(parent: Path) -> list[Path]:
    """Direct, real (not linked) sub-folders holding a regular SKILL.md, by name."""
    found = []
    for child in sorted(parent.iterdir()):
        if child.is_symlink() or not child.is_dir():
            continue
        marker = child / SKILL_FILE
        if marker.is_file() and not marker.is_symlink():
            found.append(child)
    return found


def _read_text(path: Path) -> str | None:
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            return None
        return path.read_bytes().decode("utf-8")
    except (OSError, UnicodeDecodeError):
        return None


def read_skill(folder: Path) -> SkillFiles:
    files = SkillFiles((folder / SKILL_FILE).read_bytes().decode("utf-8-sig"))
    for current, dirs, names in os.walk(folder, followlinks=False):
        base = Path(current)
        for name in sorted([*dirs, *names]):
            path = base / name
            rel = path.relative_to(folder).as_posix()
            if path.is_symlink():
                files.skipped_links.append(rel)
            elif path.is_file() and rel != SKILL_FILE:
                text = _read_text(path) if rel.split("/")[0] in SUPPORT_DIRS else None
                if text is None or "/" not in rel:
                    files.skipped_files.append(rel)
                else:
                    files.support[rel] = text
        dirs[:] = sorted(d for d in dirs if not (base / d).is_symlink())
    return files


def _existing_tree(location: SkillLocation) -> dict[str, str]:
    tree: dict[str, str] = {}
    skill_md = _read_text(location.skill_md)
    if skill_md is not None:
        tree[SKILL_FILE] = skill_md
    for folder in SUPPORT_DIRS:
        base = location.folder / folder
        if base.is_dir() and not base.is_symlink():
            for path in sorted(base.rglob("*")):
                if path.is_file() and not path.is_symlink():
                    text = _read_text(path)
                    tree[path.relative_to(location.folder).as_posix()] = text or ""
    return tree


def _refusal(files: SkillFiles, name: str) -> str | None:
    """Why the store would refuse this skill (checked first, so a plan predicts it)."""
    try:
        validate_name(name)
        parse_skill(files.skill_md)
    except SkillError as exc:
        return f"Refused by the skills store: {exc}"
    for rel, text in files.tree().items():
        report = scan_skill_text(text)
        if not report.ok:
            return f"Blocked by the skills guard in {rel} ({', '.join(report.blocked)})"
    return None


def _index(ctx: RunContext, store: SkillStore) -> dict[str, SkillLocation]:
    """The home's skills by name, walked once per run (a walk per skill is quadratic)."""
    if ctx.skill_index is None:
        ctx.skill_index = {loc.name: loc for loc in store.locations()}
    return ctx.skill_index


def _free_name(ctx: RunContext, store: SkillStore, taken: set[str], name: str) -> str:
    candidate, counter = f"{name}-imported", 2
    while candidate in taken or (store.root / CATEGORY / candidate) in ctx.planned_folders:
        candidate = f"{name}-imported-{counter}"
        counter += 1
    return candidate


def _write_new(store: SkillStore, name: str, files: SkillFiles) -> None:
    store.create(name, files.skill_md, category=CATEGORY)
    for rel, text in files.support.items():
        store.write_file(name, rel, text)


def _write_over(store: SkillStore, location: SkillLocation, files: SkillFiles) -> None:
    store.edit(location.name, files.skill_md)
    for rel, text in files.support.items():
        store.write_file(location.name, rel, text)
    for rel in _existing_tree(location):
        if rel != SKILL_FILE and rel not in files.support:
            store.remove_file(location.name, rel)


def import_skill(ctx: RunContext, kind: str, folder: Path) -> Item:
    files = read_skill(folder)
    item = _import(ctx, kind, folder, files)
    if files.skipped_links:
        item.details["skipped_links"] = files.skipped_links
    if files.skipped_files:
        item.details["skipped_files"] = files.skipped_files
        if item.status is Status.MIGRATED:
            _keep_extras(ctx, kind, folder, files, item)
    return item


def _keep_extras(ctx: RunContext, kind: str, folder: Path, files: SkillFiles, item: Item) -> None:
    """Files the skills store cannot hold are copied into the output folder, not lost."""
    where = f"archive/skills/{kind}/{folder.name}"
    ctx.warn(
        f"Skill {folder.name}: {len(files.skipped_files)} file(s) outside "
        f"{', '.join(SUPPORT_DIRS)} (or binary, or over 1 MiB) are not held by the skills "
        f"store; copies are kept in <output>/{where}/ to move by hand."
    )
    if not ctx.writing:
        return
    for rel in files.skipped_files:
        ctx.write_output(f"{where}/{rel}", (folder / rel).read_bytes())
    item.details["extras_copied_to"] = str(ctx.output_path(*where.split("/")))


def _import(ctx: RunContext, kind: str, folder: Path, files: SkillFiles) -> Item:
    store = SkillStore(ctx.home)
    name = folder.name
    destination = store.root / CATEGORY / name
    item = Item(kind, str(folder), str(destination), Status.MIGRATED, details={"backup": ""})
    refusal = _refusal(files, name)
    if refusal is not None:
        item.status, item.reason = Status.SKIPPED, refusal
        return item
    existing = _index(ctx, store)
    taken = set(existing) | {p.name for p in ctx.planned_folders}
    if name in existing or destination in ctx.planned_folders:
        location = existing.get(name)
        if location is not None and _existing_tree(location) == files.tree():
            item.status, item.reason = Status.SKIPPED, "Destination skill already matches"
            item.destination = str(location.folder)
            return item
        mode = ctx.settings.skill_conflict
        if mode is SkillConflict.SKIP or location is None:
            item.status = Status.CONFLICT
            item.reason = "Destination skill already exists (see --skill-conflict)"
            return item
        if mode is SkillConflict.OVERWRITE:
            item.destination = str(location.folder)
            if ctx.writing:
                item.details["backup"] = ctx.backup(location.folder)
                _write_over(store, location, files)
                ctx.skill_index = None  # the folder changed: read it again next time
            item.reason = ("Replaced" if ctx.writing else "Would replace") + " the existing skill"
            return item
        new_name = _free_name(ctx, store, taken, name)
        item.details["renamed_from"] = str(destination)
        destination = store.root / CATEGORY / new_name
        item.destination = str(destination)
        name = new_name
    if ctx.writing:
        _write_new(store, name, files)
        existing[name] = SkillLocation(name, CATEGORY, destination)
    else:
        ctx.planned_folders.add(destination)
    item.reason = ("Imported" if ctx.writing else "Would import") + f" skill {name}"
    return item


def _category_item(ctx: RunContext, kind: str) -> Item | None:
    store = SkillStore(ctx.home)
    note = store.root / CATEGORY / "DESCRIPTION.md"
    if note.exists() or str(note) in ctx.announced_categories:
        return None
    ctx.announced_categories.add(str(note))
    if ctx.writing:
        atomic_write_text(note, CATEGORY_NOTE, private=True)
        return Item(kind, None, str(note), Status.MIGRATED, "Created the imported-skills note")
    return Item(kind, None, str(note), Status.MIGRATED, "Would create the imported-skills note")


def _import_from(ctx: RunContext, kind: str, parent: Path) -> list[Item]:
    items = [import_skill(ctx, kind, folder) for folder in skill_folders(parent)]
    if any(item.status is Status.MIGRATED for item in items):
        category = "skill-category" if kind == "skill" else "shared-skill-category"
        extra = _category_item(ctx, category)
        if extra is not None:
            items.append(extra)
    return items


def run_skills(ctx: RunContext) -> list[Item]:
    root = str(SkillStore(ctx.home).root / CATEGORY)
    folder = ctx.source.workspace_path("skills")
    if folder is None or not folder.is_dir():
        return [Item("skills", None, root, Status.SKIPPED, "No workspace skills/ folder found")]
    items = _import_from(ctx, "skill", folder)
    return items or [Item("skills", str(folder), root, Status.SKIPPED, "No skill folders found")]


def run_shared_skills(ctx: RunContext) -> list[Item]:
    source_root = ctx.source.root
    places = [
        (source_root / "skills", "shared-skills"),
        (ctx.settings.user_home / ".agents" / "skills", "personal-skills"),
        (source_root / "workspace" / ".agents" / "skills", "project-skills"),
        (source_root / "workspace.default" / ".agents" / "skills", "project-skills"),
    ]
    items: list[Item] = []
    found = False
    for parent, kind in places:
        if parent.is_dir() and not parent.is_symlink():
            found = True
            items.extend(_import_from(ctx, kind, parent))
    if not found:
        root = str(SkillStore(ctx.home).root / CATEGORY)
        return [Item("shared-skills", None, root, Status.SKIPPED, "No shared skill folders found")]
    return items
