"""One detection rule: a category, a name and compiled patterns, all matched against the
normalised (case-folded) text. Helpers build the bounded word gaps the rule sets share.
Each pattern carries a literal gate (see ``prefilter``) so most rules never run a regex."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from hermes_memory.scanning.branch_gates import cached_branch_gate
from hermes_memory.scanning.deferred_pattern import Regex, deferred
from hermes_memory.scanning.leaf_search import LeafSearch
from hermes_memory.scanning.locate import Search, searcher
from hermes_memory.scanning.prefilter import Gate, cached_gate, passes
from hermes_memory.scanning.sentence_search import remember, sentence_searcher
from hermes_memory.scanning.types import ThreatCategory

EXCERPT_CHARS = 80
# What a scan remembers of each (pattern source, text) it searched, across its rules: the
# match, ``None`` for none, or ``True`` when only its existence was asked (see ``_found``).
Searched = dict[tuple[str, str], re.Match[str] | bool | None]
# The literal index's answer for a text, and its satisfied sets when known (``leaf_search``).
Literals = tuple[frozenset[str], frozenset[int] | None]
# Where a pattern matched: start and end in the text it was matched against.
Span = tuple[int, int]
# Each text a rule's ``strip`` blanked, by strip pattern and text: the rules that blank share
# four patterns, and each rule blanked the same reading again (one of them a slow search of
# the whole text), mostly to find nothing to blank. Few entries: one scan's readings.
_BLANKED: dict[tuple[str, str], str] = {}
_KEPT_BLANKED = 32


def forget_blanked() -> None:
    """Drop the texts blanked so far (``text_caches.forget_texts``)."""
    _BLANKED.clear()


def gap(words: int) -> str:
    """Up to ``words`` whole words, each followed by one space (text is space-folded), so a
    near miss cannot backtrack catastrophically."""
    return rf"(?:[^\s]+ ){{0,{words}}}"


def span(chars: int) -> str:
    """Up to ``chars`` characters on the same line (for scripts written without spaces)."""
    return rf"[^\n。！？]{{0,{chars}}}?"


SENTENCE_ENDS = r".!?;\n。！？；"
# Any character but a sentence's end: a full stop inside "v2.4" or "docs/a.md" is not one.
_INSIDE_DOTTED = r"(?:[^.!?;\n。！？；]|[.!?;](?=[^\s]))"


def sentence_with(*needs: str, window: int = 220, dotted_words: bool = False) -> str:
    """One sentence (at most ``window`` characters) holding every one of ``needs``, in any
    order; the match is the sentence itself, so a finding quotes it. With ``dotted_words`` a
    full stop followed by a non-space (a version, a path) does not end the sentence."""
    char = _INSIDE_DOTTED if dotted_words else rf"[^{SENTENCE_ENDS}]"
    looks = "".join(rf"(?={char}{{0,{window}}}?(?:{need}))" for need in needs)
    opening = rf"(?:^|(?<=[{SENTENCE_ENDS}]))[ \t]*"
    source = f"{opening}{looks}{char}{{1,{window}}}"
    # (searched by ``sentence_search``, which needs the source without its look-aheads too)
    remember(source, needs, dotted_words, SENTENCE_ENDS, window, f"{opening}{char}{{1,{window}}}")
    return source


@dataclass(frozen=True)
class _Derived:
    """What a rule works out once: its checks in order with their gates, the gate of its
    ``strip`` pattern, and every gate of every check in one flat tuple."""

    checks: tuple[tuple[Regex, Gate], ...]
    strip_gate: Gate
    needed: Gate


@dataclass(frozen=True)
class _Searches:
    """The search of each check (in order) and of ``unless`` (see ``locate``)."""

    checks: tuple[tuple[Regex, Search], ...]
    unless: Search | None


@dataclass(frozen=True)
class Rule:
    """Matches when ``pattern`` is found, every ``requires`` pattern is found somewhere in
    the same text, and ``unless`` (when given) is not."""

    category: ThreatCategory
    name: str
    pattern: Regex
    requires: tuple[Regex, ...] = ()
    unless: Regex | None = None
    strip: Regex | None = None
    lines: bool = False
    # Worked out on first use, not at import: reading the gates off the parse trees of every
    # rule takes a noticeable fraction of a second, which no command that never scans
    # should pay.
    _derived: _Derived | None = field(default=None, init=False, repr=False, compare=False)
    _branches: tuple[tuple[Gate, ...], ...] | None = field(
        default=None, init=False, repr=False, compare=False
    )
    _searches: _Searches | None = field(default=None, init=False, repr=False, compare=False)

    def _parts(self) -> _Derived:
        derived = self._derived
        if derived is None:  # a race only computes the same value twice
            ordered = sorted((self.pattern, *self.requires), key=lambda p: len(p.pattern))
            checks = tuple((p, cached_gate(p)) for p in ordered)
            strip_gate = cached_gate(self.strip) if self.strip is not None else ()
            needed = tuple(a for _, gate in checks for a in gate)
            derived = _Derived(checks, strip_gate, needed)
            object.__setattr__(self, "_derived", derived)
        return derived

    @property
    def checks(self) -> tuple[tuple[Regex, Gate], ...]:
        """The pattern and the requirements, shortest first (cheaper to miss, and one miss
        settles it), each with its literal gate."""
        return self._parts().checks

    @property
    def gates(self) -> tuple[Gate, ...]:
        return tuple(gate for _, gate in self.checks)

    @property
    def branch_gates(self) -> tuple[tuple[Gate, ...], ...]:
        """Per check (in :attr:`checks` order), gates of which a text the check matches
        passes at least one; empty for a check that has none beyond its own gate."""
        found = self._branches
        if found is None:  # apart from the gates: only a scan that gets this far reads them
            found = tuple(cached_branch_gate(p) for p, _ in self.checks)
            object.__setattr__(self, "_branches", found)
        return found

    def blanked(self, text: str) -> str:
        """``text`` with the matches of ``strip`` blanked (``text`` itself when it has none;
        the rule must have a ``strip``), worked out once per text and strip pattern."""
        strip = self.strip
        assert strip is not None
        key = (strip.pattern, text)
        done = _BLANKED.get(key)
        if done is None:
            # (a text with no match is left as it is: looked for where a match can start,
            # not tried at every position as ``sub`` does)
            done = text if searcher(strip)(text) is None else strip.sub(" ", text)
            if len(_BLANKED) >= _KEPT_BLANKED:
                _BLANKED.clear()
            _BLANKED[key] = done
        return done

    def blanks(self, text: str) -> bool:
        """``strip`` changes ``text`` (the rule must have one): its gates are then read off the
        blanked text, not the plan's answer for ``text``."""
        return self.blanked(text) != text

    def ruled_out(self, present: frozenset[str]) -> bool:
        """True when ``present`` (the literal index's answer for the text) lacks every
        literal of one of this rule's gates, so :meth:`match` would return ``None``. Rules
        that blank text first are never ruled out here: blanking can change the literals."""
        return self.strip is None and any(map(present.isdisjoint, self._parts().needed))

    def match(
        self,
        text: str,
        present: frozenset[str] | None = None,
        searched: Searched | None = None,
    ) -> str | None:
        """The excerpt that matched (at most ``EXCERPT_CHARS`` characters), or ``None``.
        Text that ``strip`` matches (e.g. an Authorization header) is blanked first.
        ``present`` is the literal index's answer for ``text``, when the caller has one;
        ``searched`` remembers searches across the rules of one scan (several rules share
        an expression, e.g. the network sinks)."""
        if self.strip is not None and passes(self._parts().strip_gate, text, None):
            blanked = self.blanked(text)
            if blanked != text:
                text, present = blanked, None  # blanking can join words: gates look again
        # Every gate before any regex: a missing literal settles it without a search.
        if not all(passes(gate, text, present) for _, gate in self.checks):
            return None
        return self._searched(text, searched)

    def match_gated(
        self,
        text: str,
        searched: Searched,
        present: frozenset[str] = frozenset(),
        leaves: tuple[LeafSearch | None, ...] = (),
        sat: frozenset[int] | None = None,
    ) -> str | None:
        """:meth:`match_gated_at`'s excerpt alone."""
        found = self.match_gated_at(text, searched, present, leaves, sat)
        return None if found is None else found[0]

    def match_gated_at(
        self,
        text: str,
        searched: Searched,
        present: frozenset[str] = frozenset(),
        leaves: tuple[LeafSearch | None, ...] = (),
        sat: frozenset[int] | None = None,
    ) -> tuple[str, Span | None] | None:
        """The excerpt and where the pattern matched in ``text`` (``None`` for where when
        blanking changed the text, so positions no longer fit it).

        :meth:`match` for a caller that has found every literal of every gate in
        ``text`` already (the scan plan), so the gates are not asked again. A rule that
        blanks text first is matched in full when blanking changed the text: it can take
        literals away. ``leaves`` (the scan plan's, per check and then for ``unless``)
        search only the alternatives whose literals are in ``present``, the literal index's
        answer for ``text`` (read off ``sat``, its satisfied sets, when given)."""
        if self.strip is not None and passes(self._parts().strip_gate, text, None):
            blanked = self.blanked(text)
            if blanked != text:  # blanking can join words: the gates look again
                if not all(passes(gate, blanked, None) for _, gate in self.checks):
                    return None
                excerpt = self._searched(blanked, searched)
                return None if excerpt is None else (excerpt, None)
            # nothing blanked: the plan yielded the rule without asking its gates
            if not all(passes(gate, text, present) for _, gate in self.checks):
                return None
        # (with no blanking the plan's ``present`` is the text's, so the leaves may read it)
        found = self._matched(text, searched, (present, sat), leaves)
        return None if found is None else (_excerpt(found, text), found.span())

    def _searched(
        self,
        text: str,
        searched: Searched | None,
        literals: Literals = (frozenset(), None),
        leaves: tuple[LeafSearch | None, ...] = (),
    ) -> str | None:
        found = self._matched(text, searched, literals, leaves)
        return None if found is None else _excerpt(found, text)

    def _matched(
        self,
        text: str,
        searched: Searched | None,
        literals: Literals = (frozenset(), None),
        leaves: tuple[LeafSearch | None, ...] = (),
    ) -> re.Match[str] | None:
        searches = self._searches
        if searches is None:  # only a rule whose gates pass gets this far: worked out then
            unless = _search_of(self.unless) if self.unless is not None else None
            searches = _Searches(tuple((p, _search_of(p)) for p, _ in self.checks), unless)
            object.__setattr__(self, "_searches", searches)
        memo: Searched = {} if searched is None else searched
        # Whether each check occurs, then the ``unless``, and only then where the pattern's
        # leftmost match is: a note about an attack usually names its frame early ("the
        # attack"), so its ``unless`` is found sooner than the pattern's leftmost match.
        mine = 0
        for place, (check, search) in enumerate(searches.checks):
            leaf = leaves[place] if leaves else None
            if check is self.pattern:
                mine = place
            if not _found(check.pattern, search, leaf, text, literals, memo):
                return None
        if self.unless is not None and searches.unless is not None:
            # many rules share one ``unless`` (a note about an attack): searched once a scan
            leaf = leaves[-1] if leaves else None
            if _found(self.unless.pattern, searches.unless, leaf, text, literals, memo):
                return None
        # the excerpt quotes the leftmost match: a ``True`` remembered by a check that only
        # asked whether there was one does not tell where it starts
        key = (self.pattern.pattern, text)
        found = memo[key]
        if isinstance(found, bool):
            search = searches.checks[mine][1]
            leaf = leaves[mine] if leaves else None
            found = memo[key] = search(text) if leaf is None else leaf.search(text, *literals)
        return found


def _excerpt(found: re.Match[str], text: str) -> str:
    excerpt = found.group(0).strip() or text[:EXCERPT_CHARS]
    return excerpt[:EXCERPT_CHARS]


def _found(
    source: str,
    search: Search,
    leaf: LeafSearch | None,
    text: str,
    literals: Literals,
    memo: Searched,
) -> bool:
    """Whether a requirement or an ``unless`` (whose match nobody quotes) occurs in
    ``text``: any alternative found settles it (``LeafSearch.found``). Remembered as
    ``True`` when the match itself was not worked out."""
    key = (source, text)
    if key in memo:
        return memo[key] is not None
    if leaf is None:
        memo[key] = search(text)
    else:
        memo[key] = True if leaf.found(text, *literals) else None
    return memo[key] is not None


def _search_of(pattern: Regex) -> Search:
    return sentence_searcher(pattern) or searcher(pattern)


def rule(
    category: ThreatCategory,
    name: str,
    pattern: str,
    *,
    requires: tuple[str, ...] = (),
    unless: str | None = None,
    strip: str | None = None,
    lines: bool = False,
) -> Rule:
    """A :class:`Rule` whose patterns are compiled once, on their first search
    (``deferred_pattern``; multi-line, so ``^`` is a line start). ``lines`` rules see the
    text with its line breaks; the others see it as one line."""
    flags = re.MULTILINE
    return Rule(
        category,
        name,
        deferred(pattern, flags),
        tuple(deferred(p, flags) for p in requires),
        deferred(unless, flags) if unless else None,
        deferred(strip, flags) if strip else None,
        lines,
    )
