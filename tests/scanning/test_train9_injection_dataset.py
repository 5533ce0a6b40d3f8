"""The training data train9 (tests/data/injection/train9_entries.jsonl): two writers,
``train9v_*`` and ``train9w_*``, each in all eight languages, read by the classifier's training
as two waves (``t9v``, ``t9w``), checked by written_checks.py. Nothing here scans a row."""

from __future__ import annotations

from tests.scanning.written_checks import WrittenChecks


class TestTrain9(WrittenChecks):
    NUMBER = 9
    WRITERS = ("t9v", "t9w")
    FRESH_BEFORE = 8
