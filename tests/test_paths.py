"""Home resolution: override, then $HERMES_HOME, then the default; resolved on every call."""

from __future__ import annotations

from pathlib import Path

import pytest

from hermes_memory import paths


def test_env_var_is_read_on_every_call(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("HERMES_HOME", str(tmp_path / "a"))
    assert paths.hermes_home() == tmp_path / "a"
    monkeypatch.setenv("HERMES_HOME", str(tmp_path / "b"))
    assert paths.hermes_home() == tmp_path / "b"


def test_blank_env_var_falls_back_to_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HERMES_HOME", "   ")
    assert paths.hermes_home() == Path.home() / ".hermes"
    monkeypatch.setenv("HERMES_DATA_DIR_SUFFIX", "-dev")
    assert paths.hermes_home() == Path.home() / ".hermes-dev"


def test_context_override_wins_and_is_restored(tmp_path: Path) -> None:
    before = paths.hermes_home()
    with paths.use_home(tmp_path / "profile") as home:
        assert home == tmp_path / "profile"
        assert paths.hermes_home() == tmp_path / "profile"
        assert paths.state_db_path() == tmp_path / "profile" / "state.db"
    assert paths.hermes_home() == before


def test_derived_paths_take_an_explicit_home(tmp_path: Path) -> None:
    assert paths.memories_dir(tmp_path) == tmp_path / "memories"
    assert paths.config_path(tmp_path) == tmp_path / "config.yaml"
    assert paths.env_file_path(tmp_path) == tmp_path / ".env"
    assert paths.plugins_dir(str(tmp_path)) == tmp_path / "plugins"
    assert paths.soul_path(tmp_path) == tmp_path / "SOUL.md"
