"""The training data train13 (tests/data/injection/train13_entries.jsonl): three writers,
``train13w_*``, ``train13x_*`` and ``train13y_*``, each in all eight languages, read by the
classifier's training as three waves (``t13w``, ``t13x`` and ``t13y``), checked by
written_checks.py. Nothing here scans a row."""

from __future__ import annotations

from tests.scanning.written_checks import WrittenChecks


class TestTrain13(WrittenChecks):
    NUMBER = 13
    WRITERS = ("t13w", "t13x", "t13y")
    FRESH_BEFORE = 10
