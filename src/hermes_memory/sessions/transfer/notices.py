"""The typed notices an import collects: replaced characters, derived and duplicate ids,
repaired values.

Parsers and the repair passes attach them to what they read; ``report`` turns the
ones about sessions really stored into the summary. Every notice names its record
(``"conversation 3"``, ``"line 12"``) and the session id, and has one sentence for humans.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any

LOCATIONS_SHOWN = 10
"""A notice lists at most this many places (the counts stay exact)."""


class DuplicateAction(enum.StrEnum):
    """What happened to the second conversation with an id already seen in the file."""

    RENAMED = "renamed"  # it differs: kept under a derived id
    DROPPED = "dropped"  # an exact copy of the first: stored once


class RepairAction(enum.StrEnum):
    """How a value that could not be stored as it was was changed."""

    DROPPED = "dropped"  # an impossible time: filled from the neighbouring message
    MILLISECONDS = "read_as_milliseconds"  # a time 1000x too large: divided by 1000
    FLATTENED = "flattened"  # content nested too deeply: its text kept, the structure not


@dataclass(frozen=True)
class ReplacedCharacters:
    """Lone surrogates and NUL characters of one session replaced by U+FFFD."""

    record: str
    session_id: str
    title: str | None
    lone_surrogates: int
    nul_characters: int
    locations: tuple[str, ...]

    def as_dict(self) -> dict[str, Any]:
        return {
            "record": self.record,
            "session_id": self.session_id,
            "title": self.title,
            "lone_surrogates": self.lone_surrogates,
            "nul_characters": self.nul_characters,
            "locations": list(self.locations[:LOCATIONS_SHOWN]),
        }

    def sentence(self) -> str:
        parts = []
        if self.lone_surrogates:
            parts.append(f"{self.lone_surrogates} lone surrogate(s)")
        if self.nul_characters:
            parts.append(f"{self.nul_characters} NUL character(s)")
        where = ", ".join(self.locations[:3]) + (", …" if len(self.locations) > 3 else "")
        return (
            f"{self.record} (session {self.session_id}): {' and '.join(parts)} replaced by"
            f" U+FFFD in {where}"
        )


@dataclass(frozen=True)
class DerivedId:
    """A conversation without an id, stored under one made from its content."""

    record: str
    session_id: str
    title: str | None

    def as_dict(self) -> dict[str, Any]:
        return {"record": self.record, "session_id": self.session_id, "title": self.title}

    def sentence(self) -> str:
        return f"{self.record} has no id; stored as {self.session_id} (derived from its content)"


@dataclass(frozen=True)
class DuplicateId:
    """A second conversation with an id that an earlier record of the file already used."""

    record: str
    first_record: str
    original_id: str
    action: DuplicateAction
    session_id: str
    """The id it was stored under (renamed), or the id of the copy that was kept (dropped)."""
    title: str | None

    def as_dict(self) -> dict[str, Any]:
        return {
            "record": self.record,
            "first_record": self.first_record,
            "id": self.original_id,
            "action": self.action.value,
            "session_id": self.session_id,
            "title": self.title,
        }

    def sentence(self) -> str:
        if self.action is DuplicateAction.DROPPED:
            return (
                f"{self.record} repeats {self.first_record} exactly (id {self.original_id});"
                " kept once"
            )
        return (
            f"{self.record} reuses the id {self.original_id} of {self.first_record} with"
            f" different content; stored as {self.session_id}"
        )


@dataclass(frozen=True)
class RepairedValue:
    """One value changed so that it could be stored (an impossible time, too-deep content)."""

    record: str
    session_id: str
    title: str | None
    field: str
    value: str
    """The original value, as text (``"nan"``, ``"1e+300"``, ``"<nested 5000 levels>"``)."""
    action: RepairAction

    def as_dict(self) -> dict[str, Any]:
        return {
            "record": self.record,
            "session_id": self.session_id,
            "title": self.title,
            "field": self.field,
            "value": self.value,
            "action": self.action.value,
        }

    def sentence(self) -> str:
        what = {
            RepairAction.DROPPED: "is not a possible time; dropped (a neighbouring time stands in)",
            RepairAction.MILLISECONDS: "looks like milliseconds; divided by 1000",
            RepairAction.FLATTENED: "is nested too deeply; only its text was kept",
        }[self.action]
        return f"{self.record} (session {self.session_id}): {self.field} {self.value} {what}"


SessionNotice = ReplacedCharacters | RepairedValue
"""Notices about what is stored in one session (reported only when it is stored)."""
FileNotice = DerivedId | DuplicateId
"""Notices about the file's records and their ids (always reported)."""
