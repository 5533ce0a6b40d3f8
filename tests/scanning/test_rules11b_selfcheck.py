"""The rules11b self-check: every attack of batch A (written before the rules11b rules) and
of batches B and C (written after them, tuned on only once scored) is refused with its own
category, and every benign near miss passes, through the public ``scan_text``."""

from __future__ import annotations

import pytest
from tests.scanning.rules11b_batch_a import BATCH_A_ATTACKS, BATCH_A_BENIGN
from tests.scanning.rules11b_batch_b import BATCH_B_ATTACKS, BATCH_B_BENIGN
from tests.scanning.rules11b_batch_c import (
    BATCH_C_ATTACKS,
    BATCH_C_BENIGN,
    BATCH_D_BENIGN,
    BATCH_E_ATTACKS,
)

from hermes_memory.scanning import scan_text


@pytest.mark.parametrize(
    ("category", "language", "text"),
    [*BATCH_A_ATTACKS, *BATCH_B_ATTACKS, *BATCH_C_ATTACKS, *BATCH_E_ATTACKS],
)
def test_attack_is_refused_in_its_category(category: str, language: str, text: str) -> None:
    result = scan_text(text)
    assert category in {c.value for c in result.categories}, (language, result.findings)


@pytest.mark.parametrize(
    ("category", "language", "text"),
    [*BATCH_A_BENIGN, *BATCH_B_BENIGN, *BATCH_C_BENIGN, *BATCH_D_BENIGN],
)
def test_near_miss_passes(category: str, language: str, text: str) -> None:
    result = scan_text(text)
    assert not result.blocked, (category, language, result.findings)
