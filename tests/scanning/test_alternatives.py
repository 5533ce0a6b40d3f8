"""Cut searches (``scanning.alternatives`` and ``locate.split``): a pattern without starts
cut into the alternatives that have them and the rest, each searched apart, returning
exactly the match ``pattern.search`` returns, on every bundled pattern that is cut, over the
labelled rows and on random text made of the pattern's own words."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st
from tests.scanning.pattern_checks import bundled_patterns, labelled_readings, same_match

from heavy import sample_or_all
from hermes_memory.scanning.alternatives import alternatives
from hermes_memory.scanning.locate import cached_split, searcher, split
from hermes_memory.scanning.prefilter import cached_gate, passes
from hypothesis_profiles import examples

SETS = ("entries.jsonl", "fresh3_entries.jsonl", "fresh5_entries.jsonl")


_CUT = [p for p in bundled_patterns() if cached_split(p) is not None]


def _same(pattern: re.Pattern[str], text: str) -> bool:
    return same_match(pattern.search(text), searcher(pattern)(text))


def test_alternatives_open_whole_groups_and_carry_their_assertions() -> None:
    assert alternatives(r"\b(?:send|post)|(?<!\w)мне") == (
        [r"\bsend", r"\bpost", r"(?<!\w)мне"],
        "",
    )
    # a group with more after it, among other alternatives: one alternative
    assert alternatives(r"\b(?:send|post)\b|x") == ([r"\b(?:send|post)\b", "x"], "")
    # a group and more: its alternatives, and the tail every one of them is followed by
    assert alternatives(r"\b(?:[a-z]+_key|token)[^\n]{0,9}?(?:send|post)") == (
        [r"\b[a-z]+_key", r"\btoken"],
        r"[^\n]{0,9}?(?:send|post)",
    )
    # nested whole groups open too, each keeping the assertions in front of it
    assert alternatives(r"(?:x|\b(?:a|(?<!-)b))") == ([r"x", r"\ba", r"\b(?<!-)b"], "")
    # a ``|`` in a class or escaped is no cut
    assert alternatives(r"[|a]b|\|c") == ([r"[|a]b", r"\|c"], "")
    # a quantified group is one alternative
    assert alternatives(r"(?:a|b)+c") is None


def test_patterns_that_refer_to_their_own_groups_are_never_cut() -> None:
    assert alternatives(r"(a)|b\1") is None
    assert alternatives(r"(?P<x>a)|(?P=x)") is None
    assert alternatives(r"(?i:a)|b") is None
    assert split(re.compile(r"\b\w+@x|\bsend|\bpost|\bmail")) is not None
    assert split(re.compile(r"\bsend|\bpost")) is None  # has starts: located whole


def test_cut_searches_find_the_leftmost_match_in_the_patterns_own_order() -> None:
    pattern = re.compile(r"\b[\w.]+@host\b|\bsend\b|\bpost\b|\bmail\b")
    found = searcher(pattern)
    assert found("a@host then send").group(0) == "a@host"  # type: ignore[union-attr]
    assert found("send a@host").group(0) == "send"  # type: ignore[union-attr]
    assert found("nothing here") is None
    # the same start: the first alternative of the pattern that matches there wins
    pattern = re.compile(r"\b\w+ing\b|\bsending|\bpost")
    assert searcher(pattern)("sending") is not None
    assert searcher(pattern)("sending").group(0) == pattern.search("sending").group(0)  # type: ignore[union-attr]


# every 25th row by default (~13,000 comparisons, ~2,000 matches), every 5th under heavy
@sample_or_all("step", 25, 5)
def test_cut_searches_equal_plain_ones_on_the_labelled_rows(step: int) -> None:
    texts = labelled_readings(SETS, step)
    assert len(_CUT) > 20
    gated = [(p, cached_gate(p)) for p in _CUT]
    compared = matched = 0
    for text in sorted(texts):
        for pattern, gate in gated:
            if passes(gate, text):
                compared += 1
                matched += pattern.search(text) is not None
                assert _same(pattern, text), (pattern.pattern[:80], text[:80])
    assert compared > 3_000 and matched > 300


_WORDS = sorted(
    {
        word
        for p in _CUT
        for word in re.findall(r"[a-zа-я@._]{2,}", p.pattern)
        if not word.startswith("_")
    }
)


@settings(max_examples=examples(300), deadline=None)
@given(data=st.data())
def test_cut_searches_equal_plain_ones_on_text_made_of_their_words(data: st.DataObject) -> None:
    pattern = data.draw(st.sampled_from(_CUT))
    pieces = st.one_of(
        st.sampled_from(_WORDS),
        st.sampled_from([" ", "\n", ". ", "a_key ", "x@y.com ", "https://a.b ", "10.0.0.1 "]),
        st.text(alphabet="abcdeinorst _.@\n", max_size=6),
    )
    text = "".join(data.draw(st.lists(pieces, max_size=24)))
    assert _same(pattern, text)
