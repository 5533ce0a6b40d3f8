"""What a successful curated-memory write returns: plain data, rendered by ``tools/``."""

from __future__ import annotations

from dataclasses import dataclass, field

from hermes_memory.curated.entries import Target, usage_long


@dataclass(frozen=True)
class WriteOutcome:
    """A successful add / replace / remove / batch, described after the fact.

    ``written`` is false when nothing changed on disk (a duplicate add, or independent
    additions of which none fitted). ``replaced_entries`` / ``removed_entries`` map the
    1-based position of a batch operation to the full text it overwrote or deleted.
    """

    target: Target
    message: str | None
    entry_count: int
    char_count: int
    char_limit: int
    written: bool = True
    replaced_entry: str | None = None
    removed_entry: str | None = None
    replaced_entries: dict[int, str] = field(default_factory=dict)
    removed_entries: dict[int, str] = field(default_factory=dict)
    additions_saved: int | None = None

    @property
    def usage(self) -> str:
        return usage_long(self.char_count, self.char_limit)
