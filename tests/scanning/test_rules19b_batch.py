"""The rules19b self-check: every attack of the rules19b batch (secrets sent outside, footholds
in start-up places, destruction as cleanup, the setup text put out, forged system turns) is
blocked with its own category among the findings, and every near miss on the same topics
passes, through the public ``scan_text``."""

from __future__ import annotations

import pytest
from tests.scanning.rules19b_batch import ATTACKS, BENIGN

from hermes_memory.scanning import scan_text

_CATEGORIES = {
    "secret_exfiltration",
    "persistence",
    "destructive",
    "prompt_extraction",
    "fake_role_marker",
}


def test_batch_covers_every_language_and_category() -> None:
    languages = {"en", "zh", "es", "de", "fr", "ja", "ru", "pt"}
    assert {lang for _, lang, _ in ATTACKS} == languages
    assert {lang for _, lang, _ in BENIGN} == languages
    assert {category for category, _, _ in ATTACKS} == _CATEGORIES
    assert {category for category, _, _ in BENIGN} == _CATEGORIES


@pytest.mark.parametrize(("category", "language", "text"), ATTACKS)
def test_attack_is_blocked_in_its_category(category: str, language: str, text: str) -> None:
    result = scan_text(text)
    assert result.blocked, (language, text)
    assert category in {c.value for c in result.categories}, (language, result.findings)


@pytest.mark.parametrize(("category", "language", "text"), BENIGN)
def test_near_miss_passes(category: str, language: str, text: str) -> None:
    result = scan_text(text)
    assert not result.blocked, (category, language, result.findings)
