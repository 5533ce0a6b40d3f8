"""Branch gates: for a pattern made of alternatives that each need other words
(``verb ... secret ... channel | secret ... verb ... channel``), one gate per alternative,
of which every text the pattern matches passes at least one. They rule out most of the
searches a pattern's one gate (``prefilter.literal_gate``) lets through; read off the parse
tree like it, and shipped worked out ahead in rule_branch_gates.json.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterable

from hermes_memory.scanning.deferred_pattern import Regex
from hermes_memory.scanning.prefilter import (
    _GOOD_LENGTH,
    GATES_PATH,
    Alternatives,
    Gate,
    NumberedGates,
    _sequence,
    _weight,
    gate_key,
    literal_gate,
    numbered_table,
    read_numbered_table,
)

# At most this many alternatives in a pattern's branch gate (see ``branch_gate``) ...
MAX_BRANCH_GATES = 16
# ... but a pattern's first alternation is spread up to this wide ...
_WIDE = 64
# ... and at most this many literal sets in each.
MAX_BRANCH_SETS = 3

# The bundled rules' branch gates, worked out ahead like the gates file (reading them live
# takes a second); the file also names every pattern it was built from, so a pattern
# without branch gates is not parsed again on every first scan.
BRANCH_GATES_PATH = GATES_PATH.with_name("rule_branch_gates.json")
_branch_table: list[NumberedGates] = []


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


def branch_gate(pattern: Regex) -> tuple[Gate, ...]:
    """Gates of which every text ``pattern`` matches passes one: a finer test than
    :func:`literal_gate` for a pattern made of alternatives that each need other words
    (``verb ... secret ... channel | secret ... verb ... channel``). Empty when one of them
    needs no literal (the pattern's own gate then says all there is to say)."""
    if pattern.flags & re.IGNORECASE:
        return ()
    try:
        parser = importlib.import_module("re._parser")  # see prefilter.literal_gate
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


def branch_table(patterns: Iterable[Regex]) -> dict[str, object]:
    """The branch gates file's content for ``patterns`` (``prefilter.numbered_table``, the
    gates under ``"gates"``)."""
    return numbered_table(patterns, branch_gate, "gates")


def cached_branch_gate(pattern: Regex) -> tuple[Gate, ...]:
    """:func:`branch_gate`, from the branch gates file when it holds this exact pattern (a
    pattern the file names without gates has none)."""
    if not _branch_table:
        _branch_table.append(read_numbered_table(BRANCH_GATES_PATH, "gates"))
    table, known = _branch_table[0]
    key = gate_key(pattern)
    if key in table:
        return table[key]
    return () if key in known else branch_gate(pattern)
