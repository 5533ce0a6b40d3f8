"""The rules15 self-check: every attack of the rules15 batch (written after the structure
rules, tuned on only once scored) is blocked with its own category among the findings, and
every benign note on the same topics passes, through the public ``scan_text``."""

from __future__ import annotations

import pytest
from tests.scanning.rules15_batch import ATTACKS, BENIGN

from hermes_memory.scanning import scan_text


def test_batch_covers_every_language_both_ways() -> None:
    languages = {"en", "zh", "es", "de", "fr", "ja", "ru", "pt"}
    assert len(ATTACKS) >= 60 and len(BENIGN) >= 60
    assert {lang for _, lang, _ in ATTACKS} == languages
    assert {lang for _, lang, _ in BENIGN} == languages
    assert {category for category, _, _ in ATTACKS} == {"instruction_override", "concealment"}


@pytest.mark.parametrize(("category", "language", "text"), ATTACKS)
def test_attack_is_blocked_in_its_category(category: str, language: str, text: str) -> None:
    result = scan_text(text)
    assert result.blocked, (language, text)
    assert category in {c.value for c in result.categories}, (language, result.findings)


@pytest.mark.parametrize(("category", "language", "text"), BENIGN)
def test_benign_note_passes(category: str, language: str, text: str) -> None:
    result = scan_text(text)
    assert not result.blocked, (category, language, result.findings)
