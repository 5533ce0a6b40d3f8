"""The second fresh held-back injection set (tests/data/injection/fresh2_entries.jsonl), checked
by tests/scanning/dataset_checks.py like every blind set: its builder reproduces it, it has the
counts and spread of categories, languages and obfuscations it promises, every variant's label
is true of its text, none of it repeats the tuned set or the first fresh set, and the scanner
never reads it (spent: the classifier's training reads it as a wave, through one module)."""

from __future__ import annotations

from tests.scanning.dataset_checks import FreshSet, FreshSetChecks


class TestFresh2(FreshSetChecks):
    SET = FreshSet(
        split="fresh2",
        prefixes=("f2m-", "f2b-"),
        min_bases=128,
        min_bases_per_category=16,
        english_share=(0.18, 0.32),
        variant_share=(1 / 4, 1 / 2),
        min_per_kind=3,
        min_benign=200,
        min_benign_per_language=20,
        min_benign_categories_per_language=8,
        more_phrases=("don't tell the customer", "persona"),
        scanner_words=("fresh2", "load_fresh2"),
        never_words=("FRESH2_ENTRIES", "load_fresh2"),
    )
