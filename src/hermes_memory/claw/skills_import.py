"""The ``skills`` and ``shared-skills`` kinds: OpenClaw skill folders into
``skills/openclaw-imports/<name>/`` through :class:`SkillStore` (spec §4.3).

The store imports each whole folder (root files, binaries, supporting files) atomically under
its lock, guarding every text file; one lock hold and one usage write per kind. Links are
never followed ([H-11]): inside ones are kept as links, outside ones listed in
``details.skipped_links``. An identical tree is "already matches" ([H-5]).
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path

from hermes_memory.atomic import atomic_write_text
from hermes_memory.claw.context import RunContext
from hermes_memory.claw.options import Item, SkillConflict, Status
from hermes_memory.errors import SkillBlockedError, SkillError
from hermes_memory.skills import (
    SKILL_FILE,
    FolderContents,
    ImportPolicy,
    SkillLocation,
    SkillStore,
)
from hermes_memory.skills.format import validate_name
from hermes_memory.skills.importing import (
    MAX_IMPORT_FILE_BYTES,
    ImportBatch,
    free_name,
    read_folder,
    read_installed,
)

CATEGORY = "openclaw-imports"
CATEGORY_NOTE = "Skills migrated from OpenClaw by hermes-memory claw migrate.\n"
POLICIES = {
    SkillConflict.SKIP: ImportPolicy.CREATE,
    SkillConflict.OVERWRITE: ImportPolicy.REPLACE,
    SkillConflict.RENAME: ImportPolicy.RENAME,
}


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


def _index(ctx: RunContext, store: SkillStore) -> dict[str, SkillLocation]:
    """The home's skills by name, walked once per run (a walk per skill is quadratic)."""
    if ctx.skill_index is None:
        ctx.skill_index = {loc.name: loc for loc in store.locations()}
    return ctx.skill_index


@contextlib.contextmanager
def _batch(ctx: RunContext) -> Iterator[ImportBatch | None]:
    """One hold of the store's lock for a kind's skills (``None`` in a plan)."""
    if not ctx.writing:
        yield None
        return
    with SkillStore(ctx.home).import_batch() as batch:
        yield batch


def _details(item: Item, contents: FolderContents) -> None:
    item.details["files"] = len(contents.files)
    for key, values in (
        ("binary_files", contents.binaries),
        ("kept_links", sorted(contents.links)),
        ("skipped_links", contents.skipped_links),
        ("skipped_files", contents.skipped_files),
        ("cautions", contents.cautions),
    ):
        if values:
            item.details[key] = list(values)


def import_skill(ctx: RunContext, kind: str, folder: Path, batch: ImportBatch | None) -> Item:
    store = SkillStore(ctx.home)
    destination = store.root / CATEGORY / folder.name
    item = Item(kind, str(folder), str(destination), Status.MIGRATED, details={"backup": ""})
    try:
        validate_name(folder.name)
        if batch is not None:  # the store reads and guards it once for the check and copy
            contents = batch.read(folder)
        else:
            contents = read_folder(folder, policy=store.scan_policy())
    except SkillBlockedError as exc:
        item.status, item.reason = Status.SKIPPED, str(exc).partition(" Skills are loaded")[0]
        return item
    except SkillError as exc:
        item.status, item.reason = Status.SKIPPED, f"Refused by the skills store: {exc}"
        return item
    _details(item, contents)
    try:
        _import(ctx, store, item, folder, contents, batch)
    except (SkillError, OSError) as exc:  # one skill's failure leaves the others importing
        item.status, item.reason = Status.ERROR, f"{type(exc).__name__}: {exc}"
    if contents.skipped_files and item.status is Status.MIGRATED:
        _keep_extras(ctx, kind, folder, contents, item)
    return item


def _keep_extras(
    ctx: RunContext, kind: str, folder: Path, contents: FolderContents, item: Item
) -> None:
    """Files the store will not copy (over the size cap, not regular) are kept in the
    output folder, not lost."""
    where = f"archive/skills/{kind}/{folder.name}"
    ctx.warn(
        f"Skill {folder.name}: {len(contents.skipped_files)} file(s) over "
        f"{MAX_IMPORT_FILE_BYTES // (1024 * 1024)} MiB or not regular files were not "
        f"imported; regular ones are kept in <output>/{where}/ to move by hand."
    )
    if not ctx.writing:
        return
    for rel in contents.skipped_files:
        path = folder / rel
        if path.is_file() and not path.is_symlink():
            ctx.write_output(f"{where}/{rel}", path.read_bytes())
    item.details["extras_copied_to"] = str(ctx.output_path(*where.split("/")))


def _import(
    ctx: RunContext,
    store: SkillStore,
    item: Item,
    folder: Path,
    contents: FolderContents,
    batch: ImportBatch | None,
) -> None:
    name = folder.name
    destination = store.root / CATEGORY / name
    existing = _index(ctx, store)
    mode = ctx.settings.skill_conflict
    policy = ImportPolicy.CREATE
    if name not in existing and destination not in ctx.planned_folders and destination.exists():
        item.status = Status.CONFLICT
        item.reason = f"{destination} exists but holds no {SKILL_FILE}; move it away first"
        return
    if name in existing or destination in ctx.planned_folders:
        location = existing.get(name)
        # In a plan an earlier source may have "imported" this name already: compare with
        # what it would have written, so the plan says what the apply will do ([H-4]).
        if location is not None:
            tree = read_installed(location.folder).tree()
        else:
            tree = ctx.planned_trees.get(destination, {})
        if tree == contents.tree():
            item.status, item.reason = Status.SKIPPED, "Destination skill already matches"
            item.destination = str(destination if location is None else location.folder)
            return
        if mode is SkillConflict.SKIP:
            item.status = Status.CONFLICT
            item.reason = "Destination skill already exists (see --skill-conflict)"
            return
        policy = POLICIES[mode]
        if mode is SkillConflict.OVERWRITE:
            replaced = destination if location is None else location.folder
            item.destination = str(replaced)
            item.details["backup"] = ctx.backup(replaced)
        else:
            taken = {p.name for p in ctx.planned_folders}
            item.details["renamed_from"] = str(destination)
            name = free_name(store.root, name, taken)
            destination = store.root / CATEGORY / name
            item.destination = str(destination)
    verb = "Replaced the existing" if policy is ImportPolicy.REPLACE else "Imported"
    if batch is None:
        ctx.planned_folders.add(destination)
        ctx.planned_trees[destination] = contents.tree()
        verb = "Would replace the existing" if policy is ImportPolicy.REPLACE else "Would import"
    else:
        outcome = batch.import_folder(folder, folder.name, CATEGORY, policy)
        item.destination = str(outcome.location.folder)
        existing[outcome.location.name] = outcome.location
    item.reason = f"{verb} skill {name} ({len(contents.files)} file(s))"


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
    with _batch(ctx) as batch:
        items = [import_skill(ctx, kind, folder, batch) for folder in skill_folders(parent)]
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
