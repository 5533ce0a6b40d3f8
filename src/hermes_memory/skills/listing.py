"""The maintained listing of installed skills, kept in ``skills/.index.json``.

The index in the prompt, retrieval and ``skills_list`` need each skill's description and
search terms; parsing and guarding a thousand SKILL.md files per call was the cost. The
listing keeps, per SKILL.md (by its path under skills/), the stat signature it was read at
— mtime_ns, size, ctime_ns, inode — and what was read. Every call still stats each SKILL.md,
so an edit behind our back (Hermes, an editor; even one restoring mtime and size changes
ctime) is read and guarded again; only changed files are parsed. With a hundred skills or
more the tree is also watched (``watch``: inotify), so an unchanged tree is not stat-ed at
all. Our own writes update the entry at once; the file is rewritten atomically (0600) after
a scan that changed it.
"""

from __future__ import annotations

import json
import logging
import os
import re
import stat
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hermes_memory.atomic import atomic_write_bytes
from hermes_memory.errors import SkillError
from hermes_memory.scanning import ScanContext, ScanPolicy
from hermes_memory.skills.catalog import SkillLocation
from hermes_memory.skills.format import SKILL_FILE, parse_skill
from hermes_memory.skills.guard import scan_skill_text
from hermes_memory.skills.watch import FolderWatch, open_watch

logger = logging.getLogger(__name__)

INDEX_FILE = ".index.json"
INDEX_VERSION = 1
_SKILL_SUFFIX = os.sep + SKILL_FILE
WATCH_MIN_SKILLS = 100  # below this a stat per skill costs less than a kernel watch
MAX_WATCHED_ROOTS = 4  # inotify instances are a per-user resource: hold a few at most
REVERIFY_SECONDS = 60.0
_WORD = re.compile(r"[^\W_]+", re.UNICODE)
Signature = tuple[int, int, int, int]


def words(text: str) -> list[str]:
    """Lowercase word tokens; ``deploy-app`` and ``deploy_app`` both give deploy, app."""
    return _WORD.findall(text.casefold())


@dataclass(frozen=True)
class ListedSkill:
    """One SKILL.md as the listing read it; ``description`` is None for a broken or
    guard-refused file (it is never listed, ranked or shown)."""

    name: str
    category: str | None
    folder: str
    description: str | None
    terms: dict[str, int] = field(default_factory=dict)
    length: int = 0
    health: str | None = None

    @property
    def relative(self) -> str:
        return f"{self.category}/{self.name}" if self.category else self.name

    def location(self) -> SkillLocation:
        return SkillLocation(self.name, self.category, Path(self.folder))


def read_entry(
    name: str, category: str | None, folder: str, text: str, policy: ScanPolicy | None = None
) -> ListedSkill:
    """Parse and guard ``text`` (under config.yaml's ``policy``); the terms are those of
    name, description and triggers."""
    try:
        document = parse_skill(text)
    except SkillError:
        return ListedSkill(name, category, folder, None)
    if not scan_skill_text(text, policy=policy).ok:
        return ListedSkill(name, category, folder, None)  # a poisoned skill never lists
    ours = document.our_metadata()
    triggers = ours.get("triggers")
    listed = triggers if isinstance(triggers, list) else [triggers or ""]
    tokens = words(f"{document.name} {document.description} {' '.join(map(str, listed))}")
    health = ours.get("health")
    return ListedSkill(
        name,
        category,
        folder,
        document.description,
        dict(Counter(tokens)),
        len(tokens),
        health if isinstance(health, str) else None,
    )


def _signature(info: os.stat_result) -> Signature:
    return (info.st_mtime_ns, info.st_size, info.st_ctime_ns, info.st_ino)


def _inside(root: str, path: str) -> bool:
    real, base = os.path.realpath(path), os.path.realpath(root)
    return real == base or real.startswith(base + os.sep)


def _dirs(folder: str) -> list[tuple[str, str, bool]]:
    try:
        with os.scandir(folder) as entries:
            found = [
                (e.name, e.path, e.is_symlink())
                for e in entries
                if not e.name.startswith(".") and e.is_dir()
            ]
    except OSError:
        return []
    found.sort()
    return found


@dataclass
class _Memo:
    entries: dict[str, tuple[Signature, ListedSkill]] = field(default_factory=dict)
    file_signature: Signature | None = None
    dirty: bool = False
    watch: FolderWatch | None = None
    watch_refused: bool = False
    listed: list[ListedSkill] | None = None
    verified_at: float = 0.0
    policy: ScanPolicy = field(default_factory=ScanPolicy)


_MEMOS: dict[str, _Memo] = {}
_LOCK = threading.Lock()


def _load(root: str, memo: _Memo) -> None:
    """Adopt the file's entries when another process rewrote it since we last looked."""
    path = Path(root, INDEX_FILE)
    try:
        info = path.stat()
    except OSError:
        return
    if _signature(info) == memo.file_signature:
        return
    memo.file_signature = _signature(info)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        same = data.get("version") == INDEX_VERSION and data.get("policy", "") == _key(memo.policy)
        rows: dict[str, Any] = data["skills"] if same else {}
        for rel, row in rows.items():
            category, _, name = rel.rpartition("/")
            folder = root + os.sep + rel
            skill = ListedSkill(
                name,
                category or None,
                folder,
                row["description"],
                dict(row["terms"]),
                int(row["length"]),
                row["health"],
            )
            mtime, size, ctime, inode = (int(n) for n in row["signature"])
            memo.entries.setdefault(folder + _SKILL_SUFFIX, ((mtime, size, ctime, inode), skill))
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
        logger.warning("%s is unreadable (%s): rebuilding it", path, exc)
        memo.dirty = True  # written again whole at the end of this scan


def _save(root: str, memo: _Memo) -> None:
    rows = {
        skill.relative: {
            "signature": list(sig),
            "description": skill.description,
            "terms": skill.terms,
            "length": skill.length,
            "health": skill.health,
        }
        for sig, skill in memo.entries.values()
    }
    document = {"version": INDEX_VERSION, "policy": _key(memo.policy), "skills": rows}
    payload = json.dumps(document, ensure_ascii=False)
    path = Path(root, INDEX_FILE)
    try:
        atomic_write_bytes(path, payload.encode("utf-8", "surrogatepass"), private=True)
        memo.file_signature = _signature(path.stat())
        memo.dirty = False
    except OSError as exc:  # the listing is only a cache (a read-only home): the next change
        memo.dirty = False  # tries again; until then this process keeps it in memory
        logger.info("could not write %s: %s", path, exc)


def _read(memo: _Memo, name: str, category: str | None, folder: str) -> ListedSkill | None:
    """A SKILL.md that is new or changed: stat it again, read it, parse and guard it."""
    md = folder + _SKILL_SUFFIX
    try:
        info = os.stat(md)  # noqa: PTH116 - str paths keep the scan fast
        if not stat.S_ISREG(info.st_mode):
            return None
        with open(md, encoding="utf-8") as handle:
            skill = read_entry(name, category, folder, handle.read(), memo.policy)
    except (OSError, UnicodeDecodeError):
        return None
    memo.entries[md] = (_signature(info), skill)
    memo.dirty = True
    return skill


def _verify(base: str, memo: _Memo, watch: FolderWatch | None) -> list[ListedSkill] | None:
    """The full walk: one stat per skill, the changed ones read again. With ``watch``, every
    folder is watched before its SKILL.md is looked at; ``None`` when a watch was refused.

    This loop is the hot path when nothing watches: str paths (building Path objects was
    most of the old cost) and one dict probe per unchanged skill."""
    entries = memo.entries
    found: list[ListedSkill] = []
    for name, path, linked in _dirs(base):
        if linked and not _inside(base, path):
            continue
        if watch is not None and not watch.add(path):
            return None
        md = path + _SKILL_SUFFIX
        try:
            info = os.stat(md)  # noqa: PTH116
        except OSError:
            info = None
        if info is not None and stat.S_ISREG(info.st_mode):
            hit = entries.get(md)
            signature = (info.st_mtime_ns, info.st_size, info.st_ctime_ns, info.st_ino)
            if hit is not None and hit[0] == signature:
                found.append(hit[1])
            elif (read := _read(memo, name, None, path)) is not None:
                found.append(read)
            continue
        for sub, sub_path, sub_linked in _dirs(path):
            if (linked or sub_linked) and not (_inside(base, path) and _inside(base, sub_path)):
                continue
            if watch is not None and not watch.add(sub_path):
                return None
            md = sub_path + _SKILL_SUFFIX
            try:
                info = os.stat(md)  # noqa: PTH116
            except OSError:
                continue
            hit = entries.get(md)
            if hit is not None and hit[0] == (
                info.st_mtime_ns,
                info.st_size,
                info.st_ctime_ns,
                info.st_ino,
            ):
                found.append(hit[1])
            elif stat.S_ISREG(info.st_mode) and (read := _read(memo, sub, name, sub_path)):
                found.append(read)
    return found


def _unwatch(memo: _Memo) -> None:
    if memo.watch is not None:
        memo.watch.close()
    memo.watch, memo.listed = None, None


def _watched_scan(base: str, memo: _Memo) -> list[ListedSkill]:
    """Verify with the watch (opening it for a large tree); falls back to plain stats."""
    if memo.watch is not None:
        memo.watch.changed()  # what happened so far is covered by the walk below
        found = _verify(base, memo, memo.watch)
        if found is not None:
            return found
        _unwatch(memo)
    found = _verify(base, memo, None) or []
    if len(found) < WATCH_MIN_SKILLS or memo.watch_refused:
        return found
    watched = [m for m in _MEMOS.values() if m.watch is not None]
    for old in watched[: max(0, len(watched) - MAX_WATCHED_ROOTS + 1)]:
        _unwatch(old)  # each watch holds an inotify instance: keep a few
    memo.watch = open_watch(base)
    memo.watch_refused = memo.watch is None
    if memo.watch is None:
        return found
    again = _verify(base, memo, memo.watch)  # a change during the set-up is not missed
    if again is None:
        _unwatch(memo)
        memo.watch_refused = True
        return found
    return again


def _key(policy: ScanPolicy) -> str:
    """The relaxations that change a skill's verdict, as the index file records them."""
    return ",".join(sorted(c.value for c in policy.relaxed_in(ScanContext.SKILL)))


def _adopt(memo: _Memo, policy: ScanPolicy) -> None:
    """A different scanning policy changes verdicts: forget every one taken under the old."""
    if memo.policy != policy:
        memo.entries.clear()
        memo.listed, memo.file_signature, memo.policy = None, None, policy


def scan(root: Path, policy: ScanPolicy | None = None) -> list[ListedSkill]:
    """Every installed skill under ``root`` in walk order (broken ones with no description),
    as ``catalog.walk`` finds them (symlinked folders leading outside ``root`` ignored).

    With a watch (Linux, a large tree) an unchanged tree is answered from memory; every
    ``REVERIFY_SECONDS`` the files are stat-ed anyway, as a safety net."""
    if not root.is_dir():
        return []
    base = str(root)
    with _LOCK:
        memo = _MEMOS.setdefault(base, _Memo())
        _adopt(memo, policy or ScanPolicy())
        if memo.watch is not None and memo.watch.pid != os.getpid():
            _unwatch(memo)  # inherited through fork: the parent drains that queue
        watch, listed = memo.watch, memo.listed
        fresh = time.monotonic() - memo.verified_at < REVERIFY_SECONDS
        if watch is not None and listed is not None and fresh and not watch.changed():
            return list(listed)
        _load(base, memo)
        found = _watched_scan(base, memo)
        memo.verified_at = time.monotonic()
        memo.listed = found if memo.watch is not None else None
        entries = memo.entries
        if len(found) != len(entries):  # something vanished (or moved): drop what is gone
            keep = {skill.folder + _SKILL_SUFFIX for skill in found}
            for gone in [key for key in entries if key not in keep]:
                del entries[gone]
            memo.dirty = True
        if memo.dirty:
            _save(base, memo)
        return list(found)


def record_write(
    root: Path, location: SkillLocation, text: str, policy: ScanPolicy | None = None
) -> None:
    """Our own write of ``location``'s SKILL.md: remember what it now says (no re-read)."""
    try:
        info = location.skill_md.stat()
    except OSError:
        return
    with _LOCK:
        memo = _MEMOS.setdefault(str(root), _Memo())
        _adopt(memo, policy or ScanPolicy())
        skill = read_entry(location.name, location.category, str(location.folder), text, policy)
        memo.entries[str(location.skill_md)] = (_signature(info), skill)
        memo.dirty = True
        memo.listed = None  # the next scan verifies, whatever the watch has seen yet
