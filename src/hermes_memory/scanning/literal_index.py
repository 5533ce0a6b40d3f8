"""The literal index: every gate literal of a rule set, numbered by the sets of alternatives
they belong to, so a text is asked once which literals it holds and which sets they satisfy
(the scan plan, the leaf searches and the frames all read that one answer). Owns finding the
literals in a text: an Aho-Corasick automaton, or grams without it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from itertools import chain
from operator import add, itemgetter
from typing import Protocol

from hermes_memory.scanning.prefilter import Alternatives, Gate, filing_key

_second = itemgetter(1)


# Texts whose answers an index keeps: the readings of one scan and the texts its frames ask
# about (the place blanked, the quote cut out), few enough that a lookup stays cheap.
_KEPT_TEXTS = 16

Grams = tuple[list[str], list[str], set[str]]
# The last text cut into grams, and its grams: the scan's index and the frames' ask about the
# same text, one after the other (a one-entry cache: threads scanning at once only miss it).
_last_grams: list[tuple[str, Grams]] = [("", ([], [], set()))]


def forget_grams() -> None:
    """Drop the last text's grams (``text_caches.forget_texts``)."""
    _last_grams[0] = ("", ([], [], set()))


def grams(text: str) -> Grams:
    """Every two, three and four characters in a row of ``text`` (the runs of four as a set),
    worked out once for the text asked about last."""
    last = _last_grams[0]
    if last[0] == text:
        return last[1]
    # (joined in C: a comprehension of slices costs half as much again)
    pairs = list(map(add, text, text[1:]))
    triples = list(map(add, pairs, text[2:]))
    cut = (pairs, triples, set(map(add, triples, text[3:])))
    _last_grams[0] = (text, cut)
    return cut


class Automaton(Protocol):
    """What :meth:`LiteralIndex.present` reads of a ``pyahocorasick`` automaton."""

    def iter(self, text: str) -> Iterator[tuple[int, str]]: ...


def _automaton(literals: Iterable[str]) -> Automaton | None:
    """An automaton that reports each non-empty literal of ``literals`` (as its value) where it
    ends in a text; ``None`` when ``pyahocorasick`` is not installed or there are none."""
    try:
        import ahocorasick
    except ImportError:  # pragma: no cover - a dependency; the grams answer is the same
        return None
    automaton = ahocorasick.Automaton()
    for literal in literals:
        if literal:
            automaton.add_word(literal, literal)
    if not len(automaton):
        return None
    automaton.make_automaton()
    found: Automaton = automaton
    return found


def _quads(literal: str) -> set[str]:
    """Every run of four characters of ``literal``."""
    return set(map(add, map(add, map(add, literal, literal[1:]), literal[2:]), literal[3:]))


class LiteralIndex:
    """Every gate literal of a rule set, so a text is asked only about literals it could
    hold. One pass of an Aho-Corasick automaton (``pyahocorasick``) names them all; without
    the package, the same answer is worked out from grams. A literal of up to four characters
    is its own key: the text's characters, pairs,
    triples and runs of four, each made a set once, answer for all of them in one set
    intersection each. A longer one is filed under one of its runs of four and searched for
    only in a text that holds that run; the run is a rare one of the literal's, judged by how
    few literals of the index share it ("tion" and "the " are in hundreds of literals and of
    texts alike). Each set of alternatives also gets a number: a gate becomes a set of
    numbers, and a text passes it when those numbers are among the :meth:`satisfied` ones
    (one set test per rule). ``more`` sets (a scan plan's branch and leaf gates) are numbered after
    the gates' own, so the gates' numbers do not depend on them."""

    def __init__(
        self,
        gates: Iterable[Gate],
        more: Iterable[Alternatives] = (),
        listed: Iterable[str] = (),
    ) -> None:
        self._numbers: dict[Alternatives, int] = {}
        self._sets_of: dict[str, list[int]] = {}
        for alternatives in chain(chain.from_iterable(gates), more):
            if alternatives in self._numbers:
                continue
            number = self._numbers[alternatives] = len(self._numbers)
            for literal in alternatives:
                self._sets_of.setdefault(literal, []).append(number)
        # ``listed`` literals are reported by :meth:`present` too, in no numbered set (the
        # frames' literals, answered by the same pass over a text as the rules')
        for literal in listed:
            self._sets_of.setdefault(literal, [])
        # the last texts answered (and with their line breaks), by text: the frames ask about
        # the text the scan read, after the scan has read other readings of it or a rule was
        # asked about a text with a place blanked (keeping one answer, the frames looked the
        # whole text up again in most scans they were asked about)
        self._answers: dict[str, frozenset[str]] = {}
        self._lines_answers: dict[str, tuple[frozenset[str], frozenset[str]]] = {}
        by_length: tuple[list[str], ...] = ([], [], [], [], [])
        long: list[str] = []
        for literal in self._sets_of:
            (by_length[len(literal)] if len(literal) <= 4 else long).append(literal)
        # (``""`` is in every text: a set holding it is satisfied by any)
        self._empty = frozenset(by_length[0])
        self._chars, self._pairs, self._triples, self._quads = map(frozenset, by_length[1:])
        # Each long literal is filed under the rarest of its runs of four, judged by how
        # many literals hold it: every text holding one of them has the literals filed
        # under it searched for, and most of a slow text's search was for literals filed
        # under a run every text holds (when only the first, middle and last were read).
        # (``min`` of a set: among equally rare runs, any one; the answer is the same.)
        runs = [_quads(literal) for literal in long]
        rarity = Counter(chain.from_iterable(runs)).__getitem__
        self._by_quad: dict[str, list[str]] = {}
        for literal, own in zip(long, runs, strict=True):
            self._by_quad.setdefault(min(sorted(own), key=rarity), []).append(literal)
        self._quad_keys = frozenset(self._by_quad)
        self.every_set = frozenset(self._numbers.values())
        self._with_newline = tuple(literal for literal in self._sets_of if "\n" in literal)
        # the automaton over every literal (:func:`_automaton`), built on the first text asked
        # about; it stays ``None`` when the package is missing (the grams answer then)
        self._finder: Automaton | None = None
        self._finder_built = False
        # (a union of frozensets merges them as sets: a third faster than of lists)
        self._set_numbers = {literal: frozenset(sets) for literal, sets in self._sets_of.items()}

    def filing_key(self, alternatives: Alternatives) -> tuple[bool, int]:
        """:func:`filing_key`, with the count of alternatives made a guess at how common the
        set is in text: how many of the index's sets hold each literal, a short one counted
        ten times (the words every gate needs, "the ", "you", "instructions", are in most
        texts too). A rule filed under a rarer set is looked at by fewer texts: a fifth fewer
        rules were tried on the slowest texts than filed by count alone."""
        shared = self._sets_of
        return (
            filing_key(alternatives)[0],
            sum(len(shared[s]) * (10 if len(s) < 4 else 1) for s in alternatives),
        )

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
        return frozenset().union(*map(self._set_numbers.__getitem__, present))

    def satisfied_pair(
        self, flat: frozenset[str], lines: frozenset[str]
    ) -> tuple[frozenset[int], frozenset[int]]:
        """:meth:`satisfied` of both, for ``lines`` from :meth:`present_in_lines` given
        ``flat``: they share most literals, whose sets are merged once (the merge was a
        tenth of a slow text's scan, and most texts have more than one line)."""
        if lines is flat:
            both = self.satisfied(flat)
            return both, both
        common = self.satisfied(flat & lines)
        return common.union(*map(self._set_numbers.__getitem__, flat - lines)), common.union(
            *map(self._set_numbers.__getitem__, lines - flat)
        )

    def forget(self) -> None:
        """Drop the last answers kept (``text_caches.forget_texts``)."""
        self._answers.clear()
        self._lines_answers.clear()

    def present_in_lines(self, text: str, flat: frozenset[str]) -> frozenset[str]:
        """:meth:`present` for ``text``, given ``flat``, the answer for the same text with
        its line breaks made spaces: a literal with no space in it occurs in both or in
        neither, so only those with a space (or a line break) are looked for again."""
        if "\n" not in text:
            return flat
        answers = self._lines_answers
        last = answers.get(text)
        if last is not None and last[0] is flat:
            return last[1]
        kept = [literal for literal in flat if " " not in literal or literal in text]
        kept.extend(filter(text.__contains__, self._with_newline))
        if len(answers) >= _KEPT_TEXTS:
            answers.clear()
        answer = answers[text] = flat, frozenset(kept)
        return answer[1]

    def present(self, text: str) -> frozenset[str]:
        """The indexed literals that occur in ``text``."""
        known = self._answers.get(text)
        if known is not None:
            return known
        finder = self._finder
        if not self._finder_built:
            # (single characters are left to a set intersection: matched by the automaton,
            # they are half its matches, each a tuple made)
            finder = self._finder = _automaton(s for s in self._sets_of if len(s) > 1)
            self._finder_built = True
        if finder is not None:
            # one pass of an Aho-Corasick automaton in C names every literal at once: half
            # the time of cutting the text into grams and intersecting them (what follows)
            found = self._chars.intersection(text).union(
                self._empty, map(_second, finder.iter(text))
            )
        else:
            found = self._present_by_grams(text)
        if len(self._answers) >= _KEPT_TEXTS:
            self._answers.clear()  # (another scan's texts: not asked about again)
        self._answers[text] = found
        return found

    def _present_by_grams(self, text: str) -> frozenset[str]:
        """:meth:`present` without the automaton: the text's characters, pairs, triples and
        runs of four, each a set intersection, and the long literals filed under its runs."""
        pairs, triples, quads = grams(text)
        # (``intersection`` walks its argument, ``&`` of two sets the smaller one; one
        # ``extend`` of one chain keeps the whole walk in C)
        found = list(self._chars.intersection(text))
        found += self._pairs.intersection(pairs)
        found += self._triples.intersection(triples)
        found += self._quads & quads
        found += self._empty
        filed = map(self._by_quad.__getitem__, quads & self._quad_keys)
        found.extend(filter(text.__contains__, chain.from_iterable(filed)))
        return frozenset(found)
