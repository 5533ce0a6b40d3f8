"""The fresh held-back injection set (tests/data/injection/fresh_entries.jsonl), checked by
tests/scanning/dataset_checks.py like every blind set: its builder reproduces it, it covers
every category, language and obfuscation, its labels are true of its texts, none of it repeats
the tuned set, and the scanner never reads it (it is spent: the classifier's training reads it
as a wave, through scripts/injection_spent.py alone)."""

from __future__ import annotations

from tests.scanning.dataset_checks import FreshSet, FreshSetChecks


class TestFresh(FreshSetChecks):
    SET = FreshSet(
        split="fresh",
        prefixes=("fm-", "fb-"),
        min_bases=96,
        min_bases_per_category=12,
        variant_share=(1 / 4, 1 / 2),
        min_per_kind=2,
        min_benign=160,
        min_benign_per_language=12,
        scanner_words=("fresh_entries", "load_fresh"),
        never_words=("FRESH_ENTRIES", "load_fresh"),
    )
