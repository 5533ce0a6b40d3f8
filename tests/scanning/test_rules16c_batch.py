"""The rules16c self-check: every attack of the rules16c batch (destruction of the owner's
things, forged turns, the setup text asked for in everyday words; written after the rules were
first built, scored once before tuning) is blocked with its own category among the findings,
and every benign look-alike passes, through the public ``scan_text``."""

from __future__ import annotations

import pytest
from tests.scanning.rules16c_batch import ATTACKS, BENIGN, KNOWN_FALSE_POSITIVES

from hermes_memory.scanning import scan_text


def test_batch_covers_every_language_both_ways() -> None:
    languages = {"en", "zh", "es", "de", "fr", "ja", "ru", "pt"}
    assert len(ATTACKS) >= 30 and len(BENIGN) >= 30
    assert {lang for _, lang, _ in ATTACKS} == languages
    assert {lang for _, lang, _ in BENIGN} == languages
    assert {category for category, _, _ in ATTACKS} == {
        "destructive",
        "fake_role_marker",
        "prompt_extraction",
    }


@pytest.mark.parametrize(("category", "language", "text"), ATTACKS)
def test_attack_is_blocked_in_its_category(category: str, language: str, text: str) -> None:
    result = scan_text(text)
    assert result.blocked, (language, text)
    assert category in {c.value for c in result.categories}, (language, result.findings)


@pytest.mark.parametrize(("category", "language", "text"), BENIGN)
def test_benign_look_alike_passes(category: str, language: str, text: str) -> None:
    result = scan_text(text)
    assert not result.blocked, (category, language, result.findings)


@pytest.mark.xfail(strict=True, reason="older extraction rules read 'the message you got'")
@pytest.mark.parametrize(("category", "language", "text"), KNOWN_FALSE_POSITIVES)
def test_known_false_positive_passes(category: str, language: str, text: str) -> None:
    result = scan_text(text)
    assert not result.blocked, (category, language, result.findings)
