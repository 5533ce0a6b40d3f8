"""Wave 4 tune rows (tests/data/injection/paraphrase_wave4.py), checked by
tests/scanning/wave_checks.py like every wave: unique ids, the documented field values, the
promised counts per category and language, obfuscated variants that are true to their base,
and no text that repeats the tuned set, either fresh set, itself or a public corpus entry."""

from __future__ import annotations

from tests.scanning.wave_checks import Wave, WaveChecks


class TestWave4(WaveChecks):
    WAVE = Wave(
        name="wave4",
        older=("entries.jsonl", "fresh_entries.jsonl", "fresh2_entries.jsonl"),
        min_older_texts=2000,
        min_plain=480,
        min_benign=410,
        min_per_pair=6,
        variant_share=(0.08, 0.13),
        min_scripts=6,
        min_emoji=8,
        min_emoji_languages=4,
        min_benign_per_language=38,
        min_benign_per_category=45,
    )
