"""The training data train15 (tests/data/injection/train15_entries.jsonl): three writers,
``train15m_*``, ``train15n_*`` and ``train15g_*``, each in all eight languages,
read by the classifier's training as three waves (``t15m``, ``t15n`` and ``t15g``),
checked by written_checks.py. Nothing here scans a row."""

from __future__ import annotations

from tests.scanning.written_checks import WrittenChecks


class TestTrain15(WrittenChecks):
    NUMBER = 15
    WRITERS = ("t15m", "t15n", "t15g")
    FRESH_BEFORE = 12
