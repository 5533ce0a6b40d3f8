"""Markdown → memory entries (spec §6): bullets and paragraphs become one-line entries
prefixed with their headings; code fences and table rows are dropped.

Pure functions over text. Headings close by level (spec [H-15]), so sibling ``##``
headings replace each other even in a file without a ``#`` heading.
"""

from __future__ import annotations

import re

_HEADING = re.compile(r"^(#{1,6})\s+(\S.*)$")
_BULLET = re.compile(r"^\s*(?:[-*]|\d+\.)\s+(\S.*)$")
_FILE_NAMES = re.compile(r"\b(?:MEMORY|USER|SOUL|AGENTS|TOOLS|IDENTITY)\.md\b", re.IGNORECASE)
_SPACES = re.compile(r"\s+")


def entry_key(entry: str) -> str:
    """The comparison key: whitespace runs collapsed to one space, trimmed."""
    return _SPACES.sub(" ", entry).strip()


def _prefix(headings: list[tuple[int, str]]) -> str:
    kept = [text for _, text in headings if not _FILE_NAMES.search(text)]
    return f"{' > '.join(kept)}: " if kept else ""


def extract_entries(text: str) -> list[str]:
    """The entries of one markdown file, in order, de-duplicated (first wins)."""
    entries: list[str] = []
    headings: list[tuple[int, str]] = []
    paragraph: list[str] = []
    in_fence = False

    def emit(body: str) -> None:
        if body:
            entries.append(_prefix(headings) + body)

    def flush() -> None:
        if paragraph:
            emit(" ".join(paragraph).strip())
            paragraph.clear()

    for raw in text.splitlines():
        line = raw.rstrip()
        stripped = line.strip()
        if stripped.startswith(("```", "~~~")):
            in_fence = not in_fence
            flush()
            continue
        if in_fence:
            continue
        heading = _HEADING.match(stripped)
        if heading:
            flush()
            level = len(heading.group(1))
            while headings and headings[-1][0] >= level:
                headings.pop()
            headings.append((level, heading.group(2).strip()))
            continue
        bullet = _BULLET.match(line)
        if bullet:
            flush()
            emit(bullet.group(1).strip())
            continue
        if not stripped:
            flush()
            continue
        if stripped.startswith("|") and stripped.endswith("|"):
            flush()
            continue
        paragraph.append(stripped)
    flush()

    seen: set[str] = set()
    unique: list[str] = []
    for entry in entries:
        key = entry_key(entry)
        if key and key not in seen:
            seen.add(key)
            unique.append(entry)
    return unique
