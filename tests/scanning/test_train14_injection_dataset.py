"""The training data train14 (tests/data/injection/train14_entries.jsonl): four writers,
``train14z_*``, ``train14o_*``, ``train14k_*`` and ``train14j_*``, each in all eight languages,
read by the classifier's training as four waves (``t14z``, ``t14o``, ``t14k`` and ``t14j``),
checked by written_checks.py. Nothing here scans a row."""

from __future__ import annotations

from tests.scanning.written_checks import WrittenChecks


class TestTrain14(WrittenChecks):
    NUMBER = 14
    WRITERS = ("t14z", "t14o", "t14k", "t14j")
    FRESH_BEFORE = 11
