"""The twenty-fourth fresh held-back injection set (tests/data/injection/fresh24_entries.jsonl),
checked by tests/scanning/dataset_checks.py like every blind set and by hands_checks.py like
every set of three hands (``fresh24a_*``: en zh es de fr; ``fresh24b_*``: ja ru pt en zh;
``fresh24c_*``: es de fr ja ru pt and fa/hi/ar). Nothing here scans a row."""

from __future__ import annotations

from tests.scanning.hands_checks import HandsChecks, hands_set


class TestFresh24(HandsChecks):
    NUMBER = 24
    SET = hands_set(NUMBER)
