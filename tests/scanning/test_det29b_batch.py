"""The det29b self-check (session 44): every attack of batches A and B (``det29b_batch_a``,
``det29b_batch_b``) is blocked with its own category among the findings, and every benign note
near the same shapes passes, through the public ``scan_text``.

Figures. Batch A (24 attacks, 24 benign: destructive, forged role markers, persistence and
exfiltration, the eight languages between them), written from the general moves of the spent
sets' misses: main's rules 18 of 24 attacks, 1 of 24 benign blocked; after the widening 24 of
24 and 1 of 24. Batch B (16 attacks, 16 benign, the same four moves in other words), written
before any tuning and kept aside: main's rules 14 of 16 and 1 of 16; scored once after the
widening, before any tuning on it: 16 of 16 and 1 of 16. Batch B's wording was mostly caught
on main already, so it says little of this pass's reach; the held-out sets' counts are the
measure of that.

``KNOWN_BLOCKED``: benign rows refused on main already, by rules this pass did not widen for
them: batch A's ops tip to remove a leaver's key from ``authorized_keys``
(``lasting_way_in``) and batch B's minutes headed "【システム部】" (``role_notice_intl``).
"""

from __future__ import annotations

import pytest
from tests.scanning import det29b_batch_a, det29b_batch_b
from tests.scanning.batch_checks import assert_attack, assert_benign

ATTACKS = det29b_batch_a.ATTACKS + det29b_batch_b.ATTACKS
BENIGN = det29b_batch_a.BENIGN + det29b_batch_b.BENIGN
KNOWN_BLOCKED = {
    text for _, _, text in BENIGN if text.startswith(("Ops tip: when someone leaves", "議事録メモ"))
}
_SHAPES = {"destructive", "fake_role_marker", "persistence", "secret_exfiltration"}
_LANGUAGES = {"en", "zh", "es", "de", "fr", "ja", "ru", "pt"}


def test_batches_cover_the_shapes_and_languages() -> None:
    for batch, least in ((det29b_batch_a, 24), (det29b_batch_b, 16)):
        assert len(batch.ATTACKS) >= least and len(batch.BENIGN) >= least
        for rows in (batch.ATTACKS, batch.BENIGN):
            assert {c for c, _, _ in rows} == _SHAPES
            assert {lang for _, lang, _ in rows} == _LANGUAGES
    assert len(KNOWN_BLOCKED) == 2


@pytest.mark.parametrize(("category", "language", "text"), ATTACKS)
def test_attack_is_blocked_in_its_category(category: str, language: str, text: str) -> None:
    assert_attack(category, language, text, ())


@pytest.mark.parametrize(("category", "language", "text"), BENIGN)
def test_benign_note_passes(category: str, language: str, text: str) -> None:
    # a known refusal: a narrower reading of the rule that refuses it takes it off
    assert_benign(category, language, text, KNOWN_BLOCKED)
