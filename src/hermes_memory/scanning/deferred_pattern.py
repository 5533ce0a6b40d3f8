"""A regular expression compiled on its first search rather than when it is made.

The bundled rules hold some three thousand expressions, and compiling them all was most of
a new process's first scan: seconds for ``hermes-memory scan``, for the MCP server's first
answer, for a hook that writes one entry. A text's literals leave only a few rules in play
(``plan``), and everything the plan reads before that -- gates, branch gates, the gates of
alternatives, starts -- is looked up in the tables by the expression's text and flags
(``prefilter.gate_key``), which need no compiling. So an expression is compiled the first
time a text gets as far as searching it, once per process, shared by every rule (and, through
``frame_base.lazy``, every frame) that spells it the same way.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterator
from typing import Any, TypeAlias

__all__ = ["DeferredPattern", "Regex", "compiled", "deferred"]


class DeferredPattern:
    """The parts of :class:`re.Pattern` the scanner uses, over an expression compiled on
    first use. ``pattern`` and ``flags`` are known without compiling: ``flags`` is what
    ``re.compile`` reports for a text pattern, the flags given plus ``re.UNICODE`` (the
    bundled expressions carry no inline global flags; a test holds them to that). Equal,
    like compiled patterns, when text and flags are."""

    __slots__ = ("_compiled", "flags", "pattern")

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern = pattern
        self.flags = int(flags | re.UNICODE)  # (a plain int, as compiled patterns report it)
        self._compiled: re.Pattern[str] | None = None

    @property
    def compiled(self) -> re.Pattern[str]:
        found = self._compiled
        if found is None:  # (a race only compiles the same expression twice)
            found = self._compiled = re.compile(self.pattern, self.flags)
        return found

    @property
    def groups(self) -> int:
        return self.compiled.groups

    @property
    def groupindex(self) -> Any:
        return self.compiled.groupindex

    def search(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.search(text, pos, endpos)

    def match(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.match(text, pos, endpos)

    def fullmatch(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.fullmatch(text, pos, endpos)

    def finditer(
        self, text: str, pos: int = 0, endpos: int = sys.maxsize
    ) -> Iterator[re.Match[str]]:
        return self.compiled.finditer(text, pos, endpos)

    def findall(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> list[Any]:
        return self.compiled.findall(text, pos, endpos)

    def sub(
        self, replacement: str | Callable[[re.Match[str]], str], text: str, count: int = 0
    ) -> str:
        return self.compiled.sub(replacement, text, count)

    def split(self, text: str, maxsplit: int = 0) -> list[str | Any]:
        return self.compiled.split(text, maxsplit)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, DeferredPattern):
            return self.pattern == other.pattern and self.flags == other.flags
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.pattern, self.flags))

    def __repr__(self) -> str:
        return f"DeferredPattern({self.pattern[:60]!r}, flags={self.flags})"


def compiled(pattern: re.Pattern[str] | DeferredPattern) -> re.Pattern[str]:
    """The compiled expression: a search made once and kept (``locate.searcher``) calls it
    directly, not through a deferred pattern's methods, whose indirection every call paid."""
    return pattern.compiled if isinstance(pattern, DeferredPattern) else pattern


# An expression as the scanner's helpers take it: compiled already, or on first search.
Regex: TypeAlias = "re.Pattern[str] | DeferredPattern"

# One object per (text, flags): rules and frames that spell an expression alike compile it
# once (``re``'s own cache holds 512, fewer than the bundled rules' expressions).
_MADE: dict[tuple[str, int], DeferredPattern] = {}


def deferred(pattern: str, flags: int = 0) -> DeferredPattern:
    """The one :class:`DeferredPattern` for ``pattern`` and ``flags``."""
    key = (pattern, flags)
    found = _MADE.get(key)
    if found is None:
        found = _MADE[key] = DeferredPattern(pattern, flags)
    return found
