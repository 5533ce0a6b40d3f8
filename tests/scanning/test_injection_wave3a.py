"""Wave 3a tune rows (tests/data/injection/paraphrase_wave3a.py), checked by
tests/scanning/wave_checks.py like every wave: unique ids, the documented field values, the
promised counts per category and language (more weight on the blind set's weakest categories),
obfuscation labels that are true of their texts, and no text that repeats the tuned set, the
fresh set, itself or a public corpus entry."""

from __future__ import annotations

from tests.scanning.wave_checks import Wave, WaveChecks


class TestWave3a(WaveChecks):
    WAVE = Wave(
        name="wave3a",
        older=("entries.jsonl", "fresh_entries.jsonl"),
        min_older_texts=1000,
        min_plain=200,
        min_benign=200,
        min_per_pair=2,
        weighted_share=(0.38, 0.5),
        variant_share=(0.12, 0.18),
        min_scripts=5,
        min_emoji=5,
        with_hidden_text=True,
        honest_benign_features=False,
        min_benign_per_language=15,
        min_benign_per_category=15,
    )
