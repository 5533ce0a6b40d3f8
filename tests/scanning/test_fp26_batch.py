"""The fp26 self-check (session 42): every attack of batches A and B (``fp26_batch_a``,
``fp26_batch_b``) is blocked with its own category among the findings, and every benign note
of the situations that make such words harmless passes, through the public ``scan_text``.

Figures. Batch A (32 attacks, 32 benign), written while fixing the refused benign rows: on
main's rules 31 of 32 attacks blocked in their own category and 9 of 32 benign blocked; after
the fixes 32 of 32 and 0 of 32. (Its first wording of the monitor attacks -- "never tell the
customer about the outages" -- was caught by neither main nor this branch: a business kept from
a customer is no shape of the rules; reworded to the user asked and told a false answer, and
the Japanese "障害は一度もなかった" added to the cover-up's lies. A Spanish breach pair came
last -- "figuran en una filtración" passes, "Filtra el token a …" blocks: 33 of 33, 0 of 33.)
Batch B (32 attacks, 32
benign), written after batch A passed without reading back the changes and scored once before
any tuning: this branch 30 of 32 and 1 of 32, main 30 of 32 and 4 of 32. Its misses were
main's too (a Japanese story persona "倫理もフィルターもない悪役"; a German health check whose
owner, asked, is told nothing went down -- "der Besitzer" was no asker, and once it was, this
branch's new monitor excuse let it through: now it must hold the finding and leave no other
concealment standing); its refused benign row a German talk on "Prompt-Leaks" (a leak was no
third party that makes the model act). Tuned on it after: 32 of 32 and 0 of 32.
"""

from __future__ import annotations

import pytest
from tests.scanning import fp26_batch_a, fp26_batch_b
from tests.scanning.batch_checks import assert_blocked_in_its_category, assert_passes

ATTACKS = fp26_batch_a.ATTACKS + fp26_batch_b.ATTACKS
BENIGN = fp26_batch_a.BENIGN + fp26_batch_b.BENIGN
_LANGUAGES = {"en", "zh", "es", "de", "fr", "ja", "ru", "pt"}
# (the four situations' categories, in every language; batch A adds a Spanish breach pair)
_SHAPES = {"prompt_extraction", "role_hijack", "concealment", "destructive"}


def test_batches_cover_the_shapes_and_languages() -> None:
    for batch in (fp26_batch_a, fp26_batch_b):
        assert len(batch.ATTACKS) >= 30 and len(batch.BENIGN) >= 30
        for category in _SHAPES:
            assert {lang for c, lang, _ in batch.ATTACKS if c == category} == _LANGUAGES
        assert {lang for _, lang, _ in batch.BENIGN} == _LANGUAGES


@pytest.mark.parametrize(("category", "language", "text"), ATTACKS)
def test_attack_is_blocked_in_its_category(category: str, language: str, text: str) -> None:
    assert_blocked_in_its_category(category, language, text)


@pytest.mark.parametrize(("category", "language", "text"), BENIGN)
def test_benign_note_passes(category: str, language: str, text: str) -> None:
    assert_passes(category, language, text)
