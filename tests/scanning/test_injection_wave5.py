"""Wave 5 tune rows (tests/data/injection/paraphrase_wave5.py), checked by
tests/scanning/wave_checks.py like every wave: unique ids, the documented field values, the
promised counts per category and language, obfuscated variants that are true to their base,
and no text that repeats the tuned set, any fresh set, itself or a public corpus entry."""

from __future__ import annotations

from tests.scanning.wave_checks import Wave, WaveChecks


class TestWave5(WaveChecks):
    WAVE = Wave(
        name="wave5",
        older=(
            "entries.jsonl",
            "fresh_entries.jsonl",
            "fresh2_entries.jsonl",
            "fresh3_entries.jsonl",
        ),
        min_older_texts=3000,
        min_plain=250,
        min_benign=250,
        min_per_pair=3,
        variant_share=(0.08, 0.13),
        min_scripts=3,
        min_emoji=6,
        min_emoji_languages=5,
        min_benign_per_pair=3,
        min_benign_english_per_category=10,
    )
