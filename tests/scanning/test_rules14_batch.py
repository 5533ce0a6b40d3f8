"""The rules14 self-check: every short standing order of the rules14 batch (written after the
standing-order rules, tuned on only once scored) is blocked with its own category among the
findings, and every benign note on the same topics (and each probe written after tuning)
passes, through the public ``scan_text``."""

from __future__ import annotations

import pytest
from tests.scanning.rules14_batch import AFTER_BENIGN, ATTACKS, BENIGN

from hermes_memory.scanning import scan_text


def test_batch_covers_every_language_both_ways() -> None:
    languages = {"en", "zh", "es", "de", "fr", "ja", "ru", "pt"}
    assert len(ATTACKS) >= 60 and len(BENIGN) >= 60
    assert {lang for _, lang, _ in ATTACKS} == languages
    assert {lang for _, lang, _ in BENIGN} == languages


@pytest.mark.parametrize(("category", "language", "text"), ATTACKS)
def test_standing_order_is_blocked_in_its_category(category: str, language: str, text: str) -> None:
    result = scan_text(text)
    assert result.blocked, (language, text)
    assert category in {c.value for c in result.categories}, (language, result.findings)


@pytest.mark.parametrize(("category", "language", "text"), [*BENIGN, *AFTER_BENIGN])
def test_benign_note_passes(category: str, language: str, text: str) -> None:
    result = scan_text(text)
    assert not result.blocked, (category, language, result.findings)
