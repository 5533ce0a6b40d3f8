"""The training data train9 (tests/data/injection/train9_entries.jsonl): four writers,
``train9v_*`` to ``train9y_*``, each in all eight languages, read by the classifier's training
as four waves (``t9v`` to ``t9y``), checked by written_checks.py. Nothing here scans a row."""

from __future__ import annotations

from tests.scanning.written_checks import WrittenChecks


class TestTrain9(WrittenChecks):
    NUMBER = 9
    WRITERS = ("t9v", "t9w", "t9x", "t9y")
    FRESH_BEFORE = 8
