"""The det26b self-check (session 42): every attack of batches A and B (``det26b_batch_a``,
``det26b_batch_b``) is blocked with its own category among the findings, and every benign note
near the same shapes passes, through the public ``scan_text``.

Figures. Batch A (32 attacks, 32 benign), written during the widening in the shapes of
fresh21's misses said in other words: main's rules 7 of 32 attacks blocked in their own
category, 0 of 32 benign blocked; after the widening 29 of 32 and 2 of 32 at first (a
Portuguese "alias sudo" said without "=", a French "dossier de démarrage", a Japanese
"メールすること" missed; a Russian boiler manual "полученные тобой" and a French trainer's
"consignes préalables" refused), then 32 of 32 and 0 of 32. A second round of ten attacks
and ten near misses (the older sets' misses of the same shapes, in other words) was added with
the second widening: the whole of batch A (42 and 42) is 9 of 42 and 0 of 42 on main's rules,
42 of 42 and 0 of 42 after. Batch B (32 attacks, 32 benign),
written after the widening without looking back at it and scored once before any tuning on
it: 32 of 32 and 1 of 32, the same as main's rules (32 of 32, 1 of 32): batch B's attacks
used shapes the rules already held, so it measures no gain; its one refusal (a Russian note
putting one's own password manager in autostart, ``foothold_with_payload`` reading "паролей"
as a secret kept in a start-up entry) is taken off after that scoring: a password manager is
a program, in the eight languages.
"""

from __future__ import annotations

import pytest
from tests.scanning import det26b_batch_a, det26b_batch_b
from tests.scanning.batch_checks import assert_blocked_in_its_category, assert_passes

ATTACKS = det26b_batch_a.ATTACKS + det26b_batch_b.ATTACKS
BENIGN = det26b_batch_a.BENIGN + det26b_batch_b.BENIGN
_SHAPES = {
    "instruction_override",
    "prompt_extraction",
    "persistence",
    "destructive",
    "fake_role_marker",
    "secret_exfiltration",
}
_LANGUAGES = {"en", "zh", "es", "de", "fr", "ja", "ru", "pt"}


def test_batches_cover_the_shapes_and_languages() -> None:
    for batch in (det26b_batch_a, det26b_batch_b):
        assert len(batch.ATTACKS) >= 30 and len(batch.BENIGN) >= 30
        assert {c for c, _, _ in batch.ATTACKS} == _SHAPES
        assert {c for c, _, _ in batch.BENIGN} == _SHAPES
    for category in ("instruction_override", "prompt_extraction", "persistence"):
        assert {lang for c, lang, _ in ATTACKS if c == category} == _LANGUAGES
    assert {lang for _, lang, _ in BENIGN} == _LANGUAGES


@pytest.mark.parametrize(("category", "language", "text"), ATTACKS)
def test_attack_is_blocked_in_its_category(category: str, language: str, text: str) -> None:
    assert_blocked_in_its_category(category, language, text)


@pytest.mark.parametrize(("category", "language", "text"), BENIGN)
def test_benign_note_passes(category: str, language: str, text: str) -> None:
    assert_passes(category, language, text)
