"""The scan plan: which rules a reading's literals leave in play, in rule order. Each gated
rule is filed under one of its literal sets, so a reading is asked only about the rules
whose filed set it satisfies: a rule whose words are absent costs a scan nothing, however
many rules there are.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import chain
from typing import NamedTuple

from hermes_memory.scanning.prefilter import (
    _GOOD_LENGTH,
    Alternatives,
    Gate,
    LiteralIndex,
    cached_gate,
    passes,
)
from hermes_memory.scanning.rule import Rule


class Need(NamedTuple):
    """One literal set of a branch gate, as cheap to test as the index allows: the set's
    number when the index numbers it (``-1`` otherwise), the literals the index reports,
    and any left to look for in the text."""

    number: int
    indexed: frozenset[str]
    unindexed: tuple[str, ...]


Branch = tuple[Need, ...]
# A check's branch gates: those whose every set the index numbers, each as those numbers (a
# text passes one when its numbers are all satisfied), and any others as needs.
Ways = tuple[tuple[frozenset[int], ...], tuple[Branch, ...]]


class Step(NamedTuple):
    """One rule as the scan loop reads it: the numbers of every literal set its checks
    need, and for a rule that blanks text first the gate of its blanking pattern: where
    that could match, blanking can change the literals, so the rule is never ruled out
    early there. (Its branch gates are worked out when a text first passes its gates.)"""

    rule: Rule
    needed: frozenset[int]
    strip: Gate | None


def opens(ways: Ways, text: str, present: frozenset[str], sat: frozenset[int]) -> bool:
    """True when ``text`` passes one of the branch gates (set tests first, in C; then plain
    loops: this runs for every rule whose own gate passes, and generator calls cost more
    than the look-ups)."""
    numbered, branches = ways
    if any(map(sat.issuperset, numbered)):
        return True
    for branch in branches:
        for need in branch:
            if need.number >= 0:
                if need.number in sat:
                    continue
                break
            if not present.isdisjoint(need.indexed):
                continue
            for literal in need.unindexed:
                if literal in text:
                    break
            else:
                break  # a set with no literal in the text: this branch is out
        else:
            return True
    return False


def _need(alternatives: Alternatives, index: LiteralIndex) -> Need:
    """``alternatives`` as the cheapest test the index allows (see :class:`Need`)."""
    number = index.number(alternatives)
    if number is not None:
        return Need(number, frozenset(), ())
    indexed = frozenset(filter(index.knows, alternatives))
    unindexed = sorted(alternatives - indexed)
    return Need(-1, indexed, tuple(unindexed))


def _filing_key(alternatives: Alternatives) -> tuple[bool, int]:
    # The rarest-looking set: long literals (a short one is in most texts), then few of them.
    return (min(len(s) for s in alternatives) < _GOOD_LENGTH, len(alternatives))


class ScanPlan:
    """The rules of one rule set with their literal index, filed for :meth:`steps`."""

    def __init__(self, rules: Sequence[Rule]) -> None:
        self.index = LiteralIndex(gate for one in rules for gate in one.gates)
        steps: list[Step] = []
        always: list[int] = []
        filed: tuple[dict[int, list[int]], dict[int, list[int]]] = ({}, {})
        # Many branch gates share sets (the same list of secrets, of verbs): each is
        # worked out once.
        self._needs: dict[Alternatives, Need] = {}
        self._branches: list[tuple[Ways, ...] | None] = [None] * len(rules)
        for place, one in enumerate(rules):
            sets = tuple(alternatives for gate in one.gates for alternatives in gate)
            strip = None if one.strip is None else cached_gate(one.strip)
            steps.append(Step(one, self.index.numbers(sets), strip))
            if strip is not None or not sets:
                always.append(place)
                continue
            (number,) = self.index.numbers((min(sets, key=_filing_key),))
            filed[one.lines].setdefault(number, []).append(place)
        self._steps = tuple(steps)
        self._always = frozenset(always)
        self._flat = {number: tuple(places) for number, places in filed[False].items()}
        self._lines = {number: tuple(places) for number, places in filed[True].items()}
        self._flat_keys, self._lines_keys = frozenset(self._flat), frozenset(self._lines)

    def _need(self, alternatives: Alternatives) -> Need:
        found = self._needs.get(alternatives)
        if found is None:
            found = self._needs[alternatives] = _need(alternatives, self.index)
        return found

    def _ways(self, check: tuple[Gate, ...]) -> Ways:
        numbered: list[frozenset[int]] = []
        branches: list[Branch] = []
        for gate in check:
            needs = tuple(map(self._need, gate))
            if all(need.number >= 0 for need in needs):
                numbered.append(frozenset(need.number for need in needs))
            else:
                branches.append(needs)
        return tuple(numbered), tuple(branches)

    def branches(self, place: int) -> tuple[Ways, ...]:
        """The branch gates of the rule at ``place``, per check that has any, worked out
        on first use: most rules never get this far in a process."""
        found = self._branches[place]
        if found is None:  # a race only works out the same value twice
            found = tuple(
                self._ways(check) for check in self._steps[place].rule.branch_gates if check
            )
            self._branches[place] = found
        return found

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
        filed = chain(
            self._always,
            chain.from_iterable(map(self._flat.__getitem__, flat[2] & self._flat_keys)),
            chain.from_iterable(map(self._lines.__getitem__, lines[2] & self._lines_keys)),
        )  # (``&`` with a frozenset walks the smaller side)
        every = self._steps
        for place in sorted(set(filed)):
            step = every[place]
            rule, needed, strip = step
            text, present, sat = lines if rule.lines else flat
            if strip is not None and passes(strip, text):
                yield step  # it may blank words away: only its own search can tell
                continue
            if not needed <= sat:
                continue
            # A check none of whose branches has its words cannot match either.
            branches = self._branches[place]
            if branches is None:
                branches = self.branches(place)
            for check in branches:  # (a loop, not ``all``: most rules have one check)
                if not opens(check, text, present, sat):
                    break
            else:
                yield step
