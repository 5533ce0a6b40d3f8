"""Fixtures of the migration tests: an isolated user HOME, a realistic OpenClaw tree in it,
and a runner for the real ``hermes-memory`` command."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from claw_tree import Run, build_openclaw
from hermes_memory.cli import main


@pytest.fixture
def user_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """``~`` for discovery (``~/.openclaw``, ``~/.agents/skills``): never the real one."""
    home = tmp_path / "user"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    return home


@pytest.fixture
def openclaw(user_home: Path) -> Path:
    return build_openclaw(user_home / ".openclaw")


@pytest.fixture
def claw(hermes_home: Path, user_home: Path) -> Run:
    """``claw(*args)`` runs ``hermes-memory --home <home> claw <args>``."""

    def run(*args: str, input: str | None = None) -> Result:
        return CliRunner().invoke(main, ["--home", str(hermes_home), "claw", *args], input=input)

    return run
