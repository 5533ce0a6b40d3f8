"""Errors of the OpenClaw migration (``hermes-memory claw migrate`` / ``claw cleanup``)."""

from __future__ import annotations

from hermes_memory.errors.base import HermesMemoryError


class MigrationError(HermesMemoryError):
    """The OpenClaw migration cannot start or finish; nothing past the failing step ran."""


class SourceNotFoundError(MigrationError):
    """No OpenClaw directory at the given or default places; ``source`` is the path tried."""

    def __init__(self, message: str, source: str | None = None) -> None:
        super().__init__(message)
        self.source = source


class MigrationBackupError(MigrationError):
    """The pre-migration zip of the home could not be written; nothing was applied."""
