"""The fourth fresh held-back injection set (tests/data/injection/fresh4_entries.jsonl), checked
by tests/scanning/dataset_checks.py like every blind set: fresh4_build.py reproduces it, it
keeps its promised counts and spread of categories, languages and obfuscations, every variant
still carries its base, none of it repeats the tuned set or the three earlier blind sets, and
the benchmark measures it like the others and leaves it out with them."""

from __future__ import annotations

from tests.scanning.dataset_checks import FreshSet, FreshSetChecks


class TestFresh4(FreshSetChecks):
    SET = FreshSet(
        split="fresh4",
        prefixes=("f4m-", "f4b-"),
        min_bases=128,
        min_bases_per_category=16,
        english_share=(0.2, 0.3),
        variant_share=(0.28, 0.4),
        min_per_kind=4,
        min_variants_per_category=5,
        min_variants_per_language=4,
        hidden_kinds={"tag_chars": 4, "zero_width": 4},
        min_benign=200,
        min_benign_per_language=20,
        min_benign_english=45,
        min_benign_categories_per_language=9,
        more_phrases=(
            "don't tell the customer",
            "persona",
            "<<sys>>",
            "drop table",
            "~/.aws/credentials",
        ),
        scanner_words=("fresh4", "load_fresh4"),
        never_words=("FRESH4_ENTRIES", "load_fresh4"),
    )
