"""The characters of query text: CJK (spec §6.3), and the punctuation a query sheds before
the sanitizer's rules run (``query.py``). Quoted phrases are never touched here.

:func:`drop_cjk_punctuation` is part of the sanitizer every search uses; :func:`space_out_ascii`
is the extra step of the project's own search (:attr:`QueryDialect.PLAIN`). Pure functions,
linear in the text.
"""

from __future__ import annotations

import re
import string
import unicodedata
from collections.abc import Callable
from enum import Enum


class QueryDialect(Enum):
    """How a search reads ASCII punctuation that FTS5 cannot parse (``?``, ``'``, ``#``, ``!``)."""

    HERMES = "hermes"
    """As Hermes does (spec §6.1): the query is an FTS5 syntax error and finds nothing.
    ``search_messages`` reads queries this way, so code written for Hermes gets its rows."""
    PLAIN = "plain"
    """As a person means it: a space. The project's own search, the tool and the CLI."""


# §6.3 ranges: CJK unified + extension A/B, CJK symbols, hiragana, katakana, hangul.
_CJK_RANGES = (
    (0x4E00, 0x9FFF),
    (0x3400, 0x4DBF),
    (0x20000, 0x2A6DF),
    (0x3000, 0x303F),
    (0x3040, 0x309F),
    (0x30A0, 0x30FF),
    (0xAC00, 0xD7AF),
)
CJK_CLASS = (
    "\u4e00-\u9fff\u3400-\u4dbf\U00020000-\U0002a6df\u3000-\u303f\u3040-\u309f"
    "\u30a0-\u30ff\uac00-\ud7af"
)
_CJK_CHAR = re.compile(f"[{CJK_CLASS}]")

_FTS5_SPACE = frozenset(" \t\n\r")
"""The only ASCII whitespace FTS5's query parser accepts (``\\v``, ``\\f`` are errors)."""
_CONNECTORS = frozenset(".-")
"""Kept between two word characters: the sanitizer quotes ``P2.2`` and ``chat-send``."""
_KEPT = frozenset("_*")
_EDGE = frozenset(string.punctuation)
_TOKEN = re.compile(r"\S+")


def is_cjk_char(char: str) -> bool:
    """True for a code point in the CJK ranges of spec §6.3."""
    cp = ord(char)
    return any(lo <= cp <= hi for lo, hi in _CJK_RANGES)


def contains_cjk(text: str) -> bool:
    return _CJK_CHAR.search(text) is not None


def count_cjk(text: str) -> int:
    return len(_CJK_CHAR.findall(text))


def _is_separator(char: str) -> bool:
    """Punctuation or a space: ``。``, ``「``, ``？``, the ideographic space, ``?``."""
    return unicodedata.category(char)[0] in "PZ"


def has_cjk_word(text: str) -> bool:
    """True when ``text`` holds a CJK character that is not punctuation (``。`` is not)."""
    return any(not _is_separator(c) for c in _CJK_CHAR.findall(text))


def phrase_spans(text: str) -> list[tuple[int, int]]:
    """The quoted phrases as the sanitizer pairs them (rule 1): quotes left to right, in
    pairs; ``(start, end)`` spans, quotes included. A last unpaired quote is not a phrase."""
    positions = [i for i, c in enumerate(text) if c == '"']
    return [(positions[k], positions[k + 1] + 1) for k in range(0, len(positions) - 1, 2)]


def _outside_phrases(
    text: str, change: Callable[[str], str], inside: Callable[[str], str] | None = None
) -> str:
    """``change`` applied to the text between quoted phrases (and ``inside`` to each phrase's
    content, when given)."""
    spans = phrase_spans(text)
    if not spans:
        return change(text)
    out: list[str] = []
    last = 0
    for start, end in spans:
        out.append(change(text[last:start]))
        phrase = text[start + 1 : end - 1]
        out.append(f'"{phrase if inside is None else inside(phrase)}"')
        last = end
    out.append(change(text[last:]))
    return "".join(out)


# --- every search -----------------------------------------------------------------------------


def drop_cjk_punctuation(text: str) -> str:
    """Non-ASCII punctuation and spaces become spaces; when the text holds CJK words, so does
    the punctuation at the edges of every word (``안녕?``, ``"世界``, a trailing ``*`` kept)
    and of every quoted phrase (``"通信？"``).

    FTS5's tokenizer ignores such punctuation anyway; the CJK path matches substrings, so
    ``通信？`` would need the ``？`` too. Punctuation inside a word stays (``100%完成``).
    """
    text = _outside_phrases(text, _non_ascii_separators_to_spaces)
    if not has_cjk_word(text):
        return text
    return _outside_phrases(text, lambda part: _TOKEN.sub(_strip_edges, part), _strip_phrase)


def _non_ascii_separators_to_spaces(part: str) -> str:
    if part.isascii():
        return part
    return "".join(" " if not c.isascii() and _is_separator(c) else c for c in part)


def _strip_phrase(phrase: str) -> str:
    start, end = 0, len(phrase)
    while start < end and _is_separator(phrase[start]):
        start += 1
    while end > start and _is_separator(phrase[end - 1]):
        end -= 1
    # a phrase of punctuation alone stays as typed: it holds nothing to search for
    return phrase[start:end] if start < end else phrase


def _strip_edges(match: re.Match[str]) -> str:
    token = match.group(0)
    start, end = 0, len(token)
    while start < end and token[start] in _EDGE:
        start += 1
    while end > start and token[end - 1] in _EDGE:
        end -= 1
    if start == end:
        return " " * len(token)
    star = "*" if "*" in token[end:] else ""
    return token[start:end] + star


# --- the project's own search -------------------------------------------------------------------


def space_out_ascii(text: str) -> str:
    """ASCII punctuation FTS5 cannot parse becomes a space, outside quoted phrases.

    Kept: letters, digits, ``_``, the prefix ``*``, ``.``/``-`` between two word characters
    (the sanitizer quotes ``P2.2``), non-ASCII text, and every character of a word holding
    CJK (the CJK path reads it as a literal substring; its edges go in the sanitizer).
    """
    return _outside_phrases(text, _space_out_part)


def _space_out_part(part: str) -> str:
    out: list[str] = []
    last = 0
    for match in _TOKEN.finditer(part):
        out.append(_fts5_spaces(part[last : match.start()]))
        token = match.group(0)
        out.append(token if has_cjk_word(token) else _fts5_token(token))
        last = match.end()
    out.append(_fts5_spaces(part[last:]))
    return "".join(out)


def _fts5_spaces(gap: str) -> str:
    return "".join(c if c in _FTS5_SPACE or not c.isascii() else " " for c in gap)


def _is_word(char: str) -> bool:
    return char.isalnum() or char == "_"


def _fts5_token(token: str) -> str:
    if token.isalnum():
        return token
    chars = list(token)
    last = len(chars) - 1
    for i, c in enumerate(token):
        if not c.isascii() or c.isalnum() or c in _KEPT:
            continue
        if c in _CONNECTORS and 0 < i < last and _is_word(token[i - 1]) and _is_word(token[i + 1]):
            continue
        chars[i] = " "
    return "".join(chars)
