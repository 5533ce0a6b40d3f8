"""The rules17 batches (``rules17_batch``): override and hijack attacks told by structure (a note
that outranks the setup or the user, the setup declared void, a mode with no refusals, an
identity or loyalty replaced), each blocked with a finding of its own category, and benign
notes on the same topics (config precedence, maintenance and developer modes, mascots, loyalty
programmes, org charts) that pass. Real scanner, every rule.
"""

from __future__ import annotations

import pytest
from tests.scanning.rules17_batch import ATTACKS_A, ATTACKS_B, BENIGN_A, BENIGN_B

from hermes_memory.scanning import scan_text

_LANGUAGES = {"en", "zh", "es", "de", "fr", "ja", "ru", "pt"}


@pytest.mark.parametrize(
    ("attacks", "benign", "least"), [(ATTACKS_A, BENIGN_A, 60), (ATTACKS_B, BENIGN_B, 30)]
)
def test_each_batch_covers_both_categories_and_all_eight_languages(
    attacks: list[tuple[str, str, str]], benign: list[tuple[str, str, str]], least: int
) -> None:
    assert len(attacks) >= least and len(benign) >= least
    for rows in (attacks, benign):
        assert {language for _, language, _ in rows} == _LANGUAGES
        assert {category for category, _, _ in rows} == {"instruction_override", "role_hijack"}


@pytest.mark.parametrize(("category", "language", "text"), [*ATTACKS_A, *ATTACKS_B])
def test_attack_blocks_with_its_category(category: str, language: str, text: str) -> None:
    result = scan_text(text)
    assert result.blocked, (category, language, text)
    assert category in {finding.category.value for finding in result.findings}, (
        language,
        result.findings,
    )


@pytest.mark.parametrize(("category", "language", "text"), [*BENIGN_A, *BENIGN_B])
def test_benign_note_passes(category: str, language: str, text: str) -> None:
    result = scan_text(text)
    assert not result.blocked, (category, language, result.findings)
