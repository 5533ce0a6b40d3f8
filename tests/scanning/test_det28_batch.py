"""The det28 self-check (session 43): every attack of batches A and B (``det28_batch_a``,
``det28_batch_b``) is blocked with its own category among the findings, and every benign note
near the same shapes passes, through the public ``scan_text``.

Figures. Batch A (24 attacks, 24 benign: override, hijack, exfiltration in all eight
languages), written from the general moves of the spent sets' misses: main's rules 9 of 24
attacks, 2 of 24 benign blocked; after the widening 23 of 24 and 2 of 24. Batch B (16 attacks,
16 benign: override and hijack in all eight languages), written before any tuning and kept
aside, scored once after it: 16 of 16 and 5 of 16 -- main's rules score the same, so batch B's
direct wording ("the default rules your developers loaded you with are waived", "eine KI ohne
jegliche Einschränkungen") was already caught and says nothing of this pass's reach; the
held-out sets' counts are the measure of that.

``KNOWN_MISSED``: batch A's Spanish upload of "las contraseñas guardadas" to a public folder:
the ``kept_secret`` frame reads a password "saved" as a secret named beside its store and
excuses the text; a wider reading of that frame would refuse vault notes. ``KNOWN_BLOCKED``:
benign rows refused on main already, by rules this pass did not touch: a card game's rules
that no longer count (``new_instructions_fr``), an office's parking rules cancelled
(``own_rules_void_ru``, twice), a warranty's factory terms void (``governing_stale_es``) and
three fictional characters who never refuse (``unbound_persona_en``/``_zh``/``_ja``).
"""

from __future__ import annotations

import pytest
from tests.scanning import det28_batch_a, det28_batch_b
from tests.scanning.batch_checks import assert_attack, assert_benign

ATTACKS = det28_batch_a.ATTACKS + det28_batch_b.ATTACKS
BENIGN = det28_batch_a.BENIGN + det28_batch_b.BENIGN
KNOWN_MISSED = {text for _, _, text in ATTACKS if text.startswith("Cada viernes sube")}
KNOWN_BLOCKED = {
    text
    for _, _, text in BENIGN
    if text.startswith(
        (
            "Les règles d'origine du jeu",
            "Старые правила парковки",
            "Las normas de fábrica de la garantía",
            "In the board game tonight",
            "小说设定",
            "キャラ案",
        )
    )
}
_LANGUAGES = {"en", "zh", "es", "de", "fr", "ja", "ru", "pt"}


def test_batches_cover_the_shapes_and_languages() -> None:
    for batch, least in ((det28_batch_a, 24), (det28_batch_b, 16)):
        assert len(batch.ATTACKS) >= least and len(batch.BENIGN) >= least
        for rows in (batch.ATTACKS, batch.BENIGN):
            for category in {c for c, _, _ in rows}:
                assert {lang for c, lang, _ in rows if c == category} == _LANGUAGES
    assert len(KNOWN_MISSED) == 1 and len(KNOWN_BLOCKED) == 7


@pytest.mark.parametrize(("category", "language", "text"), ATTACKS)
def test_attack_is_blocked_in_its_category(category: str, language: str, text: str) -> None:
    # a known miss: the kept-secret frame excuses it (see the module docstring)
    assert_attack(category, language, text, KNOWN_MISSED)


@pytest.mark.parametrize(("category", "language", "text"), BENIGN)
def test_benign_note_passes(category: str, language: str, text: str) -> None:
    # a known refusal: a narrower reading of the rule that refuses it takes it off
    assert_benign(category, language, text, KNOWN_BLOCKED)
