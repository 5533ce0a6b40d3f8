"""The summary of an import (library return value; ``as_dict`` is the CLI's ``--json``).

Counts are what was committed; the notice lists come from ``notices`` and each entry
also appears as one sentence in ``warnings`` for readers of the text output.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from hermes_memory.sessions.transfer.formats import ImportFormat
from hermes_memory.sessions.transfer.notices import (
    DerivedId,
    DuplicateId,
    FileNotice,
    RepairedValue,
    ReplacedCharacters,
    SessionNotice,
)


@dataclass
class ImportReport:
    """What an import did; ``as_dict`` is the CLI's ``--json`` shape.

    ``sessions_imported`` and ``messages_imported`` count what was committed, so after an
    interrupted import they are what the database really gained.
    """

    format: ImportFormat
    sessions_imported: int = 0
    messages_imported: int = 0
    skipped_sessions: list[str] = field(default_factory=list)
    renamed_titles: list[dict[str, str]] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    replaced_characters: list[ReplacedCharacters] = field(default_factory=list)
    derived_ids: list[DerivedId] = field(default_factory=list)
    duplicate_ids: list[DuplicateId] = field(default_factory=list)
    repaired_values: list[RepairedValue] = field(default_factory=list)
    archive_members: list[str] = field(default_factory=list)
    """The members read when the file was a zip archive (``conversations.json``)."""
    chunks: int = 0
    """How many transactions the writes were committed in."""

    def add_file_notice(self, notice: FileNotice) -> None:
        if isinstance(notice, DerivedId):
            self.derived_ids.append(notice)
        else:
            self.duplicate_ids.append(notice)
        self.warnings.append(notice.sentence())

    def add_session_notice(self, notice: SessionNotice) -> None:
        if isinstance(notice, ReplacedCharacters):
            self.replaced_characters.append(notice)
        else:
            self.repaired_values.append(notice)
        self.warnings.append(notice.sentence())

    def as_dict(self) -> dict[str, Any]:
        return {
            "format": self.format.value,
            "archive_members": list(self.archive_members),
            "sessions_imported": self.sessions_imported,
            "messages_imported": self.messages_imported,
            "skipped_sessions": list(self.skipped_sessions),
            "renamed_titles": list(self.renamed_titles),
            "replaced_characters": [n.as_dict() for n in self.replaced_characters],
            "derived_ids": [n.as_dict() for n in self.derived_ids],
            "duplicate_ids": [n.as_dict() for n in self.duplicate_ids],
            "repaired_values": [n.as_dict() for n in self.repaired_values],
            "chunks": self.chunks,
            "warnings": list(self.warnings),
        }
