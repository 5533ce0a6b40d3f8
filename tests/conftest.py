"""Shared fixtures: every test runs against its own temporary Hermes home. The Hypothesis
profile (dev by default, ci from `.ci/run`) is chosen by hypothesis_profiles.py's hook."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

# pytest finds hooks by name in a conftest; this one picks the Hypothesis profile
from hypothesis_profiles import pytest_configure as pytest_configure


@pytest.fixture(autouse=True)
def hermes_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Point ``HERMES_HOME`` at a fresh directory so no test can touch a real home."""
    home = tmp_path / "hermes-home"
    home.mkdir()
    monkeypatch.setenv("HERMES_HOME", str(home))
    monkeypatch.delenv("HERMES_DATA_DIR_SUFFIX", raising=False)
    yield home
