"""The ``soul`` and ``workspace-agents`` kinds: SOUL.md into the home and AGENTS.md into
the workspace target, rebranded (spec §4.1, §4.2).

Identical text is "already matches" (spec [H-5]); different text is a conflict unless
``--overwrite``; the text is scanned at the context scope first (spec [H-2]) and a flagged
file is not written. Writes are atomic, after an item-level backup.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from hermes_memory.atomic import atomic_write_bytes
from hermes_memory.claw.context import RunContext
from hermes_memory.claw.options import Item, Status
from hermes_memory.claw.rebrand import rebrand
from hermes_memory.curated.scanning import ScanScope, scan_for_threats
from hermes_memory.paths import soul_path


def run_soul(ctx: RunContext) -> Item:
    destination = soul_path(ctx.home)
    source = ctx.source.workspace_path("SOUL.md")
    if source is None or not source.is_file():
        return Item("soul", None, str(destination), Status.SKIPPED, "No OpenClaw SOUL.md was found")
    return _copy_document(ctx, "soul", source, destination)


def run_workspace_agents(ctx: RunContext) -> Item:
    source = ctx.source.workspace_path("AGENTS.md")
    target = ctx.settings.workspace_target
    if source is None or not source.is_file():
        where = None if target is None else str(target / "AGENTS.md")
        return Item("workspace-agents", None, where, Status.SKIPPED, "Source file not found")
    if target is None:
        return Item(
            "workspace-agents",
            str(source),
            None,
            Status.SKIPPED,
            "No workspace target was provided (use --workspace-target PATH)",
        )
    return _copy_document(ctx, "workspace-agents", source, target / "AGENTS.md")


def _copy_document(ctx: RunContext, kind: str, source: Path, destination: Path) -> Item:
    text = rebrand(source.read_bytes().decode("utf-8-sig"))
    item = Item(kind, str(source), str(destination), Status.MIGRATED, details={"backup": ""})
    findings = scan_for_threats(text, ScanScope.CONTEXT)
    if findings:
        item.status = Status.SKIPPED
        item.reason = f"Blocked by the threat scan ({', '.join(findings)}); not written"
        item.details["findings"] = findings
        ctx.warn(f"{source.name} was blocked by the threat scan and not imported.")
        return item
    data = text.encode("utf-8")
    if destination.is_file():
        if destination.read_bytes() == data:
            item.status, item.reason = Status.SKIPPED, "Target already matches"
            return item
        if not ctx.settings.overwrite:
            item.status = Status.CONFLICT
            item.reason = "Target exists and differs; overwrite is off (use --overwrite)"
            return item
    elif os.path.lexists(destination) and not ctx.settings.overwrite:
        item.status = Status.CONFLICT
        item.reason = "Target exists and is not a regular file; overwrite is off"
        return item
    if not ctx.writing:
        item.reason = f"Would copy {source.name} to {destination}"
        return item
    item.details["backup"] = ctx.backup(destination)
    atomic_write_bytes(destination, data)
    # The source's times are kept (best effort); its mode is not, so a loose source file
    # cannot widen an existing destination.
    with contextlib.suppress(OSError):
        info = source.stat()
        os.utime(destination, ns=(info.st_atime_ns, info.st_mtime_ns))
    item.reason = f"Copied {source.name} to {destination}"
    return item
