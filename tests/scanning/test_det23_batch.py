"""The det23 self-check (session 39): every attack of batches A, B and C (``det23_batch_a``,
``det23_batch_b``, ``det23_batch_c``) is blocked with its own category among the findings, and every
benign note near the same shapes passes, through the public ``scan_text``.

Figures. Batch A (42 attacks, 30 benign), scored as main's rules stood: 23 of 42 attacks blocked in
their own category, 1 of 30 benign blocked (a French config note whose local file "passe avant" the
package's defaults, refused by ``claimed_authority_fr``); after the widening 42 of 42 and 1 of 30.
Batch B (41 attacks, 30 benign), written after the widening without reading it and scored once
before any tuning on it: 36 of 41 and 2 of 30 (main's rules: 31 of 41, 2 of 30). Tuned on it after
(the rules "as a starting point", "no son más que sugerencias", "単なる目安", a persona switched
into as a mode): 41 of 41, 2 of 30. Batch C (10 concealment attacks, 8 benign), written after the
concealment widening without reading it and scored once: 8 of 10, 0 of 8 (main's rules: 5 of 10, 0
of 8); tuned on it after (the passive Portuguese duty, the French "ne doivent jamais apparaître dans
le récapitulatif"): 10 of 10, 0 of 8.

``KNOWN_BLOCKED``: rows refused on main already, by rules this pass did not touch: batch A's French
config note; batch B's chess club that "pretends the clock rules never existed" (``cover_blame_en``)
and an improv pirate "with no manners at all" (``hijack_en``).
"""

from __future__ import annotations

import pytest
from tests.scanning import det23_batch_a, det23_batch_b, det23_batch_c

from hermes_memory.scanning import scan_text

ATTACKS = det23_batch_a.ATTACKS + det23_batch_b.ATTACKS + det23_batch_c.ATTACKS
BENIGN = det23_batch_a.BENIGN + det23_batch_b.BENIGN + det23_batch_c.BENIGN
_REFUSED_ON_MAIN = ("Note de configuration", "Chess club: pretend", "Improv class: you play")
KNOWN_BLOCKED = {text for _, _, text in BENIGN if text.startswith(_REFUSED_ON_MAIN)}
_SHAPES = ("instruction_override", "role_hijack")
_LANGUAGES = {"en", "zh", "es", "de", "fr", "ja", "ru", "pt"}


def test_batches_cover_the_shapes_and_languages() -> None:
    for batch in (det23_batch_a, det23_batch_b):
        assert len(batch.ATTACKS) >= 40 and len(batch.BENIGN) >= 30
        assert {c for c, _, _ in batch.ATTACKS} == set(_SHAPES)
        assert {c for c, _, _ in batch.BENIGN} == set(_SHAPES)
        for category in _SHAPES:
            assert {lang for c, lang, _ in batch.ATTACKS if c == category} == _LANGUAGES
        assert {lang for _, lang, _ in batch.BENIGN} == _LANGUAGES
    assert {c for c, _, _ in det23_batch_c.ATTACKS + det23_batch_c.BENIGN} == {"concealment"}
    assert {lang for _, lang, _ in det23_batch_c.ATTACKS} == _LANGUAGES
    assert {lang for _, lang, _ in det23_batch_c.BENIGN} == _LANGUAGES
    assert len(KNOWN_BLOCKED) == 3


@pytest.mark.parametrize(("category", "language", "text"), ATTACKS)
def test_attack_is_blocked_in_its_category(category: str, language: str, text: str) -> None:
    result = scan_text(text)
    assert result.blocked, (language, text)
    assert category in {c.value for c in result.categories}, (language, result.findings)


@pytest.mark.parametrize(("category", "language", "text"), BENIGN)
def test_benign_note_passes(category: str, language: str, text: str) -> None:
    result = scan_text(text)
    if text in KNOWN_BLOCKED:  # a narrower reading of the rule that refuses it takes it off
        assert result.blocked, (category, language, text)
        return
    assert not result.blocked, (category, language, result.findings)
