"""Opening what an import is pointed at and telling its format.

A source is a plain file, a SQLite file, or a ChatGPT / Claude export ``.zip`` whose
``conversations.json`` (or its shards) is read in memory (``archive``). Detection
looks at the first bytes and, for JSON, the first line or record; a shape it does not know
is refused with the list of accepted shapes. JSON errors name the file and line; nesting
too deep or a number too long to decode also names the conversation (no traceback).
"""

from __future__ import annotations

import json
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hermes_memory.errors import ImportFormatError
from hermes_memory.sessions.transfer.archive import (
    MAX_MEMBER_BYTES,
    looks_like_zip,
    read_conversations,
)
from hermes_memory.sessions.transfer.formats import ImportFormat

ACCEPTED_SHAPES = (
    "JSONL (one JSON object per line: session headers and OpenAI-style messages); "
    'ChatGPT conversations.json (a list of conversations with a "mapping"); '
    'Claude conversations.json (a list of conversations with "chat_messages"); '
    "a ChatGPT or Claude export .zip holding conversations.json (or its shards); "
    "a Hermes state.db (SQLite)"
)
SQLITE_MAGIC = b"SQLite format 3\x00"
_HEAD = 65536
_UNSET: Any = object()


def _decode(data: bytes, label: str) -> str:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ImportFormatError(f"not UTF-8 text ({exc.reason})", label) from None


@dataclass
class ImportSource:
    """One file to import; for an archive, the conversation members read out of it."""

    path: Path
    members: list[tuple[str, bytes]] = field(default_factory=list)
    """``(name, bytes)`` of the archive members read, in order, when ``path`` is a zip."""
    _raw: bytes | None = field(default=None, repr=False)
    _document: Any = field(default=_UNSET, repr=False)

    @property
    def member_names(self) -> list[str]:
        return [name for name, _ in self.members]

    @property
    def label(self) -> str:
        if not self.members:
            return self.path.name
        more = f" (+{len(self.members) - 1} more)" if len(self.members) > 1 else ""
        return f"{self.path.name}:{self.members[0][0]}{more}"

    def head(self) -> bytes:
        if self.members:
            return self.members[0][1][:_HEAD]
        with self.path.open("rb") as handle:
            return handle.read(_HEAD)

    def raw(self) -> bytes:
        if self._raw is None:
            if self.members:
                self._raw = b"\n".join(data for _, data in self.members)
            else:
                self._raw = self.path.read_bytes()
        return self._raw

    def text(self) -> str:
        return _decode(self.raw(), self.label)

    def document(self) -> Any:
        """The whole source as one JSON document (decoded once, then kept); the lists of
        several archive shards are joined in order."""
        if self._document is not _UNSET:
            return self._document
        if len(self.members) <= 1:
            self._document = load_json_text(self.text(), self.label)
            return self._document
        joined: list[Any] = []
        for name, data in self.members:
            where = f"{self.path.name}:{name}"
            part = load_json_text(_decode(data, where), where)
            joined.extend(part if isinstance(part, list) else [part])
        self._document = joined
        return joined


def open_source(path: str | Path, max_member_bytes: int = MAX_MEMBER_BYTES) -> ImportSource:
    """The file at ``path``; a zip archive is opened and its conversations read."""
    path = Path(path)
    try:
        with path.open("rb") as handle:
            head = handle.read(4)
    except OSError as exc:
        raise ImportFormatError(f"cannot read the file ({exc.strerror})", path.name) from None
    if looks_like_zip(head):
        return ImportSource(path, read_conversations(path, max_member_bytes))
    return ImportSource(path)


# --- JSON documents ----------------------------------------------------------------------------

# A string token (escapes included), one structural character, or a long run of digits
# not part of a float; strings are matched whole, so what is inside them is skipped.
_JSON_TOKENS = r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{},]|(?<![\d.])\d{%d,}(?![.eE\d])'


@dataclass
class _Trouble:
    """Where a document that JSON could not decode goes wrong (for the error message)."""

    offset: int = 0
    depth: int = 0
    item: int | None = None  # the top-level list item (the conversation) it is in
    long_number: bool = False


def _find_trouble(text: str) -> _Trouble:
    """The first integer too long for Python to read, else the first deepest bracket."""
    # Python refuses integers longer than this (CVE-2020-10735); 0 means no limit.
    digits = sys.get_int_max_str_digits() or len(text) + 1
    found = _Trouble()
    depth = item = 0
    outer_list = text.lstrip("\ufeff \t\r\n").startswith("[")
    for match in re.finditer(_JSON_TOKENS % (digits + 1), text):
        token = match.group()
        here = item if outer_list and depth > 1 else None
        if token[0].isdigit():
            return _Trouble(match.start(), depth, here, long_number=True)
        if token in ("[", "{"):
            depth += 1
            if depth > found.depth:
                found = _Trouble(match.start(), depth, item if outer_list and depth > 1 else None)
        elif token in ("]", "}"):
            depth -= 1
        elif token == "," and depth == 1:
            item += 1
    return found


def load_json_text(text: str, label: str) -> Any:
    """Decode one JSON document; a syntax error names its line, and nesting too deep or a
    number too long to read names its line and conversation."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise ImportFormatError(
            f"invalid JSON: {exc.msg} (column {exc.colno})", f"{label}, line {exc.lineno}"
        ) from None
    except RecursionError:
        trouble = _find_trouble(text)
        what = f"JSON nested {trouble.depth} levels deep (too deep to read)"
    except ValueError as exc:  # an integer of too many digits
        trouble = _find_trouble(text)
        if not trouble.long_number:
            raise ImportFormatError(f"cannot read the JSON ({exc})", label) from None
        what = "a number too long to read"
    line = text.count("\n", 0, trouble.offset) + 1
    where = f"{label}, line {line}"
    if trouble.item is not None:
        where += f", conversation {trouble.item}"
    raise ImportFormatError(f"{what}; refused (nothing was imported)", where)


# --- detection -------------------------------------------------------------------------------


def _unknown(label: str, found: str) -> ImportFormatError:
    return ImportFormatError(
        f"cannot tell the format: {found}. Accepted: {ACCEPTED_SHAPES}. Name the format"
        f" explicitly ({', '.join(f.value for f in ImportFormat)}) if it is one of these",
        label,
    )


def _shape_of(data: Any, label: str) -> ImportFormat:
    """ChatGPT or Claude from a decoded document (a list of conversations, or one)."""
    first = data[0] if isinstance(data, list) and data else data
    if isinstance(first, dict):
        if "mapping" in first:
            return ImportFormat.CHATGPT
        if "chat_messages" in first:
            return ImportFormat.CLAUDE
    if isinstance(data, list) and not data:
        raise _unknown(label, "an empty JSON list (no conversations)")
    if isinstance(data, list):
        raise _unknown(
            label, 'a JSON list whose first item has neither "mapping" nor "chat_messages"'
        )
    raise _unknown(label, f"a JSON {type(data).__name__} that is not a conversation")


def _first_line(text: str) -> str:
    for line in text.split("\n"):
        if line.strip():
            return line
    return ""


def _detect_object(source: ImportSource) -> ImportFormat:
    """A file starting with ``{``: JSONL, or one conversation object spread over lines."""
    try:
        record = json.loads(_first_line(source.text()))
    except (ValueError, RecursionError):
        record = None
    if isinstance(record, dict):
        if "mapping" in record:
            return ImportFormat.CHATGPT
        return ImportFormat.CLAUDE if "chat_messages" in record else ImportFormat.JSONL
    try:
        document = source.document()
    except ImportFormatError:
        return ImportFormat.JSONL  # a broken first line: the JSONL parser names it
    if isinstance(document, dict) and ("mapping" in document or "chat_messages" in document):
        return _shape_of(document, source.label)
    raise _unknown(source.label, "one JSON object spread over several lines, not JSONL")


def detect_source_format(source: ImportSource) -> ImportFormat:
    """Guess the format from the first bytes and, for JSON, the first line or record."""
    head = source.head()
    if head.startswith(SQLITE_MAGIC):
        if source.members:
            raise ImportFormatError("a SQLite file inside a zip: unzip it first", source.label)
        return ImportFormat.HERMES_DB
    text = head.decode("utf-8", errors="replace").lstrip("\ufeff \t\r\n")
    if not text:
        raise ImportFormatError("the file is empty; nothing to import", source.label)
    if text.startswith("{"):
        return _detect_object(source)
    if text.startswith("["):
        if '"mapping"' in text or '"current_node"' in text:
            return ImportFormat.CHATGPT
        if '"chat_messages"' in text:
            return ImportFormat.CLAUDE
        return _shape_of(source.document(), source.label)
    raise _unknown(source.label, "it is not JSON, JSONL, a zip or SQLite")


def detect_format(path: str | Path) -> ImportFormat:
    """The format of the file at ``path`` (a zip: of its ``conversations.json``)."""
    return detect_source_format(open_source(path))
