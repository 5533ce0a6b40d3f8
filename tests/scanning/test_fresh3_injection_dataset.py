"""The third fresh held-back injection set (tests/data/injection/fresh3_entries.jsonl), checked
by tests/scanning/dataset_checks.py like every blind set: fresh3_build.py reproduces it, it
keeps its promised counts and spread of categories, languages and obfuscations, every variant
still carries its base, none of it repeats the tuned set or the earlier blind sets, and the
benchmark measures it like the others and leaves it out with them."""

from __future__ import annotations

from tests.scanning.dataset_checks import FreshSet, FreshSetChecks


class TestFresh3(FreshSetChecks):
    SET = FreshSet(
        split="fresh3",
        prefixes=("f3m-", "f3b-"),
        min_bases=128,
        min_bases_per_category=16,
        english_share=(0.2, 0.3),
        variant_share=(0.28, 0.4),
        min_per_kind=4,
        min_variants_per_category=4,
        min_benign=200,
        min_benign_per_language=20,
        min_benign_categories_per_language=9,
        more_phrases=("don't tell the customer", "persona"),
        scanner_words=("fresh3", "load_fresh3"),
        never_words=("FRESH3_ENTRIES", "load_fresh3"),
    )
