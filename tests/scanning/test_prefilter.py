"""Literal gates: what they read off a pattern, and that they never hide a match. Soundness
is checked for every check of every rule against every reading of the labelled set, and the
verdicts of ``scan_text`` are compared with a run that searches every pattern ungated."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from tests.scanning.ungated import gated_and_ungated

from heavy import sample_or_all
from hermes_memory.scanning import RULES, normalize, table_patterns
from hermes_memory.scanning.literal_index import LiteralIndex
from hermes_memory.scanning.prefilter import (
    GATES_PATH,
    cached_gate,
    gate_key,
    gate_table,
    literal_gate,
    passes,
)
from hermes_memory.scanning.rule import Rule

ENTRIES = Path(__file__).resolve().parents[1] / "data" / "injection" / "entries.jsonl"


def _texts() -> list[str]:
    lines = ENTRIES.read_text(encoding="utf-8").splitlines()
    return [json.loads(line)["text"] for line in lines if line.strip()]


def _readings(text: str) -> list[str]:
    norm = normalize(text)
    found = [norm.text, *norm.variants]
    for decoded in norm.decoded:
        inner = normalize(decoded.text)
        found += [inner.text, *inner.variants]
    return [r.replace("\n", " ") for r in found]


@pytest.mark.parametrize(
    ("pattern", "gate"),
    [
        (r"\bcurl\b|\bwget\b", ({"curl", "wget"},)),
        (r"ignore (?:all )?previous", ({"ignore "}, {"previous"})),
        (r"(?:忽略|无视)[^\n]{0,8}指令", ({"指令"}, {"忽略", "无视"})),
        (r"(?:ab)+c", ({"ab"}, {"c"})),
        (r"x*y?", ()),
        (r"\w+ now", ({" now"},)),
        (r"(?:foo|\w+)bar", ({"bar"},)),
    ],
)
def test_gate_reads_the_literals_every_match_needs(
    pattern: str, gate: tuple[set[str], ...]
) -> None:
    assert sorted(map(sorted, literal_gate(re.compile(pattern)))) == sorted(map(sorted, gate))


def test_case_insensitive_patterns_get_no_gate() -> None:
    assert literal_gate(re.compile("ignore", re.IGNORECASE)) == ()
    assert literal_gate(re.compile("(?i:ignore) all")) == ({" all"},)


def test_index_finds_exactly_the_literals_in_the_text() -> None:
    gates = [literal_gate(re.compile(p)) for p in (r"\bcurl\b|wget", r"x|~/\.ssh", r"秘密鍵")]
    index = LiteralIndex(gates)
    text = "run wget on x, keep ~/.ssh and 秘密鍵 away"
    assert index.present(text) == frozenset({"wget", "x", "~/.ssh", "秘密鍵"})
    assert index.present("") == frozenset()


def test_listed_literals_are_reported_in_no_numbered_set() -> None:
    gates = [literal_gate(re.compile(p)) for p in (r"\bcurl\b|wget", r"秘密鍵")]
    plain = LiteralIndex(gates)
    index = LiteralIndex(gates, listed=("from now on", "wget", "秘"))
    text = "from now on run wget; 秘密鍵 stays"
    assert index.present(text) == plain.present(text) | {"from now on", "秘"}
    assert index.satisfied(index.present(text)) == plain.satisfied(plain.present(text))
    assert index.every_set == plain.every_set
    # asked again about the same words (the frames after the scan): the same answer
    assert index.present("from now on" + text[11:]) == index.present(text)
    assert index.present("wget") == frozenset({"wget"})


def test_the_automaton_and_the_grams_name_the_same_literals() -> None:
    # The automaton (pyahocorasick) answers ``present``; cutting the text into grams is the
    # answer without it. Both over the bundled index, on every reading of the labelled set
    # and on texts made to be awkward: a literal at either end, overlapping ones, emoji and
    # tag characters outside the basic plane, one character, nothing.
    from hermes_memory.scanning.scanner import scan_plan

    index = scan_plan().index
    awkward = ["", "a", "ignore previous", "👩\u200d💻 rules\U000e0041", "rulesrules 规则规则"]
    texts = [r for t in _texts()[::4] for r in _readings(t)] + awkward
    for text in texts:
        assert index.present(text) == index._present_by_grams(text), text[:60]
    assert index.present("previous") >= {"previous"}


@sample_or_all("step", 36, 3)
def test_no_gate_hides_a_match_on_the_labelled_set(step: int) -> None:
    # Every third entry (every 36th by default: ~7,000 checks): each language, category and
    # obfuscation still shows up many times.
    readings = [r for text in _texts()[::step] for r in _readings(text)]
    index = LiteralIndex(gate for rule in RULES for gate in rule.gates)
    checks = [(rule.name, pattern, gate) for rule in RULES for pattern, gate in rule.checks]
    # Rules share patterns (one compiled object per expression): each is searched once a
    # reading, and every rule's check of it is still asserted.
    patterns = list({id(pattern): pattern for _, pattern, _ in checks}.values())
    checked = 0
    for reading in readings:
        present = index.present(reading)
        found = {id(pattern) for pattern in patterns if pattern.search(reading) is not None}
        for name, pattern, gate in checks:
            if id(pattern) in found:
                checked += 1
                assert passes(gate, reading), (name, reading)
                assert passes(gate, reading, present), (name, reading)
    assert checked > 300  # the set exercises the rules, not just the gates


def test_the_numbered_sets_rule_out_exactly_what_the_gates_do() -> None:
    index = LiteralIndex(gate for rule in RULES for gate in rule.gates)
    # what each rule needs does not depend on the text: read once, not once a reading
    needs = [
        (frozenset().union(*(index.numbers(gate) for gate in rule.gates)), rule_sets(rule))
        for rule in RULES
    ]
    for reading in [r for text in _texts()[::5] for r in _readings(text)]:
        present = index.present(reading)
        satisfied = index.satisfied(present)
        for needed, sets in needs:
            assert (not needed <= satisfied) == any(map(present.isdisjoint, sets))


def rule_sets(rule: Rule) -> list[frozenset[str]]:
    return [alternatives for gate in rule.gates for alternatives in gate]


@sample_or_all("step", 4, 1)
def test_gated_verdicts_equal_ungated_ones(step: int) -> None:
    # every rule on every reading: no gate, no filing, no branch gate (see ``ungated``); every
    # entry, or every fourth by default
    gated, ungated = gated_and_ungated(_texts()[::step])
    assert [r.findings for r in gated] == [r.findings for r in ungated]  # rules and excerpts
    assert sum(1 for result in gated if result.findings) > 300


def test_gates_are_worked_out_on_first_use_not_at_import() -> None:
    import subprocess
    import sys

    code = (
        "import hermes_memory.scanning as s\n"
        "assert all(r._derived is None for r in s.RULES)\n"
        "s.scan_text('hello')\n"
        "assert all(r._derived is not None for r in s.RULES)\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_the_gates_file_holds_every_bundled_pattern_as_read_now() -> None:
    shipped = json.loads(GATES_PATH.read_text(encoding="utf-8"))
    assert shipped == gate_table(table_patterns.gated()), "run: python scripts/build_rule_gates.py"
    for rule in RULES:
        for pattern, gate in rule.checks:
            assert gate == literal_gate(pattern)


def test_a_pattern_the_file_does_not_hold_is_read_live() -> None:
    pattern = re.compile(r"\bnot a bundled (?:rule|pattern) at all\b")
    assert gate_key(pattern) not in json.loads(GATES_PATH.read_text(encoding="utf-8"))
    assert cached_gate(pattern) == ({" at all"}, {"not a bundled "}, {"rule", "pattern"})
    assert passes(cached_gate(pattern), "this is not a bundled rule at all")
