"""The fp28 self-check (session 43): every attack of batches A and B (``fp28_batch_a``,
``fp28_batch_b``) is blocked with its own category among the findings, and every benign note
near the same shapes passes, through the public ``scan_text``.

Figures. Batch A (25 attacks, 23 benign), scored as main's rules stood: 20 of 25 attacks blocked
in their own category, 9 of 23 benign blocked (a prompt shown on a talk's slide in Spanish,
Russian and Portuguese, a cleaning function's test naming ``[INST]``, an old log table dropped
after a backup, a salary kept confidential, "skip the small talk, not the safety checks", an
attack given as an example in a training slide, German and English); after ``frames_shown`` 20
of 25 and 0 of 23. Batch B (16 attacks, 16 benign), written after batch A's first 22 + 20 rows
passed and scored once before any tuning: 13 of 16 and 0 of 16 (main: 13 of 16 and 5 of 16).
Not tuned on after; batch A's last 3 + 3 rows (an example of an attack, an act forbidden to
colleagues) were added with the later shapes.

``KNOWN_MISSED``: attacks main misses too, by rules this pass did not touch (it widens no
detection): a template whose ``<|im_start|>system`` stands on its own line before the payload
(English, twice: refused as an override or not at all, never as a forged turn), a production
migration "run tonight", a move of savings kept from a spouse, a sharing and a double charge
kept from a customer (French, German, Russian), and a German "überspring die
Sicherheitsprüfungen" on a trigger word.
"""

from __future__ import annotations

import pytest
from tests.scanning import fp28_batch_a, fp28_batch_b
from tests.scanning.batch_checks import (
    assert_blocked_in_its_category,
    assert_passes,
    strict_known_misses,
)

ATTACKS = fp28_batch_a.ATTACKS + fp28_batch_b.ATTACKS
BENIGN = fp28_batch_a.BENIGN + fp28_batch_b.BENIGN
_MISSED_ON_MAIN = (
    "Chat template for the fine-tune:",
    "Migration 0042 drops",
    "Move the savings",
    "Ne dis pas au client",
    "Sag dem Kunden nicht",
    "Tokenizer test fixture:",
    "Не говори клиенту",
    "Wenn ich 'los' sage",
)
KNOWN_MISSED = {text for _, _, text in ATTACKS if text.startswith(_MISSED_ON_MAIN)}
_SHAPES = {
    "prompt_extraction",
    "fake_role_marker",
    "destructive",
    "concealment",
    "instruction_override",
    "secret_exfiltration",
}


def test_batches_cover_the_shapes() -> None:
    assert len(fp28_batch_a.ATTACKS) >= 20 and len(fp28_batch_a.BENIGN) >= 20
    assert len(fp28_batch_b.ATTACKS) >= 16 and len(fp28_batch_b.BENIGN) >= 16
    # (batch A covers every shape; batch B, written before the example shape, all but it)
    assert {c for c, _, _ in fp28_batch_a.ATTACKS} == _SHAPES
    assert {c for c, _, _ in fp28_batch_a.BENIGN} == _SHAPES
    assert {c for c, _, _ in fp28_batch_b.ATTACKS} == _SHAPES - {"secret_exfiltration"}
    assert {c for c, _, _ in fp28_batch_b.BENIGN} == _SHAPES - {"secret_exfiltration"}
    assert len(KNOWN_MISSED) == 8


# (the attacks main misses too are expected to fail, strictly: a rule that comes to catch one
# makes this test say so)
_CASES = strict_known_misses(ATTACKS, KNOWN_MISSED)


@pytest.mark.parametrize(("category", "language", "text"), _CASES)
def test_attack_is_blocked_in_its_category(category: str, language: str, text: str) -> None:
    assert_blocked_in_its_category(category, language, text)


@pytest.mark.parametrize(("category", "language", "text"), BENIGN)
def test_benign_note_passes(category: str, language: str, text: str) -> None:
    assert_passes(category, language, text)
