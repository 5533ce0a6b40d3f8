"""Leaf searches (``scanning.leaf_search``): the gates of a pattern's alternatives, read off
the parse tree and shipped in rule_leaves.json, and a search among the alternatives a text's
literals leave that returns exactly the match ``pattern.search`` returns."""

from __future__ import annotations

import json
import re

from hypothesis import given, settings
from hypothesis import strategies as st
from tests.scanning.pattern_checks import labelled_readings, same_match

from heavy import sample_or_all
from hermes_memory.scanning import table_patterns
from hermes_memory.scanning.leaf_search import (
    LEAVES_PATH,
    LeafSearch,
    cached_leaf_gates,
    cut,
    leaf_gates,
    leaves_table,
)
from hermes_memory.scanning.literal_index import LiteralIndex
from hermes_memory.scanning.prefilter import gate_key
from hermes_memory.scanning.scanner import scan_plan
from hypothesis_profiles import examples

SETS = ("entries.jsonl", "fresh3_entries.jsonl", "fresh5_entries.jsonl", "fresh7_entries.jsonl")


def _leafy() -> list[tuple[re.Pattern[str], LeafSearch]]:
    """Every bundled pattern with leaf gates, with the scan plan's leaf search for it."""
    found: dict[int, tuple[re.Pattern[str], LeafSearch]] = {}
    for step in scan_plan().rules:
        one = step.rule
        if not step.leaves:
            continue
        searched = (*(p for p, _ in one.checks), one.unless)
        for pattern, leaf in zip(searched, step.leaves, strict=True):
            if pattern is not None and leaf is not None:
                found[id(pattern)] = (pattern, leaf)
    return list(found.values())


def test_a_pattern_of_many_alternatives_has_a_gate_for_each() -> None:
    pattern = re.compile(r"\b(?:send|post) the token|\bupload \w+ keys|\bleak it|\bdump all")
    gates = leaf_gates(pattern)
    assert gates is not None and len(gates) == 4
    assert {"upload "} in [set(a) for a in gates[1]] and {" keys"} in [set(a) for a in gates[1]]
    assert leaf_gates(re.compile(r"\bsend|\bpost")) is None  # too few to choose among
    assert leaf_gates(re.compile(r"(?i)\bsend|\bpost|\bput|\bdrop")) is None  # literals vary


def test_only_the_alternatives_whose_literals_are_present_are_searched() -> None:
    pattern = re.compile(r"\bsend (\w+)|\bpost it|\bupload (?:it|them)|\bdrop (?:it|all)\b")
    gates = leaf_gates(pattern)
    assert gates is not None
    index = LiteralIndex((), (a for gate in gates for a in gate))
    search = LeafSearch(pattern, gates)
    for text in ("please send mail and drop all", "drop all, then send", "post it", "nothing"):
        present = index.present(text)
        assert same_match(pattern.search(text), search.search(text, present)), text
        assert search.found(text, present) is (pattern.search(text) is not None), text
    # a literal the index was not told of counts as absent: no alternative is tried
    assert search.search("send mail", frozenset()) is None
    assert not search.found("send mail", frozenset())


# every 30th row by default (~400,000 comparisons, ~11,000 matches), every 3rd under heavy
@sample_or_all("step", 30, 3)
def test_leaf_searches_equal_plain_ones_on_the_labelled_rows(step: int) -> None:
    texts = labelled_readings(SETS, step)
    index = scan_plan().index
    leafy = _leafy()
    assert len(leafy) > 500
    compared = matched = 0
    for text in sorted(texts):
        present = index.present(text)
        sat = index.satisfied(present)
        for pattern, leaf in leafy:
            compared += 1
            plain = pattern.search(text)
            matched += plain is not None
            assert same_match(plain, leaf.search(text, present)), (pattern.pattern[:80], text[:80])
            # the alternatives chosen by the index's set numbers, as the scan does
            assert same_match(plain, leaf.search(text, present, sat)), pattern.pattern[:80]
            # (a requirement or an ``unless`` asks only whether there is one)
            assert leaf.found(text, present) is (plain is not None), pattern.pattern[:80]
            assert leaf.found(text, present, sat) is (plain is not None), pattern.pattern[:80]
    assert compared > 100_000 and matched > 1_000


_LEAFY = _leafy()


@settings(max_examples=examples(200), deadline=None)
@given(data=st.data())
def test_leaf_searches_equal_plain_ones_on_text_made_of_their_literals(
    data: st.DataObject,
) -> None:
    pattern, leaf = data.draw(st.sampled_from(_LEAFY))
    literals = sorted({lit for gate in cached_leaf_gates(pattern) or () for a in gate for lit in a})
    pieces = st.one_of(
        st.sampled_from(literals),
        st.sampled_from([" ", "\n", ". ", "'", "not ", "the ", "you ", "all ", "my "]),
        st.text(alphabet="abcdeinorst .\n", max_size=6),
    )
    text = "".join(data.draw(st.lists(pieces, max_size=24)))
    index = scan_plan().index
    present = index.present(text)
    sat = index.satisfied(present)
    plain = pattern.search(text)
    assert same_match(plain, leaf.search(text, present))
    assert same_match(plain, leaf.search(text, present, sat))
    assert leaf.found(text, present) is (plain is not None)
    assert leaf.found(text, present, sat) is (plain is not None)


def test_the_leaves_file_holds_every_bundled_pattern_as_read_now() -> None:
    shipped = json.loads(LEAVES_PATH.read_text(encoding="utf-8"))
    assert shipped == leaves_table(table_patterns.searched()), "run: scripts/build_rule_gates.py"


def test_a_pattern_the_leaves_file_does_not_hold_is_read_live() -> None:
    pattern = re.compile(r"\bnot bundled alpha|\bnot bundled beta|\bgamma at all|\bdelta at all")
    assert gate_key(pattern) not in json.loads(LEAVES_PATH.read_text(encoding="utf-8"))["leaves"]
    assert cached_leaf_gates(pattern) == leaf_gates(pattern)
    assert cut(pattern) is not None and len(cut(pattern) or ()) == 4
