"""Merging imported entries into a curated file under its character limit (spec §7.2).

Existing entries stay as they are, in order. Each new entry is added while the joined file
still fits; one that would not fit is set aside for the overflow file and later, smaller
ones are still tried. Pure: no file access.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from hermes_memory.claw.extraction import entry_key
from hermes_memory.curated.entries import ENTRY_DELIMITER, store_size


@dataclass
class MergeResult:
    entries: list[str]
    added: list[str] = field(default_factory=list)
    duplicates: int = 0
    overflowed: list[str] = field(default_factory=list)

    @property
    def size(self) -> int:
        return store_size(self.entries)


def merge_entries(existing: list[str], incoming: list[str], limit: int) -> MergeResult:
    result = MergeResult(list(existing))
    seen = {entry_key(entry) for entry in existing}
    size = store_size(result.entries)
    gap = len(ENTRY_DELIMITER)
    for entry in incoming:
        key = entry_key(entry)
        if not key:
            continue
        if key in seen:
            result.duplicates += 1
            continue
        grown = size + len(entry) + (gap if result.entries else 0)
        if grown > limit:
            result.overflowed.append(entry)
            continue
        result.entries.append(entry)
        result.added.append(entry)
        seen.add(key)
        size = grown
    return result
