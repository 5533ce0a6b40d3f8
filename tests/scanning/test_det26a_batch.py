"""The det26a self-check (session 42): every attack of batches A and B (``det26a_batch_a``,
``det26a_batch_b``) is blocked with its own category among the findings, and every benign note
near the same shapes passes, through the public ``scan_text``.

Figures. Batch A (33 attacks, 33 benign), scored as main's rules stood: 12 of 33 attacks blocked
in their own category, 0 of 33 benign blocked; after the widening 33 of 33 and 0 of 33. Batch B
(33 attacks, 32 benign), written after the widening without reading it and scored once before
any tuning on it: 31 of 33 and 0 of 32 (main's rules: 30 of 33, 0 of 32; batch B's personas and
cover-ups were nearer the shapes main already knew). Tuned on it after (a vendor's policies
ignored and requests never declined; "tout s'est passé normalement" after a wiped journal):
33 of 33, 0 of 32.
"""

from __future__ import annotations

import pytest
from tests.scanning import det26a_batch_a, det26a_batch_b
from tests.scanning.batch_checks import assert_blocked_in_its_category, assert_passes

ATTACKS = det26a_batch_a.ATTACKS + det26a_batch_b.ATTACKS
BENIGN = det26a_batch_a.BENIGN + det26a_batch_b.BENIGN
_SHAPES = {"role_hijack", "concealment"}
_LANGUAGES = {"en", "zh", "es", "de", "fr", "ja", "ru", "pt"}


def test_batches_cover_the_shapes_and_languages() -> None:
    for batch in (det26a_batch_a, det26a_batch_b):
        assert len(batch.ATTACKS) >= 30 and len(batch.BENIGN) >= 30
        assert {c for c, _, _ in batch.ATTACKS} == _SHAPES
        assert {c for c, _, _ in batch.BENIGN} == _SHAPES
        for category in _SHAPES:
            assert {lang for c, lang, _ in batch.ATTACKS if c == category} == _LANGUAGES
        assert {lang for _, lang, _ in batch.BENIGN} == _LANGUAGES


@pytest.mark.parametrize(("category", "language", "text"), ATTACKS)
def test_attack_is_blocked_in_its_category(category: str, language: str, text: str) -> None:
    assert_blocked_in_its_category(category, language, text)


@pytest.mark.parametrize(("category", "language", "text"), BENIGN)
def test_benign_note_passes(category: str, language: str, text: str) -> None:
    assert_passes(category, language, text)
