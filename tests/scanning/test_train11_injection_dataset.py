"""The training data train11 (tests/data/injection/train11_entries.jsonl): two writers,
``train11p_*`` and ``train11q_*``, each in all eight languages, read by the classifier's training
as two waves (``t11p`` and ``t11q``), checked by written_checks.py. Nothing here scans a row."""

from __future__ import annotations

from tests.scanning.written_checks import WrittenChecks


class TestTrain11(WrittenChecks):
    NUMBER = 11
    WRITERS = ("t11p", "t11q")
    FRESH_BEFORE = 9
