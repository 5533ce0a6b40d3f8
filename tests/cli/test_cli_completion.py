"""Shell completion as the README documents it: the installed command prints a completion
script for bash, zsh and fish, and answers completion requests for commands and options."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[2] / "README.md"
COMMAND = Path(sys.executable).with_name("hermes-memory")


def complete(**env: str) -> str:
    result = subprocess.run(
        [str(COMMAND)],
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout


@pytest.mark.parametrize(
    ("shell", "marker"),
    [("bash", "complete -o nosort -F _hermes_memory_completion hermes-memory"),
     ("zsh", "#compdef hermes-memory"),
     ("fish", "complete --no-files --command hermes-memory")],
)  # fmt: skip
def test_the_documented_command_prints_a_completion_script(shell: str, marker: str) -> None:
    source = f"_HERMES_MEMORY_COMPLETE={shell}_source hermes-memory"
    assert source in README.read_text(encoding="utf-8")
    assert marker in complete(_HERMES_MEMORY_COMPLETE=f"{shell}_source")


def test_completion_answers_commands_and_subcommands() -> None:
    top = complete(
        _HERMES_MEMORY_COMPLETE="bash_complete", COMP_WORDS="hermes-memory sess", COMP_CWORD="1"
    )
    assert top.split() == ["plain,sessions"]
    sub = complete(
        _HERMES_MEMORY_COMPLETE="bash_complete",
        COMP_WORDS="hermes-memory sessions re",
        COMP_CWORD="2",
    )
    assert set(sub.split()) == {"plain,rename"}
