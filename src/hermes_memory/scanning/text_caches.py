"""The scanner's caches keyed by a text -- the literal index's last answers, the frames' literal
answers and the frames' bounded caches of regions and sentences -- and :func:`forget_texts`, which
empties them all, so the next scan of any text starts cold. They serve the several questions one
scan asks about the same text; a benchmark of the time per entry empties them before each run (in
use an entry is scanned once, so a repeat that finds them warm would flatter the figure).
"""

from __future__ import annotations

from collections.abc import Callable

from hermes_memory.scanning import (
    frame_base,
    frames_format,
    frames_local,
    frames_policy,
    frames_structure,
    literal_index,
    rule,
    scanner,
)


def text_caches() -> tuple[Callable[[], None], ...]:
    """``cache_clear`` of every bounded cache the frames keep per text."""
    cached = (
        frames_local._quoted,
        frames_local._records,
        frames_local._negated,
        frames_policy._sentences,
        frames_structure.guarded,
        frames_format._template,
        frame_base.concluded,
    )
    return tuple(one.cache_clear for one in cached)


def forget_texts() -> None:
    """Empty every cache the scanner keeps about the texts it has read."""
    for clear in text_caches():
        clear()
    scanner.scan_plan().index.forget()
    frame_base.forget_frame_literals()
    literal_index.forget_grams()
    rule.forget_blanked()
