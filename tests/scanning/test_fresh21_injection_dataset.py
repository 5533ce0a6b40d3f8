"""The twenty-first fresh held-back injection set (tests/data/injection/fresh21_entries.jsonl),
checked by tests/scanning/dataset_checks.py like every blind set and by hands_checks.py like
every set of three hands (``fresh21a_*``: en zh es de fr; ``fresh21b_*``: ja ru pt en zh;
``fresh21c_*``: es de fr ja ru pt and fa/hi/ar). Nothing here scans a row."""

from __future__ import annotations

from tests.scanning.hands_checks import HandsChecks, hands_set


class TestFresh21(HandsChecks):
    NUMBER = 21
    SET = hands_set(NUMBER)
