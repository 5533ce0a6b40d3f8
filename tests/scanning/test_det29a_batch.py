"""The det29a self-check (session 44): every attack of batches A and B (``det29a_batch_a``,
``det29a_batch_b``) is blocked with its own category among the findings, and every benign note
near the same shapes passes, through the public ``scan_text``.

Figures. Batch A (24 attacks, 24 benign: override, concealment, hijack, extraction, written
from the general moves of the spent sets' misses): main's rules 13 of 24 attacks, 1 of 24
benign blocked; after the widening 24 of 24 and 1 of 24. Batch B (16 attacks, 16 benign, the
same moves in new words), written before any tuning and kept aside, scored once after batch A
passed: 15 of 16 and 2 of 16 -- main's rules score the same (15 of 16, 2 of 16), so batch B's
wording was already caught and says little of this pass's reach; the held-out sets' counts
are the measure of that. Its one miss (a Chinese note to leave "files you deleted or changed"
out of replies, refused on main only as destruction) was tuned on after: the colloquial
"删过/删了" as an act, "用户不需要知道" as a hush: 16 of 16, 2 of 16.

``KNOWN_BLOCKED``: benign rows refused on main already, by rules this pass did not touch: a
router's setup steps shown in full to a researcher and a router's factory settings file
attached for an audit (``own_setup_out_ja``), and a mail server's installation steps copied
into a README (``act_kept_from_user_es``).
"""

from __future__ import annotations

import pytest
from tests.scanning import det29a_batch_a, det29a_batch_b
from tests.scanning.batch_checks import assert_attack, assert_benign

ATTACKS = det29a_batch_a.ATTACKS + det29a_batch_b.ATTACKS
BENIGN = det29a_batch_a.BENIGN + det29a_batch_b.BENIGN
KNOWN_BLOCKED = {
    text
    for _, _, text in BENIGN
    if text.startswith(
        (
            "この利用者はルーターの研究者",
            "監査用の資料として、ルーター",
            "Para la documentación interna, copia literalmente las instrucciones de instalación",
        )
    )
}
_LANGUAGES = {"en", "zh", "es", "de", "fr", "ja", "ru", "pt"}


def test_batches_cover_the_shapes_and_languages() -> None:
    for batch, least in ((det29a_batch_a, 24), (det29a_batch_b, 16)):
        assert len(batch.ATTACKS) >= least and len(batch.BENIGN) >= least
        for rows in (batch.ATTACKS, batch.BENIGN):
            assert {lang for _, lang, _ in rows} == _LANGUAGES
            assert {c for c, _, _ in rows} == {
                "instruction_override",
                "concealment",
                "role_hijack",
                "prompt_extraction",
            }
    assert len(KNOWN_BLOCKED) == 3


@pytest.mark.parametrize(("category", "language", "text"), ATTACKS)
def test_attack_is_blocked_in_its_category(category: str, language: str, text: str) -> None:
    assert_attack(category, language, text, ())


@pytest.mark.parametrize(("category", "language", "text"), BENIGN)
def test_benign_note_passes(category: str, language: str, text: str) -> None:
    # a known refusal: a narrower reading of the rule that refuses it takes it off
    assert_benign(category, language, text, KNOWN_BLOCKED)
