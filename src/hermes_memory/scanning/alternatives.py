"""A pattern's source cut into its top-level alternatives, so a search can look for each
group of them apart: a pattern matches at a position exactly when one of its alternatives
does there. Groups that make up a whole alternative are opened, and zero-width assertions
before such a group (``\\b``, a look-behind) are carried into each of its alternatives.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

# A pattern that refers to its own groups cannot be cut: the numbers would move.
_NOT_CUTTABLE = re.compile(r"\\[1-9]|\(\?P=|\(\?\(|\(\?[aiLmsux-]+[:)]|\\g<")
_ASSERTION_OPENERS = ("(?=", "(?!", "(?<=", "(?<!")
_BOUNDARIES = ("\\b", "\\B", "\\A")


def _syntax(source: str, start: int = 0) -> Iterator[tuple[int, str]]:
    """Each character of ``source`` from ``start`` that is pattern syntax, with its index:
    escaped characters and character classes are stepped over (their ``(``, ``)`` and ``|``
    are literal)."""
    index = start
    while index < len(source):
        char = source[index]
        if char == "\\":
            index += 2
        elif char == "[":
            index = _class_end(source, index)
        else:
            yield index, char
            index += 1


def _closing(source: str, start: int) -> int:
    """The index of the parenthesis that closes the one at ``start``, or -1."""
    depth = 0
    for index, char in _syntax(source, start):
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if depth == 0:
                return index
    return -1


def _class_end(source: str, start: int) -> int:
    """The index just after the character class opening at ``start``."""
    index = start + 1
    if index < len(source) and source[index] == "^":
        index += 1
    if index < len(source) and source[index] == "]":
        index += 1  # a ``]`` first is a literal one
    while index < len(source):
        char = source[index]
        if char == "\\":
            index += 2
            continue
        if char == "]":
            return index + 1
        index += 1
    return len(source)


def _split(source: str) -> list[str]:
    """``source`` cut at its top-level ``|``."""
    parts: list[str] = []
    depth = last = 0
    for index, char in _syntax(source):
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "|" and depth == 0:
            parts.append(source[last:index])
            last = index + 1
    parts.append(source[last:])
    return parts


def _assertions(source: str) -> int:
    """How many leading characters of ``source`` are zero-width assertions."""
    index = 0
    while index < len(source):
        if source.startswith(_BOUNDARIES, index):
            index += 2
        elif source.startswith(_ASSERTION_OPENERS, index):
            end = _closing(source, index)
            if end < 0:
                return index
            index = end + 1
        else:
            return index
    return index


def _opened(alternative: str, prefix: str = "") -> list[str]:
    """``alternative`` (after the assertions in ``prefix``) as the alternatives it is made
    of: a whole non-capturing group is opened, its own assertions carried along."""
    lead = _assertions(alternative)
    body = alternative[lead:]
    prefix += alternative[:lead]
    if body.startswith("(?:") and _closing(body, 0) == len(body) - 1:
        inner = _split(body[3:-1])
        if len(inner) > 1 or inner[0] != body[3:-1] or _assertions(inner[0]):
            return [leaf for part in inner for leaf in _opened(part, prefix)]
    return [prefix + body]


def alternatives(source: str) -> tuple[list[str], str] | None:
    """The top-level alternatives of ``source`` with whole groups opened (``\\b(?:a|b)|c`` is
    ``\\ba``, ``\\bb`` and ``c``) and what follows them all: a pattern that is one group
    and more (``\\b(?:a|b)\\s+c``) is the group's alternatives and that tail (``\\s+c``),
    for a match at a position is one of theirs followed by the tail. ``None`` when the
    pattern cannot be cut safely."""
    if _NOT_CUTTABLE.search(source):
        return None
    parts = _split(source)
    tail = ""
    if len(parts) == 1:
        lead = _assertions(source)
        body = source[lead:]
        end = _closing(body, 0) if body.startswith("(?:") else -1
        if end < 0:
            return None
        if body[end + 1 : end + 2] in ("*", "+", "?", "{"):
            return None  # a repeated group is no set of alternatives
        if end < len(body) - 1:  # (a whole group alone is opened by ``_opened``)
            parts = [source[:lead] + body[: end + 1]]
            tail = body[end + 1 :]
    leaves = [leaf for part in parts for leaf in _opened(part)]
    return (leaves, tail) if len(leaves) > 1 and all(leaves) else None
