"""The ``memory``, ``user-profile`` and ``daily-memory`` kinds: markdown notes into
MEMORY.md / USER.md (spec §4.8, §7).

Pipeline: read → extract → rebrand → threat-scan each entry (strict scope, the store's own
check; flagged entries are never written and their text goes only to ``<out>/blocked/``)
→ merge under the limit → write through :class:`MemoryStore` (its lock, re-read under the
lock, atomic replace). A plan reads plainly and creates nothing.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hermes_memory.claw.context import RunContext
from hermes_memory.claw.discovery import inside
from hermes_memory.claw.extraction import extract_entries
from hermes_memory.claw.merge import merge_entries
from hermes_memory.claw.options import Item, Status
from hermes_memory.claw.rebrand import rebrand
from hermes_memory.config import get_section, parse_flag, parse_int
from hermes_memory.curated.content import prepare_entry
from hermes_memory.curated.entries import Target, parse_entries, store_size
from hermes_memory.curated.files import memory_path, read_checked
from hermes_memory.curated.scanning import ensure_clean
from hermes_memory.curated.store import MemoryStore
from hermes_memory.errors import ConfigError, InvalidContentError, ThreatBlockedError
from hermes_memory.scanning import SecondOpinion, write_second_opinion

DEFAULT_LIMITS = {Target.MEMORY: 2200, Target.USER: 1375}
PREVIEW_COUNT = 5


def char_limits(ctx: RunContext) -> dict[Target, int]:
    """The limits of the home's config.yaml; junk or a broken file gives the defaults
    (spec [H-13]: the store's coercion, never a crash)."""
    try:
        section = get_section("memory", ctx.home)
    except ConfigError as exc:
        ctx.warn(f"config.yaml could not be read ({exc}); the default memory limits were used.")
        section = {}
    return {
        Target.MEMORY: parse_int(section.get("memory_char_limit"), DEFAULT_LIMITS[Target.MEMORY]),
        Target.USER: parse_int(section.get("user_char_limit"), DEFAULT_LIMITS[Target.USER]),
    }


SWITCHES = {Target.MEMORY: "memory_enabled", Target.USER: "user_profile_enabled"}


def disabled_switch(ctx: RunContext, target: Target) -> str | None:
    """The config.yaml switch that turns ``target`` off (``memory.memory_enabled: false``),
    or ``None`` when the store is on. Read with Hermes's boolean rule."""
    try:
        section = get_section("memory", ctx.home)
    except ConfigError:
        return None  # char_limits already warned; the store's default is on
    key = SWITCHES[target]
    return None if parse_flag(section.get(key), True) else f"memory.{key}"


@dataclass
class Prepared:
    clean: list[str] = field(default_factory=list)
    blocked: list[dict[str, Any]] = field(default_factory=list)
    blocked_texts: list[str] = field(default_factory=list)
    total: int = 0


def findings_for(entry: str, second_opinion: SecondOpinion | None = None) -> list[str]:
    """Why ``entry`` may not be stored (the store's content rules and threat scan, then
    the ``second_opinion`` on what the rules pass)."""
    found = _findings(entry)
    if found or second_opinion is None:
        return list(found)
    try:
        ensure_clean(entry, second_opinion=second_opinion)
    except ThreatBlockedError as exc:
        return list(exc.finding_ids or ["threat_pattern"])
    return []


# The apply re-runs the plan's options on the same notes: remembering each entry's verdict
# halves the scanning, which is most of an apply's time with thousands of daily notes. The
# verdict depends on the text alone, so a cached one is never stale.
def clear_scan_cache() -> None:
    """Forget the remembered verdicts (a benchmark timing a fresh process)."""
    _findings.cache_clear()


@functools.lru_cache(maxsize=65_536)
def _findings(entry: str) -> tuple[str, ...]:
    try:
        prepare_entry(entry)
    except InvalidContentError:
        return ("invalid_content",)
    try:
        ensure_clean(entry)
    except ThreatBlockedError as exc:
        return tuple(exc.finding_ids or ["threat_pattern"])
    return ()


def prepare(
    texts: list[tuple[str | None, str]], second_opinion: SecondOpinion | None = None
) -> Prepared:
    """Extract, rebrand and scan; ``texts`` are (file label for daily notes, text).
    ``second_opinion`` (the classifier) is asked about entries the rules pass."""
    prepared = Prepared()
    for label, text in texts:
        for raw in extract_entries(text):
            prepared.total += 1
            entry = rebrand(raw)
            findings = findings_for(entry, second_opinion)
            if findings:
                record: dict[str, Any] = {"index": prepared.total, "findings": findings}
                if label is not None:
                    record["file"] = label
                prepared.blocked.append(record)
                prepared.blocked_texts.append(entry)
            else:
                prepared.clean.append(entry.strip())
    return prepared


def _read_source(path: Path) -> str:
    return path.read_bytes().decode("utf-8-sig")


def run_single(ctx: RunContext, kind: str, name: str, target: Target) -> Item:
    """``memory`` (MEMORY.md) or ``user-profile`` (USER.md)."""
    destination = memory_path(ctx.home, target)
    source = ctx.source.workspace_path(name)
    if source is None or not source.is_file():
        return Item(kind, None, str(destination), Status.SKIPPED, "Source file not found")
    return _merge_kind(ctx, kind, target, [(None, _read_source(source))], str(source))


def run_daily(ctx: RunContext) -> Item:
    kind, target = "daily-memory", Target.MEMORY
    destination = str(memory_path(ctx.home, target))
    folder = ctx.source.workspace_path("memory")
    if folder is None or not folder.is_dir():
        return Item(kind, None, destination, Status.SKIPPED, "No memory/ folder found")
    files = sorted(
        p
        for p in folder.iterdir()
        if p.suffix == ".md" and p.is_file() and (not p.is_symlink() or inside(folder, p))
    )
    if not files:
        return Item(kind, str(folder), destination, Status.SKIPPED, "No .md files in memory/")
    texts: list[tuple[str | None, str]] = []
    unreadable: list[str] = []
    for path in files:
        try:
            texts.append((path.name, _read_source(path)))
        except (OSError, UnicodeDecodeError):
            unreadable.append(path.name)  # one bad note must not hold back the others
    if not texts:
        reason = f"No daily note could be read as UTF-8 text ({len(unreadable)} file(s))"
        return Item(kind, str(folder), destination, Status.ERROR, reason)
    item = _merge_kind(ctx, kind, target, texts, str(folder))
    item.details["source_files"] = len(files)
    if unreadable:
        item.details["unreadable_files"] = unreadable
        ctx.warn(
            f"{len(unreadable)} daily note(s) could not be read as UTF-8 text and were "
            f"skipped: {', '.join(unreadable[:5])}."
        )
    return item


def _merge_kind(
    ctx: RunContext,
    kind: str,
    target: Target,
    texts: list[tuple[str | None, str]],
    source_text: str,
) -> Item:
    destination = memory_path(ctx.home, target)
    # The same classifier the memory tool asks, so an import stores nothing a write refuses.
    opinion = write_second_opinion(ctx.home)
    prepared = prepare(texts, opinion)
    item = Item(kind, source_text, str(destination), Status.SKIPPED)
    if prepared.total == 0:
        item.reason = "No importable entries found"
        return item
    switch = disabled_switch(ctx, target)
    if switch is not None:
        return _keep_disabled(ctx, item, prepared, switch)
    limits = char_limits(ctx)
    limit = limits[target]
    if ctx.writing:
        existing = parse_entries(read_checked(destination))
    else:
        existing = ctx.simulated_memory.get(destination) or parse_entries(read_checked(destination))
    merged = merge_entries(existing, prepared.clean, limit)
    added, overflowed, final = merged.added, merged.overflowed, merged.entries
    backup = ""
    if ctx.writing and added:
        backup = ctx.backup(destination)
        store = MemoryStore(limits[Target.MEMORY], limits[Target.USER], home=ctx.home)
        store.second_opinion = opinion
        store.add_independent_entries(target, added)
        final = list(store.entries(target))
        # A writer that got the lock first may have used the room these were counted on.
        lost = [entry for entry in added if entry not in final]
        added = [entry for entry in added if entry in final]
        overflowed = overflowed + lost
    elif not ctx.writing:
        ctx.simulated_memory[destination] = final
    item.details = {
        "existing_entries": len(existing),
        "added_entries": len(added),
        "duplicate_entries": merged.duplicates,
        "overflowed_entries": len(overflowed),
        "char_limit": limit,
        "final_char_count": store_size(final),
        "overflow_preview": overflowed[:PREVIEW_COUNT],
        "backup": backup,
        "blocked_entries": len(prepared.blocked),
        "blocked": prepared.blocked,
    }
    stem = kind.replace("-", "_")
    if ctx.writing and overflowed:
        path = ctx.write_output(f"overflow/{stem}_overflow.txt", "\n".join(overflowed) + "\n")
        item.details["overflow_file"] = str(path)
    _report_blocked(ctx, item, prepared)
    if overflowed:
        ctx.warn(
            f"{len(overflowed)} {kind} entries did not fit the {limit:,}-character limit; "
            f"they are kept in <output>/overflow/{stem}_overflow.txt."
        )
    if not prepared.clean:
        item.reason = "Every importable entry was blocked by the threat scan"
    elif not added:
        item.reason = "No new entries to import"
    else:
        item.status = Status.MIGRATED
        verb = "Imported" if ctx.writing else "Would merge"
        item.reason = f"{verb} {len(added)} new entries into {destination.name}"
    return item


def _report_blocked(ctx: RunContext, item: Item, prepared: Prepared) -> None:
    """Blocked entries: their text only in ``<out>/blocked/`` and a warning (spec §7.4)."""
    if not prepared.blocked:
        return
    where = f"blocked/{item.kind.replace('-', '_')}_blocked.txt"
    if ctx.writing:
        path = ctx.write_output(where, "\n".join(prepared.blocked_texts) + "\n")
        item.details["blocked_file"] = str(path)
    ctx.warn(
        f"{len(prepared.blocked)} {item.kind} entry(ies) were "
        f"blocked by the threat scan and not imported; review them in <output>/{where}."
    )


def _keep_disabled(ctx: RunContext, item: Item, prepared: Prepared, switch: str) -> Item:
    """The store is switched off in config.yaml: nothing is written to it; the entries go
    to ``<out>/overflow/<kind>_disabled.txt`` so nothing is lost."""
    where = f"overflow/{item.kind.replace('-', '_')}_disabled.txt"
    item.details = {
        "disabled_by": switch,
        "kept_entries": len(prepared.clean),
        "blocked_entries": len(prepared.blocked),
        "blocked": prepared.blocked,
    }
    if ctx.writing and prepared.clean:
        path = ctx.write_output(where, "\n".join(prepared.clean) + "\n")
        item.details["kept_file"] = str(path)
    _report_blocked(ctx, item, prepared)
    item.reason = (
        f"Not written: {switch} is false in config.yaml; the {len(prepared.clean)} "
        f"entries are kept in <output>/{where}"
    )
    ctx.warn(
        f"{item.kind}: {switch} is false in config.yaml, so its entries were not written; "
        f"they are kept in <output>/{where}. Switch it on and re-run to import them."
    )
    return item
