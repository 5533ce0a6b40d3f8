"""The entry codec of MEMORY.md / USER.md: targets, parse, serialize, dedupe, sizes.

Pure functions over text and bytes; no file access. The on-disk format is Hermes's:
entries joined by ``"\\n§\\n"``, no header, no trailing newline, no BOM.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum

from hermes_memory.errors import InvalidTargetError

ENTRY_DELIMITER = "\n§\n"


class Target(StrEnum):
    """The two curated stores. ``str`` values are the names the model and config use."""

    MEMORY = "memory"
    USER = "user"

    @property
    def filename(self) -> str:
        return "USER.md" if self is Target.USER else "MEMORY.md"

    @property
    def label(self) -> str:
        """How the store is named in prose ("memory" / "user profile")."""
        return "user profile" if self is Target.USER else "memory"

    @classmethod
    def parse(cls, value: object) -> Target:
        """``value`` as a Target; raises :class:`InvalidTargetError` for anything else."""
        if isinstance(value, Target):
            return value
        if isinstance(value, str):
            try:
                return cls(value)
            except ValueError:
                pass
        raise InvalidTargetError(f"Invalid memory target '{value}'. Use 'memory' or 'user'.")


def decode(data: bytes) -> str:
    """Strict UTF-8 with the BOM dropped and newlines translated as Python text mode does.

    ``\\r\\n`` and a lone ``\\r`` both become ``\\n`` before any splitting, so a CRLF file
    parses (and round-trips for drift purposes) exactly like an LF one. Raises
    ``UnicodeDecodeError`` on invalid bytes: a lossy decode could later be saved over them.
    """
    text = data.decode("utf-8-sig")
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text


def split_entries(text: str) -> list[str]:
    """Stripped, non-empty pieces between full delimiters, duplicates kept.

    A bare ``§`` never splits; only ``"\\n§\\n"`` does.
    """
    if not text or text.isspace():
        return []
    return [piece for piece in (part.strip() for part in text.split(ENTRY_DELIMITER)) if piece]


def dedupe(entries: Iterable[str]) -> list[str]:
    """Order-preserving exact dedupe; the first occurrence wins."""
    return list(dict.fromkeys(entries))


def parse_entries(text: str) -> list[str]:
    """The entry list a store holds for ``text``: split, stripped, deduped."""
    return dedupe(split_entries(text))


def parse_bytes(data: bytes) -> list[str]:
    """:func:`parse_entries` of raw file bytes (strict decoding; see :func:`decode`)."""
    return parse_entries(decode(data))


def serialize(entries: Iterable[str]) -> str:
    """File text for ``entries``; zero entries give the empty string."""
    return ENTRY_DELIMITER.join(entries)


def store_size(entries: list[str]) -> int:
    """Characters (code points) the joined store takes: Σ len + 3 × (n − 1)."""
    if not entries:
        return 0
    return sum(len(entry) for entry in entries) + len(ENTRY_DELIMITER) * (len(entries) - 1)


def usage_short(current: int, limit: int) -> str:
    """``"1,234/2,200"``: the form failure payloads carry."""
    return f"{current:,}/{limit:,}"


def usage_percent(current: int, limit: int) -> int:
    """Whole percent used, capped at 100; 0 for a non-positive limit.

    Computed with the same float expression Hermes uses so rendered blocks match its bytes.
    """
    if limit <= 0:
        return 0
    return min(100, int((current / limit) * 100))


def usage_long(current: int, limit: int) -> str:
    """``"56% — 1,234/2,200 chars"``: the form success results and block headers carry."""
    return f"{usage_percent(current, limit)}% — {current:,}/{limit:,} chars"


def preview(entry: str, width: int = 80) -> str:
    """The first ``width`` characters, with ``"..."`` when the entry is longer."""
    return entry[:width] + ("..." if len(entry) > width else "")
