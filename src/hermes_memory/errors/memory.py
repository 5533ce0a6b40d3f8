"""Curated memory's errors (MEMORY.md / USER.md): targets, content, locks, budgets, matches."""

from __future__ import annotations

from hermes_memory.errors.base import HermesMemoryError


class CuratedMemoryError(HermesMemoryError):
    """Base of the curated-memory (MEMORY.md / USER.md) errors."""


class InvalidTargetError(CuratedMemoryError):
    """The target is neither ``memory`` nor ``user``."""


class TargetDisabledError(CuratedMemoryError):
    """Writes to this target are switched off in config."""


class EmptyArgumentError(CuratedMemoryError):
    """A required text argument (content, old_text) is missing or blank."""


class InvalidContentError(CuratedMemoryError):
    """Text that could not be stored as the entry it is: a NUL character, a lone surrogate,
    or a line that is only ``§`` where the file format would split the entry in two."""


class ThreatBlockedError(CuratedMemoryError):
    """New content matched the threat scanner; nothing was written."""

    def __init__(self, message: str, finding_ids: list[str] | None = None) -> None:
        super().__init__(message)
        self.finding_ids = list(finding_ids or [])


class MemoryFileUnreadableError(CuratedMemoryError):
    """The memory file exists but could not be read; writing would wipe it."""


class DriftDetectedError(CuratedMemoryError):
    """The file holds text the serializer would not have written; a backup was made."""

    def __init__(self, message: str, backup_path: str, remediation: str) -> None:
        super().__init__(message)
        self.backup_path = backup_path
        self.remediation = remediation


class MemoryWriteError(CuratedMemoryError):
    """The atomic write of a memory file failed."""


class MemoryLockError(CuratedMemoryError):
    """The per-target lock file cannot be opened (a symlink, a permission problem)."""


class PendingWriteNotFoundError(CuratedMemoryError):
    """No staged (pending) memory write has this id."""


class ConsolidationCapError(CuratedMemoryError):
    """More counted failures this turn than the cap allows (``failures``); raised from the
    :class:`ConsolidationError` it replaces."""

    def __init__(self, message: str, failures: int) -> None:
        super().__init__(message)
        self.failures = failures


class AmbiguousMatchError(CuratedMemoryError):
    """old_text matches several distinct entries."""

    def __init__(self, message: str, matches: list[str]) -> None:
        super().__init__(message)
        self.matches = list(matches)


class StaleEntryError(CuratedMemoryError):
    """A staged write's pinned entry is no longer present."""


class ApprovalFailedError(CuratedMemoryError):
    """The approval callback of a gated write raised: the write is refused, nothing staged."""


class ConsolidationError(CuratedMemoryError):
    """A failure counted by the per-turn cap; ``current_entries`` and ``usage`` are the tool
    result's extra fields when the case calls for them (``None``: the key is absent)."""

    def __init__(
        self,
        message: str,
        *,
        current_entries: list[str] | None = None,
        usage: str | None = None,
    ) -> None:
        super().__init__(message)
        self.current_entries = None if current_entries is None else list(current_entries)
        self.usage = usage


class BudgetExceededError(ConsolidationError):
    """The write would put the store over its character limit."""


class NoMatchError(ConsolidationError):
    """old_text matches no entry."""


class BatchFailedError(ConsolidationError):
    """A batch was refused as a whole; no operation was applied."""

    def __init__(
        self,
        message: str,
        *,
        usage: str | None = None,
        requires_approval: bool = False,
        counted: bool = True,
    ) -> None:
        super().__init__(message, usage=usage)
        self.requires_approval = requires_approval
        self.counted = counted
