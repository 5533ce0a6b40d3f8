"""The training data train8 (tests/data/injection/train8_entries.jsonl): two writers,
``train8t_*`` and ``train8u_*``, each in all eight languages, read by the classifier's training
as two waves (``t8t``, ``t8u``), checked by written_checks.py. Nothing here scans a row."""

from __future__ import annotations

from tests.scanning.written_checks import WrittenChecks


class TestTrain8(WrittenChecks):
    NUMBER = 8
    WRITERS = ("t8t", "t8u")
    FRESH_BEFORE = 7
