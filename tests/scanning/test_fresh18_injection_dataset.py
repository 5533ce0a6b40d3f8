"""The eighteenth fresh held-back injection set (tests/data/injection/fresh18_entries.jsonl),
checked by tests/scanning/dataset_checks.py like every blind set and by hands_checks.py like
every set of three hands (``fresh18a_*``: en zh es de fr; ``fresh18b_*``: ja ru pt en zh;
``fresh18c_*``: es de fr ja ru pt and fa/hi/ar). Nothing here scans a row."""

from __future__ import annotations

from tests.scanning.hands_checks import HandsChecks, hands_set


class TestFresh18(HandsChecks):
    NUMBER = 18
    SET = hands_set(NUMBER)
