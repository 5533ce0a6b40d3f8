"""The compression threshold (§9.2): every example of the spec, plus derived budgets."""

from __future__ import annotations

from pathlib import Path

import pytest

from fakes import ScriptedModel
from hermes_memory.compression import CompressionSettings, ContextCompressor, compression_threshold


@pytest.mark.parametrize(
    ("context", "threshold", "max_tokens", "expected"),
    [
        (200_000, 0.5, None, 100_000),
        (100_000, 0.5, None, 64_000),
        (64_000, 0.5, None, 54_400),
        (32_000, 0.5, None, 27_200),
        (200_000, 0.5, 65_536, 67_232),
        (128_000, 0.5, 65_536, 53_094),
        (64_000, 0.5, 70_000, 54_400),
        (100_000, 0.85, None, 85_000),
    ],
)
def test_spec_examples(
    context: int, threshold: float, max_tokens: int | None, expected: int
) -> None:
    assert compression_threshold(context, threshold, max_tokens) == expected


def test_non_positive_max_tokens_is_ignored() -> None:
    assert compression_threshold(200_000, 0.5, 0) == 100_000
    assert compression_threshold(200_000, 0.5, -5) == 100_000


def test_tiny_window_never_below_one() -> None:
    assert compression_threshold(1, 0.5) == 1
    assert compression_threshold(2, 0.5) == 1


def test_derived_budgets() -> None:
    settings = CompressionSettings(context_length=200_000, target_ratio=0.20)
    assert settings.threshold_tokens == 100_000
    assert settings.tail_token_budget == 20_000
    assert settings.max_summary_tokens == 10_000
    big = CompressionSettings(context_length=1_000_000, target_ratio=0.95)
    assert big.summary_ratio == 0.80  # clamped to [0.10, 0.80]
    assert big.max_summary_tokens == 12_000
    assert CompressionSettings(target_ratio=0.01).summary_ratio == 0.10


def test_settings_from_config(hermes_home: Path) -> None:
    (hermes_home / "config.yaml").write_text(
        "compression:\n  threshold: 0.85\n  context_length: 100000\n"
        "  protect_last_n: 6\n  abort_on_summary_failure: 'no'\n  unknown_key: 1\n"
    )
    settings = CompressionSettings.load(hermes_home)
    assert settings.threshold_tokens == 85_000
    assert settings.protect_last_n == 6
    assert settings.abort_on_summary_failure is False
    assert CompressionSettings.load(hermes_home, protect_first_n=0).protect_first_n == 0
    # the default is ours: a failed summary aborts
    assert CompressionSettings().abort_on_summary_failure is True


def test_should_compress_at_and_above_threshold() -> None:
    compressor = ContextCompressor(ScriptedModel(), CompressionSettings(context_length=200_000))
    assert not compressor.should_compress(99_999)
    assert compressor.should_compress(100_000)  # equal counts as reached
    assert compressor.should_compress(150_000)
    compressor.ineffective_count = 2  # two runs in a row that saved < 10 %
    assert not compressor.should_compress(150_000)
    disabled = ContextCompressor(ScriptedModel(), CompressionSettings(enabled=False))
    assert not disabled.should_compress(10**9)
