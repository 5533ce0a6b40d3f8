"""How ``old_text`` selects an entry for replace and remove.

An entry equal to ``old_text`` wins over entries that merely contain it, so a short entry
stays addressable next to a longer sibling. Substring matching is case-sensitive. When
nothing matches the raw text, the sanitized view is tried, so an entry the model only ever
saw as a ``[BLOCKED: …]`` placeholder can still be removed by quoting that placeholder.
"""

from __future__ import annotations

from dataclasses import dataclass

from hermes_memory.curated.entries import Target
from hermes_memory.curated.snapshot import sanitize_entries


@dataclass(frozen=True)
class Match:
    """Candidates for ``old_text``: ``index`` is set when they name one distinct entry."""

    candidates: tuple[int, ...]
    ambiguous: bool

    @property
    def index(self) -> int | None:
        if self.ambiguous or not self.candidates:
            return None
        return self.candidates[0]


def _candidates(texts: list[str], old_text: str) -> tuple[int, ...]:
    exact = tuple(i for i, text in enumerate(texts) if text == old_text)
    if exact:
        return exact
    return tuple(i for i, text in enumerate(texts) if old_text in text)


def find_entry(entries: list[str], old_text: str, target: Target) -> Match:
    """Resolve ``old_text`` against ``entries`` (identical candidates count as one)."""
    texts = entries
    found = _candidates(entries, old_text)
    if not found:
        texts = sanitize_entries(entries, target)
        found = _candidates(texts, old_text)
    distinct = {texts[i] for i in found}
    return Match(found, len(distinct) > 1)
