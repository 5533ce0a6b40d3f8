"""The README's examples run as written: the Python block and the command-line tour."""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from hermes_memory import SessionDB

README = Path(__file__).resolve().parents[1] / "README.md"


def _blocks(language: str) -> list[str]:
    return re.findall(rf"```{language}\n(.*?)```", README.read_text(encoding="utf-8"), re.S)


def test_python_example_runs_and_runs_again(tmp_path: Path) -> None:
    code = _blocks("python")[0]
    outputs = []
    for _ in range(2):  # a reader runs it, then runs it again in the same folder
        result = subprocess.run(
            [sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True, timeout=120
        )
        assert result.returncode == 0, result.stderr
        outputs.append(result.stdout.splitlines())
    first, second = outputs
    assert json.loads(first[0])["success"] is True
    assert json.loads(second[0])["success"] is True  # the entry is already there: no error
    assert (tmp_path / "demo-home" / "memories" / "USER.md").read_text(encoding="utf-8") == (
        "User prefers tabs over spaces"
    )
    assert first[-1] == "1"  # the recorded turn is searchable
    assert second[-1] == "2"  # and so is the second run's
    with SessionDB(tmp_path / "demo-home" / "state.db") as db:
        titles = sorted(row["title"] for row in db.list_sessions_rich(limit=10))
    assert titles == ["editor setup", "editor setup #2"]


@pytest.mark.heavy
def test_command_line_tour_runs(tmp_path: Path, hermes_home: Path) -> None:
    tour = next(block for block in _blocks("bash") if "sessions import" in block)
    commands = [
        line for line in tour.replace("\\\n", " ").splitlines() if line.startswith("hermes-memory")
    ]
    # the tour imports a ChatGPT export; give it a small real one
    export = [
        {
            "id": "6560b1a2-0000-4000-8000-000000000001",
            "title": "Staging deploy",
            "create_time": 1_700_000_000.0,
            "current_node": "b",
            "mapping": {
                "a": {
                    "id": "a",
                    "parent": None,
                    "children": ["b"],
                    "message": {
                        "id": "a",
                        "author": {"role": "user"},
                        "create_time": 1_700_000_000.0,
                        "content": {"content_type": "text", "parts": ["how do we staging deploy?"]},
                    },
                },
                "b": {
                    "id": "b",
                    "parent": "a",
                    "children": [],
                    "message": {
                        "id": "b",
                        "author": {"role": "assistant"},
                        "create_time": 1_700_000_001.0,
                        "content": {
                            "content_type": "text",
                            "parts": ["Run the staging deploy job."],
                        },
                    },
                },
            },
        }
    ]
    (tmp_path / "conversations.json").write_text(json.dumps(export), encoding="utf-8")
    env = {**os.environ, "HERMES_HOME": str(hermes_home)}
    executable = Path(sys.executable).with_name("hermes-memory")
    outputs = {}
    for line in commands:
        argv = shlex.split(line.split("  #")[0])
        result = subprocess.run(
            [str(executable), *argv[1:]],
            cwd=tmp_path,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
            input="yes\n",
        )
        assert result.returncode == 0, f"{line}\n{result.stdout}\n{result.stderr}"
        outputs[line] = result.stdout
    hits = json.loads(next(out for cmd, out in outputs.items() if "sessions search" in cmd))
    assert hits, "the imported conversation is searchable"
    assert (tmp_path / "history.md").exists()
