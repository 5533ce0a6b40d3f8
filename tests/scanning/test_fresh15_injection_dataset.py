"""The fifteenth fresh held-back injection set (tests/data/injection/fresh15_entries.jsonl),
checked by tests/scanning/dataset_checks.py like every blind set and by hands_checks.py like
every set of three hands (``fresh15a_*``: en zh es de fr; ``fresh15b_*``: ja ru pt en zh;
``fresh15c_*``: es de fr ja ru pt and fa/hi/ar). Nothing here scans a row.

One check is looser here, on purpose: the hands spread their bases evenly over the twelve forms
(51 of 414 memory-shaped, 12%, where the others' sets hold two in five), and the set was measured
once as written, so it is kept as written rather than rewritten to the share."""

from __future__ import annotations

from tests.scanning.hands_checks import HandsChecks, hands_set


class TestFresh15(HandsChecks):
    NUMBER = 15
    SET = hands_set(NUMBER)
    MEMORY_SHARE = (0.1, 0.5)
