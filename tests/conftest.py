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
    # The classifier's model costs seconds to load: writes use the rules alone here, and the
    # `semantic` tests that prove the second opinion on write paths turn it back on.
    monkeypatch.setenv("HERMES_MEMORY_SCAN_CLASSIFIER", "off")
    yield home


_pg_counter = iter(range(1, 1_000_000))


@pytest.fixture(scope="session")
def pg_server() -> Iterator[object]:
    """One real PostgreSQL server for the whole test session (see ``pg_server.py``)."""
    from pg_server import driver_installed, running_server

    if not driver_installed():
        pytest.fail("the postgres tests need the [postgres] extra: pip install -e '.[postgres]'")
    # its folder is removed after the session, not waited on (see pg_server._remove)
    with running_server(remove_in_background=True) as server:
        yield server


@pytest.fixture
def pg_url(pg_server: object) -> str:
    """A fresh database (migrated schema, no rows) on the session's server."""
    return pg_server.new_database(f"hm_test_{next(_pg_counter)}")  # type: ignore[attr-defined]
