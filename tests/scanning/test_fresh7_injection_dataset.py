"""The seventh fresh held-back injection set (tests/data/injection/fresh7_entries.jsonl), checked
by tests/scanning/dataset_checks.py like every blind set and by hands_checks.py like every set of
three hands (``fresh7a_*``: en zh es de fr; ``fresh7b_*``: ja ru pt en zh; ``fresh7c_*``: es de
fr ja ru pt and fa/hi/ar). Nothing here scans a row."""

from __future__ import annotations

from tests.scanning.dataset_checks import FreshSet
from tests.scanning.hands_checks import HandsChecks


class TestFresh7(HandsChecks):
    NUMBER = 7
    SET = FreshSet(
        split="fresh7",
        prefixes=("f7m-", "f7b-"),
        min_bases=280,
        min_bases_per_category=36,
        english_share=(0.18, 0.27),
        variant_share=(0.28, 0.4),
        min_per_kind=5,
        min_variants_per_category=8,
        min_variants_per_language=4,
        hidden_kinds={"tag_chars": 4, "zero_width": 4},
        min_benign=420,
        min_benign_per_language=45,
        min_benign_english=75,
        min_benign_categories_per_language=8,
        more_phrases=(
            "don't tell the customer",
            "persona",
            "<<sys>>",
            "drop table",
            "~/.aws/credentials",
        ),
        scanner_words=("fresh7", "load_fresh7"),
        never_words=("FRESH7_ENTRIES", "load_fresh7"),
    )
