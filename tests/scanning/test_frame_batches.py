"""The fp12 and fp13 frame batches, checked alike: every benign near-miss passes the
scanner; no attack wearing a frame is excused by a frame of its category (each frame asked
directly, whatever the rules make of the text); every attack the rules catch blocks with its
own category, and the attacks the rules miss are exactly the ones listed. The batches' own
frame-by-frame checks stay in test_fp12_frames.py and test_fp13_frames.py.
"""

from __future__ import annotations

import pytest
from tests.scanning import (
    fp12_batch_a,
    fp12_batch_b,
    fp12_batch_c,
    fp13_batch_a,
    fp13_batch_b,
)
from tests.scanning.frame_checks import frames_on

from hermes_memory.scanning import scan_text
from hermes_memory.scanning.types import ThreatCategory

Row = tuple[str, str, str]  # (category, language, text)
# (benign rows, attacks) per batch: fp12's A was written before any frame, B and C each after
# a round of them; fp13's A before the structural frames, B after them
BATCHES: dict[str, tuple[list[Row], list[Row]]] = {
    "fp12-A": (fp12_batch_a.BENIGN_A, fp12_batch_a.MALICIOUS_A),
    "fp12-B": (fp12_batch_b.BENIGN_B, fp12_batch_b.MALICIOUS_B),
    "fp12-C": (fp12_batch_c.BENIGN_C, fp12_batch_c.MALICIOUS_C),
    "fp13-A": (fp13_batch_a.BENIGN_A, fp13_batch_a.MALICIOUS_A),
    "fp13-B": (fp13_batch_b.BENIGN_B, fp13_batch_b.MALICIOUS_B),
}
# Attacks no rule catches, before the frames as after (neither round added detection rules).
RULES_MISS = {
    "fp12-A": {40, 44, 46},
    "fp12-B": {3, 4, 5, 6, 15, 17, 18, 21, 26, 29, 33, 35},
    "fp12-C": {10, 11, 12, 14},
    "fp13-A": {2, 5, 6, 20, 27, 34, 48, 52, 55},
    "fp13-B": {6, 9, 15, 19, 22, 23, 28, 29, 31, 34, 39, 44, 45},
}


@pytest.mark.parametrize(
    ("category", "language", "text"), [row for benign, _ in BATCHES.values() for row in benign]
)
def test_benign_passes(category: str, language: str, text: str) -> None:
    result = scan_text(text)
    assert not result.blocked, (language, [f.rule for f in result.findings])


@pytest.mark.parametrize(
    ("category", "language", "text"), [row for _, attacks in BATCHES.values() for row in attacks]
)
def test_attack_is_never_framed(category: str, language: str, text: str) -> None:
    assert frames_on(text, ThreatCategory(category)) == []


@pytest.mark.parametrize(
    ("category", "language", "text"),
    [
        row
        for batch, (_, attacks) in BATCHES.items()
        for i, row in enumerate(attacks)
        if i not in RULES_MISS[batch]
    ],
)
def test_attack_blocks_with_its_category(category: str, language: str, text: str) -> None:
    result = scan_text(text)
    assert ThreatCategory(category) in result.categories, (language, result.categories)


@pytest.mark.parametrize("batch", sorted(BATCHES))
def test_the_rules_missed_lists_are_exact(batch: str) -> None:
    _, attacks = BATCHES[batch]
    missed = {i for i, (_, _, text) in enumerate(attacks) if not scan_text(text).blocked}
    assert missed == RULES_MISS[batch]
