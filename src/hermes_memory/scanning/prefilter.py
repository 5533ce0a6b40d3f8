"""Literal gates for rule patterns: sets of plain substrings such that every match of a
pattern contains one substring of each set, read off the pattern's own parse tree.

A rule whose gate finds none of its literals in the text cannot match, so its regex is never
run: a few ``in`` tests replace a search that tries every alternative at every position. The
gate is derived, never written by hand, so it cannot drift from the pattern it guards.
(``branch_gates`` reads finer gates off the same trees, with ``strict`` literal choice.)
"""

from __future__ import annotations

import hashlib
import importlib
import json
import re
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

from hermes_memory.scanning.deferred_pattern import Regex

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
# A gate is a conjunction of alternatives: every set must have one literal in the text.
Alternatives = frozenset[str]
Gate = tuple[Alternatives, ...]
_table: list[dict[str, Gate]] = []  # the file's gates, loaded on first use


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


def literal_gate(pattern: Regex) -> Gate:
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


def gate_key(pattern: Regex) -> str:
    """The key of ``pattern`` in the gates file: a hash of its flags and exact text."""
    return hashlib.sha256(f"{pattern.flags}:{pattern.pattern}".encode()).hexdigest()[:32]


def gate_table(patterns: Iterable[Regex]) -> dict[str, list[list[str]]]:
    """The gates file's content for ``patterns``: key -> the gate's sets, sorted."""
    return {
        gate_key(p): [sorted(alternatives) for alternatives in literal_gate(p)] for p in patterns
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


PATTERNS_KEY = "patterns"
NumberedGates = tuple[dict[str, tuple[Gate, ...]], frozenset[str]]


def numbered_table(
    patterns: Iterable[Regex],
    gates_of: Callable[[Regex], tuple[Gate, ...] | None],
    name: str,
) -> dict[str, object]:
    """The content of a file of several gates a pattern (the branch gates, the leaf gates):
    under ``"sets"`` every literal set once, under ``name`` key -> each gate as the numbers
    of its sets (for the patterns ``gates_of`` gives any), and under ``"patterns"`` the key
    of every pattern read, so a pattern the file names without gates is not parsed again."""
    sets: dict[tuple[str, ...], int] = {}
    found: dict[str, list[list[int]]] = {}
    keys: set[str] = set()
    for pattern in patterns:
        key = gate_key(pattern)
        if key in keys:
            continue
        keys.add(key)
        gates = gates_of(pattern)
        if gates:
            found[key] = [
                [sets.setdefault(tuple(sorted(alt)), len(sets)) for alt in gate] for gate in gates
            ]
    return {
        PATTERNS_KEY: sorted(keys),
        "sets": [list(literals) for literals in sets],
        name: dict(sorted(found.items())),
    }


def read_numbered_table(path: Path, name: str) -> NumberedGates:
    """A file written from :func:`numbered_table`: key -> gates, and every key it names;
    empty when the file is missing or broken (the gates are then read live, nothing lost)."""
    raw = _load(path)
    sets, gates, known = raw.get("sets"), raw.get(name), raw.get(PATTERNS_KEY)
    if not (isinstance(sets, list) and isinstance(gates, dict) and isinstance(known, list)):
        return {}, frozenset()
    try:
        literal_sets = [_as_gate([literals])[0] for literals in sets]
        table = {
            str(key): tuple(tuple(literal_sets[n] for n in gate) for gate in found)
            for key, found in gates.items()
        }
    except (TypeError, IndexError):
        return {}, frozenset()
    return table, frozenset(map(str, known))


def cached_gate(pattern: Regex) -> Gate:
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


def passes(gate: Gate, text: str, present: frozenset[str] | None = None) -> bool:
    """True when ``text`` holds a literal of every set of the gate (always, for no gate).
    ``present``, from :meth:`LiteralIndex.present` on the same text, makes each a set test."""
    if present is not None:
        return not any(map(present.isdisjoint, gate))
    return all(any(map(text.__contains__, alternatives)) for alternatives in gate)


def filing_key(alternatives: Alternatives) -> tuple[bool, int]:
    """Sort key for the rarest-looking of a gate's sets, under which a rule (or an
    alternative) is filed: long literals (a short one is in most texts), then few of them."""
    return (min(len(s) for s in alternatives) < _GOOD_LENGTH, len(alternatives))
