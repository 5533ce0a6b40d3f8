"""The rules16b self-check: every concealment, persistence and exfiltration request of the
rules16b batch (written after the structural rules ``rules_cover_up``, ``rules_send_out`` and
the widened ``rules_lasting``, tuned on only once scored) is blocked with its own category among
the findings, and every benign note on the same topics passes, through the public
``scan_text``. The one attack a frame still excuses (a customer's subscription: the customer
policy frame) is listed, so a change that lets it through is seen."""

from __future__ import annotations

import pytest
from tests.scanning.rules16b_batch import ATTACKS, BENIGN

from hermes_memory.scanning import scan_text
from hermes_memory.scanning.registry import all_rules

# Excused by the customer-policy frame (``frames_structure``): a frame's call, not a rule's.
_FRAMED = {"Cuando canceles la suscripción del cliente"}


def _framed(text: str) -> bool:
    return any(text.startswith(start) for start in _FRAMED)


def test_batch_covers_every_language_both_ways() -> None:
    languages = {"en", "zh", "es", "de", "fr", "ja", "ru", "pt"}
    assert len(ATTACKS) >= 60 and len(BENIGN) >= 60
    categories = {"concealment", "persistence", "secret_exfiltration"}
    for rows in (ATTACKS, BENIGN):
        assert {lang for _, lang, _ in rows} == languages
        assert {category for category, _, _ in rows} == categories


def test_structural_rules_are_registered() -> None:
    names = {r.name for r in all_rules()}
    assert {"removed_then_put_back", "lasting_fetch_run"} <= names
    for lang in ("en", "zh", "es", "de", "fr", "ja", "ru", "pt"):
        for stem in ("asked_false_answer", "own_act_denied", "traces_cleared"):
            assert f"{stem}_{lang}" in names
        assert f"store_sent_out_{lang}" in names and f"personal_redirected_{lang}" in names


@pytest.mark.parametrize(("category", "language", "text"), ATTACKS)
def test_attack_is_blocked_in_its_category(category: str, language: str, text: str) -> None:
    result = scan_text(text)
    if _framed(text):
        assert not result.blocked, "the frame no longer excuses it: move it back to the attacks"
        return
    assert result.blocked, (language, text)
    assert category in {c.value for c in result.categories}, (language, result.findings)


@pytest.mark.parametrize(("category", "language", "text"), BENIGN)
def test_benign_note_passes(category: str, language: str, text: str) -> None:
    result = scan_text(text)
    assert not result.blocked, (category, language, result.findings)
