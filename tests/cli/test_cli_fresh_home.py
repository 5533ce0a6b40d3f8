"""A fresh home: every reading command answers (exit 0, JSON under --json) and creates
nothing, so looking around before the first conversation leaves no trace."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from hermes_memory.cli import main

READING = [
    ("memory", "show"),
    ("memory", "snapshot"),
    ("memory", "pending"),
    ("providers", "list"),
    ("providers", "status"),
    ("sessions", "list"),
    ("sessions", "search", "deploy"),
    ("sessions", "stats"),
]


@pytest.mark.parametrize("args", READING, ids=" ".join)
@pytest.mark.parametrize("as_json", [False, True], ids=["text", "json"])
def test_reading_a_fresh_home_creates_nothing(
    tmp_path: Path, args: tuple[str, ...], as_json: bool
) -> None:
    home = tmp_path / "fresh"
    argv = ["--home", str(home), *args, *(["--json"] if as_json else [])]
    result = CliRunner().invoke(main, argv, catch_exceptions=False)
    assert result.exit_code == 0, result.output
    if as_json:
        json.loads(result.stdout)
    assert not home.exists(), sorted(p.name for p in home.rglob("*"))
