"""The blind sets that have been measured and are SPENT, read as twenty-three more training waves
of the injection classifier: ``fresh_entries.jsonl`` (wave ``f1``) to
``fresh23_entries.jsonl`` (wave ``f23``). Owns the one list of what may be read and the guard
against the next blind set: a path whose name holds ``UNSEEN`` is refused, whatever asks.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from dataset import (
    FRESH2_ENTRIES,
    FRESH3_ENTRIES,
    FRESH4_ENTRIES,
    FRESH5_ENTRIES,
    FRESH6_ENTRIES,
    FRESH7_ENTRIES,
    FRESH8_ENTRIES,
    FRESH9_ENTRIES,
    FRESH10_ENTRIES,
    FRESH11_ENTRIES,
    FRESH12_ENTRIES,
    FRESH13_ENTRIES,
    FRESH14_ENTRIES,
    FRESH15_ENTRIES,
    FRESH16_ENTRIES,
    FRESH17_ENTRIES,
    FRESH18_ENTRIES,
    FRESH19_ENTRIES,
    FRESH20_ENTRIES,
    FRESH21_ENTRIES,
    FRESH22_ENTRIES,
    FRESH23_ENTRIES,
    FRESH_ENTRIES,
    Entry,
    load_ours,
)

# The next blind set, when it is written, is measured once after training: nothing here may
# read it, even when someone adds it to SPENT by mistake before it has been measured.
UNSEEN = "fresh24"
SPENT = (
    FRESH_ENTRIES,
    FRESH2_ENTRIES,
    FRESH3_ENTRIES,
    FRESH4_ENTRIES,
    FRESH5_ENTRIES,
    FRESH6_ENTRIES,
    FRESH7_ENTRIES,
    FRESH8_ENTRIES,
    FRESH9_ENTRIES,
    FRESH10_ENTRIES,
    FRESH11_ENTRIES,
    FRESH12_ENTRIES,
    FRESH13_ENTRIES,
    FRESH14_ENTRIES,
    FRESH15_ENTRIES,
    FRESH16_ENTRIES,
    FRESH17_ENTRIES,
    FRESH18_ENTRIES,
    FRESH19_ENTRIES,
    FRESH20_ENTRIES,
    FRESH21_ENTRIES,
    FRESH22_ENTRIES,
    FRESH23_ENTRIES,
)


class UnseenSetError(ValueError):
    """A training run was asked to read a blind set that has not been measured yet."""


def load_spent(paths: tuple[Path, ...] = SPENT) -> list[Entry]:
    """Every row of the spent blind sets, in file order, with split ``tune``; a path naming
    the unseen set is refused before anything is read."""
    for path in paths:
        if UNSEEN in path.name.lower():
            raise UnseenSetError(f"{path.name} is a blind set not measured yet: not read")
    rows: list[Entry] = []
    for path in paths:
        rows += [dataclasses.replace(entry, split="tune") for entry in load_ours(path)]
    return rows
