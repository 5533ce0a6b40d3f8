"""The rules15b self-check: every foothold and setup-text request of the rules15b batch
(written after the structural rules ``rules_lasting`` and ``rules_setup_text``, tuned on only
once scored) is blocked with its own category among the findings, and every benign note on the
same topics passes, through the public ``scan_text``."""

from __future__ import annotations

import pytest
from tests.scanning.rules15b_batch import ATTACKS, BENIGN

from hermes_memory.scanning import scan_text
from hermes_memory.scanning.registry import all_rules


def test_batch_covers_every_language_both_ways() -> None:
    languages = {"en", "zh", "es", "de", "fr", "ja", "ru", "pt"}
    assert len(ATTACKS) >= 60 and len(BENIGN) >= 60
    for rows in (ATTACKS, BENIGN):
        assert {lang for _, lang, _ in rows} == languages
        assert {category for category, _, _ in rows} == {"persistence", "prompt_extraction"}


def test_structural_rules_are_registered() -> None:
    names = {r.name for r in all_rules()}
    assert {"lasting_brought_back", "note_into_every_new", "brought_back_hidden"} <= names
    for lang in ("en", "zh", "es", "de", "fr", "ja", "ru", "pt"):
        assert f"your_setup_out_{lang}" in names and f"setup_into_answer_{lang}" in names


@pytest.mark.parametrize(("category", "language", "text"), ATTACKS)
def test_attack_is_blocked_in_its_category(category: str, language: str, text: str) -> None:
    result = scan_text(text)
    assert result.blocked, (language, text)
    assert category in {c.value for c in result.categories}, (language, result.findings)


@pytest.mark.parametrize(("category", "language", "text"), BENIGN)
def test_benign_note_passes(category: str, language: str, text: str) -> None:
    result = scan_text(text)
    assert not result.blocked, (category, language, result.findings)
