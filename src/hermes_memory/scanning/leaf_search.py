"""Leaf gates: the literal gate of each top-level alternative of a pattern made of many
(an ``unless`` of dozens of exception frames, a list of sinks), so a search tries only the
alternatives whose literals the text holds. The answer is the match ``pattern.search``
returns: an alternative missing a literal of its gate matches nowhere in the text.

A pattern's gate (``prefilter``) is one conjunction for all its alternatives, and its branch
gates (``branch_gates``) can only rule the whole pattern out; once the pattern is searched,
the engine still tried every alternative at every position it reached, and those searches
were most of the rules' regex time on the slowest texts. The gates of the alternatives are
read off the parse trees ahead (scripts/build_rule_gates.py, rule_leaves.json) and numbered
in the scan plan's literal index, so choosing the alternatives is one set test each.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from itertools import chain

from hermes_memory.scanning.alternatives import alternatives
from hermes_memory.scanning.deferred_pattern import Regex, deferred
from hermes_memory.scanning.literal_index import LiteralIndex
from hermes_memory.scanning.locate import _UNSAFE_FLAGS, Search, searcher
from hermes_memory.scanning.prefilter import (
    GATES_PATH,
    Gate,
    NumberedGates,
    gate_key,
    literal_gate,
    numbered_table,
    read_numbered_table,
)

LEAVES_PATH = GATES_PATH.with_name("rule_leaves.json")
# Fewer alternatives than this are searched together: choosing among them saves little.
MIN_LEAVES = 4
_table: list[NumberedGates] = []


def leaf_sources(pattern: Regex) -> tuple[str, ...] | None:
    """The text of each alternative of the pattern (``alternatives``) with the tail they
    share; ``None`` when it has fewer than ``MIN_LEAVES`` or cannot be cut."""
    if pattern.flags & _UNSAFE_FLAGS:
        return None
    found = alternatives(pattern.pattern)
    if found is None or len(found[0]) < MIN_LEAVES:
        return None
    leaves, tail = found
    return tuple(f"(?:{leaf}){tail}" for leaf in leaves)


def cut(pattern: Regex) -> tuple[Regex, ...] | None:
    """:func:`leaf_sources` as compiled patterns; ``None`` also when one does not compile."""
    sources = leaf_sources(pattern)
    if sources is None:
        return None
    try:
        return tuple(re.compile(source, pattern.flags) for source in sources)
    except re.error:
        return None


def leaf_gates(pattern: Regex) -> tuple[Gate, ...] | None:
    """The literal gate of each alternative of the pattern (see :func:`cut`), in order;
    ``None`` when it is not cut, or when most alternatives have no gate (every text would
    have to try them anyway)."""
    leaves = cut(pattern)
    if leaves is None:
        return None
    gates = tuple(literal_gate(leaf) for leaf in leaves)
    if sum(1 for gate in gates if not gate) * 2 >= len(gates):
        return None
    return gates


def leaves_table(patterns: Iterable[Regex]) -> dict[str, object]:
    """The leaves file's content for ``patterns`` (``prefilter.numbered_table``, each
    alternative's gate under ``"leaves"``)."""
    return numbered_table(patterns, leaf_gates, "leaves")


def reload_table() -> None:
    """Read the leaves file afresh on next use (the build script, once it rewrote it)."""
    _table.clear()


def cached_leaf_gates(pattern: Regex) -> tuple[Gate, ...] | None:
    """:func:`leaf_gates`, from the leaves file when it names this exact pattern."""
    if not _table:
        _table.append(read_numbered_table(LEAVES_PATH, "leaves"))
    table, known = _table[0]
    key = gate_key(pattern)
    if key in table:
        return table[key]
    return None if key in known else leaf_gates(pattern)


class LeafSearch:
    """``pattern.search`` for a text whose indexed literals (``LiteralIndex.present``) are
    known: only the alternatives whose gates those literals satisfy are searched, each
    apart, and the pattern is matched where the first of them starts (it matches at a
    position exactly when one of its alternatives does there). When most pass, the whole
    pattern is searched at once. Given the index whose sets hold the gates' (the scan
    plan's), each alternative's gate is also kept as set numbers, so a text's satisfied sets
    (``LiteralIndex.satisfied``) choose the alternatives with one set test each."""

    __slots__ = (
        "_always",
        "_filed",
        "_filed_keys",
        "_gates",
        "_index",
        "_leaves",
        "_leaves_of",
        "_literals",
        "_needed",
        "_pattern",
        "_sources",
    )

    def __init__(
        self, pattern: Regex, gates: tuple[Gate, ...], index: LiteralIndex | None = None
    ) -> None:
        self._pattern = pattern
        self._gates = gates
        self._index = index
        # Every literal of every gate: a text holds few of them, so only the alternatives
        # those are in are looked at (``_file`` lists them, on the first search: the plan
        # makes a leaf search for every pattern that has leaves, a text asks few of them).
        self._literals = frozenset(chain.from_iterable(chain.from_iterable(gates)))
        self._always = tuple(place for place, gate in enumerate(gates) if not gate)
        self._leaves: list[Search | None] = []  # made on first use (``_searches``)
        self._sources: tuple[str, ...] = ()
        self._leaves_of: dict[str, frozenset[int]] | None = None
        self._needed: tuple[frozenset[int], ...] = ()
        self._filed: dict[int, tuple[int, ...]] = {}
        self._filed_keys: frozenset[int] = frozenset()

    def _file(self) -> dict[str, frozenset[int]]:
        """The alternatives each literal is in; and, given the index, each alternative's sets
        as the index's numbers, the alternatives filed under the number of one of their sets
        (the rarest-looking), as the plan files rules. Worked out once, on first use."""
        of: dict[str, set[int]] = {}
        gates, index = self._gates, self._index
        for place, gate in enumerate(gates):
            for literal in chain.from_iterable(gate):
                of.setdefault(literal, set()).add(place)
        filed: dict[int, list[int]] = {}
        if index is not None:
            self._needed = tuple(map(index.numbers, gates))
            for place, gate in enumerate(gates):
                if gate:
                    (number,) = index.numbers((min(gate, key=index.filing_key),))
                    filed.setdefault(number, []).append(place)
        self._filed = {number: tuple(places) for number, places in filed.items()}
        self._filed_keys = frozenset(self._filed)
        leaves_of = self._leaves_of = {literal: frozenset(places) for literal, places in of.items()}
        return leaves_of

    @property
    def pattern(self) -> Regex:
        return self._pattern

    @property
    def literals(self) -> frozenset[str]:
        """Every literal of every alternative's gate: what ``present`` need hold, at most."""
        return self._literals

    def _passing(self, present: frozenset[str], sat: frozenset[int] | None) -> list[int]:
        """The alternatives whose gates ``present`` satisfies, in order; read off ``sat``,
        the index's satisfied sets for the same text, when both are known."""
        leaves_of = self._leaves_of
        if leaves_of is None:  # (a race only files the same alternatives twice)
            leaves_of = self._file()
        needed = self._needed
        if sat is not None and needed:
            keys = sat & self._filed_keys
            if len(keys) == 1 and not self._always:
                # (a third of the asks: one filing set satisfied, whose alternatives are
                # filed in order already, so no set is made and none sorted)
                (key,) = keys
                return [place for place in self._filed[key] if needed[place] <= sat]
            places = set(self._always)
            places.update(*map(self._filed.__getitem__, keys))
            return sorted(place for place in places if needed[place] <= sat)
        found = present & self._literals
        gates = self._gates
        candidates = frozenset().union(self._always, *map(leaves_of.__getitem__, found))
        return sorted(place for place in candidates if not any(map(found.isdisjoint, gates[place])))

    def _searches(self) -> list[Search | None] | None:
        """Per alternative, its search once made (``None`` until then: see :meth:`_leaf`)."""
        leaves = self._leaves
        if not leaves:
            sources = leaf_sources(self._pattern)
            if sources is None or len(sources) != len(self._gates):  # pragma: no cover - drift
                return None
            # (the texts were cut and compiled when the gates were worked out, ahead or live)
            self._sources = sources
            leaves = self._leaves = [None] * len(sources)
        return leaves

    def _leaf(self, leaves: list[Search | None], place: int) -> Search:
        """The search of one alternative, made and compiled the first time a text gets to
        it: a text leaves few of a pattern's alternatives in play, and compiling every one
        of them was most of a new process's first scan once the rules were deferred."""
        found = leaves[place]
        if found is None:
            found = leaves[place] = searcher(deferred(self._sources[place], self._pattern.flags))
        return found

    def search(
        self, text: str, present: frozenset[str], sat: frozenset[int] | None = None
    ) -> re.Match[str] | None:
        passing = self._passing(present, sat)
        if not passing:
            return None
        leaves = None if len(passing) * 2 > len(self._gates) else self._searches()
        if leaves is None:
            return searcher(self._pattern)(text)
        first = -1
        for place in passing:
            hit = (leaves[place] or self._leaf(leaves, place))(text)
            if hit is not None and (first < 0 or hit.start() < first):
                first = hit.start()
        return None if first < 0 else self._pattern.match(text, first)

    def found(self, text: str, present: frozenset[str], sat: frozenset[int] | None = None) -> bool:
        """True when :meth:`search` would find a match: for a caller that needs no match
        (a requirement, an ``unless``), the first alternative found anywhere settles it,
        where the leftmost match needed every passing alternative searched to its end."""
        passing = self._passing(present, sat)
        if not passing:
            return False
        leaves = self._searches()
        if leaves is None:  # pragma: no cover - file drift
            return searcher(self._pattern)(text) is not None
        return any((leaves[place] or self._leaf(leaves, place))(text) for place in passing)


def leaf_patterns(patterns: Iterable[Regex]) -> list[Regex]:
    """The alternatives a leaf search tries apart, of those of ``patterns`` that have leaf
    gates (the starts file holds them too: see ``locate``)."""
    return [leaf for p in patterns if cached_leaf_gates(p) is not None for leaf in cut(p) or ()]
