"""The rules16 batch (``rules16_batch``): override and hijack attacks told by structure, each
blocked with a finding of its own category, and benign notes on the same topics (lifted road
closures, removed paywalls, nicknames, game characters, org charts, task priorities) that pass.
Real scanner, every rule.
"""

from __future__ import annotations

import pytest
from tests.scanning.rules16_batch import AFTER_BENIGN, BENIGN, MALICIOUS

from hermes_memory.scanning import scan_text


def test_the_batch_covers_both_categories_and_all_eight_languages() -> None:
    assert len(MALICIOUS) >= 60 and len(BENIGN) >= 60
    for rows in (MALICIOUS, BENIGN):
        assert {language for _, language, _ in rows} == {
            "en",
            "zh",
            "es",
            "de",
            "fr",
            "ja",
            "ru",
            "pt",
        }
        assert {category for category, _, _ in rows} == {"instruction_override", "role_hijack"}


@pytest.mark.parametrize(("category", "language", "text"), MALICIOUS)
def test_attack_blocks_with_its_category(category: str, language: str, text: str) -> None:
    result = scan_text(text)
    assert result.blocked, (category, language, text)
    assert category in {finding.category.value for finding in result.findings}, (
        language,
        result.findings,
    )


@pytest.mark.parametrize(("category", "language", "text"), [*BENIGN, *AFTER_BENIGN])
def test_benign_note_passes(category: str, language: str, text: str) -> None:
    result = scan_text(text)
    assert not result.blocked, (category, language, result.findings)
