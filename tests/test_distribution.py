"""The published name: pyproject, every install hint and the README name the same free
distribution, never the unrelated ``hermes-memory`` project on PyPI."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from hermes_memory.distribution import DISTRIBUTION_NAME, install_command

ROOT = Path(__file__).resolve().parents[1]


def test_pyproject_publishes_the_distribution_name() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["name"] == DISTRIBUTION_NAME == "hermes-agent-memory"
    # the command and the import package keep their names
    assert project["scripts"] == {"hermes-memory": "hermes_memory.cli:main"}


def test_install_command_quotes_the_extra() -> None:
    assert install_command("mcp") == "pip install 'hermes-agent-memory[mcp]'"
    assert install_command() == "pip install 'hermes-agent-memory'"


def _pip_installs(text: str) -> list[str]:
    """What each ``pip install 'X'`` / ``pip install -e 'X'`` / ``pip install name`` installs."""
    quoted = re.findall(r"pip install (?:-e )?'([^']+)'", text)
    bare = re.findall(r"pip install (hermes[\w.-]*)", text)
    return quoted + bare


def test_no_install_hint_names_the_unrelated_project() -> None:
    texts = [(ROOT / "README.md").read_text(encoding="utf-8")]
    sources = [p for p in (ROOT / "src").rglob("*.py") if p.name != "distribution.py"]
    texts += [p.read_text(encoding="utf-8") for p in sources]
    targets = [target for text in texts for target in _pip_installs(text)]
    assert len(targets) >= 4, targets  # the README's own install lines
    for target in targets:
        name = re.split(r"[\[=<>]", target)[0]
        assert name in {".", DISTRIBUTION_NAME}, target
    joined = "\n".join(texts)
    assert "hermes-memory[" not in joined and "install hermes-memory" not in joined
