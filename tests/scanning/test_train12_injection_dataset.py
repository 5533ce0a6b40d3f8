"""The training data train12 (tests/data/injection/train12_entries.jsonl): two writers,
``train12u_*`` and ``train12v_*``, each in all eight languages, read by the classifier's training
as two waves (``t12u`` and ``t12v``), checked by written_checks.py. Nothing here scans a row."""

from __future__ import annotations

from tests.scanning.written_checks import WrittenChecks


class TestTrain12(WrittenChecks):
    NUMBER = 12
    WRITERS = ("t12u", "t12v")
    FRESH_BEFORE = 10
