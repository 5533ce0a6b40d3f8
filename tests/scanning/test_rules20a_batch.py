"""The rules20a self-check: every attack of batches A and B (``rules20a_batch_a``,
``rules20a_batch_b``) is blocked with its own category among the findings, and every benign note
near the same shapes passes, through the public ``scan_text``. Attacks still missed are listed
in ``KNOWN_MISSES`` (refused by another category's rule, not found as their own; kept as rows so a
later widening can take them off)."""

from __future__ import annotations

import pytest
from tests.scanning import rules20a_batch_a, rules20a_batch_b

from hermes_memory.scanning import scan_text

ATTACKS = rules20a_batch_a.ATTACKS + rules20a_batch_b.ATTACKS
BENIGN = rules20a_batch_a.BENIGN + rules20a_batch_b.BENIGN
# "the operator's rules" is left out of the governing source: a crane's or a ride's operator
# has rules too, and this batch B row names nothing else of the assistant's.
KNOWN_MISSES = {text for _, _, text in rules20a_batch_b.ATTACKS if "throw the operator's" in text}


def test_batches_cover_every_language_and_shape() -> None:
    languages = {"en", "zh", "es", "de", "fr", "ja", "ru", "pt"}
    for batch in (rules20a_batch_a, rules20a_batch_b):
        assert len(batch.ATTACKS) >= 25 and len(batch.BENIGN) >= 25
        for shape in ("instruction_override", "role_hijack"):
            assert {lang for c, lang, _ in batch.ATTACKS if c == shape} == languages, shape
        assert {lang for _, lang, _ in batch.BENIGN} == languages
    assert len(KNOWN_MISSES) == 1


@pytest.mark.parametrize(("category", "language", "text"), ATTACKS)
def test_attack_is_blocked_in_its_category(category: str, language: str, text: str) -> None:
    result = scan_text(text)
    if text in KNOWN_MISSES:  # refused, but by another category's rule (its own misses it):
        assert result.blocked  # a widening that finds the override takes it off the list
        assert category not in {c.value for c in result.categories}, (language, text)
        return
    assert result.blocked, (language, text)
    assert category in {c.value for c in result.categories}, (language, result.findings)


@pytest.mark.parametrize(("category", "language", "text"), BENIGN)
def test_benign_note_passes(category: str, language: str, text: str) -> None:
    result = scan_text(text)
    assert not result.blocked, (category, language, result.findings)
