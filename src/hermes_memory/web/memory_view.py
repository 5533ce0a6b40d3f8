"""The curated stores for the overview and /memory: usage, entries, blocked entries and why.

"Live" is what MEMORY.md / USER.md hold now; the "frozen snapshot" is what a session's system
prompt carries, taken when the inspector started (as a session takes it when it starts), with
blocked entries replaced by a placeholder. Which entries are blocked is asked of the curated
scanner through :func:`blocked_reasons` alone, which names the shared scanner's categories.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hermes_memory.curated.entries import Target, parse_entries, store_size, usage_percent
from hermes_memory.curated.files import read_for_load
from hermes_memory.curated.scanning import (
    MAX_SCAN_CHARS,
    ScanScope,
    block_message,
    scan_for_threats,
)
from hermes_memory.curated.snapshot import sanitize_entry
from hermes_memory.curated.store import MemoryStore
from hermes_memory.errors import ConfigError
from hermes_memory.paths import memories_dir
from hermes_memory.scanning import ScanContext, ScanPolicy, load_scan_policy, scan_text

EMPTY_STORE = {
    Target.MEMORY: (
        "MEMORY.md is empty. The agent writes notes here with its memory tool (facts about "
        "the environment, conventions, lessons learned); `hermes-memory memory add` adds "
        "one by hand."
    ),
    Target.USER: (
        "USER.md is empty. The agent keeps what it learns about you here (name, preferences, "
        "how you like to work) with its memory tool, target user."
    ),
}


def blocked_reasons(entry: str, target: Target, home: Path | None = None) -> list[str]:
    """Why a session's system prompt would not carry ``entry`` (``[]`` when it would): the
    shared scanner's categories, each with the rule that matched, in memory context."""
    if sanitize_entry(entry, target) == entry:
        return []
    if len(entry) > MAX_SCAN_CHARS:
        return [f"too large to scan ({len(entry):,} characters): its tail was never checked"]
    try:
        policy = load_scan_policy(home)
    except ConfigError:
        policy = ScanPolicy()  # a broken config must not hide why an entry is blocked
    result = scan_text(entry, context=ScanContext.MEMORY, policy=policy)
    reasons = [f"{finding.category.value}: {finding.rule}" for finding in result.findings]
    # Hermes's own catalogue ids the shared scanner does not restate (sanitize uses both).
    reasons += [
        f"{finding}: {block_message(finding).removeprefix('Blocked: ')}"
        for finding in scan_for_threats(entry, ScanScope.STRICT)
        if not reasons
    ]
    return reasons or ["the scanner refused it"]


@dataclass(frozen=True)
class MemorySnapshot:
    """Both stores' entries and prompt blocks as frozen when the inspector started."""

    taken_at: float
    entries: dict[Target, list[str]] = field(default_factory=dict)
    blocks: dict[Target, str | None] = field(default_factory=dict)
    error: str = ""

    @classmethod
    def take(cls, home: Path) -> MemorySnapshot:
        now = time.time()
        try:
            # a home without memories/ stays untouched: loading would create the folder
            store = MemoryStore.from_config(home, load=memories_dir(home).exists())
        except ConfigError as exc:
            return cls(now, error=str(exc))
        return cls(
            now,
            {t: list(store.entries(t)) for t in Target},
            {t: store.format_for_system_prompt(t) for t in Target},
        )


def _limits(home: Path) -> MemoryStore:
    return MemoryStore.from_config(home, load=False)


def _entry(index: int, text: str, target: Target, home: Path) -> dict[str, Any]:
    why = blocked_reasons(text, target, home)
    return {"index": index, "text": text, "chars": len(text), "blocked": bool(why), "why": why}


def store_usage(home: Path) -> dict[str, dict[str, Any]]:
    """Per store: entries count, characters used against the limit, blocked count."""
    limits = _limits(home)
    out: dict[str, dict[str, Any]] = {}
    for target in Target:
        entries = parse_entries(read_for_load(limits.path_for(target)))
        used, limit = store_size(entries), limits.char_limit(target)
        out[target.value] = {
            "target": target.value,
            "filename": target.filename,
            "enabled": limits.target_enabled(target),
            "entry_count": len(entries),
            "char_count": used,
            "char_limit": limit,
            "percent": usage_percent(used, limit),
            "over_limit": used > limit,
            "blocked_count": sum(1 for e in entries if blocked_reasons(e, target, home)),
        }
    return out


def memory_page(home: Path, snapshot: MemorySnapshot) -> dict[str, Any]:
    """Both stores, live and as frozen, each entry with its size and block status."""
    usage = store_usage(home)
    limits = _limits(home)
    stores = []
    for target in Target:
        live = parse_entries(read_for_load(limits.path_for(target)))
        frozen = snapshot.entries.get(target, [])
        stores.append(
            {
                **usage[target.value],
                "entries": [_entry(i, e, target, home) for i, e in enumerate(live, 1)],
                "empty_reason": "" if live else EMPTY_STORE[target],
                "snapshot": {
                    "entries": [sanitize_entry(e, target) for e in frozen],
                    "block": snapshot.blocks.get(target),
                    "same_as_live": frozen == live,
                    "added_since": [e for e in live if e not in frozen],
                    "removed_since": [e for e in frozen if e not in live],
                },
            }
        )
    return {
        "snapshot_taken_at": snapshot.taken_at,
        "snapshot_error": snapshot.error,
        "stores": stores,
    }
