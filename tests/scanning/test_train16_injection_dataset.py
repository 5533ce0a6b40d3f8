"""The training data train16 (tests/data/injection/train16_entries.jsonl): two writers,
``train16p_*`` and ``train16q_*``, each in all eight languages,
read by the classifier's training as two waves (``t16p`` and ``t16q``),
checked by written_checks.py. Nothing here scans a row."""

from __future__ import annotations

from tests.scanning.written_checks import WrittenChecks


class TestTrain16(WrittenChecks):
    NUMBER = 16
    WRITERS = ("t16p", "t16q")
    FRESH_BEFORE = 13
