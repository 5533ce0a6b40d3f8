"""The eighth fresh held-back injection set (tests/data/injection/fresh8_entries.jsonl), checked
by tests/scanning/dataset_checks.py like every blind set and by hands_checks.py like every set of
three hands (``fresh8a_*``: en zh es de fr; ``fresh8b_*``: ja ru pt en zh; ``fresh8c_*``: es de
fr ja ru pt and fa/hi/ar). Nothing here scans a row."""

from __future__ import annotations

from tests.scanning.dataset_checks import FreshSet
from tests.scanning.hands_checks import HandsChecks


class TestFresh8(HandsChecks):
    NUMBER = 8
    SET = FreshSet(
        split="fresh8",
        prefixes=("f8m-", "f8b-"),
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
        scanner_words=("fresh8", "load_fresh8"),
        never_words=("FRESH8_ENTRIES", "load_fresh8"),
    )
