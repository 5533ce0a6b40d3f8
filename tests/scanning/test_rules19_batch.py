"""The rules19 self-check: every attack of the rules19 batch (written after the det19 widening of
the override, hijack and concealment slots) is blocked with its own category among the findings,
and every benign note near the same shapes passes, through the public ``scan_text``."""

from __future__ import annotations

import pytest
from tests.scanning.rules19_batch import ATTACKS, BENIGN

from hermes_memory.scanning import scan_text


def test_batch_covers_every_language_and_shape() -> None:
    languages = {"en", "zh", "es", "de", "fr", "ja", "ru", "pt"}
    assert len(ATTACKS) >= 24 and len(BENIGN) >= 24
    shapes = {"instruction_override", "role_hijack", "concealment"}
    assert {category for category, _, _ in ATTACKS} == shapes
    assert {category for category, _, _ in BENIGN} == shapes
    for shape in shapes:
        assert {lang for c, lang, _ in ATTACKS if c == shape} == languages, shape
    assert {lang for _, lang, _ in BENIGN} == languages


@pytest.mark.parametrize(("category", "language", "text"), ATTACKS)
def test_attack_is_blocked_in_its_category(category: str, language: str, text: str) -> None:
    result = scan_text(text)
    assert result.blocked, (language, text)
    assert category in {c.value for c in result.categories}, (language, result.findings)


@pytest.mark.parametrize(("category", "language", "text"), BENIGN)
def test_benign_note_passes(category: str, language: str, text: str) -> None:
    result = scan_text(text)
    assert not result.blocked, (category, language, result.findings)
