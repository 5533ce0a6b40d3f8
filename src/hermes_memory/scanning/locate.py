"""Where a pattern's matches can start: the literals every match begins with (or a line
start), read off the pattern's parse tree, so a search jumps from one of them to the next and
tries the whole pattern only there. The answer is the match ``pattern.search`` returns.

Python's engine skips ahead on its own only when a pattern opens with a literal or a set of
characters; the rule patterns open with ``\\b`` or a look-behind, so every position of the
text tried every alternative of a long alternation.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterable
from typing import Protocol

from hermes_memory.scanning.alternatives import alternatives
from hermes_memory.scanning.deferred_pattern import Regex
from hermes_memory.scanning.deferred_pattern import compiled as compiled_of
from hermes_memory.scanning.prefilter import GATES_PATH, PATTERNS_KEY, _load, gate_key


class Search(Protocol):
    """A pattern's search: ``pattern.search(text, pos)``'s answer, found faster."""

    def __call__(self, text: str, pos: int = 0, /) -> re.Match[str] | None: ...


Starts = tuple[tuple[str, ...], bool]
# A pattern without starts cut in parts (see ``split``): each part's source and its starts
# (``None`` when it has none: the engine's own search).
Split = tuple[tuple[str, Starts | None], ...]

# The bundled rules' starts, worked out ahead by scripts/build_rule_gates.py (parsing every
# pattern takes most of a second); keyed like the gates file, and naming every pattern it
# read, so a pattern without starts is not parsed again either.
STARTS_PATH = GATES_PATH.with_name("rule_starts.json")
_SPLITS_KEY = "splits"
_table: list[tuple[dict[str, Starts], frozenset[str]]] = []
_split_table: list[dict[str, Split]] = []

# Prefixes are read this far: longer ones are rarer in text, and the locator is one
# alternation of them all.
_PREFIX_CHARS = 4
# A character class opening a match stands for its characters only when it is this small.
_SMALL_CLASS = 12
_ZERO_WIDTH = frozenset({"AT", "ASSERT", "ASSERT_NOT"})
_LINE_START = frozenset({"AT_BEGINNING", "AT_BEGINNING_STRING"})
_REPEATS = frozenset({"MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"})
_UNSAFE_FLAGS = re.IGNORECASE | re.VERBOSE | re.LOCALE
_searches: dict[Regex, Search] = {}


class _Unknown(Exception):
    """A part of the pattern whose first characters cannot be listed."""


# (prefixes, may be empty, may start at a line start, every match is one of the prefixes)
_Starts = tuple[frozenset[str], bool, bool, bool]
# Prefixes are extended through what follows while there are at most this many.
_MAX_PREFIXES = 64


def _item(op: object, arg: object) -> _Starts:
    name = str(op)
    if name == "LITERAL" and isinstance(arg, int):
        return frozenset({chr(arg)}), False, False, True
    if name == "SUBPATTERN" and isinstance(arg, tuple):
        added = arg[1]
        if not isinstance(added, int) or added & re.IGNORECASE:
            raise _Unknown
        return _sequence(arg[3])
    if name == "ATOMIC_GROUP" and isinstance(arg, list):
        return _sequence(arg)
    if name == "BRANCH" and isinstance(arg, tuple):
        prefixes: set[str] = set()
        empty = line = False
        exact = True
        for branch in arg[1]:
            found, may_be_empty, at_line, whole = _sequence(branch)
            prefixes |= found
            empty, line, exact = empty or may_be_empty, line or at_line, exact and whole
        return frozenset(prefixes), empty, line, exact and not empty
    if name in _REPEATS and isinstance(arg, tuple):
        found, may_be_empty, at_line, _ = _sequence(arg[2])
        return found, may_be_empty or arg[0] == 0, at_line, False
    if name == "IN" and isinstance(arg, list):
        chars = set()
        for kind, value in arg:
            if str(kind) != "LITERAL" or not isinstance(value, int):
                raise _Unknown  # a range, a category, a negation: too many characters
            chars.add(chr(value))
        if len(chars) > _SMALL_CLASS:
            raise _Unknown
        return frozenset(chars), False, False, True
    raise _Unknown  # any character, a back-reference, ...


def _sequence(items: Iterable[tuple[object, object]]) -> _Starts:
    """How a match of the items in a row can start: the prefixes of the first item that
    must consume something (with those of optional items before it), extended through the
    literals, small classes and alternatives of literals right after it (``[yY]our``,
    ``(?:a|an) ``); or at a line start, when an anchor comes first."""
    prefixes: set[str] = set()
    line = False
    heads: set[str] | None = None  # what the items read so far consumed, exactly
    whole = True
    for op, arg in items:
        name = str(op)
        if heads is not None and all(len(head) >= _PREFIX_CHARS for head in heads):
            whole = False  # long enough (cut below): what follows need not be read
            break
        if heads is None:
            if name == "AT" and str(arg) in _LINE_START:
                return frozenset(prefixes), False, True, False  # what follows starts there
            if name in _ZERO_WIDTH:
                continue  # consumes nothing: the match starts with what follows
            found, may_be_empty, at_line, exact = _item(op, arg)
            line = line or at_line
            if may_be_empty:
                prefixes |= found
                continue
            heads = set(found)
            if not exact:
                whole = False
                break
        elif name not in _ZERO_WIDTH:  # (an assertion consumes nothing: heads stay exact)
            try:
                found, may_be_empty, _, exact = _item(op, arg)
            except _Unknown:
                whole = False
                break
            if may_be_empty or len(heads) * len(found) > _MAX_PREFIXES:
                whole = False
                break
            heads = {head + more for head in heads for more in found}
            if not exact:
                whole = False
                break
    if heads is None:
        return frozenset(prefixes), True, line, False
    cut = {head[:_PREFIX_CHARS] for head in heads}
    return frozenset(prefixes | cut), False, line, whole and cut == heads


def _engine_skips(tree: list[tuple[object, object]]) -> bool:
    """True when the engine finds the starts itself: the pattern opens with a literal or a
    class, or with alternatives that each open with a literal."""
    while tree and str(tree[0][0]) == "SUBPATTERN":
        arg = tree[0][1]
        if not isinstance(arg, tuple):
            return False
        tree = list(arg[3])
    if not tree:
        return False
    op, arg = tree[0]
    if str(op) in ("LITERAL", "IN"):
        return True
    if str(op) == "BRANCH" and isinstance(arg, tuple):
        return all(branch and str(next(iter(branch))[0]) == "LITERAL" for branch in arg[1])
    return False


def _common(char: str) -> bool:
    return (char.isascii() and char.isalnum()) or char.isspace()


def starts(pattern: Regex) -> Starts | None:
    """The literals every match of ``pattern`` starts with (shortest kept when one begins
    another) and whether a match may instead start at a line start; ``None`` when some
    match could start with a character the pattern does not name, or when the engine
    already skips to the starts itself."""
    if pattern.flags & _UNSAFE_FLAGS:
        return None
    try:
        parser = importlib.import_module("re._parser")  # see prefilter.literal_gate
        tree = list(parser.parse(pattern.pattern, pattern.flags))
        if _engine_skips(tree):
            return None
        prefixes, may_be_empty, at_line, _ = _sequence(tree)
    except (_Unknown, ImportError, AttributeError, TypeError, ValueError, re.error):
        return None
    if may_be_empty or "" in prefixes or not (prefixes or at_line):
        return None
    kept: list[str] = []
    for prefix in sorted(prefixes, key=lambda p: (len(p), p)):
        if not any(prefix.startswith(shorter) for shorter in kept):
            kept.append(prefix)
    if any(len(prefix) < 2 and _common(prefix) for prefix in kept):
        return None  # a letter, digit or space is in most texts: nothing to skip
    return tuple(sorted(kept)), at_line


def _located(pattern: Regex, prefixes: tuple[str, ...], at_line: bool) -> Search:
    finder = re.compile("|".join(map(re.escape, prefixes))).search if prefixes else None
    match = compiled_of(pattern).match

    def search(text: str, pos: int = 0, /) -> re.Match[str] | None:
        # Every match starts at a located position, and ``match`` at a position tries just
        # what ``search`` tries there (look-behinds still see the text before it): the
        # first position that matches is the one ``search`` reports.
        while True:
            found = -1
            if finder is not None:
                hit = finder(text, pos)
                if hit is not None:
                    found = hit.start()
            if at_line:
                line = 0 if pos == 0 else text.find("\n", pos - 1) + 1 or -1
                if line >= 0 and (found < 0 or line < found):
                    found = line
            if found < 0:
                return None
            matched = match(text, found)
            if matched is not None:
                return matched
            pos = found + 1

    return search


def _opens_with_literal(tree: list[tuple[object, object]]) -> bool:
    return bool(tree) and str(tree[0][0]) == "LITERAL"


def split(pattern: Regex) -> Split | None:
    """For a pattern without starts: its alternatives (``alternatives``) in parts, each
    searched apart: those that have starts, as one pattern with those starts; those that
    open with a literal, as one the engine skips through itself; and the rest, when they
    are fewer than the others. A match of the pattern at a position is a match of one of
    its alternatives there, so the leftmost start of the parts is the pattern's."""
    if pattern.flags & _UNSAFE_FLAGS or starts(pattern) is not None:
        return None
    cut = alternatives(pattern.pattern)
    if cut is None:
        return None
    leaves, tail = cut
    located: list[str] = []
    literal: list[str] = []
    rest: list[str] = []
    parse = importlib.import_module("re._parser").parse  # see prefilter.literal_gate
    try:
        if _engine_skips(list(parse(pattern.pattern, pattern.flags))):
            return None  # (the engine skips to its starts itself)
        for leaf in leaves:
            compiled = re.compile(f"(?:{leaf}){tail}", pattern.flags)
            if starts(compiled) is not None:
                located.append(leaf)
            elif _opens_with_literal(list(parse(compiled.pattern, pattern.flags))):
                literal.append(leaf)
            else:
                rest.append(leaf)
        if len(rest) * 2 >= len(leaves):
            return None
        parts: list[tuple[str, Starts | None]] = []
        for group in (located, literal, rest):
            if group:
                source = "(?:" + "|".join(group) + ")" + tail
                parts.append((source, starts(re.compile(source, pattern.flags))))
        return tuple(parts)
    except (_Unknown, ImportError, AttributeError, TypeError, ValueError, re.error):
        return None


def _split_search(pattern: Regex, cut: Split) -> Search:
    searches: list[Search] = []
    for source, its_starts in cut:
        compiled = re.compile(source, pattern.flags)
        searches.append(compiled.search if its_starts is None else _located(compiled, *its_starts))
    match = compiled_of(pattern).match

    def search(text: str, pos: int = 0, /) -> re.Match[str] | None:
        # The pattern matches at a position exactly when one of its alternatives does, so
        # it first matches where the earliest part first does; ``match`` there tries the
        # alternatives in the pattern's own order, as ``search`` would.
        first = -1
        for part in searches:
            hit = part(text, pos)
            if hit is not None and (first < 0 or hit.start() < first):
                first = hit.start()
        return None if first < 0 else match(text, first)

    return search


def starts_table(patterns: Iterable[Regex]) -> dict[str, object]:
    """The starts file's content for ``patterns``: under ``"starts"`` key -> [prefixes,
    may start at a line start] for the patterns that have starts, and under ``"patterns"``
    the key of every pattern read."""
    keys: set[str] = set()
    found: dict[str, list[object]] = {}
    cuts: dict[str, list[object]] = {}
    for pattern in patterns:
        key = gate_key(pattern)
        if key in keys:
            continue
        keys.add(key)
        located = starts(pattern)
        if located is not None:
            found[key] = [list(located[0]), located[1]]
            continue
        cut = split(pattern)
        if cut is not None:
            cuts[key] = [
                [source, None if its is None else [list(its[0]), its[1]]] for source, its in cut
            ]
    return {
        PATTERNS_KEY: sorted(keys),
        "starts": dict(sorted(found.items())),
        _SPLITS_KEY: dict(sorted(cuts.items())),
    }


def _read_table() -> tuple[dict[str, Starts], frozenset[str]]:
    raw = _load(STARTS_PATH)
    found, known = raw.get("starts"), raw.get(PATTERNS_KEY)
    if not (isinstance(found, dict) and isinstance(known, list)):
        return {}, frozenset()  # no file or a broken one: every pattern is read live
    table: dict[str, Starts] = {}
    for key, value in found.items():
        if not (isinstance(value, list) and len(value) == 2 and isinstance(value[0], list)):
            return {}, frozenset()
        table[str(key)] = (tuple(map(str, value[0])), bool(value[1]))
    return table, frozenset(map(str, known))


def _read_splits() -> dict[str, Split]:
    raw = _load(STARTS_PATH).get(_SPLITS_KEY)
    table: dict[str, Split] = {}
    if not isinstance(raw, dict):
        return table
    for key, value in raw.items():
        if not isinstance(value, list):
            return {}
        parts: list[tuple[str, Starts | None]] = []
        for part in value:
            if not (isinstance(part, list) and len(part) == 2 and isinstance(part[0], str)):
                return {}  # a broken file: every pattern is read live
            its = part[1]
            found: Starts | None = None
            if isinstance(its, list) and len(its) == 2 and isinstance(its[0], list):
                found = (tuple(map(str, its[0])), bool(its[1]))
            parts.append((part[0], found))
        table[str(key)] = tuple(parts)
    return table


def cached_split(pattern: Regex) -> Split | None:
    """:func:`split`, from the starts file when it names this exact pattern."""
    if not _split_table:
        _split_table.append(_read_splits())
    if not _table:
        _table.append(_read_table())
    key = gate_key(pattern)
    if key in _split_table[0]:
        return _split_table[0][key]
    return None if key in _table[0][1] else split(pattern)


def cached_starts(pattern: Regex) -> Starts | None:
    """:func:`starts`, from the starts file when it names this exact pattern."""
    if not _table:
        _table.append(_read_table())
    table, known = _table[0]
    key = gate_key(pattern)
    if key in table:
        return table[key]
    return None if key in known else starts(pattern)


def searcher(pattern: Regex) -> Search:
    """``pattern.search``, or a search that returns the same match by trying the pattern
    only where a match can start (worked out once per pattern, on first use)."""
    found = _searches.get(pattern)
    if found is None:
        located = cached_starts(pattern)
        if located is not None:
            found = _located(pattern, *located)
        else:
            cut = cached_split(pattern)
            found = compiled_of(pattern).search if cut is None else _split_search(pattern, cut)
        _searches[pattern] = found
    return found
