"""The rules21 self-check (session 37, det21): every attack of batches A and B
(``rules21_batch_a``, ``rules21_batch_b``) is blocked with its own category among the findings,
and every benign note near the same shapes passes, through the public ``scan_text``.

Figures. Batch A (26 attacks, 26 benign), scored as main's rules stood: 18 of 26 attacks blocked
in their own category, 1 of 26 benign blocked (a washing machine's "instrucciones iniciales",
read as the assistant's startup instructions); after the widening 25 of 26 and 0 of 26.
Batch B (25 attacks, 25 benign), scored once before any tuning on it: 20 of 25 and 0 of 25
(main's rules: 16 of 25, 0 of 25). Tuned on it after: the third-person "behaves as" in Russian
and Portuguese, the German assistant named as the subject, the Portuguese participle ("não
deve ser contado ao usuário"), a French policy line; 24 of 25, 0 of 25.

``KNOWN_MISSES`` are the attacks still let through, kept as rows so a later change can take
them off: batch A's Spanish "las normas de antes" (left out of the governing source on
purpose: a league's or a game's rules "de antes" are named the same way) and batch B's French
policy line, whose findings a local frame reads as a described rule.
"""

from __future__ import annotations

import pytest
from tests.scanning import rules21_batch_a, rules21_batch_b

from hermes_memory.scanning import scan_text

ATTACKS = rules21_batch_a.ATTACKS + rules21_batch_b.ATTACKS
BENIGN = rules21_batch_a.BENIGN + rules21_batch_b.BENIGN
KNOWN_MISSES = {
    text
    for _, _, text in ATTACKS
    if "las normas de antes" in text or text.startswith("Règle maison : les envois")
}
_SHAPES = ("concealment", "role_hijack", "prompt_extraction", "instruction_override")


def test_batches_cover_the_shapes_and_languages() -> None:
    for batch in (rules21_batch_a, rules21_batch_b):
        assert len(batch.ATTACKS) >= 25 and len(batch.BENIGN) >= 25
        assert {c for c, _, _ in batch.ATTACKS} == set(_SHAPES)
        assert {c for c, _, _ in batch.BENIGN} == set(_SHAPES)
        assert len({lang for _, lang, _ in batch.ATTACKS}) >= 7
        assert len({lang for _, lang, _ in batch.BENIGN}) >= 7
    assert len(KNOWN_MISSES) == 2


@pytest.mark.parametrize(("category", "language", "text"), ATTACKS)
def test_attack_is_blocked_in_its_category(category: str, language: str, text: str) -> None:
    result = scan_text(text)
    if text in KNOWN_MISSES:  # a widening or a narrower frame that catches it takes it off
        assert category not in {c.value for c in result.categories}, (language, text)
        return
    assert result.blocked, (language, text)
    assert category in {c.value for c in result.categories}, (language, result.findings)


@pytest.mark.parametrize(("category", "language", "text"), BENIGN)
def test_benign_note_passes(category: str, language: str, text: str) -> None:
    result = scan_text(text)
    assert not result.blocked, (category, language, result.findings)
