"""The scan plan: which rules a reading's literals leave in play, in rule order. Each gated
rule is filed under one of its literal sets, so a reading is asked only about the rules
whose filed set it satisfies: a rule whose words are absent costs a scan nothing, however
many rules there are.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from itertools import chain, repeat
from typing import NamedTuple

from hermes_memory.scanning.leaf_search import LeafSearch, cached_leaf_gates
from hermes_memory.scanning.literal_index import LiteralIndex
from hermes_memory.scanning.prefilter import cached_gate
from hermes_memory.scanning.rule import Rule

# A check's branch gates, each as the numbers of its literal sets: a text passes one when
# its numbers are all satisfied, and the check may match only where one passes.
Ways = tuple[frozenset[int], ...]


class Step(NamedTuple):
    """One rule as the scan loop reads it: the numbers of every literal set its checks
    need, the branch gates of each check that has any, and for a rule that blanks text
    first the numbers of its blanking pattern's gate: where that could match, blanking can
    change the literals, so the rule is never ruled out early there. ``leaves``: per check (in
    :attr:`Rule.checks` order) and then for ``unless``, the search among the alternatives
    the text's literals leave (``leaf_search``), or ``None``; empty when none has any."""

    rule: Rule
    needed: frozenset[int]
    strip: frozenset[int] | None
    branches: tuple[Ways, ...] = ()
    leaves: tuple[LeafSearch | None, ...] = ()


def opens(ways: Ways, sat: frozenset[int]) -> bool:
    """True when the text whose satisfied sets are ``sat`` passes one of the branch gates
    (one set test each, in C)."""
    return any(map(sat.issuperset, ways))


class ScanPlan:
    """The rules of one rule set with their literal index, filed for :meth:`steps`."""

    def __init__(self, rules: Sequence[Rule], listed: Iterable[str] = ()) -> None:
        """File ``rules``; the index also reports the ``listed`` literals (the frames')."""
        # The branch gates' sets are indexed too (numbered after the gates' own), so a
        # branch gate is one set test: looking their literals up one by one, for every
        # rule a text lets through, cost a scan as much as its searches.
        branch_gates = [one.branch_gates for one in rules]
        more = (a for checks in branch_gates for check in checks for g in check for a in g)
        # ... and the sets of the gates of the alternatives of the patterns that have them,
        # so a leaf search reads them off the same answer: its alternatives are chosen by
        # one set test each, where looking their literals up cost a search of a slow text
        # as much as some of its regex searches
        searched = [(*(p for p, _ in one.checks), one.unless) for one in rules]
        gates_of = {p: cached_leaf_gates(p) for ps in searched for p in ps if p is not None}
        leaf_sets = (a for gates in gates_of.values() for gate in gates or () for a in gate)
        # ... and the sets of the blanking patterns' gates, numbered last: whether a rule
        # that blanks text may change it is one set test too (looking for each of their
        # literals in every text was a tenth of the plan's time on a slow text)
        strips = {one.strip: cached_gate(one.strip) for one in rules if one.strip is not None}
        strip_sets = (a for gate in strips.values() for a in gate)
        self.index = LiteralIndex(
            (gate for one in rules for gate in one.gates),
            chain(more, leaf_sets, strip_sets),
            listed,
        )
        leaf_searches = {
            p: LeafSearch(p, gates, self.index) for p, gates in gates_of.items() if gates
        }
        steps: list[Step] = []
        always: list[int] = []
        filed: tuple[dict[int, list[int]], dict[int, list[int]]] = ({}, {})
        for place, (one, checks) in enumerate(zip(rules, branch_gates, strict=True)):
            sets = tuple(alternatives for gate in one.gates for alternatives in gate)
            strip = None if one.strip is None else self.index.numbers(strips[one.strip])
            ways = tuple(tuple(map(self.index.numbers, check)) for check in checks if check)
            leaves = tuple(None if p is None else leaf_searches.get(p) for p in searched[place])
            if not any(leaves):
                leaves = ()
            steps.append(Step(one, self.index.numbers(sets), strip, ways, leaves))
            if strip is not None or not sets:
                always.append(place)
                continue
            (number,) = self.index.numbers((min(sets, key=self.index.filing_key),))
            filed[one.lines].setdefault(number, []).append(place)
        self._steps = tuple(steps)
        self._needed = tuple(step.needed for step in steps)
        self._branches = tuple(step.branches for step in steps)
        self._always = tuple(always)
        self._flat = {number: tuple(places) for number, places in filed[False].items()}
        self._lines = {number: tuple(places) for number, places in filed[True].items()}
        self._flat_keys, self._lines_keys = (
            frozenset(self._flat),
            frozenset(self._lines),
        )

    @property
    def rules(self) -> tuple[Step, ...]:
        """Every step, in rule order."""
        return self._steps

    def steps(
        self,
        flat: tuple[str, frozenset[str], frozenset[int]],
        lines: tuple[str, frozenset[str], frozenset[int]],
    ) -> Iterator[Step]:
        """The steps whose literals the text holds, in rule order: every set their checks
        need and one branch of each check that has branch gates. ``flat`` and ``lines`` are
        the reading on one line and with its line breaks, each with the index's present
        literals and satisfied sets."""
        kept = self._passing(flat[2], self._flat, self._flat_keys)
        kept += self._passing(lines[2], self._lines, self._lines_keys)
        every = self._steps
        for place in self._always:
            step = every[place]
            text, _, sat = lines if step.rule.lines else flat
            if step.strip is not None and step.strip <= sat and step.rule.blanks(text):
                kept.append(place)  # it blanks words away: only its own search can tell
            elif step.needed <= sat and _opens_all(step.branches, sat):
                # (blanking nothing, the rule reads the text as any other rule does)
                kept.append(place)
        kept.sort()  # (each rule is filed once, or is one of the always)
        return map(every.__getitem__, kept)

    def _passing(
        self, sat: frozenset[int], filed: dict[int, tuple[int, ...]], keys: frozenset[int]
    ) -> list[int]:
        """The rules filed in ``filed`` whose every set is satisfied and each of whose
        checks has a branch gate satisfied, in one comprehension: the tests are chained
        maps, so no loop step runs in Python (a loop step a rule, with a call a check,
        was most of the plan's time on a slow text)."""
        needed, branches, holds = self._needed, self._branches, sat.issuperset
        return [
            place
            for place in chain.from_iterable(map(filed.__getitem__, sat & keys))
            if holds(needed[place]) and all(map(any, map(map, repeat(holds), branches[place])))
        ]  # (``&`` with a frozenset walks the smaller side)


def _opens_all(branches: tuple[Ways, ...], sat: frozenset[int]) -> bool:
    """A branch gate of every check is satisfied."""
    return all(opens(check, sat) for check in branches)
