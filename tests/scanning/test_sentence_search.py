"""Sentence searches (``scanning.sentence_search``): a ``sentence_with`` pattern searched
need by need, tried only at the sentence starts whose sentence holds every need, returning
exactly the match ``pattern.search`` returns."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st
from tests.scanning.pattern_checks import bundled_patterns, labelled_readings, same_match

from heavy import sample_or_all
from hermes_memory.scanning.rule import sentence_with
from hermes_memory.scanning.sentence_search import sentence_searcher
from hypothesis_profiles import examples

SETS = ("entries.jsonl", "fresh2_entries.jsonl", "fresh6_entries.jsonl", "fresh7_entries.jsonl")
_SENTENCES = [p for p in bundled_patterns() if sentence_searcher(p) is not None]


def _same(pattern: re.Pattern[str], text: str) -> bool:
    search = sentence_searcher(pattern)
    assert search is not None
    return same_match(pattern.search(text), search(text))


def test_only_patterns_sentence_with_built_are_searched_so() -> None:
    assert len(_SENTENCES) > 200
    assert sentence_searcher(re.compile(r"\bsend\b")) is None
    built = re.compile(sentence_with(r"\bsend\b", r"\bkeys?\b"), re.M)
    assert sentence_searcher(built) is not None


def test_every_need_in_one_sentence() -> None:
    pattern = re.compile(sentence_with(r"\bsend\b", r"\bkeys?\b", window=40), re.M)
    cases = [
        "send the keys",  # both, the first sentence
        "send it. the keys are here",  # apart: no match
        "note. then send all keys now. done",  # the second sentence
        "  send   the key",  # spaces before the sentence
        "keys. send. keys and send",  # the third
        "send " + "x" * 60 + " key",  # past the window
        "send the key.",  # the text ends with the full stop
        "",
    ]
    for text in cases:
        assert _same(pattern, text), text


def test_a_full_stop_inside_a_word_ends_no_dotted_sentence() -> None:
    pattern = re.compile(sentence_with(r"\bupload\b", r"\bv2\.4\b", dotted_words=True), re.M)
    for text in ("upload v2.4 now", "upload it. v2.4 now", "upload docs/a.md and v2.4.", "v2.4."):
        assert _same(pattern, text), text


# every 16th row by default (~240,000 comparisons, ~400 matches), every 2nd under heavy
@sample_or_all("step", 16, 2)
def test_sentence_searches_equal_plain_ones_on_the_labelled_rows(step: int) -> None:
    texts = labelled_readings(SETS, step)
    compared = matched = 0
    for text in sorted(texts):
        for pattern in _SENTENCES:
            compared += 1
            matched += pattern.search(text) is not None
            assert _same(pattern, text), (pattern.pattern[:80], text[:80])
    assert compared > 50_000 and matched > 100


@settings(max_examples=examples(300), deadline=None)
@given(data=st.data())
def test_sentence_searches_equal_plain_ones_on_text_made_of_their_words(
    data: st.DataObject,
) -> None:
    pattern = data.draw(st.sampled_from(_SENTENCES))
    words = re.findall(r"[a-z]{3,}", pattern.pattern)[:40] or ["send"]
    pieces = st.one_of(
        st.sampled_from(words),
        st.sampled_from([" ", "\n", ". ", ".", "; ", "! ", "v2.4 ", "\t", "。", "the ", "your "]),
        st.text(alphabet="abdeinorst .\n", max_size=6),
    )
    text = "".join(data.draw(st.lists(pieces, max_size=30)))
    assert _same(pattern, text)
