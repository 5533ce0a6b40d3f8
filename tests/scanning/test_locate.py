"""Located searches (``scanning.locate``): the starts read off a pattern, and a search that
tries the pattern only there returning exactly the match ``pattern.search`` returns, on
every bundled pattern over the labelled rows, and on random text made of its own starts."""

from __future__ import annotations

import json
import re

from hypothesis import given, settings
from hypothesis import strategies as st
from tests.scanning.pattern_checks import bundled_patterns, labelled_readings, same_match

from heavy import sample_or_all
from hermes_memory.scanning import table_patterns
from hermes_memory.scanning.literal_index import LiteralIndex
from hermes_memory.scanning.locate import (
    STARTS_PATH,
    cached_starts,
    searcher,
    starts,
    starts_table,
)
from hermes_memory.scanning.prefilter import cached_gate, gate_key, passes
from hypothesis_profiles import examples

SETS = ("entries.jsonl", "fresh_entries.jsonl", "fresh2_entries.jsonl", "fresh4_entries.jsonl")


def _same(pattern: re.Pattern[str], text: str) -> bool:
    return same_match(pattern.search(text), searcher(pattern)(text))


def test_starts_are_the_literals_a_match_opens_with() -> None:
    found = starts(re.compile(r"\b(?:print|output|dump) (?:the )?prompt"))
    assert found == (("dump", "outp", "prin"), False)
    # optional words before: their starts and those of what follows
    found = starts(re.compile(r"(?<!not )\b(?:the |your )?(?:rules|setup)\b"))
    assert found == (("rule", "setu", "the ", "your"), False)
    # an anchor: a match may also start at any line start
    found = starts(re.compile(r"(?:^|(?<=[.!?]))(?:ignore|forget)\b|\bsystem:", re.M))
    assert found == (("forg", "igno", "syst"), True)
    # one letter, a class or short words first: read on through what follows
    found = starts(re.compile(r"\b(?:[yY]our|an|a) (?:rules|notes)"))
    assert found == (("Your", "a no", "a ru", "an n", "an r", "your"), False)


def test_no_starts_where_any_character_could_open_a_match() -> None:
    assert starts(re.compile(r"\b\w+ (?:key|token)")) is None  # a class of every letter
    assert starts(re.compile(r"\b(?:a|an|the)\w+")) is None  # a one-letter start
    assert starts(re.compile(r"\bkey|[^\s]+@host")) is None
    assert starts(re.compile(r"(?i)\bignore")) is None  # case-insensitive: literals vary
    assert starts(re.compile(r"(?:\bkey)?")) is None  # may match nothing at all
    # the engine skips to a literal or a set of first letters on its own
    assert starts(re.compile(r"curl .*\|\s*sh")) is None
    assert starts(re.compile(r"(?:curl|wget) ")) is None


def test_look_behind_and_line_starts_see_the_text_before_the_start() -> None:
    pattern = re.compile(r"(?<!not )\bsend\b", re.M)
    assert searcher(pattern)("do not send it; send it").span() == (16, 20)  # type: ignore[union-attr]
    pattern = re.compile(r"^ignore\b|\bforget all\b", re.M)
    assert searcher(pattern)("a note\nignore it") is not None
    assert searcher(pattern)("a note: ignore it") is None
    assert searcher(pattern)("ignore it").span() == (0, 6)  # type: ignore[union-attr]


# every 36th row by default (~34,000 comparisons, ~7,000 matches), every 6th under heavy
@sample_or_all("step", 36, 6)
def test_located_searches_equal_plain_ones_on_the_labelled_rows(step: int) -> None:
    texts = labelled_readings(SETS, step)
    located = [(p, cached_gate(p)) for p in bundled_patterns() if cached_starts(p) is not None]
    assert len(located) > 400
    # the scan's own test of a gate: the literals of every gate found once a text
    # (test_prefilter checks this answers as a search of each literal does)
    index = LiteralIndex(gate for _, gate in located)
    compared = matched = 0
    for text in sorted(texts):
        present = index.present(text)
        for pattern, gate in located:
            if passes(gate, text, present):  # (where the gate fails the scan never searches)
                compared += 1
                matched += pattern.search(text) is not None
                assert _same(pattern, text), (pattern.pattern[:80], text[:80])
    assert compared > 10_000 and matched > 2_000


_STARTS = [(p, cached_starts(p)) for p in bundled_patterns()]
_LOCATED = [(p, found) for p, found in _STARTS if found is not None]


@settings(max_examples=examples(300), deadline=None)
@given(data=st.data())
def test_located_searches_equal_plain_ones_on_text_made_of_their_starts(
    data: st.DataObject,
) -> None:
    pattern, (prefixes, _) = data.draw(st.sampled_from(_LOCATED))
    pieces = st.one_of(
        st.sampled_from(prefixes or ("\n",)),  # (a pattern may start only at a line start)
        st.sampled_from([" ", "\n", ". ", "'", "not ", "the ", "you ", "ignore "]),
        st.text(alphabet="abcdeinorst .\n", max_size=6),
    )
    text = "".join(data.draw(st.lists(pieces, max_size=24)))
    assert _same(pattern, text)


def test_the_starts_file_holds_every_bundled_pattern_as_read_now() -> None:
    shipped = json.loads(STARTS_PATH.read_text(encoding="utf-8"))
    assert shipped == starts_table(table_patterns.started()), "run: scripts/build_rule_gates.py"


def test_a_pattern_the_starts_file_does_not_hold_is_read_live() -> None:
    pattern = re.compile(r"\bnot bundled (?:alpha|beta) at all\b")
    assert gate_key(pattern) not in json.loads(STARTS_PATH.read_text(encoding="utf-8"))
    assert cached_starts(pattern) == starts(pattern) == (("not ",), False)
