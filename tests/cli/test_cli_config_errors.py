"""A broken config.yaml stops every command with one line naming the file and line.

Before issue 10 the memory commands quietly used the defaults, so ``memory_enabled: flase``
(meant to switch the store off) left it on. Now each command refuses (exit 1), with the
error as JSON under ``--json``, and writes nothing.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from hermes_memory.cli import main

TYPO = "model: x\nmemory:\n  memory_enabled: flase\n"
BROKEN_YAML = "memory:\n  memory_enabled: false\n  provider: [unclosed\n"


def run(*args: str) -> Result:
    return CliRunner().invoke(main, list(args))


@pytest.fixture
def typo(hermes_home: Path) -> Path:
    path = hermes_home / "config.yaml"
    path.write_text(TYPO, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    "command",
    [
        ["memory", "show"],
        ["memory", "snapshot"],
        ["memory", "add", "User likes tea"],
        ["memory", "replace", "tea", "coffee"],
        ["memory", "remove", "tea"],
        ["memory", "batch", '[{"action": "add", "content": "x"}]'],
        ["memory", "approve", "all"],
        ["providers", "list"],
        ["providers", "status"],
    ],
)
def test_each_command_refuses_with_file_and_line(
    typo: Path, hermes_home: Path, command: list[str]
) -> None:
    result = run(*command)
    assert result.exit_code == 1, result.output
    assert result.stdout == ""
    assert result.stderr.startswith(f"Error: {typo}, line 3: ")
    assert "memory.memory_enabled must be true or false, not 'flase'" in result.stderr
    assert "Traceback" not in result.output
    assert not (hermes_home / "memories").exists()  # nothing loaded, created or written
    assert typo.read_text(encoding="utf-8") == TYPO


@pytest.mark.parametrize(
    "command",
    [["memory", "show", "--json"], ["memory", "add", "User likes tea", "--json"]],
)
def test_json_output_carries_the_error(typo: Path, command: list[str]) -> None:
    result = run(*command)
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert data["success"] is False
    assert data["error"].startswith(f"{typo}, line 3: memory.memory_enabled")


def test_invalid_yaml_names_its_line(hermes_home: Path) -> None:
    (hermes_home / "config.yaml").write_text(BROKEN_YAML, encoding="utf-8")
    result = run("memory", "show")
    assert result.exit_code == 1
    assert ", line 4: not valid YAML" in result.stderr


def test_doctor_lists_the_bad_setting(typo: Path) -> None:
    result = run("doctor", "--json")
    data = json.loads(result.stdout)
    (problem,) = [p for p in data["problems"] if p["kind"] == "config_unreadable"]
    assert "line 3" in problem["detail"] and "memory_enabled" in problem["detail"]


def test_the_mcp_server_refuses_to_start(typo: Path, hermes_home: Path) -> None:
    result = run("mcp", "--home", str(hermes_home))
    assert result.exit_code == 1
    assert result.stderr.startswith(f"Error: {typo}, line 3: memory.memory_enabled")
    assert not (hermes_home / "state.db").exists()


def test_the_mcp_server_process_exits_with_the_message(typo: Path, hermes_home: Path) -> None:
    """The real server process, as an MCP client would launch it, says why and stops."""
    env = dict(os.environ)
    source = str(Path(__file__).resolve().parents[2] / "src")
    env["PYTHONPATH"] = os.pathsep.join(p for p in (source, env.get("PYTHONPATH")) if p)
    done = subprocess.run(
        [sys.executable, "-m", "hermes_memory.mcp_server", "--home", str(hermes_home)],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        check=False,
    )
    assert done.returncode == 1
    assert done.stdout == ""  # the protocol channel stays clean
    assert f"{typo}, line 3: memory.memory_enabled must be true or false" in done.stderr
    assert "Traceback" not in done.stderr
