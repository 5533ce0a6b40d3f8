"""Characters that reach us inside text but cannot be stored or sent: NUL and lone surrogates.

Lone UTF-16 surrogates arrive from JSON ``\\ud800`` escapes (MCP, tool calls) and from
undecodable command-line bytes (``surrogateescape``); neither UTF-8 nor SQLite can encode them.
This module finds them (for clear refusals), and repairs or blanks them (for text that must
go through anyway: search queries, replies). Pure functions, no I/O.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum

REPLACEMENT = "\ufffd"

_PAIR = re.compile("[\ud800-\udbff][\udc00-\udfff]")
_LONE = re.compile("[\ud800-\udfff]")
_ODD = re.compile("[\x00\ud800-\udfff]")


class OddKind(Enum):
    """What is wrong with a character."""

    NUL = "nul"
    LONE_SURROGATE = "lone_surrogate"


@dataclass(frozen=True)
class OddChar:
    """The first odd character of a text: its kind, code point and 0-based position."""

    kind: OddKind
    codepoint: int
    position: int

    def describe(self) -> str:
        """``"a NUL character (U+0000) at position 4"`` — never the character itself."""
        what = "a NUL character" if self.kind is OddKind.NUL else "a lone UTF-16 surrogate"
        return f"{what} (U+{self.codepoint:04X}) at position {self.position}"


def find_odd(text: str) -> OddChar | None:
    """The first NUL or surrogate code point in ``text``, or ``None`` when there is none."""
    found = _ODD.search(text)
    if found is None:
        return None
    char = found.group()
    kind = OddKind.NUL if char == "\x00" else OddKind.LONE_SURROGATE
    return OddChar(kind, ord(char), found.start())


def find_surrogate(text: str) -> OddChar | None:
    """The first surrogate code point in ``text`` (NUL is not looked for)."""
    found = _LONE.search(text)
    if found is None:
        return None
    return OddChar(OddKind.LONE_SURROGATE, ord(found.group()), found.start())


def _join_pair(match: re.Match[str]) -> str:
    pair = match.group()
    high, low = pair[0], pair[1]
    return chr(0x10000 + ((ord(high) - 0xD800) << 10) + (ord(low) - 0xDC00))


def repair_surrogates(text: str, replacement: str = REPLACEMENT) -> str:
    """``text`` that UTF-8 can encode: a high+low pair becomes the character it spells,
    every other surrogate becomes ``replacement``."""
    if not _LONE.search(text):
        return text
    return _LONE.sub(replacement, _PAIR.sub(_join_pair, text))


def clean_search_text(text: str) -> str:
    """A query as words can be looked up: pairs joined, lone surrogates and NUL as spaces.

    A space (not U+FFFD) so the characters on both sides stay separate words and nothing
    new reaches the query parser.
    """
    if not _ODD.search(text):
        return text
    return _ODD.sub(" ", _PAIR.sub(_join_pair, text))
