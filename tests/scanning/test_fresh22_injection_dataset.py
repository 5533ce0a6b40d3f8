"""The twenty-second fresh held-back injection set (tests/data/injection/fresh22_entries.jsonl),
checked by tests/scanning/dataset_checks.py like every blind set and by hands_checks.py like
every set of three hands (``fresh22a_*``: en zh es de fr; ``fresh22b_*``: ja ru pt en zh;
``fresh22c_*``: es de fr ja ru pt and fa/hi/ar). Nothing here scans a row."""

from __future__ import annotations

from tests.scanning.hands_checks import HandsChecks, hands_set


class TestFresh22(HandsChecks):
    NUMBER = 22
    SET = hands_set(NUMBER)
