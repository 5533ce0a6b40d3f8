"""The training data train10 (tests/data/injection/train10_entries.jsonl): two writers,
``train10r_*`` and ``train10s_*``, each in all eight languages, read by the classifier's training
as two waves (``t10r`` and ``t10s``), checked by written_checks.py. Nothing here scans a row."""

from __future__ import annotations

from tests.scanning.written_checks import WrittenChecks


class TestTrain10(WrittenChecks):
    NUMBER = 10
    WRITERS = ("t10r", "t10s")
    FRESH_BEFORE = 9
