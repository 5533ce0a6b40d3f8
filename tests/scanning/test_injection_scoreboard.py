"""scripts/injection_scoreboard.py: a board of the rules' refusals on a real labelled set, written
by the script run as a process, and the diff of two boards naming what changed by id."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "injection_scoreboard.py"


@pytest.fixture(scope="module")
def board() -> ModuleType:
    spec = importlib.util.spec_from_file_location("injection_scoreboard", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_score_writes_a_board_of_the_first_blind_set(tmp_path: Path) -> None:
    out = tmp_path / "board.json"
    env = {**os.environ, "HERMES_MEMORY_SCAN_CLASSIFIER": "off"}
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "score", str(out), "--only", "fresh"],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    written = json.loads(out.read_text(encoding="utf-8"))
    assert list(written) == ["fresh"]
    row = written["fresh"]
    assert (row["mal"], row["ben"]) == (136, 185)
    assert row["hit"] + row["fp"] == len(row["blocked"])
    assert all(ident.startswith(("fm-", "fb-")) for ident in row["blocked"])
    assert f"fresh        {row['hit']}/136  fp {row['fp']}/185" in done.stdout


def test_diff_names_the_ids_gained_and_lost(board: ModuleType) -> None:
    before = {"s": {"mal": 2, "hit": 1, "ben": 2, "fp": 0, "blocked": ["m1"]}}
    after = {
        "s": {"mal": 2, "hit": 1, "ben": 2, "fp": 1, "blocked": ["b1", "m2"]},
        "t": {"mal": 1, "hit": 1, "ben": 0, "fp": 0, "blocked": ["m9"]},
    }
    lines = board.diff(before, after, ids=True)
    assert lines[0] == "s            hit 1->1/2  fp 0->1/2  *"
    assert lines[1:3] == ["   + b1 m2", "   - m1"]
    assert lines[3].startswith("t            new: hit 1/1")
    assert board.diff(before, before, ids=True) == ["s            hit 1->1/2  fp 0->0/2"]
