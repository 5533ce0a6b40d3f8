"""Literal gates for rule patterns: sets of plain substrings such that every match of a
pattern contains one substring of each set, read off the pattern's own parse tree.

A rule whose gate finds none of its literals in the text cannot match, so its regex is never
run: a few ``in`` tests replace a search that tries every alternative at every position. The
gate is derived, never written by hand, so it cannot drift from the pattern it guards.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import re
from collections.abc import Iterable, Sequence
from operator import add
from pathlib import Path

# Gates of the bundled rules, worked out ahead (scripts/build_rule_gates.py): reading them off
# the parse trees takes tens of milliseconds, which a process's first write should not pay.
# Keyed by a hash of the exact pattern, so an edited pattern simply misses and is read live.
GATES_PATH = Path(__file__).with_name("rule_gates.json")

# Literals shorter than this say little about a text; a shorter set is kept only when no
# better one exists (it is still a correct gate, just a weak one).
_GOOD_LENGTH = 3
_ZERO_WIDTH = frozenset({"AT", "ASSERT", "ASSERT_NOT"})
_REPEATS = frozenset({"MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"})
# Branch gates read literals up to this many letters as better than shorter ones.
_STRICT = 6
# At most this many alternatives in a pattern's branch gate (see ``branch_gate``).
MAX_BRANCH_GATES = 16
# ... but a pattern's first alternation is spread up to this wide.
_WIDE = 64
# and at most this many literal sets in each.
MAX_BRANCH_SETS = 3

# A gate is a conjunction of alternatives: every set must have one literal in the text.
Alternatives = frozenset[str]
Gate = tuple[Alternatives, ...]
_table: list[dict[str, Gate]] = []  # the file's gates, loaded on first use
# The same for branch gates (``branch_gate``); the file also names every pattern it was
# built from, so a pattern without branch gates is not parsed again on every first scan.
BRANCH_GATES_PATH = GATES_PATH.with_name("rule_branch_gates.json")
_PATTERNS_KEY = "patterns"
_branch_table: list[tuple[dict[str, tuple[Gate, ...]], frozenset[str]]] = []


def _best(candidates: Sequence[Alternatives], strict: bool = False) -> Alternatives | None:
    """The most selective set: longest shortest literal (up to a point), then fewest.
    ``strict`` (branch gates) counts letters, not spaces, and further: " on " is in most
    texts, "public" is not."""
    if not candidates:
        return None
    if strict:
        return max(candidates, key=lambda g: (min(min(_weight(s) for s in g), _STRICT), -len(g)))
    return max(candidates, key=lambda g: (min(min(len(s) for s in g), _GOOD_LENGTH + 1), -len(g)))


def _weight(literal: str) -> int:
    return len(literal) - literal.count(" ")


def _sequence(
    items: Iterable[tuple[object, object]], flags: int, strict: bool = False
) -> list[Alternatives]:
    """Everything a match of the sequence needs: each item's requirements, all of them."""
    needed: list[Alternatives] = []
    run: list[str] = []

    def flush() -> None:
        if run:
            needed.append(frozenset({"".join(run)}))
            run.clear()

    for op, arg in items:
        name = str(op)
        if name == "LITERAL" and isinstance(arg, int):
            run.append(chr(arg))
            continue
        if name in _ZERO_WIDTH:
            continue  # consumes nothing: the literals on both sides still touch
        flush()
        needed.extend(_node(name, arg, flags, strict))
    flush()
    return needed


def _node(name: str, arg: object, flags: int, strict: bool = False) -> list[Alternatives]:
    if name == "SUBPATTERN" and isinstance(arg, tuple):
        added = arg[1]
        if not isinstance(added, int) or added & re.IGNORECASE:
            return []
        return _sequence(arg[3], flags, strict)
    if name == "ATOMIC_GROUP":
        return _sequence(arg, flags, strict)  # type: ignore[arg-type]
    if name in _REPEATS and isinstance(arg, tuple):
        low = arg[0]
        return _sequence(arg[2], flags, strict) if isinstance(low, int) and low >= 1 else []
    if name == "BRANCH" and isinstance(arg, tuple):
        union: set[str] = set()
        for branch in arg[1]:
            best = _best(_sequence(branch, flags, strict), strict)
            if best is None:
                return []  # one branch without a literal: the whole branch has none
            union.update(best)
        return [frozenset(union)]
    return []  # character sets, wildcards, back-references: no literal to require


def literal_gate(pattern: re.Pattern[str]) -> Gate:
    """Sets of substrings such that every text ``pattern`` matches holds one literal of each
    set; empty when nothing can be read off the pattern (then it always runs).
    Case-insensitive patterns get none: their literals need not appear as written."""
    if pattern.flags & re.IGNORECASE:
        return ()
    try:
        # The standard library's own regex parser; private in name only (sre_parse before
        # 3.11). Anything unexpected in its output just means "no gate".
        parser = importlib.import_module("re._parser")
        tree = parser.parse(pattern.pattern, pattern.flags)
        needed = _sequence(list(tree), pattern.flags)
    except (ImportError, AttributeError, TypeError, ValueError, re.error):
        return ()
    # Most selective first, so a miss is found early; duplicates asked once.
    unique = {alternatives for alternatives in needed if "" not in alternatives}
    return tuple(sorted(unique, key=lambda g: (len(g), sorted(g))))


def _inline(items: Iterable[tuple[object, object]]) -> list[tuple[object, object]]:
    """The sequence with plain groups opened: a group matches its content exactly once, so
    its items (and the alternation inside) sit in the sequence as if written there."""
    opened: list[tuple[object, object]] = []
    for op, arg in items:
        name = str(op)
        if name == "SUBPATTERN" and isinstance(arg, tuple):
            added = arg[1]
            if isinstance(added, int) and not added & re.IGNORECASE:
                opened.extend(_inline(arg[3]))
                continue
        elif name == "ATOMIC_GROUP" and isinstance(arg, list):
            opened.extend(_inline(arg))
            continue
        opened.append((op, arg))
    return opened


def _leaves(
    items: list[tuple[object, object]], flags: int, budget: int
) -> list[list[Alternatives]]:
    """What a match needs, as alternatives of whole requirements: the first alternation of
    the sequence is spread out, each branch with the rest of the sequence around it (and so
    on inside it while ``budget`` leaves last), so ``a (x|y) b`` needs ``a x b`` or ``a y b``."""
    items = _inline(items)
    for place, (op, arg) in enumerate(items):
        if str(op) != "BRANCH" or not isinstance(arg, tuple):
            continue
        branches = arg[1]
        if len(branches) > budget and not (budget == MAX_BRANCH_GATES <= len(branches) <= _WIDE):
            break  # too many to spread: the branches' literals stay one union (``_node``)
        # (a pattern that is one wide alternation is spread one level: each of its
        # alternatives is often a rule of its own)
        share = max(1, budget // len(branches))
        leaves: list[list[Alternatives]] = []
        for branch in branches:
            leaves += _leaves([*items[:place], *branch, *items[place + 1 :]], flags, share)
        return leaves
    return [_sequence(items, flags, strict=True)]


def branch_gate(pattern: re.Pattern[str]) -> tuple[Gate, ...]:
    """Gates of which every text ``pattern`` matches passes one: a finer test than
    :func:`literal_gate` for a pattern made of alternatives that each need other words
    (``verb ... secret ... channel | secret ... verb ... channel``). Empty when one of them
    needs no literal (the pattern's own gate then says all there is to say)."""
    if pattern.flags & re.IGNORECASE:
        return ()
    try:
        parser = importlib.import_module("re._parser")  # see literal_gate
        tree = parser.parse(pattern.pattern, pattern.flags)
        leaves = _leaves(list(tree), pattern.flags, MAX_BRANCH_GATES)
    except (ImportError, AttributeError, TypeError, ValueError, re.error):
        return ()
    own = set(literal_gate(pattern))
    gates: set[frozenset[Alternatives]] = set()
    for leaf in leaves:
        # The pattern's own gate is tested first: its sets say nothing more here. Of the
        # rest, a few are enough to rule a branch out: those of long literals (a short one
        # is in most texts), fewest first (each literal is a search of the text).
        sets = sorted(
            {a for a in leaf if "" not in a and a not in own},
            key=lambda a: (min(map(_weight, a)) < _GOOD_LENGTH, len(a), sorted(a)),
        )[:MAX_BRANCH_SETS]
        if not sets:
            return ()  # one way to match that the pattern's own gate covers: nothing to add
        gates.add(frozenset(sets))
    # A leaf that needs all another needs and more adds nothing: the smaller one decides.
    kept = [g for g in gates if not any(other < g for other in gates)]
    ordered = (tuple(sorted(g, key=lambda a: (len(a), sorted(a)))) for g in kept)
    return tuple(sorted(ordered, key=lambda g: [sorted(a) for a in g]))


def gate_key(pattern: re.Pattern[str]) -> str:
    """The key of ``pattern`` in the gates file: a hash of its flags and exact text."""
    return hashlib.sha256(f"{pattern.flags}:{pattern.pattern}".encode()).hexdigest()[:32]


def gate_table(patterns: Iterable[re.Pattern[str]]) -> dict[str, list[list[str]]]:
    """The gates file's content for ``patterns``: key -> the gate's sets, sorted."""
    return {
        gate_key(p): [sorted(alternatives) for alternatives in literal_gate(p)] for p in patterns
    }


def branch_table(patterns: Iterable[re.Pattern[str]]) -> dict[str, object]:
    """The branch gates file's content for ``patterns``: under ``"sets"`` every literal set
    once, under ``"gates"`` key -> each gate as the numbers of its sets (for the patterns
    that have any), and under ``"patterns"`` the key of every pattern read."""
    sets: dict[tuple[str, ...], int] = {}
    gates: dict[str, list[list[int]]] = {}
    keys: set[str] = set()
    for pattern in patterns:
        keys.add(gate_key(pattern))
        found = branch_gate(pattern)
        if found:
            gates[gate_key(pattern)] = [
                [sets.setdefault(tuple(sorted(alt)), len(sets)) for alt in gate] for gate in found
            ]
    return {
        _PATTERNS_KEY: sorted(keys),
        "sets": [list(literals) for literals in sets],
        "gates": dict(sorted(gates.items())),
    }


def _load(path: Path) -> dict[str, object]:
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}  # no file or a broken one: every gate is read live, nothing lost
    return raw if isinstance(raw, dict) else {}


def _as_gate(sets: object) -> Gate:
    if not isinstance(sets, list):
        raise TypeError("a gate is a list of lists of literals")
    return tuple(frozenset(map(str, alternatives)) for alternatives in sets)


def cached_gate(pattern: re.Pattern[str]) -> Gate:
    """:func:`literal_gate`, from the gates file when it holds this exact pattern."""
    if not _table:
        loaded: dict[str, Gate] = {}
        try:
            loaded = {key: _as_gate(sets) for key, sets in _load(GATES_PATH).items()}
        except TypeError:
            loaded = {}
        _table.append(loaded)
    found = _table[0].get(gate_key(pattern))
    return found if found is not None else literal_gate(pattern)


def _read_branch_table() -> tuple[dict[str, tuple[Gate, ...]], frozenset[str]]:
    raw = _load(BRANCH_GATES_PATH)
    sets, gates, known = raw.get("sets"), raw.get("gates"), raw.get(_PATTERNS_KEY)
    if not (isinstance(sets, list) and isinstance(gates, dict) and isinstance(known, list)):
        return {}, frozenset()  # no file or a broken one: every branch gate is read live
    try:
        literal_sets = [_as_gate([literals])[0] for literals in sets]
        loaded = {
            str(key): tuple(tuple(literal_sets[n] for n in gate) for gate in found)
            for key, found in gates.items()
        }
    except (TypeError, IndexError):
        return {}, frozenset()
    return loaded, frozenset(map(str, known))


def cached_branch_gate(pattern: re.Pattern[str]) -> tuple[Gate, ...]:
    """:func:`branch_gate`, from the branch gates file when it holds this exact pattern (a
    pattern the file names without gates has none)."""
    if not _branch_table:
        _branch_table.append(_read_branch_table())
    table, known = _branch_table[0]
    key = gate_key(pattern)
    if key in table:
        return table[key]
    return () if key in known else branch_gate(pattern)


def passes(gate: Gate, text: str, present: frozenset[str] | None = None) -> bool:
    """True when ``text`` holds a literal of every set of the gate (always, for no gate).
    ``present``, from :meth:`LiteralIndex.present` on the same text, makes each a set test."""
    if present is not None:
        return not any(map(present.isdisjoint, gate))
    return all(any(map(text.__contains__, alternatives)) for alternatives in gate)


class LiteralIndex:
    """Every gate literal of a rule set, filed under its first three characters (two for a
    two-character literal), so a text is asked only about literals that start with a triple
    (or pair) of characters it contains: filed by pairs, a bucket such as "re" held dozens
    of literals, each a search of the whole text. Each set of
    alternatives also gets a number: a gate becomes a set of numbers, and a text passes it
    when those numbers are among the :meth:`satisfied` ones (one set test per rule)."""

    def __init__(self, gates: Iterable[Gate]) -> None:
        self._short: list[str] = []
        self._by_pair: dict[str, list[str]] = {}
        self._by_triple: dict[str, list[str]] = {}
        self._numbers: dict[Alternatives, int] = {}
        self._sets_of: dict[str, list[int]] = {}
        for gate in gates:
            for alternatives in gate:
                if alternatives in self._numbers:
                    continue
                number = self._numbers[alternatives] = len(self._numbers)
                for literal in alternatives:
                    self._sets_of.setdefault(literal, []).append(number)
        for literal in self._sets_of:
            if len(literal) < 2:
                self._short.append(literal)
            elif len(literal) == 2:
                self._by_pair.setdefault(literal, []).append(literal)
            else:
                self._by_triple.setdefault(literal[:3], []).append(literal)
        self.every_set = frozenset(self._numbers.values())
        self._pair_keys = frozenset(self._by_pair)
        self._with_newline = tuple(literal for literal in self._sets_of if "\n" in literal)
        self._triple_keys = frozenset(self._by_triple)

    def number(self, alternatives: Alternatives) -> int | None:
        """The number of ``alternatives``, or ``None`` when it is not one of the sets."""
        return self._numbers.get(alternatives)

    def knows(self, literal: str) -> bool:
        """True when ``literal`` is indexed (so :meth:`present` reports it)."""
        return literal in self._sets_of

    def numbers(self, gate: Gate) -> frozenset[int]:
        """The numbers of the gate's sets (every set must be among the indexed ones)."""
        return frozenset(self._numbers[alternatives] for alternatives in gate)

    def satisfied(self, present: frozenset[str]) -> frozenset[int]:
        """The numbers of the sets that have a literal in ``present``."""
        return frozenset().union(*map(self._sets_of.__getitem__, present))

    def present_in_lines(self, text: str, flat: frozenset[str]) -> frozenset[str]:
        """:meth:`present` for ``text``, given ``flat``, the answer for the same text with
        its line breaks made spaces: a literal with no space in it occurs in both or in
        neither, so only those with a space (or a line break) are looked for again."""
        if "\n" not in text:
            return flat
        kept = [literal for literal in flat if " " not in literal or literal in text]
        kept.extend(filter(text.__contains__, self._with_newline))
        return frozenset(kept)

    def present(self, text: str) -> frozenset[str]:
        """The indexed literals that occur in ``text``."""
        found = [lit for lit in self._short if lit in text]
        # every three characters in a row, joined in C (a comprehension of slices costs
        # half as much again)
        triples = set(map(add, map(add, text, text[1:]), text[2:]))
        pairs = {triple[:2] for triple in triples}
        pairs.add(text[-2:])
        # (``&`` with a frozenset walks the smaller side; ``intersection`` with a dict
        # would walk every key of the index, each scan)
        found.extend(pairs & self._pair_keys)  # a pair literal is its own key
        for triple in triples & self._triple_keys:
            found.extend(filter(text.__contains__, self._by_triple[triple]))
        return frozenset(found)
